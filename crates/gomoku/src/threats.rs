//! Threat-space search: does the side to move win by continuous fours (VCF) or by
//! continuous threats (VCT)? An AND/OR problem for df-pn.
//!
//! The attacker (prover) moves only threats: fours in VCF; in VCT fours, threes, and
//! closed threes that make a double-four point.
//! The defender's answers are complete, so a proof is a real forced win:
//!
//! - a four (one five point) is answered on its five point, or not at all if that point
//!   is forbidden for the defender (Black under renju); two five points cannot both be
//!   answered;
//! - a three is answered by every point after which the attacker no longer has a move
//!   that wins next (an open four, or two fours at once where that is allowed), and by
//!   every counter-four: a four of the defender's, which the attacker must block
//!   (any other defence leaves the attacker a winning four);
//! - a defender who can make five at his turn wins.
//!
//! The attacker's forced block of a counter-four is its only move; in VCF it must itself
//! be a four. The attacker's forbidden points (renju) are never its moves.

use std::time::Duration;

use tesuji_search::{
    Budget, CheckError, Config, Dfpn, Evaluation, NameError, Problem, ProofTree, TreeError, Turn,
    Value, Verdict, by_name,
};

use crate::board::Board;
use crate::geometry::{Color, Point};
use crate::pattern::{HALF, LineShape};

/// Which threats the attacker may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

/// What a search may spend.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The most attacker moves in a winning line, the final five included.
    pub max_depth: Option<u32>,
    /// The search's nodes, time, deadline and cancel flag (a GUI's stop button, Ctrl-C
    /// in Python): when one runs out the answer is unknown.
    pub budget: Budget,
    /// The transposition table's size in bytes.
    pub memory_bytes: usize,
}

impl Default for Limits {
    /// No depth, node or time limit; a 64 MiB table.
    fn default() -> Limits {
        Limits {
            max_depth: None,
            budget: Budget::default(),
            memory_bytes: 64 << 20,
        }
    }
}

/// The answer for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A forced win by the mode's threats (within the depth limit).
    Win,
    /// No such win exists (within the depth limit).
    NoWin,
    /// A budget ran out first.
    Unknown,
}

/// `win`, `no-win` or `unknown`, in any case.
impl std::str::FromStr for Outcome {
    type Err = NameError;

    fn from_str(text: &str) -> Result<Outcome, NameError> {
        let all = [Outcome::Win, Outcome::NoWin, Outcome::Unknown];
        by_name(
            text,
            &all,
            Outcome::name,
            "result",
            "win, no-win or unknown",
        )
    }
}

impl Outcome {
    /// `win`, `no-win` or `unknown`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Win => "win",
            Outcome::NoWin => "no-win",
            Outcome::Unknown => "unknown",
        }
    }
}

/// A search's answer.
#[derive(Clone, Debug)]
pub struct Solution {
    /// Win, no win, or unknown.
    pub outcome: Outcome,
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
/// use tesuji_gomoku::{Limits, Mode, Outcome, Position, Rule, ThreatSolver};
/// // Black's open three on column h becomes an open four.
/// let position = Position::parse("h8 a1 i8 a2 h9 a3 h10 b1", Rule::Freestyle, None, None).unwrap();
/// let mut solver = ThreatSolver::new(1 << 20);
/// let solution = solver.solve(&position.board, position.to_move, Mode::Vcf, &Limits::default());
/// assert_eq!(solution.outcome, Outcome::Win);
/// ```
pub struct ThreatSolver {
    dfpn: Dfpn<Point>,
}

impl ThreatSolver {
    /// A solver with a transposition table of `memory_bytes`.
    #[must_use]
    pub fn new(memory_bytes: usize) -> ThreatSolver {
        ThreatSolver {
            dfpn: Dfpn::new(Config {
                memory_bytes,
                ..Config::default()
            }),
        }
    }

    /// Whether `attacker`, to move on `board`, wins by the threats of `mode`.
    pub fn solve(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> Solution {
        if self.dfpn.config().memory_bytes != limits.memory_bytes {
            *self = ThreatSolver::new(limits.memory_bytes);
        }
        self.dfpn.set_budget(limits.budget.clone());
        let mut problem = ThreatProblem::new(board.clone(), attacker, mode, limits.max_depth);
        let outcome = self.dfpn.solve(&mut problem);
        let (outcome_kind, line) = match outcome.verdict {
            Verdict::Proven => (Outcome::Win, problem.complete_line(outcome.pv)),
            Verdict::Disproven => (Outcome::NoWin, Vec::new()),
            Verdict::Unknown => (Outcome::Unknown, Vec::new()),
        };
        Solution {
            outcome: outcome_kind,
            line,
            nodes: outcome.stats.nodes,
            elapsed: outcome.stats.elapsed,
        }
    }
}

impl ThreatSolver {
    /// Every first move the attacker may make (its threats, or the forced block) with its
    /// outcome, each verified by a strategy tree: the winning first moves are those whose
    /// outcome is [`Outcome::Win`]. What a puzzle author asks: is the solution unique?
    pub fn first_moves(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> Vec<(Point, Outcome)> {
        self.dfpn.set_budget(limits.budget.clone());
        let mut fives = Vec::new();
        board.five_points(attacker, usize::MAX, &mut fives);
        if !fives.is_empty() {
            // The search does not look past a five on the board's next move.
            return fives.into_iter().map(|p| (p, Outcome::Win)).collect();
        }
        let mut problem = ThreatProblem::new(board.clone(), attacker, mode, limits.max_depth);
        self.dfpn
            .root_moves(&mut problem)
            .into_iter()
            .map(|m| {
                let outcome = match m.verdict {
                    Verdict::Proven => Outcome::Win,
                    Verdict::Disproven => Outcome::NoWin,
                    Verdict::Unknown => Outcome::Unknown,
                };
                (m.mv, outcome)
            })
            .collect()
    }

    /// The whole winning strategy of a win: for every defence (every stopping point and
    /// counter-four) the attacker's answer, down to the fives, as a
    /// [`ProofTree`](tesuji_search::ProofTree) that [`check`](tesuji_search::ProofTree::check)
    /// replays against the rules. For a position without a win, the tree of the
    /// refutation.
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
    ) -> Result<ProofTree<Point>, TreeError> {
        self.dfpn.set_budget(limits.budget.clone());
        let mut problem = ThreatProblem::new(board.clone(), attacker, mode, limits.max_depth);
        self.dfpn.proof_tree(&mut problem)
    }

    /// Checks a tree from [`proof`](Self::proof) against the rules, move by move.
    ///
    /// # Errors
    /// What the check found wrong (a bug: trees from `proof` hold).
    pub fn check(
        &self,
        tree: &ProofTree<Point>,
        board: &Board,
        attacker: Color,
        mode: Mode,
        limits: &Limits,
    ) -> Result<(), CheckError<Point>> {
        let mut problem = ThreatProblem::new(board.clone(), attacker, mode, limits.max_depth);
        tree.check(&mut problem)
    }
}

/// Whether `attacker`, to move, wins by the threats of `mode` (a one-off solver).
#[must_use]
pub fn solve(board: &Board, attacker: Color, mode: Mode, limits: &Limits) -> Solution {
    ThreatSolver::new(limits.memory_bytes).solve(board, attacker, mode, limits)
}

/// Key salts: the same stones mean another node for another side to move, attacker,
/// mode, rule or remaining depth (a solver's table outlives one question).
const SALT_TURN: u64 = 0x9B1F_3C55_E2A7_4D01;
const SALT_RULE: [u64; 3] = [0, 0x6F4A_7C15_9E37_79B9, 0x1B87_3593_CC9E_2D51];
const SALT_WHITE_ATTACKS: u64 = 0x51C2_8E0B_7F19_A6D3;
const SALT_VCT: u64 = 0x2D6A_F417_08B3_C95E;
const SALT_DEPTH: u64 = 0xC3A5_C85C_97CB_3127;

/// The search position: the board, who attacks, whose turn, how many attacker moves.
struct ThreatProblem {
    board: Board,
    attacker: Color,
    to_move: Color,
    mode: Mode,
    max_depth: Option<u32>,
    depth: u32,
    /// Scratch buffers, reused so that nodes allocate nothing once grown.
    fives: Vec<Point>,
    wins_next: Vec<Point>,
    candidates: Vec<Point>,
    scored: Vec<(std::cmp::Reverse<u32>, Point)>,
}

impl ThreatProblem {
    fn new(board: Board, attacker: Color, mode: Mode, max_depth: Option<u32>) -> ThreatProblem {
        ThreatProblem {
            board,
            attacker,
            to_move: attacker,
            mode,
            max_depth,
            depth: 0,
            fives: Vec::new(),
            wins_next: Vec::new(),
            candidates: Vec::new(),
            scored: Vec::new(),
        }
    }

    fn defender(&self) -> Color {
        self.attacker.opponent()
    }

    /// How many more moves the attacker may make under the depth limit.
    fn moves_left(&self) -> u32 {
        self.max_depth
            .map_or(u32::MAX, |max| max.saturating_sub(self.depth))
    }

    /// Whether a stone of `color` on empty `p` leaves it a five point next move twice
    /// over (an open four, or two fours): a win next move unless the opponent makes five.
    fn wins_next(&mut self, p: Point, color: Color) -> bool {
        let lines = self.board.lines(p, color);
        let fours: u8 = lines.iter().map(|s| s.fours()).sum();
        (lines.contains(&LineShape::OpenFour) || fours >= 2) && self.board.allowed(p, color)
    }

    /// The attacker's points that win next move (see [`wins_next`](Self::wins_next)),
    /// into `self.wins_next`.
    fn find_wins_next(&mut self) {
        let mut found = std::mem::take(&mut self.wins_next);
        found.clear();
        for i in 0..self.board.points().len() {
            let p = self.board.points()[i];
            if self.board.is_empty(p) && self.wins_next(p, self.attacker) {
                found.push(p);
            }
        }
        self.wins_next = found;
    }

    /// Whether `p` is a threat for the attacker in this mode: a four; in VCT also a
    /// three, or a closed three whose four point would then make two fours at once (a
    /// double-four threat, not for Black under renju, where it is forbidden).
    fn is_threat(&mut self, p: Point) -> bool {
        let lines = self.board.lines(p, self.attacker);
        if lines.iter().any(|s| s.is_four()) {
            return true;
        }
        if self.mode == Mode::Vcf {
            return false;
        }
        if lines.contains(&LineShape::Three) {
            return true;
        }
        if self.board.rule().has_forbidden(self.attacker)
            || !lines.contains(&LineShape::ClosedThree)
        {
            return false;
        }
        let mut four_points = std::mem::take(&mut self.candidates);
        four_points.clear();
        for d in (0..4).filter(|&d| lines[d] == LineShape::ClosedThree) {
            four_points.extend(self.board.key_points(p, d, self.attacker));
        }
        self.board.play(p, self.attacker);
        let threat = four_points
            .iter()
            .any(|&q| self.board.is_empty(q) && self.wins_next(q, self.attacker));
        self.board.undo();
        self.candidates = four_points;
        threat
    }

    /// The defender's answers to the attacker's threes: every point after which no point
    /// in `self.wins_next` still wins next, and every counter-four.
    fn defences(&mut self, moves: &mut Vec<Point>) {
        let defender = self.defender();
        // Counter-fours.
        for i in 0..self.board.points().len() {
            let p = self.board.points()[i];
            if self.board.is_empty(p)
                && self.board.lines(p, defender).iter().any(|s| s.is_four())
                && self.board.allowed(p, defender)
            {
                moves.push(p);
            }
        }
        // Points on the lines of the winning-next points: only a stone within five cells
        // on one of those lines can change what a stone there makes.
        let mut candidates = std::mem::take(&mut self.candidates);
        candidates.clear();
        let renju_black = self.board.rule().has_forbidden(self.attacker);
        for &q in &self.wins_next {
            candidates.push(q);
            for (d, shape) in self.board.lines(q, self.attacker).into_iter().enumerate() {
                if shape.is_four() {
                    candidates.extend(self.board.line_points(q, d, HALF as i32));
                } else if renju_black && shape == LineShape::Three {
                    // A White stone near a straight-four point of one of q's threes can
                    // make that point allowed, the three real, and q a double three:
                    // those stones are defences too (one level of the recursion).
                    for r in self.board.key_points(q, d, self.attacker) {
                        for e in 0..4 {
                            candidates.extend(self.board.line_points(r, e, HALF as i32));
                        }
                    }
                }
            }
        }
        candidates.sort_unstable();
        candidates.dedup();
        let threats = std::mem::take(&mut self.wins_next);
        for &p in &candidates {
            if moves.contains(&p) || !self.board.allowed(p, defender) {
                continue;
            }
            self.board.play(p, defender);
            let stopped = !threats
                .iter()
                .any(|&q| self.board.is_empty(q) && self.wins_next(q, self.attacker));
            self.board.undo();
            if stopped {
                moves.push(p);
            }
        }
        self.wins_next = threats;
        self.candidates = candidates;
    }

    /// Completes a proven principal variation into a line that ends with the five. The
    /// variation stops where the proof needs no more search: the attacker's five point,
    /// two five points, or a double threat with no defence at all; the rest is added.
    fn complete_line(&mut self, mut line: Vec<Point>) -> Vec<Point> {
        for &p in &line {
            self.play(p);
        }
        let mut fives = Vec::new();
        self.board.five_points(self.attacker, 2, &mut fives);
        if self.to_move == self.attacker {
            line.extend(fives.first());
        } else if fives.len() >= 2 && self.board.allowed(fives[0], self.defender()) {
            // The defender blocks one five point; the attacker plays the other.
            line.extend([fives[0], fives[1]]);
        } else if fives.is_empty() {
            // Threats that no move stops: the defender takes one winning point, and the
            // attacker wins by fours with another.
            self.find_wins_next();
            let defender = self.defender();
            let block = self
                .wins_next
                .iter()
                .copied()
                .find(|&q| self.board.allowed(q, defender));
            if let Some(block) = block {
                self.play(block);
                let rest = solve(
                    &self.board,
                    self.attacker,
                    Mode::Vcf,
                    &Limits {
                        budget: Budget {
                            max_nodes: Some(100_000),
                            ..Budget::default()
                        },
                        memory_bytes: 1 << 20,
                        ..Limits::default()
                    },
                );
                if rest.outcome == Outcome::Win {
                    line.push(block);
                    line.extend(rest.line);
                }
            }
        }
        line
    }
}

impl Problem for ThreatProblem {
    type Move = Point;

    fn turn(&self) -> Turn {
        if self.to_move == self.attacker {
            Turn::Prover
        } else {
            Turn::Disprover
        }
    }

    fn key(&self) -> u64 {
        let mut key = self.board.hash();
        if self.to_move != self.attacker {
            key ^= SALT_TURN;
        }
        if self.attacker == Color::White {
            key ^= SALT_WHITE_ATTACKS;
        }
        if self.mode == Mode::Vct {
            key ^= SALT_VCT;
        }
        key ^= SALT_RULE[self.board.rule() as usize];
        if self.max_depth.is_some() {
            key ^= SALT_DEPTH.wrapping_mul(u64::from(self.depth) + 1);
        }
        key
    }

    fn evaluate(&mut self) -> Evaluation {
        let (attacker, defender) = (self.attacker, self.defender());
        let mut fives = std::mem::take(&mut self.fives);
        let evaluation = if self.to_move == attacker {
            if self.moves_left() == 0 {
                Evaluation::Solved(Value::Disproven)
            } else if self.board.has_five_point(attacker) {
                Evaluation::Solved(Value::Proven)
            } else {
                self.board.five_points(defender, 2, &mut fives);
                match fives.len() {
                    0 => Evaluation::Open,
                    1 if self.board.allowed(fives[0], attacker) => Evaluation::Open,
                    // Two fives to stop, or the only block forbidden.
                    _ => Evaluation::Solved(Value::Disproven),
                }
            }
        } else {
            if self.board.has_five_point(defender) {
                Evaluation::Solved(Value::Disproven)
            } else {
                self.board.five_points(attacker, 2, &mut fives);
                match fives.len() {
                    0 if self.mode == Mode::Vcf => Evaluation::Solved(Value::Disproven),
                    0 => {
                        self.find_wins_next();
                        if self.wins_next.is_empty() || self.moves_left() < 2 {
                            // The attacker's last move threatened nothing (the initiative
                            // is lost), or its threat would need more moves than allowed
                            // (an open four and a five).
                            Evaluation::Solved(Value::Disproven)
                        } else {
                            Evaluation::Open
                        }
                    }
                    1 if self.board.allowed(fives[0], defender) => Evaluation::Open,
                    _ if self.moves_left() < 1 => Evaluation::Solved(Value::Disproven),
                    _ => Evaluation::Solved(Value::Proven),
                }
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
                // Forced; in VCF it must keep the initiative by being a four itself.
                if self.mode == Mode::Vct
                    || self
                        .board
                        .lines(block, attacker)
                        .iter()
                        .any(|s| s.is_four())
                {
                    moves.push(block);
                }
            } else {
                for i in 0..self.board.points().len() {
                    let p = self.board.points()[i];
                    if self.board.is_empty(p)
                        && self.is_threat(p)
                        && self.board.allowed(p, attacker)
                    {
                        moves.push(p);
                    }
                }
            }
        } else {
            self.board.five_points(attacker, 1, &mut fives);
            if let Some(&block) = fives.first() {
                moves.push(block);
            } else {
                self.find_wins_next();
                self.defences(moves);
            }
        }
        self.fives = fives;
    }

    fn play(&mut self, p: Point) {
        self.board.play(p, self.to_move);
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
        // Strongest shapes first (open fours, fours, threes), then by the shapes they
        // also make for the other side; scored once per move into a reused buffer.
        let score =
            |lines: [LineShape; 4]| lines.iter().map(|&s| 1u32 << (2 * s as u32)).sum::<u32>();
        self.scored.clear();
        self.scored.extend(moves.iter().map(|&p| {
            let key = 4 * score(board.lines(p, color)) + score(board.lines(p, color.opponent()));
            (std::cmp::Reverse(key), p)
        }));
        self.scored.sort_unstable();
        for (slot, &(_, p)) in moves.iter_mut().zip(&self.scored) {
            *slot = p;
        }
    }
}
