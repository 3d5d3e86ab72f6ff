//! Gomoku and Renju for tesuji.
//!
//! - [`Board`]: a square board from 5×5 to 22×22 under a [`Rule`] (freestyle, standard,
//!   renju), with a Zobrist hash, undo, and incremental line patterns: every empty
//!   point's [`LineShape`] per direction and colour in constant time.
//! - Renju forbidden points ([`Board::forbidden`]) with the real definitions: a move that
//!   makes five is never forbidden, two fours on one line are a double four, a three is
//!   real only if a straight-four point of it is itself allowed (recursively).
//! - [`Position`]: move lists and ASCII boards read with errors that say where.
//! - [`ThreatSolver`]: VCF and VCT proofs by df-pn (tesuji-search) with complete
//!   defences: every point that stops a three and every counter-four.
//! - [`Engine`]: move choice for full games (fives, blocks, proven VCF/VCT, defence
//!   against the opponent's VCF, then alpha-beta over threat-aware candidates).
#![deny(missing_docs)]

mod board;
mod engine;
mod geometry;
mod pattern;
mod position;
mod puzzle;
mod rules;
mod threats;

pub use board::{Board, MoveError, SizeError};
pub use engine::{Choice, DEFAULT_MEMORY, Engine, Reason};
pub use geometry::{Color, Coord, CoordError, Direction, MAX_SIZE, MIN_SIZE, Point};
pub use pattern::LineShape;
pub use position::{Position, PositionError};
pub use puzzle::{Header, Puzzle, PuzzleError};
pub use rules::{Forbidden, Rule, RuleError};
pub use tesuji_search::{Budget, NameError};
pub use threats::{
    DEFAULT_THREAT_DEPTH, Limits, Mode, ThreatOutcome, ThreatSolution, ThreatSolver, solve,
};
