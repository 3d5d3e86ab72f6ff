//! Where things are in SGF text: the line and column of every node, and of the first
//! place where the text breaks the SGF grammar.
//!
//! The `sgf-parse` crate reads the files but says only *what* is wrong, not *where*. This
//! scan follows the bare structure of the format (game trees, nodes, property identifiers
//! and bracketed values with their escapes) and nothing more, so an error can name its
//! line and column and a node can be found in the text by its number. It never decides
//! what a file means: that is left to `sgf-parse`.

/// A line and column, both counted from 1 (columns in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Location {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// The result of the scan.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Where each node (`;`) starts, in file order, which is the order of a depth-first
    /// walk of the collection's trees.
    pub(crate) nodes: Vec<Location>,
    /// The first break of the grammar, with what was wrong.
    pub(crate) error: Option<(Location, &'static str)>,
}

/// What the scan expects next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expect {
    /// A game tree `(`, between trees of the collection.
    Tree,
    /// The first node `;` of a game tree.
    FirstNode,
    /// A property, another node, a variation or the end of the tree.
    InNode,
    /// After a variation: another variation or the end of the tree.
    Variations,
    /// The first `[` after a property identifier.
    Value,
}

/// Scans `text` (as `sgf-parse` reads it: surrounding whitespace ignored).
pub(crate) fn scan(text: &str) -> Layout {
    let mut layout = Layout::default();
    let mut expect = Expect::Tree;
    let mut open_trees: Vec<Location> = Vec::new();
    let mut value_start: Option<Location> = None;
    let mut escaped = false;
    let mut here = Location { line: 1, column: 0 };
    let fail = |layout: &mut Layout, at: Location, what: &'static str| {
        layout.error.get_or_insert((at, what));
    };
    for c in text.chars() {
        if c == '\n' {
            here.line += 1;
            here.column = 0;
        } else {
            here.column += 1;
        }
        if layout.error.is_some() {
            break;
        }
        if value_start.is_some() {
            match (c, escaped) {
                ('\\', false) => escaped = true,
                (']', false) => value_start = None,
                _ => escaped = false,
            }
            continue;
        }
        if c.is_whitespace() {
            continue;
        }
        expect = match (expect, c) {
            (Expect::Tree | Expect::Variations | Expect::InNode, '(') => {
                open_trees.push(here);
                Expect::FirstNode
            }
            (Expect::Tree, _) => {
                fail(&mut layout, here, "expected `(` to start a game tree");
                break;
            }
            (Expect::FirstNode, ';') | (Expect::InNode, ';') => {
                layout.nodes.push(here);
                Expect::InNode
            }
            (Expect::FirstNode, _) => {
                fail(&mut layout, here, "a game tree must start with a node `;`");
                break;
            }
            (Expect::InNode | Expect::Variations, ')') => {
                open_trees.pop();
                if open_trees.is_empty() {
                    Expect::Tree
                } else {
                    Expect::Variations
                }
            }
            (Expect::Variations, ';') => {
                fail(&mut layout, here, "a node after the variations of its tree");
                break;
            }
            (Expect::InNode, c) if c.is_ascii_alphabetic() => Expect::Value,
            (Expect::Value, c) if c.is_ascii_alphabetic() => Expect::Value,
            (Expect::Value | Expect::InNode, '[') => {
                value_start = Some(here);
                Expect::InNode
            }
            (Expect::Value, _) => {
                fail(
                    &mut layout,
                    here,
                    "a property identifier without a value `[...]`",
                );
                break;
            }
            (_, _) => {
                fail(&mut layout, here, "unexpected character");
                break;
            }
        };
    }
    if layout.error.is_none() {
        if let Some(start) = value_start {
            fail(&mut layout, start, "a property value `[` is never closed");
        } else if let Some(&start) = open_trees.last() {
            fail(&mut layout, start, "a game tree `(` is never closed");
        } else if expect == Expect::Value {
            fail(
                &mut layout,
                here,
                "a property identifier without a value `[...]`",
            );
        } else if layout.nodes.is_empty() {
            fail(&mut layout, here, "no game tree");
        }
    }
    layout
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> Option<(usize, usize, &'static str)> {
        scan(text)
            .error
            .map(|(at, what)| (at.line, at.column, what))
    }

    #[test]
    fn finds_nodes_in_file_order() {
        let layout = scan("(;FF[4]C[a ;(bracket\\] ;]\n;B[aa](;W[bb])\n  (;W[cc];B[dd]))");
        let at: Vec<(usize, usize)> = layout.nodes.iter().map(|l| (l.line, l.column)).collect();
        assert_eq!(at, [(1, 2), (2, 1), (2, 8), (3, 4), (3, 10)]);
        assert_eq!(layout.error, None);
    }

    #[test]
    fn names_the_place_of_each_break() {
        assert_eq!(
            error("(;B[aa]"),
            Some((1, 1, "a game tree `(` is never closed"))
        );
        assert_eq!(
            error("(;C[oops)"),
            Some((1, 4, "a property value `[` is never closed"))
        );
        assert_eq!(
            error("x(;B[aa])"),
            Some((1, 1, "expected `(` to start a game tree"))
        );
        assert_eq!(
            error("(B[aa])"),
            Some((1, 2, "a game tree must start with a node `;`"))
        );
        assert_eq!(
            error("(;B[aa]\n(;W[bb]);B[cc])"),
            Some((2, 9, "a node after the variations of its tree"))
        );
        assert_eq!(
            error("(;B\n;W[aa])"),
            Some((2, 1, "a property identifier without a value `[...]`"))
        );
        assert_eq!(
            error("(;B[aa]))"),
            Some((1, 9, "expected `(` to start a game tree"))
        );
        assert_eq!(error(""), Some((1, 0, "no game tree")));
        assert_eq!(error("(;B[aa])(;W[bb])"), None);
    }
}
