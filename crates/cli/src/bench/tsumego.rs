//! `tesuji bench tsumego`: the solver on a problem set (by default the shipped
//! `problems/`), timed per problem, checked against the answers the files give, and
//! optionally GNU Go's owl reading on the same framed positions beside it.
//!
//! Two kinds of answers are read. The project's own problems state theirs in the root
//! comment (`Status:` and `Correct:` lines); they are checked status and moves, one row
//! each, as they always were. Book problems (the corpus of published collections) give
//! only the book's correct first moves, as root variations marked right (`RIGHT`,
//! `Correct`, `TE`, `GB`/`GW`: the conventions `tesuji_tsumego::book` reads); they are scored per folder in one table: how often the solver's first move
//! is a book move, how often a book move is among its correct moves, and how often it
//! proves a status none of the book's moves reach.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use clap::Args;
use serde::Serialize;
use tesuji_go::sgf::{Collection, Record};
use tesuji_go::{Move, Rules};
use tesuji_search::{Budget, Config};
use tesuji_tsumego::book::Book;
use tesuji_tsumego::{Answer, Goal, Reading, Request, Solution, Status, Tsumego, read, solve};

use crate::solve::PoseMarks;

/// Options of `tesuji bench tsumego`.
#[derive(Debug, Args)]
pub struct TsumegoArgs {
    /// Problem files or directories (searched for `*.sgf`). A file whose root comment
    /// has `Status:` and `Correct:` lines is checked against them (one row each); any
    /// other is a book problem, scored against the first moves of its root variations
    /// marked with a comment starting "RIGHT" or "Correct", per folder in one table.
    #[arg(default_value = "problems")]
    paths: Vec<PathBuf>,
    /// Transposition table size in MB (each job has its own, and keeps the memory of two
    /// for its next searches).
    #[arg(long, default_value_t = 64)]
    memory: usize,
    /// Node budget per problem.
    #[arg(long)]
    max_nodes: Option<u64>,
    /// Time budget per problem, in seconds.
    #[arg(long, default_value = "10", value_parser = crate::seconds::positive)]
    time: Duration,
    /// Also ask GNU Go's `owl_attack`/`owl_defend` on the same framed positions, one
    /// problem at a time once the solver is done: `gnugo` on the PATH or in /usr/games,
    /// or the binary given as `--gnugo=PATH`.
    #[arg(
        long,
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "gnugo",
        value_name = "PATH"
    )]
    gnugo: Option<String>,
    /// Problems solved at once, each on its own thread.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..))]
    jobs: u16,
    /// Only the first N problems of each folder (by file name).
    #[arg(long)]
    limit: Option<usize>,
    /// One JSON object per problem per line, then one `{"summary":...}` object with the
    /// figures per folder and in all.
    #[arg(long)]
    json: bool,
}

/// One engine's results over the problems that state their answer.
#[derive(Default)]
struct Tally {
    times: Vec<Duration>,
    /// Problems with an answer in the file.
    answered: usize,
    /// Of those, the status agreed.
    status_right: usize,
    /// Of those, the moves agreed (tesuji: the whole set; GNU Go: its one move is in it).
    moves_right: usize,
    /// Problems not decided (budget spent).
    unknown: usize,
    nodes: u64,
}

impl Tally {
    fn summary(&mut self, name: &str, moves: &str) -> String {
        self.times.sort();
        let total: Duration = self.times.iter().sum();
        let median = self
            .times
            .get(self.times.len() / 2)
            .copied()
            .unwrap_or_default();
        let max = self.times.last().copied().unwrap_or_default();
        let mut line = format!(
            "{name}: {} problems, status right {}/{}, {moves} {}/{}, unknown {}; \
             median {:.1} ms, max {:.0} ms, total {:.2} s",
            self.times.len(),
            self.status_right,
            self.answered,
            self.moves_right,
            self.answered,
            self.unknown,
            median.as_secs_f64() * 1e3,
            max.as_secs_f64() * 1e3,
            total.as_secs_f64()
        );
        if self.nodes > 0 {
            let _ = write!(
                line,
                ", {} nodes ({:.0} nodes/s)",
                self.nodes,
                self.nodes as f64 / total.as_secs_f64().max(1e-9)
            );
        }
        line
    }

    fn json(&mut self) -> serde_json::Value {
        self.times.sort();
        serde_json::json!({
            "problems": self.times.len(),
            "answered": self.answered,
            "status_right": self.status_right,
            "moves_right": self.moves_right,
            "unknown": self.unknown,
            "median_ms": percentile(&self.times, 0.5).map(ms),
        })
    }
}

/// What a file says the answer is.
enum Expected {
    /// `Status:` and `Correct:` lines in the root comment (the project's own problems).
    Stated(Answer),
    /// The book's correct first moves, in file order (never empty).
    Book(Vec<Move>),
    /// Neither.
    Nothing,
}

/// One problem file of the batch.
struct Entry {
    /// The path as given or found.
    name: String,
    /// The name of the file's directory.
    folder: String,
    /// The problem and its answer, or what is wrong with the file (a whole sentence
    /// naming it).
    loaded: Result<(Tsumego, Expected), String>,
}

/// The solver's work on one problem.
struct Run {
    /// `read` (status and one move) and its time, for problems that state their answer.
    reading: Option<(Reading, Duration)>,
    /// `solve`: the whole answer.
    solution: Solution,
}

/// GNU Go's owl answer (status, move, time), or why there is none.
type Owl = Result<(Status, Option<Move>, Duration), String>;

pub fn run(args: &TsumegoArgs) -> anyhow::Result<String> {
    let config = Config {
        memory_bytes: args.memory << 20,
        budget: Budget {
            max_nodes: args.max_nodes,
            time: Some(args.time),
            ..Budget::default()
        },
        ..Config::default()
    };
    let mut files = crate::files::collect(&args.paths, "sgf")?;
    files.sort();
    files.dedup();
    if let Some(limit) = args.limit {
        // Sorted paths keep each directory's files together, by file name.
        let mut kept: Vec<PathBuf> = Vec::with_capacity(files.len());
        let mut in_dir = 0;
        for file in files {
            let same = kept
                .last()
                .is_some_and(|last| last.parent() == file.parent());
            in_dir = if same { in_dir + 1 } else { 1 };
            if in_dir <= limit {
                kept.push(file);
            }
        }
        files = kept;
    }
    let mut gnugo = match &args.gnugo {
        Some(binary) => Some(GnuGo::start(binary)?),
        None => None,
    };
    let entries: Vec<Entry> = files.iter().map(|file| load(file)).collect();
    let runs = solve_all(&entries, usize::from(args.jobs), &config);
    // GNU Go after the solver, alone on the machine, so that its times are its own.
    let owls: Vec<Option<Owl>> = match gnugo.as_mut() {
        Some(gnugo) => {
            let scratch =
                std::env::temp_dir().join(format!("tesuji-bench-{}.sgf", std::process::id()));
            let owls = entries
                .iter()
                .map(|entry| match &entry.loaded {
                    Ok((problem, Expected::Stated(_) | Expected::Book(_))) => {
                        Some(gnugo.owl(problem, &scratch).map_err(|e| format!("{e:#}")))
                    }
                    _ => None,
                })
                .collect();
            let _ = std::fs::remove_file(&scratch);
            owls
        }
        None => entries.iter().map(|_| None).collect(),
    };
    let report = BenchReport {
        entries: &entries,
        runs: &runs,
        owls: &owls,
        gnugo: gnugo.is_some(),
    };
    if args.json {
        report.json()
    } else {
        report.text()
    }
}

/// Reads one problem file and the answer it gives.
fn load(file: &Path) -> Entry {
    let name = file.display().to_string();
    // `./p.sgf` and `p.sgf` are in the directory `.` or ``: name it by its real path.
    let parent = file.parent().unwrap_or(Path::new("."));
    let parent = if parent.as_os_str().is_empty() {
        Path::new(".")
    } else {
        parent
    };
    let folder = parent
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .or_else(|| {
            let real = std::fs::canonicalize(parent).ok()?;
            Some(real.file_name()?.to_string_lossy().into_owned())
        })
        .unwrap_or_else(|| parent.display().to_string());
    let named = |error: String| {
        if error.starts_with(&name) {
            error
        } else {
            format!("{name}: {error}")
        }
    };
    let loaded = (|| {
        let text = crate::files::read_text(file).map_err(|e| format!("cannot read it: {e}"))?;
        let collection = Collection::parse(&text, &name).map_err(|e| e.to_string())?;
        let game = collection.games().first().ok_or("no game")?;
        let problem = Tsumego::from_sgf(game, Rules::JAPANESE, &Request::default())
            .map_err(|e| e.to_string())?;
        let expected = match Answer::read(game.root_comment().unwrap_or_default())
            .map_err(|e| e.to_string())?
        {
            Some(answer) => Expected::Stated(answer),
            None => {
                let moves = Book::read(game, problem.to_play())
                    .map_err(|e| e.to_string())?
                    .right_first_moves();
                if moves.is_empty() {
                    Expected::Nothing
                } else {
                    Expected::Book(moves)
                }
            }
        };
        Ok((problem, expected))
    })()
    .map_err(named);
    Entry {
        name,
        folder,
        loaded,
    }
}

/// Solves every problem with an answer on `jobs` threads, each problem on one; the runs
/// in `entries`' order (`None` for the others).
fn solve_all(entries: &[Entry], jobs: usize, config: &Config) -> Vec<Option<Run>> {
    let progress = std::io::stderr().is_terminal();
    let mut runs = Vec::with_capacity(entries.len());
    crate::batch::run_all(
        entries,
        jobs,
        |entry, _| match &entry.loaded {
            Ok((problem, Expected::Stated(_))) => {
                // The status and one correct move, what GNU Go's owl answers, then the
                // whole answer.
                let start = Instant::now();
                let reading = read(problem, config);
                let elapsed = start.elapsed();
                Some(Run {
                    reading: Some((reading, elapsed)),
                    solution: solve(problem, config),
                })
            }
            Ok((problem, Expected::Book(_))) => Some(Run {
                reading: None,
                solution: solve(problem, config),
            }),
            _ => None,
        },
        |index, run| {
            runs.push(run);
            if progress {
                eprint!("\r{}/{} problems", index + 1, entries.len());
            }
            true
        },
    );
    if progress && !entries.is_empty() {
        eprint!("\r\x1b[K");
    }
    runs
}

/// Everything the batch found, to be printed.
struct BenchReport<'a> {
    entries: &'a [Entry],
    runs: &'a [Option<Run>],
    owls: &'a [Option<Owl>],
    /// Whether GNU Go was asked.
    gnugo: bool,
}

/// The figures of the problems that state their answer, as the bench always gave them.
#[derive(Default)]
struct Stated {
    /// `read`: the status and one correct move.
    first: Tally,
    /// `solve`: the whole answer.
    ours: Tally,
    /// GNU Go's owl.
    theirs: Tally,
}

impl Stated {
    /// Adds one problem; returns its row (the solver's and GNU Go's answers).
    fn add(&mut self, name: &str, answer: &Answer, run: &Run, owl: Option<&Owl>) -> String {
        let solution = &run.solution;
        self.ours.times.push(solution.elapsed);
        self.ours.nodes += solution.nodes;
        self.ours.unknown += usize::from(solution.status == Status::Unknown);
        self.ours.answered += 1;
        self.ours.status_right += usize::from(solution.status == answer.status);
        self.ours.moves_right += usize::from(answer.is_correct_set(&solution.correct_moves));
        if let Some((reading, elapsed)) = &run.reading {
            let first = &mut self.first;
            first.times.push(*elapsed);
            first.nodes += reading.nodes;
            first.unknown += usize::from(reading.status == Status::Unknown);
            first.answered += 1;
            first.status_right += usize::from(reading.status == answer.status);
            let move_right = match reading.pv.first() {
                Some(mv) if reading.status != Status::Failure => answer.correct.contains(mv),
                _ => answer.correct.is_empty(),
            };
            first.moves_right += usize::from(reading.status == answer.status && move_right);
        }
        let mut row = format!(
            "{name}: {} {:.1} ms",
            solution.status.name(),
            solution.elapsed.as_secs_f64() * 1e3
        );
        match owl {
            Some(Ok((status, mv, elapsed))) => {
                self.theirs.times.push(*elapsed);
                let _ = write!(
                    row,
                    " | GNU Go {} {} {:.1} ms",
                    status.name(),
                    mv.map(|m| m.to_string()).unwrap_or_default(),
                    elapsed.as_secs_f64() * 1e3
                );
                self.theirs.answered += 1;
                self.theirs.status_right += usize::from(*status == answer.status);
                let move_right = match mv {
                    Some(mv) => answer.correct.contains(mv),
                    None => answer.correct.is_empty(),
                };
                self.theirs.moves_right += usize::from(*status == answer.status && move_right);
            }
            Some(Err(error)) => {
                let _ = write!(row, " | GNU Go error: {error}");
            }
            None => {}
        }
        row
    }
}

/// How the solver's whole answer to a book problem compares with the book.
struct Score {
    /// A success or ko whose main line starts with a book move.
    first_move_right: bool,
    /// A success or ko with a book move among its correct moves.
    book_move_correct: bool,
    /// A proven status (success, ko or failure) that leaves out every book move: none is
    /// among its correct moves and none was left undecided by the budget (so each was
    /// refuted, or the status says no move reaches the goal).
    wrong: bool,
}

fn score(solution: &Solution, book: &[Move]) -> Score {
    let reached = matches!(solution.status, Status::Success | Status::Ko);
    let book_move_correct = solution.correct_moves.iter().any(|mv| book.contains(mv));
    Score {
        first_move_right: reached && solution.pv.first().is_some_and(|mv| book.contains(mv)),
        book_move_correct: reached && book_move_correct,
        wrong: match solution.status {
            Status::Unknown => false,
            // The status itself refutes every move.
            Status::Failure => true,
            Status::Success | Status::Ko => {
                !book_move_correct && !solution.undecided.iter().any(|mv| book.contains(mv))
            }
        },
    }
}

/// What became of the book's move in a wrong answer: the proof that leaves it out.
#[derive(Debug, PartialEq, Eq)]
enum BookMoveFate {
    /// The book's move and the line that refutes it.
    Refuted(Vec<Move>),
    /// Refuted by a verified search whose line the budget left no time to read.
    RefutedWithoutLine(Move),
    /// No book move was among the first moves the search judged: the pose took them
    /// away (the frame's fill, the attacker's unconditional territory, or a point
    /// outside the fight zone), or they are illegal.
    NotSearched,
}

impl BookMoveFate {
    /// The fate of the book's moves: the first one's refuting line, else the first one
    /// refuted without a line, else none searched.
    fn of(solution: &Solution, book: &[Move]) -> BookMoveFate {
        if let Some(line) = book.iter().find_map(|mv| {
            let (_, line) = solution.refutations.iter().find(|(m, _)| m == mv)?;
            Some(line)
        }) {
            return BookMoveFate::Refuted(line.clone());
        }
        match book
            .iter()
            .find(|mv| solution.refuted_without_line.contains(mv))
        {
            Some(&mv) => BookMoveFate::RefutedWithoutLine(mv),
            None => BookMoveFate::NotSearched,
        }
    }

    /// The line that refutes the book's move (its first move the book's), if read.
    fn line(&self) -> Option<&[Move]> {
        match self {
            BookMoveFate::Refuted(line) => Some(line),
            _ => None,
        }
    }

    fn describe(&self) -> String {
        match self {
            BookMoveFate::Refuted(line) => {
                let (first, rest) = line
                    .split_first()
                    .expect("a refutation starts with its move");
                let rest: Vec<String> = names(rest);
                format!("book move {first} refuted by {}", rest.join(" "))
            }
            BookMoveFate::RefutedWithoutLine(mv) => {
                format!("book move {mv} refuted (the budget left no time to read the line)")
            }
            BookMoveFate::NotSearched => "no book move among the moves searched (the pose \
                 took them away: filled by the frame, the attacker's territory or outside \
                 the fight zone)"
                .to_string(),
        }
    }
}

/// Whether GNU Go's owl found a book move (with a status other than 0).
fn owl_right(owl: &Owl, book: &[Move]) -> bool {
    matches!(owl, Ok((status, Some(mv), _)) if *status != Status::Failure && book.contains(mv))
}

/// The figures of one folder of book problems (or of all of them).
#[derive(Default)]
struct Row {
    folder: String,
    /// Book problems solved.
    problems: usize,
    first_move_right: usize,
    book_move_correct: usize,
    wrong: usize,
    unknown: usize,
    /// Files with no answer of either kind (not solved).
    no_answer: usize,
    /// Files that could not be read.
    errors: usize,
    times: Vec<Duration>,
    /// Until the status and the main line were known (the first stage of the answer).
    status_times: Vec<Duration>,
    gnugo_right: usize,
    gnugo_times: Vec<Duration>,
}

impl Row {
    fn named(folder: &str) -> Row {
        Row {
            folder: folder.to_string(),
            ..Row::default()
        }
    }

    fn add(&mut self, entry: &Entry, run: Option<&Run>, owl: Option<&Owl>) {
        match (&entry.loaded, run) {
            (Err(_), _) => self.errors += 1,
            (Ok((_, Expected::Nothing)), _) => self.no_answer += 1,
            (Ok((_, Expected::Book(book))), Some(run)) => {
                let solution = &run.solution;
                let score = score(solution, book);
                self.problems += 1;
                self.first_move_right += usize::from(score.first_move_right);
                self.book_move_correct += usize::from(score.book_move_correct);
                self.wrong += usize::from(score.wrong);
                self.unknown += usize::from(solution.status == Status::Unknown);
                self.times.push(solution.elapsed);
                self.status_times.push(solution.decided_in);
                if let Some(owl) = owl {
                    self.gnugo_right += usize::from(owl_right(owl, book));
                    if let Ok((_, _, elapsed)) = owl {
                        self.gnugo_times.push(*elapsed);
                    }
                }
            }
            _ => {}
        }
    }

    fn finish(&mut self) {
        self.times.sort();
        self.status_times.sort();
        self.gnugo_times.sort();
    }

    /// The row's cells in the text table.
    fn cells(&self, gnugo: bool) -> Vec<String> {
        let time = |times: &[Duration], p| {
            percentile(times, p).map_or_else(|| "-".to_string(), |t| format!("{:.1}", ms(t)))
        };
        let mut cells = vec![
            self.folder.clone(),
            self.problems.to_string(),
            self.first_move_right.to_string(),
            self.book_move_correct.to_string(),
            self.wrong.to_string(),
            self.unknown.to_string(),
            self.no_answer.to_string(),
            self.errors.to_string(),
            time(&self.status_times, 0.5),
            time(&self.times, 0.5),
            time(&self.times, 0.9),
        ];
        if gnugo {
            cells.push(self.gnugo_right.to_string());
            cells.push(time(&self.gnugo_times, 0.5));
        }
        cells
    }

    fn json(&self, gnugo: bool) -> serde_json::Value {
        let mut row = serde_json::json!({
            "folder": self.folder,
            "problems": self.problems,
            "first_move_right": self.first_move_right,
            "book_move_correct": self.book_move_correct,
            "wrong": self.wrong,
            "unknown": self.unknown,
            "no_answer": self.no_answer,
            "errors": self.errors,
            "status_median_ms": percentile(&self.status_times, 0.5).map(ms),
            "median_ms": percentile(&self.times, 0.5).map(ms),
            "p90_ms": percentile(&self.times, 0.9).map(ms),
        });
        if gnugo {
            row["gnugo_first_move_right"] = self.gnugo_right.into();
            row["gnugo_median_ms"] = percentile(&self.gnugo_times, 0.5).map(ms).into();
        }
        row
    }
}

/// The `p` quantile of sorted times (nearest rank), `None` for no times.
fn percentile(sorted: &[Duration], p: f64) -> Option<Duration> {
    let n = sorted.len();
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let rank = (p * n as f64).ceil() as usize;
    sorted.get(rank.clamp(1, n.max(1)) - 1).copied()
}

/// Milliseconds, to a hundredth.
fn ms(time: Duration) -> f64 {
    (time.as_secs_f64() * 1e5).round() / 100.0
}

/// One problem's line of `--json`.
#[derive(Serialize)]
struct JsonRow<'a> {
    file: &'a str,
    folder: &'a str,
    /// Where the answer came from: `stated` (`Status:`/`Correct:`), `book` (variations
    /// marked RIGHT), `none`, or `error` for a file that cannot be read.
    answer: &'static str,
    /// The solver's status; `error` or `no-answer` for a problem not solved.
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<&'a str>,
    /// The stated status.
    #[serde(skip_serializing_if = "Option::is_none")]
    expected_status: Option<&'static str>,
    /// The book's first moves (or the stated correct moves).
    book_moves: Vec<String>,
    /// The main line's first move, for a success or ko.
    first_move: Option<String>,
    correct_moves: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_move_right: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    book_move_correct: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    wrong: Option<bool>,
    /// For a wrong answer: whether a book move was among the first moves judged, and
    /// the line that refutes it (the book's move first), where it was read.
    #[serde(skip_serializing_if = "Option::is_none")]
    book_move_searched: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    book_refutation: Option<Vec<String>>,
    /// Which pose the answer is for, as `tesuji solve --json` marks it.
    #[serde(flatten)]
    pose: PoseMarks,
    status_ms: Option<f64>,
    ms: Option<f64>,
    nodes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gnugo: Option<serde_json::Value>,
}

fn names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

impl BenchReport<'_> {
    fn items(&self) -> impl Iterator<Item = (&Entry, Option<&Run>, Option<&Owl>)> {
        self.entries
            .iter()
            .zip(self.runs)
            .zip(self.owls)
            .map(|((entry, run), owl)| (entry, run.as_ref(), owl.as_ref()))
    }

    /// The folders' rows of the book table (folders with book problems, files without
    /// an answer or unreadable files), and the row of all of them.
    fn table(&self) -> (Vec<Row>, Row) {
        let mut rows: Vec<Row> = Vec::new();
        let mut all = Row::named("all");
        for (entry, run, owl) in self.items() {
            if matches!(entry.loaded, Ok((_, Expected::Stated(_)))) {
                continue;
            }
            let index = match rows.iter().position(|row| row.folder == entry.folder) {
                Some(index) => index,
                None => {
                    rows.push(Row::named(&entry.folder));
                    rows.len() - 1
                }
            };
            rows[index].add(entry, run, owl);
            all.add(entry, run, owl);
        }
        for row in &mut rows {
            row.finish();
        }
        all.finish();
        (rows, all)
    }

    /// One line for each wrong answer to a book problem: the file, the pose the answer
    /// is about, the status and what became of the book's move, and with `--gnugo` GNU
    /// Go's owl reading of the same position (an independent check: where it agrees,
    /// the position as posed is what departs from the book, not the proof).
    fn wrong_answers(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for (entry, run, owl) in self.items() {
            let (Ok((problem, Expected::Book(book))), Some(run)) = (&entry.loaded, run) else {
                continue;
            };
            let solution = &run.solution;
            if !score(solution, book).wrong {
                continue;
            }
            let pose = solution.pose(problem);
            let board = pose.search_board();
            let target = pose
                .targets()
                .first()
                .map(|&t| {
                    format!(
                        ", target {} ({} stones)",
                        board.vertex(t),
                        pose.targets().len()
                    )
                })
                .unwrap_or_default();
            let gnugo = match owl {
                Some(Ok((status, mv, _))) => {
                    let mv = mv.map(|mv| format!(" with {mv}")).unwrap_or_default();
                    format!("; GNU Go on this position: {}{mv}", status.name())
                }
                Some(Err(error)) => format!("; GNU Go: {error}"),
                None => String::new(),
            };
            lines.push(format!(
                "{}: {} to play and {}{target}: {}; {}{gnugo}",
                entry.name,
                pose.to_play().title(),
                pose.goal(),
                solution.status.name(),
                BookMoveFate::of(solution, book).describe()
            ));
        }
        lines
    }

    fn text(&self) -> anyhow::Result<String> {
        let mut out = String::new();
        let mut stated = Stated::default();
        let mut any_stated = false;
        for (entry, run, owl) in self.items() {
            match (&entry.loaded, run) {
                (Ok((_, Expected::Stated(answer))), Some(run)) => {
                    any_stated = true;
                    writeln!(out, "{}", stated.add(&entry.name, answer, run, owl))?;
                }
                (Ok((_, Expected::Nothing)), _) => writeln!(
                    out,
                    "{}: no answer (no Status:/Correct: lines, no variation marked RIGHT)",
                    entry.name
                )?,
                (Err(error), _) => writeln!(out, "error: {error}")?,
                _ => {}
            }
        }
        let (rows, all) = self.table();
        if any_stated || rows.is_empty() {
            writeln!(
                out,
                "{}",
                stated
                    .first
                    .summary("tesuji, status and one move", "status and move right")
            )?;
            writeln!(
                out,
                "{}",
                stated
                    .ours
                    .summary("tesuji, whole answer", "correct-move sets right")
            )?;
            if self.gnugo {
                writeln!(
                    out,
                    "{}",
                    stated.theirs.summary("GNU Go owl", "status and move right")
                )?;
            }
        }
        if !rows.is_empty() {
            writeln!(
                out,
                "book problems, tesuji's whole answer{}: first right = the main line starts \
                 with a book move; in correct = a book move is among the correct moves; \
                 wrong = a proven status no book move reaches (none left undecided); status \
                 median = until the \
                 status and main line were known",
                if self.gnugo {
                    " (and GNU Go's owl move)"
                } else {
                    ""
                }
            )?;
            let mut header: Vec<String> = [
                "folder",
                "problems",
                "first right",
                "in correct",
                "wrong",
                "unknown",
                "no answer",
                "errors",
                "status median ms",
                "median ms",
                "p90 ms",
            ]
            .map(String::from)
            .to_vec();
            if self.gnugo {
                header.push("gnugo right".to_string());
                header.push("gnugo median ms".to_string());
            }
            let lines: Vec<Vec<String>> = std::iter::once(header)
                .chain(
                    rows.iter()
                        .chain(std::iter::once(&all))
                        .map(|row| row.cells(self.gnugo)),
                )
                .collect();
            let mut widths = vec![0; lines[0].len()];
            for line in &lines {
                for (width, cell) in widths.iter_mut().zip(line) {
                    *width = (*width).max(cell.chars().count());
                }
            }
            for line in &lines {
                let mut text = String::new();
                for (column, (cell, width)) in line.iter().zip(&widths).enumerate() {
                    if column == 0 {
                        let _ = write!(text, "{cell:<width$}");
                    } else {
                        let _ = write!(text, "  {cell:>width$}");
                    }
                }
                writeln!(out, "{}", text.trim_end())?;
            }
            let wrong = self.wrong_answers();
            if !wrong.is_empty() {
                writeln!(
                    out,
                    "wrong answers, each with its proof (a book can be wrong, a proof cannot; \
                     a pose can):"
                )?;
                for line in wrong {
                    writeln!(out, "  {line}")?;
                }
            }
        }
        Ok(out)
    }

    fn json(&self) -> anyhow::Result<String> {
        let mut out = String::new();
        let mut stated = Stated::default();
        let mut any_stated = false;
        for (entry, run, owl) in self.items() {
            let mut line = JsonRow {
                file: &entry.name,
                folder: &entry.folder,
                answer: "error",
                status: "error",
                error: None,
                expected_status: None,
                book_moves: Vec::new(),
                first_move: None,
                correct_moves: Vec::new(),
                first_move_right: None,
                book_move_correct: None,
                wrong: None,
                book_move_searched: None,
                book_refutation: None,
                ms: None,
                pose: PoseMarks::default(),
                status_ms: None,
                nodes: None,
                gnugo: owl.map(|owl| match owl {
                    Ok((status, mv, elapsed)) => serde_json::json!({
                        "status": status.name(),
                        "move": mv.map(|m| m.to_string()),
                        "ms": ms(*elapsed),
                    }),
                    Err(error) => serde_json::json!({ "status": "error", "error": error }),
                }),
            };
            match &entry.loaded {
                Err(error) => line.error = Some(error),
                Ok((_, Expected::Nothing)) => {
                    line.answer = "none";
                    line.status = "no-answer";
                }
                Ok((_, Expected::Stated(answer))) => {
                    line.answer = "stated";
                    line.expected_status = Some(answer.status.name());
                    line.book_moves = names(&answer.correct);
                }
                Ok((_, Expected::Book(book))) => {
                    line.answer = "book";
                    line.book_moves = names(book);
                }
            }
            if let Some(run) = run {
                let solution = &run.solution;
                line.status = solution.status.name();
                if matches!(solution.status, Status::Success | Status::Ko) {
                    line.first_move = solution.pv.first().map(ToString::to_string);
                }
                line.correct_moves = names(&solution.correct_moves);
                line.pose = PoseMarks::of(solution);
                line.ms = Some(ms(solution.elapsed));
                line.status_ms = Some(ms(solution.decided_in));
                line.nodes = Some(solution.nodes);
                match &entry.loaded {
                    Ok((_, Expected::Book(book))) => {
                        let score = score(solution, book);
                        line.first_move_right = Some(score.first_move_right);
                        line.book_move_correct = Some(score.book_move_correct);
                        line.wrong = Some(score.wrong);
                        if score.wrong {
                            let fate = BookMoveFate::of(solution, book);
                            line.book_move_searched = Some(fate != BookMoveFate::NotSearched);
                            line.book_refutation = fate.line().map(names);
                        }
                    }
                    Ok((_, Expected::Stated(answer))) => {
                        any_stated = true;
                        stated.add(&entry.name, answer, run, owl);
                    }
                    _ => {}
                }
            }
            writeln!(out, "{}", serde_json::to_string(&line)?)?;
        }
        let (rows, all) = self.table();
        let mut summary = serde_json::json!({
            "folders": rows.iter().map(|row| row.json(self.gnugo)).collect::<Vec<_>>(),
            "all": all.json(self.gnugo),
        });
        if any_stated {
            let mut figures = serde_json::json!({
                "read": stated.first.json(),
                "solve": stated.ours.json(),
            });
            if self.gnugo {
                figures["gnugo"] = stated.theirs.json();
            }
            summary["stated"] = figures;
        }
        writeln!(
            out,
            "{}",
            serde_json::to_string(&serde_json::json!({ "summary": summary }))?
        )?;
        Ok(out)
    }
}

/// GNU Go in GTP mode, asked about the same framed position the solver searches.
struct GnuGo {
    _child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl GnuGo {
    fn start(binary: &str) -> anyhow::Result<GnuGo> {
        let candidates = [binary.to_string(), format!("/usr/games/{binary}")];
        let mut last = None;
        for candidate in candidates {
            match Command::new(&candidate)
                .args(["--mode", "gtp"])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
            {
                Ok(mut child) => {
                    let input = child.stdin.take().context("GNU Go's input")?;
                    let output = BufReader::new(child.stdout.take().context("GNU Go's output")?);
                    return Ok(GnuGo {
                        _child: child,
                        input,
                        output,
                    });
                }
                Err(e) => last = Some(e),
            }
        }
        Err(last.expect("two candidates tried")).with_context(|| format!("starting {binary}"))
    }

    /// One command's answer (`= ...` without the `=`), or its error.
    fn ask(&mut self, command: &str) -> anyhow::Result<String> {
        writeln!(self.input, "{command}")?;
        self.input.flush()?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line)? == 0 {
                bail!("GNU Go stopped after {command:?}");
            }
            if line.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer.push_str(&line);
        }
        match answer.strip_prefix('=') {
            Some(rest) => Ok(rest.trim().to_string()),
            None => bail!("GNU Go refused {command:?}: {}", answer.trim()),
        }
    }

    /// GNU Go's owl answer for the side to play: status, move, and the time it took.
    fn owl(
        &mut self,
        problem: &Tsumego,
        scratch: &Path,
    ) -> anyhow::Result<(Status, Option<Move>, Duration)> {
        let board = problem.search_board();
        let geometry = board.geometry();
        let mut record = Record::new(geometry.width(), geometry.height());
        for p in geometry.points() {
            if let Some(color) = board.stone(p) {
                record.setup.push((color, board.vertex(p)));
            }
        }
        std::fs::write(scratch, record.with_to_play(problem.to_play()).to_sgf())?;
        self.ask(&format!("loadsgf {}", scratch.display()))?;
        let Some(&target) = problem.targets().first() else {
            bail!("no target group to ask about");
        };
        let target = board.vertex(target);
        let command = match problem.goal() {
            Goal::Kill => "owl_attack",
            Goal::Live => "owl_defend",
        };
        let start = Instant::now();
        let answer = self.ask(&format!("{command} {target}"))?;
        let elapsed = start.elapsed();
        let mut words = answer.split_whitespace();
        let status = match words.next() {
            Some("0") => Status::Failure,
            Some("1") => Status::Success,
            Some("2" | "3") => Status::Ko,
            _ => bail!("GNU Go answered {command} with {answer:?}"),
        };
        let mv = words.next().and_then(|m| m.parse().ok());
        Ok((status, mv, elapsed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn solution(status: Status, correct: &[&str], undecided: &[&str]) -> Solution {
        let moves =
            |names: &[&str]| -> Vec<Move> { names.iter().map(|n| n.parse().unwrap()).collect() };
        Solution {
            status,
            correct_moves: moves(correct),
            pv: moves(&correct[..correct.len().min(1)]),
            refutations: Vec::new(),
            refuted_without_line: Vec::new(),
            undecided: moves(undecided),
            nodes: 0,
            elapsed: Duration::ZERO,
            decided_in: Duration::ZERO,
            reposed: false,
            outside_open: false,
            outside_near: false,
        }
    }

    #[test]
    fn a_book_move_the_budget_left_undecided_is_not_wrong() {
        let book: Vec<Move> = vec!["B2".parse().unwrap()];
        let undecided = score(&solution(Status::Success, &["A1"], &["B2"]), &book);
        assert!(!undecided.wrong && !undecided.book_move_correct);
        let refuted = score(&solution(Status::Success, &["A1"], &[]), &book);
        assert!(refuted.wrong);
        let right = score(&solution(Status::Success, &["B2", "A1"], &[]), &book);
        assert!(right.first_move_right && right.book_move_correct && !right.wrong);
        // A failure refutes every move, judged one by one or not.
        let failure = score(&solution(Status::Failure, &[], &["B2"]), &book);
        assert!(failure.wrong && !failure.book_move_correct);
    }

    #[test]
    fn a_wrong_answer_shows_what_refutes_the_book_move() {
        let m = |name: &str| -> Move { name.parse().unwrap() };
        let book = [m("C3"), m("B2")];
        let mut wrong = solution(Status::Failure, &[], &[]);
        assert_eq!(BookMoveFate::of(&wrong, &book), BookMoveFate::NotSearched);
        wrong.refuted_without_line = vec![m("C3")];
        assert_eq!(
            BookMoveFate::of(&wrong, &book),
            BookMoveFate::RefutedWithoutLine(m("C3"))
        );
        // The first book move with a line to show wins over one without.
        wrong.refutations = vec![(m("A1"), vec![m("A1")]), (m("B2"), vec![m("B2"), m("A1")])];
        let fate = BookMoveFate::of(&wrong, &book);
        assert_eq!(fate.line(), Some(&[m("B2"), m("A1")][..]));
        assert_eq!(fate.describe(), "book move B2 refuted by A1");
    }
}
