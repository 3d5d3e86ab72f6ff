//! The memory limit, measured: the process's resident memory grows by the table's size
//! and little more while df-pn runs for hundreds of thousands of nodes. (Its own test
//! binary, so no other test allocates meanwhile.)

use tesuji_search::games::MakerBreaker;
use tesuji_search::{Budget, Config, Dfpn};

/// Resident memory of this process, in bytes (Linux).
fn resident_bytes() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

#[test]
fn resident_memory_stays_within_the_table_limit() {
    let Some(before) = resident_bytes() else {
        panic!("/proc/self/status has no VmRSS: this test needs Linux");
    };
    let limit = 16 << 20;
    let mut solver = Dfpn::new(Config {
        memory_bytes: limit,
        budget: Budget {
            max_nodes: Some(1_000_000),
            ..Budget::default()
        },
        ..Config::default()
    });
    let outcome = solver.solve(&mut MakerBreaker::random(24, 14, 3, 1));
    let after = resident_bytes().expect("VmRSS");
    assert_eq!(
        outcome.stats.nodes, 1_000_000,
        "the search ran its whole budget"
    );
    assert!(solver.table().replaced() > 0, "the table was full");
    let grown = after.saturating_sub(before);
    // The table, plus a little for the search's per-depth buffers and the allocator.
    assert!(
        grown <= limit + (4 << 20),
        "resident memory grew by {grown} bytes with a {limit}-byte table"
    );
}
