//! `tesuji analyze FILE.sgf` as a user runs it: the marked diagram and the lists on a
//! position with captures, chains in atari and a living group; `--move`, `--to-play`,
//! `--rules` and `--json`; clear errors for files that cannot be read.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::{Value, json};

/// A 9x9 game of two moves on set-up stones (drawn after `tesuji analyze` below):
/// Black's bottom group lives with two eyes, A1 and D1, and White's C1 inside is in
/// atari and dead; White's H9 and J8 have the one liberty J9; Black's D6 is in atari
/// after White's D7 (move 2).
const RICH: &str = "(;GM[1]FF[4]SZ[9]KM[6.5]
AB[ah][bh][ch][dh][eh][fh][bi][ei][fi][ga][hb][dd]
AW[ag][bg][cg][dg][eg][fg][gg][gh][gi][ci][ha][ib][cd][ed]
;B[ic];W[dc])
";

/// A 4x4 ko: Black takes White's B1 at A1 (move 1), then both pass.
const KO: &str = "(;GM[1]FF[4]SZ[4]AB[bc][cd]AW[ac][bd];B[ad];W[];B[])";

/// A file of its own for each test, in Cargo's scratch directory for tests.
fn write(test: &str, name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("analyze-{test}"));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("the file is written");
    path
}

fn tesuji(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .args(args)
        .output()
        .expect("the tesuji binary runs")
}

/// Runs `tesuji analyze` on `path` with more arguments; returns standard output,
/// asserting success.
fn analyze(path: &Path, args: &[&str]) -> String {
    let path = path.to_str().expect("a UTF-8 path");
    let out = tesuji(&[&["analyze", path][..], args].concat());
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// Runs `tesuji analyze` expecting failure; returns standard error.
fn analyze_fails(args: &[&str]) -> String {
    let out = tesuji(&[&["analyze"][..], args].concat());
    assert!(!out.status.success(), "succeeded: {out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// The rows of the diagram, from the top, without the coordinates.
fn diagram_rows(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| line.len() > 3 && line[..2].trim().parse::<u32>().is_ok())
        .map(|line| {
            let cells = line[2..].trim_end_matches(|c: char| c.is_ascii_digit());
            cells.split_whitespace().collect()
        })
        .collect()
}

/// The lines after `title` up to the next line that does not start with a space.
fn section<'a>(text: &'a str, title: &str) -> Vec<&'a str> {
    let mut lines = text.lines().skip_while(|line| *line != title);
    assert!(lines.next().is_some(), "no `{title}` in\n{text}");
    lines
        .take_while(|line| line.starts_with(' '))
        .map(str::trim)
        .collect()
}

#[test]
fn the_diagram_marks_captures_atari_and_life() {
    let path = write("marks", "rich.sgf", RICH);
    let text = analyze(&path, &[]);
    assert!(
        text.starts_with(&format!(
            "{}, after 2 moves: Black to play (rules: japanese)\n",
            path.display()
        )),
        "{text}"
    );
    assert_eq!(
        diagram_rows(&text),
        [
            "......Xo*",
            ".......Xo",
            "...O....X",
            "..OxO....",
            ".........",
            ".........",
            "OOOOOOO..",
            "######O..",
            "+#o*##O..",
        ],
        "{text}"
    );
    // The coordinates are on all four sides.
    assert!(text.contains("\n   A B C D E F G H J\n 9 "), "{text}");
    assert!(text.contains(" 1 + # o * # # O . . 1\n"), "{text}");
    // The legend explains the marks shown, and no other.
    for legend in [
        "x o  stones in atari",
        "# @  unconditionally alive stones",
        "*    Black captures here",
    ] {
        assert!(text.contains(legend), "no `{legend}` in\n{text}");
    }
    assert!(!text.contains("ko rule"), "{text}");

    assert_eq!(
        section(&text, "Black captures:"),
        ["D1 takes C1 (1 stone)", "J9 takes J8 + H9 (2 stones)"]
    );
    assert_eq!(
        section(&text, "In atari:"),
        [
            "Black D6 (liberty D5)",
            "White C1 (liberty D1)",
            "White J8 (liberty J9)",
            "White H9 (liberty J9)",
        ]
    );
    assert_eq!(
        section(&text, "Unconditionally alive:"),
        [
            "Black: 9 stones in 1 chain (at B1)",
            "territory, 3 points: A1 C1 D1",
            "dead in it, 1 stone: C1",
            "White: none",
        ]
    );
    // Black's three enclosed regions, and White's corner point J9, which Black's H8 on
    // its diagonal makes a false eye.
    assert_eq!(
        section(&text, "Eye spaces:"),
        [
            "Black A1: one point, true eye: one eye at most",
            "Black C1 D1: two points, 1 White stone inside: one eye at most",
            "Black J8 H9 J9: bent three, 2 White stones inside, vital point J9: not judged",
            "White J9: one point, false eye: one eye at most",
        ]
    );
}

#[test]
fn eye_spaces_show_their_shape_and_vital_point() {
    // Black's A1 B1 C1 on the edge: a straight three, unsettled; B1 is vital.
    let sgf = "(;GM[1]SZ[5]AB[ad][bd][cd][dd][de])";
    let path = write("eyes", "three.sgf", sgf);
    let text = analyze(&path, &[]);
    assert_eq!(
        section(&text, "Eye spaces:"),
        [
            "Black A1 B1 C1: straight three, vital point B1: unsettled, whoever plays B1 first decides"
        ]
    );
    let out = analyze(&path, &["--json"]);
    let report: Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(
        report["eye_spaces"],
        json!([{
            "color": "B",
            "points": ["A1", "B1", "C1"],
            "shape": "straight three",
            "opponent_stones": 0,
            "vital_point": "B1",
            "verdict": "unsettled",
            "eye": null,
        }])
    );
}

#[test]
fn json_has_the_same_facts() {
    let path = write("json", "rich.sgf", RICH);
    let out = analyze(&path, &["--json"]);
    assert_eq!(out.lines().count(), 1, "{out}");
    let report: Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(report["file"], json!(path.display().to_string()));
    assert_eq!(report["rules"], "japanese");
    assert_eq!(
        (report["width"].clone(), report["height"].clone()),
        (json!(9), json!(9))
    );
    assert_eq!(report["moves_played"], 2);
    assert_eq!(report["before_move"], Value::Null);
    assert_eq!(report["to_play"], "B");
    assert_eq!(report["board"][0], "......XO.");
    assert_eq!(report["board"][8], ".XO.XXO..");
    assert_eq!(
        report["captures"],
        json!([
            {"point": "D1", "captured": [["C1"]], "stones": 1},
            {"point": "J9", "captured": [["J8"], ["H9"]], "stones": 2},
        ])
    );
    assert_eq!(report["forbidden_captures"], json!([]));
    assert_eq!(
        report["atari"],
        json!([
            {"color": "B", "stones": ["D6"], "liberty": "D5"},
            {"color": "W", "stones": ["C1"], "liberty": "D1"},
            {"color": "W", "stones": ["J8"], "liberty": "J9"},
            {"color": "W", "stones": ["H9"], "liberty": "J9"},
        ])
    );
    assert_eq!(
        report["unconditionally_alive"],
        json!({
            "B": {
                "chains": [["B1", "E1", "F1", "A2", "B2", "C2", "D2", "E2", "F2"]],
                "stones": 9,
                "territory": ["A1", "C1", "D1"],
                "dead": ["C1"],
            },
            "W": {"chains": [], "stones": 0, "territory": [], "dead": []},
        })
    );
    let spaces = report["eye_spaces"].as_array().expect("a list");
    assert_eq!(spaces.len(), 4);
    assert_eq!(
        spaces[0],
        json!({
            "color": "B",
            "points": ["A1"],
            "shape": "one point",
            "opponent_stones": 0,
            "vital_point": null,
            "verdict": "one-eye",
            "eye": "true",
        })
    );
    assert_eq!(spaces[3]["eye"], "false");
}

#[test]
fn move_and_to_play_choose_the_position() {
    let path = write("move", "rich.sgf", RICH);
    // Before move 2 White has not played D7: Black's D6 is not in atari, and White,
    // who plays move 2, is to play, with nothing to capture.
    let text = analyze(&path, &["--move", "2"]);
    assert!(
        text.contains(", before move 2: White to play (rules: japanese)"),
        "{text}"
    );
    assert_eq!(section(&text, "In atari:").len(), 3, "{text}");
    assert!(text.contains("\nWhite captures: none\n"), "{text}");
    assert_eq!(diagram_rows(&text)[3], "..OXO....");
    // Black to play instead: its captures come back.
    let text = analyze(&path, &["--move", "2", "--to-play", "b"]);
    assert!(text.contains("Black to play"), "{text}");
    assert_eq!(section(&text, "Black captures:").len(), 2, "{text}");
    let out = analyze(&path, &["--move", "2", "--json"]);
    let report: Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(
        (
            report["moves_played"].clone(),
            report["before_move"].clone()
        ),
        (json!(1), json!(2))
    );
    // Past the end of the game: the last position, said so.
    let text = analyze(&path, &["--move", "10"]);
    assert!(
        text.contains("after 2 moves (the main line ends before move 10): Black to play"),
        "{text}"
    );
}

#[test]
fn a_capture_the_ko_forbids_is_shown_apart() {
    let path = write("ko", "ko.sgf", KO);
    // Just after Black took the ko, White may not retake at B1.
    let text = analyze(&path, &["--move", "2"]);
    assert!(text.contains("White to play"), "{text}");
    assert_eq!(diagram_rows(&text)[3], "x!X.", "{text}");
    assert!(
        text.contains("!    White could capture here but for the ko rule"),
        "{text}"
    );
    assert!(text.contains("\nWhite captures: none\n"), "{text}");
    assert_eq!(
        section(&text, "White may not capture now:"),
        ["B1 would take A1 (1 stone): B1 retakes a ko"]
    );
    // Both passed since: under simple ko the retake is a capture again...
    let text = analyze(&path, &["--rules", "japanese"]);
    assert_eq!(section(&text, "White captures:"), ["B1 takes A1 (1 stone)"]);
    assert_eq!(diagram_rows(&text)[3], "x*X.", "{text}");
    // ...under positional superko it would repeat the start position.
    let out = analyze(&path, &["--rules", "chinese", "--json"]);
    let report: Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(report["rules"], "chinese");
    assert_eq!(report["captures"], json!([]));
    assert_eq!(
        report["forbidden_captures"],
        json!([{
            "point": "B1",
            "captured": [["A1"]],
            "stones": 1,
            "reason": "superko",
            "message": "B1 repeats an earlier position (superko)",
        }])
    );
}

#[test]
fn the_rules_of_the_file_are_used_unless_others_are_asked() {
    let path = write("rules", "ko.sgf", &KO.replace("SZ[4]", "SZ[4]RU[Chinese]"));
    let text = analyze(&path, &[]);
    assert!(text.contains("(rules: chinese)"), "{text}");
    assert!(text.contains("superko"), "{text}");
    let text = analyze(&path, &["--rules", "aga"]);
    assert!(text.contains("(rules: aga)"), "{text}");
}

#[test]
fn an_empty_board_has_nothing_to_say() {
    let path = write("empty", "empty.sgf", "(;GM[1]SZ[5])");
    let text = analyze(&path, &[]);
    assert_eq!(diagram_rows(&text), vec![".....".to_string(); 5]);
    assert!(text.contains("\nBlack captures: none\n"), "{text}");
    assert!(text.contains("\nIn atari: none\n"), "{text}");
    assert!(text.contains("  Black: none\n  White: none\n"), "{text}");
    assert!(text.ends_with("\nEye spaces: none\n"), "{text}");
    // No marks, no legend.
    assert!(!text.contains("  x o"), "{text}");
}

#[test]
fn help_explains_the_marks() {
    let out = tesuji(&["analyze", "--help"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    for says in [
        "--move <N>",
        "--to-play <B|W>",
        "--rules <NAME>",
        "--json",
        "x o",
        "# @",
    ] {
        assert!(text.contains(says), "no `{says}` in\n{text}");
    }
}

#[test]
fn files_that_cannot_be_read_get_clear_errors() {
    let missing = write("errors", "here.sgf", "(;GM[1])").with_file_name("missing.sgf");
    let err = analyze_fails(&[missing.to_str().expect("UTF-8")]);
    assert!(
        err.starts_with(&format!("error: cannot read {}: ", missing.display())),
        "{err}"
    );

    // The SGF reader's errors name the file and the place.
    let bad = write("errors", "bad.sgf", "(;GM[1]SZ[9]\n;B[cc]\n;W[dd");
    let err = analyze_fails(&[bad.to_str().expect("UTF-8")]);
    assert!(
        err.starts_with(&format!("error: {}:3:", bad.display())) && err.contains("not valid SGF"),
        "{err}"
    );
    let illegal = write("errors", "illegal.sgf", "(;GM[1]SZ[9];B[cc];W[cc])");
    let err = analyze_fails(&[illegal.to_str().expect("UTF-8")]);
    assert!(
        err.contains("illegal.sgf:1:19: node 3, move 2: white C7 is occupied"),
        "{err}"
    );
    let chess = write("errors", "chess.sgf", "(;GM[3])");
    let err = analyze_fails(&[chess.to_str().expect("UTF-8")]);
    assert!(err.contains("is not Go"), "{err}");

    // Bad options are refused by name.
    let good = write("errors", "good.sgf", "(;GM[1]SZ[9];B[cc])");
    let good = good.to_str().expect("UTF-8");
    for (args, says) in [
        (&[good, "--move", "0"][..], "--move"),
        (&[good, "--to-play", "red"][..], "not a colour"),
        (&[good, "--rules", "ing"][..], "unknown rules"),
        (&[][..], "FILE.sgf"),
    ] {
        let err = analyze_fails(args);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
