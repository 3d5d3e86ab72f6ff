//! VCT against a naive full-width search on small boards: within three attacker moves
//! (the five included), the solver must find a win exactly when one exists against
//! EVERY defender move (every empty point, not just the answers the solver considers),
//! the attacker opening with a four or a three. This checks that the solver's defences
//! (stopping points and counter-fours) are complete and its wins real.

use rand::{Rng, SeedableRng, rngs::SmallRng};
use tesuji_gomoku::{Board, Color, Limits, LineShape, Mode, Outcome, Point, Rule, ThreatSolver};

mod common;

use common::{empty_points, five_points, naive_five, random_position};

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
        let pairs = rng.random_range(2..=size);
        random_position(&mut rng, &mut board, attacker, pairs);
        if !five_points(&board, attacker.opponent()).is_empty() && rng.random_bool(0.7) {
            continue;
        }
        total += 1;
        let limits = Limits {
            max_depth: Some(3),
            ..Limits::default()
        };
        let solution = solver.solve(&board, attacker, Mode::Vct, &limits);
        // The solver's first moves: a four or a three (by the line shapes), a move after
        // which some point makes two fours, or the block of a defender's four.
        let threat = |board: &mut Board, p: Point| {
            if board
                .lines(p, attacker)
                .iter()
                .any(|&s| s.is_four() || s == LineShape::Three)
                || naive_five(board, p, attacker)
                || naive_five(board, p, attacker.opponent())
            {
                return true;
            }
            if board.rule() == Rule::Renju && attacker == Color::Black {
                return false;
            }
            board.play(p, attacker);
            let double_four = empty_points(board).into_iter().any(|q| {
                board.play(q, attacker);
                let fives = five_points(board, attacker).len();
                board.undo();
                fives >= 2
            });
            board.undo();
            double_four
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
