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
use crate::threats::{Mode, Outcome};

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
    /// The known answer: [`Outcome::Win`] or [`Outcome::NoWin`].
    pub expected: Outcome,
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

impl Puzzle {
    /// Reads a puzzle file's text.
    ///
    /// # Errors
    /// A [`PuzzleError`] naming the line that cannot be read.
    pub fn parse(text: &str) -> Result<Puzzle, PuzzleError> {
        let (mut title, mut rule, mut mode, mut to_move, mut expected, mut size) =
            (String::new(), None, None, None, None, None);
        let mut line_moves = Vec::new();
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
                "title" => title = value.to_owned(),
                "rule" => rule = Some(value.parse::<Rule>().map_err(|_| bad())?),
                "mode" => {
                    mode = Some(match value {
                        "vcf" => Mode::Vcf,
                        "vct" => Mode::Vct,
                        _ => return Err(bad()),
                    });
                }
                "to-move" => {
                    to_move = Some(match value {
                        "black" => Color::Black,
                        "white" => Color::White,
                        _ => return Err(bad()),
                    });
                }
                "result" => {
                    expected = Some(match value {
                        "win" => Outcome::Win,
                        "no-win" => Outcome::NoWin,
                        _ => return Err(bad()),
                    });
                }
                "size" => size = Some(value.parse::<usize>().map_err(|_| bad())?),
                "line" => {
                    // `pass` stands for a defender who has no legal block (the five
                    // point is forbidden for Black): the line proper ends before it.
                    line_moves = value
                        .split_whitespace()
                        .take_while(|&m| m != "pass")
                        .map(str::parse)
                        .collect::<Result<_, _>>()
                        .map_err(|_| bad())?;
                }
                _ => {}
            }
        }
        let rule = rule.ok_or(PuzzleError::Missing("rule"))?;
        Ok(Puzzle {
            title,
            rule,
            mode: mode.ok_or(PuzzleError::Missing("mode"))?,
            position: Position::parse(text, rule, size, to_move)?,
            expected: expected.ok_or(PuzzleError::Missing("result"))?,
            line: line_moves,
        })
    }
}
