//! Capture hints: the chains in atari, and every move that captures something.
//!
//! Everything here reads the board's exact liberty counts; nothing is searched. A
//! chain is in atari when it has one liberty, and a stone of the other colour on that
//! liberty captures it. So a move at `p` captures exactly the enemy chains in atari
//! whose last liberty is `p` — several at once when they share it — and such a move is
//! never suicide (the captures give it liberties). It can still be illegal: the
//! immediate retake of a ko, or under superko a capture that repeats an earlier
//! position. [`capture_moves`] lists the legal captures; [`forbidden_captures`] the
//! others, with the reason.
//!
//! ```
//! use tesuji_go::tactics::{capture_moves, chains_in_atari};
//! use tesuji_go::{Board, Color, Rules};
//!
//! // White's B2 has one liberty left, B1: Black captures there.
//! let board = Board::from_diagram("
//!     . . . .
//!     . X . .
//!     X O X .
//!     . . . .", Rules::default()).unwrap();
//! let name = |p| board.vertex(p).to_string();
//! let atari = chains_in_atari(&board, Color::White);
//! assert_eq!(atari.len(), 1);
//! assert_eq!(name(atari[0].liberty), "B1");
//! let captures = capture_moves(&board, Color::Black);
//! assert_eq!(captures.len(), 1);
//! assert_eq!((name(captures[0].point), captures[0].stones), ("B1".to_string(), 1));
//! assert!(capture_moves(&board, Color::White).is_empty());
//! ```

use crate::board::{Board, Chain};
use crate::color::Color;
use crate::error::IllegalMove;
use crate::geometry::{Point, PointSet};

/// A chain with a single liberty: the opponent captures it by playing there.
///
/// ```
/// use tesuji_go::tactics::chains_in_atari;
/// use tesuji_go::{Board, Color, Rules};
/// // Black's A1-A2 has one liberty, B1; White's A3-B3-B2 has five.
/// let board = Board::from_diagram("
///     . . . .
///     O O . .
///     X O . .
///     X . . .", Rules::default()).unwrap();
/// let atari = chains_in_atari(&board, Color::Black);
/// assert_eq!(atari.len(), 1);
/// assert_eq!(atari[0].chain.stones, 2);
/// assert_eq!(board.vertex(atari[0].liberty).to_string(), "B1");
/// assert!(chains_in_atari(&board, Color::White).is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atari {
    /// The chain (its colour, head, stone count; one liberty).
    pub chain: Chain,
    /// Its one liberty.
    pub liberty: Point,
}

/// A move that captures: the point, and every enemy chain it takes off the board.
///
/// ```
/// use tesuji_go::tactics::capture_moves;
/// use tesuji_go::{Board, Color, Rules};
/// // A1 takes the last liberty of both white stones, A2 and B1: one move, two chains.
/// let board = Board::from_diagram("
///     . . . .
///     X . . .
///     O X . .
///     . O X .", Rules::default()).unwrap();
/// let captures = capture_moves(&board, Color::Black);
/// assert_eq!(captures.len(), 1);
/// let double = &captures[0];
/// assert_eq!(board.vertex(double.point).to_string(), "A1");
/// assert_eq!((double.captured.len(), double.stones), (2, 2));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// Where the capturing stone is played.
    pub point: Point,
    /// The enemy chains it captures, in the order of their first stones on the board
    /// (bottom row first, each row from the left); each has `point` as its one liberty.
    pub captured: Vec<Chain>,
    /// The number of stones captured, all chains together.
    pub stones: usize,
}

/// A capture that the rules forbid now, and why.
///
/// ```
/// use tesuji_go::tactics::{capture_moves, forbidden_captures};
/// use tesuji_go::{Board, Color, IllegalMove, Rules};
/// let mut board = Board::from_diagram("
///     . . . .
///     . . . .
///     X O . .
///     . X O .", Rules::default()).unwrap();
/// // White takes the ko at A1; retaking at B1 at once is forbidden.
/// board.play(Color::White, "A1".parse().unwrap()).unwrap();
/// assert!(capture_moves(&board, Color::Black).is_empty());
/// let forbidden = forbidden_captures(&board, Color::Black);
/// assert_eq!(forbidden.len(), 1);
/// assert_eq!(forbidden[0].reason, IllegalMove::Ko("B1".parse().unwrap()));
/// assert_eq!(forbidden[0].capture.stones, 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForbiddenCapture {
    /// What the move would capture.
    pub capture: Capture,
    /// Why it is illegal: [`IllegalMove::Ko`] (the immediate retake of a ko) or
    /// [`IllegalMove::Superko`] (a repetition the ko rule forbids).
    pub reason: IllegalMove,
}

/// Every chain of `color` with a single liberty, once each, with that liberty; in the
/// order of their first stones on the board (bottom row first, each row from the left).
///
/// The module's example shows one.
pub fn chains_in_atari(board: &Board, color: Color) -> Vec<Atari> {
    let mut seen = PointSet::new();
    let mut atari = Vec::new();
    for p in board.geometry().points() {
        let Some(chain) = board.chain(p) else {
            continue;
        };
        if chain.color != color || chain.liberties != 1 || !seen.insert(chain.head) {
            continue;
        }
        // The count says one liberty; the walk finds which. The fallback never
        // happens on a consistent board.
        if let Some(liberty) = board.chain_liberties(p).iter().next() {
            atari.push(Atari { chain, liberty });
        }
    }
    atari
}

/// Every legal move of `color` that captures at least one enemy chain, with all it
/// captures, in the order of the board's points (bottom row first).
///
/// A capture that leaves the capturing stone itself in atari (a snapback, or taking a
/// ko) counts like any other. A capture the rules forbid now — the immediate retake of
/// a ko, a superko repetition — is left out: [`forbidden_captures`] lists those. Whose
/// turn it is does not matter: the moves are those `color` could play now.
///
/// ```
/// use tesuji_go::tactics::capture_moves;
/// use tesuji_go::{Board, Color, Rules};
/// // A snapback: Black B1 takes White's A1, but Black's A2 B2 B1 are left with the
/// // single liberty A1, where White takes all three back.
/// let mut board = Board::from_diagram("
///     . . . .
///     O O . .
///     X X O .
///     O . O .", Rules::default()).unwrap();
/// let [a1, b1] = ["A1", "B1"].map(|v| board.point(v.parse().unwrap()).unwrap());
/// let black = capture_moves(&board, Color::Black);
/// assert_eq!((black.len(), black[0].point, black[0].stones), (1, b1, 1));
/// board.play_point(Color::Black, b1).unwrap();
/// let white = capture_moves(&board, Color::White);
/// assert_eq!((white.len(), white[0].point, white[0].stones), (1, a1, 3));
/// ```
pub fn capture_moves(board: &Board, color: Color) -> Vec<Capture> {
    let (legal, _) = survey(board, color);
    legal
}

/// Every capture `color` could make but for the ko rules, with the reason it is
/// illegal now, in the order of the board's points. See [`ForbiddenCapture`] for an
/// example.
pub fn forbidden_captures(board: &Board, color: Color) -> Vec<ForbiddenCapture> {
    let (_, forbidden) = survey(board, color);
    forbidden
}

/// The captures of `color`, legal and forbidden.
fn survey(board: &Board, color: Color) -> (Vec<Capture>, Vec<ForbiddenCapture>) {
    let mut by_point: Vec<Capture> = Vec::new();
    for atari in chains_in_atari(board, color.opponent()) {
        match by_point.iter_mut().find(|c| c.point == atari.liberty) {
            Some(capture) => {
                capture.captured.push(atari.chain);
                capture.stones += atari.chain.stones;
            }
            None => by_point.push(Capture {
                point: atari.liberty,
                captured: vec![atari.chain],
                stones: atari.chain.stones,
            }),
        }
    }
    by_point.sort_by_key(|c| c.point);
    let mut legal = Vec::with_capacity(by_point.len());
    let mut forbidden = Vec::new();
    for capture in by_point {
        match board.check(color, capture.point) {
            Ok(()) => legal.push(capture),
            Err(reason) => forbidden.push(ForbiddenCapture { capture, reason }),
        }
    }
    (legal, forbidden)
}
