//! A problem's solution tree as its author wrote it: the lines of play under the root, and
//! which of them the author calls right or wrong, read in the conventions collections use.
//!
//! - a comment that starts with "Right" or "Correct" (any case), or holds the word `RIGHT`
//!   in capitals anywhere (goproblems and the apps that read its files put `C[RIGHT]` on
//!   the last node of a correct line), marks its line right; one that starts with "Wrong"
//!   or "Incorrect", or holds `WRONG`, marks it wrong;
//! - `TE` (tesuji) on a move of the side to play marks its line right, `BM` (bad move)
//!   wrong; `TE` on the opponent's move is a good answer to it, so the line is wrong for
//!   the side to play (`BM` on the opponent's move says nothing about the line);
//! - `GB` / `GW` (good for Black / White) mark the line right for that colour.
//!
//! A line is as its marks say anywhere along it: a node is [claimed](BookNode::claim)
//! right when a node of it or below it is marked right (a correct first move is right even
//! if the author goes on to show a wrong answer after it), wrong when none is marked right
//! and one is marked wrong, and unmarked otherwise.
//!
//! ```
//! use tesuji_go::sgf::Collection;
//! use tesuji_go::Color;
//! use tesuji_tsumego::book::{Book, Claim};
//!
//! let text = "(;GM[1]SZ[9]AB[aa]C[Black to play](;B[ba];W[ca]C[Correct])(;B[ab]C[Wrong: ko]))";
//! let collection = Collection::parse(text, "p.sgf").unwrap();
//! let book = Book::read(&collection.games()[0], Color::Black).unwrap();
//! let claims: Vec<Claim> = book.root.children.iter().map(|n| n.claim()).collect();
//! assert_eq!(claims, [Claim::Right, Claim::Wrong]);
//! assert_eq!(book.root.children[0].children[0].path, [0, 0]);
//! ```

use tesuji_go::sgf::{Game, Location, Node, Prop, SgfError};
use tesuji_go::{Color, Move};

/// What a node's own mark says of its line, for the side to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Correctness {
    /// The line is a correct solution.
    Right,
    /// The line is a wrong try.
    Wrong,
}

impl Correctness {
    /// `right` or `wrong`, as reports write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Correctness::Right => "right",
            Correctness::Wrong => "wrong",
        }
    }
}

/// `right` or `wrong`, in any case.
impl std::str::FromStr for Correctness {
    type Err = tesuji_search::NameError;

    fn from_str(text: &str) -> Result<Correctness, Self::Err> {
        let all = [Correctness::Right, Correctness::Wrong];
        tesuji_search::by_name(text, &all, Correctness::name, "mark", "right or wrong")
    }
}

/// How a mark was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Convention {
    /// A comment: "RIGHT", "Correct...", "Wrong...", "WRONG", "Incorrect...".
    Comment,
    /// `TE` (tesuji).
    Tesuji,
    /// `BM` (bad move).
    BadMove,
    /// `GB` or `GW` (good for Black, good for White).
    GoodFor,
}

impl Convention {
    /// How the convention is named in reports.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Convention::Comment => "comment",
            Convention::Tesuji => "TE",
            Convention::BadMove => "BM",
            Convention::GoodFor => "GB/GW",
        }
    }
}

/// `comment`, `TE`, `BM` or `GB/GW`, in any case.
impl std::str::FromStr for Convention {
    type Err = tesuji_search::NameError;

    fn from_str(text: &str) -> Result<Convention, Self::Err> {
        let all = [
            Convention::Comment,
            Convention::Tesuji,
            Convention::BadMove,
            Convention::GoodFor,
        ];
        tesuji_search::by_name(
            text,
            &all,
            Convention::name,
            "convention",
            "comment, TE, BM or GB/GW",
        )
    }
}

/// What the author says of the line through a node, all its marks taken together (see
/// the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// A mark right on the node or below it.
    Right,
    /// No mark right, a mark wrong on the node or below it.
    Wrong,
    /// No mark at all.
    Unmarked,
}

impl Claim {
    /// `right`, `wrong` or `unmarked`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Claim::Right => "right",
            Claim::Wrong => "wrong",
            Claim::Unmarked => "unmarked",
        }
    }
}

/// `right`, `wrong` or `unmarked`, in any case.
impl std::str::FromStr for Claim {
    type Err = tesuji_search::NameError;

    fn from_str(text: &str) -> Result<Claim, Self::Err> {
        let all = [Claim::Right, Claim::Wrong, Claim::Unmarked];
        tesuji_search::by_name(text, &all, Claim::name, "claim", "right, wrong or unmarked")
    }
}

/// One node of the solution tree.
#[derive(Clone, Debug, PartialEq)]
pub struct BookNode {
    /// The move the node plays; `None` for the root and for nodes that only comment.
    pub mv: Option<(Color, Move)>,
    /// The child taken at each node from the root to this one (from 0): `[]` is the
    /// root, `[1, 0]` the first answer to the second first move.
    pub path: Vec<usize>,
    /// The node's place in the game in file order (the root 0).
    pub index: usize,
    /// Where the node starts in the file.
    pub location: Option<Location>,
    /// The node's own mark, with how it was written.
    pub mark: Option<(Correctness, Convention)>,
    /// The node's comment.
    pub comment: Option<String>,
    /// Whether the node sets stones up (`AB`, `AW`, `AE`) instead of playing.
    pub sets_up: bool,
    /// The lines that go on from here, in file order.
    pub children: Vec<BookNode>,
}

impl BookNode {
    /// What the author says of the line through this node.
    #[must_use]
    pub fn claim(&self) -> Claim {
        if self.any(&|node| matches!(node.mark, Some((Correctness::Right, _)))) {
            Claim::Right
        } else if self.any(&|node| matches!(node.mark, Some((Correctness::Wrong, _)))) {
            Claim::Wrong
        } else {
            Claim::Unmarked
        }
    }

    /// Whether this node or one below it is as `test` asks.
    fn any(&self, test: &dyn Fn(&BookNode) -> bool) -> bool {
        test(self) || self.children.iter().any(|child| child.any(test))
    }

    /// The nodes of this subtree, this one first, each before its children.
    pub fn nodes(&self) -> impl Iterator<Item = &BookNode> {
        let mut stack = vec![self];
        std::iter::from_fn(move || {
            let node = stack.pop()?;
            stack.extend(node.children.iter().rev());
            Some(node)
        })
    }

    /// Whether the node has no move and nothing below it: nothing to check.
    #[must_use]
    pub fn is_leaf(&self) -> bool {
        self.children.is_empty()
    }
}

/// A problem's solution tree.
#[derive(Clone, Debug, PartialEq)]
pub struct Book {
    /// The root: the problem's position (its own marks are not read: a root comment
    /// states the problem).
    pub root: BookNode,
}

impl Book {
    /// The solution tree of `game`, its marks read for `to_play` (the side the problem
    /// asks to play). Moves off the board are errors that name the file, line and node.
    pub fn read(game: &Game, to_play: Color) -> Result<Book, SgfError> {
        let mut index = 0;
        let mut root = read_node(game, game.root(), Vec::new(), &mut index, to_play)?;
        root.mark = None;
        Ok(Book { root })
    }

    /// The first moves the author calls right, in file order, each once.
    #[must_use]
    pub fn right_first_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        for child in self.first_moves() {
            if let Some((_, mv)) = child.mv
                && child.claim() == Claim::Right
                && !moves.contains(&mv)
            {
                moves.push(mv);
            }
        }
        moves
    }

    /// The nodes of the first moves: the root's children, looking through nodes that
    /// only comment.
    pub fn first_moves(&self) -> impl Iterator<Item = &BookNode> {
        moves_below(&self.root)
    }

    /// Who moves first in the tree: the colour of the first move found, in file order.
    #[must_use]
    pub fn first_color(&self) -> Option<Color> {
        self.root
            .nodes()
            .find_map(|node| node.mv.map(|(color, _)| color))
    }

    /// Whether the tree has any line at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.root.children.is_empty()
    }
}

/// The nodes that play the next move after `node`: its children, looking through the
/// ones without a move (a comment alone) to theirs.
pub fn moves_below(node: &BookNode) -> impl Iterator<Item = &BookNode> {
    let mut stack: Vec<&BookNode> = node.children.iter().rev().collect();
    std::iter::from_fn(move || {
        loop {
            let next = stack.pop()?;
            if next.mv.is_some() || next.sets_up {
                return Some(next);
            }
            stack.extend(next.children.iter().rev());
        }
    })
}

fn read_node(
    game: &Game,
    node: &Node,
    path: Vec<usize>,
    index: &mut usize,
    to_play: Color,
) -> Result<BookNode, SgfError> {
    let own = *index;
    *index += 1;
    let mv = game.move_of(node, own)?;
    let comment = node.properties().find_map(|prop| match prop {
        Prop::C(text) => Some(text.text.clone()),
        _ => None,
    });
    let mark = mark_of(
        node,
        mv.map(|(color, _)| color),
        comment.as_deref(),
        to_play,
    );
    let mut children = Vec::new();
    for (i, child) in node.children().enumerate() {
        let mut child_path = path.clone();
        child_path.push(i);
        children.push(read_node(game, child, child_path, index, to_play)?);
    }
    Ok(BookNode {
        mv,
        path,
        index: own,
        location: game.location(own),
        mark,
        comment,
        sets_up: Game::sets_up(node),
        children,
    })
}

/// The node's own mark, if it has one: a comment's first, then `TE`/`BM`, then
/// `GB`/`GW`.
fn mark_of(
    node: &Node,
    player: Option<Color>,
    comment: Option<&str>,
    to_play: Color,
) -> Option<(Correctness, Convention)> {
    if let Some(mark) = comment.and_then(comment_mark) {
        return Some((mark, Convention::Comment));
    }
    let ours = player.map(|color| color == to_play);
    for prop in node.properties() {
        let found = match (prop, ours) {
            (Prop::TE(_), Some(true)) => Some((Correctness::Right, Convention::Tesuji)),
            (Prop::TE(_), Some(false)) => Some((Correctness::Wrong, Convention::Tesuji)),
            (Prop::BM(_), Some(true)) => Some((Correctness::Wrong, Convention::BadMove)),
            (Prop::GB(_), _) => Some((good_for(Color::Black, to_play), Convention::GoodFor)),
            (Prop::GW(_), _) => Some((good_for(Color::White, to_play), Convention::GoodFor)),
            _ => None,
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

fn good_for(color: Color, to_play: Color) -> Correctness {
    if color == to_play {
        Correctness::Right
    } else {
        Correctness::Wrong
    }
}

/// The mark a comment makes, if any (see the module's documentation).
#[must_use]
pub fn comment_mark(comment: &str) -> Option<Correctness> {
    let mut words = comment
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty());
    let first = words.next().unwrap_or_default().to_lowercase();
    let has_word = |word: &str| {
        comment
            .split(|c: char| !c.is_alphanumeric())
            .any(|w| w == word)
    };
    if matches!(first.as_str(), "right" | "correct") || has_word("RIGHT") {
        Some(Correctness::Right)
    } else if matches!(first.as_str(), "wrong" | "incorrect") || has_word("WRONG") {
        Some(Correctness::Wrong)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tesuji_go::sgf::Collection;

    #[test]
    fn every_name_reads_back() {
        use crate::check::Level;
        for convention in [
            Convention::Comment,
            Convention::Tesuji,
            Convention::BadMove,
            Convention::GoodFor,
        ] {
            assert_eq!(convention.name().parse(), Ok(convention));
        }
        for claim in [Claim::Right, Claim::Wrong, Claim::Unmarked] {
            assert_eq!(claim.name().to_uppercase().parse(), Ok(claim));
        }
        for level in [Level::Error, Level::Note, Level::Undecided] {
            assert_eq!(level.name().parse(), Ok(level));
        }
        let error = "maybe".parse::<Claim>().unwrap_err();
        assert_eq!(
            error.to_string(),
            r#"a claim is right, wrong or unmarked, not "maybe""#
        );
    }

    fn book(text: &str, to_play: Color) -> Book {
        let collection = Collection::parse(text, "t.sgf").unwrap();
        Book::read(&collection.games()[0], to_play).unwrap()
    }

    fn first_claims(book: &Book) -> Vec<Claim> {
        book.first_moves().map(BookNode::claim).collect()
    }

    #[test]
    fn comments_mark_lines_in_every_convention() {
        assert_eq!(comment_mark("RIGHT"), Some(Correctness::Right));
        assert_eq!(
            comment_mark("  correct! Black lives."),
            Some(Correctness::Right)
        );
        assert_eq!(comment_mark("Right."), Some(Correctness::Right));
        assert_eq!(comment_mark("Black lives. RIGHT"), Some(Correctness::Right));
        assert_eq!(comment_mark("wrong: White lives"), Some(Correctness::Wrong));
        assert_eq!(comment_mark("Incorrect."), Some(Correctness::Wrong));
        assert_eq!(comment_mark("This is WRONG"), Some(Correctness::Wrong));
        // The capital words count only as words, the others only at the start.
        assert_eq!(comment_mark("Black is alright here"), None);
        assert_eq!(comment_mark("Black is not right here"), None);
        assert_eq!(comment_mark("WRONGFUL"), None);
    }

    #[test]
    fn a_line_is_right_when_a_node_of_it_or_below_is_marked_right() {
        let text = "(;GM[1]SZ[9]AW[aa]C[Black to play]\
                    (;B[ba](;W[ca];B[da]C[RIGHT])(;W[da];B[ca]C[Wrong]))\
                    (;B[ab];W[ba]C[Black dies. WRONG])\
                    (;B[cc]))";
        let book = book(text, Color::Black);
        assert_eq!(
            first_claims(&book),
            [Claim::Right, Claim::Wrong, Claim::Unmarked]
        );
        assert_eq!(book.right_first_moves(), ["B9".parse().unwrap()]);
        let second = &book.root.children[0].children[1];
        assert_eq!(second.claim(), Claim::Wrong);
        assert_eq!(second.path, [0, 1]);
        assert_eq!(second.index, 4);
        assert_eq!(second.location.unwrap().to_string(), "1:65");
    }

    #[test]
    fn te_bm_and_good_for_marks_are_read_for_the_side_to_play() {
        let text = "(;GM[1]SZ[9]AW[aa](;B[ba]TE[1])(;B[ab]BM[2])(;B[cc];W[dd]TE[1])\
                    (;B[ee];W[ff]BM[1])(;W[gg]GW[1])(;B[hh]GB[1]))";
        let black = book(text, Color::Black);
        assert_eq!(
            first_claims(&black),
            [
                Claim::Right,
                Claim::Wrong,
                Claim::Wrong,
                Claim::Unmarked,
                Claim::Wrong,
                Claim::Right
            ]
        );
        let conventions: Vec<Option<Convention>> =
            black.root.nodes().map(|n| n.mark.map(|(_, c)| c)).collect();
        assert!(conventions.contains(&Some(Convention::Tesuji)));
        assert!(conventions.contains(&Some(Convention::GoodFor)));
        let white = book(text, Color::White);
        assert_eq!(first_claims(&white)[4], Claim::Right);
        assert_eq!(white.first_color(), Some(Color::Black));
    }

    #[test]
    fn nodes_that_only_comment_are_looked_through() {
        let text = "(;GM[1]SZ[9]AW[aa];C[a note](;B[ba]C[RIGHT])(;B[ab]))";
        let book = book(text, Color::Black);
        let moves: Vec<Move> = book
            .first_moves()
            .filter_map(|n| n.mv.map(|m| m.1))
            .collect();
        assert_eq!(moves, ["B9".parse().unwrap(), "A8".parse().unwrap()]);
        assert!(!book.is_empty());
        let bare = self::book("(;GM[1]SZ[9]AW[aa])", Color::Black);
        assert!(bare.is_empty());
        assert_eq!(bare.first_color(), None);
    }

    #[test]
    fn a_move_off_the_board_names_its_place() {
        let collection = Collection::parse("(;GM[1]SZ[9]AW[aa];B[zz])", "t.sgf").unwrap();
        let error = Book::read(&collection.games()[0], Color::Black).unwrap_err();
        assert_eq!(
            error.to_string(),
            "t.sgf:1:19: node 2: B[zz] is off the 9x9 board"
        );
    }
}
