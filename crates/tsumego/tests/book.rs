//! Book problems posed from the position and "Black to play" alone, as the book means
//! them: a few problems copied from the published collections in
//! `../shared/corpus/tsumego/` (positions and the books' correct first moves, which are
//! the independent answer here). Each must be posed with the side the book has in mind
//! as the defender and solved with the book's move as its one correct first move.

use tesuji_go::sgf::Collection;
use tesuji_go::{Color, Move, Point, Rules, Vertex};
use tesuji_search::{Budget, Config};
use tesuji_tsumego::{Goal, Request, Solution, Status, Tsumego, solve};

/// The solver's configuration with a budget of `max_nodes` node expansions.
fn within_nodes(max_nodes: u64) -> Config {
    Config {
        budget: Budget {
            max_nodes: Some(max_nodes),
            ..Budget::default()
        },
        ..Config::default()
    }
}

/// A book problem: its SGF, the goal and defender the book means, the book's move.
struct Book {
    name: &'static str,
    sgf: &'static str,
    goal: Goal,
    defender: Color,
    answer: &'static str,
}

const BOOKS: [Book; 3] = [
    // Black's five stones on the top right are enclosed by White's, whose outer stones
    // reach the open sides; Black's reach the edges, which are no open side. Black lives
    // with the hane at the 1-1 point.
    Book {
        name: "maeda-10k-5k/004",
        sgf: "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[rd][rb][qb][pb][rc]\
              AW[qc][pc][oc][ob][qd][qe][re]C[Black to play](;B[sa]C[RIGHT]))",
        goal: Goal::Live,
        defender: Color::Black,
        answer: "T19",
    },
    // White's group on the left side, inside Black's wall: Black kills with A10.
    Book {
        name: "maeda-10k-5k/001",
        sgf: "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[dj][dk][cl][cm][bn][co][ce][bf][cg][ch][ci]\
              [bj]AW[bm][bl][bk][ck][cj][bi][bh][bg]C[Black to play](;B[aj]C[RIGHT]))",
        goal: Goal::Kill,
        defender: Color::White,
        answer: "A10",
    },
    // White's corner group, with Black's O19 in atari beside it: the placement at S19
    // kills outright (the book; GNU Go's owl_attack answers S19 too). A fill stone at
    // M19 would make White's capture of O19 a ko.
    Book {
        name: "ishigure-basic/006",
        sgf: ISHIGURE_BASIC_006,
        goal: Goal::Kill,
        defender: Color::White,
        answer: "S19",
    },
];

const ISHIGURE_BASIC_006: &str = "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[mc][nc][kb][od][pd][qd]\
    [qc][re][se][sd][sc][qf][pf][na][mb]AW[qb][rc][rd][qe][pc][ob][oa][nb][sb][rb]\
    C[Black to play](;B[ra]C[RIGHT]))";

/// The fill leaves open the points beside the last liberty of an attacker chain in
/// atari, on every pose: in `ishigure-basic/006`, Black's O19 has one liberty, N19, and
/// M19 beside it stays empty where the fill takes L19 and the other points around.
#[test]
fn the_fill_leaves_the_capture_of_an_attacker_chain_in_atari_no_ko() {
    let problem = posed("ishigure-basic/006", ISHIGURE_BASIC_006);
    let poses = [
        Some(&problem),
        problem.near_pose(),
        problem.between_pose(),
        problem.open_pose(),
    ];
    for pose in poses {
        let board = pose.expect("a filled outside").search_board();
        let at = |v: &str| board.point(v.parse().unwrap()).unwrap();
        assert_eq!(board.liberty_count(at("O19")), 1);
        assert!(board.is_empty(at("N19")) && board.is_empty(at("M19")));
    }
    let board = problem.search_board();
    let at = |v: &str| board.point(v.parse().unwrap()).unwrap();
    assert_eq!(
        board.stone(at("L19")),
        Some(Color::Black),
        "the fill went on"
    );
}

#[test]
fn book_problems_are_posed_and_solved_as_the_book_means_them() {
    let config = within_nodes(3_000_000);
    for book in &BOOKS {
        let collection = Collection::parse(book.sgf, book.name).expect("valid SGF");
        let game = &collection.games()[0];
        let problem = Tsumego::from_sgf(game, Rules::JAPANESE, &Request::default())
            .unwrap_or_else(|e| panic!("{}: {e}", book.name));
        assert_eq!(problem.goal(), book.goal, "{}: the goal", book.name);
        assert_eq!(
            problem.attacker().opponent(),
            book.defender,
            "{}: the defender",
            book.name
        );
        let solution = solve(&problem, &config);
        assert_eq!(solution.status, Status::Success, "{}", book.name);
        let answer: Move = book.answer.parse().expect("a move");
        assert_eq!(
            solution.correct_moves,
            [answer],
            "{}: the book's move",
            book.name
        );
    }
}

/// A group on the third line is posed with the two lines below it in the problem's area:
/// the book's move (S2, under Black's stones on the third and fourth lines) is a move of
/// the search, not a point of the frame.
#[test]
fn a_group_on_the_third_line_keeps_the_lines_below_it() {
    let sgf = "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[rq][qp][pp][oq][oo]AW[op][np][mq][kq][po]\
               [qo][ro][rp]C[Black to play](;B[rr]C[RIGHT]))";
    let collection = Collection::parse(sgf, "maeda-10k-5k/075").expect("valid SGF");
    let game = &collection.games()[0];
    let problem = Tsumego::from_sgf(game, Rules::JAPANESE, &Request::default()).unwrap();
    assert_eq!(problem.goal(), Goal::Live);
    let board = problem.search_board();
    let book_move = board.point("S2".parse().unwrap()).unwrap();
    assert!(problem.region().contains(&book_move), "S2 is not a move");
    assert!(board.is_empty(book_move), "the frame took S2");
}

/// A problem whose inferred pose provably fails is posed again around the other side's
/// group. Here Black's group on the left is inferred as the one to save and cannot be
/// (as the search poses it); Black to play kills White's three stones in the middle
/// instead, and the answer says it answers that other pose.
#[test]
fn an_inferred_pose_that_fails_is_posed_again_around_the_other_group() {
    let sgf = "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[dj][dl][dk][cm][bn][cn][dn][dh][di]\
               AW[dm][em][el][cl][bl][ci][ch][dg][cf][fg][fi][fj]C[Black to play]\
               (;B[bk]C[RIGHT]))";
    let collection = Collection::parse(sgf, "maeda-5k-1k/031").expect("valid SGF");
    let problem = Tsumego::from_sgf(&collection.games()[0], Rules::JAPANESE, &Request::default())
        .expect("posed");
    assert_eq!(problem.goal(), Goal::Live);
    let other = problem.other_pose().expect("goal and target were inferred");
    assert_eq!((other.goal(), other.attacker()), (Goal::Kill, Color::Black));
    assert!(other.other_pose().is_none());
    let config = within_nodes(200_000);
    let solution = solve(&problem, &config);
    assert!(solution.reposed, "{solution:?}");
    assert_eq!(solution.status, Status::Success);
    assert_eq!(solution.pose(&problem).goal(), Goal::Kill);
    // Stated, the goal is not the solver's to change.
    let stated = Tsumego::from_sgf(
        &collection.games()[0],
        Rules::JAPANESE,
        &Request {
            goal: Some(Goal::Live),
            ..Request::default()
        },
    )
    .expect("posed");
    assert!(stated.other_pose().is_none());
}

/// `maeda-10k-5k/171`: Black's six stones on the bottom edge live with R3, the book says.
/// The frame's fill of White's outside takes R4 and T4 (and M1), three steps from Black's
/// stones, and with those White's the search proves that Black cannot live. The fill is an
/// assumption in the attacker's favour, so a defender it beats is asked again on the board
/// with the outside left open, where R3 lives, and that is the answer.
#[test]
fn a_defender_that_the_filled_outside_beats_is_asked_on_the_open_board() {
    let sgf = "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[nq][nr][ns][rr][pr][ps][oq]\
               AW[mr][mq][mp][np][op][pp][pq][qr][rp]C[Black to play](;B[qq]C[RIGHT]))";
    let collection = Collection::parse(sgf, "maeda-10k-5k/171").expect("valid SGF");
    let problem = Tsumego::from_sgf(&collection.games()[0], Rules::JAPANESE, &Request::default())
        .expect("posed");
    assert_eq!(
        (problem.goal(), problem.to_play()),
        (Goal::Live, Color::Black)
    );
    assert!(problem.is_outside_filled());
    let open = problem
        .open_pose()
        .expect("a defender to play on a filled outside");
    assert!(!open.is_outside_filled() && open.open_pose().is_none());
    assert!(open.region().len() > problem.region().len());
    let config = within_nodes(400_000);
    let solution = solve(&problem, &config);
    assert!(solution.outside_open && !solution.reposed, "{solution:?}");
    assert_eq!(solution.status, Status::Success);
    let book: Move = "R3".parse().unwrap();
    assert!(solution.correct_moves.contains(&book), "{solution:?}");
    assert!(!solution.pose(&problem).is_outside_filled());
    // The same position with White to play: a kill.
    let kill = Tsumego::from_sgf(
        &collection.games()[0],
        Rules::JAPANESE,
        &Request {
            to_play: Some(Color::White),
            ..Request::default()
        },
    )
    .expect("posed");
    assert_eq!(kill.goal(), Goal::Kill);
    // Each has a harder pose, where its correct first moves are judged again: the
    // defender's filled nearer, the attacker's left open.
    let harder = problem.harder_pose().expect("a filled outside");
    assert_eq!(
        harder.search_board(),
        problem.near_pose().unwrap().search_board()
    );
    assert!(harder.is_outside_filled() && harder.region().len() < problem.region().len());
    let harder = kill.harder_pose().expect("a filled outside");
    assert_eq!(
        harder.search_board(),
        kill.open_pose().unwrap().search_board()
    );
    assert!(!harder.is_outside_filled() && harder.region().len() > kill.region().len());
    assert!(open.harder_pose().is_none() && open.near_pose().is_none());
}

/// `maeda-10k-5k/011`: White's corner group, Black to play; the book kills with T19.
const MAEDA_10K_5K_011: &str = "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[pe][pf][qf][rf][sf][rb]\
    [qb][qc][pd]AW[rc][sd][se][re][qe][qd][sb][pc][oc][mc]C[Black to play](;B[sa]C[RIGHT]))";

/// White's corner group (maeda-10k-5k/011, Black to play; the book kills with T19, the 1-2
/// point). With White's outside filled as usual (three steps from White's stones) the
/// search is still undecided after a third of 200,000 nodes (and after a million); filled
/// from two steps, which takes the first line's open points beside the corner too, the
/// kill is proven at once, with the book's move alone.
#[test]
fn an_attacker_undecided_on_the_usual_fill_is_asked_with_the_outside_filled_nearer() {
    let problem = posed("maeda-10k-5k/011", MAEDA_10K_5K_011);
    assert_eq!(
        (problem.goal(), problem.to_play()),
        (Goal::Kill, Color::Black)
    );
    let near = problem
        .near_pose()
        .expect("an attacker to play on a filled outside");
    assert!(near.is_outside_filled() && near.near_pose().is_none());
    let stones = |pose: &Tsumego| {
        let board = pose.search_board();
        board
            .geometry()
            .points()
            .filter(|&p| board.stone(p).is_some())
            .count()
    };
    assert!(stones(near) > stones(&problem));
    assert!(near.region().len() < problem.region().len());
    let config = within_nodes(200_000);
    let solution = solve(&problem, &config);
    assert!(
        solution.outside_near && !solution.outside_open && !solution.reposed,
        "{solution:?}"
    );
    assert_eq!(solution.status, Status::Success);
    let book: Move = "T19".parse().unwrap();
    assert_eq!(solution.correct_moves, [book], "{solution:?}");
    assert_eq!(solution.pose(&problem).search_board(), near.search_board());
}

/// The between pose's fill (maeda-10k-5k/011, the corner above): between the usual fill
/// and the near one, point for point, and never on a point beside or diagonal to a stone
/// of White's group, where the near fill may put a stone (its eye space, often).
#[test]
fn the_between_fill_keeps_the_points_diagonal_to_the_group_open() {
    let problem = posed("maeda-10k-5k/011", MAEDA_10K_5K_011);
    let near = problem.near_pose().expect("a filled outside");
    let between = problem.between_pose().expect("a filled outside");
    assert!(between.between_pose().is_none() && between.near_pose().is_none());
    let geometry = problem.search_board().geometry();
    let filled = |pose: &Tsumego| -> Vec<Point> {
        geometry
            .points()
            .filter(|&p| pose.search_board().stone(p) == Some(Color::Black))
            .collect()
    };
    let (usual, between_fill, near_fill) = (filled(&problem), filled(between), filled(near));
    assert!(usual.iter().all(|p| between_fill.contains(p)));
    assert!(between_fill.iter().all(|p| near_fill.contains(p)));
    assert!(usual.len() < between_fill.len() && between_fill.len() < near_fill.len());
    let white: Vec<Vertex> = geometry
        .points()
        .filter(|&p| problem.board().stone(p) == Some(Color::White))
        .map(|p| geometry.vertex(p))
        .collect();
    for p in between_fill.iter().filter(|p| !usual.contains(p)) {
        let v = geometry.vertex(*p);
        assert!(
            white
                .iter()
                .all(|w| w.col.abs_diff(v.col).max(w.row.abs_diff(v.row)) >= 2),
            "{v} is filled beside White's group"
        );
    }
}

/// A defender to play asks its near pose first: a life in spite of the nearer fill is a
/// life with the usual one, and the smaller board is decided sooner. White's group on the
/// top edge of `fujisawa-intermediate/problem-61` lives with the book's K19 on the near
/// pose within 900,000 nodes, where the usual pose alone was undecided at 1,200,000.
#[test]
fn a_defender_to_play_lives_in_spite_of_the_outside_filled_nearer() {
    let sgf = "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[W]AB[kd][jd][jc][ib][hb][mb][qb][pb][qd][pd][ne]\
               [me]AW[jb][kb][kc][lc][mc][nc][oc][ob][pa]C[White to play](;W[ja]C[RIGHT]))";
    let collection = Collection::parse(sgf, "fujisawa-intermediate/problem-61").expect("valid SGF");
    let problem = Tsumego::from_sgf(&collection.games()[0], Rules::JAPANESE, &Request::default())
        .expect("posed");
    assert_eq!(
        (problem.goal(), problem.to_play()),
        (Goal::Live, Color::White)
    );
    let near = problem.near_pose().expect("a filled outside");
    let solution = solve(&problem, &within_nodes(900_000));
    assert!(
        solution.outside_near && !solution.outside_open && !solution.reposed,
        "{solution:?}"
    );
    assert_eq!(solution.status, Status::Success);
    let book: Move = "K19".parse().unwrap();
    assert_eq!(solution.correct_moves, [book], "{solution:?}");
    assert_eq!(solution.pose(&problem).search_board(), near.search_board());
}

/// Three book kills that the usual fill leaves undecided and the near pose proves with
/// several first moves: `fujisawa-elementary/problem-26` (the book's R18, and T17),
/// `ishigure-basic/107` (the book's P16, Q15 and R19) and `fujisawa-elementary/problem-17`
/// (the book's O17, and P19). Each correct move is searched again on the between pose
/// (the near fill without the points diagonal to the group), and the one that comes
/// nearest to killing there leads the main line: the book's move each time, where the
/// near search's own line began with T17, R19 and P19 (problem-17's P19 also led when
/// the moves were judged on the usual pose, which decided neither).
#[test]
fn a_near_kill_leads_with_the_move_that_needs_the_nearer_fill_least() {
    let problems = [
        (
            "fujisawa-elementary/problem-26",
            "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[ra][rd][re][pd][od][nd][nc][nb][mb][oa]\
             AW[qa][pa][ob][oc][pc][rc][qc]C[Black to play](;B[qb]C[RIGHT]))",
            "R18",
            2,
            200_000,
            true,
        ),
        (
            "ishigure-basic/107",
            "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[pc][rd][re][rf][qg][pg][of][nf][mf][me][ld]\
             [lc][lb][mb][ma][na][rb][qc]AW[oa][nb][nc][oc][pb][qb][mc][md][ne][oe][pf][qf][pd]\
             C[Black to play](;B[od]C[RIGHT]))",
            "P16",
            3,
            200_000,
            true,
        ),
        (
            "fujisawa-elementary/problem-17",
            "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[qb][qc][qd][qe][pf][of][nf][mf][lf][ke][kd]\
             [kc][kb][lb]AW[pc][pd][ob][nd][le][ld][lc][mb][ma]C[Black to play](;B[nc]C[RIGHT]))",
            "O17",
            2,
            1_000_000,
            false,
        ),
    ];
    for (name, sgf, book, correct, nodes, captures) in problems {
        let (problem, solution) = kill_led_by(name, sgf, book, correct, nodes);
        assert!(solution.outside_near, "{name}: {solution:?}");
        // The main line is the near pose's: it replays there to the kill (problem-17's
        // ends where a static rule says the group is dead, short of the capture).
        let mut near = solution.pose(&problem).clone();
        for &mv in &solution.pv {
            near = near
                .after(mv)
                .expect("the main line is legal on the near pose");
        }
        assert_eq!(
            near.is_over(),
            captures,
            "{name}: the main line ends with the capture"
        );
    }
}

/// Two book kills that the usual pose proves with several first moves:
/// `ishigure-basic/003` (the book's Q19, and N19) and `maeda-5k-1k/001` (the book's A9,
/// and five more). Each correct move is searched again on the open pose (the attacker's
/// outside not filled), and the one that comes nearest to killing there leads the main
/// line: the book's move both times, where the search's own line began with N19 and A10.
#[test]
fn a_usual_kill_leads_with_the_move_that_needs_the_filled_outside_least() {
    let problems = [
        (
            "ishigure-basic/003",
            "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[nd][md][lc][kc][kb][mb][rb][qc][pc][od]\
             AW[la][lb][mc][nc][oc][nb][pb]C[Black to play](;B[pa]C[RIGHT]))",
            "Q19",
            2,
            200_000,
        ),
        (
            "maeda-5k-1k/001",
            "(;GM[1]FF[4]CA[UTF-8]SZ[19]PL[B]AB[cn][dm][dl][dk][dj][di][dh][dg][df][cf][bf]\
             [af][bn]AW[bg][cg][ch][ci][cj][ck][cl][ag]C[Black to play](;B[ak]C[RIGHT]))",
            "A9",
            6,
            400_000,
        ),
    ];
    for (name, sgf, book, correct, nodes) in problems {
        let (problem, solution) = kill_led_by(name, sgf, book, correct, nodes);
        assert!(problem.harder_pose().is_some(), "{name}");
        assert!(
            !solution.outside_near && !solution.outside_open && !solution.reposed,
            "{name}: {solution:?}"
        );
        // The main line is the usual pose's (the budget spent on the open pose may leave
        // it ending in a static kill, short of the capture).
        let mut end = problem.clone();
        for &mv in &solution.pv {
            end = end
                .after(mv)
                .expect("the main line is legal on the usual pose");
        }
    }
}

/// The book problem `sgf` (the problem `name`) posed as `solve` poses it.
fn posed(name: &str, sgf: &str) -> Tsumego {
    let collection = Collection::parse(sgf, name).expect("valid SGF");
    Tsumego::from_sgf(&collection.games()[0], Rules::JAPANESE, &Request::default()).expect("posed")
}

/// Solves the book kill `sgf` (the problem `name`) within `nodes` expansions and checks
/// that it is a success with `correct` correct first moves whose main line leads with
/// `book`: the problem and its answer.
fn kill_led_by(
    name: &str,
    sgf: &str,
    book: &str,
    correct: usize,
    nodes: u64,
) -> (Tsumego, Solution) {
    let problem = posed(name, sgf);
    let solution = solve(&problem, &within_nodes(nodes));
    assert_eq!(solution.status, Status::Success, "{name}");
    assert_eq!(
        solution.correct_moves.len(),
        correct,
        "{name}: {solution:?}"
    );
    let book: Move = book.parse().unwrap();
    assert_eq!(solution.pv.first(), Some(&book), "{name}: {solution:?}");
    (problem, solution)
}
