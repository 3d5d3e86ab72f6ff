//! The problems the project ships (`problems/`, see its README): each file's comment
//! states the answer, established by Go reasoning and GNU Go, never by this solver. Every
//! problem must be solved with that status and exactly that set of correct first moves,
//! and each correct move, replayed, must leave the opponent without an answer.
//!
//! `TESUJI_PROBLEM_NODES=N` sets the node budget per search (default 3,000,000).

use std::path::{Path, PathBuf};

use tesuji_go::sgf::Collection;
use tesuji_go::{Move, Rules};
use tesuji_search::{Budget, Config};
use tesuji_tsumego::{Answer, Request, Solution, Status, Tsumego, read, solve};

fn problem_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("a readable directory") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.extension().is_some_and(|e| e == "sgf") {
                files.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("../../problems"),
        &mut files,
    );
    files.sort();
    files
}

fn config() -> Config {
    let max_nodes = std::env::var("TESUJI_PROBLEM_NODES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3_000_000);
    Config {
        memory_bytes: 64 << 20,
        budget: Budget {
            max_nodes: Some(max_nodes),
            ..Budget::default()
        },
        ..Config::default()
    }
}

fn names(moves: &[Move]) -> String {
    let names: Vec<String> = moves.iter().map(Move::to_string).collect();
    names.join(" ")
}

/// What is wrong with a solution, if anything: the status, the set of correct moves,
/// and each correct move replayed (the opponent must then fail; after a ko-winning
/// move, it must not succeed outright).
fn check(
    problem: &Tsumego,
    solution: &Solution,
    expected: &Answer,
    config: &Config,
) -> Vec<String> {
    let mut wrong = Vec::new();
    if solution.status != expected.status {
        wrong.push(format!(
            "status {} (file: {})",
            solution.status.name(),
            expected.status.name()
        ));
    }
    if !expected.is_correct_set(&solution.correct_moves) {
        wrong.push(format!(
            "correct moves [{}] (file: [{}]), undecided [{}]",
            names(&solution.correct_moves),
            names(&expected.correct),
            names(&solution.undecided)
        ));
    }
    for &mv in &solution.correct_moves {
        let Ok(next) = problem.after(mv) else {
            wrong.push(format!("correct move {mv} is illegal"));
            continue;
        };
        let answer = read(&next, config).status;
        let fine = match solution.status {
            Status::Success => answer == Status::Failure,
            Status::Ko => answer != Status::Success,
            Status::Failure | Status::Unknown => true,
        };
        if !fine {
            wrong.push(format!(
                "after {mv} the opponent's status is {}",
                answer.name()
            ));
        }
    }
    wrong
}

/// What is wrong with the solver's answer to one file, if anything.
fn failure(file: &Path, config: &Config) -> Option<String> {
    let text = std::fs::read_to_string(file).expect("a readable file");
    let name = file.display().to_string();
    let collection = Collection::parse(&text, &name).unwrap_or_else(|e| panic!("{e}"));
    let game = &collection.games()[0];
    let comment = game.root_comment().unwrap_or_default();
    let expected = Answer::read(comment)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .unwrap_or_else(|| panic!("{name}: no Status: and Correct: lines"));
    let problem = Tsumego::from_sgf(game, Rules::JAPANESE, &Request::default())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let solution = solve(&problem, config);
    let wrong = check(&problem, &solution, &expected, config);
    (!wrong.is_empty()).then(|| format!("{name}: {}", wrong.join("; ")))
}

#[test]
fn every_shipped_problem_is_answered_as_its_file_says() {
    let files = problem_files();
    assert!(files.len() >= 150, "only {} problems shipped", files.len());
    let config = config();
    // The problems are independent: one worker per core, each taking every n-th file.
    let workers = std::thread::available_parallelism().map_or(1, usize::from);
    let mut failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|worker| {
                let (files, config) = (&files, &config);
                scope.spawn(move || {
                    files
                        .iter()
                        .skip(worker)
                        .step_by(workers)
                        .filter_map(|file| failure(file, config))
                        .collect::<Vec<String>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().expect("a worker finished"))
            .collect()
    });
    failures.sort();
    assert!(
        failures.is_empty(),
        "{} of {} problems answered otherwise than their files:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}
