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
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use serde::Serialize;
use tesuji_gomoku::{
    Board, Budget, Color, Forbidden, Header, Limits, Mode, Point, Position, Rule, ThreatOutcome,
    ThreatSolver,
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
    /// Runs the subcommand, printing as it goes; a batch reports each bad position in
    /// its place and goes on, and the exit status says whether any went wrong.
    pub fn run(self) -> ExitCode {
        let outcome = match self {
            Gomoku::Solve(args) => return args.run(),
            Gomoku::Forbidden(args) => args.run(),
        };
        match outcome.and_then(|text| crate::emit(&text)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("error: {error:#}");
                ExitCode::FAILURE
            }
        }
    }
}

/// Options of `tesuji gomoku solve`.
#[derive(Debug, Args)]
#[command(after_long_help = ABOUT_SOLVE)]
pub struct SolveArgs {
    /// The rule: freestyle (five or more wins), standard (exactly five), renju.
    /// Default: the file's `# rule:` line, else freestyle.
    #[arg(long, value_name = "RULE")]
    rule: Option<Rule>,
    /// Continuous fours only (the default, unless the file says `# mode: vct`).
    #[arg(long, conflicts_with = "vct")]
    vcf: bool,
    /// Continuous threats: fours and threes.
    #[arg(long)]
    vct: bool,
    /// Who moves (the attacker): black or white. Default: the file's `# to-move:` line,
    /// else Black when the stone counts are equal, else White.
    #[arg(long, value_name = "COLOR", value_parser = parse_color)]
    to_move: Option<Color>,
    /// The most attacker moves in the winning line, the five included (solvers that
    /// count the moves before the five say one less: their "VCF in 3" is --max-depth 4).
    /// Without it, VCT first searches within 5, 7, 9 and 11 moves for a short win, then
    /// without a limit (no-win always comes from the search without one).
    #[arg(long, value_name = "N")]
    max_depth: Option<u32>,
    /// VCT: the longest VCF (attacker moves, the five included) that a quiet threat may
    /// set up, or `any`. 2: threes and double-four points; 3: also the moves that set up
    /// a four-three.
    #[arg(long, value_name = "N", default_value = "3", value_parser = parse_threat_depth)]
    threat_depth: ThreatDepth,
    /// One JSON object per position, on the last line of its output.
    #[arg(long)]
    json: bool,
    /// Also judge every first move (each verified by a strategy tree) and list the
    /// winning ones: is the solution unique?
    #[arg(long)]
    all: bool,
    /// The most seconds to search, per position.
    #[arg(long, value_name = "SECONDS", value_parser = crate::seconds::seconds)]
    time: Option<Duration>,
    /// The most search nodes, per position.
    #[arg(long, value_name = "N")]
    max_nodes: Option<u64>,
    /// The transposition table's size in MB.
    #[arg(long, value_name = "MB", default_value_t = 64)]
    memory: usize,
    /// The board size of a move list (default: the file's `# size:` line, else 15; an
    /// ASCII board has its own).
    #[arg(long, value_name = "N")]
    size: Option<usize>,
    /// Positions: files, directories (searched for `*.txt`), or `-` for standard input.
    #[arg(value_name = "POSITION", required = true)]
    positions: Vec<PathBuf>,
}

/// How `tesuji gomoku solve --help` explains positions and answers.
const ABOUT_SOLVE: &str = "\
A POSITION is a move list in playing order (h8 i9 j8, Black first; columns from a, rows
from 1 at the bottom) or an ASCII board (X Black, O White, . empty, the top row first,
spaces ignored, any size from 5 to 22). Lines from # on are comments; the lines
`# rule:`, `# mode:`, `# to-move:` and `# size:` (as in problems/gomoku/) are defaults
that the options override.

The answer is for the side to move: win (a forced win by the mode's threats), no-win
(no win by those threats within --max-depth), unknown (a budget ran out). VCF's threats
are fours. VCT's are fours and every move that makes three of the attacker's stones in
a five-cell window free of the defender's after which, were the defender to pass, the
attacker would win by fours within --threat-depth moves (threes, split threes, the
closed three that sets up a four-three, the quiet renju fukumi); the defender answers
with every move that may stop the threat and every counter-four, and the attacker
blocks the defender's fours and threatens on. The line is the winning line, attacker
and defender alternating, ending with the five.

With --json each position's last output line is
{\"result\":\"win|no-win|unknown\",\"mode\":\"vcf|vct\",\"threats\":\"fours...\",\"max_depth\":N|null,
 \"attacker\":\"black\",\"rule\":...,
 \"moves\":[...],\"nodes\":...,\"ms\":...,\"file\":...} (with --all also \"winning_moves\" and
\"undecided_moves\"); a position that cannot be read gives
{\"file\":...,\"result\":\"error\",\"error\":\"...\"} and the batch goes on (exit status 1).";

/// The JSON answer of `tesuji gomoku solve`.
#[derive(Serialize)]
struct SolveReport {
    result: ThreatOutcome,
    mode: Mode,
    /// What the attacker may threaten with (a no-win is no win by these).
    threats: String,
    /// The depth limit in attacker moves, five included (`null`: none).
    max_depth: Option<u32>,
    attacker: Color,
    rule: Rule,
    moves: Vec<String>,
    nodes: u64,
    ms: u128,
    file: String,
    /// With `--all`: every winning first move.
    #[serde(skip_serializing_if = "Option::is_none")]
    winning_moves: Option<Vec<String>>,
    /// With `--all`: first moves left undecided by the budget.
    #[serde(skip_serializing_if = "Option::is_none")]
    undecided_moves: Option<Vec<String>>,
}

impl SolveArgs {
    fn run(self) -> ExitCode {
        let mut files = Vec::new();
        let mut failed = false;
        for path in &self.positions {
            match crate::files::collect(std::slice::from_ref(path), "txt") {
                Ok(found) => files.extend(found),
                Err(error) => {
                    self.report_error(&path.display().to_string(), &error);
                    failed = true;
                }
            }
        }
        for file in &files {
            let output = self.solve_one(file);
            match output.and_then(|text| crate::emit(&text)) {
                Ok(()) => {}
                Err(error) => {
                    self.report_error(&name_of(file), &error);
                    failed = true;
                }
            }
        }
        if failed {
            ExitCode::FAILURE
        } else {
            ExitCode::SUCCESS
        }
    }

    fn report_error(&self, file: &str, error: &anyhow::Error) {
        if self.json {
            let line =
                serde_json::json!({"file": file, "result": "error", "error": format!("{error:#}")});
            let _ = crate::emit(&format!("{line}\n"));
        } else {
            eprintln!("error: {error:#}");
        }
    }

    fn solve_one(&self, file: &Path) -> anyhow::Result<String> {
        let (name, text) = read_text(file)?;
        let header = Header::read(&text).with_context(|| name.clone())?;
        let rule = self.rule.or(header.rule).unwrap_or_default();
        let mode = match (self.vcf, self.vct) {
            (true, _) => Mode::Vcf,
            (_, true) => Mode::Vct,
            _ => header.mode.unwrap_or(Mode::Vcf),
        };
        let size = self.size.or(header.size).unwrap_or(15);
        let position = Position::parse(&text, rule, Some(size), self.to_move.or(header.to_move))
            .with_context(|| name.clone())?;
        // One budget for the main search and, with --all, the judging of each first move.
        let limits = Limits {
            max_depth: self.max_depth,
            budget: Budget {
                max_nodes: self.max_nodes,
                time: self.time,
                ..Budget::default()
            }
            .started(),
            memory_bytes: self.memory.max(1) << 20,
            threat_depth: self.threat_depth.0,
        };
        let board = &position.board;
        let attacker = position.to_move;
        let solution = ThreatSolver::new(limits.memory_bytes).solve(board, attacker, mode, &limits);
        let moves: Vec<String> = solution.line.iter().map(|&p| board.name(p)).collect();
        // Each first move judged on its own, with what the main search left of the budget.
        let first_moves = self.all.then(|| {
            let limits = Limits {
                budget: limits.budget.after(solution.nodes),
                ..limits.clone()
            };
            let judged =
                ThreatSolver::new(limits.memory_bytes).first_moves(board, attacker, mode, &limits);
            let named = |wanted: ThreatOutcome| -> Vec<String> {
                judged
                    .iter()
                    .filter(|(_, o)| *o == wanted)
                    .map(|&(p, _)| board.name(p))
                    .collect()
            };
            (named(ThreatOutcome::Win), named(ThreatOutcome::Unknown))
        });
        let mut out = String::new();
        if self.json {
            let report = SolveReport {
                result: solution.outcome,
                mode,
                threats: threats_of(mode, self.threat_depth.0),
                max_depth: self.max_depth,
                attacker,
                rule,
                moves,
                nodes: solution.nodes,
                ms: solution.elapsed.as_millis(),
                file: name,
                winning_moves: first_moves.as_ref().map(|(wins, _)| wins.clone()),
                undecided_moves: first_moves.as_ref().map(|(_, unknown)| unknown.clone()),
            };
            writeln!(out, "{}", serde_json::to_string(&report)?)?;
            return Ok(out);
        }
        if self.positions.len() > 1 || files_in_dirs(&self.positions) {
            writeln!(out, "{name}")?;
        }
        if !header.title.is_empty() {
            writeln!(out, "{}", header.title)?;
        }
        write!(out, "{board}")?;
        let verdict = match solution.outcome {
            ThreatOutcome::Win => format!("wins by {}", mode.name().to_uppercase()),
            ThreatOutcome::NoWin => format!(
                "has no {} win by {}{}",
                mode.name().to_uppercase(),
                threats_of(mode, self.threat_depth.0),
                self.max_depth
                    .map_or(String::new(), |n| format!(", within {n} moves"))
            ),
            ThreatOutcome::Unknown => "is undecided: the budget ran out".to_owned(),
        };
        writeln!(out, "{attacker} ({rule}) to move {verdict}")?;
        if !moves.is_empty() {
            writeln!(out, "line: {}", moves.join(" "))?;
        }
        if let Some((wins, unknown)) = &first_moves {
            writeln!(
                out,
                "winning first moves ({}): {}",
                wins.len(),
                wins.join(" ")
            )?;
            if !unknown.is_empty() {
                writeln!(out, "undecided first moves: {}", unknown.join(" "))?;
            }
        }
        if let Some(expected) = header.result {
            let agrees = if expected == solution.outcome {
                "agrees"
            } else {
                "DISAGREES"
            };
            writeln!(out, "the file says {}: {agrees}", expected.name())?;
        }
        writeln!(
            out,
            "{} nodes, {} ms\n",
            solution.nodes,
            solution.elapsed.as_millis()
        )?;
        Ok(out)
    }
}

/// Whether any of the paths is a directory (then every position is named).
fn files_in_dirs(paths: &[PathBuf]) -> bool {
    paths.iter().any(|p| p.is_dir())
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
    kind: Forbidden,
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
                        kind,
                    })
                    .collect(),
            };
            writeln!(out, "{}", serde_json::to_string(&report)?)?;
            return Ok(out);
        }
        let marks: Vec<(Point, char)> =
            forbidden.iter().map(|&(p, kind)| (p, mark(kind))).collect();
        out.push_str(&board.marked(&marks));
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
fn mark(kind: Forbidden) -> char {
    match kind {
        Forbidden::DoubleThree => '3',
        Forbidden::DoubleFour => '4',
        Forbidden::Overline => '6',
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

/// The name of a position file in messages.
fn name_of(path: &Path) -> String {
    if path == Path::new("-") {
        "standard input".to_owned()
    } else {
        path.display().to_string()
    }
}

/// Reads a position file or standard input (`-`): its name and text.
fn read_text(path: &Path) -> anyhow::Result<(String, String)> {
    let name = name_of(path);
    let text = if path == Path::new("-") {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .context("cannot read standard input")?;
        crate::files::text_of(&bytes)
    } else {
        crate::files::read_text(path).with_context(|| format!("cannot read {name}"))?
    };
    Ok((name, text))
}

/// Reads a position from a file or standard input (`-`).
fn read_position(
    path: &Path,
    rule: Rule,
    size: usize,
    to_move: Option<Color>,
) -> anyhow::Result<Position> {
    let (name, text) = read_text(path)?;
    let header = Header::read(&text).with_context(|| name.clone())?;
    Position::parse(&text, rule, Some(header.size.unwrap_or(size)), to_move).context(name)
}

/// Reads `black` or `white` (or `b`, `w`, `x`, `o`).
/// The longest VCF a quiet VCT threat may set up: a number, or none (`any`).
#[derive(Clone, Copy, Debug)]
struct ThreatDepth(Option<u32>);

/// `any`, or a number of attacker moves from 2 (a three's VCF: the open four and the five).
fn parse_threat_depth(text: &str) -> Result<ThreatDepth, String> {
    if text.eq_ignore_ascii_case("any") {
        return Ok(ThreatDepth(None));
    }
    match text.parse::<u32>() {
        Ok(n) if n >= 2 => Ok(ThreatDepth(Some(n))),
        _ => Err(format!(
            "`{text}` is not a threat depth (a number from 2, or any)"
        )),
    }
}

/// What the attacker may threaten with, in words: the definition a no-win is relative to.
fn threats_of(mode: Mode, threat_depth: Option<u32>) -> String {
    match (mode, threat_depth) {
        (Mode::Vcf, _) => "fours".to_owned(),
        (Mode::Vct, Some(n)) => {
            format!(
                "fours, and moves making three in a five-cell window after which a VCF of at most {n} moves would win"
            )
        }
        (Mode::Vct, None) => {
            "fours, and moves making three in a five-cell window after which a VCF would win"
                .to_owned()
        }
    }
}

fn parse_color(text: &str) -> Result<Color, String> {
    match text.to_ascii_lowercase().as_str() {
        "black" | "b" | "x" => Ok(Color::Black),
        "white" | "w" | "o" => Ok(Color::White),
        _ => Err(format!("`{text}` is not a colour (black or white)")),
    }
}
