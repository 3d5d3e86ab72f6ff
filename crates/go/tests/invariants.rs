//! Invariants over random games: the incremental state of the board equals the state
//! recomputed from scratch after every move and every undo; undo restores the previous
//! state exactly, one move and up to a whole game at a time; and `check` ⇔ `play`
//! succeeds ⇔ listed by `legal_points`, a refused or undone move changing nothing. The
//! oracle is `common`, shared with `rules.rs`.
//!
//! The default run checks at least 50,000 moves; `TESUJI_LONG=1` checks 5,000,000
//! (`TESUJI_MOVES=N` asks for another total, to time a run). Consistency and undo are
//! checked after every move; legality on every point, the dearest check (it plays and
//! undoes every point for both colours), after every move except on 19x19 and 25x25 in
//! the long run, see [`legality_every`]. The configurations are shared out among the
//! cores, each with its own seed, so the games do not depend on the scheduling.

mod common;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

use common::{Snapshot, assert_legality_agrees, describe, play_verified, undo_verified, vertices};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::{Board, Color, Geometry, KoBan, KoRule, Move, Rules, SuicideRule, Vertex};

/// The ko ban a move should leave, recomputed from the positions before and after.
fn expected_ko(before: &Board, after: &Board, color: Color, v: Vertex) -> Option<KoBan> {
    let geo = after.geometry();
    let captured: Vec<Vertex> = vertices(geo)
        .filter(|&u| before.stone_at(u) == Some(color.opponent()) && after.stone_at(u).is_none())
        .collect();
    let p = geo.point(v)?;
    let chain = after.chain(p)?;
    (captured.len() == 1 && chain.stones == 1 && chain.liberties == 1).then(|| KoBan {
        point: geo.point(captured[0]).expect("on board"),
        color: color.opponent(),
    })
}

struct Walk {
    width: u8,
    height: u8,
    rules: Rules,
    seed: u64,
    /// The legality of every point is checked after every `legality_every`-th move.
    legality_every: usize,
}

/// Plays random games (eye-filling allowed, so captures, kos and suicides abound) and
/// checks every invariant after every move. Returns the number of moves checked.
fn run(config: &Walk, moves_wanted: usize, stop: &AtomicBool) -> usize {
    let seed = config.seed;
    let mut rng = SmallRng::seed_from_u64(seed);
    let geo = Geometry::new(config.width, config.height).expect("size");
    let mut checked = 0;
    let mut game = 0;
    while checked < moves_wanted && !stop.load(Ordering::Relaxed) {
        game += 1;
        let label = format!(
            "{}x{} {:?} seed {seed} game {game}",
            config.width, config.height, config.rules
        );
        let mut board = Board::new(geo, config.rules);
        let limit = 4 * geo.area();
        let mut passes = 0;
        // The state before each move of the game, for undoing many moves in a row.
        let mut before_each: Vec<Snapshot> = Vec::new();
        while checked < moves_wanted && board.move_number() < limit && passes < 2 {
            let color = board.to_move();
            let legal = board.legal_points(color);
            let before_board = board.clone();
            let mv = if legal.is_empty() || rng.random_range(0..100) == 0 {
                passes += 1;
                Move::Pass
            } else {
                passes = 0;
                Move::Play(board.vertex(legal[rng.random_range(0..legal.len())]))
            };
            // Consistency after the move, undo exact, replay the same.
            let before = play_verified(&mut board, color, mv, &label);
            let ko = match mv {
                Move::Pass => None,
                Move::Play(v) => expected_ko(&before_board, &board, color, v),
            };
            assert_eq!(
                board.ko(),
                ko,
                "ko after {color} {mv}\n{}",
                describe(&board, &label)
            );
            before_each.push(before);
            if checked % config.legality_every == 0 {
                assert_legality_agrees(&mut board, &before_each, &label);
            }
            checked += 1;
            // Now and then go back several moves and play on from there: later moves
            // then land on points emptied by captures that are undone afterwards.
            if rng.random_range(0..40) == 0 {
                let depth = rng.random_range(1..=before_each.len().min(30));
                undo_and_compare(&mut board, &mut before_each, depth, &label);
                passes = 0;
            }
        }
        // At the end, the whole game is taken back move by move.
        let depth = before_each.len();
        undo_and_compare(&mut board, &mut before_each, depth, &label);
        assert_eq!(board.move_number(), 0);
        assert_eq!(board.undo(), None, "{label}: undo past the start");
    }
    checked
}

/// Undoes `depth` moves, checking each position against the one recorded before the
/// move, and against a recomputation.
fn undo_and_compare(board: &mut Board, before_each: &mut Vec<Snapshot>, depth: usize, label: &str) {
    for i in 1..=depth {
        let expected = before_each.pop().expect("a recorded position");
        undo_verified(
            board,
            &expected,
            &format!("{label}, undo {i} of {depth} in a row"),
        );
    }
}

fn long_run() -> bool {
    std::env::var("TESUJI_LONG").is_ok_and(|v| v == "1")
}

/// How many moves to check in all: `TESUJI_MOVES` if set, else by the kind of run.
fn total_wanted() -> usize {
    match std::env::var("TESUJI_MOVES") {
        Ok(n) => n.parse().expect("TESUJI_MOVES is a number of moves"),
        Err(_) if long_run() => 5_000_000,
        Err(_) => 50_000,
    }
}

/// After how many moves the legality of every point is checked again. On 25x25 that
/// check costs about three times the rest of the checks of a move, on 19x19 about twice,
/// on 13x13 and below about the same or less. The default run has it after every move
/// (about 25 s on two cores); the long run (5,000,000 moves, about 83,000 per
/// configuration) after every 4th move on 19x19 and every 8th on 25x25, which brings it
/// from about 50 minutes to about 20 on two cores.
fn legality_every(width: u8, height: u8) -> usize {
    match (long_run(), usize::from(width) * usize::from(height)) {
        (false, _) | (true, ..=169) => 1,
        (true, ..=361) => 4,
        (true, _) => 8,
    }
}

fn configs() -> Vec<Walk> {
    let rule_sets = [
        Rules::JAPANESE,
        Rules::CHINESE,
        Rules::AGA,
        Rules::NEW_ZEALAND,
        Rules::TROMP_TAYLOR,
        Rules {
            ko: KoRule::Simple,
            suicide: SuicideRule::Allowed,
        },
    ];
    let sizes = [
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (7, 7),
        (9, 9),
        (4, 7),
        (13, 13),
        (19, 19),
        (25, 25),
    ];
    let mut configs = Vec::new();
    for (i, &(width, height)) in sizes.iter().enumerate() {
        for (j, &rules) in rule_sets.iter().enumerate() {
            // Every size under two rule sets, rotating, keeps the default run short
            // while every pair of size class and rule set is covered in the long run.
            if long_run() || (i + j) % 3 == 0 {
                configs.push(Walk {
                    width,
                    height,
                    rules,
                    seed: 1000 + configs.len() as u64,
                    legality_every: legality_every(width, height),
                });
            }
        }
    }
    configs
}

/// Sets `stop` if dropped while its thread panics, so that the other threads stop at
/// the end of their game rather than run on to the end of the queue.
struct StopOnPanic<'a>(&'a AtomicBool);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.store(true, Ordering::Relaxed);
        }
    }
}

#[test]
fn incremental_state_equals_state_from_scratch() {
    let total_wanted = total_wanted();
    let mut configs = configs();
    let per_config = total_wanted.div_ceil(configs.len());
    // The largest boards first, so that the threads finish together.
    configs.sort_by_key(|c| std::cmp::Reverse(usize::from(c.width) * usize::from(c.height)));
    let next = AtomicUsize::new(0);
    let total = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads.min(configs.len()) {
            scope.spawn(|| {
                let _guard = StopOnPanic(&stop);
                while let Some(config) = configs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let started = Instant::now();
                    let checked = run(config, per_config, &stop);
                    total.fetch_add(checked, Ordering::Relaxed);
                    eprintln!(
                        "{}x{} {:?} seed {}: {checked} moves, legality every {}, {:.1} s",
                        config.width,
                        config.height,
                        config.rules,
                        config.seed,
                        config.legality_every,
                        started.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
    let total = total.into_inner();
    eprintln!(
        "checked {total} moves over {} configurations in {:.1} s on {threads} threads",
        configs.len(),
        start.elapsed().as_secs_f64()
    );
    assert!(total >= total_wanted);
}
