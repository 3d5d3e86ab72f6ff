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
//! - The `serde` feature: colours, rules, modes, outcomes and forbidden kinds as their
//!   names in serde formats.
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
    DEFAULT_THREAT_DEPTH, Limits, Mode, SHORT_WIN_DEPTHS, ThreatOutcome, ThreatProof,
    ThreatSolution, ThreatSolver, solve,
};

/// The `serde` feature writes the named values as their names and reads them back.
#[cfg(all(test, feature = "serde"))]
mod serde_names {
    use super::{Color, Forbidden, Mode, Rule, ThreatOutcome};

    #[test]
    fn named_values_are_written_and_read_as_their_names() {
        let values = (
            Color::Black,
            Rule::Renju,
            Mode::Vct,
            ThreatOutcome::NoWin,
            Forbidden::DoubleThree,
        );
        let text = serde_json::to_string(&values).unwrap();
        assert_eq!(text, r#"["black","renju","vct","no-win","double-three"]"#);
        assert_eq!(
            serde_json::from_str::<(Color, Rule, Mode, ThreatOutcome, Forbidden)>(&text).unwrap(),
            values
        );
        // Each is the name the command line and `FromStr` use.
        assert!(
            text.contains(Forbidden::DoubleThree.name())
                && text.contains(ThreatOutcome::NoWin.name())
        );
    }
}
