//! `tesuji bench`: speed measurements a user can repeat on their own machine.

mod gomoku;
mod tsumego;

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use tesuji_go::playout::Playout;
use tesuji_go::{Board, Rules};
use tesuji_search::games::MakerBreaker;
use tesuji_search::{Budget, Config, Dfpn};

/// The benchmarks.
#[derive(Debug, Subcommand)]
pub enum Bench {
    /// Light random playouts on an empty board, on one core: uniform random legal moves
    /// that do not fill a one-point eye, simple ko, no suicide, two passes end the game.
    Playouts(PlayoutArgs),
    /// The df-pn engine on its synthetic game, a random Maker–Breaker game (Maker, the
    /// prover, moves first and wins by claiming a whole edge; Breaker by touching every
    /// edge), on one core: nodes per second and how well the table serves.
    Dfpn(DfpnArgs),
    /// The life-and-death solver on a problem set (the shipped `problems/` by default),
    /// on one core or `--jobs` threads: time per problem, answers checked against the
    /// files (their `Status:`/`Correct:` lines, or a book's first moves marked RIGHT,
    /// scored per folder in one table), and with `--gnugo` GNU Go's owl reading of the
    /// same framed positions beside it.
    Tsumego(tsumego::TsumegoArgs),
    /// The Gomoku board's move+undo speed with the line-code update, and the VCF/VCT
    /// solver on a puzzle set (the shipped `problems/gomoku/` by default), on one core,
    /// each answer checked against its file.
    Gomoku(gomoku::GomokuArgs),
}

/// Options of `tesuji bench dfpn`.
#[derive(Debug, Args)]
pub struct DfpnArgs {
    /// Points of the hypergraph.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u16).range(1..=1000))]
    points: u16,
    /// Edges of the hypergraph.
    #[arg(long, default_value_t = 16)]
    edges: usize,
    /// Points per edge.
    #[arg(long, default_value_t = 4)]
    edge_size: usize,
    /// Seed of the hypergraph.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Transposition table size in MB.
    #[arg(long, default_value_t = 256)]
    memory: usize,
    /// Stop after this many seconds (the verdict is then unknown).
    #[arg(long, value_parser = crate::seconds::positive)]
    seconds: Option<Duration>,
}

/// Options of `tesuji bench playouts`.
#[derive(Debug, Args)]
pub struct PlayoutArgs {
    /// Board size (2 to 25).
    #[arg(long, default_value_t = 19, value_parser = clap::value_parser!(u8).range(2..=25))]
    size: u8,
    /// How long to run, in seconds.
    #[arg(long, default_value = "10", allow_negative_numbers = true,
          value_parser = crate::seconds::positive)]
    seconds: Duration,
    /// Seed of the random moves, for repeatable runs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

impl Bench {
    /// Runs the chosen benchmark and returns its figures as text to print.
    pub fn run(self) -> anyhow::Result<String> {
        match self {
            Bench::Playouts(args) => playouts(&args),
            Bench::Dfpn(args) => dfpn(&args),
            Bench::Tsumego(args) => tsumego::run(&args),
            Bench::Gomoku(args) => gomoku::run(&args),
        }
    }
}

fn playouts(args: &PlayoutArgs) -> anyhow::Result<String> {
    let mut out = String::new();
    let root = Board::square(args.size, Rules::JAPANESE)
        .with_context(|| format!("--size {} is not a board size (2 to 25)", args.size))?;
    let budget = args.seconds;
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
    writeln!(
        out,
        "board {size}x{size}, {playouts} playouts in {elapsed:.2} s on one thread",
        size = args.size
    )?;
    writeln!(out, "playouts/s: {:.0}", playouts as f64 / elapsed)?;
    writeln!(out, "moves/s: {:.0}", moves as f64 / elapsed)?;
    writeln!(
        out,
        "moves per playout: {:.1}",
        moves as f64 / playouts as f64
    )?;
    writeln!(
        out,
        "black wins (area, no komi): {:.1}%",
        100.0 * black_wins as f64 / playouts as f64
    )?;
    Ok(out)
}

fn dfpn(args: &DfpnArgs) -> anyhow::Result<String> {
    let mut out = String::new();
    let points = usize::from(args.points);
    if args.edge_size == 0 || args.edge_size > points {
        bail!(
            "--edge-size must be from 1 to --points ({points}), not {}",
            args.edge_size
        );
    }
    let time = args.seconds;
    let mut game = MakerBreaker::random(points, args.edges, args.edge_size, args.seed);
    let mut solver = Dfpn::new(Config {
        memory_bytes: args.memory << 20,
        budget: Budget {
            time,
            ..Budget::default()
        },
        ..Config::default()
    });
    let outcome = solver.solve(&mut game);
    let stats = outcome.stats;
    let table = solver.table();
    writeln!(
        out,
        "maker-breaker: {points} points, {} edges of {}, seed {}: {:?}{}",
        args.edges,
        args.edge_size,
        args.seed,
        outcome.verdict,
        outcome.stop.map(|s| format!(" ({s})")).unwrap_or_default()
    )?;
    writeln!(
        out,
        "nodes: {} in {:.2} s on one thread",
        stats.nodes,
        stats.elapsed.as_secs_f64()
    )?;
    writeln!(out, "nodes/s: {:.0}", stats.nodes_per_second())?;
    writeln!(
        out,
        "positions/s: {:.0} (children generated and evaluated)",
        stats.positions as f64 / stats.elapsed.as_secs_f64().max(1e-9)
    )?;
    writeln!(
        out,
        "table: {:.1} MB, {} of {} entries used, {} replaced, hit rate {:.1}%",
        table.memory_bytes() as f64 / f64::from(1 << 20),
        table.len(),
        table.capacity(),
        table.replaced(),
        100.0 * stats.hit_rate()
    )?;
    writeln!(out, "principal variation: {} moves", outcome.pv.len())?;
    Ok(out)
}
