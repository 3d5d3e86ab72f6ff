//! The GTP regression suite: `tests/regress/*.tst`, in GNU Go's regression format, run
//! against `tesuji gtp` (or any GTP engine, see below).
//!
//! # The format
//!
//! A `.tst` file is a stream of GTP commands, one a line, as GNU Go's `regression/*.tst`
//! files are:
//!
//! ```text
//! # A comment.
//! boardsize 5                     <- a setup command: sent, must not answer `?`
//! play black C3
//! 12 countlib C3                  <- a test: a command with a numeric GTP id ...
//! #? [4]                          <- ... and on the very next line its expected answer
//! 13 play white C3
//! #? [\?.*]                       <- an error is expected (see below)
//! 14 genmove white
//! #? [!C3]                        <- must succeed and NOT answer C3
//! 15 findlib C3
//! #? [B3 D3 C2]*                  <- a known failure: reported, not an error
//! ```
//!
//! - The expectation `#? [REGEX]` is a regular expression (the `regex` crate's syntax)
//!   matched against the **whole** answer: it is anchored at both ends, as GNU Go's
//!   `regress.awk` anchors it with `^...$`. The answer is the text after `=ID ` with
//!   trailing white space removed; the lines of a multi-line answer are joined with `\n`,
//!   and `.` matches a newline too, so `(.*\n)?genmove(\n.*)?` asks whether one line of
//!   `list_commands` is `genmove`.
//! - **Errors.** When the engine answers `?ID message`, the text matched is `? message`
//!   (a `?`, a space, the message). So `#? [\?.*]` expects an error with any message, and
//!   no expectation that does not start with `\?` can be met by an error. (GNU Go's own
//!   awk script drops the `?`; this runner keeps it so that an error never passes for an
//!   answer.)
//! - `#? [!REGEX]` is met when the command **succeeds** and its answer does not match
//!   REGEX: an error never meets a negated expectation.
//! - A trailing `*` (`#? [REGEX]*`) marks a known failure: when the answer does not match
//!   it is counted as a known failure; when it does match, it is an **unexpected pass**,
//!   which fails the suite like an unexpected failure does (remove the `*` then). A
//!   trailing `&` (GNU Go's) means the answer is only shown, never checked.
//! - A command without an id is setup: it must not be answered with `?` (a setup error).
//!   A numbered command must be followed at once by its `#?` line; a `#?` line anywhere
//!   else is a format error. The answer's id must be the command's id.
//! - `#` starts a comment anywhere on a command line. After `quit` the rest of a file is
//!   not sent.
//!
//! # Adding a test
//!
//! Set the position up with unnumbered commands (`boardsize`, `play`, `loadsgf`; SGF files
//! go in `tests/regress/sgf/`), then write the command with the next free number of the
//! file and its `#?` line. Work the answer out by hand, write the diagram in a comment,
//! and check it against GNU Go (below) where GNU Go has the command. Lists of vertices
//! are in GNU Go's order: row by row from the top, left to right. Where engines may
//! rightly differ (`genmove`, `name`), the regex accepts every correct answer.
//!
//! # Running
//!
//! Each file gets a fresh engine started with its working directory in `tests/regress`,
//! so `loadsgf sgf/ko.sgf` names `tests/regress/sgf/ko.sgf`. The files run in parallel.
//! Every unexpected result of every file is listed (file, line, command, expected, got)
//! before the test fails; a summary per file is always printed (`--nocapture` shows it).
//!
//! Environment:
//! - `TESUJI_REGRESS_ENGINE`: the engine's command line, split at white space (default:
//!   this crate's `tesuji gtp`).
//!   `TESUJI_REGRESS_ENGINE="/usr/games/gnugo --mode gtp --never-resign"` runs the suite
//!   against GNU Go 3.8, whose answer formats are the contract, and every test passes.
//!   (Without `--never-resign` GNU Go resigns a won position in `genmove.tst`, test 22.)
//! - `TESUJI_REGRESS_FILES`: a comma-separated list of file names (`rules.tst,sgf.tst`
//!   or `rules,sgf`) to run only those.
//! - `TESUJI_REGRESS_VERBOSE=1`: print every test with its answer.

use std::fmt::Write as _;
use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use regex::{Regex, RegexBuilder};

/// How long one command may take before the engine is declared hung. A test's position
/// is small: every answer normally takes milliseconds (GNU Go's `genmove` well under a
/// second), so this only bounds a hang.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(30);

/// The directory of the suite.
fn suite_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regress")
}

/// What a `#?` line asks for.
#[derive(Debug)]
struct Expectation {
    /// The text between the brackets, as written (with its `!`), for the reports.
    written: String,
    /// The anchored regular expression, without the `!`.
    regex: Regex,
    /// `[!...]`: the answer must be a success that does not match.
    negated: bool,
    /// A trailing `*`: a known failure.
    known_failure: bool,
    /// A trailing `&`: shown, not checked.
    ignored: bool,
}

impl Expectation {
    /// Parses the text after `#?`: `[REGEX]`, `[!REGEX]`, each optionally followed by `*`
    /// or `&`.
    fn parse(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let inner_and_suffix = text
            .strip_prefix('[')
            .ok_or_else(|| format!("an expectation is `[REGEX]`, not `{text}`"))?;
        let close = inner_and_suffix
            .rfind(']')
            .ok_or_else(|| format!("no closing `]` in `{text}`"))?;
        let (inner, suffix) = (&inner_and_suffix[..close], &inner_and_suffix[close + 1..]);
        let (known_failure, ignored) = match suffix.trim() {
            "" => (false, false),
            "*" => (true, false),
            "&" => (false, true),
            other => return Err(format!("unknown suffix `{other}` after `]` in `{text}`")),
        };
        let (negated, pattern) = match inner.strip_prefix('!') {
            Some(rest) => (true, rest),
            None => (false, inner),
        };
        let regex = RegexBuilder::new(&format!("^(?:{pattern})$"))
            .dot_matches_new_line(true)
            .build()
            .map_err(|e| format!("bad regular expression `{pattern}`: {e}"))?;
        Ok(Self {
            written: inner.to_string(),
            regex,
            negated,
            known_failure,
            ignored,
        })
    }

    /// Whether an answer meets the expectation (before the known-failure mark is taken
    /// into account).
    fn is_met_by(&self, answer: &Reply) -> bool {
        if self.negated {
            answer.ok && !self.regex.is_match(&answer.matched_text())
        } else {
            self.regex.is_match(&answer.matched_text())
        }
    }
}

/// One GTP command of a file, with its expectation if it is a test.
#[derive(Debug)]
struct Step {
    /// 1-based line number in the file.
    line: usize,
    /// The command as sent (id included, comment removed).
    command: String,
    /// The GTP id, for a test.
    id: Option<u64>,
    /// For a test, what its answer must be.
    expect: Option<Expectation>,
}

/// Reads a `.tst` file into its steps. Errors name the line.
fn parse_tst(text: &str) -> Result<Vec<Step>, Vec<String>> {
    let mut steps: Vec<Step> = Vec::new();
    let mut errors = Vec::new();
    // The index of the step on the previous line, while it is a test awaiting its `#?`.
    let mut awaiting: Option<usize> = None;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if let Some(rest) = trimmed.strip_prefix("#?") {
            match awaiting.take() {
                Some(step) => match Expectation::parse(rest) {
                    Ok(expect) => steps[step].expect = Some(expect),
                    Err(e) => errors.push(format!("line {line}: {e}")),
                },
                None => errors.push(format!(
                    "line {line}: `#?` does not follow a numbered command on the line before"
                )),
            }
            continue;
        }
        if let Some(step) = awaiting.take() {
            errors.push(format!(
                "line {}: the numbered command `{}` has no `#?` expectation on the next line",
                steps[step].line, steps[step].command
            ));
        }
        let command = trimmed.split('#').next().unwrap_or_default().trim();
        if command.is_empty() {
            continue;
        }
        let first = command.split_whitespace().next().unwrap_or_default();
        let id = if first.bytes().all(|b| b.is_ascii_digit()) {
            match first.parse() {
                Ok(id) => Some(id),
                Err(_) => {
                    errors.push(format!("line {line}: id `{first}` out of range"));
                    continue;
                }
            }
        } else {
            None
        };
        if id.is_some() {
            awaiting = Some(steps.len());
        }
        steps.push(Step {
            line,
            command: command.to_string(),
            id,
            expect: None,
        });
    }
    if let Some(step) = awaiting {
        errors.push(format!(
            "line {}: the numbered command `{}` has no `#?` expectation on the next line",
            steps[step].line, steps[step].command
        ));
    }
    if errors.is_empty() {
        Ok(steps)
    } else {
        Err(errors)
    }
}

/// An engine's answer to one command.
#[derive(Debug, PartialEq)]
struct Reply {
    /// `=` (true) or `?` (false).
    ok: bool,
    /// The id the engine echoed.
    id: Option<u64>,
    /// The text after `=ID `, lines joined with `\n`, trailing white space removed.
    text: String,
}

impl Reply {
    /// Reads an answer from its lines (the empty line that ends it excluded).
    fn parse(lines: &[String]) -> Result<Self, String> {
        let first = lines.first().ok_or("an empty answer")?;
        let ok = match first.chars().next() {
            Some('=') => true,
            Some('?') => false,
            _ => return Err(format!("an answer starts with `=` or `?`, not `{first}`")),
        };
        let rest = &first[1..];
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let id = if digits == 0 {
            None
        } else {
            Some(
                rest[..digits]
                    .parse()
                    .map_err(|_| format!("bad id in `{first}`"))?,
            )
        };
        let rest = &rest[digits..];
        let head = match rest.strip_prefix(' ') {
            Some(head) => head,
            None if rest.is_empty() => "",
            None => return Err(format!("no space after the id in `{first}`")),
        };
        let mut text = head.to_string();
        for line in &lines[1..] {
            text.push('\n');
            text.push_str(line);
        }
        let text = text.trim_end().to_string();
        Ok(Self { ok, id, text })
    }

    /// The text a regular expression is matched against: the answer, or `? message` for
    /// an error.
    fn matched_text(&self) -> String {
        if self.ok {
            self.text.clone()
        } else {
            format!("? {}", self.text)
        }
    }
}

/// The engine process, its input, and its output lines as they come.
struct GtpProcess {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: thread::JoinHandle<String>,
}

impl GtpProcess {
    fn start(argv: &[String], dir: &Path) -> Result<Self, String> {
        let (program, args) = argv.split_first().ok_or("an empty engine command")?;
        let mut child = Command::new(program)
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start `{}`: {e}", argv.join(" ")))?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let mut stderr_pipe = child.stderr.take().ok_or("no stderr")?;
        let (sender, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let line = line.trim_end_matches('\r').to_string();
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr_pipe.read_to_string(&mut text);
            text
        });
        Ok(Self {
            stdin: child.stdin.take(),
            child,
            lines,
            stderr,
        })
    }

    /// Sends one command and waits for its answer.
    fn ask(&mut self, command: &str) -> Result<Reply, String> {
        let stdin = self.stdin.as_mut().ok_or("the engine's input is closed")?;
        stdin
            .write_all(format!("{command}\n").as_bytes())
            .and_then(|()| stdin.flush())
            .map_err(|e| format!("cannot send the command (the engine has exited?): {e}"))?;
        let deadline = Instant::now() + ANSWER_TIMEOUT;
        let mut lines = Vec::new();
        loop {
            let wait = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(wait) {
                // Empty lines before an answer are tolerated; one after it ends it.
                Ok(line) if line.trim().is_empty() => {
                    if !lines.is_empty() {
                        return Reply::parse(&lines);
                    }
                }
                Ok(line) => {
                    if lines.is_empty() && !line.starts_with(['=', '?']) {
                        return Err(format!(
                            "the answer starts with `{line}`, not with `=` or `?`"
                        ));
                    }
                    lines.push(line);
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "no complete answer within {} s (got {lines:?})",
                        ANSWER_TIMEOUT.as_secs()
                    ));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!(
                        "the engine closed its output (exited?) after {lines:?}"
                    ));
                }
            }
        }
    }

    /// Ends the engine: `quit` if it is still listening, then close its input, wait a
    /// little, kill it if it lingers. Returns what it wrote to its standard error.
    fn finish(mut self, send_quit: bool) -> String {
        if send_quit {
            let _ = self.ask("quit");
        }
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            match self.child.try_wait() {
                Ok(Some(_)) | Err(_) => break,
                Ok(None) if Instant::now() >= deadline => {
                    let _ = self.child.kill();
                    let _ = self.child.wait();
                    break;
                }
                Ok(None) => thread::sleep(Duration::from_millis(5)),
            }
        }
        self.stderr.join().unwrap_or_default()
    }
}

/// The tally of one file.
#[derive(Debug, Default)]
struct FileReport {
    name: String,
    tests: usize,
    passed: usize,
    known_failures: usize,
    ignored: usize,
    /// Everything that fails the suite, one entry a line, ready to print.
    problems: Vec<String>,
    /// With `TESUJI_REGRESS_VERBOSE`, every test.
    log: Vec<String>,
    /// What the engine wrote to its standard error, when something went wrong.
    stderr_tail: Option<String>,
}

/// Runs one file against a fresh engine.
fn run_file(path: &Path, engine: &[String], verbose: bool) -> FileReport {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut report = FileReport {
        name: name.clone(),
        ..FileReport::default()
    };
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            report.problems.push(format!("{name}: cannot read: {e}"));
            return report;
        }
    };
    let steps = match parse_tst(&text) {
        Ok(steps) => steps,
        Err(errors) => {
            for e in errors {
                report.problems.push(format!("{name}: format error: {e}"));
            }
            return report;
        }
    };
    report.tests = steps.iter().filter(|s| s.expect.is_some()).count();
    let mut engine = match GtpProcess::start(engine, &suite_dir()) {
        Ok(engine) => engine,
        Err(e) => {
            report.problems.push(format!("{name}: {e}"));
            return report;
        }
    };
    let mut alive = true;
    for (index, step) in steps.iter().enumerate() {
        let at = format!("{name}:{}: `{}`", step.line, step.command);
        let answer = match engine.ask(&step.command) {
            Ok(answer) => answer,
            Err(e) => {
                let left = steps[index..].iter().filter(|s| s.expect.is_some()).count();
                report.problems.push(format!(
                    "{at}: {e}; {left} test(s) of the file not run from here on"
                ));
                alive = false;
                break;
            }
        };
        if answer.id != step.id {
            report.problems.push(format!(
                "{at}: the answer's id is {:?}, the command's {:?}",
                answer.id, step.id
            ));
        }
        let mut words = step.command.split_whitespace();
        let name_word = if step.id.is_some() {
            words.nth(1)
        } else {
            words.next()
        };
        let quitting = name_word == Some("quit");
        match &step.expect {
            None if !answer.ok => report.problems.push(format!(
                "{at}: setup error: the command failed with `{}`",
                answer.matched_text()
            )),
            None => {}
            Some(expect) => {
                let got = answer.matched_text();
                let outcome = if expect.ignored {
                    report.ignored += 1;
                    "shown"
                } else {
                    match (expect.is_met_by(&answer), expect.known_failure) {
                        (true, false) => {
                            report.passed += 1;
                            "passed"
                        }
                        (false, true) => {
                            report.known_failures += 1;
                            "known failure"
                        }
                        (true, true) => {
                            report.problems.push(format!(
                                "{at}: UNEXPECTED PASS (remove the `*`): expected to fail \
                                 [{}], got {got:?}",
                                expect.written
                            ));
                            "UNEXPECTED PASS"
                        }
                        (false, false) => {
                            report.problems.push(format!(
                                "{at}: UNEXPECTED FAIL: expected [{}], got {got:?}",
                                expect.written
                            ));
                            "UNEXPECTED FAIL"
                        }
                    }
                };
                if verbose {
                    report
                        .log
                        .push(format!("{at}: {outcome}: [{}] {got:?}", expect.written));
                }
            }
        }
        if quitting {
            alive = false;
            break;
        }
    }
    let stderr = engine.finish(alive);
    if !report.problems.is_empty() && !stderr.trim().is_empty() {
        let tail: Vec<&str> = stderr.lines().rev().take(20).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        report.stderr_tail = Some(format!(
            "{name}: the engine's standard error ended with:\n    {}",
            tail.join("\n    ")
        ));
    }
    report
}

/// The engine to test: `TESUJI_REGRESS_ENGINE`, else `tesuji gtp`.
fn engine_command() -> Vec<String> {
    match std::env::var("TESUJI_REGRESS_ENGINE") {
        Ok(line) if !line.trim().is_empty() => {
            line.split_whitespace().map(str::to_string).collect()
        }
        _ => vec![env!("CARGO_BIN_EXE_tesuji").to_string(), "gtp".to_string()],
    }
}

/// The `.tst` files, in name order, filtered by `TESUJI_REGRESS_FILES`.
fn suite_files() -> Vec<PathBuf> {
    let wanted: Option<Vec<String>> = std::env::var("TESUJI_REGRESS_FILES").ok().map(|list| {
        list.split(',')
            .map(|n| n.trim().trim_end_matches(".tst").to_string())
            .filter(|n| !n.is_empty())
            .collect()
    });
    let mut files: Vec<PathBuf> = std::fs::read_dir(suite_dir())
        .expect("tests/regress exists")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "tst"))
        .filter(|path| {
            let stem = path.file_stem().unwrap_or_default().to_string_lossy();
            wanted
                .as_ref()
                .is_none_or(|names| names.iter().any(|n| *n == stem))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn gtp_regression_suite() {
    run_suite(&engine_command());
}

/// The expected answers are GNU Go's where GNU Go has the command: the suite runs against
/// GNU Go 3.8 too, so an expectation that drifts from the reference engine fails here.
/// GNU Go is the `gnugo` of `TESUJI_GNUGO`, else Debian's `/usr/games/gnugo`, else `PATH`
/// (`scripts/test.sh` installs it); `--never-resign`, because it resigns lost 3×3 games
/// where the suite asks for a move.
#[test]
fn the_expected_answers_are_gnu_gos() {
    let gnugo = std::env::var("TESUJI_GNUGO").unwrap_or_else(|_| {
        let debian = "/usr/games/gnugo";
        if Path::new(debian).is_file() {
            debian
        } else {
            "gnugo"
        }
        .to_string()
    });
    let engine: Vec<String> = [gnugo.as_str(), "--mode", "gtp", "--never-resign"]
        .map(String::from)
        .to_vec();
    run_suite(&engine);
}

/// Runs every `.tst` file against `engine` and fails with every unexpected result.
fn run_suite(engine: &[String]) {
    let verbose = std::env::var("TESUJI_REGRESS_VERBOSE").is_ok_and(|v| !v.is_empty());
    let files = suite_files();
    assert!(
        !files.is_empty(),
        "no .tst file in {} (or none named by TESUJI_REGRESS_FILES)",
        suite_dir().display()
    );
    let reports: Vec<FileReport> = thread::scope(|scope| {
        let handles: Vec<_> = files
            .iter()
            .map(|file| scope.spawn(|| run_file(file, engine, verbose)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a file's run does not panic"))
            .collect()
    });

    let mut summary = format!("GTP regression suite, engine `{}`\n", engine.join(" "));
    let mut problems = String::new();
    let (mut tests, mut passed, mut known, mut unexpected) = (0, 0, 0, 0);
    for report in &reports {
        for line in &report.log {
            let _ = writeln!(summary, "  {line}");
        }
        let _ = writeln!(
            summary,
            "{:<14} {:>3} tests: {:>3} passed, {} known failures, {} shown only, {} problems",
            report.name,
            report.tests,
            report.passed,
            report.known_failures,
            report.ignored,
            report.problems.len()
        );
        for problem in &report.problems {
            let _ = writeln!(problems, "  {problem}");
        }
        if let Some(tail) = &report.stderr_tail {
            let _ = writeln!(problems, "  {tail}");
        }
        tests += report.tests;
        passed += report.passed;
        known += report.known_failures;
        unexpected += report.problems.len();
    }
    let _ = writeln!(
        summary,
        "total: {tests} tests, {passed} passed, {known} known failures, {unexpected} problems"
    );
    println!("{summary}");
    assert!(
        problems.is_empty(),
        "{unexpected} unexpected result(s) in {tests} tests (engine `{}`; the summary per \
         file is printed above):\n{problems}",
        engine.join(" ")
    );
}

#[test]
fn expectations_are_read_as_gnu_go_writes_them() {
    let answer = |ok, text: &str| Reply {
        ok,
        id: Some(1),
        text: text.to_string(),
    };
    let expect = |s: &str| Expectation::parse(s).expect("a valid expectation");

    // Anchored at both ends.
    assert!(expect("[C3]").is_met_by(&answer(true, "C3")));
    assert!(!expect("[C3]").is_met_by(&answer(true, "C3 D4")));
    assert!(!expect("[3]").is_met_by(&answer(true, "13")));
    assert!(expect("[C3|D4]").is_met_by(&answer(true, "D4")));
    // Errors are matched as `? message` and meet only expectations of an error.
    assert!(expect(r"[\?.*]").is_met_by(&answer(false, "illegal move")));
    assert!(expect(r"[\?.*]").is_met_by(&answer(false, "")));
    assert!(!expect(r"[\?.*]").is_met_by(&answer(true, "")));
    assert!(!expect("[illegal move]").is_met_by(&answer(false, "illegal move")));
    // A negation needs a success.
    assert!(expect("[!C3]").is_met_by(&answer(true, "D4")));
    assert!(!expect("[!C3]").is_met_by(&answer(true, "C3")));
    assert!(!expect("[!C3]").is_met_by(&answer(false, "no")));
    // Multi-line answers: `.` crosses lines.
    assert!(
        expect(r"[(.*\n)?genmove(\n.*)?]").is_met_by(&answer(true, "boardsize\ngenmove\nplay"))
    );
    assert!(!expect(r"[(.*\n)?genmove(\n.*)?]").is_met_by(&answer(true, "reg_genmove")));
    // Suffixes.
    assert!(expect("[C3]*").known_failure);
    assert!(expect("[C3]&").ignored);
    assert!(Expectation::parse("C3").is_err());
    assert!(Expectation::parse("[C3]x").is_err());
    assert!(Expectation::parse("[(]").is_err());
}

#[test]
fn answers_are_read_as_gtp_writes_them() {
    let lines = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let parse = |v: &[&str]| Reply::parse(&lines(v)).expect("an answer");
    assert_eq!(
        parse(&["=12 C3 D4"]),
        Reply {
            ok: true,
            id: Some(12),
            text: "C3 D4".into()
        }
    );
    assert_eq!(
        parse(&["= "]),
        Reply {
            ok: true,
            id: None,
            text: String::new()
        }
    );
    assert_eq!(
        parse(&["=7"]),
        Reply {
            ok: true,
            id: Some(7),
            text: String::new()
        }
    );
    assert_eq!(
        parse(&["?3 illegal move"]),
        Reply {
            ok: false,
            id: Some(3),
            text: "illegal move".into()
        }
    );
    assert_eq!(
        parse(&["=1 ", "   A B", " 2 . . 2"]).text,
        "\n   A B\n 2 . . 2"
    );
    assert!(Reply::parse(&lines(&["C3"])).is_err());
    assert!(Reply::parse(&lines(&["=12C3"])).is_err());
}

#[test]
fn files_are_read_as_gnu_go_writes_them() {
    let steps = parse_tst(
        "# comment\nboardsize 5 # trailing comment\n\n12 countlib C3\n#? [4]*\nplay black C3\n",
    )
    .expect("a valid file");
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[0].command, "boardsize 5");
    assert!(steps[0].expect.is_none() && steps[0].id.is_none());
    assert_eq!((steps[1].id, steps[1].line), (Some(12), 4));
    assert!(steps[1].expect.as_ref().is_some_and(|e| e.known_failure));
    // A test without its expectation, an expectation without its test.
    assert!(parse_tst("12 countlib C3\nplay black C3\n").is_err());
    assert!(parse_tst("12 countlib C3\n").is_err());
    assert!(parse_tst("play black C3\n#? [1]\n").is_err());
    assert!(parse_tst("12 countlib C3\n\n#? [1]\n").is_err());
}
