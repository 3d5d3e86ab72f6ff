//! `tesuji bench gomoku`: the Gomoku board's move+undo speed with the line-code update,
//! and the VCF/VCT solver on a set of positions (the shipped `problems/gomoku/` by
//! default, with the renju game positions of `problems/gomoku/games/`), each answer
//! checked against its file where the file states one.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use clap::Args;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use tesuji_gomoku::{
    Board, Budget, Color, Header, Limits, Mode, Position, Rule, ThreatOutcome, ThreatSolver,
};

/// Options of `tesuji bench gomoku`.
#[derive(Debug, Args)]
pub struct GomokuArgs {
    /// Position files or directories (searched for `*.txt`); default: problems/gomoku. A
    /// file that states its answer (`# result:`) is checked against it.
    #[arg(value_name = "PATH")]
    paths: Vec<PathBuf>,
    /// Seconds of the move+undo measurement.
    #[arg(long, default_value = "3", value_parser = crate::seconds::positive)]
    seconds: Duration,
    /// Board size of the move+undo measurement.
    #[arg(long, default_value_t = 15)]
    size: usize,
    /// Rule of the move+undo measurement (it decides which fives are tracked).
    #[arg(long, default_value = "renju")]
    rule: Rule,
    /// The most seconds per puzzle.
    #[arg(long, default_value = "10", value_parser = crate::seconds::positive)]
    time: Duration,
    /// The solver's table in MB.
    #[arg(long, default_value_t = 64)]
    memory: usize,
}

/// Runs the benchmark; returns the figures as text.
pub fn run(args: &GomokuArgs) -> anyhow::Result<String> {
    let mut out = String::new();
    move_undo(args, &mut out)?;
    let paths = if args.paths.is_empty() {
        vec![PathBuf::from("problems/gomoku")]
    } else {
        args.paths.clone()
    };
    let mut files = crate::files::collect(&paths, "txt")?;
    files.sort();
    puzzles(args, &files, &mut out)?;
    Ok(out)
}

/// Random games of up to 60 stones played and taken back on one board.
fn move_undo(args: &GomokuArgs, out: &mut String) -> anyhow::Result<()> {
    let mut board = Board::new(args.size, args.rule)?;
    let mut rng = SmallRng::seed_from_u64(1);
    let stones = board.points().len().min(60);
    // The games are drawn before the clock starts: only play and undo are timed.
    let games: Vec<Vec<_>> = (0..256)
        .map(|_| {
            let mut order = board.points().to_vec();
            order.shuffle(&mut rng);
            order.truncate(stones);
            order
        })
        .collect();
    let budget = args.seconds;
    let (mut pairs, mut checksum) = (0u64, 0u64);
    let start = Instant::now();
    while start.elapsed() < budget {
        for (i, game) in games.iter().enumerate() {
            let mut color = if i % 2 == 0 {
                Color::Black
            } else {
                Color::White
            };
            for &p in game {
                board.play(color, p);
                color = color.opponent();
            }
            checksum = checksum.wrapping_add(board.hash());
            while board.undo().is_some() {}
            pairs += stones as u64;
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    writeln!(
        out,
        "move+undo with line-code update ({size}x{size} {rule}, random games of {stones} stones, one thread): {:.2} million/s (checksum {:x})",
        pairs as f64 / elapsed / 1e6,
        checksum & 0xffff,
        size = args.size,
        rule = args.rule
    )?;
    Ok(())
}

/// One position's run.
struct Run {
    mode: Mode,
    ms: f64,
    nodes: u64,
    outcome: ThreatOutcome,
    /// Whether the answer is the file's `# result:` (`None`: the file states none, as
    /// for positions from games).
    right: Option<bool>,
}

fn puzzles(args: &GomokuArgs, files: &[PathBuf], out: &mut String) -> anyhow::Result<()> {
    let limits = Limits {
        budget: Budget {
            time: Some(args.time),
            ..Budget::default()
        },
        memory_bytes: args.memory.max(1) << 20,
        ..Limits::default()
    };
    let mut runs = Vec::new();
    for file in files {
        let text = crate::files::read_text(file)
            .with_context(|| format!("cannot read {}", file.display()))?;
        let read = Header::read(&text)
            .map_err(anyhow::Error::from)
            .and_then(|header| {
                let rule = header.rule.unwrap_or_default();
                let position = Position::parse(&text, rule, header.size, header.to_move)?;
                Ok((header, position))
            });
        let (header, position) = match read {
            Ok(read) => read,
            Err(e) => {
                writeln!(out, "{}: {e:#}", file.display())?;
                continue;
            }
        };
        let mode = header.mode.unwrap_or(Mode::Vcf);
        // A fresh table per position: the time is that of a user's single question.
        let mut solver = ThreatSolver::new(limits.memory_bytes);
        let solution = solver.solve(&position.board, position.to_move, mode, &limits);
        let right = header.result.map(|expected| expected == solution.outcome);
        if right == Some(false) {
            writeln!(
                out,
                "WRONG {}: expected {}, got {}",
                file.display(),
                header.result.map_or("", ThreatOutcome::name),
                solution.outcome.name()
            )?;
        }
        runs.push(Run {
            mode,
            ms: solution.elapsed.as_secs_f64() * 1e3,
            nodes: solution.nodes,
            outcome: solution.outcome,
            right,
        });
    }
    for mode in [Mode::Vcf, Mode::Vct] {
        let mut times: Vec<f64> = runs
            .iter()
            .filter(|r| r.mode == mode)
            .map(|r| r.ms)
            .collect();
        if times.is_empty() {
            continue;
        }
        times.sort_by(f64::total_cmp);
        let of_mode: Vec<&Run> = runs.iter().filter(|r| r.mode == mode).collect();
        let known = of_mode.iter().filter(|r| r.right.is_some()).count();
        let right = of_mode.iter().filter(|r| r.right == Some(true)).count();
        let count = |outcome| of_mode.iter().filter(|r| r.outcome == outcome).count();
        let nodes: u64 = of_mode.iter().map(|r| r.nodes).sum();
        let total: f64 = times.iter().sum();
        writeln!(
            out,
            "{}: {right}/{known} answers right; {} positions: {} wins, {} no-wins, {} unknown; median {:.3} ms, p90 {:.1} ms, max {:.1} ms, total {:.1} ms; {:.0} nodes/s",
            mode.name().to_uppercase(),
            times.len(),
            count(ThreatOutcome::Win),
            count(ThreatOutcome::NoWin),
            count(ThreatOutcome::Unknown),
            times[times.len() / 2],
            times[times.len() * 9 / 10],
            times[times.len() - 1],
            total,
            nodes as f64 / (total / 1e3).max(1e-9)
        )?;
    }
    if runs.iter().any(|r| r.right == Some(false)) {
        bail!("{out}some answers are wrong");
    }
    Ok(())
}
