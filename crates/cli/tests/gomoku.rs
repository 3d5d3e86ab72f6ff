//! `tesuji gomoku solve` and `tesuji gomoku forbidden` as architecture.md specifies
//! them: positions from files and standard input, move lists and ASCII boards, the JSON
//! lines, and errors that name the place.

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

/// Runs `tesuji gomoku ARGS` with `input` on standard input.
fn gomoku(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .arg("gomoku")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that fails before reading (a bad option) closes the pipe: not an error.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

fn last_json(output: &Output) -> serde_json::Value {
    let stdout = String::from_utf8_lossy(&output.stdout);
    serde_json::from_str(stdout.lines().last().expect("some output")).unwrap()
}

/// Black's open three on column h becomes an open four: h7 (or h11), then the five.
const OPEN_THREE: &str = "h8 a1 i8 a2 h9 a3 h10 b1";

#[test]
fn solve_prints_the_winning_line_as_json() {
    let output = gomoku(&["solve", "--json", "-"], OPEN_THREE);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json = last_json(&output);
    assert_eq!(json["result"], "win");
    assert_eq!(json["mode"], "vcf");
    assert_eq!(json["attacker"], "black");
    let moves: Vec<&str> = json["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 3, "{moves:?}");
    assert!(["h7", "h11"].contains(&moves[0]), "{moves:?}");
    assert!(json["nodes"].as_u64().is_some() && json["ms"].as_u64().is_some());
}

#[test]
fn all_lists_every_winning_first_move() {
    let output = gomoku(&["solve", "--all", "--json", "-"], OPEN_THREE);
    let json = last_json(&output);
    assert_eq!(
        json["winning_moves"],
        serde_json::json!(["h7", "h11"]),
        "{json}"
    );
    assert_eq!(json["undecided_moves"], serde_json::json!([]));
    let text = String::from_utf8(gomoku(&["solve", "--all", "-"], OPEN_THREE).stdout).unwrap();
    assert!(text.contains("winning first moves (2): h7 h11"), "{text}");
    // Without --all the keys are absent.
    assert!(
        last_json(&gomoku(&["solve", "--json", "-"], OPEN_THREE))
            .get("winning_moves")
            .is_none()
    );
}

#[test]
fn solve_reads_an_ascii_board_and_says_no_win() {
    // Nothing for White to attack with: no VCF, no VCT.
    let board = ". . . . . . .\n. . . . . . .\n. . X . . . .\n. . . O X . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n";
    for mode in ["--vcf", "--vct"] {
        let output = gomoku(&["solve", mode, "--json", "--rule", "renju", "-"], board);
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let json = last_json(&output);
        assert_eq!(json["result"], "no-win");
        assert_eq!(json["attacker"], "white");
        assert_eq!(json["moves"].as_array().unwrap().len(), 0);
    }
}

#[test]
fn solve_honours_budgets_and_depth() {
    let output = gomoku(&["solve", "--json", "--max-depth", "1", "-"], OPEN_THREE);
    assert_eq!(last_json(&output)["result"], "no-win");
    let output = gomoku(
        &["solve", "--vct", "--json", "--max-nodes", "10", "-"],
        "h8 h9 i9 g7 j10 a1 i8 a2",
    );
    assert_eq!(last_json(&output)["result"], "unknown");
    let output = gomoku(&["solve", "--json", "--to-move", "white", "-"], OPEN_THREE);
    assert_eq!(last_json(&output)["attacker"], "white");
}

#[test]
fn bad_positions_are_errors_that_say_where() {
    let output = gomoku(&["solve", "-"], "h8 i9 h8");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("standard input")
            && stderr.contains("column 7")
            && stderr.contains("h8 is occupied"),
        "{stderr}"
    );
    let output = gomoku(&["solve", "/no/such/file"], "");
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot read /no/such/file"));
    let output = gomoku(&["solve", "--rule", "caro", "-"], "h8");
    assert!(!output.status.success());
}

#[test]
fn forbidden_lists_black_points_with_their_kinds() {
    // g8 would make the open threes g7-g8-g9 and g8-h8-i8; h7 nothing special.
    let output = gomoku(&["forbidden", "--json", "-"], "h8 a1 i8 a2 g9 a3 g7 a15");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let json = last_json(&output);
    let forbidden = json["forbidden"].as_array().unwrap();
    assert!(
        forbidden
            .iter()
            .any(|f| f["point"] == "g8" && f["kind"] == "double-three"),
        "{json}"
    );
    let text =
        String::from_utf8(gomoku(&["forbidden", "-"], "h8 a1 i8 a2 g9 a3 g7 a15").stdout).unwrap();
    assert!(text.contains("g8 double-three"), "{text}");
    let empty = gomoku(&["forbidden", "--json", "-"], "h8");
    assert_eq!(last_json(&empty)["forbidden"].as_array().unwrap().len(), 0);
}

#[test]
fn a_batch_takes_the_files_headers_reports_bad_files_and_goes_on() {
    let dir = std::env::temp_dir().join(format!("tesuji-gomoku-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The header says renju and VCT: under renju Black's double four at h5 is forbidden.
    let board = "\
# rule: renju\n# mode: vct\n# to-move: black\n\
. . . . . . . . .\n. . . . . . . . .\n. . . . . . . O .\n. . . . . . . X .\n. . . . . . . X .\n\
. . . . . . . X .\n. . . O X X X . .\n. . . . . . . . .\n. . . . . . . . .\n";
    std::fs::write(dir.join("a.txt"), board).unwrap();
    std::fs::write(dir.join("b.txt"), "h8 h8\n").unwrap();
    std::fs::write(dir.join("c.txt"), OPEN_THREE).unwrap();
    std::fs::write(dir.join("notes.md"), "not a position").unwrap();
    let output = gomoku(&["solve", "--json", dir.to_str().unwrap()], "");
    assert!(
        !output.status.success(),
        "a bad file makes the exit status 1"
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<serde_json::Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert_eq!(
        (lines[0]["rule"].as_str(), lines[0]["mode"].as_str()),
        (Some("renju"), Some("vct"))
    );
    assert!(lines[0]["file"].as_str().unwrap().ends_with("a.txt"));
    assert_eq!(lines[1]["result"], "error");
    assert!(
        lines[1]["error"]
            .as_str()
            .unwrap()
            .contains("h8 is occupied")
    );
    assert_eq!(lines[2]["result"], "win");
    // Options override the header.
    let output = gomoku(
        &[
            "solve",
            "--json",
            "--rule",
            "freestyle",
            "--vcf",
            dir.join("a.txt").to_str().unwrap(),
        ],
        "",
    );
    let json = last_json(&output);
    assert_eq!(
        (
            json["rule"].as_str(),
            json["mode"].as_str(),
            json["result"].as_str()
        ),
        (Some("freestyle"), Some("vcf"), Some("win"))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A no-win says what it is relative to: the threats the attacker may use and the depth
/// limit. A bad threat depth is a plain error.
#[test]
fn a_no_win_names_its_threats_and_limit() {
    // Black's lone stones threaten nothing.
    let scattered = "a1 o15 o1 a15";
    let output = gomoku(
        &["solve", "--vct", "--json", "--max-depth", "5", "-"],
        scattered,
    );
    let json = last_json(&output);
    assert_eq!(json["result"], "no-win");
    assert_eq!(
        json["threats"],
        "fours, and moves making three in a five-cell window after which a VCF of at most 3 moves would win"
    );
    assert_eq!(json["max_depth"], 5);
    let output = gomoku(
        &["solve", "--vct", "--json", "--threat-depth", "any", "-"],
        scattered,
    );
    let json = last_json(&output);
    assert_eq!(
        json["threats"],
        "fours, and moves making three in a five-cell window after which a VCF would win"
    );
    assert_eq!(json["max_depth"], serde_json::Value::Null);
    let output = gomoku(&["solve", "--vcf", "--json", "-"], scattered);
    assert_eq!(last_json(&output)["threats"], "fours");
    let output = gomoku(&["solve", "--vct", "--threat-depth", "1", "-"], scattered);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a threat depth"));
}
