//! The static tests beyond Benson's checked against the plain search that plays every
//! kill out to the capture and every life out to Benson's: the attacker's territory test
//! (targets standing in the territory of the attacker's unconditionally alive walls are
//! dead), the confinement test (a target chain closed in by safe attacker stones in a
//! one-eye space, or in a killable shape whose vital point the attacker holds, is dead;
//! several chains so closed in with at most two neighbouring points that touch no safe
//! stone are dead), the living shapes (a target chain that closes a two-eye space, alone
//! or with chains joined to it by pairs of links, lives) and the kos not taken (the side
//! that loses kos does not take one that the ko winner takes back at once), and Benson's
//! life with the chains joined by pairs of links (the defender answering a move on one
//! link with the other). On thousands
//! of small random positions under a live wall, under both ko winners, the verdicts must
//! agree and the proof trees of both must hold; the killable
//! shapes with the vital point taken and the living shapes closed by linked chains, which
//! random positions seldom hold, are placed on purpose.
//! `TESUJI_TSUMEGO_CASES=N` sets how many positions (default 1,000 here).

mod common;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::{Board, Color, Move, Point, PointSet, Rules, Setup, Vertex};
use tesuji_search::{Budget, Config, Dfpn, TreeError, Verdict};
use tesuji_tsumego::{KoWinner, LifeAndDeath};

fn cases() -> usize {
    std::env::var("TESUJI_TSUMEGO_CASES")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .map_or(1_000, |n| n / 2)
}

/// White's wall on the top two rows of a 6-wide board, alive by two one-point eyes
/// (B and D on the top row): `O . O . O O` over `O O O O O O`.
fn wall(setup: &mut Setup, height: u8) {
    for col in 0..6u8 {
        setup.add(Color::White, Vertex::new(col, height - 2));
        if col != 1 && col != 3 {
            setup.add(Color::White, Vertex::new(col, height - 1));
        }
    }
}

/// A drawn position: the board, the points below the wall (the region) and the target.
type Drawn = (Board, Vec<Point>, Point);

/// A search of these small positions: a 4 MB table, at most `max_nodes` expansions.
fn small_search(max_nodes: u64) -> Config {
    Config {
        memory_bytes: 4 << 20,
        budget: Budget {
            max_nodes: Some(max_nodes),
            ..Budget::default()
        },
        ..Config::default()
    }
}

#[test]
fn the_static_rules_never_change_a_verdict() {
    agree_on_random_positions(0x7E44, random_position);
}

/// The same comparison where White's chains below the wall are often linked to it by two
/// empty points (the row under the wall mostly empty, more White stones below), so that
/// the confinement test takes them as safe (its links) and closes Black in with them.
#[test]
fn links_to_the_wall_never_change_a_verdict() {
    agree_on_random_positions(0x714C, linked_position);
}

/// The same comparison where Black's group closes a straight four on the edge with two
/// chains that two empty points join (a living shape that the living-shape test finds
/// through the links), the rest of the rows below the wall drawn at random; in some, White
/// holds one of the two points or a point of the space, where the test must not fire.
#[test]
fn a_living_shape_closed_by_linked_chains_lives() {
    agree_on_random_positions(0x5EA7, linked_wall_position);
}

/// The same comparison where Black's group is two chains with one eye each on the edge,
/// which two empty points join (each beside both): alive as one chain by Benson's test
/// with the pair of links (the defender answers a move on one with the other), not by
/// Benson's alone; the row above them drawn at random, and often a White stone on a link
/// or an eye filled, where the test must not fire.
#[test]
fn two_chains_with_an_eye_each_joined_by_links_live() {
    agree_on_random_positions(0x11A5, linked_eyes_position);
}

/// On random positions drawn by `draw`, the search with the static rules and the plain
/// search agree, under both ko winners, and the proof trees of both hold.
fn agree_on_random_positions(seed: u64, draw: fn(&mut SmallRng) -> Option<Drawn>) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let config = small_search(200_000);
    let (mut checked, mut shortened, mut tried) = (0, 0u64, 0);
    while checked < cases() && tried < 200 * cases() {
        tried += 1;
        let Some((board, below, target)) = draw(&mut rng) else {
            continue;
        };
        let geometry = board.geometry();
        let to_play = if rng.random_bool(0.5) {
            Color::Black
        } else {
            Color::White
        };
        let everywhere: PointSet = geometry.points().collect();
        let mut decided = true;
        for ko_winner in [KoWinner::Attacker, KoWinner::Defender] {
            let mut verdicts = Vec::new();
            for with_test in [true, false] {
                let mut problem =
                    LifeAndDeath::new(&board, Color::White, &[target], &below, to_play, ko_winner)
                        .with_life_within(everywhere);
                if !with_test {
                    problem = problem.without_static_rules();
                }
                let mut solver = Dfpn::new(config.clone());
                let outcome = solver.solve(&mut problem);
                if outcome.verdict == Verdict::Unknown {
                    decided = false;
                    break;
                }
                let tree = match solver.proof_tree(&mut problem) {
                    Ok(tree) => tree,
                    // Re-solving a part of the tree ran out of the node budget, or
                    // the tree outgrew its limit (the plain search's trees can: every
                    // kill played out to the capture).
                    Err(TreeError::Unknown(_) | TreeError::TooLarge(_)) => {
                        decided = false;
                        break;
                    }
                    Err(e) => panic!("{e}\n{board}"),
                };
                tree.check(&mut problem)
                    .unwrap_or_else(|e| panic!("{e}\n{board}"));
                verdicts.push((outcome.verdict, outcome.stats.nodes));
            }
            if !decided {
                break;
            }
            assert_eq!(
                verdicts[0].0,
                verdicts[1].0,
                "{ko_winner:?}, {to_play:?} to play, target {}\n{board}",
                board.vertex(target)
            );
            shortened += u64::from(verdicts[0].1 < verdicts[1].1);
        }
        checked += usize::from(decided);
    }
    println!("{checked} positions checked ({tried} drawn), {shortened} searches shortened");
    assert!(checked >= cases(), "too few positions decided: {checked}");
    assert!(
        shortened > 0,
        "the static rules never fired: the test does not reach them"
    );
}

/// A small random position under White's live wall (4 or 5 rows, 6 wide), with 2 to 6
/// empty points below it: the board, the points below the wall (the region) and a Black
/// stone there, drawn at random (the target).
fn random_position(rng: &mut SmallRng) -> Option<Drawn> {
    let height = rng.random_range(4..=5u8);
    let mut setup = Setup::new(6, height);
    wall(&mut setup, height);
    common::scatter(&mut setup, rng, 6, height - 2, 4, 3);
    // A chain without liberties makes no board.
    below_the_wall(rng, setup, height, 6)
}

/// A random position under White's live wall (5 or 6 rows, 6 wide) whose row under the
/// wall is mostly empty, with more White stones below it than
/// [`random_position`]'s, and 2 to 7 empty points below the wall.
fn linked_position(rng: &mut SmallRng) -> Option<Drawn> {
    let height = rng.random_range(5..=6u8);
    let mut setup = Setup::new(6, height);
    wall(&mut setup, height);
    common::scatter(&mut setup, rng, 6, height - 3, 4, 4);
    for col in 0..6u8 {
        match rng.random_range(0..10u8) {
            0 | 1 => {
                setup.add(Color::White, Vertex::new(col, height - 3));
            }
            2 => {
                setup.add(Color::Black, Vertex::new(col, height - 3));
            }
            _ => {}
        }
    }
    if rng.random_bool(0.5) {
        // Two White stones on either side of an empty point under a knob of the wall:
        // the point could link both to it, and Black's stone there cuts both.
        let col = rng.random_range(1..5u8);
        setup.add(Color::White, Vertex::new(col, height - 3));
        setup.add(Color::White, Vertex::new(col - 1, height - 4));
        setup.add(Color::White, Vertex::new(col + 1, height - 4));
        let empty = [
            Vertex::new(col, height - 4),
            Vertex::new(col - 1, height - 3),
            Vertex::new(col + 1, height - 3),
        ];
        setup.stones.retain(|(_, v)| !empty.contains(v));
    }
    below_the_wall(rng, setup, height, 7)
}

/// Under White's live wall (5 rows, 6 wide), Black's straight four on the first line
/// (A1-D1) closed by two chains, A2-D2 with D3 and E1-F1 with F2-F3, which E2 and E3 join
/// (each touches both); A3-C3 drawn at random, and often a White stone on E2, E3 or the
/// space; mirrored half the time.
fn linked_wall_position(rng: &mut SmallRng) -> Option<Drawn> {
    let black = [
        (0, 1),
        (1, 1),
        (2, 1),
        (3, 1),
        (3, 2),
        (4, 0),
        (5, 0),
        (5, 1),
        (5, 2),
    ];
    let mut board = Mirrored::new(rng, 5, &black);
    for col in 0..3u8 {
        match rng.random_range(0..10u8) {
            0..=2 => board.add(Color::White, col, 2),
            3 | 4 => board.add(Color::Black, col, 2),
            _ => {}
        }
    }
    match rng.random_range(0..6u8) {
        0 => board.add(Color::White, 4, rng.random_range(1..=2u8)),
        1 => board.add(Color::White, rng.random_range(0..4u8), 0),
        _ => {}
    }
    below_the_wall(rng, board.setup, 5, 9)
}

/// A 6-wide board under White's live wall with Black's stones placed, mirrored left to
/// right half the time (so are the stones added after).
struct Mirrored {
    setup: Setup,
    mirror: bool,
}

impl Mirrored {
    /// `height` rows, White's wall on the top two, Black's stones on `black` (column, row
    /// from the bottom, before the mirror).
    fn new(rng: &mut SmallRng, height: u8, black: &[(u8, u8)]) -> Mirrored {
        let mut setup = Setup::new(6, height);
        wall(&mut setup, height);
        let mut board = Mirrored {
            setup,
            mirror: rng.random_bool(0.5),
        };
        for &(col, row) in black {
            board.add(Color::Black, col, row);
        }
        board
    }

    fn add(&mut self, color: Color, col: u8, row: u8) {
        let col = if self.mirror { 5 - col } else { col };
        self.setup.add(color, Vertex::new(col, row));
    }
}

/// Under White's live wall (5 rows, 6 wide), Black's A2-C2 with B1-C1 (its eye A1) and
/// E2-F2 with E1 (its eye F1), which D1 and D2 join; A3-F3 drawn at random, and often a
/// White stone on a link or Black's own in an eye; mirrored half the time.
fn linked_eyes_position(rng: &mut SmallRng) -> Option<Drawn> {
    let black = [
        (0, 1),
        (1, 1),
        (2, 1),
        (1, 0),
        (2, 0),
        (4, 1),
        (5, 1),
        (4, 0),
    ];
    let mut board = Mirrored::new(rng, 5, &black);
    for col in 0..6u8 {
        match rng.random_range(0..10u8) {
            0..=2 => board.add(Color::White, col, 2),
            3..=5 => board.add(Color::Black, col, 2),
            _ => {}
        }
    }
    match rng.random_range(0..8u8) {
        0 => board.add(Color::White, 3, rng.random_range(0..=1u8)),
        // An eye filled (White's stone there would have no liberty).
        1 => board.add(Color::Black, if rng.random_bool(0.5) { 0 } else { 5 }, 0),
        _ => {}
    }
    below_the_wall(rng, board.setup, 5, 10)
}

/// The board of `setup` (White's wall on its top two rows) with the points below the wall
/// and a Black stone there drawn at random as the target; `None` when the setup makes no
/// board, has no Black stone below the wall, or has not 2 to `max_empty` empty points
/// there.
fn below_the_wall(rng: &mut SmallRng, setup: Setup, height: u8, max_empty: usize) -> Option<Drawn> {
    let board = setup.into_board(Rules::default()).ok()?;
    let geometry = board.geometry();
    let below: Vec<Point> = geometry
        .points()
        .filter(|&p| geometry.vertex(p).row < height - 2)
        .collect();
    let empty = below.iter().filter(|&&p| board.is_empty(p)).count();
    let targets: Vec<Point> = below
        .iter()
        .copied()
        .filter(|&p| board.stone(p) == Some(Color::Black))
        .collect();
    if targets.is_empty() || !(2..=max_empty).contains(&empty) {
        return None;
    }
    let target = targets[rng.random_range(0..targets.len())];
    Some((board, below, target))
}

/// A kill proven in the capturing race (where White, the attacker, may not lose a stone
/// of its chains beside the target) is a kill: the plain rules, where White may give
/// them up, prove it too, and the race's proof tree holds. On random positions with
/// White to play, under both ko winners.
#[test]
fn a_kill_proven_in_the_race_is_a_kill() {
    let mut rng = SmallRng::seed_from_u64(0x5EA1);
    let config = small_search(200_000);
    let (mut proven, mut lost, mut tried) = (0, 0, 0);
    while proven < cases() / 4 && tried < 400 * cases() {
        tried += 1;
        let Some((board, below, target)) = random_position(&mut rng) else {
            continue;
        };
        let everywhere: PointSet = board.geometry().points().collect();
        for ko_winner in [KoWinner::Attacker, KoWinner::Defender] {
            let problem = || {
                LifeAndDeath::new(
                    &board,
                    Color::White,
                    &[target],
                    &below,
                    Color::White,
                    ko_winner,
                )
                .with_life_within(everywhere)
            };
            let Some(mut race) = problem().with_race() else {
                break; // no White chain beside the target
            };
            let mut solver = Dfpn::new(config.clone());
            match solver.solve(&mut race).verdict {
                Verdict::Proven => {}
                Verdict::Disproven => {
                    lost += 1;
                    continue;
                }
                Verdict::Unknown => continue,
            }
            let tree = match solver.proof_tree(&mut race) {
                Ok(tree) => tree,
                Err(TreeError::Unknown(_) | TreeError::TooLarge(_)) => continue,
                Err(e) => panic!("{e}\n{board}"),
            };
            tree.check(&mut race)
                .unwrap_or_else(|e| panic!("{e}\n{board}"));
            let plain = Dfpn::new(config.clone()).solve(&mut problem().without_static_rules());
            if plain.verdict == Verdict::Unknown {
                continue; // the plain search's budget ran out: nothing to compare
            }
            assert_eq!(
                plain.verdict,
                Verdict::Proven,
                "{ko_winner:?}: a kill in the race, not in the plain search; target {}\n{board}",
                board.vertex(target)
            );
            proven += 1;
        }
    }
    println!("{proven} race kills confirmed, {lost} races lost ({tried} positions drawn)");
    assert!(proven >= cases() / 4, "too few race kills: {proven}");
    assert!(lost > 0, "no race was lost: the race rule never fired");
}

/// The six killable eye shapes, as points `(col, row)` in a 3×3 box.
const KILLABLE: [&[(u8, u8)]; 6] = [
    &[(0, 0), (1, 0), (2, 0)],                         // straight three
    &[(0, 0), (1, 0), (0, 1)],                         // bent three
    &[(0, 0), (1, 0), (2, 0), (1, 1)],                 // pyramid four
    &[(0, 0), (1, 0), (0, 1), (1, 1), (2, 0)],         // bulky five
    &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)],         // crossed five
    &[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)], // rabbity six
];

/// A killable shape with White's stone on its vital point, the rest empty, closed by one
/// Black chain that White's safe stones close in (with a few empty points between them,
/// the chain's outside liberties): the confinement test calls it dead at once, and the
/// plain search, which plays it out to the capture, must agree under both ko winners,
/// whoever moves. The shapes are placed in every orientation at the edge and one line
/// above it; the random positions of the test above seldom hold one. A third of them have
/// White's stone on another point of the shape, where Black to play may live.
#[test]
fn a_killable_shape_with_its_vital_point_taken_is_dead() {
    let mut rng = SmallRng::seed_from_u64(0x7A4E);
    let config = small_search(400_000);
    let (width, height) = (7u8, 7u8);
    let (mut checked, mut shortened, mut elsewhere) = (0, 0, 0);
    for shape in KILLABLE {
        for orientation in 0..8u8 {
            for (dx, dy) in [(0u8, 0u8), (1, 0), (2, 0), (1, 1), (0, 1)] {
                for _ in 0..4 {
                    let placed: Vec<(u8, u8)> = shape
                        .iter()
                        .map(|&(x, y)| {
                            let (x, y) = if orientation & 1 == 1 { (y, x) } else { (x, y) };
                            let x = if orientation & 2 == 2 { 2 - x } else { x };
                            let y = if orientation & 4 == 4 { 2 - y } else { y };
                            (x + dx, y + dy)
                        })
                        .collect();
                    let Some(mut board) = enclosed_shape(&placed, width, height, &mut rng)
                        .and_then(|setup| setup.into_board(Rules::default()).ok())
                    else {
                        continue;
                    };
                    let geometry = board.geometry();
                    let space: Vec<Point> = placed
                        .iter()
                        .map(|&(x, y)| board.point(Vertex::new(x, y)).expect("on the board"))
                        .collect();
                    let Some(vital) = tesuji_go::eyes::eye_space_of(&board, Color::Black, &space)
                        .and_then(|s| s.vital_point())
                    else {
                        continue;
                    };
                    // White takes the vital point (legal: the rest of the shape is its
                    // liberties), or, one time in three, another point of the shape,
                    // where the rule must not fire (Black to play may live there).
                    let stone = if rng.random_bool(1.0 / 3.0) {
                        space[rng.random_range(0..space.len())]
                    } else {
                        vital
                    };
                    if board
                        .play(Color::White, Move::Play(board.vertex(stone)))
                        .is_err()
                    {
                        continue;
                    }
                    elsewhere += usize::from(stone != vital);
                    let chain = space
                        .iter()
                        .flat_map(|&p| geometry.neighbors(p))
                        .find(|&n| geometry.is_on_board(n) && board.stone(n) == Some(Color::Black))
                        .expect("the shape is closed by Black");
                    let area: Vec<Point> = geometry
                        .points()
                        .filter(|&p| geometry.vertex(p).row < height - 2)
                        .collect();
                    let everywhere: PointSet = geometry.points().collect();
                    for ko_winner in [KoWinner::Attacker, KoWinner::Defender] {
                        for to_play in [Color::Black, Color::White] {
                            let mut verdicts = Vec::new();
                            for with_test in [true, false] {
                                let mut problem = LifeAndDeath::new(
                                    &board,
                                    Color::White,
                                    &[chain],
                                    &area,
                                    to_play,
                                    ko_winner,
                                )
                                .with_life_within(everywhere);
                                if !with_test {
                                    problem = problem.without_static_rules();
                                }
                                let outcome = Dfpn::new(config.clone()).solve(&mut problem);
                                verdicts.push((outcome.verdict, outcome.stats.nodes));
                            }
                            if verdicts[1].0 == Verdict::Unknown {
                                continue; // the plain search ran out: nothing to compare
                            }
                            assert_eq!(
                                verdicts[0].0, verdicts[1].0,
                                "{ko_winner:?}, {to_play:?} to play\n{board}"
                            );
                            checked += 1;
                            shortened += usize::from(verdicts[0].1 < verdicts[1].1);
                        }
                    }
                }
            }
        }
    }
    println!(
        "{checked} verdicts compared, {shortened} searches shortened, \
         {elsewhere} positions with White's stone off the vital point"
    );
    assert!(
        checked >= 200 && elsewhere >= 20,
        "too few positions: {checked}, {elsewhere}"
    );
    assert!(shortened > 0, "the rule never fired");
}

/// The setup of an empty killable shape at `placed`, closed by a ring of Black's stones, the rest of the lower rows White's with one or two empty points beside
/// Black, under White's live wall; `None` where the shape leaves the lower rows or Black's
/// stones are not one chain.
fn enclosed_shape(placed: &[(u8, u8)], width: u8, height: u8, rng: &mut SmallRng) -> Option<Setup> {
    let rows = height - 2;
    if placed.iter().any(|&(x, y)| x >= width || y >= rows) {
        return None;
    }
    let neighbours = |(x, y): (u8, u8)| {
        [
            (x.wrapping_sub(1), y),
            (x + 1, y),
            (x, y.wrapping_sub(1)),
            (x, y + 1),
        ]
        .into_iter()
        .filter(|&(a, b)| a < width && b < height)
    };
    // The ring around the shape, diagonal points too, so that it is one chain.
    let mut black: Vec<(u8, u8)> = Vec::new();
    for &(x, y) in placed {
        for (a, b) in (x.saturating_sub(1)..=x + 1)
            .flat_map(|a| (y.saturating_sub(1)..=y + 1).map(move |b| (a, b)))
        {
            if a < width && !placed.contains(&(a, b)) && !black.contains(&(a, b)) {
                black.push((a, b));
            }
        }
    }
    if black.iter().any(|&(_, y)| y >= rows) {
        return None;
    }
    // Black's stones one chain: a flood over them from the first reaches all.
    let mut reached = vec![black[0]];
    let mut next = 0;
    while next < reached.len() {
        let p = reached[next];
        next += 1;
        for q in neighbours(p) {
            if black.contains(&q) && !reached.contains(&q) {
                reached.push(q);
            }
        }
    }
    if black.iter().any(|q| !reached.contains(q)) {
        return None;
    }
    let mut setup = Setup::new(width, height);
    for col in 0..width {
        setup.add(Color::White, Vertex::new(col, height - 2));
        if col % 2 == 0 || col == width - 1 {
            setup.add(Color::White, Vertex::new(col, height - 1));
        }
    }
    // The outside: White's, but for one or two empty points beside Black (the outside
    // liberties); White's stones there must reach the wall through White's stones.
    let outside: Vec<(u8, u8)> = (0..rows)
        .flat_map(|y| (0..width).map(move |x| (x, y)))
        .filter(|q| !placed.contains(q) && !black.contains(q))
        .collect();
    let beside_black: Vec<(u8, u8)> = outside
        .iter()
        .copied()
        .filter(|&q| neighbours(q).any(|n| black.contains(&n)))
        .collect();
    if beside_black.is_empty() {
        return None;
    }
    let liberties = rng.random_range(1..=2usize.min(beside_black.len()));
    let mut empty = Vec::new();
    while empty.len() < liberties {
        let q = beside_black[rng.random_range(0..beside_black.len())];
        if !empty.contains(&q) {
            empty.push(q);
        }
    }
    let white: Vec<(u8, u8)> = outside
        .iter()
        .copied()
        .filter(|q| !empty.contains(q))
        .collect();
    let mut safe: Vec<(u8, u8)> = Vec::new();
    let mut grown = true;
    while grown {
        grown = false;
        for &q in &white {
            let touches = neighbours(q).any(|n| n.1 >= rows || safe.contains(&n));
            if touches && !safe.contains(&q) {
                safe.push(q);
                grown = true;
            }
        }
    }
    if safe.len() != white.len() {
        return None;
    }
    for &(x, y) in &white {
        setup.add(Color::White, Vertex::new(x, y));
    }
    for &(x, y) in &black {
        setup.add(Color::Black, Vertex::new(x, y));
    }
    Some(setup)
}
