//! A solution tree written back with a [check](crate::check)'s findings applied: missing
//! correct moves, answers and refutations added as variations (the proof's lines, `RIGHT`
//! or `Wrong` on their last node), wrong marks turned over, the authors' comments and
//! properties kept, and every change said in the comment of the node it touches, after
//! [`NOTE`].
//!
//! The findings' node paths stay valid while they are applied: variations are only ever
//! added after a node's existing children.

use tesuji_go::sgf::{Node, Prop, comment, move_prop};
use tesuji_go::{Color, Move};

use crate::book::{Correctness, comment_mark};
use crate::check::{Finding, FindingKind, Review, STATUS_NOTE};

/// What starts every note the fix writes into a comment.
pub const NOTE: &str = "[tesuji check]";

/// The tree of `root` (a game's root node, `height` rows high, the problem asking
/// `player` to play) with `review`'s findings applied.
#[must_use]
pub fn fixed(root: &Node, height: u8, player: Color, review: &Review) -> Node {
    let mut root = root.clone();
    let fixer = Fixer { height, player };
    for finding in &review.findings {
        fixer.apply(&mut root, finding, review);
    }
    root
}

struct Fixer {
    height: u8,
    player: Color,
}

impl Fixer {
    fn apply(&self, root: &mut Node, finding: &Finding, review: &Review) {
        let (player, opponent) = (self.player, self.player.opponent());
        let Some(node) = node_at(root, &finding.path) else {
            return;
        };
        let rest = finding.proof.get(1..).unwrap_or_default();
        match &finding.kind {
            FindingKind::RightFails => {
                self.turn_right_to_wrong(node);
                add_note(
                    node,
                    "the book calls this right, but it fails (see the refutation added below)",
                );
                self.add_line(node, opponent, rest, Correctness::Wrong, "the refutation");
                if !finding.instead.is_empty()
                    && let Some(parent) = node_at(root, parent_path(&finding.path))
                {
                    self.add_line(
                        parent,
                        player,
                        &finding.instead,
                        Correctness::Right,
                        "the answer that works",
                    );
                }
            }
            FindingKind::MissingCorrect => {
                self.add_line(
                    node,
                    player,
                    &finding.proof,
                    Correctness::Right,
                    "a correct first move the book does not have",
                );
            }
            FindingKind::CorrectCalledWrong => {
                self.turn_wrong_to_right(node);
                add_note(
                    node,
                    "the book calls this wrong, but it is correct (see the line added below)",
                );
                self.add_line(
                    node,
                    opponent,
                    rest,
                    Correctness::Right,
                    "the line that proves this move",
                );
            }
            FindingKind::Unanswered => {
                self.add_line(
                    node,
                    player,
                    &finding.proof,
                    Correctness::Right,
                    "the answer this move needs",
                );
            }
            FindingKind::RefutationFails => {
                add_note(
                    node,
                    "this reply does not refute (see the refutation added beside it)",
                );
                if let Some(parent) = node_at(root, parent_path(&finding.path)) {
                    self.add_line(
                        parent,
                        opponent,
                        &finding.instead,
                        Correctness::Wrong,
                        "the refutation",
                    );
                }
            }
            FindingKind::MissingRefutation => {
                self.add_line(
                    node,
                    opponent,
                    &finding.proof,
                    Correctness::Wrong,
                    "the refutation the line lacked",
                );
            }
            FindingKind::StatusContradicted { .. } => {
                let status = review.solution.status;
                add_note(node, &format!("{STATUS_NOTE} {status}"));
            }
            FindingKind::IllegalMove(error) => {
                add_note(
                    node,
                    &format!("an illegal move ({error}): the lines below are not checked"),
                );
            }
            FindingKind::OutOfTurn => {
                add_note(node, "a move out of turn: the lines below are not checked")
            }
            FindingKind::SetupInTree => add_note(
                node,
                "stones set up by hand: the lines below are not checked",
            ),
            FindingKind::NoTree
            | FindingKind::RefutationHolds
            | FindingKind::Unmarked
            | FindingKind::Undecided
            | FindingKind::InFrame
            | FindingKind::PoseFails => {}
        }
    }

    /// Adds `moves` (played in turn from `color`) below `node`, through the children that
    /// already play them, and marks the last node with `mark`, saying `what` was added.
    fn add_line(
        &self,
        node: &mut Node,
        color: Color,
        moves: &[Move],
        mark: Correctness,
        what: &str,
    ) {
        let mut node = node;
        let mut color = color;
        for &mv in moves {
            let prop = move_prop(color, mv, self.height);
            let at = match node
                .children
                .iter()
                .position(|c| c.properties.contains(&prop))
            {
                Some(at) => at,
                None => {
                    node.children.push(Node::new(vec![prop], Vec::new(), false));
                    node.children.len() - 1
                }
            };
            node = &mut node.children[at];
            color = color.opponent();
        }
        match mark {
            Correctness::Right => self.turn_wrong_to_right(node),
            Correctness::Wrong => self.turn_right_to_wrong(node),
        }
        let word = match mark {
            Correctness::Right => "RIGHT",
            Correctness::Wrong => "Wrong.",
        };
        let old = text_of(node);
        let marked = comment_mark(&old) == Some(mark);
        let text = if marked { old } else { format!("{word} {old}") };
        set_text(node, text.trim_end());
        add_note(node, &format!("added: {what}"));
    }

    /// Takes the right marks off a subtree: comments' `RIGHT` and "Correct" become
    /// lower-case words after "Wrong.", `TE` on the player's move becomes `BM`, good for
    /// the player becomes good for the opponent.
    fn turn_right_to_wrong(&self, node: &mut Node) {
        for child in &mut node.children {
            self.turn_right_to_wrong(child);
        }
        self.retag(node, Correctness::Wrong);
    }

    /// Takes the wrong marks off one node (its line becomes right by what is added
    /// below it).
    fn turn_wrong_to_right(&self, node: &mut Node) {
        self.retag(node, Correctness::Right);
    }

    /// Rewrites one node's own marks to say `mark`.
    fn retag(&self, node: &mut Node, mark: Correctness) {
        let old = text_of(node);
        let opposite = match mark {
            Correctness::Right => Correctness::Wrong,
            Correctness::Wrong => Correctness::Right,
        };
        if comment_mark(&old) == Some(opposite) {
            let (from, word) = match mark {
                Correctness::Wrong => ("RIGHT", "Wrong."),
                Correctness::Right => ("WRONG", "RIGHT"),
            };
            let softened = replace_word(&old, from, &from.to_lowercase());
            set_text(node, &format!("{word} {softened}"));
            add_note(
                node,
                &format!(
                    "the book's mark turned from {} to {}",
                    opposite.name(),
                    mark.name()
                ),
            );
        }
        let mover = node.properties.iter().find_map(|p| match p {
            Prop::B(_) => Some(Color::Black),
            Prop::W(_) => Some(Color::White),
            _ => None,
        });
        let good_for = |color: Color| match mark {
            Correctness::Right => color == self.player,
            Correctness::Wrong => color != self.player,
        };
        let mut changed = false;
        for prop in &mut node.properties {
            let new = match (&*prop, mark) {
                (Prop::TE(d), Correctness::Wrong) if mover == Some(self.player) => {
                    Some(Prop::BM(*d))
                }
                (Prop::BM(d), Correctness::Right) if mover == Some(self.player) => {
                    Some(Prop::TE(*d))
                }
                (Prop::GB(d), _) if !good_for(Color::Black) => Some(Prop::GW(*d)),
                (Prop::GW(d), _) if !good_for(Color::White) => Some(Prop::GB(*d)),
                _ => None,
            };
            if let Some(new) = new {
                *prop = new;
                changed = true;
            }
        }
        if changed {
            add_note(node, &format!("TE/BM/GB/GW turned to say {}", mark.name()));
        }
    }
}

fn parent_path(path: &[usize]) -> &[usize] {
    &path[..path.len().saturating_sub(1)]
}

fn node_at<'a>(root: &'a mut Node, path: &[usize]) -> Option<&'a mut Node> {
    let mut node = root;
    for &i in path {
        node = node.children.get_mut(i)?;
    }
    Some(node)
}

fn text_of(node: &Node) -> String {
    node.properties
        .iter()
        .find_map(|p| match p {
            Prop::C(text) => Some(text.text.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

fn set_text(node: &mut Node, text: &str) {
    node.properties.retain(|p| !matches!(p, Prop::C(_)));
    node.properties.push(comment(text));
}

/// Appends a note to a node's comment, on a line of its own.
fn add_note(node: &mut Node, note: &str) {
    let old = text_of(node);
    let text = if old.is_empty() {
        format!("{NOTE} {note}")
    } else {
        format!("{old}\n{NOTE} {note}")
    };
    set_text(node, &text);
}

/// `text` with every whole word `from` replaced by `to`.
fn replace_word(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once('\0')) {
        if c.is_alphanumeric() {
            word.push(c);
            continue;
        }
        out.push_str(if word == from { to } else { &word });
        word.clear();
        if c != '\0' {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_replaced_whole() {
        assert_eq!(
            replace_word("RIGHT, RIGHTS (RIGHT)", "RIGHT", "right"),
            "right, RIGHTS (right)"
        );
    }
}
