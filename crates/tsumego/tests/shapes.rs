//! Classic eye shapes as life-and-death problems, with the answers every Go player
//! knows: the straight three is unsettled (its middle point decides), the square four is
//! dead whoever moves, the straight four is alive whoever moves; and a ko that the ko
//! winner wins. Each is solved with the
//! attacker and with the defender to move, and every first move's verdict is checked.

use tesuji_go::{Board, Color, Point, Rules};
use tesuji_search::{Config, Dfpn, Verdict};
use tesuji_tsumego::{KoWinner, LifeAndDeath};

struct Case {
    board: Board,
    target: Point,
    region: Vec<Point>,
}

/// Black (the defender) encloses the region; White attacks.
fn case(diagram: &str, target: &str, region: &[&str]) -> Case {
    let board = Board::from_diagram(diagram, Rules::default()).unwrap();
    let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
    Case {
        target: p(target),
        region: region.iter().map(|v| p(v)).collect(),
        board,
    }
}

/// The verdict with `to_play` moving first (Proven = White kills), and the first moves
/// that reach it, by name; the defender wins kos.
fn solve(case: &Case, to_play: Color) -> (Verdict, Vec<String>) {
    solve_with(case, to_play, KoWinner::Defender)
}

fn solve_with(case: &Case, to_play: Color, ko_winner: KoWinner) -> (Verdict, Vec<String>) {
    let mut problem = LifeAndDeath::new(
        &case.board,
        Color::White,
        &[case.target],
        &case.region,
        to_play,
        ko_winner,
    );
    let mut solver = Dfpn::new(Config {
        memory_bytes: 8 << 20,
        ..Config::default()
    });
    let outcome = solver.solve(&mut problem);
    let best = outcome.verdict;
    let tree = solver.proof_tree(&mut problem).expect("a strategy");
    tree.check(&mut problem).expect("it holds");
    let moves = solver
        .root_moves(&mut problem)
        .into_iter()
        .filter(|m| m.verdict == best)
        .map(|m| m.mv.to_string())
        .collect();
    (best, moves)
}

#[test]
fn the_straight_three_turns_on_its_middle_point() {
    let three = case(
        "
        . . . . . . .
        O O O O O . .
        X X X X O . .
        . . . X O . .",
        "D2",
        &["A1", "B1", "C1"],
    );
    // White to play kills at B1, and only there.
    assert_eq!(
        solve(&three, Color::White),
        (Verdict::Proven, vec!["B1".to_string()])
    );
    // Black to play lives at B1, and only there.
    assert_eq!(
        solve(&three, Color::Black),
        (Verdict::Disproven, vec!["B1".to_string()])
    );
}

#[test]
fn the_square_four_is_dead_whoever_moves() {
    let square = case(
        "
        . . . . . .
        O O O O . .
        X X X O . .
        . . X O . .
        . . X O . .",
        "C3",
        &["A1", "B1", "A2", "B2"],
    );
    assert_eq!(solve(&square, Color::White).0, Verdict::Proven);
    // Every Black move fails.
    let (verdict, _) = solve(&square, Color::Black);
    assert_eq!(verdict, Verdict::Proven);
}

#[test]
fn the_straight_four_is_alive_whoever_moves() {
    let four = case(
        "
        . . . . . . .
        O O O O O O .
        X X X X X O .
        . . . . X O .",
        "E2",
        &["A1", "B1", "C1", "D1"],
    );
    assert_eq!(solve(&four, Color::Black).0, Verdict::Disproven);
    // White's every try fails: B1 is answered at C1 and C1 at B1 (miai).
    assert_eq!(solve(&four, Color::White).0, Verdict::Disproven);
}

#[test]
fn a_ko_is_won_by_the_ko_winner() {
    // White to play. After White A1, Black takes it at A2 (threatening C1, which would
    // capture B2-C2), and White's retake at A1 is a ko: with threats to spare White
    // retakes and kills; if Black wins kos, Black captures at C1 and lives. (White C1
    // first fails: Black A2 takes three stones.) White A2 works too when White wins kos:
    // Black A1 or C1 is captured at once, and after a Black pass White A1 leaves Black
    // two stones that cannot make two eyes on a 3×2 board against endless ko threats.
    let ko = case(
        "
        . O O
        . X .",
        "B1",
        // The whole board: captured stones leave points to play.
        &["A1", "B1", "C1", "A2", "B2", "C2"],
    );
    assert_eq!(
        solve_with(&ko, Color::White, KoWinner::Attacker),
        (Verdict::Proven, vec!["A1".to_string(), "A2".to_string()])
    );
    assert_eq!(
        solve_with(&ko, Color::White, KoWinner::Defender).0,
        Verdict::Disproven
    );
}
