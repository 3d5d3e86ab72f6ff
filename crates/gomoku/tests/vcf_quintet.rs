//! Renju VCF against an independent solver: quintet (the `@renju-note/quintet` npm
//! package, a WASM build of a Rust renju solver written apart from this project), asked
//! through `tests/quintet/vcf.mjs` under Node. `scripts/test.sh` installs the package in
//! `target/quintet`; without it this test fails, it never skips.
//!
//! On random 15×15 renju positions, both colours attacking, with the same depth limit,
//! the verdicts must be equal. quintet counts the attacker's moves before the five, this
//! project's `max_depth` counts the five too: quintet's limit `d` is `max_depth` `d + 1`.
//! Positions where a side already has a five point are left out: quintet's answer there
//! is a convention of its own (an empty line), not a search.

use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};

use rand::{Rng, SeedableRng, rngs::SmallRng};
use tesuji_gomoku::{Board, Color, Limits, Mode, Point, Rule, ThreatOutcome, ThreatSolver};

/// quintet's depth limit: attacker moves before the five.
const QUINTET_DEPTH: u32 = 6;

/// quintet's index of a point: column * 15 + row, both from 0.
fn quintet_index(board: &Board, p: Point) -> u8 {
    let c = board.coord(p);
    c.col * 15 + c.row
}

/// A random renju position: `stones` moves alternating from Black in a 9×9 window, each
/// allowed and making no five.
fn random_renju(rng: &mut SmallRng, stones: usize) -> Board {
    let mut board = Board::new(15, Rule::Renju).unwrap();
    let (left, bottom) = (rng.random_range(0..=6u8), rng.random_range(0..=6u8));
    let mut color = Color::Black;
    let mut tries = 0;
    while board.stones() < stones && tries < 10 * stones {
        tries += 1;
        let coord = tesuji_gomoku::Coord::new(
            left + rng.random_range(0..9u8),
            bottom + rng.random_range(0..9u8),
        );
        let p = board.point(coord).unwrap();
        if board.is_empty(p) && board.allowed(color, p) && !board.makes_five(color, p) {
            board.play(color, p);
            color = color.opponent();
        }
    }
    board
}

#[test]
fn renju_vcf_agrees_with_quintet() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/quintet");
    assert!(
        dir.join("node_modules/@renju-note/quintet/quintet.js")
            .exists(),
        "quintet is missing from {}: scripts/test.sh installs it \
         (npm install --prefix target/quintet @renju-note/quintet@0.3.2)",
        dir.display()
    );
    let cases = if std::env::var_os("TESUJI_LONG").is_some() {
        20_000
    } else {
        2_000
    };
    let mut rng = SmallRng::seed_from_u64(7);
    let mut solver = ThreatSolver::new(16 << 20);
    let limits = Limits {
        max_depth: Some(QUINTET_DEPTH + 1),
        ..Limits::default()
    };
    let mut positions = Vec::new();
    let mut queries = String::new();
    while positions.len() < cases {
        let stones = rng.random_range(12..=40);
        let board = random_renju(&mut rng, stones);
        if board.has_five_point(Color::Black) || board.has_five_point(Color::White) {
            continue;
        }
        let attacker = if rng.random_bool(0.5) {
            Color::Black
        } else {
            Color::White
        };
        let of = |color: Color| -> Vec<u8> {
            board
                .history()
                .iter()
                .filter(|&&(_, c)| c == color)
                .map(|&(p, _)| quintet_index(&board, p))
                .collect()
        };
        let query = serde_json::json!({
            "blacks": of(Color::Black),
            "whites": of(Color::White),
            "black": attacker == Color::Black,
            "depth": QUINTET_DEPTH,
        });
        queries.push_str(&format!("{query}\n"));
        let ours = solver.solve(&board, attacker, Mode::Vcf, &limits);
        assert_ne!(ours.outcome, ThreatOutcome::Unknown);
        positions.push((board, attacker, ours.outcome == ThreatOutcome::Win));
    }

    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/quintet/vcf.mjs");
    let mut node = Command::new("node")
        .arg("--experimental-wasm-modules")
        .arg("--no-warnings")
        .arg(&script)
        .arg(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node runs (scripts/test.sh installs it)");
    node.stdin
        .take()
        .unwrap()
        .write_all(queries.as_bytes())
        .unwrap();
    let output = node.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "quintet failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let answers: Vec<serde_json::Value> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), positions.len(), "one answer per position");

    let mut wins = 0;
    let mut differences = Vec::new();
    for ((board, attacker, ours), answer) in positions.iter().zip(&answers) {
        let theirs = answer["win"].as_bool().unwrap();
        wins += usize::from(theirs);
        if theirs != *ours {
            differences.push(format!(
                "{attacker} to move: tesuji {ours}, quintet {theirs} {}\n{board}",
                answer["moves"]
            ));
        }
    }
    eprintln!("{wins} VCF wins of {cases}");
    assert!(
        differences.is_empty(),
        "{} differences:\n{}",
        differences.len(),
        differences.join("\n")
    );
    assert!(wins > cases / 20, "too few wins to test anything: {wins}");
}
