//! Text diagrams of a board: the whole board or a rectangle of it, with marks over the
//! stones, and coordinates on all four sides.

use std::fmt;

use crate::board::Board;
use crate::color::Color;
use crate::vertex::Vertex;

/// A board's stones as text (`X` Black, `O` White, `.` empty), or a rectangle of them,
/// with marks put over the points a caller wants to show. It prints with the column
/// letters above and below and the row numbers on both sides, the rows from the top;
/// [`Board::from_diagram`] reads the whole board's diagram back.
///
/// ```
/// use tesuji_go::{Board, Color, Diagram, Rules, Vertex};
/// let mut board = Board::square(5, Rules::default()).unwrap();
/// board.play(Color::Black, "B2".parse().unwrap()).unwrap();
/// let mut diagram = Diagram::within(&board, Vertex::new(0, 0), Vertex::new(2, 2));
/// diagram.mark("A1".parse().unwrap(), '*');
/// diagram.mark("E5".parse().unwrap(), '*'); // outside the rectangle: not shown
/// assert_eq!(diagram.to_string(), "   A B C\n 3 . . . 3\n 2 . X . 2\n 1 * . . 1\n   A B C\n");
/// assert!(diagram.shows('*'));
/// assert_eq!(diagram.rows()[2], "*..");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The rectangle's lower left corner.
    corner: Vertex,
    /// Its columns.
    width: u8,
    /// The symbols, row by row from the rectangle's top, each row from the left.
    rows: Vec<Vec<char>>,
}

impl Diagram {
    /// The whole board.
    #[must_use]
    pub fn of(board: &Board) -> Diagram {
        let geometry = board.geometry();
        Diagram::within(
            board,
            Vertex::new(0, 0),
            Vertex::new(geometry.width() - 1, geometry.height() - 1),
        )
    }

    /// The rectangle from `lower_left` to `upper_right` (both included, cut to the
    /// board).
    #[must_use]
    pub fn within(board: &Board, lower_left: Vertex, upper_right: Vertex) -> Diagram {
        let geometry = board.geometry();
        let right = upper_right.col.min(geometry.width() - 1);
        let top = upper_right.row.min(geometry.height() - 1);
        let (left, bottom) = (lower_left.col.min(right), lower_left.row.min(top));
        let rows = (bottom..=top)
            .rev()
            .map(|row| {
                (left..=right)
                    .map(|col| match board.stone_at(Vertex::new(col, row)) {
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None => '.',
                    })
                    .collect()
            })
            .collect();
        Diagram {
            corner: Vertex::new(left, bottom),
            width: right - left + 1,
            rows,
        }
    }

    /// Puts `symbol` on the point `v` in place of what is shown there (nothing happens
    /// for a point outside the diagram).
    pub fn mark(&mut self, v: Vertex, symbol: char) -> &mut Diagram {
        let top = self.corner.row + self.rows.len() as u8 - 1;
        if (self.corner.col..self.corner.col + self.width).contains(&v.col)
            && (self.corner.row..=top).contains(&v.row)
        {
            self.rows[usize::from(top - v.row)][usize::from(v.col - self.corner.col)] = symbol;
        }
        self
    }

    /// Whether some point shows `symbol` (a legend lists only the marks shown).
    #[must_use]
    pub fn shows(&self, symbol: char) -> bool {
        self.rows.iter().flatten().any(|&c| c == symbol)
    }

    /// The symbols without coordinates, one string per row from the top.
    #[must_use]
    pub fn rows(&self) -> Vec<String> {
        self.rows.iter().map(|row| row.iter().collect()).collect()
    }
}

impl fmt::Display for Diagram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters: String = (self.corner.col..self.corner.col + self.width)
            .filter_map(Vertex::column_letter)
            .flat_map(|c| [' ', c])
            .collect();
        writeln!(f, "  {letters}")?;
        let top = u32::from(self.corner.row) + self.rows.len() as u32;
        for (number, row) in (1..=top).rev().zip(&self.rows) {
            write!(f, "{number:>2}")?;
            for symbol in row {
                write!(f, " {symbol}")?;
            }
            writeln!(f, " {number}")?;
        }
        writeln!(f, "  {letters}")
    }
}

/// Prints the board's [`Diagram`]: column letters above and below, row numbers on both
/// sides, `X` Black, `O` White, `.` empty. [`Board::from_diagram`] reads it back.
///
/// ```
/// use tesuji_go::{Board, Color, Rules};
/// let mut board = Board::square(3, Rules::default()).unwrap();
/// board.play(Color::Black, "B2".parse().unwrap()).unwrap();
/// assert_eq!(board.to_string(), "   A B C\n 3 . . . 3\n 2 . X . 2\n 1 . . . 1\n   A B C\n");
/// ```
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Diagram::of(self).fmt(f)
    }
}
