//! # tesuji-go: an exact, fast Go rules engine
//!
//! The board every other part of tesuji stands on: chains with exact liberty counts
//! kept incrementally, captures then the suicide check, simple ko and positional or
//! situational superko, multi-stone suicide as a rule option, a 64-bit Zobrist hash,
//! and a cheap `undo` for search.
//!
//! ```
//! use tesuji_go::{Board, Color, IllegalMove, Rules};
//!
//! // A ko in the corner: White takes B1 by playing A1; Black may not retake at once.
//! let mut board = Board::from_diagram("
//!     . . . .
//!     . . . .
//!     X O . .
//!     . X O .", Rules::default()).unwrap();
//! board.play(Color::White, "A1".parse().unwrap()).unwrap();
//! assert_eq!(board.stone_at("B1".parse().unwrap()), None);
//! let retake = board.play(Color::Black, "B1".parse().unwrap());
//! assert!(matches!(retake, Err(IllegalMove::Ko(_))));
//! // After an exchange elsewhere the ko may be retaken.
//! board.play(Color::Black, "D4".parse().unwrap()).unwrap();
//! board.play(Color::White, "D3".parse().unwrap()).unwrap();
//! board.play(Color::Black, "B1".parse().unwrap()).unwrap();
//! println!("{board}");
//! ```
#![deny(missing_docs)]

pub mod benson;
mod board;
mod color;
mod diagram;
mod error;
pub mod eyes;
mod geometry;
pub mod playout;
mod rules;
mod setup;
pub mod sgf;
pub mod tactics;
#[cfg(feature = "serde")]
mod text_serde;
mod vertex;
mod zobrist;

pub use board::{Board, Chain, KoBan};
pub use color::{Color, ParseColorError};
pub use diagram::Diagram;
pub use error::{IllegalMove, ParseNameError, SetupError};
pub use geometry::{Geometry, MAX_CELLS, Point, PointSet};
pub use rules::{KoRule, ParseRulesError, Rules, SuicideRule};
pub use setup::Setup;
pub use vertex::{MAX_SIZE, Move, ParseVertexError, Vertex};

/// Serde, for [`text_serde!`] in the crates that use it (the `serde` feature).
#[cfg(feature = "serde")]
#[doc(hidden)]
pub use serde as __serde;
