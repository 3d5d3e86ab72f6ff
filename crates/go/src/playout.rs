//! Light random playouts: the benchmark of a Go board, and the simplest evaluation.
//!
//! The policy is the customary one: each player plays a uniformly random legal move
//! that does not fill one of its own one-point eyes (see [`Board::is_eye`]), and passes
//! when there is none; the game ends after two passes in a row, or at a move limit that
//! stops endless cycles where the rules allow them (simple ko).

use rand::Rng;

use crate::board::Board;
use crate::color::Color;
use crate::geometry::Point;

/// Random draws tried before the empty points are copied for a draw without
/// replacement (1 measured fastest on 9×9 and 19×19; 2, 3, 4 and 8 were tried).
const RANDOM_TRIES: usize = 1;

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutOutcome {
    /// Moves played, passes included.
    pub moves: usize,
    /// Area score without komi: Black's stones and eyes minus White's.
    pub score: i32,
}

/// A reusable playout runner (it keeps a scratch buffer between playouts).
///
/// ```
/// use rand::SeedableRng;
/// use tesuji_go::{Board, Rules, playout::Playout};
/// let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
/// let mut board = Board::square(9, Rules::default()).unwrap();
/// let outcome = Playout::new().run(&mut board, &mut rng);
/// assert!(outcome.moves > 40);
/// assert_eq!(board.last_move().map(|(_, m)| m), Some(tesuji_go::Move::Pass));
/// ```
#[derive(Clone, Debug, Default)]
pub struct Playout {
    candidates: Vec<Point>,
}

impl Playout {
    /// A runner.
    pub fn new() -> Playout {
        Playout::default()
    }

    /// Plays `board` out to the end with the light policy, starting with the player
    /// to move. The limit is three moves per point of the board.
    pub fn run<R: Rng>(&mut self, board: &mut Board, rng: &mut R) -> PlayoutOutcome {
        let limit = 3 * board.geometry().area();
        let mut passes = 0;
        let mut moves = 0;
        while passes < 2 && moves < limit {
            let color = board.to_move();
            if self.play_random(board, color, rng) {
                passes = 0;
            } else {
                board.pass(color);
                passes += 1;
            }
            moves += 1;
        }
        PlayoutOutcome {
            moves,
            score: area_score(board),
        }
    }

    /// Plays a uniformly random legal move of `color` that fills no own eye; `false`
    /// when there is none.
    ///
    /// ```
    /// use rand::SeedableRng;
    /// use tesuji_go::{Board, Color, Rules, playout::Playout};
    /// let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
    /// let mut playout = Playout::new();
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// assert!(playout.play_random(&mut board, Color::Black, &mut rng));
    /// assert_eq!(board.empty_points().len(), 80);
    /// // Every empty point here is an eye of Black's: Black will not fill one, and White
    /// // may not play in one (suicide). Both must pass.
    /// let mut board = Board::from_diagram("
    ///     . X .
    ///     X . X
    ///     . X .", Rules::default()).unwrap();
    /// assert!(!playout.play_random(&mut board, Color::Black, &mut rng));
    /// assert!(!playout.play_random(&mut board, Color::White, &mut rng));
    /// ```
    pub fn play_random<R: Rng>(&mut self, board: &mut Board, color: Color, rng: &mut R) -> bool {
        let count = board.empty_points().len();
        if count == 0 {
            return false;
        }
        // Most random picks are good: draw with replacement before copying the list.
        // Accepting the first good draw is uniform over the good points, and so is the
        // fallback below, so the whole choice is uniform.
        for _ in 0..RANDOM_TRIES {
            let p = board.empty_points()[random_index(rng, count)];
            if try_policy_move(board, color, p) {
                return true;
            }
        }
        // Then draw without replacement.
        self.candidates.clear();
        self.candidates.extend_from_slice(board.empty_points());
        while !self.candidates.is_empty() {
            let i = random_index(rng, self.candidates.len());
            let p = self.candidates.swap_remove(i);
            if try_policy_move(board, color, p) {
                return true;
            }
        }
        false
    }
}

/// Plays `p` for `color` if the policy allows it there: legal, and not the player's own
/// one-point eye. Returns whether it was played.
#[inline]
fn try_policy_move(board: &mut Board, color: Color, p: Point) -> bool {
    !board.is_eye(color, p) && board.play_point_forever(color, p).is_ok()
}

/// A uniform index below `len` (at most a board's area), drawn in 32-bit arithmetic,
/// which is cheaper than a full-width draw.
#[inline]
fn random_index<R: Rng>(rng: &mut R, len: usize) -> usize {
    rng.random_range(0..len as u32) as usize
}

/// Who owns a point at the end of a playout: the colour of its stone, or, for an empty
/// point, the one colour of the stones next to it (none when both or neither touch
/// it). The rule of [`area_score`], point by point.
///
/// ```
/// use tesuji_go::playout::owner;
/// use tesuji_go::{Board, Color, Rules};
/// let board = Board::from_diagram("
///     . X O .
///     X X O .
///     . X O .", Rules::default()).unwrap();
/// let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
/// assert_eq!(owner(&board, p("A3")), Some(Color::Black)); // an eye
/// assert_eq!(owner(&board, p("C2")), Some(Color::White)); // a stone
/// assert_eq!(owner(&board, p("D2")), Some(Color::White)); // White's side
/// ```
#[must_use]
pub fn owner(board: &Board, p: Point) -> Option<Color> {
    if let Some(color) = board.stone(p) {
        return Some(color);
    }
    let mut touches = [false; 2];
    for n in board.geometry().neighbors(p) {
        if let Some(color) = board.stone(n) {
            touches[color.index()] = true;
        }
    }
    match touches {
        [true, false] => Some(Color::Black),
        [false, true] => Some(Color::White),
        _ => None,
    }
}

/// Area score without komi: stones plus empty points that touch only one colour,
/// Black's minus White's. Exact once a playout has ended, when every empty point is
/// an eye.
///
/// ```
/// use tesuji_go::{Board, Rules, playout::area_score};
/// let board = Board::from_diagram("
///     . X X O .
///     X . X O O
///     . X X O .", Rules::default()).unwrap();
/// // Black: 6 stones and the eyes A1, A3, B2; White: 4 stones and the eyes E1, E3.
/// assert_eq!(area_score(&board), 9 - 6);
/// ```
pub fn area_score(board: &Board) -> i32 {
    let mut score = 0;
    for p in board.geometry().points() {
        score += match owner(board, p) {
            Some(Color::Black) => 1,
            Some(Color::White) => -1,
            None => 0,
        };
    }
    score
}
