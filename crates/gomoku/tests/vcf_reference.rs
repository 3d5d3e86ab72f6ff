//! The VCF solver against a naive one written here from the definitions, reading the
//! stones one by one (no line codes, no tables, no df-pn), on random small positions.

use rand::{Rng, SeedableRng, rngs::SmallRng};
use tesuji_gomoku::{Board, Color, Limits, Mode, Point, Rule, ThreatOutcome, ThreatSolver};

mod common;

use common::{five_points as naive_five_points, naive_five, random_position};

/// Does `attacker`, to move, win by continuous fours? Plain depth-first search.
fn naive_vcf(board: &mut Board, attacker: Color) -> bool {
    let defender = attacker.opponent();
    if !naive_five_points(board, attacker).is_empty() {
        return true;
    }
    let threats = naive_five_points(board, defender);
    let candidates: Vec<Point> = match threats.len() {
        0 => board
            .points()
            .iter()
            .copied()
            .filter(|&p| board.is_empty(p))
            .collect(),
        1 => threats,
        _ => return false,
    };
    for p in candidates {
        board.play(attacker, p);
        let fives = naive_five_points(board, attacker);
        let wins = !fives.is_empty()
            && naive_five_points(board, defender).is_empty()
            && (fives.len() >= 2 || {
                board.play(defender, fives[0]);
                let wins = naive_vcf(board, attacker);
                board.undo();
                wins
            });
        board.undo();
        if wins {
            return true;
        }
    }
    false
}

/// Checks a winning line move by move: every attacker move a four (or the five at the
/// end), every defender move the forced block.
fn check_line(board: &mut Board, attacker: Color, line: &[Point]) {
    let mut color = attacker;
    for (i, &p) in line.iter().enumerate() {
        assert!(board.is_empty(p), "move {i} on a stone");
        if color == attacker {
            let is_last = i + 1 == line.len();
            if is_last {
                assert!(
                    naive_five(board, p, attacker),
                    "the line does not end with a five"
                );
            }
            board.play(color, p);
            if !is_last {
                assert!(
                    !naive_five_points(board, attacker).is_empty(),
                    "attacker move {i} is no four"
                );
            }
        } else {
            let fives = naive_five_points(board, attacker);
            assert!(fives.contains(&p), "defender move {i} does not block");
            board.play(color, p);
        }
        color = color.opponent();
    }
    for _ in line {
        board.undo();
    }
}

#[test]
fn vcf_agrees_with_a_naive_search_on_random_small_positions() {
    let mut rng = SmallRng::seed_from_u64(2026);
    let mut solver = ThreatSolver::new(1 << 20);
    let (mut wins, mut total) = (0, 0);
    let cases = if std::env::var_os("TESUJI_LONG").is_some() {
        20_000
    } else {
        1_000
    };
    while total < cases {
        let size = rng.random_range(6..=8);
        let rule = if rng.random_bool(0.5) {
            Rule::Freestyle
        } else {
            Rule::Standard
        };
        let mut board = Board::new(size, rule).unwrap();
        let attacker = if rng.random_bool(0.5) {
            Color::Black
        } else {
            Color::White
        };
        let pairs = rng.random_range(3..=size);
        random_position(&mut rng, &mut board, attacker, pairs);
        let color = attacker;
        // Positions already decided or with a five on the board are not questions.
        let finished = board
            .points()
            .iter()
            .any(|&p| board.stone(p).is_some_and(|c| board.makes_five(c, p)));
        if finished
            || !naive_five_points(&board, color.opponent()).is_empty() && rng.random_bool(0.5)
        {
            continue;
        }
        total += 1;
        let solution = solver.solve(&board, color, Mode::Vcf, &Limits::default());
        let expected = naive_vcf(&mut board, color);
        let got = match solution.outcome {
            ThreatOutcome::Win => true,
            ThreatOutcome::NoWin => false,
            ThreatOutcome::Unknown => panic!("no budget was set"),
        };
        assert_eq!(got, expected, "{color} to move, {rule}\n{board}");
        if got {
            wins += 1;
            check_line(&mut board, color, &solution.line);
        }
    }
    eprintln!("{wins} wins of {cases}");
    assert!(wins > cases / 10, "too few wins to test anything: {wins}");
}
