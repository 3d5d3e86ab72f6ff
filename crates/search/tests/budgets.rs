//! Budgets: every limit ends the search with `Unknown` (never a guess), promptly, with the
//! statistics so far; a later call with more budget goes on from the table.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tesuji_search::games::{MakerBreaker, Nim};
use tesuji_search::{Budget, Config, Dfpn, Stop, TreeError, Verdict};

/// A game df-pn does not solve in minutes (24 points, 14 edges of 3).
fn hard_game() -> MakerBreaker {
    MakerBreaker::random(24, 14, 3, 1)
}

fn solver(budget: Budget) -> Dfpn<u16> {
    Dfpn::new(Config {
        memory_bytes: 8 << 20,
        budget,
        ..Config::default()
    })
}

#[test]
fn the_node_budget_is_never_exceeded() {
    for max in [0, 1, 10, 1_000, 50_000] {
        let mut solver = solver(Budget {
            max_nodes: Some(max),
            ..Budget::default()
        });
        let mut game = hard_game();
        let outcome = solver.solve(&mut game);
        assert_eq!(outcome.verdict, Verdict::Unknown);
        assert_eq!(outcome.stop, Some(Stop::Nodes));
        assert!(
            outcome.stats.nodes <= max,
            "{} nodes for a budget of {max}",
            outcome.stats.nodes
        );
        assert!(outcome.pv.is_empty(), "no line without a verdict");
    }
}

#[test]
fn a_started_budget_is_one_deadline_for_every_call_under_it() {
    let shared = Budget {
        time: Some(Duration::from_millis(200)),
        ..Budget::default()
    }
    .started();
    let start = Instant::now();
    let first = solver(shared.clone()).solve(&mut hard_game());
    assert_eq!(first.stop, Some(Stop::Time));
    assert!(start.elapsed() >= Duration::from_millis(200));
    // The second call finds the deadline passed: it stops at its first look at the clock.
    let second = solver(shared.after(first.stats.nodes)).solve(&mut hard_game());
    assert_eq!(second.stop, Some(Stop::Time));
    assert!(second.stats.nodes <= 1, "{} nodes", second.stats.nodes);
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn the_time_budget_stops_the_search() {
    let mut solver = solver(Budget {
        time: Some(Duration::from_millis(200)),
        ..Budget::default()
    });
    let outcome = solver.solve(&mut hard_game());
    assert_eq!(outcome.verdict, Verdict::Unknown);
    assert_eq!(outcome.stop, Some(Stop::Time));
    assert!(outcome.stats.nodes > 0);
    // Generous: the clock is read every 256 nodes, which take well under a millisecond.
    assert!(
        outcome.stats.elapsed < Duration::from_secs(2),
        "{:?}",
        outcome.stats.elapsed
    );
}

#[test]
fn cancelling_stops_the_search_promptly() {
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&cancel);
    let search = std::thread::spawn(move || {
        let mut solver = solver(Budget {
            cancel: Some(flag),
            ..Budget::default()
        });
        let outcome = solver.solve(&mut hard_game());
        (outcome, Instant::now())
    });
    std::thread::sleep(Duration::from_millis(300));
    let cancelled_at = Instant::now();
    cancel.store(true, Ordering::Relaxed);
    let (outcome, finished_at) = search.join().expect("the search thread panicked");
    assert_eq!(outcome.verdict, Verdict::Unknown);
    assert_eq!(outcome.stop, Some(Stop::Cancelled));
    let delay = finished_at.duration_since(cancelled_at);
    assert!(
        delay < Duration::from_millis(500),
        "stopped {delay:?} after the cancel"
    );
}

#[test]
fn unknown_everywhere_when_the_budget_is_spent() {
    let mut solver = solver(Budget {
        max_nodes: Some(100),
        ..Budget::default()
    });
    let mut game = hard_game();
    let moves = solver.root_moves(&mut game);
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m.verdict == Verdict::Unknown));
    assert_eq!(
        solver.proof_tree(&mut game),
        Err(TreeError::Unknown(Stop::Nodes))
    );
}

#[test]
fn a_search_cut_short_goes_on_with_more_budget() {
    // Heaps 9, 7, 5 with any take: xor 11, the mover wins. Solving takes a few thousand
    // nodes; the first call gets far too few.
    let mut nim = Nim::new(&[9, 7, 5], None);
    let mut solver: Dfpn<(u8, u32)> = Dfpn::new(Config {
        budget: Budget {
            max_nodes: Some(20),
            ..Budget::default()
        },
        ..Config::default()
    });
    let first = solver.solve(&mut nim);
    assert_eq!(first.verdict, Verdict::Unknown);
    assert!(
        !solver.table().is_empty(),
        "the work so far stays in the table"
    );
    solver.set_budget(Budget::default());
    let second = solver.solve(&mut nim);
    assert_eq!(second.verdict, Verdict::Proven);
    assert_eq!(second.stop, None);
}

#[test]
fn the_table_never_outgrows_its_memory() {
    for mb in [1, 4] {
        let mut solver = Dfpn::new(Config {
            memory_bytes: mb << 20,
            budget: Budget {
                max_nodes: Some(300_000),
                ..Budget::default()
            },
            ..Config::default()
        });
        solver.solve(&mut hard_game());
        let table = solver.table();
        assert!(table.memory_bytes() <= mb << 20);
        assert!(table.len() <= table.capacity());
        assert!(
            table.replaced() > 0,
            "the search must have filled the table"
        );
    }
}
