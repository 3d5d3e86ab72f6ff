//! Puzzle files: a position with the question and its known answer, as shipped in
//! `problems/gomoku/` (format in that folder's README.md):
//!
//! ```text
//! # Title: A double four in one move
//! # rule: freestyle
//! # mode: vcf
//! # to-move: black
//! # result: win
//! # line: h5 h4 i5
//! <an ASCII board, or a move list with `# size: N`>
//! ```

use thiserror::Error;

use crate::geometry::{Color, Coord};
use crate::position::{Position, PositionError};
use crate::rules::Rule;
use crate::threats::{Mode, ThreatOutcome};

/// A position, the question asked of it, and the known answer.
#[derive(Clone, Debug)]
pub struct Puzzle {
    /// The title (the `# Title:` line), or empty.
    pub title: String,
    /// The rule.
    pub rule: Rule,
    /// VCF or VCT.
    pub mode: Mode,
    /// The position, with the side to move (the attacker).
    pub position: Position,
    /// The known answer: [`ThreatOutcome::Win`] or [`ThreatOutcome::NoWin`].
    pub expected: ThreatOutcome,
    /// One winning line for a win, attacker first (may be empty).
    pub line: Vec<Coord>,
}

/// What is wrong with a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PuzzleError {
    /// A header line whose value cannot be read.
    #[error("line {line}: `{key}: {value}` cannot be read")]
    BadHeader {
        /// Line number, from 1.
        line: usize,
        /// The key.
        key: String,
        /// The value as written.
        value: String,
    },
    /// A header the format requires is missing.
    #[error("the `# {0}:` line is missing")]
    Missing(&'static str),
    /// The position itself.
    #[error(transparent)]
    Position(#[from] PositionError),
}

/// The `# key: value` lines of a position file, each optional: what a position file
/// may say about itself (`tesuji gomoku solve` takes them as defaults).
#[derive(Clone, Debug, Default)]
pub struct Header {
    /// `# Title:`.
    pub title: String,
    /// `# rule:`.
    pub rule: Option<Rule>,
    /// `# mode:` (`vcf` or `vct`).
    pub mode: Option<Mode>,
    /// `# to-move:` (`black` or `white`).
    pub to_move: Option<Color>,
    /// `# result:` (`win` or `no-win`).
    pub result: Option<ThreatOutcome>,
    /// `# size:`, the board size of a move list.
    pub size: Option<usize>,
    /// `# line:`, a winning line (a `pass`, for a defender without a legal block, ends it).
    pub line: Vec<Coord>,
}

impl Header {
    /// Reads the header lines of a position file; other comments are skipped.
    ///
    /// # Errors
    /// [`PuzzleError::BadHeader`] for a known key whose value cannot be read.
    pub fn read(text: &str) -> Result<Header, PuzzleError> {
        let mut header = Header::default();
        for (number, line) in text.lines().enumerate() {
            let Some(comment) = line.trim_start().strip_prefix('#') else {
                continue;
            };
            let Some((key, value)) = comment.split_once(':') else {
                continue;
            };
            let (key, value) = (key.trim().to_ascii_lowercase(), value.trim());
            let bad = || PuzzleError::BadHeader {
                line: number + 1,
                key: key.clone(),
                value: value.to_owned(),
            };
            match key.as_str() {
                "title" => header.title = value.to_owned(),
                "rule" => header.rule = Some(value.parse::<Rule>().map_err(|_| bad())?),
                "mode" => header.mode = Some(value.parse::<Mode>().map_err(|_| bad())?),
                "to-move" => header.to_move = Some(value.parse::<Color>().map_err(|_| bad())?),
                "result" => {
                    header.result = match value.parse::<ThreatOutcome>().map_err(|_| bad())? {
                        ThreatOutcome::Unknown => return Err(bad()),
                        known => Some(known),
                    };
                }
                "size" => header.size = Some(value.parse::<usize>().map_err(|_| bad())?),
                "line" => {
                    header.line = value
                        .split_whitespace()
                        .take_while(|&m| m != "pass")
                        .map(str::parse)
                        .collect::<Result<_, _>>()
                        .map_err(|_| bad())?;
                }
                _ => {}
            }
        }
        Ok(header)
    }
}

impl Puzzle {
    /// Reads a puzzle file's text: a [`Header`] with `rule`, `mode` and `result`, and
    /// the position.
    ///
    /// # Errors
    /// A [`PuzzleError`] naming the line that cannot be read.
    pub fn parse(text: &str) -> Result<Puzzle, PuzzleError> {
        let header = Header::read(text)?;
        let rule = header.rule.ok_or(PuzzleError::Missing("rule"))?;
        Ok(Puzzle {
            title: header.title,
            rule,
            mode: header.mode.ok_or(PuzzleError::Missing("mode"))?,
            position: Position::parse(text, rule, header.size, header.to_move)?,
            expected: header.result.ok_or(PuzzleError::Missing("result"))?,
            line: header.line,
        })
    }
}
