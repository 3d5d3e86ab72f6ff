//! `tesuji bench tsumego` on book problems: answers given as root variations marked
//! `RIGHT`, scored per folder.

use std::process::Command;

use serde_json::Value;

/// The bent three on the first line (problems/eye-shapes/05): Black lives at the bend,
/// L19, and only there.
const BENT_THREE: &str = "(;GM[1]FF[4]CA[UTF-8]SZ[19]GN[bent three]PL[B]\
    AB[ja][ma][jb][lb][mb][jc][kc][lc][mc]\
    AW[ia][na][ib][nb][ic][nc][id][jd][kd][ld][md][nd]C[Black to play]";

/// Runs `tesuji bench tsumego` with `args` on a folder `book` holding `files` (name and
/// text), made for the run in a temporary directory named after `tag`, and returns what
/// it printed (the run must succeed).
fn bench_on_book(tag: &str, files: &[(&str, String)], args: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!("tesuji-bench-{tag}-{}", std::process::id()));
    let book = dir.join("book");
    std::fs::create_dir_all(&book).unwrap();
    for (name, text) in files {
        std::fs::write(book.join(name), text).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .args(["bench", "tsumego"])
        .args(args)
        .arg(&book)
        .output()
        .expect("the tesuji binary runs");
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The lines of `--json` output, each a JSON value.
fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect()
}

#[test]
fn bench_tsumego_scores_book_answers_per_folder_and_goes_on_past_bad_files() {
    let files = [
        // The book's answer, L19.
        ("1-right.sgf", format!("{BENT_THREE}(;B[ka]C[RIGHT]))")),
        // A book that is wrong: L18 marked right (a wrong try marked so beside it).
        (
            "2-wrong.sgf",
            format!("{BENT_THREE}(;B[la];W[ka]C[Wrong: dead])(;B[kb];W[la]C[Correct.]))"),
        ),
        // No answer of either kind.
        ("3-none.sgf", format!("{BENT_THREE})")),
        // Not SGF.
        ("4-bad.sgf", "(;GM[1]FF[4]SZ[19]AB[aa".to_string()),
    ];
    let text = bench_on_book("book", &files, &["--time", "2", "--memory", "8", "--json"]);
    let lines = json_lines(&text);
    assert_eq!(lines.len(), files.len() + 1, "{text}");
    let line = |file: &str| {
        lines
            .iter()
            .find(|l| l["file"].as_str().is_some_and(|f| f.ends_with(file)))
            .unwrap_or_else(|| panic!("no {file} in\n{text}"))
    };
    let right = line("1-right.sgf");
    assert_eq!(right["folder"], "book", "{text}");
    assert_eq!(right["answer"], "book", "{text}");
    assert_eq!(right["status"], "success", "{text}");
    assert_eq!(right["first_move"], "L19", "{text}");
    assert_eq!(right["book_moves"], serde_json::json!(["L19"]), "{text}");
    assert_eq!(right["first_move_right"], true, "{text}");
    // The status comes first, the rest of the answer after it.
    let (status_ms, ms) = (right["status_ms"].as_f64(), right["ms"].as_f64());
    assert!(
        status_ms.zip(ms).is_some_and(|(status, all)| status <= all),
        "{text}"
    );
    let wrong = line("2-wrong.sgf");
    assert_eq!(wrong["book_moves"], serde_json::json!(["L18"]), "{text}");
    assert_eq!(wrong["correct_moves"], serde_json::json!(["L19"]), "{text}");
    assert_eq!(wrong["wrong"], true, "{text}");
    // With its proof: the line that refutes the book's move.
    assert_eq!(wrong["book_move_searched"], true, "{text}");
    let refutation = wrong["book_refutation"].as_array().expect("a line");
    assert!(refutation.len() >= 2 && refutation[0] == "L18", "{text}");
    assert!(right.get("book_refutation").is_none(), "{text}");
    assert_eq!(line("3-none.sgf")["status"], "no-answer", "{text}");
    let bad = line("4-bad.sgf");
    assert_eq!(bad["status"], "error", "{text}");
    assert!(
        bad["error"]
            .as_str()
            .is_some_and(|e| e.contains("4-bad.sgf")),
        "{text}"
    );

    let summary = &lines.last().unwrap()["summary"];
    let folders = summary["folders"].as_array().expect("folders");
    assert_eq!(folders.len(), 1, "{text}");
    for row in [&folders[0], &summary["all"]] {
        for (figure, count) in [
            ("problems", 2),
            ("first_move_right", 1),
            ("book_move_correct", 1),
            ("wrong", 1),
            ("unknown", 0),
            ("no_answer", 1),
            ("errors", 1),
        ] {
            assert_eq!(row[figure], count, "{figure} in {row}");
        }
        assert!(row["median_ms"].as_f64().is_some(), "{row}");
        assert!(row["status_median_ms"].as_f64().is_some(), "{row}");
    }
    assert_eq!(summary["all"]["folder"], "all");
    assert_eq!(folders[0]["folder"], "book");
}

#[test]
fn bench_tsumego_prints_one_table_of_book_problems() {
    let files: Vec<(&str, String)> = ["a.sgf", "b.sgf", "c.sgf"]
        .into_iter()
        .map(|name| (name, format!("{BENT_THREE}(;B[ka]C[right]))")))
        .collect();
    let text = bench_on_book(
        "table",
        &files,
        &[
            "--time", "2", "--memory", "8", "--limit", "2", "--jobs", "2",
        ],
    );
    let rows: Vec<Vec<&str>> = text
        .lines()
        .skip_while(|l| !l.starts_with("folder "))
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), 3, "{text}");
    // --limit 2: two problems of the three, both right.
    let all = &rows[2];
    assert_eq!(all[..6], ["all", "2", "2", "2", "0", "0"], "{text}");
    // The columns line up: every row as long as the header.
    let widths: Vec<usize> = text
        .lines()
        .skip_while(|l| !l.starts_with("folder "))
        .map(str::len)
        .collect();
    assert!(widths.iter().all(|&w| w == widths[0]), "{text}");
}

#[test]
fn a_wrong_answer_shows_gnu_gos_reading_of_the_same_position() {
    // A book that is wrong: L18 marked right, where only the bend L19 lives.
    let text = bench_on_book(
        "gnugo",
        &[("wrong.sgf", format!("{BENT_THREE}(;B[kb]C[RIGHT]))"))],
        &["--time", "2", "--memory", "8", "--gnugo"],
    );
    let wrong: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("wrong answers"))
        .skip(1)
        .collect();
    assert_eq!(wrong.len(), 1, "{text}");
    // The proof that refutes the book's move, then the independent reader's verdict: GNU
    // Go's owl also lives with L19 alone, so the book, not the pose, departs.
    assert!(
        wrong[0].contains("book move L18 refuted by ")
            && wrong[0].ends_with("; GNU Go on this position: success with L19"),
        "{text}"
    );
}

/// Each answer's pose is marked as `tesuji solve --json` marks it: `maeda-10k-5k/011`
/// (Black kills with T19) is undecided with White's outside filled as usual and killed
/// with it filled nearer; the bent three, where White to play kills, is answered on the
/// pose as inferred; where Black to play lives, on the near pose, which a defender to
/// play asks first.
#[test]
fn bench_tsumego_marks_the_pose_of_each_answer() {
    let near = "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[pe][pf][qf][rf][sf][rb][qb][qc][pd]\
                AW[rc][sd][se][re][qe][qd][sb][pc][oc][mc]C[Black to play](;B[sa]C[RIGHT]))";
    let kill = BENT_THREE
        .replace("PL[B]", "PL[W]")
        .replace("Black to play", "White to play");
    let files = [
        ("1-near.sgf", near.to_string()),
        ("2-usual.sgf", format!("{kill}(;W[ka]C[RIGHT]))")),
        ("3-near-life.sgf", format!("{BENT_THREE}(;B[ka]C[RIGHT]))")),
    ];
    let text = bench_on_book(
        "pose",
        &files,
        &["--max-nodes", "200000", "--time", "100", "--json"],
    );
    let lines = json_lines(&text);
    let (near, usual, life) = (&lines[0], &lines[1], &lines[2]);
    assert!(
        near["file"].as_str().unwrap().ends_with("1-near.sgf"),
        "{text}"
    );
    for (answer, first) in [(near, "T19"), (usual, "L19"), (life, "L19")] {
        assert_eq!(answer["first_move"], first, "{text}");
        assert!(
            answer.get("reposed").is_none() && answer.get("outside_open").is_none(),
            "{text}"
        );
    }
    assert_eq!(near["outside_near"], true, "{text}");
    assert!(usual.get("outside_near").is_none(), "{text}");
    assert_eq!(life["outside_near"], true, "{text}");
}
