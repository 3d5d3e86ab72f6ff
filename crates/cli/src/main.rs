//! `tesuji`: the command line of the tesuji toolkit.

mod bench;

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

fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Bench(bench) => bench.run(),
    }
}
