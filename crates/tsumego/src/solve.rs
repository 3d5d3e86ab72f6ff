//! Solving a problem the way a problem book states the answer: the status for the side to
//! play (success, ko, failure), every correct first move, the main line, and for each
//! wrong first move the line that refutes it.

use std::time::{Duration, Instant};

use tesuji_go::Move;
use tesuji_search::{Budget, Config, Dfpn, Evaluation, Problem, Value, Verdict};

use crate::{KoWinner, LifeAndDeath, Tsumego};

/// The answer for the side to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The goal is reached however the opponent answers, even if the opponent wins every
    /// ko fought during the game (a ko left for the confirmation after both pass goes to
    /// whoever starts it, as Japanese rules have it: the bent four in the corner is dead).
    Success,
    /// The goal is reached only by winning a ko.
    Ko,
    /// The goal cannot be reached, even winning every ko.
    Failure,
    /// A budget ran out first.
    Unknown,
}

impl Status {
    /// The word of the JSON output: `success`, `ko`, `failure`, `unknown`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Status::Success => "success",
            Status::Ko => "ko",
            Status::Failure => "failure",
            Status::Unknown => "unknown",
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// `success`, `ko`, `failure` or `unknown`, in any case.
impl std::str::FromStr for Status {
    type Err = tesuji_search::NameError;

    fn from_str(text: &str) -> Result<Status, tesuji_search::NameError> {
        let all = [
            Status::Success,
            Status::Ko,
            Status::Failure,
            Status::Unknown,
        ];
        let expected = "success, ko, failure or unknown";
        tesuji_search::by_name(text, &all, Status::name, "status", expected)
    }
}

/// A solved problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The status for the side to play.
    pub status: Status,
    /// Every first move that reaches the status (none for a failure); a pass only where
    /// no move does as well (it also reaches it where the position is decided already).
    pub correct_moves: Vec<Move>,
    /// The main line: a correct move and best play after it (for a failure, the
    /// opponent's best answer to the side to play's most stubborn try).
    pub pv: Vec<Move>,
    /// For each other first move the search decided, the line that refutes it (the move
    /// itself first).
    pub refutations: Vec<(Move, Vec<Move>)>,
    /// Other first moves a verified search judged wrong whose refuting line the budget
    /// left no time to read out (not in `refutations`).
    pub refuted_without_line: Vec<Move>,
    /// First moves the budget left undecided (neither correct nor refuted).
    pub undecided: Vec<Move>,
    /// Node expansions of all the searches.
    pub nodes: u64,
    /// Wall time of all the searches.
    pub elapsed: Duration,
    /// Wall time until the status and the main line were known (the answer comes in
    /// stages: what is left of the budget then goes to the other first moves and the
    /// refutations).
    pub decided_in: Duration,
    /// Whether this answers the problem's [`other_pose`](Tsumego::other_pose): the
    /// inferred pose failed (proven), and the other side's group with the opposite
    /// goal is what the side to play reaches.
    pub reposed: bool,
    /// Whether this answers the problem's [`open_pose`](Tsumego::open_pose): with the
    /// attacker's outside filled the defender to play failed or needed a ko, and with
    /// it left open the defender does better.
    pub outside_open: bool,
    /// Whether this answers the problem's [`near_pose`](Tsumego::near_pose), the
    /// attacker's outside filled nearer the group (a stronger assumption of the same
    /// kind as the usual fill): a defender to play lives there (asked first, so it lives
    /// with the usual fill too), or an attacker to play, undecided with the usual fill,
    /// kills or makes ko there. Of several correct first moves of such a kill, the main
    /// line leads with the one that comes nearest to killing on the
    /// [between pose](Tsumego::between_pose), filled less near the group.
    pub outside_near: bool,
}

impl Solution {
    /// The problem this answers: `tsumego`, or its other pose when the answer was
    /// posed again (see [`Solution::reposed`]), its open pose (see
    /// [`Solution::outside_open`]) or its near pose (see [`Solution::outside_near`]).
    #[must_use]
    pub fn pose<'a>(&self, tsumego: &'a Tsumego) -> &'a Tsumego {
        match (
            tsumego.other_pose(),
            tsumego.open_pose(),
            tsumego.near_pose(),
        ) {
            (Some(other), _, _) if self.reposed => other,
            (_, Some(open), _) if self.outside_open => open,
            (_, _, Some(near)) if self.outside_near => near,
            _ => tsumego,
        }
    }
}

/// Solves a problem: first with the side to play losing every ko (a success needs no
/// ko), then, if that fails, winning every ko (a ko). An attacker to play with chains
/// beside the targets that are not joined to the live walls tries the capturing race first
/// ([`LifeAndDeath::with_race`], with at most a quarter of the budget): a kill proven there is
/// answered at once, and the full rules judge the first moves that lose the race (they
/// may still kill). The configuration's budget is for
/// the whole problem, spent over these searches, the check of every first move and the
/// refutations; what it leaves undecided is reported so. Where the goal and target were
/// inferred and the answer is a failure, the [other pose](Tsumego::other_pose) is tried
/// too (with a bounded number of nodes) and answered when the side to play reaches it.
/// An attacker to play with a [near pose](Tsumego::near_pose) decides the usual one with
/// a third of the budget; left undecided, it is asked with the outside filled nearer
/// the group, and a kill or ko there is the answer ([`Solution::outside_near`]). A
/// defender to play asks its near pose first, with a sixth of the budget, and a life
/// there is the answer; one that fails or needs a ko on the usual pose is asked on its
/// [open pose](Tsumego::open_pose). A success with several correct first moves leads
/// with the one that needs the fill's help least: judged again on a pose less in the
/// side to play's favour (the [between pose](Tsumego::between_pose) after a near
/// kill, else the [harder pose](Tsumego::harder_pose)).
///
/// ```
/// use tesuji_go::{Board, Color, Rules};
/// use tesuji_search::Config;
/// use tesuji_tsumego::{solve, Status, Tsumego};
///
/// let board = Board::from_diagram("
///     . . . . . . .
///     O O O O O . .
///     X X X X O . .
///     . . . X O . .", Rules::default()).unwrap();
/// let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
/// let region = [p("A1"), p("B1"), p("C1")];
/// let problem = Tsumego::exact(&board, Color::Black, Color::White, &[p("D2")], &region).unwrap();
/// let solution = solve(&problem, &Config::default());
/// assert_eq!(solution.status, Status::Success); // Black lives
/// assert_eq!(solution.correct_moves, ["B1".parse().unwrap()]);
/// ```
#[must_use]
pub fn solve(tsumego: &Tsumego, config: &Config) -> Solution {
    let mut spent = Spending::start(&config.budget);
    let budget = spent.budget.clone();
    let attacker_to_play = tsumego.to_play() == tsumego.attacker();
    let near = tsumego.near_pose();
    if !attacker_to_play && let Some(near) = near {
        // The nearer fill is a stronger assumption in the attacker's favour: a life in
        // spite of it is a life with the usual fill, and its smaller board is often
        // decided where the usual one is not.
        spent.budget = spent.share(DEFENDER_NEAR_SHARE);
        let near_decision = decide(near, config, &mut spent);
        spent.budget = budget.clone();
        if near_decision.status() == Status::Success {
            return Solution {
                outside_near: true,
                ..finish(near_decision, spent, config, None)
            };
        }
    }
    let near = near.filter(|_| attacker_to_play);
    if near.is_some() {
        spent.budget = spent.share(NEAR_SHARE);
    }
    let decision = decide(tsumego, config, &mut spent);
    spent.budget = budget;
    if decision.status() == Status::Unknown
        && let Some(near) = near
    {
        // The fill of the attacker's outside is an assumption in its favour; from two
        // steps, a stronger one of the same kind, the search decides far more kills
        // (README). Where the usual fill leaves the attacker undecided, a kill or a ko
        // with the nearer fill is the answer, and says so. Its correct first moves are
        // judged on the between pose: the usual one seldom decides them in what is left,
        // and the between fill, which leaves the points diagonal to the group open (often
        // its eye space), kills with fewer of them.
        let near_decision = decide(near, config, &mut spent);
        if matches!(near_decision.status(), Status::Success | Status::Ko) {
            return Solution {
                outside_near: true,
                ..finish(
                    near_decision,
                    spent,
                    config,
                    Some(tsumego.between_pose().unwrap_or(tsumego)),
                )
            };
        }
    }
    if decision.status() == Status::Failure
        && let Some(other) = tsumego.other_pose()
    {
        // An inferred pose that fails is seldom what a book asks: a problem states what
        // the side to play reaches. The other side's group is tried before answering.
        let other_decision = decide_again(other, config, &mut spent);
        if matches!(other_decision.status(), Status::Success | Status::Ko) {
            return Solution {
                reposed: true,
                ..finish(other_decision, spent, config, None)
            };
        }
    }
    if !attacker_to_play
        && matches!(decision.status(), Status::Failure | Status::Ko)
        && let Some(open) = tsumego.open_pose()
    {
        // The fill of the attacker's outside is an assumption in the attacker's favour
        // (nearly always: a filled stone can also be a move the attacker no longer has):
        // where the defender to play fails or needs a ko with it, the fill may be what
        // beat it (a point of the eye space taken at the area's edge). The board with the
        // outside left open is the position as given, so a better answer there is the
        // answer; a worse one never replaces the first.
        let open_decision = decide_again(open, config, &mut spent);
        if rank(open_decision.status()) > rank(decision.status()) {
            return Solution {
                outside_open: true,
                ..finish(open_decision, spent, config, None)
            };
        }
    }
    finish(decision, spent, config, tsumego.harder_pose())
}

/// The usual pose's part of the budget (one in this many) where the attacker's near
/// pose waits behind it. Measured on 165 book problems at 200,000 nodes each: a half
/// gave 65 first moves right and 66 unknown, a third 67 and 63, a fifth 63 and 61 (97
/// unknown without the near pose, 58 right); asking the usual pose again after a near
/// kill, with what is left, lost more answers' moves than it won back.
const NEAR_SHARE: u32 = 3;

/// The near pose's part of the budget (one in this many) where a defender to play asks
/// it first. Measured at 10 s a problem on 422 book problems (the README's 220 and the
/// next 20 of each folder): 3 first moves more right (lives found on the near pose that
/// the usual one left undecided), 1 fewer (`maeda-1k-1d/014`, whose usual pose then ran
/// out of time), median times within the noise (5.6 → 6.0 s, 8.1 → 8.1 s); with a
/// third of the budget on the first 220, no more right, one more unknown and a median
/// of 7.1 s.
const DEFENDER_NEAR_SHARE: u32 = 6;

/// The fewest nodes another pose of a problem may take to be decided.
const REPOSE_NODES: u64 = 200_000;

/// Decides another pose of a problem, with no more nodes than the first pose took (at
/// least [`REPOSE_NODES`]): it is a guess at what the problem means, and without a
/// budget a pose that is no problem could run for ever.
fn decide_again(pose: &Tsumego, config: &Config, spent: &mut Spending) -> Decision {
    let own = spent.budget.max_nodes;
    let cap = spent.nodes + spent.nodes.max(REPOSE_NODES);
    spent.budget.max_nodes = Some(own.map_or(cap, |n| n.min(cap)));
    let decision = decide(pose, config, spent);
    spent.budget.max_nodes = own;
    decision
}

/// How good a status is for the side to play (unknown worst: it answers nothing).
fn rank(status: Status) -> u8 {
    match status {
        Status::Unknown => 0,
        Status::Failure => 1,
        Status::Ko => 2,
        Status::Success => 3,
    }
}

/// The whole answer once the status is decided. A success with several first moves
/// leads with the one that comes nearest to succeeding on `harder`, a pose less in the
/// side to play's favour (see [`answer`]).
fn finish(
    decision: Decision,
    spent: Spending,
    config: &Config,
    harder: Option<&Tsumego>,
) -> Solution {
    match decision {
        Decision::Settled(status) => Solution {
            status,
            correct_moves: Vec::new(),
            pv: Vec::new(),
            refutations: Vec::new(),
            refuted_without_line: Vec::new(),
            undecided: Vec::new(),
            nodes: spent.nodes,
            elapsed: spent.start.elapsed(),
            decided_in: spent.start.elapsed(),
            reposed: false,
            outside_open: false,
            outside_near: false,
        },
        Decision::Searched(search) => answer(*search, spent, config, harder),
    }
}

/// The status and the main line, without the verdict of every other first move and the
/// refutations that [`solve`] works out (one or two searches instead of one per first
/// move): for checking a line of play, or answering with one move (GTP's `owl_attack`).
///
/// ```
/// use tesuji_go::{Board, Color, Rules};
/// use tesuji_search::Config;
/// use tesuji_tsumego::{read, Status, Tsumego};
///
/// let board = Board::from_diagram("
///     . . . . . . .
///     O O O O O . .
///     X X X X O . .
///     . . . X O . .", Rules::default()).unwrap();
/// let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
/// let region = [p("A1"), p("B1"), p("C1")];
/// let problem = Tsumego::exact(&board, Color::White, Color::White, &[p("D2")], &region).unwrap();
/// let reading = read(&problem, &Config::default());
/// assert_eq!((reading.status, reading.pv[0]), (Status::Success, "B1".parse().unwrap()));
/// ```
#[must_use]
pub fn read(tsumego: &Tsumego, config: &Config) -> Reading {
    let mut spent = Spending::start(&config.budget);
    let (status, pv) = match decide(tsumego, config, &mut spent) {
        Decision::Settled(status) => (status, Vec::new()),
        Decision::Searched(search) => (search.status, search.pv),
    };
    Reading {
        status,
        pv,
        nodes: spent.nodes,
    }
}

/// A problem's status with its main line, as [`read`] finds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The status for the side to play.
    pub status: Status,
    /// The main line: a correct move and best play after it (for a failure, the
    /// opponent's best answer to the side to play's most stubborn try; empty when the
    /// problem was settled before any move or the budget ran out).
    pub pv: Vec<Move>,
    /// Node expansions of the searches.
    pub nodes: u64,
}

impl Reading {
    /// The main line's first move, a pass if it has none (a problem settled before any
    /// move).
    #[must_use]
    pub fn first_move(&self) -> Move {
        self.pv.first().copied().unwrap_or(Move::Pass)
    }
}

/// The outcome of the main searches.
enum Decision {
    /// Nothing more to find: the target is already captured, or the budget ran out.
    Settled(Status),
    /// The status, with the search that decided it, for the moves and refutations.
    Searched(Box<Search>),
}

impl Decision {
    fn status(&self) -> Status {
        match self {
            Decision::Settled(status) => *status,
            Decision::Searched(search) => search.status,
        }
    }
}

/// The search that decided a problem.
struct Search {
    status: Status,
    problem: LifeAndDeath,
    solver: Dfpn<Move>,
    pv: Vec<Move>,
    /// The value the side to play wants.
    goal: Value,
    /// Where `problem` is the capturing race of [`LifeAndDeath::with_race`] (its kills
    /// are kills, its failures prove nothing), the problem under the full rules, which
    /// judges the first moves that lose the race.
    full: Option<LifeAndDeath>,
}

impl Search {
    /// The main line carried on past a static verdict (see [`carry_out`]).
    fn carry_out(&mut self, config: &Config, spent: &mut Spending) {
        carry_out(&self.problem, &mut self.pv, self.goal, config, spent);
    }
}

/// A line from `problem` to the `goal` carried on past a static verdict (a root settled
/// so included: a kill then still names its capture, and GTP's `owl_attack` its move),
/// played on a copy of the problem.
fn carry_out(
    problem: &LifeAndDeath,
    line: &mut Vec<Move>,
    goal: Value,
    config: &Config,
    spent: &mut Spending,
) {
    let mut end = problem.clone();
    for &mv in line.iter() {
        end.play(mv);
    }
    if end.evaluate() != Evaluation::Open {
        let rest = play_out(&end, Verdict::from(goal), config, spent);
        line.extend(rest);
    }
}

/// The main searches: the attacker's capturing race where it has one (see [`solve`]),
/// the side to play losing every ko, then, if that fails, winning every ko.
fn decide(tsumego: &Tsumego, config: &Config, spent: &mut Spending) -> Decision {
    let (to_play, attacker) = (tsumego.to_play(), tsumego.attacker());
    if tsumego.is_over() {
        // The target is already captured: the attacker has reached its goal.
        return Decision::Settled(if to_play == attacker {
            Status::Success
        } else {
            Status::Failure
        });
    }
    let Stakes {
        goal,
        loses_kos,
        wins_kos,
    } = Stakes::of(tsumego);
    if to_play == attacker
        && let Some(race) = search_problem(tsumego, loses_kos).with_race()
        && let Some(mut search) = race_search(race, config, spent)
    {
        search.full = Some(search_problem(tsumego, loses_kos));
        return Decision::Searched(Box::new(search));
    }
    let mut last = None;
    for (ko_winner, status) in [(loses_kos, Status::Success), (wins_kos, Status::Ko)] {
        // One table at a time: the first search's is no longer needed.
        drop(last.take());
        let mut problem = search_problem(tsumego, ko_winner);
        if status == Status::Ko {
            // Its lines are the ko's: they show the fight.
            problem = problem.with_ko_fights();
        }
        let mut solver = Dfpn::new(Config {
            budget: spent.remaining(),
            ..config.clone()
        });
        let outcome = solver.solve(&mut problem);
        spent.nodes += outcome.stats.nodes;
        let Some(value) = outcome.verdict.value() else {
            return Decision::Settled(Status::Unknown);
        };
        let mut search = Search {
            status,
            problem,
            solver,
            pv: outcome.pv,
            goal,
            full: None,
        };
        if value == goal {
            search.carry_out(config, spent);
            return Decision::Searched(Box::new(search));
        }
        last = Some(search);
    }
    let mut search = last.expect("two searches ran");
    search.status = Status::Failure;
    Decision::Searched(Box::new(search))
}

/// What the side to play of a problem searches for: the value it wants, and the ko
/// winner when it loses every ko and when it wins every ko.
struct Stakes {
    goal: Value,
    loses_kos: KoWinner,
    wins_kos: KoWinner,
}

impl Stakes {
    fn of(tsumego: &Tsumego) -> Stakes {
        if tsumego.to_play() == tsumego.attacker() {
            Stakes {
                goal: Value::Proven,
                loses_kos: KoWinner::Defender,
                wins_kos: KoWinner::Attacker,
            }
        } else {
            Stakes {
                goal: Value::Disproven,
                loses_kos: KoWinner::Attacker,
                wins_kos: KoWinner::Defender,
            }
        }
    }
}

/// The search problem of `tsumego` with kos going to `ko_winner`.
fn search_problem(tsumego: &Tsumego, ko_winner: KoWinner) -> LifeAndDeath {
    let mut problem = LifeAndDeath::new(
        tsumego.search_board(),
        tsumego.attacker(),
        tsumego.targets(),
        tsumego.region(),
        tsumego.to_play(),
        ko_winner,
    )
    .with_cycles(tsumego.cycles());
    if let Some(area) = tsumego.area() {
        let geometry = tsumego.search_board().geometry();
        problem = problem.with_life_within(area.grown(1, geometry).points(geometry));
    }
    problem
}

/// The attacker's first try, where it has chains in a capturing race with the targets:
/// the kill without losing the race ([`LifeAndDeath::with_race`]), with at most a quarter
/// of what is left of the budget. The search that proved the kill, or `None` (the race lost
/// or undecided: the full search decides).
fn race_search(mut race: LifeAndDeath, config: &Config, spent: &mut Spending) -> Option<Search> {
    let budget = spent.share(RACE_SHARE).after(spent.nodes);
    let mut solver = Dfpn::new(Config {
        budget,
        ..config.clone()
    });
    let outcome = solver.solve(&mut race);
    spent.nodes += outcome.stats.nodes;
    if outcome.verdict.value() != Some(Value::Proven) {
        return None;
    }
    let mut search = Search {
        status: Status::Success,
        problem: race,
        solver,
        pv: outcome.pv,
        goal: Value::Proven,
        full: None,
    };
    search.carry_out(config, spent);
    Some(search)
}

/// The capturing race's part of the budget (one in this many): a race the attacker wins
/// is mostly proven fast, and the full search keeps the rest (measured on 110 book
/// problems at 10 s each: with half the budget for the race, one problem the full search
/// had proven was left unknown).
const RACE_SHARE: u32 = 4;

/// One problem's budget, spent over its several searches.
struct Spending {
    start: Instant,
    /// The budget [started](Budget::started) with the problem: its time is a deadline
    /// that every search shares.
    budget: Budget,
    nodes: u64,
}

impl Spending {
    fn start(budget: &Budget) -> Spending {
        Spending {
            start: Instant::now(),
            budget: budget.started(),
            nodes: 0,
        }
    }

    /// What is left of the budget for the next search.
    fn remaining(&self) -> Budget {
        self.budget.after(self.nodes)
    }

    /// The budget with one `share`th of what is left of it: its nodes, and the time to
    /// its deadline (the rest of an unlimited budget is unlimited).
    fn share(&self, share: u32) -> Budget {
        let mut budget = self.budget.clone();
        budget.max_nodes = budget
            .max_nodes
            .map(|max| self.nodes + max.saturating_sub(self.nodes) / u64::from(share));
        if let Some(deadline) = budget.deadline {
            let now = Instant::now();
            budget.deadline = Some(now + deadline.saturating_duration_since(now) / share);
        }
        budget
    }
}

/// Where a line ends in a position that only a static rule beyond Benson's settles, the
/// line that carries it out (the capture, or Benson's life): the plain search from
/// there, if it finds the same `verdict` within what is left of the budget; else
/// nothing (also where the plain search settles the position as it stands).
fn play_out(
    problem: &LifeAndDeath,
    verdict: Verdict,
    config: &Config,
    spent: &mut Spending,
) -> Vec<Move> {
    let mut plain = problem.clone().without_static_rules();
    if plain.evaluate() != Evaluation::Open {
        return Vec::new();
    }
    // A small table: what is left to play out is short.
    let mut search = Dfpn::new(Config {
        budget: spent.remaining(),
        memory_bytes: config.memory_bytes.min(4 << 20),
        ..config.clone()
    });
    let outcome = search.solve(&mut plain);
    spent.nodes += outcome.stats.nodes;
    if outcome.verdict == verdict {
        outcome.pv
    } else {
        Vec::new()
    }
}

/// The one of `moves` (correct first moves of a success) that comes nearest to
/// reaching the side to play's goal on `pose`: each is searched there (the side to play
/// losing every ko) with an equal share of what is left of the budget, and one that
/// reaches it is taken at once; else a move left undecided, else the refuted move whose
/// refutation took the most nodes. `None` where none of them is legal on `pose`.
fn nearest_success_on<'a>(
    pose: &Tsumego,
    moves: impl IntoIterator<Item = &'a Move>,
    config: &Config,
    spent: &mut Spending,
) -> Option<Move> {
    let Stakes {
        goal, loses_kos, ..
    } = Stakes::of(pose);
    let goal = Verdict::from(goal);
    let mut problem = search_problem(pose, loses_kos);
    let mut legal = Vec::new();
    problem.generate_moves(&mut legal);
    let mut unique: Vec<Move> = Vec::new();
    for &mv in moves {
        if legal.contains(&mv) && !unique.contains(&mv) {
            unique.push(mv);
        }
    }
    let moves = unique;
    // One table for all: the positions after different first moves meet.
    let mut solver = Dfpn::new(config.clone());
    let mut best: Option<(u64, Move)> = None;
    for (i, &mv) in moves.iter().enumerate() {
        solver.set_budget(spent.share((moves.len() - i) as u32).after(spent.nodes));
        problem.play(mv);
        let outcome = solver.solve(&mut problem);
        problem.undo(mv);
        spent.nodes += outcome.stats.nodes;
        // Undecided beats refuted: the harder pose is a guess at the board as well, and
        // can refute the book's move itself (the usual pose refutes
        // `yamada-high-speed/4019`'s O18 and `lee-capturing-race/6-1-28`'s C1, which kill
        // on the near pose); a refutation that took long is the nearest to a success.
        let score = match outcome.verdict {
            verdict if verdict == goal => return Some(mv),
            Verdict::Unknown => u64::MAX,
            _ => outcome.stats.nodes,
        };
        if best.is_none_or(|(top, _)| score > top) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// The line after first move `mv` to the `goal`'s end, by `solver` on `problem` (the
/// move first, carried out past a static verdict), or `None` if the search does not
/// reach the goal within what is left of the budget.
fn line_after(
    problem: &mut LifeAndDeath,
    solver: &mut Dfpn<Move>,
    mv: Move,
    goal: Value,
    config: &Config,
    spent: &mut Spending,
) -> Option<Vec<Move>> {
    problem.play(mv);
    solver.set_budget(spent.remaining());
    let outcome = solver.solve(problem);
    spent.nodes += outcome.stats.nodes;
    problem.undo(mv);
    if outcome.verdict != Verdict::from(goal) {
        return None;
    }
    let mut line: Vec<Move> = std::iter::once(mv).chain(outcome.pv).collect();
    carry_out(problem, &mut line, goal, config, spent);
    Some(line)
}

/// The moves, the main line and the refutations of the search that decided. Where a
/// success has several correct first moves and a `harder` pose is given (the outside
/// filled less in the side to play's favour: the between pose after a near kill, the
/// open one after a usual kill, the near one after a usual life), they are judged there too,
/// and the one that comes nearest to succeeding there leads the main line
/// ([`nearest_success_on`]): a fill in one side's favour lets moves succeed that need
/// its help, and the one that needs it least is the one the problem is about.
fn answer(
    search: Search,
    mut spent: Spending,
    config: &Config,
    harder: Option<&Tsumego>,
) -> Solution {
    let Search {
        status,
        mut problem,
        mut solver,
        mut pv,
        goal,
        full,
    } = search;
    let decided_in = spent.start.elapsed();
    // Where the first moves are judged on a harder pose too, that has half of the rest.
    solver.set_budget(match harder {
        Some(_) => spent.share(2).after(spent.nodes),
        None => spent.remaining(),
    });
    let mut moves = solver.root_moves(&mut problem);
    spent.nodes += solver.stats().nodes;
    let reaches = |verdict: Verdict| verdict == Verdict::from(goal);
    if let Some(mut full) = full {
        // The race proved the moves that win it; a move that loses it may still kill, so
        // the full rules judge those, and their search gives the refutations.
        let mut full_solver = Dfpn::new(config.clone());
        for choice in &mut moves {
            if !reaches(choice.verdict) {
                full_solver.set_budget(spent.remaining());
                choice.verdict = full_solver.root_move(&mut full, choice.mv);
                spent.nodes += full_solver.stats().nodes;
            }
        }
        (problem, solver) = (full, full_solver);
    }
    let first = pv.first().copied();
    let successes = moves
        .iter()
        .filter(|m| reaches(m.verdict) && Some(m.mv) != first)
        .count()
        + usize::from(first.is_some());
    let judged_on_harder = harder.is_some() && status == Status::Success && successes > 1;
    if harder.is_some() && !judged_on_harder {
        // No second judgement to keep the held-back half for: the undecided moves get it.
        for choice in moves.iter_mut().filter(|m| m.verdict == Verdict::Unknown) {
            solver.set_budget(spent.remaining());
            choice.verdict = solver.root_move(&mut problem, choice.mv);
            spent.nodes += solver.stats().nodes;
        }
    }
    let mut correct_moves: Vec<Move> = match status {
        Status::Failure => Vec::new(),
        _ => moves
            .iter()
            .filter(|m| reaches(m.verdict))
            .map(|m| m.mv)
            .collect(),
    };
    // A pass that does as well as a move says the position is decided as it stands (dead
    // already, by the confirmation after both pass): a book lists the moves, and so do we.
    if correct_moves.iter().any(|&m| m != Move::Pass) {
        correct_moves.retain(|&m| m != Move::Pass);
    }
    let (mut refutations, mut refuted_without_line) = (Vec::new(), Vec::new());
    let mut undecided: Vec<Move> = moves
        .iter()
        .filter(|m| m.verdict == Verdict::Unknown)
        .map(|m| m.mv)
        .collect();
    if status == Status::Failure {
        // The failure is the proof that every first move fails: a move whose own
        // verification the budget cut short is refuted all the same, its line unread.
        refuted_without_line.append(&mut undecided);
    }
    // The main line's first move is proven by the main search even when the budget ran
    // out before its own verification.
    if let (Status::Success | Status::Ko, Some(&first)) = (status, pv.first())
        && !correct_moves.contains(&first)
    {
        correct_moves.push(first);
        undecided.retain(|&m| m != first);
    }
    if let Some(harder) = harder
        && judged_on_harder
        && let Some(mv) = nearest_success_on(
            harder,
            pv.first().into_iter().chain(&correct_moves),
            config,
            &mut spent,
        )
        && pv.first() != Some(&mv)
        && let Some(line) = line_after(&mut problem, &mut solver, mv, goal, config, &mut spent)
    {
        pv = line;
    }
    for wrong in moves
        .iter()
        .filter(|m| m.verdict != Verdict::Unknown && !reaches(m.verdict))
    {
        problem.play(wrong.mv);
        solver.set_budget(spent.remaining());
        let mut outcome = solver.solve(&mut problem);
        spent.nodes += outcome.stats.nodes;
        if outcome.verdict == Verdict::Unknown {
            // The budget ran out (the move's verified verdict was not kept in the table):
            // its line is unknown, which is not a line of no moves.
            problem.undo(wrong.mv);
            refuted_without_line.push(wrong.mv);
            continue;
        }
        if outcome.pv.is_empty() {
            outcome.pv = play_out(&problem, outcome.verdict, config, &mut spent);
        }
        problem.undo(wrong.mv);
        let mut line = vec![wrong.mv];
        line.extend(outcome.pv);
        refutations.push((wrong.mv, line));
    }
    Solution {
        status,
        correct_moves,
        pv,
        refutations,
        refuted_without_line,
        undecided,
        nodes: spent.nodes,
        elapsed: spent.start.elapsed(),
        decided_in,
        reposed: false,
        outside_open: false,
        outside_near: false,
    }
}
