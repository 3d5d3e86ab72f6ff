//! The incremental line codes (with the five points kept with them and the four test
//! read from them) against what the stones say when read one by one, after random moves
//! and undos on boards of every size and rule.

use proptest::prelude::*;
use tesuji_gomoku::{Board, Color, Coord, Direction, Point, Rule};

/// Plays `steps` random actions (a move on a random empty point, or an undo) and checks
/// every point's four line shapes for both colours after each, plus the hash after
/// undoing everything.
fn check_random_walk(size: usize, rule: Rule, seed: u64, steps: usize) {
    use rand::{Rng, SeedableRng, rngs::SmallRng};
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut board = Board::new(size, rule).unwrap();
    let empty_hash = board.hash();
    let mut color = Color::Black;
    for _ in 0..steps {
        if board.stones() > 0 && (board.is_full() || rng.random_bool(0.3)) {
            let (undone, _) = board.undo().unwrap();
            color = undone;
        } else {
            let empty: Vec<_> = board
                .points()
                .iter()
                .copied()
                .filter(|&p| board.is_empty(p))
                .collect();
            let p = empty[rng.random_range(0..empty.len())];
            board.play(color, p);
            color = color.opponent();
        }
        let mut fives = Vec::new();
        for c in [Color::Black, Color::White] {
            let expected: Vec<_> = board
                .points()
                .iter()
                .copied()
                .filter(|&p| {
                    board.is_empty(p)
                        && Direction::ALL.iter().any(|&d| {
                            board.line_from_scratch(p, d, c) == tesuji_gomoku::LineShape::Five
                        })
                })
                .collect();
            board.five_points(c, usize::MAX, &mut fives);
            assert_eq!(
                fives,
                expected,
                "five points of {c} after {:?}\n{board}",
                board.history()
            );
        }
        for &p in board.points() {
            for c in [Color::Black, Color::White] {
                let four = Direction::ALL
                    .iter()
                    .any(|&d| board.line_from_scratch(p, d, c).is_four());
                assert_eq!(
                    board.makes_four(c, p),
                    four,
                    "makes_four({c}, {}) after {:?}\n{board}",
                    board.name(p),
                    board.history()
                );
                if board.is_empty(p) {
                    assert_eq!(
                        board.makes_window_three(c, p),
                        window_three_from_scratch(&board, c, p),
                        "makes_window_three({c}, {}) after {:?}\n{board}",
                        board.name(p),
                        board.history()
                    );
                }
            }
            for direction in Direction::ALL {
                for c in [Color::Black, Color::White] {
                    assert_eq!(
                        board.line(p, direction, c),
                        board.line_from_scratch(p, direction, c),
                        "{}, {direction:?}, {c}, after {:?}\n{board}",
                        board.name(p),
                        board.history()
                    );
                }
            }
        }
    }
    while board.undo().is_some() {}
    assert_eq!(board.hash(), empty_hash);
}

/// Whether some five-cell window on the board through `p` (empty) holds two stones of
/// `color` or more and none of the opponent's, counted stone by stone.
fn window_three_from_scratch(board: &Board, color: Color, p: Point) -> bool {
    let at = board.coord(p);
    let cell = |dc: i32, dr: i32, k: i32| {
        let (col, row) = (i32::from(at.col) + dc * k, i32::from(at.row) + dr * k);
        let size = board.size() as i32;
        ((0..size).contains(&col) && (0..size).contains(&row))
            .then(|| board.stone(board.point(Coord::new(col as u8, row as u8)).unwrap()))
    };
    [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
        (-4..=0).any(|start| {
            let window: Vec<_> = (start..start + 5).map(|k| cell(dc, dr, k)).collect();
            window
                .iter()
                .all(|c| c.is_some_and(|s| s != Some(color.opponent())))
                && window.iter().filter(|c| **c == Some(Some(color))).count() >= 2
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn incremental_lines_equal_lines_from_scratch(
        size in 5usize..=22,
        rule in prop_oneof![Just(Rule::Freestyle), Just(Rule::Standard), Just(Rule::Renju)],
        seed in any::<u64>(),
    ) {
        check_random_walk(size, rule, seed, 300);
    }
}

/// A longer walk; a million moves with `TESUJI_LONG=1` (`bash scripts/test.sh --long`).
#[test]
fn a_long_random_walk() {
    let steps = if std::env::var_os("TESUJI_LONG").is_some() {
        1_000_000
    } else {
        5_000
    };
    check_random_walk(15, Rule::Renju, 7, steps);
}
