//! Game-independent AND/OR proof search.
//!
//! A problem (Go life and death, a Gomoku threat sequence, a toy game) implements
//! [`Problem`]: whose turn, moves, play/undo, a 64-bit key, a terminal test, and what a
//! repetition means. [`Dfpn`] solves it by depth-first proof-number search (Nagai 2002)
//! with a memory-bounded transposition [`Table`], the 1+ε trick, sound handling of
//! repetitions, budgets and cancellation; it returns [`Verdict::Proven`],
//! [`Verdict::Disproven`] or [`Verdict::Unknown`] (never a guess), the principal
//! variation, the verdict of every root move, and checked [`ProofTree`]s.
//! [`reference::solve`] is a plain depth-first solver over the same trait, the yardstick
//! in tests.
//!
//! ```
//! use tesuji_search::{Config, Dfpn, Evaluation, Problem, Turn, Value, Verdict};
//!
//! /// Two-heap Nim: take any number from one heap; who takes the last counter wins.
//! struct Nim { heaps: [u8; 2], prover_to_move: bool }
//!
//! impl Problem for Nim {
//!     type Move = (usize, u8);
//!     fn turn(&self) -> Turn { if self.prover_to_move { Turn::Prover } else { Turn::Disprover } }
//!     fn key(&self) -> u64 {
//!         u64::from(self.heaps[0]) << 16 | u64::from(self.heaps[1]) << 1 | u64::from(self.prover_to_move)
//!     }
//!     fn evaluate(&mut self) -> Evaluation {
//!         if self.heaps == [0, 0] {
//!             Evaluation::Solved(Value::win_for(self.turn().opponent()))
//!         } else {
//!             Evaluation::Open
//!         }
//!     }
//!     fn generate_moves(&mut self, moves: &mut Vec<(usize, u8)>) {
//!         for heap in 0..2 {
//!             moves.extend((1..=self.heaps[heap]).map(|take| (heap, take)));
//!         }
//!     }
//!     fn play(&mut self, (heap, take): (usize, u8)) { self.heaps[heap] -= take; self.prover_to_move ^= true; }
//!     fn undo(&mut self, (heap, take): (usize, u8)) { self.heaps[heap] += take; self.prover_to_move ^= true; }
//!     fn repetition(&mut self, _plies: usize) -> Value { unreachable!("heaps only shrink") }
//! }
//!
//! let mut solver = Dfpn::new(Config::default());
//! let mut nim = Nim { heaps: [5, 3], prover_to_move: true };
//! let outcome = solver.solve(&mut nim);
//! assert_eq!(outcome.verdict, Verdict::Proven); // unequal heaps: the mover wins
//! assert_eq!(outcome.pv[0], (0, 2));            // by making them equal
//! let tree = solver.proof_tree(&mut nim).unwrap();
//! tree.check(&mut nim).unwrap();                // the strategy holds against every defence
//! ```
#![deny(missing_docs)]

mod budget;
mod dfpn;
pub mod games;
mod names;
pub mod numbers;
mod problem;
mod proof;
pub mod reference;
mod table;

pub use budget::{Budget, Stop};
pub use dfpn::{Config, Dfpn, MoveVerdict, Outcome, Stats, Verdict};
pub use names::{NameError, by_name};
pub use numbers::Numbers;
pub use problem::{Evaluation, Preview, Problem, Turn, Value};
pub use proof::{CheckError, ProofNode, ProofTree, TreeError};
pub use table::{Entry, Table};
