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

/// Black's group on the first two lines of an 8×5 board under White's living wall: one
/// eye in D1-E1, and a second only if Black keeps the ko at A1-B1 (White's B1 is in
/// atari; Black A1 takes it, and can never connect, A2 being White's).
const KO_FOR_THE_EYE: &str = "
    O . O . O O O O
    O O O O O O O O
    O O O O O O O O
    O X X X X X X O
    . O X . . X X O";

#[test]
fn a_ko_is_won_by_the_ko_winner() {
    // Black to play takes the ko at A1. If White wins kos, White retakes at B1 after a
    // threat, connects at A1 and Black has one eye; if Black wins them, he holds the ko
    // when both pass, and in the confirmation White may not retake without passing
    // first, which ends it: Black lives.
    let ko = case(KO_FOR_THE_EYE, "B2", &["A1", "B1", "D1", "E1"]);
    assert_eq!(
        solve_with(&ko, Color::Black, KoWinner::Attacker).0,
        Verdict::Proven
    );
    assert_eq!(
        solve_with(&ko, Color::Black, KoWinner::Defender),
        (Verdict::Disproven, vec!["A1".to_string()])
    );
}

#[test]
fn a_ko_only_the_attacker_can_start_goes_to_the_attacker() {
    // Black's one sure eye is D1-E1; the second, G1, needs the corner stone H1 (liberties
    // H2 and G1). White's approach at H2 puts it in atari: White may now take at G1
    // whenever it likes, a ko (the capturing stone has the single liberty H1), and Black
    // can never settle it (G1 fills his own eye). White leaves it for the end: in the
    // confirmation after both pass nobody has ko threats and the ko goes to the side that
    // starts it, so White kills even if Black wins every ko fought during the game (the
    // reasoning by which Japanese rules count the bent four in the corner dead; GNU Go's
    // owl calls H2 a kill too). Black to play lives at H2.
    let approach = case(
        "
        O . O . O O O O
        O O O O O O O O
        O O O O O O O O
        O X X X X X X .
        O X X . . X . X",
        "B2",
        &["H2", "D1", "E1", "G1"],
    );
    for ko_winner in [KoWinner::Attacker, KoWinner::Defender] {
        assert_eq!(
            solve_with(&approach, Color::White, ko_winner),
            (Verdict::Proven, vec!["H2".to_string()]),
            "{ko_winner:?}"
        );
    }
    assert_eq!(
        solve(&approach, Color::Black),
        (Verdict::Disproven, vec!["H2".to_string()])
    );
}
