//! Where things are: colours, coordinates as users write them, points of the board's
//! padded array, and the four line directions.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use tesuji_search::{NameError, by_name};

/// The smallest board side.
pub const MIN_SIZE: usize = 5;
/// The largest board side (the Gomocup protocol's limit is 22 in practice).
pub const MAX_SIZE: usize = 22;

/// A player's colour. Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum Color {
    /// The first player (`X` on ASCII boards).
    Black,
    /// The second player (`O`).
    White,
}

impl Color {
    /// The other colour.
    #[must_use]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `"black"` or `"white"`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }
}

/// `black` or `white`, in any case.
impl FromStr for Color {
    type Err = NameError;

    fn from_str(text: &str) -> Result<Color, NameError> {
        by_name(
            text,
            &[Color::Black, Color::White],
            Color::name,
            "colour",
            "black or white",
        )
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A board coordinate as people write it: `col` from the left and `row` from the bottom,
/// both 0-based, written `h8` (column letter from `a`, no letter skipped; row number
/// from 1). Independent of the board size, so it may lie off a given board.
///
/// ```
/// use tesuji_gomoku::Coord;
/// let c: Coord = "h8".parse().unwrap();
/// assert_eq!((c.col, c.row), (7, 7));
/// assert_eq!(c.to_string(), "h8");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Coord {
    /// Column, 0 = `a`, from the left.
    pub col: u8,
    /// Row, 0 = row 1, from the bottom.
    pub row: u8,
}

impl Coord {
    /// The coordinate at column `col` and row `row` (0-based, row from the bottom).
    #[must_use]
    pub fn new(col: u8, row: u8) -> Coord {
        Coord { col, row }
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.col),
            u32::from(self.row) + 1
        )
    }
}

/// A coordinate that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error(
    "`{text}` is not a coordinate (a column letter from `a` and a row number from 1, like `h8`)"
)]
pub struct CoordError {
    /// The text as given.
    pub text: String,
}

impl FromStr for Coord {
    type Err = CoordError;

    fn from_str(text: &str) -> Result<Coord, CoordError> {
        let error = || CoordError {
            text: text.to_owned(),
        };
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(error)?.to_ascii_lowercase();
        if !letter.is_ascii_lowercase() {
            return Err(error());
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return Err(error());
        }
        let row: u8 = digits.parse().map_err(|_| error())?;
        if row == 0 {
            return Err(error());
        }
        Ok(Coord::new(letter as u8 - b'a', row - 1))
    }
}

/// A point of one board: an index into its padded array (five cells of wall around the
/// board, so that a line window never leaves the array). Get points from
/// [`Board::point`](crate::Board::point); a point means nothing on a board of another size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub(crate) u16);

impl Point {
    /// The index into the padded array.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// One of the four line directions through a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Along a row (left to right).
    Horizontal,
    /// Along a column.
    Vertical,
    /// Bottom left to top right.
    Diagonal,
    /// Top left to bottom right.
    AntiDiagonal,
}

impl Direction {
    /// The four directions, in the order of per-direction arrays.
    pub const ALL: [Direction; 4] = [
        Direction::Horizontal,
        Direction::Vertical,
        Direction::Diagonal,
        Direction::AntiDiagonal,
    ];

    /// 0..4: an index into per-direction arrays.
    #[must_use]
    pub fn index(self) -> usize {
        self as usize
    }
}
