//! Writing SGF: game records, and the pieces of trees (moves, set-up stones, comments,
//! marks) that solution trees are built from. The text itself comes from `sgf-parse`'s
//! serializer, so what is written reads back the same.
//!
//! A problem with its solution tree, as problem collections write them (goproblems.com's
//! convention: `C[RIGHT]` on the leaves of correct lines; wrong tries end without it):
//!
//! ```
//! use tesuji_go::sgf::{comment, marks, move_prop, setup_prop, Collection, Mark, Node};
//! use tesuji_go::{Color, Move, Vertex};
//!
//! let v = |s: &str| -> Vertex { s.parse().unwrap() };
//! let play = |color, vertex: &str| move_prop(color, Move::Play(v(vertex)), 19);
//! let correct = Node::new(
//!     vec![play(Color::Black, "B1")],
//!     vec![Node::new(vec![play(Color::White, "A2"), comment("RIGHT")], vec![], false)],
//!     false,
//! );
//! let wrong = Node::new(
//!     vec![play(Color::Black, "C1"), marks(Mark::Cross, &[v("B1")], 19)],
//!     vec![Node::new(vec![play(Color::White, "B1"), comment("Wrong: White lives")], vec![], false)],
//!     false,
//! );
//! let root = Node::new(
//!     vec![
//!         setup_prop(Color::Black, &[v("A3"), v("B3"), v("C2"), v("D2"), v("D1")], 19),
//!         setup_prop(Color::White, &[v("A2"), v("B2"), v("C3")], 19),
//!         comment("Black to kill"),
//!     ],
//!     vec![correct, wrong],
//!     true,
//! );
//! let text = root.serialize();
//! assert!(text.contains("(;B[bs];W[ar]C[RIGHT])"));
//! assert_eq!(Collection::parse(&text, "problem.sgf").unwrap().games()[0].root(), &root);
//! ```

use std::collections::HashSet;

use super::{Node, Prop, SgfMove, SgfPoint};
use crate::color::Color;
use crate::vertex::{Move, Vertex};
use sgf_parse::{SgfProp, SimpleText, Text};

/// A game as SGF keeps it: board size, komi, rules, set-up stones, who plays next, and
/// the moves played after the set-up.
///
/// ```
/// use tesuji_go::sgf::{Collection, Record, Until};
/// use tesuji_go::{Color, Move, Rules};
///
/// let mut record = Record::new(9, 9);
/// record.komi = 7.0;
/// record.setup.push((Color::Black, "C3".parse().unwrap()));
/// record.moves.push((Color::White, Move::Play("G7".parse().unwrap())));
/// record.moves.push((Color::Black, Move::Pass));
/// let text = record.to_sgf();
/// let collection = Collection::parse(&text, "record").unwrap();
/// let game = &collection.games()[0];
/// let position = game.position(Rules::CHINESE, Until::End).unwrap();
/// assert_eq!(position.record, record.clone().with_to_play(Color::White));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// Komi.
    pub komi: f64,
    /// The rules' name for `RU`, if any.
    pub rules: Option<String>,
    /// Set-up stones (`AB`, `AW` in the root node).
    pub setup: Vec<(Color, Vertex)>,
    /// Who plays next (`PL` in the root node, written only when there are no moves).
    pub to_play: Option<Color>,
    /// The moves, in order.
    pub moves: Vec<(Color, Move)>,
}

impl Record {
    /// An empty record for a `width`×`height` board.
    #[must_use]
    pub fn new(width: u8, height: u8) -> Record {
        Record {
            width,
            height,
            komi: 0.0,
            rules: None,
            setup: Vec::new(),
            to_play: None,
            moves: Vec::new(),
        }
    }

    /// The same record with `to_play` set.
    #[must_use]
    pub fn with_to_play(mut self, color: Color) -> Record {
        self.to_play = Some(color);
        self
    }

    /// The record as an SGF game tree: the root with the game information and set-up,
    /// then one node per move.
    #[must_use]
    pub fn to_sgf(&self) -> String {
        let mut root = game_props(self.width, self.height);
        root.push(Prop::KM(self.komi));
        if let Some(rules) = &self.rules {
            root.push(Prop::RU(SimpleText {
                text: rules.clone(),
            }));
        }
        for color in [Color::Black, Color::White] {
            let stones: Vec<Vertex> = self
                .setup
                .iter()
                .filter(|&&(c, _)| c == color)
                .map(|&(_, v)| v)
                .collect();
            if !stones.is_empty() {
                root.push(setup_prop(color, &stones, self.height));
            }
        }
        if let (Some(color), true) = (self.to_play, self.moves.is_empty()) {
            root.push(Prop::PL(sgf_color(color)));
        }
        // The moves as a chain of single children, built from the last one up.
        let mut child: Option<Node> = None;
        for &(color, mv) in self.moves.iter().rev() {
            let children = child.take().into_iter().collect();
            child = Some(Node::new(
                vec![move_prop(color, mv, self.height)],
                children,
                false,
            ));
        }
        to_text(&Node::new(root, child.into_iter().collect(), true))
    }
}

/// The properties that open every SGF tree tesuji writes: `FF[4]`, `GM[1]`, `CA[UTF-8]`,
/// `AP[tesuji:version]` and the board size.
#[must_use]
pub fn game_props(width: u8, height: u8) -> Vec<Prop> {
    vec![
        Prop::FF(4),
        Prop::new("GM".to_string(), vec!["1".to_string()]),
        Prop::CA(SimpleText {
            text: "UTF-8".to_string(),
        }),
        Prop::AP((
            SimpleText {
                text: "tesuji".to_string(),
            },
            SimpleText {
                text: env!("CARGO_PKG_VERSION").to_string(),
            },
        )),
        size_prop(width, height),
    ]
}

/// `SZ[19]` for a square board, as every reader expects (sgf-parse's own `SZ` value
/// always writes `SZ[19:19]`, which FF\[4\] allows but old readers may not), else
/// `SZ[w:h]`.
fn size_prop(width: u8, height: u8) -> Prop {
    if width == height {
        Prop::Unknown("SZ".to_string(), vec![width.to_string()])
    } else {
        Prop::SZ((width, height))
    }
}

/// The SGF point of a vertex on a board `height` rows high (SGF counts rows from the
/// top).
#[must_use]
pub fn sgf_point(vertex: Vertex, height: u8) -> SgfPoint {
    SgfPoint {
        x: vertex.col,
        y: height - 1 - vertex.row,
    }
}

/// A move property, `B[..]` or `W[..]` (`[]` for a pass).
#[must_use]
pub fn move_prop(color: Color, mv: Move, height: u8) -> Prop {
    let mv = match mv {
        Move::Play(v) => SgfMove::Move(sgf_point(v, height)),
        Move::Pass => SgfMove::Pass,
    };
    match color {
        Color::Black => Prop::B(mv),
        Color::White => Prop::W(mv),
    }
}

/// Set-up stones, `AB[..]..` or `AW[..]..`.
#[must_use]
pub fn setup_prop(color: Color, stones: &[Vertex], height: u8) -> Prop {
    let points = points(stones, height);
    match color {
        Color::Black => Prop::AB(points),
        Color::White => Prop::AW(points),
    }
}

/// A comment, `C[..]` (any text: brackets and backslashes are escaped when written).
#[must_use]
pub fn comment(text: &str) -> Prop {
    Prop::C(Text {
        text: text.to_string(),
    })
}

/// The marks SGF viewers draw on points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `MA`, a cross.
    Cross,
    /// `TR`, a triangle.
    Triangle,
    /// `SQ`, a square.
    Square,
    /// `CR`, a circle.
    Circle,
}

/// Marks on points.
#[must_use]
pub fn marks(mark: Mark, vertices: &[Vertex], height: u8) -> Prop {
    let points = points(vertices, height);
    match mark {
        Mark::Cross => Prop::MA(points),
        Mark::Triangle => Prop::TR(points),
        Mark::Square => Prop::SQ(points),
        Mark::Circle => Prop::CR(points),
    }
}

/// `node` and its variations as SGF text, with every list of points in one order (by
/// rows from the top, each from the left). The parser keeps such lists as hash sets,
/// whose order changes from run to run: written this way, the same tree gives the same
/// file every time, and a file written back differs from its original only where the
/// tree does.
///
/// ```
/// use tesuji_go::sgf::{Collection, to_text};
/// let collection = Collection::parse("(;SZ[9]AB[cc][aa][ba]TR[cc][aa];B[ee])", "t.sgf").unwrap();
/// let text = to_text(collection.games()[0].root());
/// assert_eq!(text, "(;SZ[9:9]AB[aa][ba][cc]TR[aa][cc];B[ee])");
/// ```
#[must_use]
pub fn to_text(node: &Node) -> String {
    ordered(node).serialize()
}

/// A copy of `node` whose lists of points are written in order (see [`to_text`]).
fn ordered(node: &Node) -> Node {
    let properties = node
        .properties
        .iter()
        .map(|prop| match prop {
            Prop::AB(set)
            | Prop::AW(set)
            | Prop::AE(set)
            | Prop::CR(set)
            | Prop::DD(set)
            | Prop::MA(set)
            | Prop::SL(set)
            | Prop::SQ(set)
            | Prop::TR(set)
            | Prop::TB(set)
            | Prop::TW(set)
            | Prop::VW(set) => {
                let mut points: Vec<&SgfPoint> = set.iter().collect();
                points.sort_by_key(|p| (p.y, p.x));
                Prop::Unknown(
                    prop.identifier(),
                    points.into_iter().map(|&p| point_text(p)).collect(),
                )
            }
            other => other.clone(),
        })
        .collect();
    Node::new(
        properties,
        node.children.iter().map(ordered).collect(),
        node.is_root,
    )
}

/// A point's two letters as SGF writes them (`a`..`z`, then `A`..`Z`).
pub(crate) fn point_text(p: SgfPoint) -> String {
    let letter = |n: u8| char::from(if n < 26 { b'a' + n } else { b'A' + n - 26 });
    [letter(p.x), letter(p.y)].into_iter().collect()
}

fn points(vertices: &[Vertex], height: u8) -> HashSet<SgfPoint> {
    vertices.iter().map(|&v| sgf_point(v, height)).collect()
}

fn sgf_color(color: Color) -> sgf_parse::Color {
    match color {
        Color::Black => sgf_parse::Color::Black,
        Color::White => sgf_parse::Color::White,
    }
}
