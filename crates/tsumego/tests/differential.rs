//! The life-and-death problem solved by df-pn and by the plain path-by-path reference
//! solver on thousands of small random positions (tiny boards, every empty point in the
//! region, captures, kos and repetitions included), under both ko winners: the verdicts
//! must agree and every proof tree must hold. The targets' liberties join the moves when
//! captures open them, so a few points of region grow into long searches for the
//! reference: regions hold up to 5 points. Each problem is also searched with its
//! evaluation declared unstable (every child evaluated at every expansion, as before the
//! table-first lookup of `Problem::evaluation_is_stable`): the search must be the same,
//! node for node. `TESUJI_TSUMEGO_CASES=N` sets how many positions (default 2,000).

mod common;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::{Color, Move, Point, Rules, Setup};
use tesuji_search::{Config, Dfpn, Evaluation, Numbers, Problem, Turn, Value, Verdict, reference};
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
            let fresh =
                || LifeAndDeath::new(&board, Color::White, &[target], &region, to_play, ko_winner);
            let table_first = nodes_and_verdict(&mut solver, &mut fresh());
            let evaluated = nodes_and_verdict(&mut solver, &mut Unstable(fresh()));
            assert_eq!(
                table_first,
                evaluated,
                "{ko_winner:?}, {to_play:?} to play, target {}: the table-first lookup \
                 changed the search\n{board}",
                board.vertex(target)
            );
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

/// The nodes a fresh search of `problem` takes and its verdict.
fn nodes_and_verdict<P: Problem<Move = Move>>(
    solver: &mut Dfpn<Move>,
    problem: &mut P,
) -> (u64, Verdict) {
    solver.clear();
    let verdict = solver.verdict(problem);
    (solver.stats().nodes, verdict)
}

/// A life-and-death problem that does not declare its evaluation stable: the search
/// evaluates every child at every expansion, table or not.
struct Unstable(LifeAndDeath);

impl Problem for Unstable {
    type Move = Move;
    fn turn(&self) -> Turn {
        self.0.turn()
    }
    fn key(&self) -> u64 {
        self.0.key()
    }
    fn evaluate(&mut self) -> Evaluation {
        self.0.evaluate()
    }
    fn generate_moves(&mut self, moves: &mut Vec<Move>) {
        self.0.generate_moves(moves);
    }
    fn play(&mut self, mv: Move) {
        self.0.play(mv);
    }
    fn undo(&mut self, mv: Move) {
        self.0.undo(mv);
    }
    fn repetition(&mut self, plies: usize) -> Value {
        self.0.repetition(plies)
    }
    fn estimate(&mut self) -> Numbers {
        self.0.estimate()
    }
    fn order_moves(&mut self, moves: &mut [Move]) {
        self.0.order_moves(moves);
    }
    fn note_win(&mut self, mv: Move) {
        self.0.note_win(mv);
    }
}
