//! Depth-first proof-number search (Nagai 2002) with a bounded transposition table,
//! the 1+ε trick, and sound handling of repetitions.
//!
//! # How repetitions stay sound
//!
//! A position that recurs on the current path gets the value the problem gives
//! ([`Problem::repetition`]). Such a value belongs to the path, not to the position, and
//! so does every result that rests on one: a win whose every winning child rests on a
//! repetition, a loss with any child that does. Those *path-dependent* results are kept by
//! the parent in its own list of children for as long as it is searched (the path above it
//! does not change meanwhile) and passed up, but never stored in the table as solved. The
//! table holds only results proven without any repetition, which hold from whatever path
//! the position is reached: if such a proof, replayed below some other path, runs into a
//! position of that path, the part of the proof below the second occurrence is itself a
//! repetition-free proof of that position and can replace the part below the first, so
//! a valid strategy always exists (the graph-history-interaction problem cannot make a
//! stored result lie). The price is that results resting on a repetition are searched
//! again when reached anew; the differential tests over random cyclic graphs check the
//! whole scheme against a path-by-path reference solver.

use crate::budget::{Budget, Meter, Stop};
use crate::numbers::{self, INFINITY, Numbers};
use crate::problem::{Evaluation, Problem, Turn, Value};
use crate::table::Table;
use std::time::Duration;

/// Unsolved returns from children within one visit of a node after which its 1+ε margin
/// grows (doubles, plus 1/8).
const SEE_SAW_RETURNS: u32 = 16;

/// How a [`Dfpn`] searches.
#[derive(Clone, Debug)]
pub struct Config {
    /// The transposition table's size in bytes (a hard limit; see [`Table::with_memory`]).
    pub memory_bytes: usize,
    /// Limits on each search call.
    pub budget: Budget,
    /// The ε of the 1+ε trick (Pawlewicz and Lew): the best child is searched until its
    /// number exceeds the second best's by the factor 1+ε, not merely by one, which saves
    /// most of the re-expansions of plain df-pn. It also gets the search out of the
    /// see-saw that cycles cause, where two siblings' numbers each include the other's
    /// and grow in turn by a little at every visit; a node whose children come back
    /// unsolved again and again widens its own ε for the rest of the visit (so even 0,
    /// Nagai's original thresholds, gets out of a see-saw; df-pn is not complete on graphs
    /// with cycles, Kishimoto and Müller 2008, and this is what keeps it going).
    pub epsilon: f64,
    /// The most nodes a [`ProofTree`](crate::ProofTree) may have before its extraction gives
    /// up with [`TreeError::TooLarge`](crate::TreeError::TooLarge).
    pub max_proof_nodes: usize,
}

impl Default for Config {
    /// 64 MiB of table, no budget, ε = 0.25, proof trees up to 1,000,000 nodes.
    fn default() -> Config {
        Config {
            memory_bytes: 64 << 20,
            budget: Budget::default(),
            epsilon: 0.25,
            max_proof_nodes: 1_000_000,
        }
    }
}

/// The answer of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The prover reaches the goal.
    Proven,
    /// The disprover prevents it.
    Disproven,
    /// A budget ran out first.
    Unknown,
}

impl From<Value> for Verdict {
    fn from(value: Value) -> Verdict {
        match value {
            Value::Proven => Verdict::Proven,
            Value::Disproven => Verdict::Disproven,
        }
    }
}

impl Verdict {
    /// The solved value, if any.
    #[must_use]
    pub fn value(self) -> Option<Value> {
        match self {
            Verdict::Proven => Some(Value::Proven),
            Verdict::Disproven => Some(Value::Disproven),
            Verdict::Unknown => None,
        }
    }
}

/// What a search call did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Node expansions (each generates and looks at all moves of a position).
    pub nodes: u64,
    /// Positions looked at when expanding (moves played and evaluated).
    pub positions: u64,
    /// Transposition-table lookups, and how many found the position.
    pub table_lookups: u64,
    /// Lookups that found the position.
    pub table_hits: u64,
    /// The deepest node expanded (the root is depth 0).
    pub max_depth: usize,
    /// Wall time of the call.
    pub elapsed: Duration,
}

impl Stats {
    /// Node expansions per second.
    #[must_use]
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The share of table lookups that found their position, 0 to 1.
    #[must_use]
    pub fn hit_rate(&self) -> f64 {
        self.table_hits as f64 / (self.table_lookups.max(1)) as f64
    }
}

/// The result of [`Dfpn::solve`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome<M> {
    /// Proven, disproven, or unknown when a budget ran out.
    pub verdict: Verdict,
    /// The principal variation: the winner's moves with the loser's most stubborn answers
    /// (the replies that took the most search), until the game is decided. Empty when
    /// unknown; may stop early if a budget runs out while it is followed.
    pub pv: Vec<M>,
    /// What the search did.
    pub stats: Stats,
    /// The budget that stopped the search (or cut the principal variation short), if one
    /// did.
    pub stop: Option<Stop>,
}

/// One root move with its own verdict, from [`Dfpn::root_moves`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveVerdict<M> {
    /// The move.
    pub mv: M,
    /// The value of the position after it.
    pub verdict: Verdict,
}

/// A child as its parent sees it while the parent is being searched.
#[derive(Clone, Copy, Debug)]
struct Child {
    key: u64,
    numbers: Numbers,
    /// A solved child whose value rests on a repetition of the path.
    path_dependent: bool,
}

/// The moves and children of one node being searched, kept per depth and reused.
#[derive(Clone, Debug)]
struct Frame<M> {
    moves: Vec<M>,
    children: Vec<Child>,
}

impl<M> Default for Frame<M> {
    fn default() -> Self {
        Frame {
            moves: Vec::new(),
            children: Vec::new(),
        }
    }
}

/// What a search of one node found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    pub(crate) numbers: Numbers,
    pub(crate) path_dependent: bool,
}

impl Found {
    /// Numbers that hold whatever the path.
    fn lasting(numbers: Numbers) -> Found {
        Found {
            numbers,
            path_dependent: false,
        }
    }
}

/// The df-pn solver: a transposition table and the search's reusable buffers.
///
/// The table is kept between calls, so asking for [`root_moves`](Dfpn::root_moves) or a
/// [`proof_tree`](Dfpn::proof_tree) after [`solve`](Dfpn::solve) reuses what the solve
/// found. Each call gets the whole [`Budget`] of the [`Config`]. Keys are trusted to name
/// positions, so a solver serves one problem (or problems whose keys never name two
/// different positions alike); [`clear`](Dfpn::clear) it before an unrelated one.
///
/// ```
/// use tesuji_search::games::{Mnk, Player};
/// use tesuji_search::{Config, Dfpn, Verdict};
///
/// // Three in a row on a 4×3 board: the first player wins.
/// let mut game = Mnk::new(4, 3, 3, Player::First);
/// let mut solver = Dfpn::new(Config { memory_bytes: 1 << 20, ..Config::default() });
/// let outcome = solver.solve(&mut game);
/// assert_eq!(outcome.verdict, Verdict::Proven);
/// println!("{} nodes, line {:?}", outcome.stats.nodes, outcome.pv);
///
/// // Which first moves win? Each is established by its own search and a strategy tree.
/// let winning: Vec<u16> = solver
///     .root_moves(&mut game)
///     .into_iter()
///     .filter(|m| m.verdict == Verdict::Proven)
///     .map(|m| m.mv)
///     .collect();
/// assert!(!winning.is_empty() && winning.len() < 12);
///
/// // The whole strategy, checked move by move against the rules.
/// let tree = solver.proof_tree(&mut game).unwrap();
/// tree.check(&mut game).unwrap();
/// ```
#[derive(Debug)]
pub struct Dfpn<M> {
    config: Config,
    table: Table,
    frames: Vec<Frame<M>>,
    /// Keys of the positions from the root to the node being searched.
    path: Vec<u64>,
    stats: Stats,
    meter: Meter,
}

impl<M: Copy + Eq + std::fmt::Debug> Dfpn<M> {
    /// A solver with a table of `config.memory_bytes`.
    #[must_use]
    pub fn new(config: Config) -> Dfpn<M> {
        Dfpn {
            table: Table::with_memory(config.memory_bytes),
            meter: Meter::start(config.budget.clone(), 0),
            config,
            frames: Vec::new(),
            path: Vec::new(),
            stats: Stats::default(),
        }
    }

    /// The configuration.
    #[must_use]
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Replaces the budget of the next calls.
    pub fn set_budget(&mut self, budget: Budget) {
        self.config.budget = budget;
    }

    /// Replaces the node limit of the next calls alone (the rest of the budget stays):
    /// for a caller that runs many small searches under one deadline, some of which may
    /// stop short.
    pub fn set_max_nodes(&mut self, max_nodes: Option<u64>) {
        self.config.budget.max_nodes = max_nodes;
    }

    /// The transposition table.
    #[must_use]
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Forgets everything stored (the table keeps its memory).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// Solves the problem's current position: is it proven, disproven, or unknown within
    /// the budget? The problem is left as it was given.
    pub fn solve<P: Problem<Move = M>>(&mut self, problem: &mut P) -> Outcome<M> {
        let verdict = self.verdict(problem);
        let pv = match verdict.value() {
            Some(value) => self.principal_variation(problem, value),
            None => Vec::new(),
        };
        self.stats.elapsed = self.meter.elapsed();
        Outcome {
            verdict,
            pv,
            stats: self.stats,
            stop: self.meter.stop(),
        }
    }

    /// Solves the problem's current position as [`solve`](Dfpn::solve) does, without the
    /// principal variation: for a search's inner tests that want the verdict alone (the
    /// line costs a walk that evaluates every move along it). The statistics are in
    /// [`stats`](Dfpn::stats).
    ///
    /// ```
    /// use tesuji_search::games::{Mnk, Player};
    /// use tesuji_search::{Config, Dfpn, Verdict};
    ///
    /// // Four in a row on a 4×4 board: no one can force it.
    /// let mut game = Mnk::new(4, 4, 4, Player::First);
    /// let mut solver = Dfpn::new(Config { memory_bytes: 1 << 20, ..Config::default() });
    /// assert_eq!(solver.verdict(&mut game), Verdict::Disproven);
    /// assert_eq!(solver.solve(&mut game).verdict, Verdict::Disproven);
    /// ```
    pub fn verdict<P: Problem<Move = M>>(&mut self, problem: &mut P) -> Verdict {
        self.begin(problem);
        let verdict = self
            .solve_here(problem, 0)
            .map_or(Verdict::Unknown, |found| value_of(found.numbers).into());
        self.stats.elapsed = self.meter.elapsed();
        verdict
    }

    /// Every root move with the verdict of the position after it (the root counting as
    /// part of its history), each from a search of its own and each verified: the
    /// verdict stands only once a strategy tree for it has been built along the real
    /// lines (see [`proof_tree`](Dfpn::proof_tree)); a move whose verdict cannot be
    /// established within the budget and [`Config::max_proof_nodes`] is
    /// [`Verdict::Unknown`]. The winning moves for the side to move are those whose
    /// verdict is its win.
    pub fn root_moves<P: Problem<Move = M>>(&mut self, problem: &mut P) -> Vec<MoveVerdict<M>> {
        self.begin(problem);
        let mut moves = Vec::new();
        if problem.evaluate() == Evaluation::Open {
            problem.generate_moves(&mut moves);
            problem.order_moves(&mut moves);
        }
        let verdicts = moves
            .into_iter()
            .map(|mv| MoveVerdict {
                mv,
                verdict: self.verified_child(problem, mv),
            })
            .collect();
        self.stats.elapsed = self.meter.elapsed();
        verdicts
    }

    /// The verdict of the position after the root move `mv`, found and verified as
    /// [`root_moves`](Dfpn::root_moves) does for every move: for judging a few moves
    /// only.
    pub fn root_move<P: Problem<Move = M>>(&mut self, problem: &mut P, mv: M) -> Verdict {
        self.begin(problem);
        let verdict = self.verified_child(problem, mv);
        self.stats.elapsed = self.meter.elapsed();
        verdict
    }

    /// The verdict of the position after root move `mv`, confirmed by a strategy tree.
    fn verified_child<P: Problem<Move = M>>(&mut self, problem: &mut P, mv: M) -> Verdict {
        let Some(claimed) = self.child_value(problem, mv, 0) else {
            return Verdict::Unknown;
        };
        problem.play(mv);
        let mut verdict = Verdict::Unknown;
        for value in [claimed, claimed.opposite()] {
            match self.tree_here(problem, 1, value) {
                Ok(Some(_)) => {
                    verdict = value.into();
                    break;
                }
                Ok(None) => continue,
                Err(_) => break,
            }
        }
        problem.undo(mv);
        verdict
    }

    /// The statistics of the last call.
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// The budget that stopped the last call, if one did.
    #[must_use]
    pub fn stopped(&self) -> Option<Stop> {
        self.meter.stop()
    }

    /// Starts a call: a fresh budget and statistics, the root on the path.
    pub(crate) fn begin<P: Problem<Move = M>>(&mut self, problem: &P) {
        self.stats = Stats::default();
        self.meter = Meter::start(self.config.budget.clone(), 0);
        self.path.clear();
        self.path.push(problem.key());
    }

    /// The value of the current position at `depth` (its key is `path[depth]`): terminal,
    /// a repetition of the path, solved in the table, or searched; `None` when the budget
    /// runs out.
    pub(crate) fn solve_here<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        depth: usize,
    ) -> Option<Found> {
        let key = self.path[depth];
        if let Some(found) = self.settled(problem, key, depth) {
            return Some(found);
        }
        if let Some(numbers) = self.lookup(key)
            && numbers.is_solved()
        {
            return Some(Found::lasting(numbers));
        }
        if self.meter.spent(self.stats.nodes) {
            return None;
        }
        let found = self.mid(problem, Numbers::UNBOUNDED, depth);
        found.numbers.is_solved().then_some(found)
    }

    /// Plays `mv` from the position at `depth` and finds the value of the position after
    /// it, as [`solve_here`](Dfpn::solve_here) does.
    pub(crate) fn child_value<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        mv: M,
        depth: usize,
    ) -> Option<Value> {
        problem.play(mv);
        self.set_path(depth + 1, problem.key());
        let found = self.solve_here(problem, depth + 1);
        self.path.pop();
        problem.undo(mv);
        found.map(|f| value_of(f.numbers))
    }

    /// The value of the current position (key `key`, at `depth`) if it is settled without
    /// search: terminal, or a repetition of a position above it on the path.
    fn settled<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        key: u64,
        depth: usize,
    ) -> Option<Found> {
        if let Evaluation::Solved(value) = problem.evaluate() {
            return Some(Found::lasting(value.numbers()));
        }
        self.repeated(problem, key, depth)
    }

    /// The value of the current position (key `key`, at `depth`) if it repeats a position
    /// above it on the path.
    fn repeated<P: Problem<Move = M>>(
        &self,
        problem: &mut P,
        key: u64,
        depth: usize,
    ) -> Option<Found> {
        let earlier = self.path[..depth].iter().rposition(|&k| k == key)?;
        Some(Found {
            numbers: problem.repetition(depth - earlier).numbers(),
            path_dependent: true,
        })
    }

    /// The value of the current position (key `key`, at `depth`) as
    /// [`settled`](Dfpn::settled) and a table lookup after it would find it, for a
    /// problem whose evaluation is stable (see [`Problem::evaluation_is_stable`]): a
    /// position in the table was open when it was searched, so its terminal test is
    /// skipped; only a position the table does not hold is evaluated.
    fn lookup_first<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        key: u64,
        depth: usize,
    ) -> Option<Found> {
        let Some(numbers) = self.lookup(key) else {
            return self.settled(problem, key, depth);
        };
        Some(
            self.repeated(problem, key, depth)
                .unwrap_or(Found::lasting(numbers)),
        )
    }

    fn lookup(&mut self, key: u64) -> Option<Numbers> {
        self.stats.table_lookups += 1;
        let entry = self.table.get(key)?;
        self.stats.table_hits += 1;
        Some(entry.numbers)
    }

    /// The multiple iterative deepening step of df-pn: searches the current position at
    /// `depth` until its numbers reach the thresholds `th`, it is solved, or the budget
    /// runs out.
    fn mid<P: Problem<Move = M>>(&mut self, problem: &mut P, th: Numbers, depth: usize) -> Found {
        self.stats.nodes += 1;
        self.stats.max_depth = self.stats.max_depth.max(depth);
        let nodes_before = self.stats.nodes;
        let key = self.path[depth];
        if self.frames.len() <= depth {
            self.frames.resize_with(depth + 1, Frame::default);
        }
        let turn = problem.turn();
        self.expand(problem, depth);

        let mut summary = summarize(&self.frames[depth].children, turn);
        let th = raise_to_descend(th, summary.numbers);
        let mut epsilon = self.config.epsilon;
        let mut unsolved_returns = 0u32;
        while !self.meter.spent(self.stats.nodes) && !summary.numbers.reached(th) {
            let best = summary.best;
            let child_th = child_thresholds(th, &summary, turn, epsilon);
            let mv = self.frames[depth].moves[best];
            let child_key = self.frames[depth].children[best].key;
            problem.play(mv);
            self.path.push(child_key);
            let found = self.mid(problem, child_th, depth + 1);
            self.path.pop();
            problem.undo(mv);
            let child = &mut self.frames[depth].children[best];
            child.numbers = found.numbers;
            child.path_dependent = found.path_dependent;
            if !found.numbers.is_solved() {
                // Many returns without a result in one visit is the see-saw of a cycle
                // (see `Config::epsilon`): widen the margin until one child gets through.
                unsolved_returns += 1;
                if unsolved_returns.is_multiple_of(SEE_SAW_RETURNS) {
                    epsilon = epsilon * 2.0 + 0.125;
                }
            }
            self.refresh(depth);
            summary = summarize(&self.frames[depth].children, turn);
        }

        let numbers = summary.numbers;
        if wins_for_side_to_move(numbers, turn) {
            problem.note_win(self.frames[depth].moves[summary.best]);
        }
        let work = self.stats.nodes - nodes_before + 1;
        let path_dependent =
            numbers.is_solved() && rests_on_repetition(&self.frames[depth].children, turn, numbers);
        if !path_dependent {
            let old_work = self.table.get(key).map_or(0, |e| u64::from(e.work));
            self.table.store(key, numbers, old_work + work);
            Found::lasting(numbers)
        } else {
            // Path-dependent: the parent keeps it; the table must not.
            Found {
                numbers,
                path_dependent,
            }
        }
    }

    /// Generates the children of the node at `depth` with their first numbers: terminal
    /// values, repetitions of the path, table entries, or the problem's estimates.
    fn expand<P: Problem<Move = M>>(&mut self, problem: &mut P, depth: usize) {
        let frame = &mut self.frames[depth];
        frame.moves.clear();
        frame.children.clear();
        problem.generate_moves(&mut frame.moves);
        problem.order_moves(&mut frame.moves);
        let turn = problem.turn();
        for i in 0..self.frames[depth].moves.len() {
            let mv = self.frames[depth].moves[i];
            self.stats.positions += 1;
            // A preview stands for the play unless the child repeats the path (which
            // `settled` judges on the played position).
            let preview = problem
                .preview(mv)
                .filter(|preview| !self.path[..=depth].contains(&preview.key));
            let (key, numbers, path_dependent) = if let Some(preview) = preview {
                let numbers = match preview.evaluation {
                    Evaluation::Solved(value) => value.numbers(),
                    Evaluation::Open => self
                        .lookup(preview.key)
                        .unwrap_or_else(|| preview.estimate.clamped_estimate()),
                };
                (preview.key, numbers, false)
            } else {
                problem.play(mv);
                let key = problem.key();
                let found = if problem.evaluation_is_stable() {
                    self.lookup_first(problem, key, depth + 1)
                } else {
                    self.settled(problem, key, depth + 1)
                        .or_else(|| self.lookup(key).map(Found::lasting))
                };
                let (numbers, path_dependent) = match found {
                    Some(found) => (found.numbers, found.path_dependent),
                    None => (problem.estimate().clamped_estimate(), false),
                };
                problem.undo(mv);
                (key, numbers, path_dependent)
            };
            self.frames[depth].children.push(Child {
                key,
                numbers,
                path_dependent,
            });
            if !path_dependent && wins_for_side_to_move(numbers, turn) {
                // A lasting win for the side to move settles the node: the other
                // children would change neither its numbers nor its winning move, so
                // they are not played (the node's search is the same, expansion for
                // expansion).
                self.frames[depth].moves.truncate(i + 1);
                break;
            }
        }
    }

    /// Rereads the unsolved children of the node at `depth` from the table: a sibling's
    /// search may have reached them by transposition. Solved children stay as they are
    /// (their values are final, or path-dependent and valid while this node is searched).
    fn refresh(&mut self, depth: usize) {
        let Dfpn {
            frames,
            table,
            stats,
            ..
        } = self;
        for child in &mut frames[depth].children {
            if !child.numbers.is_solved() {
                stats.table_lookups += 1;
                if let Some(entry) = table.get(child.key) {
                    stats.table_hits += 1;
                    child.numbers = entry.numbers;
                }
            }
        }
    }

    /// The principal variation of the solved current position: the winner picks a winning
    /// move that took the least search, the loser the losing move that took the most.
    /// What the table knows decides; the search runs only where it knows nothing.
    fn principal_variation<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        value: Value,
    ) -> Vec<M> {
        let mut line = Vec::new();
        let mut moves = Vec::new();
        loop {
            let depth = line.len();
            let key = problem.key();
            if problem.evaluate() != Evaluation::Open || self.path_to(depth).contains(&key) {
                break;
            }
            self.set_path(depth, key);
            moves.clear();
            problem.generate_moves(&mut moves);
            problem.order_moves(&mut moves);
            let peeks = self.peek_children(problem, &moves, depth);
            let known = peeks.iter().filter(|p| p.value == Some(value));
            let choice = if problem.turn() == value.winner() {
                known.min_by_key(|p| p.work).map(|p| p.mv).or_else(|| {
                    // Nothing known to win: search the unknown moves until one does.
                    peeks
                        .iter()
                        .filter(|p| p.value.is_none())
                        .map(|p| p.mv)
                        .find(|&mv| self.child_value(problem, mv, depth) == Some(value))
                })
            } else {
                // Every move loses; the most expensive known one resists longest.
                known
                    .max_by_key(|p| p.work)
                    .map(|p| p.mv)
                    .or_else(|| moves.first().copied())
            };
            let Some(mv) = choice else { break };
            problem.play(mv);
            line.push(mv);
        }
        for &mv in line.iter().rev() {
            problem.undo(mv);
        }
        line
    }

    /// What is known without searching about the position after each of `moves` from the
    /// position at `depth`: its value if it is terminal, repeats the path or is solved in
    /// the table, and the search work the table records for it.
    pub(crate) fn peek_children<P: Problem<Move = M>>(
        &mut self,
        problem: &mut P,
        moves: &[M],
        depth: usize,
    ) -> Vec<Peek<M>> {
        moves
            .iter()
            .map(|&mv| {
                problem.play(mv);
                let key = problem.key();
                let entry = self.table.get(key);
                let value = match self.settled(problem, key, depth + 1) {
                    Some(found) => Some(value_of(found.numbers)),
                    None => entry
                        .filter(|e| e.numbers.is_solved())
                        .map(|e| value_of(e.numbers)),
                };
                problem.undo(mv);
                Peek {
                    mv,
                    value,
                    work: entry.map_or(0, |e| e.work),
                }
            })
            .collect()
    }

    /// The keys of the path above depth `depth`.
    pub(crate) fn path_to(&self, depth: usize) -> &[u64] {
        &self.path[..depth.min(self.path.len())]
    }

    /// Puts `key` on the path at `depth`, dropping what was below.
    pub(crate) fn set_path(&mut self, depth: usize, key: u64) {
        self.path.truncate(depth);
        self.path.push(key);
    }
}

/// What [`Dfpn::peek_children`] knows of a move without searching.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Peek<M> {
    pub(crate) mv: M,
    pub(crate) value: Option<Value>,
    pub(crate) work: u32,
}

/// The value of solved numbers.
fn value_of(numbers: Numbers) -> Value {
    if numbers.pn == 0 {
        Value::Proven
    } else {
        Value::Disproven
    }
}

/// The thresholds for searching the best child: it may work until it is no longer
/// clearly the best (the second best's number times 1+ε), or until its parent's other
/// threshold is reached.
fn child_thresholds(th: Numbers, summary: &ChildrenSummary, turn: Turn, epsilon: f64) -> Numbers {
    let (th_phi, th_delta) = phi_delta(th, turn);
    let second = summary.second_phi;
    let grown = if second == INFINITY {
        INFINITY
    } else {
        let margin = (f64::from(second) * epsilon) as u32;
        numbers::add(second, margin.max(1))
    };
    let child_phi = th_phi.min(grown);
    let others = summary.delta.saturating_sub(summary.best_delta);
    let child_delta = numbers::sub(th_delta, others);
    // Both numbers are the parent's view of the child, turned back into pn and dn.
    from_phi_delta(child_phi, child_delta, turn)
}

/// The thresholds of a node whose fresh numbers, worked out from its children on entry,
/// already reach the thresholds its parent gave: raised just above those numbers, so the
/// node is searched at least one level down before it reports back.
///
/// This happens when the numbers in the table overestimate: in a graph with cycles the
/// entries of the nodes on a cycle feed each other (each sum counts the others again), so
/// they grow at every visit without any node below being expanded, and plain df-pn can
/// go round such a cycle forever. Going down at least once reaches the repetitions and
/// terminal positions that settle the cycle. Without overestimation the parent's
/// thresholds are above the child's numbers and this changes nothing.
fn raise_to_descend(th: Numbers, fresh: Numbers) -> Numbers {
    if fresh.is_solved() {
        return th;
    }
    Numbers::new(
        th.pn.max(fresh.pn.saturating_add(1)),
        th.dn.max(fresh.dn.saturating_add(1)),
    )
}

/// Numbers seen from the side to move: φ is the number of the side to move's goal
/// (the proof number at OR nodes, the disproof number at AND nodes), δ the other.
fn phi_delta(numbers: Numbers, turn: Turn) -> (u32, u32) {
    match turn {
        Turn::Prover => (numbers.pn, numbers.dn),
        Turn::Disprover => (numbers.dn, numbers.pn),
    }
}

fn from_phi_delta(phi: u32, delta: u32, turn: Turn) -> Numbers {
    match turn {
        Turn::Prover => Numbers::new(phi, delta),
        Turn::Disprover => Numbers::new(delta, phi),
    }
}

/// A node's numbers from its children, and which child to search.
#[derive(Clone, Copy, Debug)]
struct ChildrenSummary {
    numbers: Numbers,
    /// The child with the smallest φ (first of equals, so move order breaks ties).
    best: usize,
    /// The best child's δ.
    best_delta: u32,
    /// The second smallest φ.
    second_phi: u32,
    /// The sum of the children's δ: the node's δ.
    delta: u32,
}

/// The node's numbers from its children, all seen from the side to move at the node:
/// φ (its goal number) is the least of the children's φ, δ the sum of their δ. At an OR
/// node this is pn = min pn, dn = Σ dn; at an AND node dn = min dn, pn = Σ pn. Seen this
/// way, turns need not alternate.
fn summarize(children: &[Child], turn: Turn) -> ChildrenSummary {
    let mut best = 0;
    let mut best_phi = INFINITY;
    let mut best_delta = 0;
    let mut second_phi = INFINITY;
    let mut delta_sum = 0;
    for (i, child) in children.iter().enumerate() {
        // Seen from the side to move at the parent: its goal number in the child.
        let (phi, delta) = phi_delta(child.numbers, turn);
        if phi < best_phi {
            second_phi = best_phi;
            best_phi = phi;
            best = i;
            best_delta = delta;
        } else if phi < second_phi {
            second_phi = phi;
        }
        delta_sum = numbers::add(delta_sum, delta);
    }
    ChildrenSummary {
        numbers: from_phi_delta(best_phi, delta_sum, turn),
        best,
        best_delta,
        second_phi,
        delta: delta_sum,
    }
}

/// Whether `numbers` (of a node, or of a child seen from its parent) say that the side to
/// move at `turn` has won: its goal number φ is 0.
fn wins_for_side_to_move(numbers: Numbers, turn: Turn) -> bool {
    phi_delta(numbers, turn).0 == 0
}

/// Whether a solved node's value rests on a repetition of the path: a win rests on one
/// if every winning child does, a loss if any child does.
fn rests_on_repetition(children: &[Child], turn: Turn, numbers: Numbers) -> bool {
    let (phi, _) = phi_delta(numbers, turn);
    if phi == 0 {
        children
            .iter()
            .filter(|c| wins_for_side_to_move(c.numbers, turn))
            .all(|c| c.path_dependent)
    } else {
        children.iter().any(|c| c.path_dependent)
    }
}
