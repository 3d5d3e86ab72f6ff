//! Benson's unconditional life: golden positions with known answers, the defining
//! property (a chain Benson calls alive survives any sequence of opponent moves while its
//! owner passes), and a differential test against GNU Go's `unconditional_status`
//! (Benson is a lower bound of GNU Go's stronger analysis).
//!
//! `TESUJI_BENSON_POSITIONS=N` sets the number of random positions (default 1000).

mod gnugo;

use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use tesuji_go::benson::{Benson, UnconditionalLife, UnconditionalStatus, unconditional_status};
use tesuji_go::playout::Playout;
use tesuji_go::{Board, Color, Move, PointSet, Rules, Vertex};

use gnugo::{GnuGo, locate_gnugo};

fn positions() -> usize {
    std::env::var("TESUJI_BENSON_POSITIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000)
}

fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram, Rules::default()).unwrap_or_else(|e| panic!("{e}\n{diagram}"))
}

fn life(board: &Board, color: Color) -> UnconditionalLife {
    Benson::new().analyze(board, color)
}

fn set(board: &Board, vertices: &[&str]) -> PointSet {
    vertices
        .iter()
        .map(|v| board.point(v.parse().unwrap()).unwrap())
        .collect()
}

/// Every stone of `color` on the board.
fn stones(board: &Board, color: Color) -> PointSet {
    board
        .geometry()
        .points()
        .filter(|&p| board.stone(p) == Some(color))
        .collect()
}

fn names(board: &Board, set: &PointSet) -> Vec<String> {
    set.iter().map(|p| board.vertex(p).to_string()).collect()
}

#[test]
fn two_separate_eyes_in_the_corner_are_alive() {
    // Eyes at A1 and C1, each enclosed by the one black chain.
    let b = board(
        "
        . . . . .
        O O O O O
        X X X X X
        . X . X X",
    );
    let black = life(&b, Color::Black);
    assert_eq!(black.alive, stones(&b, Color::Black));
    assert_eq!(black.territory, set(&b, &["A1", "C1"]));
    // White's wall has one vital region (the top row): not unconditionally alive.
    assert!(life(&b, Color::White).alive.is_empty());
}

#[test]
fn two_eyes_in_the_centre_are_alive() {
    let b = board(
        "
        . . . . . . .
        . X X X X X .
        . X . X . X .
        . X X X X X .
        . . . . . . .",
    );
    let black = life(&b, Color::Black);
    assert_eq!(black.alive.len(), 13);
    assert_eq!(black.territory, set(&b, &["C3", "E3"]));
}

#[test]
fn one_big_eye_is_not_unconditional() {
    // A straight three: one region, vital, but one is not two.
    let b = board(
        "
        . . . . .
        O O O O O
        X X X X X
        . . . X X",
    );
    assert!(life(&b, Color::Black).alive.is_empty());
    assert!(life(&b, Color::Black).territory.is_empty());
}

#[test]
fn a_false_eye_does_not_count() {
    // C1 touches both black chains; D1 has only C1 and White takes it there, after which
    // C1 is no eye. Benson: D1 has one vital region, goes; C1 borders it, goes; the big
    // chain is left with A1 alone.
    let b = board(
        "
        . . . . . .
        O O O O . .
        X X X O . .
        . X . X O .",
    );
    assert!(life(&b, Color::Black).alive.is_empty());
}

#[test]
fn seki_is_not_unconditional_life() {
    // The black ring and the white chain inside share C2 and E2 and have no eyes:
    // neither can approach (self-atari). A seki, not unconditional life for anyone.
    let b = board(
        "
        . . . . . . .
        O O O O O O O
        O X X X X X O
        O X . O . X O
        O X O O O X O",
    );
    assert!(life(&b, Color::Black).alive.is_empty());
    assert!(life(&b, Color::White).alive.is_empty());
    let at = |v: &str| unconditional_status(&b, b.point(v.parse().unwrap()).unwrap());
    assert_eq!(at("B2"), UnconditionalStatus::Undecided);
    assert_eq!(at("D2"), UnconditionalStatus::Undecided);
    assert_eq!(at("C2"), UnconditionalStatus::Undecided);
}

#[test]
fn opponent_stones_in_a_vital_region_are_dead() {
    // White's C1 has only D1, which is Black's too: the region C1-D1 is vital to Black.
    let b = board(
        "
        . . . . . .
        O O O O O O
        X X X X X X
        . X O . X X",
    );
    let black = life(&b, Color::Black);
    assert_eq!(black.alive, stones(&b, Color::Black));
    assert_eq!(black.territory, set(&b, &["A1", "C1", "D1"]));
    let at = |v: &str| unconditional_status(&b, b.point(v.parse().unwrap()).unwrap());
    assert_eq!(at("C1"), UnconditionalStatus::Dead);
    assert_eq!(at("D1"), UnconditionalStatus::BlackTerritory);
    assert_eq!(at("E2"), UnconditionalStatus::Alive);
}

#[test]
fn a_region_shared_with_a_dead_chain_is_not_territory() {
    // E1 touches the big chain and the lone F1, which has only E1: F1 goes, E1 with it
    // (it borders F1), and the big chain lives on A1 and C1 alone. The simplified Benson
    // that keeps E1 would call it territory.
    let b = board(
        "
        . . . . . .
        O O O O O O
        X X X X X O
        . X . X . X",
    );
    let black = life(&b, Color::Black);
    assert_eq!(
        names(&b, &black.alive),
        ["B1", "D1", "A2", "B2", "C2", "D2", "E2"]
    );
    assert_eq!(black.territory, set(&b, &["A1", "C1"]));
}

#[test]
fn both_colours_at_once_on_a_small_board() {
    // Black lives at the bottom (A1, C1), White at the top (A5, C5); the middle row is
    // neither's.
    let b = board(
        "
        . O . O O
        O O O O O
        . . . . .
        X X X X X
        . X . X X",
    );
    let black = life(&b, Color::Black);
    let white = life(&b, Color::White);
    assert_eq!(black.alive, stones(&b, Color::Black));
    assert_eq!(white.alive, stones(&b, Color::White));
    assert_eq!(black.territory, set(&b, &["A1", "C1"]));
    assert_eq!(white.territory, set(&b, &["A5", "C5"]));
    let at = |v: &str| unconditional_status(&b, b.point(v.parse().unwrap()).unwrap());
    assert_eq!(at("C3"), UnconditionalStatus::Undecided);
    assert_eq!(at("C5"), UnconditionalStatus::WhiteTerritory);
}

#[test]
fn an_empty_board_and_lone_stones_are_undecided() {
    let empty = Board::square(9, Rules::default()).unwrap();
    assert!(life(&empty, Color::Black).alive.is_empty());
    let lone = board(
        "
        . . .
        . X .
        . . .",
    );
    // One region around the stone, not vital (most of its points are no liberty).
    assert!(life(&lone, Color::Black).alive.is_empty());
}

/// A finished random game: playouts end when neither side has a move but filling its own
/// eyes, so most groups have two eyes or more, the positions Benson decides.
fn finished_game(size: u8, rng: &mut SmallRng) -> Board {
    let mut board = Board::square(size, Rules::default()).expect("a board size");
    Playout::new().run(&mut board, rng);
    board
}

/// The defining property: opponent moves never capture a chain Benson calls alive, even
/// when its owner never answers. Also reports, as a sanity figure, how often such random
/// play captures chains Benson does not call alive.
#[test]
fn alive_stones_survive_any_opponent_moves() {
    let mut rng = SmallRng::seed_from_u64(0xBE05);
    let mut benson = Benson::new();
    let (mut alive_stones, mut other_stones, mut captured_others) = (0usize, 0usize, 0usize);
    for round in 0..positions() {
        let size = rng.random_range(5..=9);
        // Finished games, where most groups live, and games in progress, where few do.
        let start = if round % 2 == 0 {
            finished_game(size, &mut rng)
        } else {
            let area = usize::from(size) * usize::from(size);
            game_in_progress(size, rng.random_range(area / 2..=area), &mut rng).0
        };
        for color in [Color::Black, Color::White] {
            let life = benson.analyze(&start, color);
            alive_stones += life.alive.len();
            let others: Vec<_> = stones(&start, color)
                .iter()
                .filter(|&p| !life.alive.contains(p))
                .collect();
            other_stones += others.len();
            for attempt in 0..4 {
                let mut board = start.clone();
                let mut moves = Vec::new();
                for _ in 0..3 * usize::from(size) * usize::from(size) {
                    let legal = board.legal_points(color.opponent());
                    let Some(&p) = legal.choose(&mut rng) else {
                        break;
                    };
                    board
                        .play_point(color.opponent(), p)
                        .expect("a legal point");
                    moves.push(board.vertex(p));
                    for stone in life.alive.iter() {
                        assert_eq!(
                            board.stone(stone),
                            Some(color),
                            "position {round}, attempt {attempt}: {color:?}'s stone at {} \
                             captured after {moves:?}\n{start}",
                            start.vertex(stone)
                        );
                    }
                }
                captured_others += others
                    .iter()
                    .filter(|&&p| board.stone(p) != Some(color))
                    .count();
            }
        }
    }
    assert!(
        alive_stones > 0,
        "no position had an unconditionally alive chain"
    );
    println!(
        "{alive_stones} stones called alive never captured; of {} other stones random \
         opponent play captured {:.0}%",
        other_stones * 4,
        100.0 * captured_others as f64 / (other_stones * 4).max(1) as f64
    );
}

/// A random position of a game in progress: random legal moves that do not fill the
/// mover's own eye, the moves kept so GNU Go can replay them.
fn game_in_progress(size: u8, moves: usize, rng: &mut SmallRng) -> (Board, Vec<(Color, Move)>) {
    let mut board = Board::square(size, Rules::default()).expect("a board size");
    let mut played = Vec::new();
    let mut color = Color::Black;
    for _ in 0..moves {
        let choices: Vec<_> = board
            .legal_points(color)
            .into_iter()
            .filter(|&p| !board.is_eye(color, p))
            .collect();
        let mv = match choices.choose(rng) {
            Some(&p) => Move::Play(board.vertex(p)),
            None => Move::Pass,
        };
        board.play(color, mv).expect("a legal move");
        played.push((color, mv));
        color = color.opponent();
    }
    (board, played)
}

#[test]
fn gnu_go_agrees_whenever_benson_decides() {
    let binary = locate_gnugo();
    let mut gnugo = GnuGo::start(&binary, &[]);
    let mut rng = SmallRng::seed_from_u64(0x6A06);
    let (mut ours_decided, mut gnugo_alive, mut both_alive) = (0usize, 0usize, 0usize);
    for round in 0..positions() / 2 {
        let size = if round % 2 == 0 { 9 } else { 13 };
        let area = usize::from(size) * usize::from(size);
        let moves = rng.random_range(area / 4..=2 * area);
        let (board, played) = game_in_progress(size, moves, &mut rng);
        let mut setup = vec![format!("boardsize {size}"), "clear_board".to_string()];
        setup.extend(played.iter().map(|(c, m)| format!("play {} {m}", c.name())));
        gnugo.run_ok(&setup);
        let vertices: Vec<Vertex> = board.geometry().points().map(|p| board.vertex(p)).collect();
        let queries: Vec<String> = vertices
            .iter()
            .map(|v| format!("unconditional_status {v}"))
            .collect();
        let answers = gnugo.run_all(&queries);
        for (v, answer) in vertices.iter().zip(answers) {
            let theirs = answer.unwrap_or_else(|e| panic!("GNU Go refused {v}: {e}"));
            let ours = unconditional_status(&board, board.point(*v).unwrap());
            gnugo_alive += usize::from(theirs == "alive");
            if ours != UnconditionalStatus::Undecided {
                ours_decided += 1;
                both_alive += usize::from(ours == UnconditionalStatus::Alive);
                assert_eq!(
                    theirs,
                    ours.gtp_name(),
                    "position {round} at {v}: tesuji says {ours:?}, GNU Go {theirs}\n{board}"
                );
            }
        }
    }
    assert!(ours_decided > 0, "Benson decided no point in any position");
    println!(
        "Benson decided {ours_decided} points, every one as GNU Go; it found {both_alive} \
         of GNU Go's {gnugo_alive} alive stones ({:.0}%)",
        100.0 * both_alive as f64 / gnugo_alive.max(1) as f64
    );
}

/// Benson restricted to a rectangle finds a subset of the whole board's answer (it is
/// sound), and the whole answer when the rectangle is the board.
#[test]
fn life_within_a_rectangle_is_part_of_life_on_the_board() {
    let mut rng = SmallRng::seed_from_u64(0xA4EA);
    let mut benson = Benson::new();
    let (mut whole, mut found) = (0usize, 0usize);
    for round in 0..positions() {
        let size = rng.random_range(5..=9);
        let board = if round % 2 == 0 {
            finished_game(size, &mut rng)
        } else {
            let area = usize::from(size) * usize::from(size);
            game_in_progress(size, rng.random_range(area / 2..=area), &mut rng).0
        };
        let geometry = board.geometry();
        let (a, b) = (rng.random_range(0..size), rng.random_range(0..size));
        let (c, d) = (rng.random_range(0..size), rng.random_range(0..size));
        let mut within = PointSet::new();
        let mut everything = PointSet::new();
        for p in geometry.points() {
            let v = board.vertex(p);
            everything.insert(p);
            if (a.min(c)..=a.max(c)).contains(&v.col) && (b.min(d)..=b.max(d)).contains(&v.row) {
                within.insert(p);
            }
        }
        for color in [Color::Black, Color::White] {
            let full = benson.analyze(&board, color);
            let part = benson.analyze_within(&board, color, &within);
            for p in part.alive.iter() {
                assert!(full.alive.contains(p), "{p:?} alive only within\n{board}");
            }
            assert_eq!(benson.analyze_within(&board, color, &everything), full);
            whole += full.alive.len();
            found += part.alive.len();
        }
    }
    eprintln!("life within random rectangles: {found} of {whole} alive stones found");
}
