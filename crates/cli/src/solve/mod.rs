//! `tesuji solve PATH...`: life-and-death problems from SGF files answered the way a
//! problem book answers them: the status for the side to play, every correct first move,
//! the main line and the refutation of each wrong try.
//!
//! The library (`tesuji_tsumego`) poses and solves; this module finds the files, reads
//! them into problems ([`input`]), solves a batch on several threads with per-problem
//! budgets ([`crate::batch`]), and prints each answer for a person or as one JSON line
//! ([`report`]), optionally writing the solution as an SGF tree ([`tree`]).

pub(crate) mod input;
mod report;
pub(crate) use report::PoseMarks;

use std::io::{IsTerminal as _, Write as _};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::Args as ClapArgs;
use indicatif::{ProgressBar, ProgressStyle};
use tesuji_go::{Color, KoRule, Vertex};
use tesuji_tsumego::{Area, Goal, Request};

use crate::batch::BatchArgs;
use crate::rules::RulesArgs;
use report::{ProblemReport, SolveTally};

/// How `tesuji solve --help` explains the answers.
const ABOUT_OUTPUT: &str = "\
Each problem is the root position of an SGF file (every game of a collection is one
problem). What the options leave open is taken from the file (PL, the statement on the
first line of the root comment such as \"Black to play and live\", marks TR/SQ/CR/MA on the
target stones) or inferred from the position (the side to play: Black; the target: the
group of the enclosed side's largest chain, with every chain joined to it by a shared
liberty or an uncut diagonal; the goal: what the side to play wants of the target; the
region: the rectangle around the stones). A problem cut out of a board (all its stones
inside the region) is solved inside a tsumego frame of the attacker's stones, the
attacker's outside filled into its wall. Kill means the whole group dies: a group that
gives up stones and lives with the rest has lived.
The stones are replayed under --rules, else the file's RU when tesuji knows it, else
Japanese rules; the ko rule is --ko-rule, else the one of those rules.

The status is for the side to play: success (the goal is reached however the opponent
answers, even if the opponent wins every ko fought during the game), ko (reached only by
winning a ko), failure (not reached even winning every ko), unknown (a budget ran out
first). Seki counts as life. The end of the game is judged as Japanese rules judge it:
after both pass nobody has ko threats and a ko is retaken only right after one's own
pass, so a ko that only the attacker can start and the defender can never settle (the
bent four in the corner) is a kill. Correct moves are every first move that reaches the
status (a pass only where no move does as well); each other first move the search
decided is refuted by a line that starts with it.

With --json each problem is one line: file, to_play (B or W), goal (kill or live),
target (every target stone, sorted), status, correct_moves, pv, refutations (an object
from each wrong first move to its line, the move itself first), refuted_without_line
(wrong first moves, proven so, whose lines the budget left no time to read), undecided,
nodes, ms,
inferred (for to_play, goal and target: given, file, statement or inferred), reposed
(only when true: the inferred pose was a proven failure and the answer is of the other
side's group with the opposite goal, which the side to play reaches), outside_open (only
when true: a defender to play failed or needed a ko with the frame's fill of the
attacker's outside, and the answer is of the board with that outside left open, where
it does better), outside_near (only when true: the answer is of the board with the attacker's
outside filled from two steps of the defender's stones: the defender to play lives there,
so it lives with the usual fill too, or the attacker to play, undecided with its outside
filled as usual, kills or makes ko there), region (e.g. A1:G7), framed, ko_rule, and sgf (the file written by --write-sgf, or null). A file
that cannot be read or posed gives {\"file\":...,\"status\":\"error\",\"error\":...} and the
batch goes on. Moves are GTP vertices (D4) or pass. With more than one problem a summary
follows: on standard output as text, on standard error with --json.

Exit status: 0 when every problem was read, posed and reported (whatever its status), 1
when any could not be (the others are still solved), 2 for bad options.";

/// Options of `tesuji solve`.
#[derive(Debug, ClapArgs)]
#[command(after_long_help = ABOUT_OUTPUT)]
pub struct Solve {
    /// SGF files, directories (searched recursively for *.sgf, in sorted order), or `-`
    /// for standard input.
    #[arg(value_name = "PATH", required = true)]
    paths: Vec<String>,
    /// Print one JSON object per problem per line.
    #[arg(long)]
    json: bool,
    /// Who plays first: B or W. Default: the file's PL, else its statement, else Black.
    #[arg(long, value_name = "B|W")]
    to_play: Option<Color>,
    /// What the side to play wants: kill or live. Default: the file's statement, else
    /// what the side to play wants of the target.
    #[arg(long, value_name = "kill|live")]
    goal: Option<Goal>,
    /// A stone of the group whose fate is asked (repeatable, or comma-separated).
    /// Default: the stones the file marks, else the enclosed side's largest group.
    #[arg(long = "target", value_name = "VERTEX", value_delimiter = ',')]
    targets: Vec<Vertex>,
    /// The rectangle where the search plays, two corners such as A1:G7 (the target's
    /// liberties are playable wherever they are). Default: the rectangle around the
    /// stones.
    #[arg(long, value_name = "V1:V2")]
    region: Option<Area>,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    batch: BatchArgs,
    /// Write each problem with its solution as variations to DIR/<file stem>.sgf
    /// (C[RIGHT] on correct lines, a comment on each refutation's last move).
    #[arg(long, value_name = "DIR")]
    write_sgf: Option<PathBuf>,
    /// Solve on the board as given, without filling the rest with a tsumego frame.
    #[arg(long, conflicts_with = "show_frame")]
    no_frame: bool,
    /// Show the board the search runs on (with the frame) instead of the problem as
    /// posed.
    #[arg(long)]
    show_frame: bool,
}

impl Solve {
    /// Solves every problem, printing each answer as soon as it and all before it are
    /// ready. The exit status tells a script whether every problem could be read and
    /// posed; the errors themselves are printed in their places in the batch.
    pub fn run(self) -> ExitCode {
        let start = Instant::now();
        if let Some(dir) = &self.write_sgf
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            eprintln!("error: cannot create the directory {}: {e}", dir.display());
            return ExitCode::FAILURE;
        }
        let request = Request {
            to_play: self.to_play,
            goal: self.goal,
            targets: self.targets.clone(),
            area: self.region,
            frame: !self.no_frame,
            ko_rule: KoRule::default(),
        };
        let items = input::gather(&self.paths, &request, &self.rules);
        // What each problem may spend, over all its searches.
        let config = self.batch.config();
        let jobs = self.batch.jobs(items.len());
        let progress = progress_bar(items.len());
        let mut out = Output::new(progress.clone());
        let mut summary = SolveTally::default();
        let mut names = Names::default();
        let work = |item: &input::Item, stop: &Arc<AtomicBool>| {
            let problem = item.problem.as_ref().ok()?;
            let mut config = config.clone();
            config.budget.cancel = Some(Arc::clone(stop));
            Some(tesuji_tsumego::solve(problem, &config))
        };
        crate::batch::run_all(&items, jobs, work, |index, solution| {
            let item = &items[index];
            let report = match (&item.problem, solution.as_ref()) {
                (Ok(problem), Some(solution)) => {
                    let mut report = ProblemReport::solved(
                        &item.name,
                        problem,
                        solution,
                        item.ko_rule.to_string(),
                    );
                    if let Some(dir) = &self.write_sgf {
                        let path = dir.join(format!("{}.sgf", names.unique(&item.stem)));
                        let text =
                            tesuji_tsumego::tree::solution_sgf(solution.pose(problem), solution);
                        match (std::fs::write(&path, text), &mut report) {
                            (Ok(()), ProblemReport::Solved(solved)) => {
                                solved.sgf = Some(path.display().to_string());
                            }
                            (Ok(()), ProblemReport::Failed(_)) => {}
                            (Err(e), _) => {
                                let error = format!("cannot write {}: {e}", path.display());
                                report = ProblemReport::failed(&item.name, &error);
                            }
                        }
                    }
                    report
                }
                (Err(error), _) => ProblemReport::failed(&item.name, error),
                (Ok(_), None) => ProblemReport::failed(&item.name, "not solved"),
            };
            summary.add(&report);
            progress.inc(1);
            if self.json {
                out.print(&report.to_json())
            } else if let ProblemReport::Failed(_) = report {
                out.error(&report.to_text(self.show_frame, true))
            } else {
                out.print(&report.to_text(self.show_frame, index == 0))
            }
        });
        progress.finish_and_clear();
        if items.len() > 1 && !out.closed {
            let text = summary.to_text(start.elapsed());
            if self.json {
                out.error(&text);
            } else {
                out.print(&format!("\n{text}"));
            }
        }
        if summary.errors > 0 {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    }
}

/// A bar on standard error for a batch, shown only on a terminal (a log file or a pipe
/// gets nothing).
pub(crate) fn progress_bar(problems: usize) -> ProgressBar {
    if problems < 2 || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(problems as u64);
    let style = ProgressStyle::with_template("{bar:40} {pos}/{len} problems, {elapsed}")
        .unwrap_or_else(|_| ProgressStyle::default_bar());
    bar.set_style(style);
    bar
}

/// Standard output and error, written around the progress bar. A reader that stops
/// early (`| head`) ends the batch quietly.
pub(crate) struct Output {
    progress: ProgressBar,
    pub(crate) closed: bool,
}

impl Output {
    pub(crate) fn new(progress: ProgressBar) -> Output {
        Output {
            progress,
            closed: false,
        }
    }

    /// Writes `text` to standard output; returns `false` once nobody reads any more, to
    /// stop the batch.
    pub(crate) fn print(&mut self, text: &str) -> bool {
        if self.closed {
            return false;
        }
        let written = self.progress.suspend(|| {
            let mut stdout = std::io::stdout().lock();
            stdout
                .write_all(text.as_bytes())
                .and_then(|()| stdout.flush())
        });
        if written.is_err() {
            self.closed = true;
        }
        !self.closed
    }

    /// Writes `text` to standard error, after everything printed before it.
    pub(crate) fn error(&mut self, text: &str) -> bool {
        self.progress.suspend(|| {
            let _ = std::io::stdout().flush();
            let _ = std::io::stderr().write_all(text.as_bytes());
        });
        !self.closed
    }
}

/// File names for `--write-sgf`, each used once.
#[derive(Debug, Default)]
pub(crate) struct Names(std::collections::HashSet<String>);

impl Names {
    /// `stem`, or `stem-2`, `stem-3`... if taken.
    pub(crate) fn unique(&mut self, stem: &str) -> String {
        let stem = if stem.is_empty() { "problem" } else { stem };
        let mut name = stem.to_string();
        let mut n = 1;
        while !self.0.insert(name.clone()) {
            n += 1;
            name = format!("{stem}-{n}");
        }
        name
    }
}

#[cfg(test)]
mod names_tests {
    use super::Names;

    #[test]
    fn names_are_made_unique_in_order() {
        let mut names = Names::default();
        assert_eq!(names.unique("p1"), "p1");
        assert_eq!(names.unique("p2"), "p2");
        assert_eq!(names.unique("p1"), "p1-2");
        assert_eq!(names.unique("p1"), "p1-3");
        assert_eq!(names.unique(""), "problem");
    }
}
