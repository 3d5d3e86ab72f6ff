//! The command line of the tesuji toolkit, as a library that both binaries run: `tesuji`
//! (every command, [`run`]) and `pbrain-tesuji` (the Gomocup brain alone,
//! [`pbrain::main`]). The plumbing the commands share (which files a directory holds, a
//! file's text) is here once.

mod analyze;
mod batch;
mod bench;
mod check;
mod files;
mod gomoku;
mod gtp;
mod json;
pub mod pbrain;
mod rules;
mod seconds;
mod solve;

use std::io::Write as _;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Proofs of Go life and death and Gomoku wins, on an exact Go rules engine.
#[derive(Debug, Parser)]
#[command(name = "tesuji", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Show a position of an SGF game: captures, chains in atari, unconditionally
    /// alive chains and eye spaces.
    Analyze(analyze::Analyze),
    /// Measure the speed of the engine.
    #[command(subcommand)]
    Bench(bench::Bench),
    /// Check a problem collection's solution trees against proofs: right moves that
    /// fail, correct moves missing or called wrong, unanswered replies, refutations that
    /// do not refute; `--fix` writes the trees back corrected.
    Check(check::Check),
    /// Gomoku and Renju: prove VCF/VCT wins, list renju forbidden points.
    #[command(subcommand)]
    Gomoku(gomoku::Gomoku),
    /// Play Go over GTP version 2 on standard input and output (for Sabaki, GoGui,
    /// referees).
    Gtp(gtp::Gtp),
    /// Play Gomoku or Renju over the Gomocup (Piskvork) protocol on standard input and
    /// output, as the `pbrain-tesuji` binary does.
    Pbrain,
    /// Solve life-and-death problems from SGF files: the status for the side to play,
    /// every correct first move, the main line and the refutations.
    Solve(solve::Solve),
}

/// Runs the command that the process's arguments name, and says how it went.
#[must_use]
pub fn run() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Analyze(analyze) => analyze.run(),
        Command::Bench(bench) => bench.run(),
        Command::Check(check) => return check.run(),
        Command::Gomoku(gomoku) => return gomoku.run(),
        Command::Gtp(gtp) => gtp.run(),
        Command::Pbrain => return pbrain::main(),
        // A batch prints as it goes and reports its own errors in their places.
        Command::Solve(solve) => return solve.run(),
    };
    match outcome.and_then(|text| emit(&text)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // `{:#}` prints the whole chain of causes on one line, without a backtrace.
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}

/// Writes a command's output to standard output. A reader that stops early (`| head`)
/// is not an error.
fn emit(text: &str) -> anyhow::Result<()> {
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => Ok(other?),
    }
}

/// The library examples of README.md, compiled and run as doc tests so that they stay
/// true.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeExamples;
