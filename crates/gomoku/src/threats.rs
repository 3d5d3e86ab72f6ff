//! Threat-space search: does the side to move win by continuous fours (VCF) or by
//! continuous threats (VCT)? An AND/OR problem for df-pn.
//!
//! The attacker (prover) moves only threats. In VCF a threat is a four. In VCT it is any
//! move that leaves the defender needing an answer: were the defender to pass, the
//! attacker would win by fours within the moves it has left (Allis's threat in the broad
//! sense, the renju "fukumi"). That takes in fours, open and split threes, the closed
//! three that sets up a four-three, and every quiet move that sets up a VCF; a separate
//! VCF search (the threat test, with a table of its own) tells them, and a position
//! where the attacker wins by fours at once is won.
//!
//! The defender's answers are complete (or a win of its own), so a proof is a real
//! forced win:
//!
//! - a four (one five point) is answered on its five point, or not at all if that point
//!   is forbidden for the defender (Black under renju); two five points cannot both be
//!   answered;
//! - any other threat, if the defender wins by fours, is answered by that VCF's first
//!   four alone (the attacker, with no four of its own, can only block: the defender
//!   wins, and the search follows the VCF instead of every answer); the defender's VCF
//!   is looked for with a bounded test, and where it finds none every answer below is
//!   searched, the defender's fours among them;
//! - otherwise it is answered by every counter-four (a four of the defender's, which
//!   the attacker must block) and by every move that may stop the threat's VCF: a stone
//!   the VCF's line does not meet leaves it standing (see `ThreatProblem::answers_to`),
//!   and a move that does not stop it is refuted by the attacker's VCF at once;
//! - a defender who can make five at his turn wins.
//!
//! The attacker answers the defender's four by blocking it, and the block must threaten
//! in turn (in VCF, be a four). The attacker's forbidden points (renju) are never its
//! moves. A depth limit counts the attacker's moves, the five included; "no win" means
//! no win by these threats within it.

use std::time::{Duration, Instant};

use tesuji_search::{
    Budget, CheckError, Config, Dfpn, Evaluation, NameError, Numbers, Preview, Problem, ProofTree,
    TreeError, Turn, Value, Verdict, by_name,
};

use crate::board::Board;
use crate::geometry::{Color, Point};
use crate::pattern::{HALF, LineShape};

/// Which threats the attacker may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum Mode {
    /// Victory by continuous fours.
    Vcf,
    /// Victory by continuous threats: fours and threes.
    Vct,
}

/// `vcf` or `vct`, in any case.
impl std::str::FromStr for Mode {
    type Err = NameError;

    fn from_str(text: &str) -> Result<Mode, NameError> {
        by_name(
            text,
            &[Mode::Vcf, Mode::Vct],
            Mode::name,
            "mode",
            "vcf or vct",
        )
    }
}

impl Mode {
    /// `vcf` or `vct`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Mode::Vcf => "vcf",
            Mode::Vct => "vct",
        }
    }
}

/// The longest VCF a quiet threat may set up, by default (see [`Limits::threat_depth`]).
pub const DEFAULT_THREAT_DEPTH: u32 = 3;

/// What a search may spend.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The most attacker moves in a winning line, the final five included. (Solvers that
    /// count the moves before the five take one less: a "VCF in 3" there is depth 4.)
    pub max_depth: Option<u32>,
    /// VCT only: the longest VCF (in attacker moves, the five included) that a quiet
    /// threat may set up; `None` for any. 2 takes threes (an open four, then the five)
    /// and double-four points; 3 adds the moves that set up a four-three or a VCF of a
    /// four and a three, where most renju fukumi lie. Every longer threat makes the
    /// defender's answers more and the no-win answers slower.
    pub threat_depth: Option<u32>,
    /// The search's nodes, time, deadline and cancel flag (a GUI's stop button, Ctrl-C
    /// in Python): when one runs out the answer is unknown.
    pub budget: Budget,
    /// The transposition table's size in bytes.
    pub memory_bytes: usize,
}

impl Default for Limits {
    /// No depth, node or time limit; threats that set up a VCF of 3 moves at most; a 64
    /// MiB table.
    fn default() -> Limits {
        Limits {
            max_depth: None,
            threat_depth: Some(DEFAULT_THREAT_DEPTH),
            budget: Budget::default(),
            memory_bytes: 64 << 20,
        }
    }
}

/// The answer for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum ThreatOutcome {
    /// A forced win by the mode's threats (within the depth limit).
    Win,
    /// No such win exists (within the depth limit).
    NoWin,
    /// A budget ran out first.
    Unknown,
}

/// `win`, `no-win` or `unknown`, in any case.
impl std::str::FromStr for ThreatOutcome {
    type Err = NameError;

    fn from_str(text: &str) -> Result<ThreatOutcome, NameError> {
        let all = [
            ThreatOutcome::Win,
            ThreatOutcome::NoWin,
            ThreatOutcome::Unknown,
        ];
        by_name(
            text,
            &all,
            ThreatOutcome::name,
            "result",
            "win, no-win or unknown",
        )
    }
}

impl ThreatOutcome {
    /// `win`, `no-win` or `unknown`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            ThreatOutcome::Win => "win",
            ThreatOutcome::NoWin => "no-win",
            ThreatOutcome::Unknown => "unknown",
        }
    }
}

/// A search's answer.
#[derive(Clone, Debug)]
pub struct ThreatSolution {
    /// Win, no win, or unknown.
    pub outcome: ThreatOutcome,
    /// For a win, the winning line: attacker first, then defender and attacker
    /// alternating, ending with the attacker's five (or with a four whose five point the
    /// defender may not take, being forbidden for Black).
    pub line: Vec<Point>,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
}

/// A VCF/VCT solver that keeps its transposition table between calls.
///
/// ```
/// use tesuji_gomoku::{Limits, Mode, ThreatOutcome, Position, Rule, ThreatSolver};
/// // Black's open three on column h becomes an open four.
/// let position = Position::parse("h8 a1 i8 a2 h9 a3 h10 b1", Rule::Freestyle, None, None).unwrap();
/// let mut solver = ThreatSolver::new(1 << 20);
/// let solution = solver.solve(&position.board, position.to_move, Mode::Vcf, &Limits::default());
/// assert_eq!(solution.outcome, ThreatOutcome::Win);
/// ```
pub struct ThreatSolver {
    dfpn: Dfpn<Point>,
    /// VCT's threat test, made at the first VCT question.
    probe: Option<VcfProbe>,
}

impl ThreatSolver {
    /// A solver with a transposition table of `memory_bytes`.
    #[must_use]
    pub fn new(memory_bytes: usize) -> ThreatSolver {
        ThreatSolver {
            dfpn: Dfpn::new(Config {
                memory_bytes,
                max_proof_nodes: MAX_TREE_NODES,
                ..Config::default()
            }),
            probe: None,
        }
    }

    /// Whether `attacker`, to move on `board`, wins by the threats of `mode`.
    ///
    /// A VCT question without a depth limit first looks for a short win: it searches
    /// within [`SHORT_WIN_DEPTHS`] attacker moves in turn, then without a limit (a win
    /// within a limit is a win; "no win" only ever comes from the search without one).
    pub fn solve(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> ThreatSolution {
        self.decide(board, attacker, mode, limits).0
    }

    /// [`solve`](Self::solve)'s answer, with the depth limit of the search that gave it.
    fn decide(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> (ThreatSolution, Option<u32>) {
        if self.dfpn.config().memory_bytes != limits.memory_bytes {
            *self = ThreatSolver::new(limits.memory_bytes);
        }
        let start = Instant::now();
        let mut limits = started(limits);
        let mut nodes = 0;
        let mut answer = |solver: &mut ThreatSolver, limits: &Limits, history: &mut Vec<u32>| {
            let solution = solver.search(board, attacker, mode, limits, history);
            nodes += solution.nodes;
            ThreatSolution {
                nodes,
                elapsed: start.elapsed(),
                ..solution
            }
        };
        if mode == Mode::Vct && limits.max_depth.is_none() {
            // The short searches share one history of the attacker's wins (a shallower
            // search's wins lead the deeper one to them); the search without a limit
            // gets a history of its own, which the short ones' would lead astray
            // (`game01-ply30`: a win in 2.6 s with its own, unknown at 60 s with theirs).
            let mut history = Vec::new();
            for depth in SHORT_WIN_DEPTHS {
                let short = Limits {
                    max_depth: Some(depth),
                    ..limits.clone()
                };
                let solution = answer(self, &short, &mut history);
                if solution.outcome != ThreatOutcome::NoWin {
                    // A win, or the budget spent.
                    return (solution, Some(depth));
                }
                // The node budget is the whole question's.
                let spent = self.dfpn.stats().nodes;
                if let Some(max) = &mut limits.budget.max_nodes {
                    *max = max.saturating_sub(spent);
                }
            }
        }
        let solution = answer(self, &limits, &mut Vec::new());
        (solution, limits.max_depth)
    }

    /// One df-pn search of the question, with `history` as the attacker's history of wins
    /// (taken back after).
    fn search(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
        history: &mut Vec<u32>,
    ) -> ThreatSolution {
        self.dfpn.set_budget(limits.budget.clone());
        let probe_nodes = self.probe.as_ref().map_or(0, |probe| probe.nodes);
        let mut problem = ThreatProblem::of_solver(board, attacker, mode, limits, &mut self.probe);
        problem.attacker_wins = std::mem::take(history);
        let outcome = self.dfpn.solve(&mut problem);
        let (outcome_kind, line) = match outcome.verdict {
            Verdict::Proven => (ThreatOutcome::Win, problem.complete_line(outcome.pv)),
            Verdict::Disproven => (ThreatOutcome::NoWin, Vec::new()),
            Verdict::Unknown => (ThreatOutcome::Unknown, Vec::new()),
        };
        *history = std::mem::take(&mut problem.attacker_wins);
        drop(problem);
        let probe_nodes = self.probe.as_ref().map_or(0, |probe| probe.nodes) - probe_nodes;
        ThreatSolution {
            outcome: outcome_kind,
            line,
            nodes: outcome.stats.nodes + probe_nodes,
            elapsed: outcome.stats.elapsed,
        }
    }
}

impl ThreatSolver {
    /// Every first move the attacker may make (its threats, or the forced block) with its
    /// outcome, each verified by a strategy tree: the winning first moves are those whose
    /// outcome is [`ThreatOutcome::Win`]. What a puzzle author asks: is the solution unique?
    pub fn first_moves(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> Vec<(Point, ThreatOutcome)> {
        let limits = started(limits);
        self.dfpn.set_budget(limits.budget.clone());
        let mut fives = Vec::new();
        board.five_points(attacker, usize::MAX, &mut fives);
        if !fives.is_empty() {
            // The search does not look past a five on the board's next move.
            return fives.into_iter().map(|p| (p, ThreatOutcome::Win)).collect();
        }
        let mut problem = ThreatProblem::of_solver(board, attacker, mode, &limits, &mut self.probe);
        self.dfpn
            .root_moves(&mut problem)
            .into_iter()
            .map(|m| {
                let outcome = match m.verdict {
                    Verdict::Proven => ThreatOutcome::Win,
                    Verdict::Disproven => ThreatOutcome::NoWin,
                    Verdict::Unknown => ThreatOutcome::Unknown,
                };
                (m.mv, outcome)
            })
            .collect()
    }

    /// The whole winning strategy of a win: for every defence (every stopping point and
    /// counter-four) the attacker's answer, down to the fives, as a
    /// [`ProofTree`](tesuji_search::ProofTree) that [`check`](Self::check) replays
    /// against the rules. For a position without a win, the tree of the refutation. The
    /// tree comes from the search that decided [`solve`](Self::solve)'s answer, and holds
    /// under that search's depth limit ([`ThreatProof::max_depth`]).
    ///
    /// # Errors
    /// A [`TreeError`](tesuji_search::TreeError): the budget ran out or the tree is too
    /// large.
    pub fn proof(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> Result<ThreatProof, TreeError> {
        let limits = started(limits);
        let (_, max_depth) = self.decide(board, attacker, mode, &limits);
        let limits = Limits {
            max_depth,
            ..limits
        };
        self.dfpn.set_budget(limits.budget.clone());
        let mut problem = ThreatProblem::of_solver(board, attacker, mode, &limits, &mut self.probe);
        let tree = self.dfpn.proof_tree(&mut problem)?;
        Ok(ThreatProof { tree, max_depth })
    }

    /// Checks a tree from [`proof`](Self::proof) against the rules, move by move, under
    /// the depth limit it was built with.
    ///
    /// # Errors
    /// What the check found wrong (a bug: trees from `proof` hold).
    pub fn check(
        &self,
        proof: &ThreatProof,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> Result<(), CheckError<Point>> {
        let limits = Limits {
            max_depth: proof.max_depth,
            ..limits.clone()
        };
        // A threat test of its own: the check must not lean on the solver's tables. Its
        // tests of the defender's win by fours are unbounded (where a proof shows the
        // defender's answers one by one, the defender has none).
        let mut probe = Some(VcfProbe::new(limits.memory_bytes / 8, None));
        let mut problem = ThreatProblem::of_solver(board, attacker, mode, &limits, &mut probe);
        proof.tree.check(&mut problem)
    }
}

/// A winner's strategy from [`ThreatSolver::proof`], with the depth limit it holds under.
#[derive(Clone, Debug)]
pub struct ThreatProof {
    /// For a win, every defence answered down to the fives; for a no-win, the refutation.
    pub tree: ProofTree<Point>,
    /// The most attacker moves of the search the tree comes from: the question's limit,
    /// or a shorter one where a VCT question without a limit was won by a short search
    /// (a win within a limit is a win; see [`ThreatSolver::solve`]).
    pub max_depth: Option<u32>,
}

/// The limits with the budget's time made a deadline, which the threat tests share with
/// the search.
fn started(limits: &Limits) -> Limits {
    Limits {
        budget: limits.budget.started(),
        ..limits.clone()
    }
}

/// Whether `attacker`, to move, wins by the threats of `mode` (a one-off solver).
#[must_use]
pub fn solve(board: &Board, attacker: Color, mode: Mode, limits: &Limits) -> ThreatSolution {
    ThreatSolver::new(limits.memory_bytes).solve(board, attacker, mode, limits)
}

/// The largest proof or refutation tree a solver builds (to verify a first move's
/// verdict, or for [`ThreatSolver::proof`]), twice the search's default: a first move that
/// loses can have a refutation tree of over a million nodes, every threat of the
/// attacker's answered (the shipped puzzle `10-standard-white-threats-5-counter-four`'s
/// f3 at threat depth 2: 195,000 nodes once, between 1 and 1.5 million with VCT's history
/// order, where the search finds other refutations).
const MAX_TREE_NODES: usize = 2_000_000;

/// The depth limits (attacker moves) under which a VCT question without one is searched
/// first, in turn, before the search without a limit. A short win is found far sooner
/// by a search that cuts every line at its limit: the search without one spends its
/// nodes on lines 20 to 95 plies deep. Measured on the 113 renju game positions at 10 s
/// (README): `game09-ply18`, a win in 132 s without a limit, is won at depth 11 in
/// 5.2 s (5.6 s with 5, 7 and 9 before it); the no-wins pay for the short searches
/// (the set's total 36 -> 34 s with `game09-ply18`'s 20 s of unknown gone; the slowest
/// no-win about 2 -> 3 s). 13 as well: the total 42 s (`game01-ply30` a no-win at 13 in
/// 3.9 s, a win in 2.6 s without a limit).
pub const SHORT_WIN_DEPTHS: [u32; 4] = [5, 7, 9, 11];

/// Key salts: the same stones mean another node for another side to move, attacker,
/// mode, rule or number of attacker moves left (a solver's table outlives one question).
const SALT_TURN: u64 = 0x9B1F_3C55_E2A7_4D01;
const SALT_RULE: [u64; 3] = [0, 0x6F4A_7C15_9E37_79B9, 0x1B87_3593_CC9E_2D51];
const SALT_WHITE_ATTACKS: u64 = 0x51C2_8E0B_7F19_A6D3;
const SALT_VCT: u64 = 0x2D6A_F417_08B3_C95E;
const SALT_DEPTH: u64 = 0xC3A5_C85C_97CB_3127;

/// The attacker's VCT candidates that add one to its node's disproof estimate: how much
/// a broad threat space weighs against a narrow one. Measured on the renju game
/// positions at 10 s (`bench gomoku --time 10 problems/renju-games`): 10 and 12 leave
/// 11 unknown (8 and 16, counted by the window test, 10 and 14), against 31 without.
/// The choice changes which refutation the search finds, and so the size of the
/// strategy tree that verifies it: the shipped puzzle
/// `10-standard-white-threats-5-counter-four`'s move f3 (threat depth 2) has a tree of
/// 131,000 nodes without, 195,000 with 10, and over the 1,000,000 the extraction allowed
/// with 4, 8 or 16 (measured before VCT's history order, see [`MAX_TREE_NODES`]).
const MOBILITY_DIVISOR: u32 = 10;

/// The weight of a win of the attacker's at the search's root in VCT's history (see
/// [`ThreatProblem::note_win`]): `1 << HISTORY_BITS`.
const HISTORY_BITS: u32 = 20;

/// How much less a win one attacker move deeper weighs in VCT's history: a factor
/// `1 << HISTORY_DEPTH_SHIFT` a move, down to 1. Measured on the 113 renju game positions
/// at 10 s (README): every win counted alike, total 30.8 s; a factor 4, 24.6 s; 8, 24.0 s;
/// 16, 25.1 s (43.8 s without the history).
const HISTORY_DEPTH_SHIFT: u32 = 3;

/// The defender's node after the attacker's move, judged by the attacker's five points
/// (`five_points`, counted up to two) and the attacker's moves left, as far as they
/// decide it: `None` where the move made no five point in VCT (whether it threatens is
/// the threat test's to say). `allowed` tells whether the defender may take the only five
/// point (asked only where there is one).
fn defender_node(
    five_points: usize,
    moves_left: u32,
    mode: Mode,
    allowed: impl FnOnce() -> bool,
) -> Option<Evaluation> {
    let (won, lost) = (
        Evaluation::Solved(Value::Proven),
        Evaluation::Solved(Value::Disproven),
    );
    match five_points {
        // One attacker move left, which must make five after the defender's move: only
        // two five points or one the defender may not take can win.
        0 => (moves_left < 2 || mode == Mode::Vcf).then_some(lost),
        1 if allowed() => Some(if moves_left < 2 {
            lost
        } else {
            Evaluation::Open
        }),
        // Two five points, or one the defender may not take: the next move makes five.
        _ => Some(if moves_left < 1 { lost } else { won }),
    }
}

/// VCT's test of a threat (Allis's threat in the broad sense; the renju "fukumi"): with
/// the defender passing, does the attacker win by fours? A VCF search of its own, whose
/// table outlives one test (the same positions come back from node after node), on a
/// problem of its own that borrows the search's board for the test (see
/// [`test`](Self::test)).
struct VcfProbe {
    dfpn: Dfpn<Point>,
    /// The VCF problem of the last test (`None` before the first).
    problem: Option<ThreatProblem<'static>>,
    /// Expansions spent, over all tests.
    nodes: u64,
    /// The most expansions of a [`Need::QuickLine`] test (`None`: as many as it needs).
    shortcut_nodes: Option<u64>,
}

/// What the search needs of a [`VcfProbe`] test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Need {
    /// The verdict alone (the attacker's win by fours at its turn), exact within the
    /// deadline.
    Verdict,
    /// The verdict and the win's line, exact: whether a move threatens, and the line the
    /// answers to the threat are read from.
    Line,
    /// The win's line if a test of at most the probe's shortcut limit (see
    /// [`SHORTCUT_NODES`]) finds it: the defender's win by fours, which only narrows its
    /// answers to a threat (without it they are all searched, its fours among them).
    QuickLine,
}

/// The most expansions the search's test of the defender's win by fours ([`Need::QuickLine`])
/// spends. Unbounded, a test that fails can cost thousands of expansions where the
/// defender's fours are many and lead nowhere; bounded, it resumes from its table when
/// the position comes again. Measured on the 113 renju game positions at 10 s: 1,000
/// took the total from 55 s to 52 s and solved `game07-ply12` in 9 s instead of 14, and
/// `game01-ply30` (a win in 72 s) in 68 s; 100 or 300 did as well on the set but left
/// `game01-ply30` unknown at 150 s, and bounding the attacker's test as well gained nothing.
const SHORTCUT_NODES: u64 = 1_000;

/// What a [`VcfProbe`] found.
enum Probe {
    /// A win by fours: its line, attacker first, up to where the proof needs no more
    /// search (see [`ThreatProblem::complete_line`]); empty where the test was asked for
    /// the verdict alone.
    Wins(Vec<Point>),
    /// No win by fours within the moves left.
    Fails,
    /// The budget ran out (the deadline or the cancel flag).
    Unknown,
}

impl VcfProbe {
    /// A threat test with a table of `memory_bytes` whose [`Need::QuickLine`] tests
    /// spend at most `shortcut_nodes` expansions each (`None`: as many as they need).
    fn new(memory_bytes: usize, shortcut_nodes: Option<u64>) -> VcfProbe {
        VcfProbe {
            dfpn: Dfpn::new(Config {
                memory_bytes,
                ..Config::default()
            }),
            problem: None,
            nodes: 0,
            shortcut_nodes,
        }
    }

    /// Takes the search's deadline and cancel flag for the tests to come. The search's
    /// node count does not apply: a test cut short by it would have to be treated as
    /// unknown where the search needs an answer (each test has its own limit, see
    /// [`Need`]).
    fn set_budget(&mut self, budget: &Budget) {
        self.dfpn.set_budget(Budget {
            max_nodes: None,
            time: None,
            ..budget.clone()
        });
    }

    /// Whether `attacker`, to move on `board`, wins by fours within `moves_left`
    /// attacker moves (five included), with the winning line if `need` asks for it.
    ///
    /// The test searches on `board` itself, swapped into its problem (the boards' arrays
    /// are boxed: a swap moves pointers, where a copy moved 10 KB of line codes at each
    /// of the million tests a hard VCT makes) and swapped back after; the search undoes
    /// every move it plays, so `board` comes back as it was.
    fn test(
        &mut self,
        board: &mut Board,
        attacker: Color,
        moves_left: Option<u32>,
        need: Need,
    ) -> Probe {
        let position = (board.hash(), board.stones());
        let problem = match &mut self.problem {
            Some(problem) => {
                std::mem::swap(&mut problem.board, board);
                problem.attacker = attacker;
                problem.to_move = attacker;
                problem.max_depth = moves_left;
                problem.depth = 0;
                problem
            }
            None => self.problem.insert(ThreatProblem::new(
                std::mem::replace(board, board.clone()),
                attacker,
                Mode::Vcf,
                moves_left,
            )),
        };
        self.dfpn.set_max_nodes(match need {
            Need::Verdict | Need::Line => None,
            Need::QuickLine => self.shortcut_nodes,
        });
        let verdict = self.dfpn.verdict(problem);
        self.nodes += self.dfpn.stats().nodes;
        let probe = match verdict {
            // Solved: the second call only walks the table for the line.
            Verdict::Proven if need != Need::Verdict => Probe::Wins(self.dfpn.solve(problem).pv),
            Verdict::Proven => Probe::Wins(Vec::new()),
            Verdict::Disproven => Probe::Fails,
            Verdict::Unknown => Probe::Unknown,
        };
        std::mem::swap(&mut problem.board, board);
        debug_assert_eq!(
            (board.hash(), board.stones()),
            position,
            "the test left its moves"
        );
        probe
    }
}

/// The search position: the board, who attacks, whose turn, how many attacker moves.
struct ThreatProblem<'a> {
    board: Board,
    attacker: Color,
    to_move: Color,
    mode: Mode,
    max_depth: Option<u32>,
    /// The longest VCF a threat may set up (see [`Limits::threat_depth`]).
    threat_depth: Option<u32>,
    depth: u32,
    /// VCT's threat test.
    probe: Option<&'a mut VcfProbe>,
    /// The length of the VCF of the threat the defender faces, as the last evaluation
    /// found it.
    threat_len: u32,
    /// Scratch buffers, reused so that nodes allocate nothing once grown.
    fives: Vec<Point>,
    candidates: Vec<Point>,
    scored: Vec<(std::cmp::Reverse<(u32, u32)>, Point)>,
    /// VCT's history of the attacker's wins: by point index, the attacker nodes a stone
    /// there has been proven to win, each weighted by how near the root it was (see
    /// [`note_win`](Problem::note_win) and [`order_moves`](Problem::order_moves)).
    attacker_wins: Vec<u32>,
    /// VCF's attacker nodes on the current path, by the attacker's moves made: the
    /// node's hash and attacker, and its four points (see [`four_points`](Self::four_points)).
    four_points: Vec<FourPoints>,
}

/// The four points of one attacker node of a VCF search.
#[derive(Default)]
struct FourPoints {
    /// The node: its stones' hash and the attacker.
    hash: u64,
    attacker: Option<Color>,
    /// Every empty point where a stone of the attacker's makes a four, in board order.
    points: Vec<Point>,
}

impl<'a> ThreatProblem<'a> {
    fn new(board: Board, attacker: Color, mode: Mode, max_depth: Option<u32>) -> ThreatProblem<'a> {
        ThreatProblem {
            board,
            attacker,
            to_move: attacker,
            mode,
            max_depth,
            threat_depth: None,
            depth: 0,
            probe: None,
            threat_len: 0,
            fives: Vec::new(),
            candidates: Vec::new(),
            scored: Vec::new(),
            attacker_wins: Vec::new(),
            four_points: Vec::new(),
        }
    }

    /// The problem of a solver's search: VCT takes the solver's threat test along.
    fn of_solver(
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
        probe: &'a mut Option<VcfProbe>,
    ) -> ThreatProblem<'a> {
        let mut problem = ThreatProblem::new(board.clone(), attacker, mode, limits.max_depth);
        problem.threat_depth = limits.threat_depth;
        if mode == Mode::Vct {
            let probe = probe.get_or_insert_with(|| {
                VcfProbe::new(limits.memory_bytes / 8, Some(SHORTCUT_NODES))
            });
            probe.set_budget(&limits.budget);
            problem.probe = Some(probe);
        }
        problem
    }

    fn defender(&self) -> Color {
        self.attacker.opponent()
    }

    /// How many more moves the attacker may make under the depth limit.
    fn moves_left(&self) -> u32 {
        self.max_depth
            .map_or(u32::MAX, |max| max.saturating_sub(self.depth))
    }

    /// Whether the attacker, to move, wins by fours within the moves it has left.
    fn probe(&mut self) -> Probe {
        self.probe_within(self.max_depth.map(|_| self.moves_left()), Need::Verdict)
    }

    /// Whether the attacker, to move now or after a pass of the defender's, wins by
    /// fours within `moves_left` moves (all it likes if `None`).
    fn probe_within(&mut self, moves_left: Option<u32>, need: Need) -> Probe {
        match &mut self.probe {
            Some(probe) => probe.test(&mut self.board, self.attacker, moves_left, need),
            None => Probe::Unknown,
        }
    }

    /// Whether the defender, to move, faces a threat: were it to pass, the attacker
    /// would win by fours within the moves it has left and the threat depth.
    fn probe_threat(&mut self) -> Probe {
        let within = match (self.max_depth.map(|_| self.moves_left()), self.threat_depth) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.probe_within(within, Need::Line)
    }

    /// The first four of the defender's win by fours (of any length), to move after a
    /// threat of the attacker's that made no four: the attacker can only block each four
    /// (or make five, which the VCF search takes into account), so such a win refutes
    /// the threat whatever the attacker's depth limit. `None` if there is none or the
    /// test's own limit ran out (a shortcut: the answers to the threat are then searched
    /// one by one, the defender's fours among them).
    fn defender_vcf(&mut self) -> Option<Point> {
        let defender = self.defender();
        let probe = self.probe.as_mut()?;
        match probe.test(&mut self.board, defender, None, Need::QuickLine) {
            Probe::Wins(line) => line.first().copied(),
            Probe::Fails | Probe::Unknown => None,
        }
    }

    /// Every empty point where a stone of the attacker's makes a four, into `out` (in
    /// board order): VCF's candidates, asked at every expansion of an attacker node.
    /// Where the parent attacker node (two moves up: the attacker's four and the
    /// defender's block) was expanded on this path, only its four points and the points
    /// within five of the attacker's new stone on its lines are tested, not the whole
    /// board: no other point can have become one. The new stone changes the lines
    /// through it alone, and the defender's block only takes fours away (an opponent's
    /// stone never lengthens a run of the attacker's, nor turns an overline into a five).
    fn four_points(&mut self, out: &mut Vec<Point>) {
        let (attacker, depth, board) = (self.attacker, self.depth as usize, &self.board);
        let parent_hash = board.hash_before(2);
        let parent = depth
            .checked_sub(1)
            .and_then(|up| self.four_points.get(up))
            .filter(|parent| {
                board.history().len() >= 2
                    && parent.hash == parent_hash
                    && parent.attacker == Some(attacker)
            });
        out.clear();
        if let Some(parent) = parent {
            let (stone, _) = board.history()[board.history().len() - 2];
            out.extend_from_slice(&parent.points);
            for d in 0..4 {
                out.extend(board.line_points(stone, d, HALF as i32));
            }
            out.sort_unstable();
            out.dedup();
            out.retain(|&p| board.is_empty(p) && board.makes_four(attacker, p));
        } else {
            out.extend(
                board
                    .points()
                    .iter()
                    .copied()
                    .filter(|&p| board.is_empty(p) && board.makes_four(attacker, p)),
            );
        }
        if self.four_points.len() <= depth {
            self.four_points.resize_with(depth + 1, FourPoints::default);
        }
        let node = &mut self.four_points[depth];
        node.hash = board.hash();
        node.attacker = Some(attacker);
        node.points.clone_from(out);
    }

    /// The key of a position of this problem with the stones' hash `hash`, `to_move`
    /// to move and `moves_left` attacker moves left.
    fn key_of(&self, hash: u64, to_move: Color, moves_left: u32) -> u64 {
        let mut key = hash;
        if to_move != self.attacker {
            key ^= SALT_TURN;
        }
        if self.attacker == Color::White {
            key ^= SALT_WHITE_ATTACKS;
        }
        if self.mode == Mode::Vct {
            key ^= SALT_VCT.wrapping_mul(u64::from(self.threat_depth.unwrap_or(0)) + 1);
        }
        key ^= SALT_RULE[self.board.rule() as usize];
        if self.max_depth.is_some() {
            // The moves left, not the moves made: what the future of a node depends on.
            key ^= SALT_DEPTH.wrapping_mul(u64::from(moves_left) + 1);
        }
        key
    }

    /// How many five points a stone of the attacker's on `p` makes: one for each four,
    /// two for an open four or two fours on one line (lines through `p` meet only there,
    /// so no point counts twice).
    fn five_points_made(&self, p: Point) -> u32 {
        self.board
            .lines(self.attacker, p)
            .iter()
            .map(|shape| match shape {
                LineShape::Four => 1,
                LineShape::DoubleFour | LineShape::OpenFour => 2,
                _ => 0,
            })
            .sum()
    }

    /// Whether `p` may be a threat of the attacker's: a four; in VCT a move that makes
    /// three of the attacker's stones in a window free of the defender's
    /// ([`Board::makes_window_three`]). Whether it threatens is for the VCF test after it
    /// to say.
    ///
    /// The window must already hold two of the attacker's stones. A VCF the attacker did
    /// not have before the move needs the move in the window of one of its fours or its
    /// five (else it wins without it); for a VCF of up to two moves that window holds at
    /// most one of the VCF's stones beside the move, so two of the attacker's already. A
    /// VCF of three moves can make do with one: with a four point of the attacker's in
    /// the window, whose four (on another line) adds the third stone. Those moves are
    /// left out of VCT's threats: taking them too made the renju game positions 2 to 5
    /// times slower, and every move in a window with one stone changed none of their
    /// verdicts (README). The JSON's threat definition says so.
    fn may_threaten(&self, p: Point) -> bool {
        self.board.makes_four(self.attacker, p)
            || (self.mode == Mode::Vct && self.board.makes_window_three(self.attacker, p))
    }

    /// The attacker's mobility, for the disproof estimate: how many empty points a stone
    /// of the attacker's makes at least a closed three on (about the points
    /// [`may_threaten`](Self::may_threaten) takes, read from the board's line codes: four
    /// table lookups a point, where the window test would cost a hundred).
    fn threat_candidates(&self) -> u32 {
        let mut count = 0;
        for &p in self.board.points() {
            if self.board.is_empty(p)
                && self
                    .board
                    .lines(self.attacker, p)
                    .iter()
                    .any(|&shape| shape >= LineShape::ClosedThree)
            {
                count += 1;
            }
        }
        count
    }

    /// The stones of `color` and of its opponent in a window.
    fn count(&self, window: &[Point; 5], color: Color) -> (usize, usize) {
        window
            .iter()
            .fold((0, 0), |(own, other), &q| match self.board.stone(q) {
                Some(c) if c == color => (own + 1, other),
                Some(_) => (own, other + 1),
                None => (own, other),
            })
    }

    /// Every move that may stop a threat whose VCF (attacker first, the defender having
    /// passed) is `line`, into `moves`: a stone of the defender's that the line does not
    /// meet leaves every four of it a four and every block a block, so the attacker wins
    /// as before. Taken are the line's points, the attacker's five points at its end,
    /// the points that would make one of the defender's blocks a four or a five (a
    /// counter-four in the middle of the line), and under renju the points that can
    /// change whether a point of the line is forbidden (near a forbidden five point the
    /// defender cannot block; near the straight-four points of the threes that the
    /// attacker's Black stones make, which a White stone can make real). Moves that
    /// turn out not to stop it are refuted at once by the attacker's VCF.
    fn answers_to(&mut self, line: &[Point], moves: &mut Vec<Point>) {
        let (attacker, defender) = (self.attacker, self.defender());
        let mut candidates = std::mem::take(&mut self.candidates);
        candidates.clear();
        candidates.extend_from_slice(line);
        let renju_black_attacks = self.board.rule().has_forbidden(attacker);
        for (i, &p) in line.iter().enumerate() {
            let color = if i % 2 == 0 { attacker } else { defender };
            if color == attacker && renju_black_attacks {
                self.near_straight_four_points(p, attacker, &mut candidates);
            }
            self.board.play(color, p);
            if color == defender {
                for d in 0..4 {
                    for window in self.board.windows(p, d) {
                        let (own, other) = self.count(&window, defender);
                        if other == 0 && own >= 3 {
                            candidates.extend(window.iter().filter(|&&q| self.board.is_empty(q)));
                        }
                    }
                }
            }
        }
        // The end: the attacker's five points, and near those the defender may not take.
        let mut fives = std::mem::take(&mut self.fives);
        self.board.five_points(attacker, usize::MAX, &mut fives);
        for &f in &fives {
            candidates.push(f);
            if line.len() % 2 == 1 && !self.board.allowed(defender, f) {
                for d in 0..4 {
                    candidates.extend(self.board.line_points(f, d, HALF as i32));
                }
                self.near_straight_four_points(f, defender, &mut candidates);
            }
        }
        self.fives = fives;
        for _ in line {
            self.board.undo();
        }
        candidates.sort_unstable();
        candidates.dedup();
        for &p in &candidates {
            if self.board.is_empty(p) && !moves.contains(&p) && self.board.allowed(defender, p) {
                moves.push(p);
            }
        }
        self.candidates = candidates;
    }

    /// The points near the straight-four points of the threes a Black stone on `p`
    /// makes (under renju): a stone there can make such a point allowed or forbidden,
    /// a three real or not, and `p` forbidden or not (one level of the recursion).
    fn near_straight_four_points(&self, p: Point, black: Color, out: &mut Vec<Point>) {
        for (d, shape) in self.board.lines(black, p).into_iter().enumerate() {
            if shape == LineShape::Three {
                for r in self.board.key_points(p, d, black) {
                    for e in 0..4 {
                        out.extend(self.board.line_points(r, e, HALF as i32));
                    }
                }
            }
        }
    }

    /// Every empty point the defender may take, into `moves`: the answers to a threat
    /// whose test ran out of budget.
    fn every_move(&mut self, moves: &mut Vec<Point>) {
        let defender = self.defender();
        for i in 0..self.board.points().len() {
            let p = self.board.points()[i];
            if self.board.is_empty(p) && !moves.contains(&p) && self.board.allowed(defender, p) {
                moves.push(p);
            }
        }
    }

    /// Completes a proven principal variation into a line that ends with the five. The
    /// variation stops where the proof needs no more search: the attacker's five point,
    /// two five points or one the defender may not take, or (in VCT) a position where
    /// the attacker wins by fours, whose line is added.
    fn complete_line(&mut self, mut line: Vec<Point>) -> Vec<Point> {
        for &p in &line {
            self.play(p);
        }
        let mut fives = Vec::new();
        self.board.five_points(self.attacker, 2, &mut fives);
        if self.to_move == self.attacker {
            if let Some(&five) = fives.first() {
                line.push(five);
            } else {
                let rest = solve(
                    &self.board,
                    self.attacker,
                    Mode::Vcf,
                    &Limits {
                        max_depth: self.max_depth.map(|_| self.moves_left()),
                        memory_bytes: 1 << 20,
                        ..Limits::default()
                    },
                );
                line.extend(rest.line);
            }
        } else if let Some(&block) = fives
            .iter()
            .find(|&&f| self.board.allowed(self.defender(), f))
        {
            // The defender blocks one five point; the attacker plays the other.
            let other = fives.iter().copied().find(|&f| f != block);
            line.push(block);
            line.extend(other);
        }
        // Else the only five point is one the defender may not take: the line ends with
        // the four.
        line
    }
}

impl Problem for ThreatProblem<'_> {
    type Move = Point;

    fn turn(&self) -> Turn {
        if self.to_move == self.attacker {
            Turn::Prover
        } else {
            Turn::Disprover
        }
    }

    fn key(&self) -> u64 {
        self.key_of(self.board.hash(), self.to_move, self.moves_left())
    }

    fn evaluate(&mut self) -> Evaluation {
        let (attacker, defender) = (self.attacker, self.defender());
        let mut fives = std::mem::take(&mut self.fives);
        let evaluation = if self.to_move == attacker {
            if self.moves_left() == 0 {
                Evaluation::Solved(Value::Disproven)
            } else if self.board.has_five_point(attacker) {
                Evaluation::Solved(Value::Proven)
            } else if self.moves_left() == 1 {
                // The last move allowed would have to make five, and none does.
                Evaluation::Solved(Value::Disproven)
            } else {
                self.board.five_points(defender, 2, &mut fives);
                match fives.len() {
                    0 | 1 if fives.iter().all(|&f| self.board.allowed(attacker, f)) => {
                        // In VCT a win by fours from here is a win (not tested at the
                        // root, whose moves are wanted one by one).
                        if self.depth > 0 && matches!(self.probe(), Probe::Wins(_)) {
                            Evaluation::Solved(Value::Proven)
                        } else {
                            Evaluation::Open
                        }
                    }
                    // Two fives to stop, or the only block forbidden.
                    _ => Evaluation::Solved(Value::Disproven),
                }
            }
        } else if self.board.has_five_point(defender) {
            Evaluation::Solved(Value::Disproven)
        } else {
            self.board.five_points(attacker, 2, &mut fives);
            let first = fives.first().copied();
            let by_fives = defender_node(fives.len(), self.moves_left(), self.mode, || {
                first.is_some_and(|f| self.board.allowed(defender, f))
            });
            match by_fives {
                Some(Evaluation::Open) => {
                    // A four: its VCF is the five.
                    self.threat_len = 1;
                    Evaluation::Open
                }
                Some(evaluation) => evaluation,
                // The attacker's last move threatened nothing (the initiative is lost)
                // unless it wins by fours if the defender does nothing.
                None => match self.probe_threat() {
                    Probe::Fails => Evaluation::Solved(Value::Disproven),
                    Probe::Wins(line) => {
                        self.threat_len = line.len() as u32;
                        Evaluation::Open
                    }
                    Probe::Unknown => {
                        self.threat_len = 0;
                        Evaluation::Open
                    }
                },
            }
        };
        self.fives = fives;
        evaluation
    }

    fn generate_moves(&mut self, moves: &mut Vec<Point>) {
        let (attacker, defender) = (self.attacker, self.defender());
        let mut fives = std::mem::take(&mut self.fives);
        if self.to_move == attacker {
            self.board.five_points(defender, 1, &mut fives);
            if let Some(&block) = fives.first() {
                // Forced; in VCF it must keep the initiative by being a four itself (in
                // VCT the defender's next node tests whether it threatens).
                if self.mode == Mode::Vct || self.board.makes_four(attacker, block) {
                    moves.push(block);
                }
            } else {
                // With two moves left, the next must leave the defender two five points to
                // stop (where it may take any point): after any other, it takes the only
                // five point, or there is none, and the last move cannot make five.
                let needs_two_fives =
                    self.moves_left() == 2 && !self.board.rule().has_forbidden(defender);
                let mut candidates = std::mem::take(&mut self.candidates);
                if self.mode == Mode::Vcf {
                    self.four_points(&mut candidates);
                } else {
                    candidates.clear();
                    candidates.extend(
                        self.board
                            .points()
                            .iter()
                            .copied()
                            .filter(|&p| self.board.is_empty(p) && self.may_threaten(p)),
                    );
                }
                for &p in &candidates {
                    if (!needs_two_fives || self.five_points_made(p) >= 2)
                        && self.board.allowed(attacker, p)
                    {
                        moves.push(p);
                    }
                }
                self.candidates = candidates;
            }
        } else {
            self.board.five_points(attacker, 1, &mut fives);
            if let Some(&block) = fives.first() {
                moves.push(block);
            } else if let Some(first) = self.defender_vcf() {
                // The attacker's threat made no four, so the defender's fours come first:
                // a defender who wins by fours refutes it, and that VCF's first four is
                // the only answer worth searching (its line meets only forced blocks).
                moves.push(first);
            } else {
                // Counter-fours (the attacker must answer them), then the points that
                // may stop the threat.
                for i in 0..self.board.points().len() {
                    let p = self.board.points()[i];
                    if self.board.is_empty(p)
                        && self.board.makes_four(defender, p)
                        && self.board.allowed(defender, p)
                    {
                        moves.push(p);
                    }
                }
                match self.probe_threat() {
                    Probe::Wins(line) => self.answers_to(&line, moves),
                    Probe::Fails | Probe::Unknown => self.every_move(moves),
                }
            }
        }
        self.fives = fives;
    }

    fn estimate(&mut self) -> Numbers {
        // A threat whose VCF is longer has more points to stop it: the defender's node
        // is the harder to prove (measured on the shipped puzzles: 2.7 times faster
        // than counting leaves alone).
        if self.to_move != self.attacker {
            Numbers {
                pn: 1 + self.threat_len,
                dn: 1,
            }
        } else if self.mode == Mode::Vct {
            // The more points the attacker may threaten from, the harder its node is to
            // disprove: with unit numbers df-pn weighs a line where the attacker's
            // threats run out soon the same as one full of them, and dives into the broad
            // one (see `MOBILITY_DIVISOR` for what it measured).
            Numbers {
                pn: 1,
                dn: 1 + self.threat_candidates() / MOBILITY_DIVISOR,
            }
        } else {
            Numbers::UNIT
        }
    }

    /// VCF's attacker nodes tell their children without playing them: after a four the
    /// defender's node is decided by the attacker's five points, which the board reads
    /// from its line codes (see [`Board::fives_made`]), as [`evaluate`](Self::evaluate)
    /// would decide it. Not where the defender has forbidden points (whether it may take
    /// the five point would need the stone on the board), nor where either side already
    /// has a five point (the forced block, or a position the evaluation settles).
    fn preview(&mut self, p: Point) -> Option<Preview> {
        let (attacker, defender) = (self.attacker, self.defender());
        if self.mode != Mode::Vcf
            || self.to_move != attacker
            || self.board.rule().has_forbidden(defender)
            || self.board.has_five_point(defender)
            || self.board.has_five_point(attacker)
        {
            return None;
        }
        let mut fives = std::mem::take(&mut self.fives);
        self.board.fives_made(attacker, p, &mut fives);
        let five_points = fives.len();
        self.fives = fives;
        // The four's move counts against the depth limit (without one, `u32::MAX - 1`
        // moves left is as unlimited: the key ignores it and no test comes near it).
        let moves_left = self.moves_left().saturating_sub(1);
        // The defender's node of `evaluate`, whose every point is allowed to it here.
        let evaluation = defender_node(five_points, moves_left, self.mode, || true)?;
        Some(Preview {
            key: self.key_of(self.board.hash_with(attacker, p), defender, moves_left),
            evaluation,
            // `estimate` after a four: its VCF is its five.
            estimate: Numbers { pn: 2, dn: 1 },
        })
    }

    fn play(&mut self, p: Point) {
        self.board.play(self.to_move, p);
        if self.to_move == self.attacker {
            self.depth += 1;
        }
        self.to_move = self.to_move.opponent();
    }

    fn undo(&mut self, _p: Point) {
        self.board.undo();
        self.to_move = self.to_move.opponent();
        if self.to_move == self.attacker {
            self.depth -= 1;
        }
    }

    fn repetition(&mut self, _plies: usize) -> Value {
        // Stones are only added: no position can recur on a path.
        Value::Disproven
    }

    fn order_moves(&mut self, moves: &mut [Point]) {
        let color = self.to_move;
        let board = &self.board;
        // VCT's attacker tries first the threats that have won most often elsewhere in
        // the search (the history heuristic): a threat sequence is mostly the same
        // stones whatever the defender answered before, so the move that won beside this
        // node tends to win here, and df-pn, whose proof numbers tie among threats of one
        // kind, takes the first of equals. Measured on the 113 renju game positions at
        // 10 s (README): total 43.8 s -> 24.0 s, `game01-ply30` unknown -> 2.3 s,
        // `game07-ply12` 6.9 s -> 0.1 s; the same history for the defender's answers, or
        // in the VCF tests, made it slower.
        let history = if self.mode == Mode::Vct && color == self.attacker {
            &self.attacker_wins[..]
        } else {
            &[]
        };
        // Then strongest shapes first (open fours, fours, threes), then by the shapes
        // they also make for the other side; scored once per move into a reused buffer.
        let score =
            |lines: [LineShape; 4]| lines.iter().map(|&s| 1u32 << (2 * s as u32)).sum::<u32>();
        self.scored.clear();
        self.scored.extend(moves.iter().map(|&p| {
            let wins = history.get(p.index()).copied().unwrap_or(0);
            let shape = 4 * score(board.lines(color, p)) + score(board.lines(color.opponent(), p));
            (std::cmp::Reverse((wins, shape)), p)
        }));
        self.scored.sort_unstable();
        for (slot, &(_, p)) in moves.iter_mut().zip(&self.scored) {
            *slot = p;
        }
    }

    fn note_win(&mut self, p: Point) {
        if self.mode == Mode::Vct && self.to_move == self.attacker {
            if self.attacker_wins.len() <= p.index() {
                self.attacker_wins.resize(p.index() + 1, 0);
            }
            // A win nearer the root weighs more: deep in the tree the same few fours that
            // finish a sequence win over and over, and counted alike they would lead the
            // order at every node.
            let weight = 1u32 << HISTORY_BITS.saturating_sub(HISTORY_DEPTH_SHIFT * self.depth);
            let wins = &mut self.attacker_wins[p.index()];
            *wins = wins.saturating_add(weight);
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng, rngs::SmallRng};

    use super::*;
    use crate::rules::Rule;

    /// A random empty point of `board`.
    fn random_empty(rng: &mut SmallRng, board: &Board) -> Point {
        let empty: Vec<Point> = board
            .points()
            .iter()
            .copied()
            .filter(|&p| board.is_empty(p))
            .collect();
        empty[rng.random_range(0..empty.len())]
    }

    /// A 15×15 board of `rule` with up to `stones` stones on random points, the colours
    /// alternating, Black first, stopped before a five.
    fn random_board(rng: &mut SmallRng, rule: Rule, stones: usize) -> Board {
        let mut board = Board::new(15, rule).unwrap();
        let mut color = Color::Black;
        for _ in 0..stones {
            board.play(color, random_empty(rng, &board));
            color = color.opponent();
            if board.winner().is_some() {
                board.undo();
                break;
            }
        }
        board
    }

    /// The four points of VCF's attacker nodes, found from the parent node's, against a
    /// scan of the whole board, along random VCF paths (a four of the attacker's, then a
    /// stone of the defender's anywhere: more than a block, the set must hold whatever the
    /// defender plays) on random boards of every rule, for both attackers.
    #[test]
    fn four_points_from_the_parent_equal_a_scan_of_the_board() {
        let mut rng = SmallRng::seed_from_u64(7);
        let mut checked = 0;
        for game in 0..300 {
            let rule = [Rule::Freestyle, Rule::Standard, Rule::Renju][game % 3];
            let stones = rng.random_range(10..60);
            let board = random_board(&mut rng, rule, stones);
            let attacker = if game % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            let mut problem = ThreatProblem::new(board, attacker, Mode::Vcf, None);
            let mut found = Vec::new();
            for _ in 0..6 {
                problem.four_points(&mut found);
                let scan: Vec<Point> = problem
                    .board
                    .points()
                    .iter()
                    .copied()
                    .filter(|&p| problem.board.is_empty(p) && problem.board.makes_four(attacker, p))
                    .collect();
                assert_eq!(found, scan, "after {:?}", problem.board.history());
                checked += 1;
                let Some(&four) = found.get(rng.random_range(0..found.len().max(1))) else {
                    break;
                };
                problem.play(four);
                problem.play(random_empty(&mut rng, &problem.board));
            }
        }
        assert!(checked > 600, "only {checked} nodes checked");
    }

    /// The preview of a VCF attacker node's children against the children played: the
    /// same key, evaluation and (where open) estimate, on random boards of every rule,
    /// both attackers, with and without a depth limit.
    #[test]
    fn a_previewed_child_is_the_child_played() {
        let mut rng = SmallRng::seed_from_u64(11);
        let (mut previewed, mut moves) = (0, Vec::new());
        for game in 0..600 {
            let rule = [Rule::Freestyle, Rule::Standard, Rule::Renju][game % 3];
            let stones = rng.random_range(10..70);
            let board = random_board(&mut rng, rule, stones);
            let attacker = if (game / 3) % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            let max_depth = [None, Some(1), Some(2), Some(3), Some(6)][game % 5];
            let mut problem = ThreatProblem::new(board, attacker, Mode::Vcf, max_depth);
            if problem.evaluate() != Evaluation::Open {
                continue;
            }
            moves.clear();
            problem.generate_moves(&mut moves);
            for &p in &moves {
                let Some(preview) = problem.preview(p) else {
                    continue;
                };
                problem.play(p);
                let evaluation = problem.evaluate();
                let played = Preview {
                    key: problem.key(),
                    evaluation,
                    estimate: if evaluation == Evaluation::Open {
                        problem.estimate()
                    } else {
                        preview.estimate
                    },
                };
                problem.undo(p);
                assert_eq!(preview, played, "{p:?} after {:?}", problem.board.history());
                previewed += 1;
            }
        }
        assert!(previewed > 300, "only {previewed} children previewed");
    }

    /// VCT's history order: an attacker's move proven to win leads the order of the
    /// attacker's moves, a win at the root before one deeper; the defender's moves and
    /// VCF's keep the order of shapes.
    #[test]
    fn the_attackers_past_wins_lead_its_order_in_vct() {
        let position =
            crate::position::Position::parse("h8 a1 i8 a2 h9 a3", Rule::Freestyle, None, None)
                .unwrap();
        let board = position.board;
        let p = |name: &str| board.point(name.parse().unwrap()).unwrap();
        let (root_win, deep_win, other) = (p("m13"), p("c12"), p("h10"));
        let ordered = |problem: &mut ThreatProblem| {
            let mut moves = vec![other, deep_win, root_win];
            problem.order_moves(&mut moves);
            moves
        };
        let mut vct = ThreatProblem::new(board.clone(), Color::Black, Mode::Vct, None);
        assert_eq!(ordered(&mut vct)[0], other, "by shape, before any win");
        vct.depth = 3;
        vct.note_win(deep_win);
        vct.note_win(deep_win);
        vct.depth = 0;
        vct.note_win(root_win);
        assert_eq!(ordered(&mut vct), [root_win, deep_win, other]);
        // The defender's moves: by shape alone.
        vct.to_move = Color::White;
        vct.note_win(deep_win);
        assert_eq!(ordered(&mut vct)[0], other);
        let mut vcf = ThreatProblem::new(board, Color::Black, Mode::Vcf, None);
        vcf.note_win(root_win);
        assert_eq!(ordered(&mut vcf)[0], other);
    }

    /// A VCT question without a depth limit is won by the first short search that wins,
    /// and its proof holds under that search's limit; "no win" comes from the search
    /// without one, and so does its refutation.
    #[test]
    fn an_unlimited_vct_is_won_by_the_first_short_search_that_wins() {
        let parse = |moves: &str| {
            crate::position::Position::parse(moves, Rule::Freestyle, None, None)
                .unwrap()
                .board
        };
        let mut solver = ThreatSolver::new(1 << 22);
        let limits = Limits::default();
        // The outcome for Black and the depth limit its proof holds under (checked).
        let mut decide = |moves: &str| {
            let board = parse(moves);
            let outcome = solver
                .solve(&board, Color::Black, Mode::Vct, &limits)
                .outcome;
            let proof = solver
                .proof(&board, Color::Black, Mode::Vct, &limits)
                .unwrap();
            solver
                .check(&proof, &board, Color::Black, Mode::Vct, &limits)
                .unwrap();
            (outcome, proof.max_depth)
        };
        // Black's open three: a win in two moves, found within the first limit.
        assert_eq!(
            decide("h8 a1 i8 a2 h9 a3 h10 b1"),
            (ThreatOutcome::Win, Some(SHORT_WIN_DEPTHS[0]))
        );
        // Two lone stones: no threat at all, under any limit.
        assert_eq!(decide("h8 a1 c3 a2"), (ThreatOutcome::NoWin, None));
    }
}
