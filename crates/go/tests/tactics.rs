//! Capture hints (`tesuji_go::tactics`): golden positions with answers from Go
//! knowledge, then a check against the rules over random games: a legal move is listed
//! as a capture exactly when playing it takes opponent stones off the board, and with
//! exactly those stones; a capture the ko rules forbid is listed with the reason; a
//! chain is listed in atari exactly when some opponent move would capture it.
//!
//! The random games give about 26,000 positions, every empty point checked for both
//! colours (under a second in release); `TESUJI_LONG=1` checks about 440,000.

use std::collections::BTreeSet;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::tactics::{Capture, capture_moves, chains_in_atari, forbidden_captures};
use tesuji_go::{
    Board, Chain, Color, Geometry, IllegalMove, KoRule, Move, Point, Rules, Setup, SuicideRule,
};

// ---------------------------------------------------------------------------------
// Golden positions
// ---------------------------------------------------------------------------------

fn position(diagram: &str) -> Board {
    Board::from_diagram(diagram, Rules::default()).expect("a valid diagram")
}

/// The stones of a chain, bottom row first, e.g. `A1 B1`.
fn stones(board: &Board, chain: &Chain) -> String {
    let mut points: Vec<Point> = board.chain_stones(chain.head).collect();
    points.sort();
    let names: Vec<String> = points
        .iter()
        .map(|&p| board.vertex(p).to_string())
        .collect();
    names.join(" ")
}

/// A capture as `B1 takes A1 A2 + C1 (3)`: the point, each chain's stones, the total.
fn describe(board: &Board, capture: &Capture) -> String {
    let chains: Vec<String> = capture.captured.iter().map(|c| stones(board, c)).collect();
    format!(
        "{} takes {} ({})",
        board.vertex(capture.point),
        chains.join(" + "),
        capture.stones
    )
}

fn captures(board: &Board, color: Color) -> Vec<String> {
    capture_moves(board, color)
        .iter()
        .map(|c| describe(board, c))
        .collect()
}

fn forbidden(board: &Board, color: Color) -> Vec<String> {
    forbidden_captures(board, color)
        .iter()
        .map(|f| format!("{}: {}", describe(board, &f.capture), f.reason))
        .collect()
}

/// The chains of `color` in atari as `A1 A2 @ B1`: stones, then the liberty.
fn atari(board: &Board, color: Color) -> Vec<String> {
    chains_in_atari(board, color)
        .iter()
        .map(|a| format!("{} @ {}", stones(board, &a.chain), board.vertex(a.liberty)))
        .collect()
}

fn play(board: &mut Board, color: Color, vertex: &str) {
    let mv: Move = vertex.parse().expect("a vertex");
    board.play(color, mv).expect("a legal move");
}

#[test]
fn a_stone_with_one_liberty_is_captured_there() {
    let board = position(
        "
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .",
    );
    assert_eq!(atari(&board, Color::White), ["C3 @ C2"]);
    assert_eq!(captures(&board, Color::Black), ["C2 takes C3 (1)"]);
    // White has nothing to take, and Black nothing in atari.
    assert!(captures(&board, Color::White).is_empty());
    assert!(atari(&board, Color::Black).is_empty());
}

#[test]
fn a_chain_with_two_liberties_is_not_in_atari() {
    let board = position(
        "
        . . . . .
        . . X . .
        . X O . .
        . . . . .
        . . . . .",
    );
    // C3 has C2 and D3.
    assert!(atari(&board, Color::White).is_empty());
    assert!(captures(&board, Color::Black).is_empty());
    assert!(forbidden(&board, Color::Black).is_empty());
}

#[test]
fn a_corner_stone_has_two_liberties_and_an_edge_stone_three() {
    let board = position(
        "
        . . . . .
        . . . . .
        . . . . .
        X . . . .
        O . X O X",
    );
    // The corner: A1 keeps only B1. The edge: D1 keeps only D2.
    assert_eq!(atari(&board, Color::White), ["A1 @ B1", "D1 @ D2"]);
    assert_eq!(
        captures(&board, Color::Black),
        ["B1 takes A1 (1)", "D2 takes D1 (1)"]
    );
}

#[test]
fn a_long_chain_on_the_edge_goes_at_once() {
    let mut board = position(
        "
        . . . . . .
        . . . . . .
        X X X X X X
        X O O O O .
        X O X . O X",
    );
    // White's six stones have two liberties, D1 and F2. Black's C1 has one, D1, and
    // Black's F1 one, F2.
    assert!(atari(&board, Color::White).is_empty());
    assert_eq!(atari(&board, Color::Black), ["C1 @ D1", "F1 @ F2"]);
    assert_eq!(
        captures(&board, Color::White),
        ["D1 takes C1 (1)", "F2 takes F1 (1)"]
    );
    // Black F2 saves F1 and leaves White the one liberty D1, where both sides capture.
    play(&mut board, Color::Black, "F2");
    assert_eq!(atari(&board, Color::White), ["B1 E1 B2 C2 D2 E2 @ D1"]);
    assert_eq!(atari(&board, Color::Black), ["C1 @ D1"]);
    assert_eq!(
        captures(&board, Color::Black),
        ["D1 takes B1 E1 B2 C2 D2 E2 (6)"]
    );
    assert_eq!(captures(&board, Color::White), ["D1 takes C1 (1)"]);
}

#[test]
fn one_move_can_capture_several_chains() {
    let board = position(
        "
        . . X . .
        . X O X .
        X O . O X
        . X X X .
        . . . . .",
    );
    // White's B3, D3 and C4 are three chains whose one liberty is C3.
    assert_eq!(
        atari(&board, Color::White),
        ["B3 @ C3", "D3 @ C3", "C4 @ C3"]
    );
    assert_eq!(
        captures(&board, Color::Black),
        ["C3 takes B3 + D3 + C4 (3)"]
    );
    assert_eq!(capture_moves(&board, Color::Black)[0].captured.len(), 3);
    // For White, C3 is suicide: no capture, not even a forbidden one.
    assert!(captures(&board, Color::White).is_empty());
    assert!(forbidden(&board, Color::White).is_empty());
}

#[test]
fn a_capture_takes_only_the_chains_in_atari() {
    let board = position(
        "
        . . . . .
        . . . . .
        . X O . .
        X O . O .
        . X O . .",
    );
    // C2 touches four white chains: B2 (one liberty, C2), C3 (three), D2 (four) and
    // C1 (two). Only B2 is taken.
    assert_eq!(atari(&board, Color::White), ["B2 @ C2"]);
    assert_eq!(captures(&board, Color::Black), ["C2 takes B2 (1)"]);
}

#[test]
fn a_capture_on_a_point_without_liberties_is_legal() {
    let board = position(
        "
        . . . .
        O . . .
        X O . .
        . X . .",
    );
    // White A1 has no empty neighbour but takes A2's last liberty; Black's B1 has
    // C1 and A1, and survives.
    assert_eq!(captures(&board, Color::White), ["A1 takes A2 (1)"]);
    // Black's A1 joins A2 to B1 and captures nothing.
    assert!(captures(&board, Color::Black).is_empty());
}

#[test]
fn a_snapback_capture_counts_and_the_snapback_too() {
    let mut board = position(
        "
        . . . .
        O O . .
        X X O .
        O . O .",
    );
    // Black and White can both capture at B1: White's A1 and Black's A2-B2 are in
    // atari there.
    assert_eq!(captures(&board, Color::Black), ["B1 takes A1 (1)"]);
    assert_eq!(captures(&board, Color::White), ["B1 takes A2 B2 (2)"]);
    // Black takes; its three stones are then in atari at A1, where White takes back.
    play(&mut board, Color::Black, "B1");
    assert_eq!(atari(&board, Color::Black), ["B1 A2 B2 @ A1"]);
    assert_eq!(captures(&board, Color::White), ["A1 takes B1 A2 B2 (3)"]);
}

#[test]
fn the_immediate_retake_of_a_ko_is_a_forbidden_capture() {
    let mut board = position(
        "
        . . . .
        . . . .
        X O . .
        . X O .",
    );
    // Black's B1 is in atari at A1; White takes it, which is a ko.
    assert_eq!(captures(&board, Color::White), ["A1 takes B1 (1)"]);
    play(&mut board, Color::White, "A1");
    assert_eq!(atari(&board, Color::White), ["A1 @ B1"]);
    assert!(captures(&board, Color::Black).is_empty());
    assert_eq!(
        forbidden(&board, Color::Black),
        ["B1 takes A1 (1): B1 retakes a ko"]
    );
    let ban = forbidden_captures(&board, Color::Black);
    assert!(matches!(ban[0].reason, IllegalMove::Ko(_)));
    // After an exchange elsewhere the ko may be retaken.
    play(&mut board, Color::Black, "D4");
    play(&mut board, Color::White, "D3");
    assert_eq!(captures(&board, Color::Black), ["B1 takes A1 (1)"]);
    assert!(forbidden(&board, Color::Black).is_empty());
}

#[test]
fn a_capture_that_repeats_a_position_is_forbidden_by_superko() {
    let rules = Rules {
        ko: KoRule::Positional,
        ..Rules::default()
    };
    let mut board = Board::from_diagram(
        "
        . . . .
        . . . .
        O X . .
        . O X .",
        rules,
    )
    .expect("a valid diagram");
    play(&mut board, Color::Black, "A1");
    board.pass(Color::White);
    board.pass(Color::Black);
    // The simple ko ban is over, but retaking brings back the start position.
    assert!(captures(&board, Color::White).is_empty());
    assert_eq!(
        forbidden(&board, Color::White),
        ["B1 takes A1 (1): B1 repeats an earlier position (superko)"]
    );
}

#[test]
fn chains_in_atari_of_both_colours() {
    let board = position(
        "
        X . . . . .
        X O . . . .
        O . . X . .
        . . X O X .
        . . . . . .
        O X . . O X",
    );
    // White: A1 in the corner (liberty A2), D3 in the centre (D2). B1, E1, A4 and B5
    // have two liberties or more.
    assert_eq!(atari(&board, Color::White), ["A1 @ A2", "D3 @ D2"]);
    // Black: F1 on the edge (F2), A5-A6 on the side (B6).
    assert_eq!(atari(&board, Color::Black), ["F1 @ F2", "A5 A6 @ B6"]);
    assert_eq!(
        captures(&board, Color::Black),
        ["A2 takes A1 (1)", "D2 takes D3 (1)"]
    );
    assert_eq!(
        captures(&board, Color::White),
        ["F2 takes F1 (1)", "B6 takes A5 A6 (2)"]
    );
}

#[test]
fn whose_turn_it_is_does_not_matter() {
    let mut board = position(
        "
        . . . .
        . X . .
        X O X .
        . . . .",
    );
    board.set_to_move(Color::White);
    assert_eq!(captures(&board, Color::Black), ["B1 takes B2 (1)"]);
}

#[test]
fn an_empty_board_has_nothing() {
    let board = Board::square(9, Rules::default()).expect("a size");
    for color in Color::ALL {
        assert!(capture_moves(&board, color).is_empty());
        assert!(forbidden_captures(&board, color).is_empty());
        assert!(chains_in_atari(&board, color).is_empty());
    }
}

#[test]
fn mutual_atari_in_a_capturing_race() {
    let board = position(
        "
        . . . . .
        O O O . .
        X X O . .
        O X O . .
        . X O . .",
    );
    // Black's B1-B2-B3-A3 has A1 only; White's A2 has A1 only: whoever plays A1 takes.
    assert_eq!(atari(&board, Color::Black), ["B1 B2 A3 B3 @ A1"]);
    assert_eq!(atari(&board, Color::White), ["A2 @ A1"]);
    assert_eq!(captures(&board, Color::Black), ["A1 takes A2 (1)"]);
    assert_eq!(captures(&board, Color::White), ["A1 takes B1 B2 A3 B3 (4)"]);
}

#[test]
fn suicide_allowed_changes_no_capture() {
    let rules = Rules {
        suicide: SuicideRule::Allowed,
        ..Rules::default()
    };
    let board = Board::from_diagram(
        "
        . . . .
        O O . O
        X . O .",
        rules,
    )
    .expect("a valid diagram");
    // Black's B1 is a multi-stone suicide here, legal under these rules, but it
    // captures nothing: it is not a capture. White's B1 takes A1.
    assert!(board.is_legal(Color::Black, "B1".parse().expect("vertex")));
    assert!(captures(&board, Color::Black).is_empty());
    assert_eq!(captures(&board, Color::White), ["B1 takes A1 (1)"]);
}

// ---------------------------------------------------------------------------------
// Against the rules, over random games
// ---------------------------------------------------------------------------------

/// What a move takes off the board, found by playing it (if it is legal) and looking.
fn taken_by_playing(board: &mut Board, color: Color, p: Point) -> BTreeSet<Point> {
    let enemies: Vec<Point> = board
        .geometry()
        .points()
        .filter(|&q| board.stone(q) == Some(color.opponent()))
        .collect();
    if board.play_point(color, p).is_err() {
        return BTreeSet::new();
    }
    let taken = enemies
        .into_iter()
        .filter(|&q| board.stone(q).is_none())
        .collect();
    board.undo();
    taken
}

/// The same stones as a new board without history: no ko ban, no earlier positions,
/// so every capture is legal there.
fn without_history(board: &Board) -> Board {
    let geo = board.geometry();
    let mut setup = Setup::new(geo.width(), geo.height());
    for p in geo.points() {
        if let Some(color) = board.stone(p) {
            setup.add(color, board.vertex(p));
        }
    }
    setup
        .into_board(Rules::JAPANESE)
        .expect("a position of a game")
}

fn stones_of(board: &Board, chains: &[Chain]) -> BTreeSet<Point> {
    chains
        .iter()
        .flat_map(|c| board.chain_stones(c.head))
        .collect()
}

/// What the check saw, to show that the random games tried every case.
#[derive(Default, Debug)]
struct Counts {
    positions: usize,
    captures: usize,
    several_chains: usize,
    ko_forbidden: usize,
    superko_forbidden: usize,
    atari: usize,
}

/// Checks every hint of `color` on `board` against the rules.
fn check_position(board: &mut Board, fresh: &mut Board, color: Color, tally: &mut Counts) {
    let label = format!("{color} to capture in\n{board}");
    let legal = capture_moves(board, color);
    let banned = forbidden_captures(board, color);
    let points: Vec<Point> = board.geometry().points().collect();
    let mut in_atari_by_moves = BTreeSet::new();
    for p in points {
        if !board.is_empty(p) {
            continue;
        }
        let listed = legal.iter().find(|c| c.point == p);
        let listed_banned = banned.iter().find(|f| f.capture.point == p);
        // Without history every capture is legal: what `p` would take, ko or not.
        let would_take = taken_by_playing(fresh, color, p);
        in_atari_by_moves.extend(would_take.iter().copied());
        match board.check(color, p) {
            Ok(()) => {
                let taken = taken_by_playing(board, color, p);
                assert_eq!(taken, would_take, "{}", label);
                assert!(listed_banned.is_none(), "{}", label);
                match listed {
                    Some(capture) => {
                        assert_eq!(stones_of(board, &capture.captured), taken, "{}", label);
                        assert_eq!(capture.stones, taken.len(), "{}", label);
                        tally.captures += 1;
                        tally.several_chains += usize::from(capture.captured.len() > 1);
                    }
                    None => assert!(taken.is_empty(), "{label} at {p:?}"),
                }
            }
            Err(reason) => {
                assert!(listed.is_none(), "{}", label);
                match listed_banned {
                    Some(f) => {
                        assert_eq!(f.reason, reason, "{}", label);
                        assert!(
                            matches!(reason, IllegalMove::Ko(_) | IllegalMove::Superko(_)),
                            "{}",
                            label
                        );
                        let taken = stones_of(board, &f.capture.captured);
                        assert_eq!(taken, would_take, "{}", label);
                        assert_eq!(f.capture.stones, taken.len(), "{}", label);
                        match reason {
                            IllegalMove::Ko(_) => tally.ko_forbidden += 1,
                            _ => tally.superko_forbidden += 1,
                        }
                    }
                    None => assert!(would_take.is_empty(), "{}", label),
                }
            }
        }
    }
    // A chain of the opponent is in atari exactly when some move of `color` takes it.
    let atari = chains_in_atari(board, color.opponent());
    let atari_stones = stones_of(board, &atari.iter().map(|a| a.chain).collect::<Vec<_>>());
    assert_eq!(atari_stones, in_atari_by_moves, "{}", label);
    for a in &atari {
        let taken = taken_by_playing(fresh, color, a.liberty);
        assert!(
            board.chain_stones(a.chain.head).all(|s| taken.contains(&s)),
            "{}",
            label
        );
    }
    tally.atari += atari.len();
}

fn long_run() -> bool {
    std::env::var("TESUJI_LONG").is_ok_and(|v| v == "1")
}

/// Random games (eye-filling allowed, so captures and kos abound), every hint of both
/// colours checked after every move.
fn random_games(width: u8, height: u8, rules: Rules, seed: u64, positions: usize) -> Counts {
    let geo = Geometry::new(width, height).expect("a size");
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut tally = Counts::default();
    while tally.positions < positions {
        let mut board = Board::new(geo, rules);
        let mut passes = 0;
        while passes < 2 && board.move_number() < 4 * geo.area() && tally.positions < positions {
            let color = board.to_move();
            let legal = board.legal_points(color);
            if legal.is_empty() || rng.random_range(0..50) == 0 {
                board.pass(color);
                passes += 1;
            } else {
                board
                    .play_point(color, legal[rng.random_range(0..legal.len())])
                    .expect("a legal move");
                passes = 0;
            }
            let mut fresh = without_history(&board);
            for color in Color::ALL {
                check_position(&mut board, &mut fresh, color, &mut tally);
            }
            tally.positions += 1;
        }
    }
    tally
}

#[test]
fn hints_agree_with_playing_the_moves() {
    let scale = if long_run() { 50 } else { 3 };
    let situational_suicide = Rules {
        ko: KoRule::Situational,
        suicide: SuicideRule::Allowed,
    };
    let configs = [
        (3, 3, Rules::JAPANESE, 1, 1500),
        (4, 4, Rules::CHINESE, 2, 1500),
        (5, 5, Rules::JAPANESE, 3, 1500),
        (5, 5, situational_suicide, 4, 1500),
        (7, 7, Rules::CHINESE, 5, 1000),
        (9, 9, Rules::JAPANESE, 6, 800),
        (6, 3, Rules::TROMP_TAYLOR, 7, 800),
        (13, 13, Rules::AGA, 8, 200),
    ];
    let mut total = Counts::default();
    for (width, height, rules, seed, positions) in configs {
        let tally = random_games(width, height, rules, seed, positions * scale);
        eprintln!("{width}x{height} {rules:?}: {tally:?}");
        total.positions += tally.positions;
        total.captures += tally.captures;
        total.several_chains += tally.several_chains;
        total.ko_forbidden += tally.ko_forbidden;
        total.superko_forbidden += tally.superko_forbidden;
        total.atari += tally.atari;
    }
    eprintln!("in all: {total:?}");
    // The games saw every kind of case, many times.
    assert!(total.positions >= 25_000);
    assert!(total.captures >= 1_000, "{total:?}");
    assert!(total.several_chains >= 20, "{total:?}");
    assert!(total.ko_forbidden >= 20, "{total:?}");
    assert!(total.superko_forbidden >= 10, "{total:?}");
    assert!(total.atari >= 1_000, "{total:?}");
}
