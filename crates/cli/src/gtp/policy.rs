//! The move `genmove` plays: a simple policy, until the solver can pick moves.
//!
//! In order: the legal capture that takes the most stones; else save the
//! largest own chain in atari by playing its last liberty, when that leaves it with
//! two liberties or more; else a uniformly random legal move that does not fill one
//! of the player's own one-point eyes (the playouts' policy, see
//! [`Board::is_eye`]); else pass. Every candidate is checked legal under the rules in
//! force, so the policy never answers an illegal move.

use rand::Rng;
use tesuji_go::tactics::{capture_moves, chains_in_atari};
use tesuji_go::{Board, Color, Move, Point};

/// The move `color` plays on `board`.
pub fn choose_move<R: Rng>(board: &Board, color: Color, rng: &mut R) -> Move {
    capture(board, color)
        .or_else(|| escape(board, color))
        .or_else(|| random_move(board, color, rng))
        .map_or(Move::Pass, |p| Move::Play(board.vertex(p)))
}

/// The legal move that captures the most stones.
fn capture(board: &Board, color: Color) -> Option<Point> {
    capture_moves(board, color)
        .into_iter()
        .max_by_key(|capture| capture.stones)
        .map(|capture| capture.point)
}

/// The move that gets the largest own chain in atari out of it: its last liberty,
/// when playing there leaves the chain with two liberties or more.
fn escape(board: &Board, color: Color) -> Option<Point> {
    chains_in_atari(board, color)
        .into_iter()
        .filter(|atari| gains_liberties(board, color, atari.liberty))
        .max_by_key(|atari| atari.chain.stones)
        .map(|atari| atari.liberty)
}

/// Whether a stone of `color` on `p` is legal and its chain then has two liberties or
/// more. Tried on a copy: the legality and the count after captures are the board's
/// own, with no rule worked out a second time here.
fn gains_liberties(board: &Board, color: Color, p: Point) -> bool {
    let mut trial = board.clone();
    trial.play_point(color, p).is_ok() && trial.liberty_count(p) >= 2
}

/// A uniformly random legal move that does not fill an own one-point eye.
fn random_move<R: Rng>(board: &Board, color: Color, rng: &mut R) -> Option<Point> {
    let candidates: Vec<Point> = board
        .legal_points(color)
        .into_iter()
        .filter(|&p| !board.is_eye(color, p))
        .collect();
    match candidates.len() {
        0 => None,
        n => Some(candidates[rng.random_range(0..n)]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use tesuji_go::{PointSet, Rules};

    fn position(diagram: &str) -> Board {
        Board::from_diagram(diagram, Rules::default()).unwrap()
    }

    fn choose(board: &Board, color: Color, seed: u64) -> String {
        let mut rng = SmallRng::seed_from_u64(seed);
        choose_move(board, color, &mut rng).to_string()
    }

    #[test]
    fn the_largest_capture_comes_first() {
        // White's A1 (one stone, liberty A2) and C3-C4 (two stones, liberty C2) are in
        // atari.
        let board = position(
            "
            . . X . .
            . X O X .
            . X O X .
            . . . . .
            O X . . .",
        );
        assert_eq!(choose(&board, Color::Black, 1), "C2");
        // White saves the larger chain: C2 gives C3-C4 the liberties B2, C1 and D2.
        assert_eq!(choose(&board, Color::White, 1), "C2");
    }

    #[test]
    fn an_extension_that_stays_in_atari_is_no_escape() {
        // White's A2 can extend to A1, where it has the one liberty B1: still atari.
        let board = position(
            "
            . . . .
            X . . .
            O X . .
            . . X .",
        );
        assert_eq!(escape(&board, Color::White), None);
        assert_eq!(choose(&board, Color::Black, 1), "A1");
        // White's B2 extends to C2 and has C1, C3 and D2 then.
        let board = position(
            "
            . . . .
            . X . .
            X O . .
            . X . .",
        );
        let c2 = board.point("C2".parse().unwrap()).unwrap();
        assert_eq!(escape(&board, Color::White), Some(c2));
        assert_eq!(choose(&board, Color::White, 1), "C2");
    }

    #[test]
    fn a_ko_that_cannot_be_retaken_is_not_captured() {
        // White takes the ko at A1 (B1 gone): Black may not retake at B1 at once.
        let mut board = position(
            "
            . . . .
            . . . .
            X O . .
            . X O .",
        );
        board.play(Color::White, "A1".parse().unwrap()).unwrap();
        let b1 = board.point("B1".parse().unwrap()).unwrap();
        assert_eq!(capture(&board, Color::Black), None);
        assert_ne!(capture(&board, Color::White), Some(b1));
        for seed in 0..50 {
            let mv: Move = choose(&board, Color::Black, seed).parse().unwrap();
            assert!(board.is_legal(Color::Black, mv), "{mv}");
        }
    }

    #[test]
    fn random_moves_are_legal_and_fill_no_own_eye() {
        // Black's A1 is an eye; White may not play there (suicide), Black will not.
        let board = position(
            "
            . . . .
            . . . .
            X . . .
            . X . .",
        );
        let a1 = board.point("A1".parse().unwrap()).unwrap();
        let mut seen = PointSet::new();
        let mut rng = SmallRng::seed_from_u64(9);
        for _ in 0..400 {
            let p = random_move(&board, Color::Black, &mut rng).unwrap();
            assert!(board.check(Color::Black, p).is_ok());
            seen.insert(p);
        }
        assert!(!seen.contains(a1));
        assert_eq!(seen.len(), 13, "every other empty point is drawn");
    }

    #[test]
    fn no_move_left_is_a_pass() {
        let board = position(
            "
            . X .
            X . X
            . X .",
        );
        assert_eq!(choose(&board, Color::Black, 1), "pass");
        assert_eq!(choose(&board, Color::White, 1), "pass");
    }
}
