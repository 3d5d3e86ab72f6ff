//! Eyes and eye space: golden positions with answers from Go knowledge (true and false
//! eyes in the centre, on the edge and in the corner; every classic eye shape in
//! several places and orientations, with its vital point and verdict; spaces with
//! opponent stones; regions too big to be eye space), then consistency checks on random
//! positions (`eye_kind` against `Board::is_eye`, `eye_space_at` against `eye_spaces`).

use rand::SeedableRng;
use rand::rngs::SmallRng;
use tesuji_go::eyes::{
    EdgeContact, EyeKind, EyeSpace, MAX_EYE_SPACE, Shape, ShapeVerdict, eye_kind, eye_space_at,
    eye_spaces,
};
use tesuji_go::playout::Playout;
use tesuji_go::{Board, Color, Point, Rules};

use Color::{Black, White};

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram, Rules::default()).unwrap_or_else(|e| panic!("{e}\n{diagram}"))
}

fn at(board: &Board, vertex: &str) -> Point {
    board.point(vertex.parse().unwrap()).unwrap()
}

fn names(board: &Board, points: &[Point]) -> Vec<String> {
    let mut names: Vec<String> = points
        .iter()
        .map(|&p| board.vertex(p).to_string())
        .collect();
    names.sort();
    names
}

fn kind(board: &Board, color: Color, vertex: &str) -> Option<EyeKind> {
    eye_kind(board, color, at(board, vertex))
}

/// The verdict expected, the vital point of `Unsettled` given apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Expected {
    OneEye,
    Alive,
    Unsettled,
    Unknown,
}

/// Checks the eye space of `color` made of exactly `points`: found from each of its
/// points and listed by `eye_spaces`, with the shape, contact, vital point and verdict
/// given. Returns it.
fn check(
    board: &Board,
    color: Color,
    points: &[&str],
    shape: Shape,
    contact: EdgeContact,
    vital: Option<&str>,
    verdict: Expected,
) -> EyeSpace {
    let space = eye_space_at(board, color, at(board, points[0]))
        .unwrap_or_else(|| panic!("no eye space of {color:?} at {}\n{board}", points[0]));
    let mut expected: Vec<String> = points.iter().map(|s| s.to_string()).collect();
    expected.sort();
    assert_eq!(names(board, space.points()), expected, "\n{board}");
    assert_eq!(space.size(), points.len());
    assert_eq!(space.owner(), color);
    for p in points {
        assert_eq!(
            eye_space_at(board, color, at(board, p)),
            Some(space),
            "from {p}"
        );
        assert!(space.contains(at(board, p)));
    }
    assert!(
        eye_spaces(board, color).contains(&space),
        "eye_spaces misses it\n{board}"
    );
    assert_eq!(space.shape(), shape, "\n{board}");
    assert_eq!(space.contact(), contact, "\n{board}");
    let vital = vital.map(|v| at(board, v));
    assert_eq!(space.vital_point(), vital, "\n{board}");
    let verdict = match verdict {
        Expected::OneEye => ShapeVerdict::OneEye,
        Expected::Alive => ShapeVerdict::Alive,
        Expected::Unsettled => ShapeVerdict::Unsettled {
            vital: vital.expect("an unsettled shape has a vital point"),
        },
        Expected::Unknown => ShapeVerdict::Unknown,
    };
    assert_eq!(space.verdict(), verdict, "\n{board}");
    space
}

// ---------------------------------------------------------------------------------
// True and false eyes
// ---------------------------------------------------------------------------------

#[test]
fn centre_eye_with_one_enemy_diagonal_is_true() {
    // C3 is enclosed by four black stones. In the centre the opponent needs two of the
    // four diagonals to make an eye false; White holds only B4.
    let b = board(
        "
        . . . . .
        . O X . .
        . X . X .
        . . X . .
        . . . . .",
    );
    assert_eq!(kind(&b, Black, "C3"), Some(EyeKind::True));
    assert_eq!(kind(&b, White, "C3"), None);
}

#[test]
fn centre_eye_with_two_enemy_diagonals_is_false() {
    // White on B4 and D2: Black's stones around C3 can be cut at both, so C3 is a false
    // eye (Black may have to fill it to connect).
    let b = board(
        "
        . . . . .
        . O X . .
        . X . X .
        . . X O .
        . . . . .",
    );
    assert_eq!(kind(&b, Black, "C3"), Some(EyeKind::False));
    assert!(!b.is_eye(Black, at(&b, "C3")));
}

#[test]
fn edge_eye_with_empty_diagonals_is_true() {
    // C1 on the first line, enclosed by B1, D1 and C2; its two diagonals are empty.
    let b = board(
        "
        . . . . .
        . . X . .
        . X . X .",
    );
    assert_eq!(kind(&b, Black, "C1"), Some(EyeKind::True));
}

#[test]
fn edge_eye_with_one_enemy_diagonal_is_false() {
    // On the edge one enemy diagonal (B2) is enough: B1 is cut from C2 and D1.
    let b = board(
        "
        . . . . .
        . O X . .
        . X . X .",
    );
    assert_eq!(kind(&b, Black, "C1"), Some(EyeKind::False));
}

#[test]
fn corner_eyes_true_and_false() {
    // A1 has one diagonal, B2. Empty: a true eye. White's J1 eye (J2, H1 white) has
    // Black on its diagonal H2: false, one is enough in the corner.
    let b = board(
        "
        . . . . . . . . .
        X . . . . . . X O
        . X . . . . . O .",
    );
    assert_eq!(kind(&b, Black, "A1"), Some(EyeKind::True));
    assert_eq!(kind(&b, White, "J1"), Some(EyeKind::False));
    assert_eq!(kind(&b, Black, "J1"), None);
}

#[test]
fn points_that_are_no_eyes() {
    // C3 has an empty neighbour (D3); B1 a white neighbour (C1); B2 is a stone.
    let b = board(
        "
        . . . . .
        . . X . .
        . X . . .
        X X X . .
        X . O . .",
    );
    assert_eq!(kind(&b, Black, "C3"), None);
    assert_eq!(kind(&b, Black, "B1"), None);
    assert_eq!(kind(&b, White, "B1"), None);
    assert_eq!(kind(&b, Black, "B2"), None);
    assert_eq!(kind(&b, White, "B2"), None);
}

// ---------------------------------------------------------------------------------
// One and two points, threes
// ---------------------------------------------------------------------------------

#[test]
fn one_and_two_point_spaces_give_one_eye() {
    // A1 (one point) and C1-D1 (two points): neither can hold two eyes.
    let b = board(
        "
        . . . . . .
        . . . . . .
        X X X X X .
        . X . . X .",
    );
    check(
        &b,
        Black,
        &["A1"],
        Shape::OnePoint,
        EdgeContact::Corner,
        None,
        Expected::OneEye,
    );
    check(
        &b,
        Black,
        &["C1", "D1"],
        Shape::TwoPoints,
        EdgeContact::Edge,
        None,
        Expected::OneEye,
    );
    // The open area above is far too big to be eye space.
    assert_eq!(eye_spaces(&b, Black).len(), 2);
}

#[test]
fn straight_three_in_the_centre_both_ways() {
    // Straight three: whoever plays the middle point first decides.
    let across = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X X . .
        . . X . . . X . .
        . . X X X X X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &across,
        Black,
        &["D5", "E5", "F5"],
        Shape::StraightThree,
        EdgeContact::Centre,
        Some("E5"),
        Expected::Unsettled,
    );
    let upright = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X . . .
        . . . X . X . . .
        . . . X . X . . .
        . . . X . X . . .
        . . . X X X . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &upright,
        Black,
        &["E4", "E5", "E6"],
        Shape::StraightThree,
        EdgeContact::Centre,
        Some("E5"),
        Expected::Unsettled,
    );
}

#[test]
fn straight_three_on_the_edge_and_in_the_corner() {
    // Along the left edge (A4-A6) and along the bottom from the corner (A1-C1): the
    // middle point is vital on the edge too.
    let b = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        X X . . . . . . .
        . X . . . . . . .
        . X . . . . . . .
        . X . . . . . . .
        X X . . . . . . .
        X X X X . . . . .
        . . . X . . . . .",
    );
    check(
        &b,
        Black,
        &["A4", "A5", "A6"],
        Shape::StraightThree,
        EdgeContact::Edge,
        Some("A5"),
        Expected::Unsettled,
    );
    check(
        &b,
        Black,
        &["A1", "B1", "C1"],
        Shape::StraightThree,
        EdgeContact::Corner,
        Some("B1"),
        Expected::Unsettled,
    );
}

#[test]
fn bent_three_in_the_centre_and_on_the_edge() {
    // Bent three: the vital point is the bend, next to both other points.
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X . . .
        . . X . . X . . .
        . . X . X X . . .
        . . X X X . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["D5", "E5", "D4"],
        Shape::BentThree,
        EdgeContact::Centre,
        Some("D5"),
        Expected::Unsettled,
    );
    // Reflected and turned, with its foot on the first line: the bend is E1.
    let edge = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X . . .
        . . X X . X . . .
        . . X . . X . . .",
    );
    check(
        &edge,
        Black,
        &["D1", "E1", "E2"],
        Shape::BentThree,
        EdgeContact::Edge,
        Some("E1"),
        Expected::Unsettled,
    );
}

#[test]
fn bent_three_in_the_corner() {
    // Bend on the corner point (A2-A1-B1): A1 is vital. Black playing A1 makes eyes at
    // A2 and B1; White playing A1 leaves one eye.
    let bend_in_corner = board(
        "
        . . . .
        X X . .
        . X X .
        . . X .",
    );
    check(
        &bend_in_corner,
        Black,
        &["A2", "A1", "B1"],
        Shape::BentThree,
        EdgeContact::Corner,
        Some("A1"),
        Expected::Unsettled,
    );
    // In the top right corner, the bend one point in (E5-E4-D4): E4 is vital.
    let bend_inside = board(
        "
        . . X X .
        . . X . .
        . . X X X
        . . . . .
        . . . . .",
    );
    check(
        &bend_inside,
        Black,
        &["E5", "E4", "D4"],
        Shape::BentThree,
        EdgeContact::Corner,
        Some("E4"),
        Expected::Unsettled,
    );
}

// ---------------------------------------------------------------------------------
// Fours
// ---------------------------------------------------------------------------------

#[test]
fn square_four_is_one_eye_in_the_centre_and_the_corner() {
    // A 2×2 space: whatever point the defender takes, the attacker takes the diagonal
    // one and the rest is one eye. No vital point.
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X . . .
        . . X . . X . . .
        . . X . . X . . .
        . . X X X X . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["D4", "E4", "D5", "E5"],
        Shape::SquareFour,
        EdgeContact::Centre,
        None,
        Expected::OneEye,
    );
    let corner = board(
        "
        . . . . .
        . . . . .
        X X X . .
        . . X . .
        . . X . .",
    );
    check(
        &corner,
        Black,
        &["A1", "B1", "A2", "B2"],
        Shape::SquareFour,
        EdgeContact::Corner,
        None,
        Expected::OneEye,
    );
}

#[test]
fn straight_four_lives_in_the_centre_and_on_the_edge() {
    // The two middle points are miai: if White takes one, Black takes the other and
    // keeps an eye at each end.
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . X X X X X X . .
        . X . . . . X . .
        . X X X X X X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["C5", "D5", "E5", "F5"],
        Shape::StraightFour,
        EdgeContact::Centre,
        None,
        Expected::Alive,
    );
    let edge = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . X X
        . . . . . . . X .
        . . . . . . . X .
        . . . . . . . X .
        . . . . . . . X .
        . . . . . . . X X
        . . . . . . . . .",
    );
    check(
        &edge,
        Black,
        &["J3", "J4", "J5", "J6"],
        Shape::StraightFour,
        EdgeContact::Edge,
        None,
        Expected::Alive,
    );
}

#[test]
fn bent_four_lives_in_the_centre_in_any_orientation() {
    // An L is a path of four points: its two inner points are miai, as in a straight
    // four.
    let l = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . X X X X X . . .
        . X . . . X . . .
        . X . X X X . . .
        . X X X . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &l,
        Black,
        &["C5", "D5", "E5", "C4"],
        Shape::BentFour { in_corner: false },
        EdgeContact::Centre,
        None,
        Expected::Alive,
    );
    // Turned upright and mirrored: E4-E5-E6 with F6.
    let turned = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X X . .
        . . . X . . X . .
        . . . X . X X . .
        . . . X . X . . .
        . . . X X X . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &turned,
        Black,
        &["E4", "E5", "E6", "F6"],
        Shape::BentFour { in_corner: false },
        EdgeContact::Centre,
        None,
        Expected::Alive,
    );
}

#[test]
fn bent_four_in_the_corner_is_flagged_and_not_judged() {
    // The bend on the corner point (A2-A1-B1-C1): the famous bent four in the corner.
    // A stone on A1 touches no enclosing stone, and with the outside liberties filled
    // White gets a ko he can start when he likes (dead under Japanese rules): the
    // outside liberties decide, not the shape.
    let b = board(
        "
        . . . . .
        . . . . .
        X X . . .
        . X X X .
        . . . X .",
    );
    let space = check(
        &b,
        Black,
        &["A2", "A1", "B1", "C1"],
        Shape::BentFour { in_corner: true },
        EdgeContact::Corner,
        None,
        Expected::Unknown,
    );
    assert_eq!(space.shape().name(), "bent four in the corner");
}

#[test]
fn bent_four_touching_the_corner_elsewhere_lives() {
    // A1-A2-A3-B3: the bend is A3, and A1 touches the enclosing B1. The inner points A2
    // and A3 are miai, as in the open.
    let b = board(
        "
        . . . . .
        X X X . .
        . . X . .
        . X X . .
        . X . . .",
    );
    check(
        &b,
        Black,
        &["A1", "A2", "A3", "B3"],
        Shape::BentFour { in_corner: false },
        EdgeContact::Corner,
        None,
        Expected::Alive,
    );
}

#[test]
fn pyramid_four_in_the_centre_on_the_edge_and_in_the_corner() {
    // Pyramid (T) four: the centre of the T, next to the three others, is vital.
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X . . .
        . . X X . X X . .
        . . X . . . X . .
        . . X X X X X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["D5", "E5", "F5", "E6"],
        Shape::PyramidFour,
        EdgeContact::Centre,
        Some("E5"),
        Expected::Unsettled,
    );
    // The bar on the first line, the stem pointing in: D1 is vital.
    let edge = board(
        "
        . . . . . . . . .
        . . X X X . . . .
        . X X . X X . . .
        . X . . . X . . .",
    );
    check(
        &edge,
        Black,
        &["C1", "D1", "E1", "D2"],
        Shape::PyramidFour,
        EdgeContact::Edge,
        Some("D1"),
        Expected::Unsettled,
    );
    // Turned a quarter along the left edge from the corner (A1-A2-A3, B2): A2.
    let corner = board(
        "
        . . . . .
        X X . . .
        . X X . .
        . . X . .
        . X X . .",
    );
    check(
        &corner,
        Black,
        &["A1", "A2", "A3", "B2"],
        Shape::PyramidFour,
        EdgeContact::Corner,
        Some("A2"),
        Expected::Unsettled,
    );
}

#[test]
fn skewed_four_is_another_living_four() {
    // D4-E4-E5-F5 (an S): a path of four like the straight and bent fours, its inner
    // points E4 and E5 miai. Not one of the named shapes.
    let b = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X X . .
        . . X X . . X . .
        . . X . . X X . .
        . . X X X . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &b,
        Black,
        &["D4", "E4", "E5", "F5"],
        Shape::Other,
        EdgeContact::Centre,
        None,
        Expected::Alive,
    );
}

// ---------------------------------------------------------------------------------
// Fives and sixes
// ---------------------------------------------------------------------------------

#[test]
fn bulky_five_in_the_centre_on_the_edge_and_in_the_corner() {
    // Bulky five: the square's point next to the extra point touches three others and
    // is vital; the defender there leaves a bent three and a separate point.
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X . . .
        . . X . . X X . .
        . . X . . . X . .
        . . X X X X X . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["D4", "E4", "F4", "D5", "E5"],
        Shape::BulkyFive,
        EdgeContact::Centre,
        Some("E4"),
        Expected::Unsettled,
    );
    // Upright on the edge: square D1-E2, extra point D3 above D2. D2 is vital.
    let edge = board(
        "
        . . . . . . . . .
        . . X X X . . . .
        . . X . X X . . .
        . . X . . X . . .
        . . X . . X . . .",
    );
    check(
        &edge,
        Black,
        &["D1", "E1", "D2", "E2", "D3"],
        Shape::BulkyFive,
        EdgeContact::Edge,
        Some("D2"),
        Expected::Unsettled,
    );
    // In the corner: square A1-B2, extra point C1. B1 is vital.
    let corner = board(
        "
        . . . . .
        . . . . .
        X X X . .
        . . X X .
        . . . X .",
    );
    check(
        &corner,
        Black,
        &["A1", "B1", "C1", "A2", "B2"],
        Shape::BulkyFive,
        EdgeContact::Corner,
        Some("B1"),
        Expected::Unsettled,
    );
}

#[test]
fn crossed_five_in_the_centre_and_on_the_edge() {
    // Crossed five: the centre of the plus is vital (the defender there has four eyes).
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X . . .
        . . X X . X X . .
        . . X . . . X . .
        . . X X . X X . .
        . . . X X X . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["E4", "D5", "E5", "F5", "E6"],
        Shape::CrossedFive,
        EdgeContact::Centre,
        Some("E5"),
        Expected::Unsettled,
    );
    // Centred on the second line: its foot E1 touches the edge. E2 is vital.
    let edge = board(
        "
        . . . . . . . . .
        . . . X X X . . .
        . . X X . X X . .
        . . X . . . X . .
        . . . X . X . . .",
    );
    check(
        &edge,
        Black,
        &["E1", "D2", "E2", "F2", "E3"],
        Shape::CrossedFive,
        EdgeContact::Edge,
        Some("E2"),
        Expected::Unsettled,
    );
}

#[test]
fn straight_five_lives() {
    // Five in a line along the edge (A3-A7): any five but the bulky and crossed ones
    // lives; here the attacker's move inside always leaves two eyes.
    let b = board(
        "
        . . . . . . . . .
        X X . . . . . . .
        . X . . . . . . .
        . X . . . . . . .
        . X . . . . . . .
        . X . . . . . . .
        . X . . . . . . .
        X X . . . . . . .
        . . . . . . . . .",
    );
    check(
        &b,
        Black,
        &["A3", "A4", "A5", "A6", "A7"],
        Shape::Other,
        EdgeContact::Edge,
        None,
        Expected::Alive,
    );
}

#[test]
fn rabbity_six_in_the_centre_and_on_the_edge() {
    // Rabbity (flower) six: a plus with a point in one corner of its box. The centre of
    // the plus is vital: the attacker there leaves a shape that fills to a bulky five.
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X X . .
        . . X X . . X . .
        . . X . . . X . .
        . . X X . X X . .
        . . . X X X . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["E4", "D5", "E5", "F5", "E6", "F6"],
        Shape::RabbitySix,
        EdgeContact::Centre,
        Some("E5"),
        Expected::Unsettled,
    );
    // Mirrored and upside down on the edge: plus centred on E2, extra point D1.
    let edge = board(
        "
        . . . . . . . . .
        . . . X X X . . .
        . . X X . X X . .
        . . X . . . X . .
        . . X . . X X . .",
    );
    check(
        &edge,
        Black,
        &["D1", "E1", "D2", "E2", "F2", "E3"],
        Shape::RabbitySix,
        EdgeContact::Edge,
        Some("E2"),
        Expected::Unsettled,
    );
}

#[test]
fn rectangular_six_lives_in_the_centre_and_is_not_judged_in_the_corner() {
    // A 2×3 space lives in the open. In the corner it lives only with enough outside
    // liberties (a ko with one, dead with none), which the shape does not tell.
    let centre = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X X . .
        . . X . . . X . .
        . . X . . . X . .
        . . X X X X X . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &centre,
        Black,
        &["D4", "E4", "F4", "D5", "E5", "F5"],
        Shape::RectangularSix,
        EdgeContact::Centre,
        None,
        Expected::Alive,
    );
    let corner = board(
        "
        . . . . .
        . . . . .
        X X X X .
        . . . X .
        . . . X .",
    );
    check(
        &corner,
        Black,
        &["A1", "B1", "C1", "A2", "B2", "C2"],
        Shape::RectangularSix,
        EdgeContact::Corner,
        None,
        Expected::Unknown,
    );
}

// ---------------------------------------------------------------------------------
// Size limits, opponent stones, White
// ---------------------------------------------------------------------------------

#[test]
fn seven_points_are_eye_space_but_not_judged_and_eight_are_not_eye_space() {
    // B1-H1: seven points, the largest eye space. A straight seven lives, but the
    // classic shapes stop at six and the module keeps no table of sevens: no verdict.
    let seven = board(
        "
        . . . . . . . . .
        X X X X X X X X X
        X . . . . . . . X",
    );
    check(
        &seven,
        Black,
        &["B1", "C1", "D1", "E1", "F1", "G1", "H1"],
        Shape::Other,
        EdgeContact::Edge,
        None,
        Expected::Unknown,
    );
    // The top row (nine points) is not eye space.
    assert_eq!(eye_spaces(&seven, Black).len(), 1);
    // A1-H1: eight points, too big to count as eye space.
    let eight = board(
        "
        . . . . . . . . .
        X X X X X X X X X
        . . . . . . . . X",
    );
    assert_eq!(eye_space_at(&eight, Black, at(&eight, "A1")), None);
    assert!(eye_spaces(&eight, Black).is_empty());
}

#[test]
fn a_big_open_region_is_no_eye_space() {
    // Black's group on the left encloses nothing; everything else is one open region.
    let b = board(
        "
        . . . . . . .
        X X . . . . .
        . X . . . . .
        X X . . . . .
        . . . . . . .",
    );
    // A3 is a one-point space; the rest (A1, B1, ... G5) is one large region.
    assert_eq!(eye_spaces(&b, Black).len(), 1);
    assert_eq!(eye_space_at(&b, Black, at(&b, "E3")), None);
    assert_eq!(eye_space_at(&b, Black, at(&b, "A1")), None);
    assert!(eye_space_at(&b, Black, at(&b, "A3")).is_some());
    // A point holding one of Black's own stones is in no eye space of Black's.
    assert_eq!(eye_space_at(&b, Black, at(&b, "B3")), None);
}

#[test]
fn killable_shape_with_the_attacker_on_the_vital_point_is_one_eye() {
    // White has played E5, the middle of Black's straight three: the killing move.
    // Black can capture it only by filling D5 and F5, leaving a one-point eye.
    let b = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X X . .
        . . X . O . X . .
        . . X X X X X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    let space = check(
        &b,
        Black,
        &["D5", "E5", "F5"],
        Shape::StraightThree,
        EdgeContact::Centre,
        Some("E5"),
        Expected::OneEye,
    );
    assert_eq!(space.opponent_stones(), 1);
}

#[test]
fn bulky_five_with_the_attacker_on_the_vital_point_is_one_eye() {
    // White on E4, the vital point of the bulky five: Black cannot make two eyes.
    let b = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X . . .
        . . X . . X X . .
        . . X . O . X . .
        . . X X X X X . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &b,
        Black,
        &["D4", "E4", "F4", "D5", "E5"],
        Shape::BulkyFive,
        EdgeContact::Centre,
        Some("E4"),
        Expected::OneEye,
    );
}

#[test]
fn opponent_stones_off_the_vital_point_are_not_judged() {
    // A white stone on C4, a leg of Black's bent four: whether Black still lives
    // depends on the moves, not on the shape alone.
    let bent_four = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . X X X X X . . .
        . X . . . X . . .
        . X O X X X . . .
        . X X X . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    let space = check(
        &bent_four,
        Black,
        &["C5", "D5", "E5", "C4"],
        Shape::BentFour { in_corner: false },
        EdgeContact::Centre,
        None,
        Expected::Unknown,
    );
    assert_eq!(space.opponent_stones(), 1);
    // A white stone on D5, an end of the straight three: not the vital point.
    let three = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X X X X X . .
        . . X O . . X . .
        . . X X X X X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    check(
        &three,
        Black,
        &["D5", "E5", "F5"],
        Shape::StraightThree,
        EdgeContact::Centre,
        Some("E5"),
        Expected::Unknown,
    );
}

#[test]
fn two_points_with_an_opponent_stone_are_one_eye() {
    // White's A1 is in atari inside Black's two-point corner space: once captured, the
    // two points make one eye at most.
    let b = board(
        "
        . . . .
        X X X .
        O . X .",
    );
    let space = check(
        &b,
        Black,
        &["A1", "B1"],
        Shape::TwoPoints,
        EdgeContact::Corner,
        None,
        Expected::OneEye,
    );
    assert_eq!(space.opponent_stones(), 1);
}

#[test]
fn white_eye_spaces_work_the_same() {
    // White's bent three on the edge (the same as Black's above, colours swapped) and
    // a one-point eye at J1. For Black, the white stones and the empty points around
    // them are one big region: no eye space at E1.
    let b = board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . O O O . O O
        . . O O . O . O O
        . . O . . O . O .",
    );
    check(
        &b,
        White,
        &["D1", "E1", "E2"],
        Shape::BentThree,
        EdgeContact::Edge,
        Some("E1"),
        Expected::Unsettled,
    );
    assert_eq!(eye_kind(&b, White, at(&b, "J1")), Some(EyeKind::True));
    assert_eq!(eye_space_at(&b, Black, at(&b, "E1")), None);
    assert!(eye_spaces(&b, Black).is_empty());
}

#[test]
fn eye_spaces_of_one_group() {
    // Black's wall on the first three lines encloses A1 B1 C1 A2 B2 (a 2×2 square with
    // C1 beside it: a bulky five, vital B1) and E1 E2 (two points). G1 opens onto the
    // rest of the board. The black stone on H5 is a chain of its own, touching neither.
    let b = board(
        "
        . . . . . . . X .
        . . . . . . . . .
        X X X X X X X . .
        . . X X . X X . .
        . . . X . X . . .",
    );
    let wall = at(&b, "C2");
    let spaces: Vec<EyeSpace> = eye_spaces(&b, Black)
        .into_iter()
        .filter(|s| s.borders(&b, wall))
        .collect();
    let shapes: Vec<Shape> = spaces.iter().map(|s| s.shape()).collect();
    assert_eq!(shapes, [Shape::BulkyFive, Shape::TwoPoints]);
    assert_eq!(spaces[0].vital_point(), Some(at(&b, "B1")));
    assert_eq!(eye_spaces(&b, Black).len(), 2);
    assert!(spaces.iter().all(|s| !s.borders(&b, at(&b, "H5"))));
    // An empty point is no chain.
    assert!(!spaces[0].borders(&b, at(&b, "A1")));
}

// ---------------------------------------------------------------------------------
// Consistency on random positions
// ---------------------------------------------------------------------------------

/// Positions along random games (light playouts, which make many eyes).
fn random_positions(games: usize, mut visit: impl FnMut(&Board)) {
    let mut rng = SmallRng::seed_from_u64(20);
    let mut playout = Playout::new();
    for game in 0..games {
        let size = [5, 7, 9, 13][game % 4];
        let mut board = Board::square(size, Rules::default()).unwrap();
        let mut passes = 0;
        let mut moves = 0;
        while passes < 2 && moves < 3 * board.geometry().area() {
            let color = board.to_move();
            if playout.play_random(&mut board, color, &mut rng) {
                passes = 0;
            } else {
                board.pass(color);
                passes += 1;
            }
            moves += 1;
            if moves % 7 == 0 || passes > 0 {
                visit(&board);
            }
        }
    }
}

#[test]
fn eye_kind_agrees_with_board_is_eye() {
    random_positions(40, |board| {
        for p in board.geometry().points() {
            for color in Color::ALL {
                assert_eq!(
                    eye_kind(board, color, p) == Some(EyeKind::True),
                    board.is_eye(color, p),
                    "{color:?} at {}\n{board}",
                    board.vertex(p)
                );
            }
        }
    });
}

#[test]
fn eye_space_at_agrees_with_eye_spaces() {
    random_positions(40, |board| {
        for color in Color::ALL {
            let spaces = eye_spaces(board, color);
            for p in board.geometry().points() {
                let listed = spaces.iter().find(|s| s.contains(p)).copied();
                assert_eq!(eye_space_at(board, color, p), listed, "{}", board.vertex(p));
            }
            for space in &spaces {
                assert!((1..=MAX_EYE_SPACE).contains(&space.size()));
                let opponents = space
                    .points()
                    .iter()
                    .filter(|&&p| board.stone(p) == Some(color.opponent()))
                    .count();
                assert_eq!(space.opponent_stones(), opponents);
                assert!(
                    space
                        .points()
                        .iter()
                        .all(|&p| board.stone(p) != Some(color))
                );
                if let ShapeVerdict::Unsettled { vital } = space.verdict() {
                    assert!(board.is_empty(vital) && space.contains(vital));
                }
            }
        }
    });
}
