//! `solve`: the status for the side to play (success, ko, failure), the correct first
//! moves, the main line and the refutations, on problems with known answers.

use tesuji_go::{Board, Color, Move, Point, Rules};
use tesuji_search::{Budget, Config};
use tesuji_tsumego::{ProblemError, Solution, Status, Tsumego, solve};

/// Black defends the group of `target`; White attacks.
fn solved(diagram: &str, target: &str, region: &[&str], to_play: Color) -> Solution {
    solved_with(diagram, target, region, to_play, &Config::default())
}

fn solved_with(
    diagram: &str,
    target: &str,
    region: &[&str],
    to_play: Color,
    config: &Config,
) -> Solution {
    let board = Board::from_diagram(diagram, Rules::default()).unwrap();
    let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
    let region: Vec<Point> = region.iter().map(|v| p(v)).collect();
    let problem = Tsumego::exact(&board, to_play, Color::White, &[p(target)], &region).unwrap();
    solve(&problem, config)
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

const STRAIGHT_THREE: &str = "
    . . . . . . .
    O O O O O . .
    X X X X O . .
    . . . X O . .";

#[test]
fn the_straight_three_is_a_success_for_whoever_moves_first() {
    for to_play in [Color::White, Color::Black] {
        let solution = solved(STRAIGHT_THREE, "D2", &["A1", "B1", "C1"], to_play);
        assert_eq!(solution.status, Status::Success, "{to_play:?}");
        assert_eq!(solution.correct_moves, [mv("B1")]);
        assert_eq!(solution.pv.first(), Some(&mv("B1")));
        // Every other first move (A1, C1, pass) is refuted, the refutation starting with it.
        let wrong: Vec<Move> = solution.refutations.iter().map(|(m, _)| *m).collect();
        assert_eq!(wrong.len(), 3, "{wrong:?}");
        assert!(solution.undecided.is_empty());
        for (first, line) in &solution.refutations {
            assert_eq!(line.first(), Some(first));
            assert!(line.len() >= 2, "{line:?}");
        }
        assert!(solution.nodes > 0);
    }
}

#[test]
fn the_square_four_is_a_failure_for_black() {
    let square = "
        . . . . . .
        O O O O . .
        X X X O . .
        . . X O . .
        . . X O . .";
    let solution = solved(square, "C3", &["A1", "B1", "A2", "B2"], Color::Black);
    assert_eq!(solution.status, Status::Failure);
    assert!(solution.correct_moves.is_empty());
    assert_eq!(
        solution.refutations.len(),
        5,
        "four points and a pass, all refuted"
    );
}

#[test]
fn a_direct_ko_is_a_ko() {
    // Black lives only by taking the ko for his second eye at A1 and winning it (see
    // tests/shapes.rs).
    let ko = "
        O . O . O O O O
        O O O O O O O O
        O O O O O O O O
        O X X X X X X O
        . O X . . X X O";
    let solution = solved(ko, "B2", &["A1", "B1", "D1", "E1"], Color::Black);
    assert_eq!(solution.status, Status::Ko);
    assert_eq!(solution.correct_moves, [mv("A1")]);
}

#[test]
fn a_spent_budget_is_unknown() {
    let config = Config {
        budget: Budget {
            max_nodes: Some(1),
            ..Budget::default()
        },
        ..Config::default()
    };
    let solution = solved_with(
        STRAIGHT_THREE,
        "D2",
        &["A1", "B1", "C1"],
        Color::White,
        &config,
    );
    assert_eq!(solution.status, Status::Unknown);
    assert!(solution.correct_moves.is_empty());
}

#[test]
fn statuses_and_goals_read_back_from_their_names() {
    use tesuji_tsumego::{Goal, Status};
    for status in [
        Status::Success,
        Status::Ko,
        Status::Failure,
        Status::Unknown,
    ] {
        assert_eq!(status.name().parse::<Status>(), Ok(status));
    }
    assert_eq!("KILL".parse::<Goal>(), Ok(Goal::Kill));
    let error = "win".parse::<Goal>().unwrap_err();
    assert_eq!(error.to_string(), r#"a goal is kill or live, not "win""#);
}

#[test]
fn a_problem_stated_in_full_refuses_targets_that_are_no_defender_stones() {
    let board = Board::from_diagram(STRAIGHT_THREE_FOR_EXACT, Rules::default()).unwrap();
    let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
    let region = [p("A1"), p("B1"), p("C1")];
    let exact =
        |targets: &[Point]| Tsumego::exact(&board, Color::White, Color::White, targets, &region);
    assert_eq!(exact(&[]).err(), Some(ProblemError::NoTarget));
    let error = exact(&[p("D2"), p("A3")]).err().unwrap();
    assert_eq!(
        error.to_string(),
        "the target A3 is no stone of Black's, the defender"
    );
    assert!(matches!(
        exact(&[p("A1")]),
        Err(ProblemError::NotDefender { .. })
    ));
    assert!(exact(&[p("D2")]).is_ok());
}

/// Black's straight three on the first line under White's wall.
const STRAIGHT_THREE_FOR_EXACT: &str = "
    . . . . . . .
    O O O O O . .
    X X X X O . .
    . . . X O . .";
