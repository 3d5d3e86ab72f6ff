//! Board coordinates as people and GTP write them, and moves.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The largest board side: GTP's column letters `A`..`Z` without `I` name 25 columns.
pub const MAX_SIZE: u8 = 25;

/// The column letters of GTP: `A` to `Z` with `I` skipped.
const COLUMN_LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// A point of a board named by its column and row, independent of any board.
///
/// `col` 0 is the left column (`A`), `row` 0 the bottom row (`1`), as in GTP, so
/// `D4` is `Vertex { col: 3, row: 3 }`. Parsing accepts either case and rejects `I`.
///
/// ```
/// use tesuji_go::Vertex;
/// let v: Vertex = "J10".parse().unwrap();
/// assert_eq!((v.col, v.row), (8, 9)); // J is the 9th column: I is skipped
/// assert_eq!(v.to_string(), "J10");
/// assert!("I5".parse::<Vertex>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Vertex {
    /// Column from the left, 0-based.
    pub col: u8,
    /// Row from the bottom, 0-based.
    pub row: u8,
}

impl Vertex {
    /// The vertex at `col` (from the left) and `row` (from the bottom), both 0-based.
    pub const fn new(col: u8, row: u8) -> Vertex {
        Vertex { col, row }
    }

    /// The GTP letter of a 0-based column, or `None` past the 25th column.
    pub fn column_letter(col: u8) -> Option<char> {
        COLUMN_LETTERS.get(usize::from(col)).map(|&b| char::from(b))
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match Vertex::column_letter(self.col) {
            Some(letter) => write!(f, "{letter}{}", u32::from(self.row) + 1),
            None => write!(f, "?{}:{}", self.col, self.row),
        }
    }
}

/// Why a vertex could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseVertexError {
    /// Nothing to read.
    #[error("empty vertex")]
    Empty,
    /// The first character is not a column letter.
    #[error("`{text}`: `{letter}` is not a column letter (A to Z, without I)")]
    BadColumn {
        /// The whole text.
        text: String,
        /// The offending character.
        letter: char,
    },
    /// The row is missing, not a number, or outside 1..=25.
    #[error("`{text}`: the row must be a number from 1 to 25")]
    BadRow {
        /// The whole text.
        text: String,
    },
}

impl FromStr for Vertex {
    type Err = ParseVertexError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.chars();
        let letter = chars.next().ok_or(ParseVertexError::Empty)?;
        let upper = letter.to_ascii_uppercase();
        let col = COLUMN_LETTERS
            .iter()
            .position(|&b| char::from(b) == upper)
            .ok_or_else(|| ParseVertexError::BadColumn {
                text: s.to_string(),
                letter,
            })?;
        let digits = chars.as_str();
        let bad_row = || ParseVertexError::BadRow {
            text: s.to_string(),
        };
        // `u8::from_str` accepts a leading `+`, which no coordinate has.
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad_row());
        }
        let row: u8 = digits.parse().map_err(|_| bad_row())?;
        if row == 0 || row > MAX_SIZE {
            return Err(bad_row());
        }
        Ok(Vertex::new(col as u8, row - 1))
    }
}

/// A move: a stone on a vertex, or a pass.
///
/// ```
/// use tesuji_go::{Move, Vertex};
/// assert_eq!("pass".parse::<Move>(), Ok(Move::Pass));
/// assert_eq!("c3".parse::<Move>(), Ok(Move::Play(Vertex::new(2, 2))));
/// assert_eq!(Move::Pass.to_string(), "pass");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone on this vertex.
    Play(Vertex),
    /// No stone.
    Pass,
}

impl From<Vertex> for Move {
    fn from(v: Vertex) -> Move {
        Move::Play(v)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Play(v) => v.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// Reads a vertex or `pass` (any case).
impl FromStr for Move {
    type Err = ParseVertexError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            s.parse().map(Move::Play)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_vertex_round_trips() {
        for col in 0..MAX_SIZE {
            for row in 0..MAX_SIZE {
                let v = Vertex::new(col, row);
                assert_eq!(v.to_string().parse::<Vertex>(), Ok(v));
                assert_eq!(v.to_string().to_lowercase().parse::<Vertex>(), Ok(v));
            }
        }
    }

    #[test]
    fn bad_vertices_say_why() {
        assert_eq!("".parse::<Vertex>(), Err(ParseVertexError::Empty));
        assert!(matches!(
            "I3".parse::<Vertex>(),
            Err(ParseVertexError::BadColumn { letter: 'I', .. })
        ));
        assert!(matches!(
            "3D".parse::<Vertex>(),
            Err(ParseVertexError::BadColumn { .. })
        ));
        for bad in ["D", "D0", "D26", "D+4", "D4x", "D 4", "D-1", "D999"] {
            assert!(
                matches!(bad.parse::<Vertex>(), Err(ParseVertexError::BadRow { .. })),
                "{bad}"
            );
        }
        let message = "Q0".parse::<Vertex>().unwrap_err().to_string();
        assert!(
            message.contains("Q0") && message.contains("1 to 25"),
            "{message}"
        );
    }

    #[test]
    fn columns_skip_i() {
        assert_eq!(Vertex::column_letter(7), Some('H'));
        assert_eq!(Vertex::column_letter(8), Some('J'));
        assert_eq!(Vertex::column_letter(24), Some('Z'));
        assert_eq!(Vertex::column_letter(25), None);
    }
}
