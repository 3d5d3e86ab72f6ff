//! The two players.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A player, and the colour of that player's stones.
///
/// ```
/// use tesuji_go::Color;
/// assert_eq!(Color::Black.opponent(), Color::White);
/// assert_eq!("w".parse::<Color>(), Ok(Color::White));
/// assert_eq!(Color::Black.to_string(), "B");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Black, who moves first.
    Black,
    /// White.
    White,
}

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The other player.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    ///
    /// ```
    /// use tesuji_go::Color;
    /// let mut stones = [0u32; 2];
    /// stones[Color::White.index()] += 3;
    /// assert_eq!(stones, [0, 3]);
    /// assert!(Color::ALL.iter().all(|&c| Color::ALL[c.index()] == c));
    /// ```
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The colour's name in lower case, as GTP writes it (`black`, `white`).
    ///
    /// ```
    /// use tesuji_go::Color;
    /// assert_eq!(Color::White.name(), "white");
    /// assert_eq!(Color::Black.name().parse::<Color>(), Ok(Color::Black));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// The name capitalised, to begin a sentence: `Black` or `White`.
    ///
    /// ```
    /// use tesuji_go::Color;
    /// assert_eq!(format!("{} to play", Color::White.title()), "White to play");
    /// ```
    pub fn title(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }
}

/// Prints `B` or `W`, as SGF and GTP abbreviate the colours.
impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "B",
            Color::White => "W",
        })
    }
}

/// A colour name that is not `b`, `black`, `w` or `white` (in any case).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("`{0}` is not a colour (expected black, white, b or w)")]
pub struct ParseColorError(pub String);

/// Reads `b`, `black`, `w`, `white` in any case, as GTP allows.
impl FromStr for Color {
    type Err = ParseColorError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Ok(Color::Black),
            "w" | "white" => Ok(Color::White),
            _ => Err(ParseColorError(s.to_string())),
        }
    }
}
