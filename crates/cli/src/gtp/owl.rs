//! Life and death over GTP, read by the tsumego solver ([`tesuji_tsumego`]): GNU Go's
//! `owl_attack`, `owl_defend` and `dragon_status`, and the problem that `genmove` plays
//! out after `loadsgf`.
//!
//! # The problem a question poses
//!
//! A question about the chain at a vertex becomes a [`Tsumego`] whose targets are that
//! chain's stones, with the side asked about to play:
//!
//! - **A problem on the board**: every stone fits in a rectangle that, grown by one
//!   line, still leaves points of the board outside (a problem loaded from a book's SGF,
//!   a corner or a side of an otherwise empty board). The solver infers the area and
//!   fills the board around it with a tsumego frame, as it does for `tesuji solve`
//!   ([`Tsumego::new`] with the target given). The frame is always the enclosing side's
//!   (the attacker [`Tsumego::new`] infers with nothing given), as a book means its
//!   diagram: a question about the enclosing stones themselves is asked on the same
//!   framed board, where they can reach the frame, rather than on a board where the
//!   frame would be the enclosed side's.
//! - **A crowded board** (a real game): the area is the chain's bounding box grown by
//!   [`GAME_MARGIN`] lines, with no frame. Moves are that area's points and the chain's
//!   liberties; the stones outside stay as they are and are never played on, so a chain
//!   that reaches the area's edge with room to run counts as living (the attacker
//!   cannot stop it there). Proving that a strong group in open space lives can take the
//!   solver more than the budget: such readings often come out unknown.
//!
//! # What an answer may spend
//!
//! [`Budget`]: a number of node expansions for each reading (the status for one side
//! to play: `owl_attack` makes one reading, `owl_defend` and `dragon_status` up to two,
//! `genmove` on a problem up to two, the second one [`solve`] with its correct moves),
//! and a time for the whole answer, after which every search still running stops. A
//! reading cut short before its status is known is `unknown`, never a guess; `solve` cut
//! short later keeps its status and the main line's move.

use std::panic::{self, AssertUnwindSafe};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use tesuji_go::benson::Benson;
use tesuji_go::{Board, Color, KoRule, Move, Point, Vertex};
use tesuji_search::Config;
use tesuji_tsumego::{Area, ProblemError, Reading, Request, Status, Tsumego, solve};

/// The lines by which a chain's bounding box is grown into the problem's area on a
/// crowded board.
pub const GAME_MARGIN: u8 = 3;

/// Node expansions per reading by default (`--owl-nodes`).
pub const DEFAULT_NODES: u64 = 500_000;

/// The time an answer may take by default (`--owl-time`), in seconds.
pub const DEFAULT_SECONDS: f64 = 5.0;

/// The transposition table of each search (its memory is taken as it is used).
const TABLE_BYTES: usize = 64 << 20;

/// What one answer may spend.
#[derive(Clone, Debug, PartialEq)]
pub struct Budget {
    /// Node expansions per reading.
    pub nodes: u64,
    /// Wall time for the whole answer, if limited.
    pub time: Option<Duration>,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            nodes: DEFAULT_NODES,
            time: Some(Duration::from_secs_f64(DEFAULT_SECONDS)),
        }
    }
}

impl Budget {
    /// Runs `work` with the search configuration of this budget: its searches stop when
    /// the answer's time is up (a timer thread raises their cancel flag).
    pub fn run<T>(&self, work: impl FnOnce(&Config) -> T) -> T {
        let mut config = Config {
            memory_bytes: TABLE_BYTES,
            ..Config::default()
        };
        config.budget.max_nodes = Some(self.nodes);
        let Some(limit) = self.time else {
            return work(&config);
        };
        let cancel = Arc::new(AtomicBool::new(false));
        config.budget.cancel = Some(Arc::clone(&cancel));
        let (done, finished) = mpsc::channel::<()>();
        let timer = thread::spawn(move || {
            // The work ending drops `done`, which wakes the timer at once.
            if finished.recv_timeout(limit) == Err(RecvTimeoutError::Timeout) {
                cancel.store(true, Ordering::Relaxed);
            }
        });
        let result = work(&config);
        drop(done);
        timer.join().expect("the timer does not panic");
        result
    }
}

/// Runs a call into the solver, its panic (a bug of the library's) made an error with the
/// panic's message, so that the engine keeps running. The calls only read the engine's
/// state, so nothing is left half changed.
pub fn guarded<T>(work: impl FnOnce() -> T) -> Result<T, String> {
    panic::catch_unwind(AssertUnwindSafe(work)).map_err(|payload| {
        payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| (*s).to_string()))
            .unwrap_or_else(|| "a panic".into())
    })
}

/// The rectangle the problem on the board occupies: every stone's bounding box grown by
/// one line, when points of the board lie outside it; `None` for a crowded board (or no
/// stone).
pub fn problem_area(board: &Board) -> Option<Area> {
    let geometry = board.geometry();
    let stones = geometry
        .points()
        .filter(|&p| board.stone(p).is_some())
        .map(|p| geometry.vertex(p));
    let area = Area::around(stones)?.grown(1, geometry);
    let whole = area.left == 0
        && area.bottom == 0
        && area.right + 1 == geometry.width()
        && area.top + 1 == geometry.height();
    (!whole).then_some(area)
}

/// Whether `tsumego` was framed and every stone of its frame is unconditionally alive:
/// on a small board the frame may have no room for eyes, and a frame that can be
/// captured is part of the fight, no longer a settled outside.
fn soundly_framed(tsumego: &Tsumego) -> bool {
    if !tsumego.is_framed() {
        return false;
    }
    let (posed, framed) = (tsumego.board(), tsumego.search_board());
    let mut benson = Benson::new();
    let alive = [Color::Black, Color::White].map(|color| benson.analyze(framed, color).alive);
    framed.geometry().points().all(|p| match framed.stone(p) {
        Some(color) if posed.stone(p).is_none() => alive[color.index()].contains(p),
        _ => true,
    })
}

/// The problem of the chain at `target` (a stone) with `to_play` to move, posed as the
/// module's documentation says.
pub fn pose(
    board: &Board,
    target: Point,
    to_play: Color,
    ko_rule: KoRule,
) -> Result<Tsumego, ProblemError> {
    let defender = board.stone(target).expect("the target is a stone");
    let targets = vec![board.vertex(target)];
    let inferred = problem_area(board)
        .and_then(|_| Tsumego::new(board, &Request::default()).ok())
        .filter(soundly_framed);
    let request = match inferred {
        Some(inferred) if inferred.attacker() == defender => {
            // The enclosing side's stones, on the board framed for the enclosed side.
            let (framed, region) = (inferred.search_board(), inferred.region());
            let attacker = defender.opponent();
            return Ok(Tsumego::exact(framed, to_play, attacker, &[target], region));
        }
        Some(_) => Request {
            to_play: Some(to_play),
            targets,
            ko_rule,
            ..Request::default()
        },
        None => {
            let chain = board.chain_stones(target).map(|p| board.vertex(p));
            let area = Area::around(chain)
                .expect("a chain has stones")
                .grown(GAME_MARGIN, board.geometry());
            Request {
                to_play: Some(to_play),
                targets,
                area: Some(area),
                frame: false,
                ko_rule,
                ..Request::default()
            }
        }
    };
    Tsumego::new(board, &request)
}

/// Whether `to_play` reaches its goal for the chain at `target` (the library's [`read`]:
/// the status and main line without checking every other first move, which on an open
/// board can take the whole budget after the status was found in milliseconds).
pub fn read(
    board: &Board,
    target: Point,
    to_play: Color,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Reading, ProblemError> {
    let problem = pose(board, target, to_play, ko_rule)?;
    Ok(tesuji_tsumego::read(&problem, config))
}

/// The main line's first move, a pass if it has none (a chain settled before any move).
fn first_move(reading: &Reading) -> Move {
    reading.pv.first().copied().unwrap_or(Move::Pass)
}

/// A move as GNU Go writes it in reading answers: the vertex, or `PASS`.
pub fn gnu_vertex(mv: Move) -> String {
    match mv {
        Move::Play(v) => v.to_string(),
        Move::Pass => "PASS".into(),
    }
}

/// `owl_attack`'s answer for the chain at `target` (see [`owl_answer`]); `None` when
/// the budget ran out.
pub fn owl_attack(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Option<String>, ProblemError> {
    let owner = board.stone(target).expect("the target is a stone");
    let attack = read(board, target, owner.opponent(), ko_rule, config)?;
    Ok(owl_answer(&attack))
}

/// `owl_defend`'s answer for the chain at `target` (see [`owl_answer`]): `1 PASS` when
/// nothing needs doing, the attacker moving first failing to kill, as GNU Go answers
/// for a chain alive as it stands; else the owner's reading. `None` when the budget
/// ran out.
pub fn owl_defend(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Option<String>, ProblemError> {
    let owner = board.stone(target).expect("the target is a stone");
    let attack = read(board, target, owner.opponent(), ko_rule, config)?;
    if attack.status == Status::Failure {
        return Ok(Some("1 PASS".into()));
    }
    let defense = read(board, target, owner, ko_rule, config)?;
    Ok(owl_answer(&defense))
}

/// The answer of `owl_attack` or `owl_defend` for a reading, in GNU Go's result codes:
/// `0` the goal cannot be reached, `1 MOVE` it is reached by MOVE, `2 MOVE` only through
/// a ko (GNU Go's 3, a ko that needs an approach move, is not told apart); `None` when
/// the budget ran out.
pub fn owl_answer(reading: &Reading) -> Option<String> {
    let code = match reading.status {
        Status::Success => 1,
        Status::Ko => 2,
        Status::Failure => return Some("0".into()),
        Status::Unknown => return None,
    };
    Some(format!("{code} {}", gnu_vertex(first_move(reading))))
}

/// A life-and-death problem loaded with `loadsgf`, that `genmove` plays out.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// The target stones as the problem was loaded.
    targets: Vec<Vertex>,
    /// The side that tries to capture them.
    attacker: Color,
    /// The problem's area, kept so that the problem stays the same as stones are played.
    area: Area,
}

/// What `genmove` should do about the problem on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Play this move (a correct one, the most stubborn try, or a pass when nothing
    /// needs doing).
    Play(Move),
    /// The problem is over (or could not be posed): play as without a problem.
    Fallback,
}

impl Problem {
    /// The problem of `tsumego`, posed as `tesuji solve` poses it (framed where the
    /// stones leave room, else on the board as it is), that `genmove` plays out with
    /// the same target and area.
    pub fn of(tsumego: &Tsumego) -> Option<Problem> {
        let board = tsumego.board();
        Some(Problem {
            targets: tsumego.targets().iter().map(|&p| board.vertex(p)).collect(),
            attacker: tsumego.attacker(),
            area: tsumego.area()?,
        })
    }

    /// The target stones still on the board.
    fn remaining(&self, board: &Board) -> Vec<Vertex> {
        let defender = Some(self.attacker.opponent());
        self.targets
            .iter()
            .copied()
            .filter(|&v| board.stone_at(v) == defender)
            .collect()
    }

    /// The side that tries to capture the target.
    #[cfg(test)]
    pub fn attacker(&self) -> Color {
        self.attacker
    }

    /// Whether the target has been captured (the problem is over).
    pub fn is_over(&self, board: &Board) -> bool {
        self.remaining(board).is_empty()
    }

    /// What `color` plays on `board`, the target still on it:
    ///
    /// - for the defender, a pass if nothing needs doing: the attacker moving first
    ///   could not kill;
    /// - when its goal can be reached (with or without ko): the main line's first move
    ///   (for the attacker, typically the capture that ends the problem, even where
    ///   passing would do), else another correct move;
    /// - when it cannot: the most stubborn move, the main line's first (often a pass: a
    ///   dead group's owner has no better try than to make the killer play on);
    /// - when the budget ran out first: a pass (the simple policy's random move, anywhere
    ///   on the board, would make no sense of a problem).
    ///
    /// A move the board forbids (the frame around a problem carries no ko ban, so the
    /// solver may name a ko retake) gives way to the next correct one (or the next
    /// refuted one), or to a pass.
    pub fn choose(&self, board: &Board, color: Color, ko_rule: KoRule, config: &Config) -> Choice {
        let targets = self.remaining(board);
        if targets.is_empty() {
            return Choice::Fallback;
        }
        let pose = |to_play: Color| {
            let request = Request {
                to_play: Some(to_play),
                targets: targets.clone(),
                area: Some(self.area),
                ko_rule,
                ..Request::default()
            };
            Tsumego::new(board, &request).ok()
        };
        if color != self.attacker
            && pose(self.attacker).is_some_and(|problem| {
                tesuji_tsumego::read(&problem, config).status == Status::Failure
            })
        {
            return Choice::Play(Move::Pass);
        }
        let Some(problem) = pose(color) else {
            return Choice::Fallback;
        };
        let solution = solve(&problem, config);
        let legal = |mv: &Move| board.is_legal(color, *mv);
        let candidates: Vec<Move> = match solution.status {
            Status::Unknown => vec![Move::Pass],
            Status::Success | Status::Ko => {
                let first = solution.pv.first().into_iter();
                first.chain(&solution.correct_moves).copied().collect()
            }
            Status::Failure => {
                let wrong = solution.refutations.iter().map(|(mv, _)| *mv);
                solution
                    .pv
                    .first()
                    .copied()
                    .into_iter()
                    .chain(wrong)
                    .collect()
            }
        };
        Choice::Play(candidates.into_iter().find(legal).unwrap_or(Move::Pass))
    }
}

/// `dragon_status`'s answer for the chain at `target`, in GNU Go's words: `alive` (the
/// attacker moving first cannot kill it), `dead` (it can, and the owner moving first
/// cannot save it), `critical A D` (whoever moves first wins: A kills, D saves, each
/// maybe through a ko), `unknown` (a budget ran out).
pub fn dragon_status(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<String, ProblemError> {
    let defender = board.stone(target).expect("the target is a stone");
    let attack = read(board, target, defender.opponent(), ko_rule, config)?;
    match attack.status {
        Status::Unknown => return Ok("unknown".into()),
        Status::Failure => return Ok("alive".into()),
        Status::Success | Status::Ko => {}
    }
    let defense = read(board, target, defender, ko_rule, config)?;
    Ok(match defense.status {
        Status::Unknown => "unknown".into(),
        Status::Failure => "dead".into(),
        Status::Success | Status::Ko => format!(
            "critical {} {}",
            gnu_vertex(first_move(&attack)),
            gnu_vertex(first_move(&defense))
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;
    use tesuji_go::Rules;

    fn board(diagram: &str) -> Board {
        Board::from_diagram(diagram, Rules::default()).unwrap()
    }

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    fn reading(status: Status, pv: &[&str]) -> Reading {
        Reading {
            status,
            pv: pv.iter().map(|m| mv(m)).collect(),
            nodes: 0,
        }
    }

    /// Black's straight three in the corner of a 9×9 board.
    const THREE: &str = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        X X X X O . . . .
        . . . X O . . . .";

    #[test]
    fn a_problem_leaves_room_around_its_stones() {
        assert_eq!(problem_area(&board(THREE)), Some("A1:F4".parse().unwrap()));
        // Stones near opposite corners: the grown rectangle is the whole board.
        let spread = board(
            "
            X . .
            . . .
            . . O",
        );
        assert_eq!(problem_area(&spread), None);
        assert_eq!(problem_area(&board(". . .\n. . .")), None);
    }

    #[test]
    fn a_problem_is_framed_and_a_game_is_not() {
        let three = board(THREE);
        let a2 = three.point("A2".parse().unwrap()).unwrap();
        let problem = pose(&three, a2, Color::White, KoRule::Simple).unwrap();
        assert!(problem.is_framed());
        assert_eq!(problem.attacker(), Color::White);
        // The enclosing stones are asked about on the same frame, the enclosed side's.
        let e2 = three.point("E2".parse().unwrap()).unwrap();
        let wall = |problem: &Tsumego| problem.search_board().stone_at("A5".parse().unwrap());
        assert_eq!(wall(&problem), Some(Color::White));
        let problem = pose(&three, e2, Color::Black, KoRule::Simple).unwrap();
        assert_eq!(problem.attacker(), Color::Black);
        assert_eq!(wall(&problem), Some(Color::White));
        // A crowded board: the chain's rectangle grown by three lines, no frame.
        let game = board(
            "
            X . . . . . . . O
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O . . . . . . . X",
        );
        let e5 = game.point("E5".parse().unwrap()).unwrap();
        let problem = pose(&game, e5, Color::White, KoRule::Simple).unwrap();
        assert!(!problem.is_framed());
        assert_eq!(problem.area(), Some("B2:H8".parse().unwrap()));
    }

    #[test]
    fn answers_name_moves_as_gnu_go_does() {
        let kill = reading(Status::Success, &["B1", "A1"]);
        assert_eq!(owl_answer(&kill).as_deref(), Some("1 B1"));
        let ko = reading(Status::Ko, &["B1", "A1", "C1"]);
        assert_eq!(owl_answer(&ko).as_deref(), Some("2 B1"));
        let fails = reading(Status::Failure, &["pass", "B1"]);
        assert_eq!(owl_answer(&fails).as_deref(), Some("0"));
        assert_eq!(owl_answer(&reading(Status::Unknown, &[])), None);
        // Alive before any move (the search had nothing to do): PASS.
        let alive = reading(Status::Success, &[]);
        assert_eq!(owl_answer(&alive).as_deref(), Some("1 PASS"));
        assert_eq!(gnu_vertex(mv("pass")), "PASS");
        assert_eq!(gnu_vertex(mv("t19")), "T19");
    }

    #[test]
    fn a_reading_stops_at_its_status() {
        let three = board(THREE);
        let a2 = three.point("A2".parse().unwrap()).unwrap();
        let config = Config::default();
        for to_play in [Color::White, Color::Black] {
            let found = read(&three, a2, to_play, KoRule::Simple, &config).unwrap();
            assert_eq!(found.status, Status::Success, "{to_play:?}");
            assert_eq!(found.pv.first(), Some(&mv("B1")), "{to_play:?}");
        }
        let mut spent = Config::default();
        spent.budget.max_nodes = Some(1);
        let found = read(&three, a2, Color::White, KoRule::Simple, &spent).unwrap();
        assert_eq!(found.status, Status::Unknown);
    }

    #[test]
    fn the_time_limit_stops_the_searches_and_nothing_else() {
        let budget = Budget {
            nodes: 10,
            time: Some(Duration::from_millis(50)),
        };
        let started = Instant::now();
        let flag = budget.run(|config| {
            let cancel = config.budget.cancel.clone().expect("a cancel flag");
            while !cancel.load(Ordering::Relaxed) {
                thread::sleep(Duration::from_millis(5));
            }
            assert_eq!(config.budget.max_nodes, Some(10));
            cancel
        });
        assert!(flag.load(Ordering::Relaxed));
        assert!(started.elapsed() >= Duration::from_millis(50));
        // Work that ends first is not kept waiting for the timer.
        let started = Instant::now();
        let long = Budget {
            nodes: 10,
            time: Some(Duration::from_secs(60)),
        };
        let cancel = long.run(|config| config.budget.cancel.clone().unwrap());
        assert!(!cancel.load(Ordering::Relaxed));
        assert!(started.elapsed() < Duration::from_secs(30));
        let unlimited = Budget {
            nodes: 10,
            time: None,
        };
        assert!(unlimited.run(|config| config.budget.cancel.is_none()));
    }
}
