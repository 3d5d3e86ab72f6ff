//! `tesuji`: the command line of the tesuji toolkit.

mod bench;

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
    /// Measure the speed of the engine.
    #[command(subcommand)]
    Bench(bench::Bench),
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Bench(bench) => bench.run(),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // `{:#}` prints the whole chain of causes on one line, without a backtrace.
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
