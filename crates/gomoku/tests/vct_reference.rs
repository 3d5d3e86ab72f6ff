//! VCT against a plain search on small boards that shares nothing with the solver's idea
//! of a threat: no line shapes, no threes, no stopping points. It knows only fives
//! (counted stone by stone) and the rules' forbidden points, lets the attacker try every
//! empty point and the defender answer with every empty point, and calls a move a threat
//! when it leaves the defender needing an answer: were the defender to pass, the attacker
//! would win by fours within the moves left.
//!
//! Within `n` attacker moves (the five included), the solver's VCT must win exactly when
//! the plain search finds a win made only of threats (fours, threes, four-threes, the
//! quiet moves that set up a VCF, the forced block of a four that threatens in turn), and
//! each winning line it gives must replay as a win.

use std::collections::HashMap;

use rand::{Rng, SeedableRng, rngs::SmallRng};
use tesuji_gomoku::{
    Board, Color, Limits, Mode, Point, Position, Rule, ThreatOutcome, ThreatSolver,
};
use tesuji_search::ProofNode;

mod common;

use common::{empty_points, five_points, naive_five, random_position};

/// What the plain search asks of a position, for its memo.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Question {
    /// Does the attacker, to move, win by fours?
    Fours,
    /// Does the attacker, to move, win by threats?
    Threats,
}

/// The plain search with its memo (positions by their stones, the question and the moves
/// left).
struct Plain {
    attacker: Color,
    memo: HashMap<(u64, Question, u32), bool>,
}

impl Plain {
    fn new(attacker: Color) -> Plain {
        Plain {
            attacker,
            memo: HashMap::new(),
        }
    }

    /// Does the attacker, to move, win within `n` of its moves by `question`'s moves?
    fn wins(&mut self, board: &mut Board, question: Question, n: u32) -> bool {
        let key = (board.hash(), question, n);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let wins = self.search(board, question, n);
        self.memo.insert(key, wins);
        wins
    }

    fn search(&mut self, board: &mut Board, question: Question, n: u32) -> bool {
        let (attacker, defender) = (self.attacker, self.attacker.opponent());
        if n == 0 {
            return false;
        }
        if !five_points(board, attacker).is_empty() {
            return true;
        }
        if n == 1 {
            return false;
        }
        // A four of the defender's must be blocked at once; two cannot be.
        let blocks = five_points(board, defender);
        let candidates = match blocks.len() {
            0 => empty_points(board),
            1 => blocks,
            _ => return false,
        };
        for a in candidates {
            if !board.allowed(attacker, a) {
                continue;
            }
            board.play(attacker, a);
            let forcing = five_points(board, defender).is_empty()
                && match question {
                    Question::Fours => !five_points(board, attacker).is_empty(),
                    // The defender passes: the position is the same, the attacker to move.
                    Question::Threats => self.wins(board, Question::Fours, n - 1),
                };
            let wins = forcing && self.every_answer_loses(board, question, n - 1);
            board.undo();
            if wins {
                return true;
            }
        }
        false
    }

    /// Whether every move of the defender (to move) loses: none makes five, and after each
    /// the attacker wins within `n` moves by `question`'s moves.
    fn every_answer_loses(&mut self, board: &mut Board, question: Question, n: u32) -> bool {
        let defender = self.attacker.opponent();
        for d in empty_points(board) {
            if !board.allowed(defender, d) {
                continue;
            }
            if naive_five(board, d, defender) {
                return false;
            }
            board.play(defender, d);
            let wins = self.wins(board, question, n);
            board.undo();
            if !wins {
                return false;
            }
        }
        true
    }
}

/// Replays a winning line: alternating legal moves on empty points, no five for the
/// defender, ending with the attacker's five (or a four whose five point the defender
/// may not take).
fn check_line(board: &mut Board, attacker: Color, line: &[Point]) {
    assert!(!line.is_empty(), "a win without a line");
    let mut color = attacker;
    for &p in line {
        assert!(
            board.is_empty(p) && board.allowed(color, p),
            "{p:?} is no move"
        );
        assert!(
            color == attacker || !naive_five(board, p, color),
            "the defender makes five"
        );
        board.play(color, p);
        color = color.opponent();
    }
    // The last move is the attacker's: a five, or a four whose five points the defender
    // may not take (forbidden for Black).
    assert!(
        line.len() % 2 == 1,
        "the line ends with the defender's move"
    );
    let last = *line.last().unwrap();
    board.undo();
    let ends = naive_five(board, last, attacker) || {
        board.play(attacker, last);
        let fives = five_points(board, attacker);
        let ends = !fives.is_empty()
            && fives
                .iter()
                .all(|&f| !board.allowed(attacker.opponent(), f));
        board.undo();
        ends
    };
    assert!(ends, "the line does not end in a win");
    for _ in 0..line.len() - 1 {
        board.undo();
    }
}

/// Random positions on `sizes` boards under all three rules, `attacker moves` deep.
fn agree_on_random_positions(seed: u64, cases: usize, sizes: (usize, usize), n: u32) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut solver = ThreatSolver::new(1 << 22);
    let (mut wins, mut quiet, mut total) = (0, 0, 0);
    while total < cases {
        let size = rng.random_range(sizes.0..=sizes.1);
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
            max_depth: Some(n),
            ..Limits::default()
        };
        let solution = solver.solve(&board, attacker, Mode::Vct, &limits);
        let mut plain = Plain::new(attacker);
        let expected = plain.wins(&mut board, Question::Threats, n);
        assert_ne!(solution.outcome, ThreatOutcome::Unknown);
        assert_eq!(
            solution.outcome == ThreatOutcome::Win,
            expected,
            "{attacker} to move, {rule}, {n} moves\n{board}"
        );
        if expected {
            wins += 1;
            check_line(&mut board, attacker, &solution.line);
            // A win that fours alone do not give: a three or a quiet threat was needed.
            if !plain.wins(&mut board, Question::Fours, n) {
                quiet += 1;
            }
        }
    }
    eprintln!("{n} moves: {wins} wins of {cases}, {quiet} of them not by fours alone");
    assert!(wins > cases / 10, "too few wins to test anything: {wins}");
    assert!(
        quiet > wins / 10,
        "too few wins by threats to test them: {quiet}"
    );
}

#[test]
fn vct_in_three_agrees_with_a_plain_search() {
    let cases = if std::env::var_os("TESUJI_LONG").is_some() {
        5_000
    } else {
        400
    };
    agree_on_random_positions(11, cases, (6, 7), 3);
}

/// Four moves: the threats include quiet moves whose VCF is three moves long (the
/// four-three set up by a closed three, the renju fukumi).
#[test]
fn vct_in_four_agrees_with_a_plain_search() {
    let cases = if std::env::var_os("TESUJI_LONG").is_some() {
        2_000
    } else {
        60
    };
    agree_on_random_positions(12, cases, (6, 7), 4);
}

/// A win by threats that fours alone do not give, found among random positions by the
/// plain search: Black, to move under standard rules, wins within four moves; without
/// Black's f3 there is no win.
#[test]
fn a_win_by_threats_needs_its_key_stone() {
    let diagram = "\
        . . . . . . . . .
        . . . . O . . . .
        . . . . . . . . .
        . . X . . . . . .
        . . X O . X . . .
        . X . . . . . . .
        . . . . . X . . .
        . . O . . . . . .
        . . . . . . . . .";
    let without = diagram.replacen(". . . . . X . . .", ". . . . . . . . .", 1);
    let mut board = Position::parse(diagram, Rule::Standard, None, Some(Color::Black))
        .unwrap()
        .board;
    assert!(
        !Plain::new(Color::Black).wins(&mut board, Question::Fours, 4),
        "fours alone win"
    );
    golden(diagram, &without, Rule::Standard, Color::Black, 4);
}

/// Checks a golden position both ways: `diagram` (top row first) with `attacker` to move
/// under `rule` wins within `n` moves, by the plain search and by the solver, whose line
/// replays; `without` (the same with the key stone taken away) wins by neither.
fn golden(diagram: &str, without: &str, rule: Rule, attacker: Color, n: u32) {
    let limits = Limits {
        max_depth: Some(n),
        ..Limits::default()
    };
    for (text, wins) in [(diagram, true), (without, false)] {
        let mut board = Position::parse(text, rule, None, Some(attacker))
            .unwrap()
            .board;
        assert_eq!(
            Plain::new(attacker).wins(&mut board, Question::Threats, n),
            wins,
            "the plain search\n{board}"
        );
        let solution = ThreatSolver::new(1 << 22).solve(&board, attacker, Mode::Vct, &limits);
        let expected = if wins {
            ThreatOutcome::Win
        } else {
            ThreatOutcome::NoWin
        };
        assert_eq!(solution.outcome, expected, "the solver\n{board}");
        if wins {
            check_line(&mut board, attacker, &solution.line);
        }
    }
}

/// White has a four (five point e5): Black must block, and the block makes two open
/// threes (c5-d5-e5 and c3-d4-e5), which White cannot both stop. Without d4 the block
/// makes one three, and there is no win.
#[test]
fn the_forced_block_of_a_four_threatens_and_wins() {
    let diagram = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . O . . . .
        . . X X . . . . .
        . . . X O . . . .
        . . X . O . . . .
        . . . . O . . . .
        . . . . . . . . .";
    let without = diagram.replacen(". . . X O", ". . . . O", 1);
    golden(diagram, &without, Rule::Freestyle, Color::Black, 3);
}

/// Renju: White's h8 makes a four (d4 f6 g7 h8, Black's c3 closing the other end) whose
/// five point e5 is a double three for Black (c5-d5-e5 and e3-e4-e5): Black may not
/// block, and White wins. Without Black's e4 the point is allowed, Black blocks, and
/// there is no win.
#[test]
fn a_four_on_blacks_forbidden_point_wins_for_white() {
    let diagram = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . O . .
        . . . . . O . . .
        . . X X . . . . .
        . . . O X . . . .
        . . X . X . . . .
        . . . . . . . . .
        . . . . . . . . .";
    let without = diagram.replacen(". . . O X", ". . . O .", 1);
    golden(diagram, &without, Rule::Renju, Color::White, 3);
}

/// A four-three: Black's f5 makes a four on row 5 (c5-f5, closed by White's b5, five
/// point g5) and an open three on column f (f3-f4-f5); White must block g5, and f6 makes
/// an open four. Without f4 the move makes the four alone, and there is no win within
/// three moves.
#[test]
fn a_four_three_wins() {
    let diagram = "
        O . . . . . . . O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O X X X . . . .
        . . . . . X . . .
        . . . . . X . . .
        . . . . . . . . .
        O . . . . . . . O";
    let without = diagram.replacen(
        ". . . . . X . . .\n        . . . . . X",
        ". . . . . . . . .\n        . . . . . X",
        1,
    );
    assert_ne!(without, diagram);
    golden(diagram, &without, Rule::Freestyle, Color::Black, 3);
}

/// A quiet winning move (the renju "fukumi"): Black's g4 makes no four and no open three
/// (a closed split three g1-g3-g4 on the edge, twos elsewhere), yet it wins within four
/// moves (the plain search's verdict) and is Black's only winning first move (the
/// solver's, below). Found among random 9×9 positions, kept for having a quiet move as
/// its only win. Without h7 there is no win.
#[test]
fn a_quiet_move_that_sets_up_fours_wins() {
    let diagram = "
        . . O . . . . . O
        . O . . . . . O .
        . . O . . . . X .
        . . . . X . . X .
        . . . . . . . . .
        . . . . . . . X .
        . . . . . . X . .
        . . . . . . . . .
        O . . . . . X . .";
    let without = diagram.replacen(". . O . . . . X .", ". . O . . . . . .", 1);
    assert_ne!(without, diagram);
    golden(diagram, &without, Rule::Freestyle, Color::Black, 4);
    // The win's first move is the quiet one, the only winning first move.
    let board = Position::parse(diagram, Rule::Freestyle, None, Some(Color::Black))
        .unwrap()
        .board;
    let limits = Limits {
        max_depth: Some(4),
        ..Limits::default()
    };
    let winning: Vec<String> = ThreatSolver::new(1 << 22)
        .first_moves(&board, Color::Black, Mode::Vct, &limits)
        .into_iter()
        .filter(|&(_, outcome)| outcome == ThreatOutcome::Win)
        .map(|(p, _)| board.name(p))
        .collect();
    assert_eq!(winning, ["g4"]);
}

/// A threat that makes no four loses to the defender's fours. Black's g7 is a double
/// three (e7-f7-g7 and g5-g6-g7) that White cannot stop, and White's one counter-four
/// (on row 2, closed by a2; Black's e5 closes column e) only delays it: Black wins
/// within four moves. With e5 White's instead, e2 is a double four for White (b2-e2 and
/// e2-e5): the double three loses, Black has no four to keep White busy, and there is no
/// win. The refutation is White's VCF, and the solver's answer to g7 is its first four.
#[test]
fn a_threat_without_a_four_loses_to_the_defenders_fours() {
    let winning = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . X X . . .
        . . . . . . X . .
        . . . . X . X . .
        . . . . O . . . .
        . . . . O . . . .
        X O O O . . . . .
        . . . . . . . . .";
    let refuted = winning.replacen(". . . . X . X", ". . . . O . X", 1);
    assert_ne!(refuted, winning);
    golden(winning, &refuted, Rule::Freestyle, Color::Black, 4);

    let board = Position::parse(&refuted, Rule::Freestyle, None, Some(Color::Black))
        .unwrap()
        .board;
    let limits = Limits {
        max_depth: Some(4),
        ..Limits::default()
    };
    let mut solver = ThreatSolver::new(1 << 22);
    let proof = solver
        .proof(&board, Color::Black, Mode::Vct, &limits)
        .unwrap();
    solver
        .check(&proof, &board, Color::Black, Mode::Vct, &limits)
        .unwrap();
    let tree = &proof.tree;
    let ProofNode::Loser { replies } = &tree.root else {
        panic!("a refutation starts with every first move of Black's: {tree:?}");
    };
    let answer = replies
        .iter()
        .find(|(mv, _)| board.name(*mv) == "g7")
        .map(|(_, answer)| answer);
    let Some(ProofNode::Winner { mv, .. }) = answer else {
        panic!("g7 is one of Black's threats, answered by White: {answer:?}");
    };
    assert_eq!(
        board.name(*mv),
        "e2",
        "White's double four answers the double three"
    );
}
