//! The answer a problem file states for testing (the `problems/` format): a `Status:`
//! line and a `Correct:` line in the root comment.

use tesuji_go::{Move, ParseVertexError};

use crate::Status;

/// Why a stated answer cannot be read: the line and what is wrong in it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    /// The `Status:` line names no known status.
    #[error("Status: {0:?} is not success, ko or failure")]
    Status(String),
    /// A word of the `Correct:` line is no move.
    #[error("Correct: {name:?} is not a move: {error}")]
    Move {
        /// The word.
        name: String,
        /// Why it is no move.
        error: ParseVertexError,
    },
}

/// The answer a file states: the status for the side to play and every correct first
/// move.
///
/// ```
/// use tesuji_tsumego::{Answer, Status};
/// let answer = Answer::read("White to play and kill.\nWhy: ...\nStatus: success\nCorrect: B2 C1")
///     .unwrap()
///     .unwrap();
/// assert_eq!(answer.status, Status::Success);
/// assert_eq!(answer.correct.len(), 2);
/// assert!(Answer::read("Black to play.").unwrap().is_none());
/// assert!(Answer::read("Status: maybe\nCorrect: -").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The status (`success`, `ko` or `failure`).
    pub status: Status,
    /// Every correct first move, sorted by their names (`-` in the file: none).
    pub correct: Vec<Move>,
}

impl Answer {
    /// The answer stated in `comment`: `Ok(None)` if it states none.
    ///
    /// # Errors
    /// An [`AnswerError`] naming the line if it states one badly.
    pub fn read(comment: &str) -> Result<Option<Answer>, AnswerError> {
        let field = |name: &str| {
            comment
                .lines()
                .find_map(|line| line.trim().strip_prefix(name))
                .map(str::trim)
        };
        let (Some(status), Some(correct)) = (field("Status:"), field("Correct:")) else {
            return Ok(None);
        };
        let status = match status.parse::<Status>() {
            Ok(Status::Unknown) | Err(_) => {
                return Err(AnswerError::Status(status.to_string()));
            }
            Ok(known) => known,
        };
        let mut moves = Vec::new();
        if correct != "-" {
            for name in correct.split_whitespace() {
                let mv: Move = name.parse().map_err(|error| AnswerError::Move {
                    name: name.to_string(),
                    error,
                })?;
                moves.push(mv);
            }
        }
        moves.sort_by_key(Move::to_string);
        Ok(Some(Answer {
            status,
            correct: moves,
        }))
    }

    /// Whether a set of moves is exactly the correct set (in any order).
    #[must_use]
    pub fn is_correct_set(&self, moves: &[Move]) -> bool {
        let mut moves = moves.to_vec();
        moves.sort_by_key(Move::to_string);
        moves.dedup();
        moves == self.correct
    }
}
