//! Positions given as stones rather than as a game: set-up stones and text diagrams.

use crate::board::Board;
use crate::color::Color;
use crate::error::SetupError;
use crate::geometry::Geometry;
use crate::rules::Rules;
use crate::vertex::Vertex;

/// An unchecked position: a board size, stones and the player to move. Turn it into a
/// [`Board`] with [`Setup::into_board`], which checks it.
///
/// ```
/// use tesuji_go::{Color, Rules, Setup, Vertex};
/// let mut setup = Setup::new(9, 9);
/// setup.add(Color::Black, Vertex::new(2, 2));
/// setup.to_move = Color::White;
/// let board = setup.into_board(Rules::default()).unwrap();
/// assert_eq!(board.stone_at(Vertex::new(2, 2)), Some(Color::Black));
/// assert_eq!(board.to_move(), Color::White);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// Stones in the order given; a later stone on the same vertex replaces an earlier.
    pub stones: Vec<(Color, Vertex)>,
    /// The player to move.
    pub to_move: Color,
}

impl Setup {
    /// An empty `width × height` set-up with Black to move (sides in the same type as
    /// [`Geometry::new`]'s; the size is checked by [`Setup::into_board`]).
    pub fn new(width: u8, height: u8) -> Setup {
        Setup {
            width,
            height,
            stones: Vec::new(),
            to_move: Color::Black,
        }
    }

    /// Adds a stone.
    ///
    /// ```
    /// use tesuji_go::{Color, Rules, Setup, Vertex};
    /// let c3 = Vertex::new(2, 2);
    /// let mut setup = Setup::new(9, 9);
    /// setup
    ///     .add(Color::Black, c3)
    ///     .add(Color::White, Vertex::new(6, 6))
    ///     .add(Color::White, c3);
    /// let board = setup.into_board(Rules::default()).unwrap();
    /// assert_eq!(board.stone_at(c3), Some(Color::White)); // the later stone
    /// ```
    pub fn add(&mut self, color: Color, vertex: Vertex) -> &mut Setup {
        self.stones.push((color, vertex));
        self
    }

    /// Reads a diagram: one line per row, the top row first; `X` (or `#`, `B`) is a
    /// black stone, `O` (or `W`) a white one, `.` or `+` an empty point. Spaces are
    /// ignored, blank lines skipped, and the coordinates that [`Board`]'s diagram
    /// prints (a letter line above and below, row numbers on both sides) are skipped too,
    /// so a printed board reads back.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules, Setup, SetupError};
    /// let mut board = Board::square(5, Rules::default()).unwrap();
    /// board.play(Color::Black, "C3".parse().unwrap()).unwrap();
    /// board.play(Color::White, "D4".parse().unwrap()).unwrap();
    /// let setup = Setup::from_diagram(&board.to_string()).unwrap();
    /// assert_eq!((setup.width, setup.height, setup.stones.len()), (5, 5, 2));
    /// // The same stones, with Black to move as on the board.
    /// assert_eq!(setup.into_board(Rules::default()).unwrap(), board);
    /// assert!(matches!(
    ///     Setup::from_diagram(". ? ."),
    ///     Err(SetupError::BadDiagramChar { line: 1, found: '?' })
    /// ));
    /// assert!(matches!(
    ///     Setup::from_diagram(&".".repeat(300)),
    ///     Err(SetupError::BadSize { width: 300, height: 1 })
    /// ));
    /// ```
    pub fn from_diagram(text: &str) -> Result<Setup, SetupError> {
        let mut rows: Vec<(usize, Vec<Option<Color>>)> = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let line_no = index + 1;
            let trimmed = line.trim();
            // Coordinate lines start with the letter of column A.
            if trimmed.is_empty() || trimmed.starts_with('A') {
                continue;
            }
            let body = trimmed.trim_matches(|c: char| c.is_ascii_digit() || c.is_whitespace());
            let mut row = Vec::new();
            for c in body.chars().filter(|c| !c.is_whitespace()) {
                row.push(match c {
                    'X' | 'x' | '#' | 'B' => Some(Color::Black),
                    'O' | 'o' | 'W' => Some(Color::White),
                    '.' | '+' => None,
                    found => {
                        return Err(SetupError::BadDiagramChar {
                            line: line_no,
                            found,
                        });
                    }
                });
            }
            if let Some((_, first)) = rows.first()
                && first.len() != row.len()
            {
                return Err(SetupError::RaggedDiagram {
                    line: line_no,
                    found: row.len(),
                    expected: first.len(),
                });
            }
            rows.push((line_no, row));
        }
        let (height, width) = (rows.len(), rows.first().map_or(0, |(_, r)| r.len()));
        let (Ok(w), Ok(h)) = (u8::try_from(width), u8::try_from(height)) else {
            return Err(SetupError::BadSize { width, height });
        };
        let mut setup = Setup::new(w, h);
        for (i, (_, row)) in rows.iter().enumerate() {
            let y = (height - 1 - i) as u8;
            for (x, cell) in row.iter().enumerate() {
                if let Some(color) = cell {
                    setup.add(*color, Vertex::new(x as u8, y));
                }
            }
        }
        Ok(setup)
    }

    /// Checks the set-up and builds the board: the size must be 2..=25 on each side,
    /// every stone on the board, every chain with at least one liberty.
    ///
    /// ```
    /// use tesuji_go::{Color, Rules, Setup, SetupError};
    /// // Black's A3 has no liberty: no game reaches this.
    /// let setup = Setup::from_diagram("
    ///     X O .
    ///     O . .
    ///     . . .").unwrap();
    /// let vertex = "A3".parse().unwrap();
    /// assert_eq!(
    ///     setup.into_board(Rules::default()),
    ///     Err(SetupError::NoLiberties { vertex, color: Color::Black })
    /// );
    /// assert!(matches!(
    ///     Setup::new(30, 30).into_board(Rules::default()),
    ///     Err(SetupError::BadSize { width: 30, height: 30 })
    /// ));
    /// ```
    pub fn into_board(self, rules: Rules) -> Result<Board, SetupError> {
        let geometry = Geometry::new(self.width, self.height).ok_or(SetupError::BadSize {
            width: self.width.into(),
            height: self.height.into(),
        })?;
        let mut last = std::collections::HashMap::new();
        for &(color, vertex) in &self.stones {
            geometry.point(vertex).ok_or(SetupError::OffBoard(vertex))?;
            last.insert(vertex, color);
        }
        let mut board = Board::new(geometry, rules);
        let mut placed: Vec<_> = last.into_iter().collect();
        placed.sort();
        for (vertex, color) in placed {
            if let Some(p) = geometry.point(vertex) {
                board.add_setup_stone(color, p);
            }
        }
        for p in geometry.points() {
            if let Some(chain) = board.chain(p)
                && chain.liberties == 0
            {
                return Err(SetupError::NoLiberties {
                    vertex: geometry.vertex(p),
                    color: chain.color,
                });
            }
        }
        board.set_to_move(self.to_move);
        board.forget_history();
        Ok(board)
    }
}

impl Board {
    /// A board from a diagram (see [`Setup::from_diagram`]) with Black to move.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let board = Board::from_diagram("
    ///     . O X .
    ///     O O X .
    ///     X X X .
    ///     . . . .", Rules::default()).unwrap();
    /// let b3 = board.point("B3".parse().unwrap()).unwrap();
    /// assert_eq!(board.chain(b3).unwrap().liberties, 1);
    /// ```
    pub fn from_diagram(text: &str, rules: Rules) -> Result<Board, SetupError> {
        Setup::from_diagram(text)?.into_board(rules)
    }
}
