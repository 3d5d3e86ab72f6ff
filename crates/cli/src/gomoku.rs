//! `tesuji gomoku`: Gomoku and Renju from the command line.
//!
//! - `solve`: does the side to move win by continuous fours (VCF) or threats (VCT)?
//! - `forbidden`: Black's forbidden points under renju, with the reason.
//!
//! A POSITION is a file (or `-` for standard input) holding a move list in playing order
//! (`h8 i9 j8`, Black first) or an ASCII board (`X`, `O`, `.`; the top row first); lines
//! from `#` on are comments.

use std::fmt::Write as _;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use serde::Serialize;
use tesuji_gomoku::{
    Board, Color, Forbidden, Limits, Mode, Outcome, Point, Position, Rule, ThreatSolver,
};

/// The `tesuji gomoku` subcommands.
#[derive(Debug, Subcommand)]
pub enum Gomoku {
    /// Prove a forced win by continuous fours (VCF) or continuous threats (VCT) for the
    /// side to move, with the winning line.
    Solve(SolveArgs),
    /// List Black's forbidden points under renju (double three, double four, overline).
    Forbidden(ForbiddenArgs),
}

impl Gomoku {
    /// Runs the subcommand; returns its standard output.
    pub fn run(self) -> anyhow::Result<String> {
        match self {
            Gomoku::Solve(args) => args.run(),
            Gomoku::Forbidden(args) => args.run(),
        }
    }
}

/// Options of `tesuji gomoku solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The rule: freestyle (five or more wins), standard (exactly five), renju.
    #[arg(long, default_value = "freestyle", value_name = "RULE")]
    rule: Rule,
    /// Continuous fours only (the default).
    #[arg(long, conflicts_with = "vct")]
    vcf: bool,
    /// Continuous threats: fours and threes.
    #[arg(long)]
    vct: bool,
    /// Who moves: black or white. Default: Black when the stone counts are equal, else
    /// White.
    #[arg(long, value_name = "COLOR", value_parser = parse_color)]
    to_move: Option<Color>,
    /// The most attacker moves in the winning line, the five included.
    #[arg(long, value_name = "N")]
    max_depth: Option<u32>,
    /// Print one JSON object as the last line.
    #[arg(long)]
    json: bool,
    /// The most seconds to search.
    #[arg(long, value_name = "SECONDS")]
    time: Option<f64>,
    /// The most search nodes.
    #[arg(long, value_name = "N")]
    max_nodes: Option<u64>,
    /// The transposition table's size in MB.
    #[arg(long, value_name = "MB", default_value_t = 64)]
    memory: usize,
    /// The board size of a move list (an ASCII board has its own).
    #[arg(long, value_name = "N", default_value_t = 15)]
    size: usize,
    /// The position: a file, or `-` for standard input.
    #[arg(value_name = "POSITION")]
    position: PathBuf,
}

/// The JSON answer of `tesuji gomoku solve`.
#[derive(Serialize)]
struct SolveReport {
    result: &'static str,
    mode: &'static str,
    attacker: &'static str,
    rule: &'static str,
    moves: Vec<String>,
    nodes: u64,
    ms: u128,
}

impl SolveArgs {
    fn run(self) -> anyhow::Result<String> {
        let position = read_position(&self.position, self.rule, self.size, self.to_move)?;
        let mode = if self.vct { Mode::Vct } else { Mode::Vcf };
        let time = match self.time {
            Some(seconds) if seconds.is_finite() && seconds >= 0.0 => {
                Some(Duration::from_secs_f64(seconds))
            }
            Some(seconds) => anyhow::bail!("--time {seconds}: give a number of seconds"),
            None => None,
        };
        let limits = Limits {
            max_depth: self.max_depth,
            max_nodes: self.max_nodes,
            time,
            memory_bytes: self.memory.max(1) << 20,
        };
        let board = &position.board;
        let attacker = position.to_move;
        let solution = ThreatSolver::new(limits.memory_bytes).solve(board, attacker, mode, &limits);
        let moves: Vec<String> = solution.line.iter().map(|&p| board.name(p)).collect();
        let mut out = String::new();
        if !self.json {
            write!(out, "{board}")?;
            let verdict = match solution.outcome {
                Outcome::Win => format!("wins by {}", mode.name().to_uppercase()),
                Outcome::NoWin => format!("has no {} win", mode.name().to_uppercase()),
                Outcome::Unknown => "is undecided: the budget ran out".to_owned(),
            };
            writeln!(out, "{} ({}) to move {verdict}", attacker, self.rule)?;
            if !moves.is_empty() {
                writeln!(out, "line: {}", moves.join(" "))?;
            }
            writeln!(
                out,
                "{} nodes, {} ms",
                solution.nodes,
                solution.elapsed.as_millis()
            )?;
        } else {
            let report = SolveReport {
                result: solution.outcome.name(),
                mode: mode.name(),
                attacker: attacker.name(),
                rule: self.rule.name(),
                moves,
                nodes: solution.nodes,
                ms: solution.elapsed.as_millis(),
            };
            writeln!(out, "{}", serde_json::to_string(&report)?)?;
        }
        Ok(out)
    }
}

/// Options of `tesuji gomoku forbidden`.
#[derive(Debug, Args)]
pub struct ForbiddenArgs {
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
    /// The board size of a move list (an ASCII board has its own).
    #[arg(long, value_name = "N", default_value_t = 15)]
    size: usize,
    /// The position: a file, or `-` for standard input.
    #[arg(value_name = "POSITION")]
    position: PathBuf,
}

#[derive(Serialize)]
struct ForbiddenPoint {
    point: String,
    kind: &'static str,
}

#[derive(Serialize)]
struct ForbiddenReport {
    forbidden: Vec<ForbiddenPoint>,
}

impl ForbiddenArgs {
    fn run(self) -> anyhow::Result<String> {
        // Whose turn it is does not matter: the points are Black's.
        let mut position =
            read_position(&self.position, Rule::Renju, self.size, Some(Color::Black))?;
        let board = &mut position.board;
        let forbidden = forbidden_points(board);
        let mut out = String::new();
        if self.json {
            let report = ForbiddenReport {
                forbidden: forbidden
                    .iter()
                    .map(|&(p, kind)| ForbiddenPoint {
                        point: board.name(p),
                        kind: kind.name(),
                    })
                    .collect(),
            };
            writeln!(out, "{}", serde_json::to_string(&report)?)?;
            return Ok(out);
        }
        let diagram = board.to_string();
        for (line_index, line) in diagram.lines().enumerate() {
            let row = board.size().checked_sub(line_index + 1);
            let mut line = line.to_owned();
            if let Some(row) = row {
                for &(p, kind) in &forbidden {
                    let coord = board.coord(p);
                    if usize::from(coord.row) == row {
                        // Cells are at 4 + 2 * column in the diagram.
                        let at = 4 + 2 * usize::from(coord.col);
                        line.replace_range(at..=at, mark(kind));
                    }
                }
            }
            writeln!(out, "{line}")?;
        }
        writeln!(out, "marks: 3 double three, 4 double four, 6 overline")?;
        if forbidden.is_empty() {
            writeln!(out, "no forbidden point")?;
        }
        for &(p, kind) in &forbidden {
            writeln!(out, "{} {}", board.name(p), kind)?;
        }
        Ok(out)
    }
}

/// The diagram mark of a forbidden point.
fn mark(kind: Forbidden) -> &'static str {
    match kind {
        Forbidden::DoubleThree => "3",
        Forbidden::DoubleFour => "4",
        Forbidden::Overline => "6",
    }
}

/// Every forbidden point of Black's, with the reason, in board order from the top left.
fn forbidden_points(board: &mut Board) -> Vec<(Point, Forbidden)> {
    let mut points: Vec<Point> = board.points().to_vec();
    points.sort_by_key(|&p| {
        let c = board.coord(p);
        (std::cmp::Reverse(c.row), c.col)
    });
    points
        .into_iter()
        .filter_map(|p| board.forbidden(p).map(|kind| (p, kind)))
        .collect()
}

/// Reads a position from a file or standard input (`-`).
fn read_position(
    path: &Path,
    rule: Rule,
    size: usize,
    to_move: Option<Color>,
) -> anyhow::Result<Position> {
    let (name, text) = if path == Path::new("-") {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .context("cannot read standard input")?;
        ("standard input".to_owned(), text)
    } else {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        (path.display().to_string(), text)
    };
    Position::parse(&text, rule, Some(size), to_move).context(name)
}

/// Reads `black` or `white` (or `b`, `w`, `x`, `o`).
fn parse_color(text: &str) -> Result<Color, String> {
    match text.to_ascii_lowercase().as_str() {
        "black" | "b" | "x" => Ok(Color::Black),
        "white" | "w" | "o" => Ok(Color::White),
        _ => Err(format!("`{text}` is not a colour (black or white)")),
    }
}
