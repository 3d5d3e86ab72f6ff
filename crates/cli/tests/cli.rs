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
    ] {
        let out = tesuji(args);
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8(out.stderr).expect("UTF-8");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(!err.contains("backtrace"), "{args:?}: {err}");
    }
}
