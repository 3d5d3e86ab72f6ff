//! VCT against a naive full-width search on small boards: within three attacker moves
//! (the five included), the solver must find a win exactly when one exists against
//! EVERY defender move (every empty point, not just the answers the solver considers),
//! the attacker opening with a four or a three. This checks that the solver's defences
//! (stopping points and counter-fours) are complete and its wins real.

use rand::{Rng, SeedableRng, rngs::SmallRng};
use tesuji_gomoku::{Board, Color, Limits, LineShape, Mode, Outcome, Point, Rule, ThreatSolver};

/// Whether a stone of `color` on empty `p` makes a winning row, counted stone by stone.
fn naive_five(board: &Board, p: Point, color: Color) -> bool {
    let exact =
        board.rule() == Rule::Standard || (board.rule() == Rule::Renju && color == Color::Black);
    let c = board.coord(p);
    let size = board.size() as i32;
    let own = |col: i32, row: i32| {
        (0..size).contains(&col)
            && (0..size).contains(&row)
            && board.stone(
                board
                    .point(tesuji_gomoku::Coord::new(col as u8, row as u8))
                    .unwrap(),
            ) == Some(color)
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

fn empty_points(board: &Board) -> Vec<Point> {
    board
        .points()
        .iter()
        .copied()
        .filter(|&p| board.is_empty(p))
        .collect()
}

fn five_points(board: &Board, color: Color) -> Vec<Point> {
    empty_points(board)
        .into_iter()
        .filter(|&p| naive_five(board, p, color))
        .collect()
}

/// Can `attacker`, to move, make five within `n` of its moves whatever the defender
/// plays (any empty point it may legally take)? `first` filters the first move.
fn naive_win(
    board: &mut Board,
    attacker: Color,
    n: u32,
    first: &dyn Fn(&mut Board, Point) -> bool,
) -> bool {
    let defender = attacker.opponent();
    if n == 0 {
        return false;
    }
    if !five_points(board, attacker).is_empty() {
        return true;
    }
    if n == 1 {
        return false;
    }
    for a in empty_points(board) {
        if !board.allowed(a, attacker) || !first(board, a) {
            continue;
        }
        board.play(a, attacker);
        let wins = five_points(board, defender).is_empty() && {
            let fives = five_points(board, attacker);
            // With two moves left the defender must be unable to block: prune the rest.
            let hopeless = n == 2
                && !(fives.len() >= 2 || fives.len() == 1 && !board.allowed(fives[0], defender));
            !hopeless
                && empty_points(board).into_iter().all(|d| {
                    if !board.allowed(d, defender) {
                        return true; // not a move for the defender
                    }
                    if naive_five(board, d, defender) {
                        return false;
                    }
                    board.play(d, defender);
                    let wins = naive_win(board, attacker, n - 1, &|_, _| true);
                    board.undo();
                    wins
                })
        };
        board.undo();
        if wins {
            return true;
        }
    }
    false
}

#[test]
fn vct_in_three_agrees_with_a_full_width_search() {
    let mut rng = SmallRng::seed_from_u64(11);
    let mut solver = ThreatSolver::new(1 << 22);
    let cases = if std::env::var_os("TESUJI_LONG").is_some() {
        5_000
    } else {
        500
    };
    let (mut wins, mut total) = (0, 0);
    while total < cases {
        let size = rng.random_range(6..=7);
        let rule = [Rule::Freestyle, Rule::Standard, Rule::Renju][rng.random_range(0..3)];
        let mut board = Board::new(size, rule).unwrap();
        let attacker = if rng.random_bool(0.5) {
            Color::Black
        } else {
            Color::White
        };
        // The attacker's stones mostly in a 5×5 window, with up to two extra: about a
        // fifth of the positions have a win in three.
        let pairs = rng.random_range(2..=size);
        let window = rng.random_range(0..=size - 5);
        for i in 0..2 * pairs + rng.random_range(0..=2) {
            let color = if i % 2 == 0 || i >= 2 * pairs {
                attacker
            } else {
                attacker.opponent()
            };
            let empty: Vec<Point> = empty_points(&board)
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
            if board.allowed(p, color) && !naive_five(&board, p, color) {
                board.play(p, color);
            }
        }
        if !five_points(&board, attacker.opponent()).is_empty() && rng.random_bool(0.7) {
            continue;
        }
        total += 1;
        let limits = Limits {
            max_depth: Some(3),
            ..Limits::default()
        };
        let solution = solver.solve(&board, attacker, Mode::Vct, &limits);
        // The solver's first moves: a threat, or the block of a defender's four.
        let threat = |board: &mut Board, p: Point| {
            board
                .lines(p, attacker)
                .iter()
                .any(|&s| s.is_four() || s == LineShape::Three)
                || naive_five(board, p, attacker)
                || naive_five(board, p, attacker.opponent())
        };
        let expected = naive_win(&mut board, attacker, 3, &threat);
        assert_ne!(solution.outcome, Outcome::Unknown);
        assert_eq!(
            solution.outcome == Outcome::Win,
            expected,
            "{attacker} to move, {rule}\n{board}"
        );
        wins += usize::from(expected);
    }
    eprintln!("{wins} wins of {cases}");
    assert!(wins > cases / 10, "too few wins to test anything: {wins}");
}
