//! Renju forbidden points against golden boards (`tests/forbidden/*.txt`): every file
//! lists ALL of Black's forbidden points on its board with their kinds, established by
//! hand and by an independent checker (see each file's comments).

use std::collections::BTreeMap;
use std::path::Path;

use tesuji_gomoku::{Color, Position, Rule};

/// The expected forbidden points of a golden file: point name → kind.
fn expected(text: &str) -> BTreeMap<String, String> {
    let line = text
        .lines()
        .find_map(|l| l.strip_prefix("# forbidden:"))
        .expect("a `# forbidden:` line");
    if line.trim() == "none" {
        return BTreeMap::new();
    }
    line.split(',')
        .map(|item| {
            let mut words = item.split_whitespace();
            let point = words.next().expect("a point").to_owned();
            let kind = words.next().expect("a kind").to_owned();
            (point, kind)
        })
        .collect()
}

#[test]
fn every_golden_board_has_exactly_its_forbidden_points() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/forbidden");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(
        files.len() >= 30,
        "golden files missing in {}",
        dir.display()
    );
    let mut failures = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let mut position = Position::parse(&text, Rule::Renju, None, Some(Color::Black))
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let board = &mut position.board;
        let found: BTreeMap<String, String> = board
            .points()
            .to_vec()
            .into_iter()
            .filter_map(|p| {
                board
                    .forbidden(p)
                    .map(|kind| (board.name(p), kind.name().to_owned()))
            })
            .collect();
        let want = expected(&text);
        if found != want {
            failures.push(format!(
                "{}:\n  expected {want:?}\n  found    {found:?}",
                file.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files wrong:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn white_never_has_forbidden_points_and_other_rules_none() {
    let text = "h8 a1 i8 a2 h9 a3 i9 b1";
    for rule in [Rule::Freestyle, Rule::Standard] {
        let mut position = Position::parse(text, rule, None, None).unwrap();
        let board = &mut position.board;
        assert!(
            board
                .points()
                .to_vec()
                .into_iter()
                .all(|p| board.forbidden(p).is_none())
        );
    }
}
