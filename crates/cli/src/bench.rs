//! `tesuji bench`: speed measurements a user can repeat on their own machine.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use tesuji_go::playout::Playout;
use tesuji_go::{Board, Rules};

/// The benchmarks.
#[derive(Debug, Subcommand)]
pub enum Bench {
    /// Light random playouts on an empty board, on one core: uniform random legal moves
    /// that do not fill a one-point eye, simple ko, no suicide, two passes end the game.
    Playouts(PlayoutArgs),
}

/// Options of `tesuji bench playouts`.
#[derive(Debug, Args)]
pub struct PlayoutArgs {
    /// Board size (2 to 25).
    #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u8).range(2..=25))]
    size: u8,
    /// How long to run, in seconds.
    #[arg(long, default_value_t = 10.0, allow_negative_numbers = true)]
    seconds: f64,
    /// Seed of the random moves, for repeatable runs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

impl Bench {
    /// Runs the chosen benchmark and prints its figures.
    pub fn run(self) -> anyhow::Result<()> {
        match self {
            Bench::Playouts(args) => playouts(&args),
        }
    }
}

fn playouts(args: &PlayoutArgs) -> anyhow::Result<()> {
    if !(args.seconds > 0.0 && args.seconds.is_finite()) {
        bail!("--seconds must be a positive number, not {}", args.seconds);
    }
    let root = Board::square(args.size, Rules::JAPANESE)
        .with_context(|| format!("--size {} is not a board size (2 to 25)", args.size))?;
    let budget = Duration::from_secs_f64(args.seconds);
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let mut runner = Playout::new();
    let mut board = root.clone();
    let (mut playouts, mut moves, mut black_wins) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    // Check the clock every few playouts only: reading it costs more than a move.
    while start.elapsed() < budget {
        for _ in 0..16 {
            board.clone_from(&root);
            let outcome = runner.run(&mut board, &mut rng);
            playouts += 1;
            moves += outcome.moves as u64;
            black_wins += u64::from(outcome.score > 0);
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    println!(
        "board {size}x{size}, {playouts} playouts in {elapsed:.2} s on one thread",
        size = args.size
    );
    println!("playouts/s: {:.0}", playouts as f64 / elapsed);
    println!("moves/s: {:.0}", moves as f64 / elapsed);
    println!("moves per playout: {:.1}", moves as f64 / playouts as f64);
    println!(
        "black wins (area, no komi): {:.1}%",
        100.0 * black_wins as f64 / playouts as f64
    );
    Ok(())
}
