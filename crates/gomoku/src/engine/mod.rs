//! Move choice for full games: the engine behind `tesuji pbrain`.
//!
//! [`Engine::choose`] picks a move for one side before a deadline, in this order:
//!
//! 1. the centre on an empty board;
//! 2. a five, if one is there;
//! 3. a block of the opponent's five point (one of them if it has two);
//! 4. the first move of a proven VCF, then of a proven VCT, found by the
//!    [`ThreatSolver`] within a share of the time;
//! 5. if the opponent has a VCF: only the moves after which it has none any more
//!    (each checked by the solver under a small budget; a four of ours counts when the
//!    VCF is gone after the forced block);
//! 6. otherwise (and among the moves left by 5) an iterative-deepening alpha-beta search
//!    (negamax, principal-variation search) with a transposition table, over
//!    threat-aware candidates: points near stones ordered by the line shapes both
//!    colours make there, only the forced block when the opponent has a four, only our
//!    fours and the opponent's four points when it has an open three; a pattern
//!    evaluation (per-point line-shape values of both colours, a bonus for the side to
//!    move); the clock is checked every 32 nodes; the move played is the best of the
//!    last finished depth, or a better one already searched at the depth cut short.
//!
//! The solver looks at the clock only every few hundred nodes, so its calls also get a
//! node budget from the measured time per node: a call stays near its share of time
//! even where nodes are slow (large boards, debug builds).
//!
//! It never plays an occupied point, nor a forbidden point for Black under renju.

use std::time::{Duration, Instant};

use crate::{Board, Color, Coord, Point, Rule};
use crate::{Budget, Limits, Mode, ThreatOutcome, ThreatSolver};

mod eval;
mod table;

use eval::{Cand, EVAL_CAP, PointShape, Scan, evaluate, select};
use table::{Bound, Table, from_table, side_key, to_table};

/// A won game, `WIN - plies` from the root.
const WIN: i32 = 1_000_000;
/// Scores beyond this are wins or losses at a known distance.
const MATE_BOUND: i32 = WIN - 1_000;
const INF: i32 = WIN + 1;
/// The deepest ply of the search (extensions included).
const MAX_PLY: usize = 48;
/// Nodes between two looks at the clock.
const CLOCK_MASK: u64 = 31;
/// The solver's first guess of its time per node (µs), before it is measured.
const INITIAL_NODE_COST: f64 = 200.0;
/// The fewest nodes a solver call may take (and the fewest that measure a node's cost).
const MIN_SOLVER_NODES: u64 = 16;

/// Candidates searched at the root, at the first two plies and deeper.
const ROOT_WIDTH: usize = 24;
const NEAR_WIDTH: usize = 12;
const DEEP_WIDTH: usize = 8;
/// Candidates checked against the opponent's VCF or VCT (beyond the points of its line).
const DEFENCE_WIDTH: usize = 24;

/// The memory used when none is given.
pub const DEFAULT_MEMORY: usize = 64 << 20;

/// Why the engine chose its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The centre of an empty board.
    Opening,
    /// It makes five.
    Five,
    /// It blocks the opponent's five point.
    BlockFive,
    /// The first move of a proven VCF.
    Vcf,
    /// The first move of a proven VCT.
    Vct,
    /// The only move found that stops the opponent's VCF.
    Defence,
    /// The alpha-beta search's choice.
    Search,
}

/// A chosen move and how it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move.
    pub point: Point,
    /// How it was found.
    pub reason: Reason,
    /// The last depth the search finished (0 without search).
    pub depth: u32,
    /// The search's score for the mover (0 without search); beyond ±999 000 a won or
    /// lost game.
    pub score: i32,
    /// Nodes of the alpha-beta search.
    pub nodes: u64,
    /// Whether the opponent had a VCF before the move.
    pub threatened: bool,
    /// Time spent.
    pub elapsed: Duration,
}

/// The game-playing engine: a threat solver and an alpha-beta search with a
/// transposition table, both kept between moves of a game.
///
/// ```
/// use std::time::{Duration, Instant};
/// use tesuji_gomoku::{Board, Color, Engine, Rule};
/// let mut board = Board::new(15, Rule::Freestyle).unwrap();
/// for (name, color) in [("h8", Color::Black), ("a1", Color::White), ("i8", Color::Black),
///                       ("a2", Color::White), ("j8", Color::Black), ("a3", Color::White),
///                       ("k8", Color::Black), ("b5", Color::White)] {
///     board.play(color, board.parse_point(name).unwrap());
/// }
/// let mut engine = Engine::new(1 << 20);
/// let p = engine.choose(&mut board, Color::Black, Instant::now() + Duration::from_millis(200));
/// let five = p.unwrap();
/// assert!(board.makes_five(Color::Black, five));
/// ```
pub struct Engine {
    memory_bytes: usize,
    solver: Option<ThreatSolver>,
    /// The solver's measured time per node (µs), for VCF and for VCT.
    node_cost: [f64; 2],
    table: Table,
    /// The geometry the point tables were built for.
    size: usize,
    rule: Rule,
    points: Vec<Point>,
    /// Per padded index: the points within two cells (a 5×5 square).
    neighbours: Vec<Vec<Point>>,
    /// Per padded index: the stones within two cells.
    near: Vec<u8>,
    /// Per ply: the candidate lists.
    lists: Vec<Vec<Cand>>,
    /// Per ply: the last two moves that cut the search off.
    killers: Vec<[Option<Point>; 2]>,
    nodes: u64,
    deadline: Instant,
    stopped: bool,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("memory_bytes", &self.memory_bytes)
            .field("size", &self.size)
            .finish_non_exhaustive()
    }
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new(DEFAULT_MEMORY)
    }
}

impl Engine {
    /// An engine that uses about `memory_bytes` for its tables (two thirds for the threat
    /// solver, one third for the search's transposition table; at least 1 MiB each).
    #[must_use]
    pub fn new(memory_bytes: usize) -> Engine {
        Engine {
            memory_bytes,
            solver: None,
            node_cost: [INITIAL_NODE_COST; 2],
            table: Table::new(Self::table_bytes(memory_bytes)),
            size: 0,
            rule: Rule::Freestyle,
            points: Vec::new(),
            neighbours: Vec::new(),
            near: Vec::new(),
            lists: (0..=MAX_PLY).map(|_| Vec::new()).collect(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            nodes: 0,
            deadline: Instant::now(),
            stopped: false,
        }
    }

    fn table_bytes(memory_bytes: usize) -> usize {
        (memory_bytes / 3).max(1 << 20)
    }

    fn solver_bytes(memory_bytes: usize) -> usize {
        (memory_bytes - memory_bytes / 3).max(1 << 20)
    }

    /// The memory the engine was given.
    #[must_use]
    pub fn memory(&self) -> usize {
        self.memory_bytes
    }

    /// Changes the memory of the tables (they are rebuilt, empty, when it changes).
    pub fn set_memory(&mut self, memory_bytes: usize) {
        if memory_bytes != self.memory_bytes {
            self.memory_bytes = memory_bytes;
            self.solver = None;
            self.table = Table::new(Self::table_bytes(memory_bytes));
        }
    }

    /// Forgets what was learnt (a new game).
    pub fn clear(&mut self) {
        self.solver = None;
        self.table.clear();
    }

    /// Builds the tables (the solver's included) now rather than at the first move.
    pub fn prepare(&mut self) {
        if self.solver.is_none() {
            self.solver = Some(ThreatSolver::new(Self::solver_bytes(self.memory_bytes)));
        }
    }

    /// The move for `to_move` on `board`, chosen before `deadline`; `None` only when no
    /// move is legal (a full board, or every empty point forbidden for Black). The board
    /// is left as it was.
    pub fn choose(
        &mut self,
        board: &mut Board,
        to_move: Color,
        deadline: Instant,
    ) -> Option<Point> {
        self.analyse(board, to_move, deadline)
            .map(|choice| choice.point)
    }

    /// [`choose`](Self::choose), with how the move was found.
    pub fn analyse(&mut self, board: &mut Board, me: Color, deadline: Instant) -> Option<Choice> {
        let start = Instant::now();
        let opp = me.opponent();
        self.deadline = deadline;
        self.stopped = false;
        self.nodes = 0;
        self.killers.fill([None; 2]);
        let done = |point, reason, threatened| Choice {
            point,
            reason,
            depth: 0,
            score: 0,
            nodes: 0,
            threatened,
            elapsed: start.elapsed(),
        };
        if board.is_full() {
            return None;
        }
        if board.stones() == 0 {
            let centre = (board.size() / 2) as u8;
            let p = board.point(Coord::new(centre, centre))?;
            return Some(done(p, Reason::Opening, false));
        }
        self.setup(board);

        let mut list = std::mem::take(&mut self.lists[0]);
        let scan = self.scan(board, me, &mut list);
        if let Some(p) = scan.own_five {
            self.lists[0] = list;
            return Some(done(p, Reason::Five, false));
        }
        if let Some(p) = scan.opp_fives.iter().flatten().copied().find(|&p| {
            list.iter().any(|c| c.p == p) // allowed for us
        }) {
            self.lists[0] = list;
            return Some(done(p, Reason::BlockFive, false));
        }
        if list.len() == 1 && scan.opp_fives[0].is_none() {
            let only = list[0].p;
            self.lists[0] = list;
            return Some(done(only, Reason::Search, false));
        }
        if list.is_empty() {
            self.lists[0] = list;
            // Nothing near the stones is playable: any allowed point, or none.
            let points = self.points.clone();
            let p = points
                .into_iter()
                .find(|&p| board.is_empty(p) && board.allowed(me, p))?;
            return Some(done(p, Reason::Search, false));
        }
        // Facing a five point we cannot block: any move loses; the search picks one.
        let lost = scan.opp_fives[0].is_some();

        let total = deadline.saturating_duration_since(start);
        let share = |fraction: u32| total * fraction / 100;
        let mut roots: Vec<Point> = Vec::new();
        let mut threatened = false;
        if !lost {
            if let Some(p) = self.proven_win(board, me, Mode::Vcf, share(15)) {
                self.lists[0] = list;
                return Some(done(p, Reason::Vcf, false));
            }
            if let Some(p) = self.proven_win(board, me, Mode::Vct, share(20)) {
                self.lists[0] = list;
                return Some(done(p, Reason::Vct, false));
            }
            let threat = self.threat(board, opp, Mode::Vcf, share(10), None);
            if threat.outcome == ThreatOutcome::Win {
                threatened = true;
                let defenders = self.defences(board, me, &list, &threat.line, Mode::Vcf, share(30));
                if defenders.len() == 1 {
                    self.lists[0] = list;
                    return Some(done(defenders[0], Reason::Defence, true));
                }
                roots = defenders;
            }
        }
        if roots.is_empty() {
            if lost {
                // Whatever we do; the search still looks for the longest resistance.
                list.truncate(ROOT_WIDTH);
            } else {
                select(&mut list, &scan, ROOT_WIDTH);
            }
            roots = list.iter().map(|c| c.p).collect();
        }
        self.lists[0] = list;
        let (point, score, depth) = self.search(board, me, roots);
        Some(Choice {
            point,
            reason: Reason::Search,
            depth,
            score,
            nodes: self.nodes,
            threatened,
            elapsed: start.elapsed(),
        })
    }

    /// The time left before the deadline.
    fn remaining(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }

    /// Asks the solver whether `attacker` (to move) wins by `mode` within `time` (and at
    /// most `nodes`), never past the deadline.
    fn threat(
        &mut self,
        board: &Board,
        attacker: Color,
        mode: Mode,
        time: Duration,
        nodes: Option<u64>,
    ) -> ThreatAnswer {
        let time = time.min(self.remaining());
        if time < Duration::from_millis(1) {
            return ThreatAnswer {
                outcome: ThreatOutcome::Unknown,
                line: Vec::new(),
            };
        }
        self.prepare();
        let memory_bytes = Self::solver_bytes(self.memory_bytes);
        let solver = self.solver.as_mut().expect("prepared");
        // The solver looks at the clock only every few hundred nodes, and a node can be
        // slow (a VCT node on a large board, a debug build): a node budget from the
        // measured cost of a node keeps a call near its time.
        let mode_index = usize::from(mode == Mode::Vct);
        let cost = self.node_cost[mode_index];
        let by_time = (time.as_secs_f64() * 1e6 / cost) as u64;
        let limits = Limits {
            budget: Budget {
                time: Some(time),
                max_nodes: Some(nodes.unwrap_or(u64::MAX).min(by_time).max(MIN_SOLVER_NODES)),
                ..Budget::default()
            },
            memory_bytes,
            ..Limits::default()
        };
        let solution = solver.solve(board, attacker, mode, &limits);
        if solution.nodes >= MIN_SOLVER_NODES {
            let measured = solution.elapsed.as_secs_f64() * 1e6 / solution.nodes as f64;
            // Slower nodes count at once, faster ones half-way.
            self.node_cost[mode_index] = if measured > cost {
                measured
            } else {
                (cost + measured) / 2.0
            };
        }
        ThreatAnswer {
            outcome: solution.outcome,
            line: solution.line,
        }
    }

    /// The first move of a proven win of `me`, if the solver finds one in `time`.
    fn proven_win(
        &mut self,
        board: &mut Board,
        me: Color,
        mode: Mode,
        time: Duration,
    ) -> Option<Point> {
        let answer = self.threat(board, me, mode, time, None);
        let &first = answer.line.first()?;
        (answer.outcome == ThreatOutcome::Win && board.is_empty(first) && board.allowed(me, first))
            .then_some(first)
    }

    /// The moves after which the opponent, whose win by `mode` is `line`, has no such
    /// win any more, checked within `time`: the points of the line first, then our fours
    /// (against a VCF) or the opponent's best points (against a VCT), then the other
    /// candidates by their order. When none is proven, the moves the solver could not
    /// decide; when every move loses, none.
    fn defences(
        &mut self,
        board: &mut Board,
        me: Color,
        list: &[Cand],
        line: &[Point],
        mode: Mode,
        time: Duration,
    ) -> Vec<Point> {
        let opp = me.opponent();
        let stage_end = Instant::now() + time;
        let mut order: Vec<Point> = Vec::new();
        for &p in line {
            if list.iter().any(|c| c.p == p) && !order.contains(&p) {
                order.push(p);
            }
        }
        let mut rest: Vec<&Cand> = list.iter().filter(|c| !order.contains(&c.p)).collect();
        if mode == Mode::Vcf {
            rest.sort_by_key(|c| (!c.own_four(), -c.order));
        } else {
            rest.sort_by_key(|c| (-c.other.value(), -c.order));
        }
        order.extend(rest.iter().map(|c| c.p).take(DEFENCE_WIDTH));

        let mut proven = Vec::new();
        let mut unknown = Vec::new();
        let mut fives = Vec::new();
        for (i, &p) in order.iter().enumerate() {
            let now = Instant::now();
            if now >= stage_end {
                // Out of time: the moves not checked are as good as undecided.
                unknown.extend(order[i..].iter().copied());
                break;
            }
            let left = (order.len() - i) as u32;
            let each = ((stage_end - now) / left).max(Duration::from_millis(2));
            board.play(me, p);
            board.five_points(me, 2, &mut fives);
            let outcome = match fives.as_slice() {
                // Our four: the opponent must block; then is its VCF gone?
                [q] => {
                    let q = *q;
                    if board.allowed(opp, q) {
                        board.play(opp, q);
                        let outcome = self.threat(board, opp, mode, each, None).outcome;
                        board.undo();
                        outcome
                    } else {
                        ThreatOutcome::NoWin
                    }
                }
                [] => self.threat(board, opp, mode, each, None).outcome,
                // An open four (the VCF stage missed it): a win.
                _ => ThreatOutcome::NoWin,
            };
            board.undo();
            match outcome {
                ThreatOutcome::NoWin => proven.push(p),
                ThreatOutcome::Unknown => unknown.push(p),
                ThreatOutcome::Win => {}
            }
        }
        if proven.is_empty() { unknown } else { proven }
    }

    /// Builds the point tables for this board's geometry and the counts of stones near
    /// every point.
    fn setup(&mut self, board: &Board) {
        if self.size != board.size() || self.rule != board.rule() {
            // Hashes name the stones, not the rule: what was learnt no longer holds.
            self.table.clear();
            self.solver = None;
            self.size = board.size();
            self.rule = board.rule();
            self.points = board.points().to_vec();
            let len = self.points.iter().map(|p| p.index()).max().unwrap_or(0) + 1;
            self.neighbours = vec![Vec::new(); len];
            for &p in &self.points {
                let c = board.coord(p);
                let mut around = Vec::with_capacity(24);
                for dr in -2i32..=2 {
                    for dc in -2i32..=2 {
                        if dr == 0 && dc == 0 {
                            continue;
                        }
                        let (col, row) = (i32::from(c.col) + dc, i32::from(c.row) + dr);
                        if (0..self.size as i32).contains(&col)
                            && (0..self.size as i32).contains(&row)
                            && let Some(q) = board.point(Coord::new(col as u8, row as u8))
                        {
                            around.push(q);
                        }
                    }
                }
                self.neighbours[p.index()] = around;
            }
            self.near = vec![0; len];
        }
        self.near.fill(0);
        for &(p, _) in board.history() {
            for &q in &self.neighbours[p.index()] {
                self.near[q.index()] += 1;
            }
        }
    }

    fn make(&mut self, board: &mut Board, p: Point, color: Color) {
        board.play(color, p);
        for &q in &self.neighbours[p.index()] {
            self.near[q.index()] += 1;
        }
    }

    fn unmake(&mut self, board: &mut Board) {
        if let Some((_, p)) = board.undo() {
            for &q in &self.neighbours[p.index()] {
                self.near[q.index()] -= 1;
            }
        }
    }

    /// Reads every empty point near the stones for the side to move `me`: fills `list`
    /// with the points `me` may play, and returns the threats and the evaluation.
    fn scan(&mut self, board: &mut Board, me: Color, list: &mut Vec<Cand>) -> Scan {
        let opp = me.opponent();
        let renju_me = board.rule().has_forbidden(me);
        let renju_opp = board.rule().has_forbidden(opp);
        let mut scan = Scan::default();
        list.clear();
        let mut suspects = 0usize;
        for &p in &self.points {
            if self.near[p.index()] == 0 || !board.is_empty(p) {
                continue;
            }
            let own = PointShape::of(board.lines(me, p));
            if own.five {
                scan.own_five = Some(p);
                return scan;
            }
            let other = PointShape::of(board.lines(opp, p));
            if other.five {
                if scan.opp_fives[0].is_none() {
                    scan.opp_fives[0] = Some(p);
                } else if scan.opp_fives[1].is_none() {
                    scan.opp_fives[1] = Some(p);
                }
            }
            let suspect =
                (renju_me && own.may_be_forbidden()) || (renju_opp && other.may_be_forbidden());
            suspects += usize::from(suspect);
            list.push(Cand {
                p,
                order: 0,
                own,
                other,
                suspect,
            });
        }
        if suspects > 0 {
            list.retain_mut(|c| {
                if !c.suspect {
                    return true;
                }
                if renju_me && c.own.may_be_forbidden() && board.forbidden(c.p).is_some() {
                    // Not ours to play; still a point the opponent values.
                    scan.opp_sum += c.other.value().min(EVAL_CAP);
                    scan.opp_four |= c.other.fours > 0 || c.other.open_four;
                    return false;
                }
                if renju_opp && c.other.may_be_forbidden() && board.forbidden(c.p).is_some() {
                    c.other = PointShape::default();
                }
                true
            });
        }
        for c in list.iter_mut() {
            let own_value = c.own.value();
            let other_value = c.other.value();
            c.order = own_value + other_value * 9 / 10;
            scan.own_sum += own_value.min(EVAL_CAP);
            scan.opp_sum += other_value.min(EVAL_CAP);
            scan.best_own = scan.best_own.max(own_value);
            scan.own_win_threat |= c.own.open_four || c.own.fours >= 2;
            scan.opp_four |= c.other.fours > 0 || c.other.open_four;
            scan.opp_three |= c.other.open_four;
        }
        scan
    }

    /// Iterative deepening over `roots` (best first) until the deadline: the best move
    /// of the last depth searched, its score and that depth.
    fn search(&mut self, board: &mut Board, me: Color, mut roots: Vec<Point>) -> (Point, i32, u32) {
        let start = Instant::now();
        let budget = self.deadline.saturating_duration_since(start);
        let mut best = (roots[0], 0, 0);
        if roots.len() == 1 {
            return best;
        }
        let mut scores = vec![0i32; roots.len()];
        for depth in 1..=(MAX_PLY as u32 - 8) {
            if self.stopped || (depth > 1 && start.elapsed() > budget * 6 / 10) {
                break;
            }
            let mut alpha = -INF;
            let mut iteration_best: Option<(Point, i32)> = None;
            for (i, &p) in roots.iter().enumerate() {
                self.make(board, p, me);
                let score = if i == 0 {
                    -self.negamax(board, me.opponent(), depth as i32 - 1, -INF, -alpha, 1)
                } else {
                    let probe = -self.negamax(
                        board,
                        me.opponent(),
                        depth as i32 - 1,
                        -alpha - 1,
                        -alpha,
                        1,
                    );
                    if probe > alpha && !self.stopped {
                        -self.negamax(board, me.opponent(), depth as i32 - 1, -INF, -alpha, 1)
                    } else {
                        probe
                    }
                };
                self.unmake(board);
                if self.stopped {
                    break;
                }
                scores[i] = score;
                if score > alpha {
                    alpha = score;
                    iteration_best = Some((p, score));
                }
            }
            if let Some((p, score)) = iteration_best {
                best = (p, score, if self.stopped { depth - 1 } else { depth });
            }
            if self.stopped {
                break;
            }
            // Best first for the next depth (a stable sort keeps the order of equals).
            let mut order: Vec<(Point, i32)> =
                roots.iter().copied().zip(scores.iter().copied()).collect();
            order.sort_by_key(|&(p, s)| (p != best.0, -s));
            roots = order.iter().map(|&(p, _)| p).collect();
            scores = order.iter().map(|&(_, s)| s).collect();
            if best.1.abs() > MATE_BOUND {
                break;
            }
        }
        best
    }

    fn negamax(
        &mut self,
        board: &mut Board,
        me: Color,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & CLOCK_MASK == 0 && Instant::now() >= self.deadline {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let key = board.hash() ^ side_key(me);
        let mut tt_move = None;
        if let Some(entry) = self.table.probe(key) {
            tt_move = entry.best;
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }

        let mut list = std::mem::take(&mut self.lists[ply]);
        let scan = self.scan(board, me, &mut list);
        let result = self.expand(
            board, me, depth, alpha, beta, ply, &mut list, &scan, tt_move,
        );
        self.lists[ply] = list;
        let (score, best) = match result {
            Expanded::Leaf(score) => return score,
            Expanded::Searched(score, best) => (score, best),
        };
        if self.stopped {
            return score;
        }
        let bound = if score <= alpha {
            Bound::Upper
        } else if score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table
            .store(key, depth, to_table(score, ply), bound, best);
        score
    }

    #[allow(clippy::too_many_arguments)]
    fn expand(
        &mut self,
        board: &mut Board,
        me: Color,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        list: &mut Vec<Cand>,
        scan: &Scan,
        tt_move: Option<Point>,
    ) -> Expanded {
        let mut alpha = alpha;
        if scan.own_five.is_some() {
            return Expanded::Leaf(WIN - ply as i32);
        }
        let forced = scan.opp_fives[0];
        if forced.is_some() && scan.opp_fives[1].is_some() {
            return Expanded::Leaf(-(WIN - ply as i32 - 1));
        }
        let mut next_depth = depth - 1;
        if let Some(q) = forced {
            if !list.iter().any(|c| c.p == q) {
                // The block is forbidden for us.
                return Expanded::Leaf(-(WIN - ply as i32 - 1));
            }
            list.retain(|c| c.p == q);
            // A forced reply costs no depth.
            next_depth = depth;
            if ply >= MAX_PLY - 1 {
                return Expanded::Leaf(evaluate(scan));
            }
        } else {
            if scan.own_win_threat {
                // An open four (or two fours): the opponent, with no five to make, can
                // stop only one of its five points (its own fours come too late).
                return Expanded::Leaf(WIN - ply as i32 - 2);
            }
            if depth <= 0 || ply >= MAX_PLY - 1 {
                return Expanded::Leaf(evaluate(scan));
            }
            let width = if ply <= 2 { NEAR_WIDTH } else { DEEP_WIDTH };
            select(list, scan, width);
        }
        if list.is_empty() {
            return Expanded::Leaf(0);
        }
        // The table's move first, then the killers (moves that cut off at this ply).
        let mut front = 0;
        for first in std::iter::once(tt_move).chain(self.killers[ply]) {
            if let Some(t) = first
                && let Some(i) = list[front..].iter().position(|c| c.p == t)
            {
                list[front..=front + i].rotate_right(1);
                front += 1;
            }
        }
        let mut best_score = -INF;
        let mut best_move = None;
        for (i, p) in list.iter().map(|c| c.p).enumerate() {
            self.make(board, p, me);
            let score = if i == 0 {
                -self.negamax(board, me.opponent(), next_depth, -beta, -alpha, ply + 1)
            } else {
                let probe = -self.negamax(
                    board,
                    me.opponent(),
                    next_depth,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                );
                if probe > alpha && probe < beta && !self.stopped {
                    -self.negamax(board, me.opponent(), next_depth, -beta, -alpha, ply + 1)
                } else {
                    probe
                }
            };
            self.unmake(board);
            if self.stopped {
                return Expanded::Searched(best_score.max(score), best_move);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(p);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if self.killers[ply][0] != Some(p) {
                    self.killers[ply] = [Some(p), self.killers[ply][0]];
                }
                break;
            }
        }
        Expanded::Searched(best_score, best_move)
    }
}

/// The answer of the solver that the engine uses.
struct ThreatAnswer {
    outcome: ThreatOutcome,
    line: Vec<Point>,
}

enum Expanded {
    Leaf(i32),
    Searched(i32, Option<Point>),
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(rule: Rule, size: usize, moves: &[&str]) -> Board {
        let mut board = Board::new(size, rule).unwrap();
        let mut color = Color::Black;
        for name in moves {
            let p = board.parse_point(name).unwrap();
            board.play(color, p);
            color = color.opponent();
        }
        board
    }

    /// Places stones of one colour (no alternation).
    fn place(board: &mut Board, color: Color, names: &[&str]) {
        for name in names {
            let p = board.parse_point(name).unwrap();
            board.play(color, p);
        }
    }

    fn ms(n: u64) -> Instant {
        Instant::now() + Duration::from_millis(n)
    }

    #[test]
    fn opens_in_the_centre() {
        for size in [5, 15, 20, 22] {
            let mut board = Board::new(size, Rule::Renju).unwrap();
            let p = Engine::new(1 << 20)
                .choose(&mut board, Color::Black, ms(100))
                .unwrap();
            let c = board.coord(p);
            assert_eq!((c.col as usize, c.row as usize), (size / 2, size / 2));
        }
    }

    #[test]
    fn takes_a_five() {
        let mut board = Board::new(15, Rule::Freestyle).unwrap();
        // Black threatens five on c3; White, to move, has an open four m3-m6 and makes
        // five rather than block.
        place(&mut board, Color::Black, &["d4", "e5", "f6", "g7"]);
        place(&mut board, Color::White, &["h8", "a1", "a3", "c12", "m3"]);
        place(&mut board, Color::White, &["m4", "m5", "m6"]);
        let choice = Engine::new(1 << 20)
            .analyse(&mut board, Color::White, ms(300))
            .unwrap();
        assert_eq!(choice.reason, Reason::Five);
        assert!(["m2", "m7"].contains(&board.name(choice.point).as_str()));
    }

    #[test]
    fn blocks_a_five() {
        let mut board = game(
            Rule::Freestyle,
            15,
            &["h8", "a1", "h9", "a3", "h10", "a5", "h11"],
        );
        let choice = Engine::new(1 << 20)
            .analyse(&mut board, Color::White, ms(300))
            .unwrap();
        assert_eq!(choice.reason, Reason::BlockFive);
        assert!(["h7", "h12"].contains(&board.name(choice.point).as_str()));
        // Two five points: still a block of one of them.
        let mut board = board_with_open_four();
        let p = Engine::new(1 << 20)
            .choose(&mut board, Color::White, ms(300))
            .unwrap();
        assert!(
            ["g8", "l8"].contains(&board.name(p).as_str()),
            "{}",
            board.name(p)
        );
    }

    fn board_with_open_four() -> Board {
        game(
            Rule::Freestyle,
            15,
            &["h8", "a1", "i8", "a3", "j8", "a5", "k8"],
        )
    }

    #[test]
    fn blocks_an_open_three() {
        // Black: h8 i8 j8, an open three; White must take g8, k8 (or f8/l8).
        let mut board = game(Rule::Freestyle, 15, &["h8", "h9", "i8", "o15", "j8"]);
        let p = Engine::new(4 << 20)
            .choose(&mut board, Color::White, ms(500))
            .unwrap();
        assert!(
            ["g8", "k8", "f8", "l8"].contains(&board.name(p).as_str()),
            "{} on\n{board}",
            board.name(p)
        );
        // A split three h8 . j8 k8.
        let mut board = game(Rule::Standard, 15, &["h8", "h9", "j8", "o15", "k8"]);
        let p = Engine::new(4 << 20)
            .choose(&mut board, Color::White, ms(500))
            .unwrap();
        assert!(
            ["g8", "i8", "l8"].contains(&board.name(p).as_str()),
            "{} on\n{board}",
            board.name(p)
        );
    }

    /// A VCF of five fours (found by the solver; no shorter threat wins): Black
    /// i8 (White i6), g8 (f8), j8 (k8), l10 (h6), m11.
    fn vcf_position() -> Board {
        let mut board = Board::new(15, Rule::Freestyle).unwrap();
        place(
            &mut board,
            Color::Black,
            &["k9", "i7", "i9", "h8", "i5", "e8", "h11"],
        );
        place(
            &mut board,
            Color::White,
            &["j5", "g11", "e6", "k7", "j9", "e11", "g5"],
        );
        board
    }

    #[test]
    fn wins_a_simple_vcf() {
        let mut board = vcf_position();
        let solution = crate::solve(
            &board,
            Color::Black,
            Mode::Vcf,
            &Limits {
                memory_bytes: 1 << 20,
                ..Limits::default()
            },
        );
        assert_eq!(solution.outcome, ThreatOutcome::Win);
        assert!(solution.line.len() >= 7, "a VCF of several fours");
        let choice = Engine::new(4 << 20)
            .analyse(&mut board, Color::Black, ms(1000))
            .unwrap();
        assert_eq!(choice.reason, Reason::Vcf, "{choice:?}");
        // The move is a four.
        let mut check = board.clone();
        check.play(Color::Black, choice.point);
        let mut fives = Vec::new();
        check.five_points(Color::Black, 2, &mut fives);
        assert!(!fives.is_empty(), "{} is no four", board.name(choice.point));
    }

    #[test]
    fn finishes_a_vcf_in_a_game() {
        // The engine plays both sides from the VCF position: Black must win, White
        // blocking every four.
        let mut board = vcf_position();
        let mut engine = Engine::new(4 << 20);
        let mut defender = Engine::new(4 << 20);
        let mut color = Color::Black;
        for _ in 0..12 {
            let engine = if color == Color::Black {
                &mut engine
            } else {
                &mut defender
            };
            let p = engine.choose(&mut board, color, ms(400)).unwrap();
            board.play(color, p);
            if board.winner().is_some() {
                break;
            }
            color = color.opponent();
        }
        assert_eq!(board.winner(), Some(Color::Black), "\n{board}");
        assert!(board.stones() <= 14 + 9, "the VCF took a detour:\n{board}");
    }

    #[test]
    fn never_plays_a_forbidden_point() {
        // Black's j10 makes two open threes (h8 i9 j10 on the diagonal, j10 k10 l10 on
        // the row): the winning point in freestyle, a double three under renju.
        let stones = |rule| {
            let mut board = Board::new(15, rule).unwrap();
            place(&mut board, Color::Black, &["h8", "i9", "k10", "l10"]);
            place(&mut board, Color::White, &["a1", "a3", "o15", "a15"]);
            board
        };
        let mut free = stones(Rule::Freestyle);
        let j10 = free.parse_point("j10").unwrap();
        let best = free
            .points()
            .iter()
            .copied()
            .filter(|&p| free.is_empty(p))
            .max_by_key(|&p| PointShape::of(free.lines(Color::Black, p)).value())
            .unwrap();
        assert_eq!(best, j10, "j10 is the pattern-best point");
        let p = Engine::new(4 << 20).choose(&mut free, Color::Black, ms(300));
        assert_eq!(p, Some(j10), "in freestyle");

        let mut board = stones(Rule::Renju);
        assert_eq!(board.forbidden(j10), Some(crate::Forbidden::DoubleThree));
        let mut engine = Engine::new(4 << 20);
        for budget in [0, 20, 300] {
            let p = engine.choose(&mut board, Color::Black, ms(budget)).unwrap();
            assert!(board.is_empty(p));
            assert!(
                board.allowed(Color::Black, p),
                "{} is forbidden",
                board.name(p)
            );
        }
    }

    #[test]
    fn never_blocks_on_a_forbidden_point() {
        // White's four j5-j8 has its five point on j9, an overline for Black (f9-k9):
        // Black is lost and must still not play there.
        let mut board = Board::new(15, Rule::Renju).unwrap();
        place(&mut board, Color::White, &["j5", "j6", "j7", "j8", "e9"]);
        place(
            &mut board,
            Color::Black,
            &["j4", "f9", "g9", "h9", "i9", "k9"],
        );
        let j9 = board.parse_point("j9").unwrap();
        assert_eq!(board.forbidden(j9), Some(crate::Forbidden::Overline));
        let mut engine = Engine::new(1 << 20);
        for budget in [0, 100] {
            let p = engine.choose(&mut board, Color::Black, ms(budget)).unwrap();
            assert!(board.is_empty(p));
            assert!(board.allowed(Color::Black, p), "{}", board.name(p));
        }
    }

    #[test]
    fn stays_within_the_deadline() {
        let mut board = game(
            Rule::Freestyle,
            20,
            &[
                "j10", "k11", "k10", "j11", "l10", "m10", "l11", "i9", "m12", "l12", "h8",
            ],
        );
        let mut engine = Engine::new(8 << 20);
        for budget in [0u64, 5, 50, 300] {
            let start = Instant::now();
            let p = engine.choose(
                &mut board,
                Color::White,
                start + Duration::from_millis(budget),
            );
            let spent = start.elapsed();
            assert!(p.is_some());
            assert!(
                spent <= Duration::from_millis(budget + 30),
                "{spent:?} for a budget of {budget} ms"
            );
        }
    }

    #[test]
    fn plays_every_size() {
        for size in [5, 6, 7, 10, 22] {
            for rule in [Rule::Freestyle, Rule::Standard, Rule::Renju] {
                let mut board = Board::new(size, rule).unwrap();
                let mut engine = Engine::new(1 << 20);
                let mut color = Color::Black;
                while board.winner().is_none() {
                    let Some(p) = engine.choose(&mut board, color, ms(10)) else {
                        break;
                    };
                    assert!(board.is_empty(p));
                    assert!(
                        board.allowed(color, p),
                        "{} forbidden\n{board}",
                        board.name(p)
                    );
                    board.play(color, p);
                    color = color.opponent();
                    if size > 10 && board.stones() > 20 {
                        break;
                    }
                }
            }
        }
    }

    /// A position from random play where White wins by threats within five moves, through
    /// quiet threats the threes-only VCT did not have (it answered "no win" here, so the
    /// engine fell back on its alpha-beta search). Now the engine finds the VCT and, playing
    /// both sides, White makes five.
    #[test]
    fn wins_by_the_broad_vct_in_play() {
        let mut board = Board::new(9, Rule::Freestyle).unwrap();
        let moves = [
            "f7", "e7", "h8", "g6", "h3", "d6", "h7", "e5", "h5", "d3", "g5",
        ];
        for (i, name) in moves.iter().enumerate() {
            let color = if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            place(&mut board, color, &[name]);
        }
        let mut engine = Engine::new(8 << 20);
        let first = engine.analyse(&mut board, Color::White, ms(2000)).unwrap();
        assert_eq!(first.reason, Reason::Vct, "{first:?}");
        let mut to_move = Color::White;
        for _ in 0..20 {
            let p = engine.choose(&mut board, to_move, ms(1000)).unwrap();
            board.play(to_move, p);
            if board.winner().is_some() {
                break;
            }
            to_move = to_move.opponent();
        }
        assert_eq!(board.winner(), Some(Color::White), "\n{board}");
    }
}
