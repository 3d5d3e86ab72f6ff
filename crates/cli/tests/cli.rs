//! The `tesuji` command line as a user runs it.

use std::process::{Command, Output};

fn tesuji(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .args(args)
        .output()
        .expect("the tesuji binary runs")
}

#[test]
fn bench_playouts_prints_its_figures() {
    let out = tesuji(&["bench", "playouts", "--size", "5", "--seconds", "0.2"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(text.starts_with("board 5x5, "), "{text}");
    let figure = |name: &str| -> f64 {
        text.lines()
            .find_map(|line| line.strip_prefix(name))
            .unwrap_or_else(|| panic!("no `{name}` in\n{text}"))
            .trim()
            .trim_end_matches('%')
            .parse()
            .expect("a number")
    };
    assert!(figure("playouts/s:") > 0.0);
    // A 5x5 playout fills the board and then some; it cannot be shorter than that.
    let per_playout = figure("moves per playout:");
    assert!((20.0..=75.0).contains(&per_playout), "{per_playout}");
}

#[test]
fn bench_dfpn_solves_its_game_and_prints_its_figures() {
    let out = tesuji(&[
        "bench", "dfpn", "--points", "12", "--edges", "9", "--memory", "4",
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let first = text.lines().next().unwrap_or_default();
    // No time limit: the game is solved, one way or the other.
    assert!(
        first.starts_with("maker-breaker: 12 points, 9 edges of 4, seed 1: ")
            && (first.ends_with("Proven") || first.ends_with("Disproven")),
        "{text}"
    );
    for figure in ["nodes/s: ", "positions/s: ", "table: 4.0 MB, ", "hit rate "] {
        assert!(text.contains(figure), "no `{figure}` in\n{text}");
    }
}

#[test]
fn bench_tsumego_checks_the_files_answers_and_asks_gnu_go() {
    let problems = concat!(env!("CARGO_MANIFEST_DIR"), "/../../problems/eye-shapes");
    let out = tesuji(&["bench", "tsumego", problems, "--memory", "8", "--gnugo"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let count = text.lines().filter(|l| l.contains(".sgf: ")).count();
    assert!(count >= 25, "{text}");
    for summary in [
        format!(
            "tesuji, status and one move: {count} problems, status right {count}/{count}, status and move right {count}/{count}, unknown 0;"
        ),
        format!(
            "tesuji, whole answer: {count} problems, status right {count}/{count}, correct-move sets right {count}/{count}, unknown 0;"
        ),
        format!("GNU Go owl: {count} problems, status right "),
    ] {
        assert!(text.contains(&summary), "no `{summary}` in\n{text}");
    }
}

#[test]
fn a_reader_that_stops_early_is_no_error() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .args([
            "bench", "dfpn", "--points", "12", "--edges", "9", "--memory", "1",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tesuji binary runs");
    drop(child.stdout.take()); // like `| head -0`
    let out = child.wait_with_output().expect("it ends");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(
        out.status.success() && err.is_empty(),
        "{:?}: {err}",
        out.status
    );
}

#[test]
fn bad_arguments_get_a_clear_error_and_no_backtrace() {
    for (args, says) in [
        (&["bench", "playouts", "--size", "30"][..], "2..=25"),
        (
            &["bench", "playouts", "--size", "9", "--seconds", "-1"][..],
            "positive",
        ),
        (
            &["bench", "playouts", "--size", "9", "--seconds", "soon"][..],
            "soon",
        ),
        (&["bench", "dfpn", "--edge-size", "0"][..], "--edge-size"),
        (&["bench", "dfpn", "--seconds", "0"][..], "positive"),
    ] {
        let out = tesuji(args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).expect("UTF-8");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!err.contains("backtrace"), "{args:?}: {err}");
    }
}

#[test]
fn bench_gomoku_checks_the_shipped_puzzles_and_prints_its_figures() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../problems/gomoku");
    let out = tesuji(&["bench", "gomoku", "--seconds", "0.2", root]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(
        text.starts_with("move+undo with line-code update (15x15 renju"),
        "{text}"
    );
    for mode in ["VCF", "VCT"] {
        let line = text
            .lines()
            .find(|l| l.starts_with(mode))
            .unwrap_or_else(|| panic!("no {mode} line in\n{text}"));
        let (right, total) = line[mode.len() + 2..]
            .split_once(" answers right")
            .and_then(|(counts, _)| counts.split_once('/'))
            .expect("right/total");
        assert_eq!(right, total, "{line}");
        assert!(total.parse::<u32>().unwrap() >= 30, "{line}");
    }
    // A puzzle whose stated answer is wrong makes the benchmark fail.
    let dir = std::env::temp_dir().join(format!("tesuji-bench-gomoku-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("wrong.txt"),
        "# rule: freestyle\n# mode: vcf\n# result: no-win\nh8 a1 i8 a2 h9 a3 h10 b1\n",
    )
    .unwrap();
    let out = tesuji(&["bench", "gomoku", "--seconds", "0.1", dir.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("WRONG"),
        "{out:?}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
