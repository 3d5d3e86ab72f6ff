//! The trait an AND/OR problem implements, and the small types it speaks in.

use std::fmt::Debug;

use crate::numbers::Numbers;

/// Whose turn it is, in AND/OR terms.
///
/// The *prover* tries to reach the goal (kill the group, make five): at its nodes one good
/// move is enough, so they are OR nodes. The *disprover* moves at AND nodes: every one of
/// its moves must fail for the goal to be proven.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The prover moves (OR node).
    Prover,
    /// The disprover moves (AND node).
    Disprover,
}

impl Turn {
    /// The other side.
    #[must_use]
    pub fn opponent(self) -> Turn {
        match self {
            Turn::Prover => Turn::Disprover,
            Turn::Disprover => Turn::Prover,
        }
    }
}

/// A solved value: the goal is reached, or it is not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The prover reaches the goal whatever the disprover does.
    Proven,
    /// The disprover stops the goal whatever the prover does.
    Disproven,
}

impl Value {
    /// The value that a win for `turn` means: `Proven` for the prover.
    #[must_use]
    pub fn win_for(turn: Turn) -> Value {
        match turn {
            Turn::Prover => Value::Proven,
            Turn::Disprover => Value::Disproven,
        }
    }

    /// The other value.
    #[must_use]
    pub fn opposite(self) -> Value {
        match self {
            Value::Proven => Value::Disproven,
            Value::Disproven => Value::Proven,
        }
    }

    /// The side this value is a win for.
    #[must_use]
    pub fn winner(self) -> Turn {
        match self {
            Value::Proven => Turn::Prover,
            Value::Disproven => Turn::Disprover,
        }
    }

    /// The proof and disproof numbers of a node with this value.
    #[must_use]
    pub fn numbers(self) -> Numbers {
        match self {
            Value::Proven => Numbers::PROVEN,
            Value::Disproven => Numbers::DISPROVEN,
        }
    }
}

/// What the terminal test says about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evaluation {
    /// The game is decided here.
    Solved(Value),
    /// Play goes on.
    Open,
}

/// The position after a move as the search would find it by playing the move: what
/// [`Problem::preview`] tells without playing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    /// Its [`key`](Problem::key).
    pub key: u64,
    /// Its [`evaluation`](Problem::evaluate).
    pub evaluation: Evaluation,
    /// Its [`estimate`](Problem::estimate) where the evaluation is open (else unused).
    pub estimate: Numbers,
}

/// An AND/OR problem that the searches of this crate solve.
///
/// The problem is a mutable position that the search walks with [`play`](Problem::play) and
/// [`undo`](Problem::undo). Everything the search learns about a position is keyed by
/// [`key`](Problem::key), so:
///
/// - the key must identify everything that moves, values and the terminal test depend on,
///   including whose turn it is (two positions with the same key are the same node);
/// - [`generate_moves`](Problem::generate_moves) and [`evaluate`](Problem::evaluate) must
///   depend on that position only, never on how it was reached. Rules that depend on the
///   history (ko and superko in Go) are expressed through
///   [`repetition`](Problem::repetition) instead: the search detects positions that recur
///   on the current path and asks the problem what a recurrence means.
///
/// A position that is not terminal and has no moves is lost for the side to move: a
/// prover without moves fails (disproven), a disprover without moves is beaten (proven).
///
/// # Example
///
/// Nim with one heap, where a move takes one to three counters and whoever takes the last
/// counter wins; the prover moves first.
///
/// ```
/// use tesuji_search::{Dfpn, Evaluation, Problem, Turn, Value, Verdict};
///
/// struct Nim { heap: u32, prover_to_move: bool }
///
/// impl Problem for Nim {
///     type Move = u32;
///     fn turn(&self) -> Turn {
///         if self.prover_to_move { Turn::Prover } else { Turn::Disprover }
///     }
///     fn key(&self) -> u64 { u64::from(self.heap) * 2 + u64::from(self.prover_to_move) }
///     fn evaluate(&mut self) -> Evaluation {
///         // The side to move faces an empty heap: the other side took the last counter.
///         if self.heap == 0 { Evaluation::Solved(Value::win_for(self.turn().opponent())) }
///         else { Evaluation::Open }
///     }
///     fn generate_moves(&mut self, moves: &mut Vec<u32>) {
///         moves.extend((1..=3).filter(|&take| take <= self.heap));
///     }
///     fn play(&mut self, take: u32) { self.heap -= take; self.prover_to_move ^= true; }
///     fn undo(&mut self, take: u32) { self.heap += take; self.prover_to_move ^= true; }
///     fn repetition(&mut self, _plies: usize) -> Value { unreachable!("the heap only shrinks") }
/// }
///
/// let mut solver = Dfpn::new(Default::default());
/// assert_eq!(solver.solve(&mut Nim { heap: 10, prover_to_move: true }).verdict, Verdict::Proven);
/// assert_eq!(solver.solve(&mut Nim { heap: 12, prover_to_move: true }).verdict, Verdict::Disproven);
/// ```
pub trait Problem {
    /// A move: small and cheap to copy.
    type Move: Copy + Eq + Debug;

    /// Who moves in the current position.
    fn turn(&self) -> Turn;

    /// A 64-bit key of the current position (a Zobrist hash, say). Equal keys are taken to
    /// be the same position; the key includes whose turn it is.
    fn key(&self) -> u64;

    /// The terminal test of the current position.
    fn evaluate(&mut self) -> Evaluation;

    /// Whether [`evaluate`](Problem::evaluate) depends on the key alone, always giving
    /// the same answer for the same key. The search then takes a position it finds in
    /// its table as open without evaluating it again: the table holds only positions it
    /// searched, and it searches only open ones. The default `false` suits a terminal
    /// test that can change its mind (one bounded by a budget that it resumes at the next
    /// visit). A speed-up only, where the evaluation is dear (Go's static life and death
    /// tests): the children a search went into are in the table at every later visit of
    /// their parent.
    fn evaluation_is_stable(&self) -> bool {
        false
    }

    /// Appends the moves of the current position to `moves` (which the search empties
    /// first and reuses, so no allocation happens once it has grown). Called only when
    /// [`evaluate`](Problem::evaluate) says [`Evaluation::Open`].
    fn generate_moves(&mut self, moves: &mut Vec<Self::Move>);

    /// Plays a move returned by [`generate_moves`](Problem::generate_moves).
    fn play(&mut self, mv: Self::Move);

    /// Takes back the last move played, which was `mv`.
    fn undo(&mut self, mv: Self::Move);

    /// The value of the current position when it repeats a position earlier on the search
    /// path; `plies` is the length of the cycle (how many moves ago the same position was
    /// on the path).
    ///
    /// The problem decides what a repetition means (in Go: a ko, won by whichever side the
    /// problem says). The answer must depend only on the cycle (the current position,
    /// `plies`), not on the moves before it: the search reuses results that rest on a
    /// repetition for as long as the cycle lies inside the subtree that proved them.
    fn repetition(&mut self, plies: usize) -> Value;

    /// Initial proof and disproof numbers for the current, unexplored, non-terminal
    /// position: an estimate of how hard it is to prove and to disprove. The default
    /// `(1, 1)` makes df-pn count leaves; a problem can steer the search by returning larger
    /// numbers for positions it believes hard (e.g. the number of moves that must be
    /// answered). Neither number may be 0 or infinite.
    fn estimate(&mut self) -> Numbers {
        Numbers::UNIT
    }

    /// Reorders the moves just generated, best first. Called once per expansion; the order
    /// breaks ties between equally promising children and decides the order of
    /// [`Proof`](crate::ProofTree) children. The default keeps the generated order.
    fn order_moves(&mut self, moves: &mut [Self::Move]) {
        let _ = moves;
    }

    /// The key, evaluation and estimate of the position after `mv` (a move of
    /// [`generate_moves`](Problem::generate_moves)), where the problem can tell them
    /// without playing it; `None` (the default) and the search plays the move to find
    /// them. The search previews every child of a node it expands and plays only the one
    /// it goes into, so a problem whose play is dear and whose children's tests are cheap
    /// to tell from the parent saves most of its plays. A speed-up only: the answer must
    /// be what [`play`](Problem::play), `key`, `evaluate`, `estimate` and
    /// [`undo`](Problem::undo) would give.
    fn preview(&mut self, mv: Self::Move) -> Option<Preview> {
        let _ = mv;
        None
    }

    /// Told by the search when `mv`, played in the current position, has been proven to
    /// win it for the side to move: a problem may remember such moves to order the moves
    /// of other positions (the history heuristic: a move that wins in one position often
    /// wins in its neighbours, which differ by a move elsewhere). Only the order may
    /// change with it; the default forgets.
    fn note_win(&mut self, mv: Self::Move) {
        let _ = mv;
    }
}
