//! What the reference tests share: a naive reading of the board, stone by stone (no line
//! codes, no tables), and random small positions.

use rand::Rng;
use rand::rngs::SmallRng;
use tesuji_gomoku::{Board, Color, Coord, Point, Rule};

/// Whether a stone of `color` on empty `p` makes a winning row, counted stone by stone.
pub fn naive_five(board: &Board, p: Point, color: Color) -> bool {
    let exact =
        board.rule() == Rule::Standard || (board.rule() == Rule::Renju && color == Color::Black);
    let c = board.coord(p);
    let size = board.size() as i32;
    let own = |col: i32, row: i32| {
        (0..size).contains(&col)
            && (0..size).contains(&row)
            && board.stone(board.point(Coord::new(col as u8, row as u8)).unwrap()) == Some(color)
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
        let run = |sign: i32| {
            (1..)
                .take_while(|k| {
                    own(
                        i32::from(c.col) + sign * k * dc,
                        i32::from(c.row) + sign * k * dr,
                    )
                })
                .count()
        };
        let length = 1 + run(1) + run(-1);
        if exact { length == 5 } else { length >= 5 }
    })
}

/// The empty points of the board.
pub fn empty_points(board: &Board) -> Vec<Point> {
    board
        .points()
        .iter()
        .copied()
        .filter(|&p| board.is_empty(p))
        .collect()
}

/// The points where `color` makes a winning row, found stone by stone.
pub fn five_points(board: &Board, color: Color) -> Vec<Point> {
    empty_points(board)
        .into_iter()
        .filter(|&p| naive_five(board, p, color))
        .collect()
}

/// A random position on `board` with `attacker` to move: about `pairs` stones each, the
/// attacker's mostly in a 5×5 window and up to two more of them (dense enough that a good
/// share of the positions have a win), no five on the board, every stone allowed.
pub fn random_position(rng: &mut SmallRng, board: &mut Board, attacker: Color, pairs: usize) {
    let size = board.size();
    let window = rng.random_range(0..=size - 5);
    for i in 0..2 * pairs + rng.random_range(0..=2) {
        let color = if i % 2 == 0 || i >= 2 * pairs {
            attacker
        } else {
            attacker.opponent()
        };
        let empty: Vec<Point> = empty_points(board)
            .into_iter()
            .filter(|&p| {
                let c = board.coord(p);
                color != attacker
                    || (usize::from(c.col).wrapping_sub(window) < 5
                        && usize::from(c.row).wrapping_sub(window) < 5)
            })
            .collect();
        if empty.is_empty() {
            break;
        }
        let p = empty[rng.random_range(0..empty.len())];
        if board.allowed(color, p) && !naive_five(board, p, color) {
            board.play(color, p);
        }
    }
}
