//! The text diagram of a board, with coordinates on all four sides.

use std::fmt;

use crate::board::Board;
use crate::color::Color;
use crate::vertex::Vertex;

/// Prints the board with column letters above and below and row numbers on both
/// sides; `X` is Black, `O` White, `.` empty. [`Board::from_diagram`] reads it back.
///
/// ```
/// use tesuji_go::{Board, Color, Rules};
/// let mut board = Board::square(3, Rules::default()).unwrap();
/// board.play(Color::Black, "B2".parse().unwrap()).unwrap();
/// assert_eq!(board.to_string(), "   A B C\n 3 . . . 3\n 2 . X . 2\n 1 . . . 1\n   A B C\n");
/// ```
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let geo = self.geometry();
        let letters: String = (0..geo.width())
            .filter_map(Vertex::column_letter)
            .flat_map(|c| [' ', c])
            .collect();
        writeln!(f, "  {letters}")?;
        for row in (0..geo.height()).rev() {
            write!(f, "{:>2}", u32::from(row) + 1)?;
            for col in 0..geo.width() {
                let symbol = match self.stone_at(Vertex::new(col, row)) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                };
                write!(f, " {symbol}")?;
            }
            writeln!(f, " {}", u32::from(row) + 1)?;
        }
        writeln!(f, "  {letters}")
    }
}
