//! Why a move or a position is refused.

use thiserror::Error;

use crate::color::Color;
use crate::vertex::Vertex;

/// Why a move is illegal. Every variant names the vertex.
///
/// ```
/// use tesuji_go::{Board, Color, IllegalMove, Move, Rules};
/// let mut board = Board::square(9, Rules::default()).unwrap();
/// let d4: Move = "D4".parse().unwrap();
/// board.play(Color::Black, d4).unwrap();
/// let err = board.play(Color::White, d4).unwrap_err();
/// assert!(matches!(err, IllegalMove::Occupied(_)));
/// assert_eq!(err.to_string(), "D4 is occupied");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum IllegalMove {
    /// The vertex is not on this board.
    #[error("{0} is off the board")]
    OffBoard(Vertex),
    /// A stone is already there.
    #[error("{0} is occupied")]
    Occupied(Vertex),
    /// The stone would have no liberty and capture nothing (or, where multi-stone
    /// suicide is allowed, it would be a lone stone killing itself).
    #[error("{0} is suicide")]
    Suicide(Vertex),
    /// The immediate recapture of a simple ko.
    #[error("{0} retakes a ko")]
    Ko(Vertex),
    /// The move would repeat an earlier position, which the superko rule forbids.
    #[error("{0} repeats an earlier position (superko)")]
    Superko(Vertex),
}

/// Why a set-up position cannot be a board.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The board size is outside 2..=25.
    #[error("board size {width}x{height} is not supported (sides from 2 to 25)")]
    BadSize {
        /// Columns asked for.
        width: usize,
        /// Rows asked for.
        height: usize,
    },
    /// A stone is placed off the board.
    #[error("{0} is off the board")]
    OffBoard(Vertex),
    /// A chain has no liberty, which no legal game can produce.
    #[error("the {color} chain at {vertex} has no liberties")]
    NoLiberties {
        /// A stone of the chain.
        vertex: Vertex,
        /// Its colour.
        color: Color,
    },
    /// A diagram line holds a character that is not a stone or an empty point.
    #[error("diagram line {line}: `{found}` is not a stone (X, O) or an empty point (., +)")]
    BadDiagramChar {
        /// 1-based line of the diagram text.
        line: usize,
        /// The character found.
        found: char,
    },
    /// Diagram rows of different lengths.
    #[error("diagram line {line} has {found} points where earlier rows have {expected}")]
    RaggedDiagram {
        /// 1-based line of the diagram text.
        line: usize,
        /// Points on that line.
        found: usize,
        /// Points on the first row.
        expected: usize,
    },
}

/// A name that is none of the values of what was being read: a rule, a ko or suicide
/// rule, an eye shape or eye kind (every named value of this crate reads through it).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown {what} `{name}` (expected one of: {expected})")]
pub struct ParseNameError {
    /// What was being read: `rules`, `ko rule`, `suicide rule`, `eye shape`, `eye kind`.
    pub what: &'static str,
    /// The text given.
    pub name: String,
    /// The accepted names.
    pub expected: &'static str,
}
