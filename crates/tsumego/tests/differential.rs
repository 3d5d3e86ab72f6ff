//! The life-and-death problem solved by df-pn and by the plain path-by-path reference
//! solver on thousands of small random positions (tiny boards, every empty point in the
//! region, captures, kos and repetitions included), under both ko winners: the verdicts
//! must agree and every proof tree must hold. The targets' liberties join the moves when
//! captures open them, so a few points of region grow into long searches for the
//! reference: regions hold up to 5 points. `TESUJI_TSUMEGO_CASES=N` sets how many
//! positions (default 2,000).

mod common;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::{Color, Point, Rules, Setup};
use tesuji_search::{Config, Dfpn, Verdict, reference};
use tesuji_tsumego::{KoWinner, LifeAndDeath};

fn cases() -> usize {
    std::env::var("TESUJI_TSUMEGO_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000)
}

#[test]
fn df_pn_agrees_with_the_reference_on_small_random_problems() {
    let mut rng = SmallRng::seed_from_u64(0x75E6);
    let (mut checked, mut by_ko, mut tried) = (0, 0, 0);
    let mut solver = Dfpn::new(Config {
        memory_bytes: 4 << 20,
        ..Config::default()
    });
    while checked < cases() {
        tried += 1;
        let (width, height) = (rng.random_range(3..=5), rng.random_range(2..=4));
        let mut setup = Setup::new(width, height);
        common::scatter(&mut setup, &mut rng, width, height, 4, 4);
        let Ok(board) = setup.into_board(Rules::default()) else {
            continue; // a chain without liberties
        };
        let points: Vec<Point> = board.geometry().points().collect();
        let region: Vec<Point> = points
            .iter()
            .copied()
            .filter(|&p| board.is_empty(p))
            .collect();
        let targets: Vec<Point> = points
            .iter()
            .copied()
            .filter(|&p| board.stone(p) == Some(Color::Black))
            .collect();
        if region.is_empty() || region.len() > 5 || targets.is_empty() {
            continue;
        }
        let target = targets[rng.random_range(0..targets.len())];
        let to_play = if rng.random_bool(0.5) {
            Color::Black
        } else {
            Color::White
        };
        let mut verdicts = Vec::new();
        for ko_winner in [KoWinner::Attacker, KoWinner::Defender] {
            let mut problem =
                LifeAndDeath::new(&board, Color::White, &[target], &region, to_play, ko_winner);
            let Some(expected) = reference::solve(&mut problem, 400_000) else {
                verdicts.clear();
                break;
            };
            solver.clear();
            let outcome = solver.solve(&mut problem);
            assert_eq!(
                outcome.verdict,
                Verdict::from(expected),
                "{ko_winner:?}, {to_play:?} to play, target {}\n{board}",
                board.vertex(target)
            );
            let tree = solver.proof_tree(&mut problem).expect("a strategy");
            tree.check(&mut problem)
                .unwrap_or_else(|e| panic!("{e}\n{board}"));
            verdicts.push(expected);
        }
        if verdicts.len() == 2 {
            checked += 1;
            by_ko += usize::from(verdicts[0] != verdicts[1]);
        }
    }
    println!("{checked} positions checked ({tried} drawn), {by_ko} decided by who wins kos");
    assert!(
        by_ko > 0,
        "no position turned on a ko: the test does not reach ko"
    );
}
