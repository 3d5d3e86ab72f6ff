//! Positions as users write them: a move list in playing order (`h8 i9 j8`, Black
//! first) or an ASCII board (`X` Black, `O` White, `.` empty, top row first).

use thiserror::Error;

use crate::board::{Board, MoveError, SizeError};
use crate::geometry::{Color, Coord, MAX_SIZE};
use crate::rules::Rule;

/// A board and the side to move.
#[derive(Clone, Debug)]
pub struct Position {
    /// The stones.
    pub board: Board,
    /// Who moves next.
    pub to_move: Color,
}

/// What is wrong with a written position; lines and columns count from 1.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Nothing but blank lines and comments.
    #[error("the position is empty (expected a move list like `h8 i9` or an ASCII board)")]
    Empty,
    /// A token of a move list that is not a coordinate.
    #[error("line {line}, column {column}: `{token}` is not a move (like `h8`)")]
    BadMove {
        /// Line of the token.
        line: usize,
        /// Column of the token.
        column: usize,
        /// The token.
        token: String,
    },
    /// A move of a move list that cannot be played.
    #[error("line {line}, column {column}: move {number} ({color}) cannot be played: {reason}")]
    IllegalMove {
        /// Line of the move.
        line: usize,
        /// Column of the move.
        column: usize,
        /// The move's number in the list, from 1.
        number: usize,
        /// Who played it.
        color: Color,
        /// Why not.
        reason: MoveError,
    },
    /// The game was already won before this move of the list.
    #[error("line {line}, column {column}: move {number} comes after the game was won by {winner}")]
    AfterWin {
        /// Line of the move.
        line: usize,
        /// Column of the move.
        column: usize,
        /// The move's number in the list, from 1.
        number: usize,
        /// Who had won.
        winner: Color,
    },
    /// A character of an ASCII board that is not `X`, `O` or `.`.
    #[error("line {line}, column {column}: `{found}` is not a cell (X black, O white, . empty)")]
    BadCell {
        /// Line of the character.
        line: usize,
        /// Column of the character.
        column: usize,
        /// The character.
        found: char,
    },
    /// Rows of an ASCII board of different lengths, or not as many rows as columns.
    #[error("line {line}: the board is not square ({cells} cells in this row, {rows} rows)")]
    NotSquare {
        /// Line of the offending row.
        line: usize,
        /// Cells in that row.
        cells: usize,
        /// Rows of the board.
        rows: usize,
    },
    /// The board size is not supported.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// An ASCII board that already holds a winning row.
    #[error("{0} already has a winning row on the board")]
    AlreadyWon(Color),
}

impl Position {
    /// Reads a position: a move list (the board `size`, default 15) or an ASCII board
    /// (its size is its number of rows). Lines from `#` on are comments. `to_move`
    /// overrides the default: Black when the stone counts are equal, else White (after a
    /// move list, the side whose turn it is).
    ///
    /// A move list is replayed under `rule`: each move must be legal (a renju forbidden
    /// point is an error) and none may follow a five.
    ///
    /// ```
    /// use tesuji_gomoku::{Color, Position, Rule};
    /// let from_moves = Position::parse("h8 i9 j8", Rule::Renju, None, None).unwrap();
    /// assert_eq!(from_moves.to_move, Color::White);
    /// let board = ". . . . .\n. X O . .\n. . X . .\n. . . . .\n. . . . .\n";
    /// let drawn = Position::parse(board, Rule::Freestyle, None, None).unwrap();
    /// assert_eq!((drawn.board.size(), drawn.to_move), (5, Color::White));
    /// ```
    ///
    /// # Errors
    /// A [`PositionError`] naming the line and column of what is wrong.
    pub fn parse(
        text: &str,
        rule: Rule,
        size: Option<usize>,
        to_move: Option<Color>,
    ) -> Result<Position, PositionError> {
        let lines: Vec<(usize, &str)> = text
            .lines()
            .enumerate()
            .map(|(i, line)| (i + 1, line.split('#').next().unwrap_or("")))
            .filter(|(_, line)| !line.trim().is_empty())
            .collect();
        let first = lines.first().ok_or(PositionError::Empty)?.1.trim_start();
        let is_move_list = first
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() && !matches!(c, 'X' | 'O' | 'x' | 'o'))
            || first
                .split_whitespace()
                .next()
                .is_some_and(|t| t.parse::<Coord>().is_ok() && t.len() > 1);
        if is_move_list {
            Self::from_moves(&lines, rule, size.unwrap_or(15), to_move)
        } else {
            Self::from_diagram(&lines, rule, to_move)
        }
    }

    fn from_moves(
        lines: &[(usize, &str)],
        rule: Rule,
        size: usize,
        to_move: Option<Color>,
    ) -> Result<Position, PositionError> {
        let mut board = Board::new(size, rule)?;
        let mut color = Color::Black;
        let mut number = 0;
        for &(line, text) in lines {
            for (column, token) in tokens(text) {
                number += 1;
                let coord: Coord = token.parse().map_err(|_| PositionError::BadMove {
                    line,
                    column,
                    token: token.to_owned(),
                })?;
                if let Some(winner) = board.winner() {
                    return Err(PositionError::AfterWin {
                        line,
                        column,
                        number,
                        winner,
                    });
                }
                let p = board
                    .check(coord, color)
                    .map_err(|reason| PositionError::IllegalMove {
                        line,
                        column,
                        number,
                        color,
                        reason,
                    })?;
                board.play(color, p);
                color = color.opponent();
            }
        }
        Ok(Position {
            board,
            to_move: to_move.unwrap_or(color),
        })
    }

    fn from_diagram(
        lines: &[(usize, &str)],
        rule: Rule,
        to_move: Option<Color>,
    ) -> Result<Position, PositionError> {
        let rows = lines.len();
        if rows > MAX_SIZE {
            return Err(SizeError(rows).into());
        }
        let mut board = Board::new(rows, rule)?;
        let mut stones = Vec::new();
        for (r, &(line, text)) in lines.iter().enumerate() {
            let mut cells = 0;
            for (i, c) in text.char_indices() {
                let color = match c {
                    ' ' | '\t' | '\r' => continue,
                    'X' | 'x' => Some(Color::Black),
                    'O' | 'o' => Some(Color::White),
                    '.' | '+' | '-' | '_' => None,
                    found => {
                        return Err(PositionError::BadCell {
                            line,
                            column: text[..i].chars().count() + 1,
                            found,
                        });
                    }
                };
                if cells == rows {
                    return Err(PositionError::NotSquare {
                        line,
                        cells: cells + 1,
                        rows,
                    });
                }
                if let Some(color) = color {
                    stones.push((Coord::new(cells as u8, (rows - 1 - r) as u8), color));
                }
                cells += 1;
            }
            if cells != rows {
                return Err(PositionError::NotSquare { line, cells, rows });
            }
        }
        for &(coord, color) in &stones {
            let p = board
                .point(coord)
                .expect("a cell of the diagram is on the board");
            board.play(color, p);
            if board.makes_five(color, p) {
                return Err(PositionError::AlreadyWon(color));
            }
        }
        // As architecture.md says: Black when the counts are equal, else White.
        let black = stones.iter().filter(|(_, c)| *c == Color::Black).count();
        let to_move = to_move.unwrap_or(if 2 * black == stones.len() {
            Color::Black
        } else {
            Color::White
        });
        Ok(Position { board, to_move })
    }
}

/// The tokens of a move-list line with their columns (from 1); commas separate too.
fn tokens(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(move |t| (t.as_ptr() as usize - text.as_ptr() as usize + 1, t))
}
