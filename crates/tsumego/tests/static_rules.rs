//! The static tests beyond Benson's checked against the plain search that plays every
//! kill out to the capture and every life out to Benson's: the attacker's territory test
//! (targets standing in the territory of the attacker's unconditionally alive walls are
//! dead), the confinement test (a target chain closed in by safe attacker stones in a
//! one-eye space is dead; several chains so closed in with at most two neighbouring
//! points that touch no safe stone are dead) and the living shapes (a target chain that
//! alone closes a two-eye space lives). On thousands of small random positions under a
//! live wall, under both ko winners, the verdicts must agree and the proof trees of both
//! must hold.
//! `TESUJI_TSUMEGO_CASES=N` sets how many positions (default 1,000 here).

mod common;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::{Color, Point, PointSet, Rules, Setup, Vertex};
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

#[test]
fn the_static_rules_never_change_a_verdict() {
    let mut rng = SmallRng::seed_from_u64(0x7E44);
    let config = Config {
        memory_bytes: 4 << 20,
        budget: Budget {
            max_nodes: Some(200_000),
            ..Budget::default()
        },
        ..Config::default()
    };
    let (mut checked, mut shortened, mut tried) = (0, 0u64, 0);
    while checked < cases() && tried < 200 * cases() {
        tried += 1;
        let height = rng.random_range(4..=5u8);
        let mut setup = Setup::new(6, height);
        wall(&mut setup, height);
        common::scatter(&mut setup, &mut rng, 6, height - 2, 4, 3);
        let Ok(board) = setup.into_board(Rules::default()) else {
            continue; // a chain without liberties
        };
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
        if targets.is_empty() || !(2..=6).contains(&empty) {
            continue;
        }
        let target = targets[rng.random_range(0..targets.len())];
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
