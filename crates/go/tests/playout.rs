//! The playout policy's pieces: the one-point-eye test, moves without undo records,
//! and whole playouts.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::playout::{Playout, area_score};
use tesuji_go::{Board, Color, Rules, Vertex};

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram, Rules::default()).expect("a valid diagram")
}

fn is_eye(board: &Board, color: Color, vertex: &str) -> bool {
    let v: Vertex = vertex.parse().expect("a vertex");
    board.is_eye(color, board.point(v).expect("on the board"))
}

#[test]
fn eyes_in_the_centre_need_three_diagonals() {
    // C3 is surrounded by Black. With one White diagonal it is still an eye; with
    // two it is a false eye (White can make it a point Black must fill).
    let one = board(
        "
        . . . . .
        . X X O .
        . X . X .
        . X X X .
        . . . . .",
    );
    assert!(is_eye(&one, Color::Black, "C3"));
    assert!(!is_eye(&one, Color::White, "C3"), "not White's eye");
    let two = board(
        "
        . . . . .
        . O X O .
        . X . X .
        . X X X .
        . . . . .",
    );
    assert!(!is_eye(&two, Color::Black, "C3"));
}

#[test]
fn eyes_on_the_edge_and_in_the_corner_need_every_diagonal() {
    // B1 on the edge: diagonals A2 and C2. One White diagonal spoils it.
    let edge = board(
        "
        . . . .
        . . . .
        X X X .
        X . X .",
    );
    assert!(is_eye(&edge, Color::Black, "B1"));
    let spoiled = board(
        "
        . . . .
        . . . .
        O X X .
        X . X .",
    );
    assert!(!is_eye(&spoiled, Color::Black, "B1"));
    // A1 in the corner: its one diagonal, B2, must not be White's.
    let corner = board(
        "
        . . .
        X . .
        . X .",
    );
    assert!(is_eye(&corner, Color::Black, "A1"));
    let false_corner = board(
        "
        . . .
        X O .
        . X .",
    );
    assert!(!is_eye(&false_corner, Color::Black, "A1"));
}

#[test]
fn a_point_with_an_empty_or_enemy_neighbour_is_no_eye() {
    let b = board(
        "
        . . . . .
        . X . X .
        . X . O .
        . X X X .
        . . . . .",
    );
    assert!(!is_eye(&b, Color::Black, "C3"), "C4 is empty and D3 White");
    assert!(!is_eye(&b, Color::Black, "B3"), "occupied");
}

#[test]
fn moves_without_records_leave_the_same_board_as_recorded_moves() {
    let mut rng = SmallRng::seed_from_u64(11);
    for size in [5u8, 9, 13] {
        for _ in 0..20 {
            let mut recorded = Board::square(size, Rules::default()).expect("size");
            let mut forever = recorded.clone();
            for _ in 0..3 * usize::from(size) * usize::from(size) {
                let color = recorded.to_move();
                let legal = recorded.legal_points(color);
                if legal.is_empty() {
                    break;
                }
                let p = legal[rng.random_range(0..legal.len())];
                recorded.play_point(color, p).expect("legal");
                forever.play_point_forever(color, p).expect("legal too");
                assert_eq!(recorded, forever);
                assert_eq!(recorded.hash(), forever.hash());
                assert_eq!(recorded.captures(color), forever.captures(color));
                assert_eq!(recorded.empty_points(), forever.empty_points());
                for q in recorded.geometry().points() {
                    assert_eq!(recorded.chain(q), forever.chain(q));
                }
            }
            assert_eq!(forever.move_number(), 0, "no history is kept");
            assert!(forever.undo().is_none());
        }
    }
}

#[test]
fn playouts_end_in_a_scored_position_of_eyes() {
    let mut rng = SmallRng::seed_from_u64(5);
    let mut runner = Playout::new();
    let root = Board::square(9, Rules::default()).expect("size");
    for _ in 0..200 {
        let mut b = root.clone();
        let outcome = runner.run(&mut b, &mut rng);
        assert!(
            outcome.moves > 50 && outcome.moves <= 3 * 81,
            "{}",
            outcome.moves
        );
        // Both players passed: nobody has a legal move left that fills no own eye.
        for color in Color::ALL {
            let left: Vec<_> = b
                .legal_points(color)
                .into_iter()
                .filter(|&p| !b.is_eye(color, p))
                .collect();
            assert!(left.is_empty(), "{color} could still play {left:?}\n{b}");
        }
        assert_eq!(outcome.score, area_score(&b));
        assert!(outcome.score.abs() <= 81);
    }
}
