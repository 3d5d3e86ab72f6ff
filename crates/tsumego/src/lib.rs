//! Go life and death as an AND/OR problem for the proof-number search of
//! `tesuji-search`.
//!
//! The *attacker* is the prover: it tries to kill the target (the stones of the group
//! whose fate is asked); the *defender* tries to keep it alive. A line ends when every
//! target stone is captured, or every one left stands in the attacker's unconditional
//! territory (the attacker wins), when Benson's algorithm proves a target stone
//! unconditionally alive (the defender wins: a group that gives up some stones and lives
//! with the rest has lived), or when the game has stopped with target stones still on
//! the board (the defender wins: living in seki counts as living). Moves are the empty
//! points of the problem's region and a pass.
//!
//! Two passes in a row stop the game; what is dead is then confirmed as Japanese rules
//! (1989, article 7) confirm it: play goes on, nobody has ko threats, and a ko (one taken
//! during the game too) is retaken only right after one's own pass — the pass that
//! stopped the game, or one in the confirmation. Two more passes end the confirmation. A ko that only the attacker can start and the defender can never
//! settle (the bent four in the corner, an approach ko whose eye the defender cannot
//! make sure of) is thus won by whoever starts it: the attacker waits for the end and
//! kills without a ko fight, as the books count it.
//!
//! Ko is a result, not an accident of the search. The side that [`KoWinner`] names has
//! ko threats without end: where the ko rule forbids it to retake at once, it may still
//! retake (the search plays a threat and its answer first, two passes that leave the
//! region as it was), while its opponent obeys the ban. The ko point is part of the
//! position's key, and a cycle the search meets on a line is won by the ko winner too.
//! Solving under "the attacker wins every ko" and under "the defender wins every ko"
//! tells a plain kill from a kill by ko from a failure.
//!
//! [`Tsumego`] is a problem as people pose it: a position, maybe a statement ("Black to
//! play and live"), maybe marked stones; it infers what is not given (the side to play,
//! the target, the goal, the region) and fills the board around a problem cut from a
//! book with a [`frame`]. [`solve`] answers it the way a problem book does.
//!
//! ```
//! use tesuji_go::{Board, Color, Rules};
//! use tesuji_search::{Config, Dfpn, Verdict};
//! use tesuji_tsumego::{KoWinner, LifeAndDeath};
//!
//! // Black's straight three in the corner (A1-C1): whoever plays B1 first decides.
//! let board = Board::from_diagram("
//!     . . . . . . .
//!     O O O O O . .
//!     X X X X O . .
//!     . . . X O . .", Rules::default()).unwrap();
//! let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
//! let region = [p("A1"), p("B1"), p("C1")];
//! let mut problem =
//!     LifeAndDeath::new(&board, Color::White, &[p("D2")], &region, Color::White, KoWinner::Defender);
//! let mut solver = Dfpn::new(Config::default());
//! assert_eq!(solver.solve(&mut problem).verdict, Verdict::Proven); // White to play kills
//! let killing: Vec<String> = solver
//!     .root_moves(&mut problem)
//!     .iter()
//!     .filter(|m| m.verdict == Verdict::Proven)
//!     .map(|m| m.mv.to_string())
//!     .collect();
//! assert_eq!(killing, ["B1"]);
//! ```
#![deny(missing_docs)]

mod answer;
pub mod area;
pub mod book;
pub mod check;
pub mod fix;
pub mod frame;
mod life_and_death;
mod problem;
pub mod question;
mod solve;
mod statement;
pub mod tree;

pub use answer::{Answer, AnswerError};
pub use area::Area;
pub use life_and_death::{Cycles, KoWinner, LifeAndDeath};
pub use problem::{Goal, ProblemError, Request, Source, Sources, Tsumego};
pub use question::{Fate, Playout};
pub use solve::{Reading, Solution, Status, read, solve};
pub use statement::Statement;
pub use tesuji_search::NameError;
