//! df-pn on games whose answers are known from game theory or from analysis by hand:
//! tic-tac-toe and other small m,n,k-games, Nim (Bouton's theorem), random Maker–Breaker
//! games (against the plain reference solver), and hand-built cyclic graphs whose values
//! hinge on the repetition rule and on the graph-history interaction. None of the expected
//! answers comes from the solver under test.

use std::fmt::Debug;

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_search::games::{Cycles, Graph, GraphNode, MakerBreaker, Mnk, Nim, Player};
use tesuji_search::{Budget, Config, Dfpn, Evaluation, Problem, Turn, Value, Verdict, reference};

/// Tables of one cluster (every store may evict), a few clusters, and plenty.
const TABLE_BYTES: [usize; 3] = [1, 400, 1 << 20];

fn solver<M: Copy + Eq + Debug>(memory_bytes: usize) -> Dfpn<M> {
    Dfpn::new(Config {
        memory_bytes,
        ..Config::default()
    })
}

/// Replays `pv` on a copy of `problem`: every move is legal in an open position, and the
/// line ends in a terminal position with the value `value`.
fn assert_pv_wins<P: Problem + Clone>(problem: &P, pv: &[P::Move], value: Value, label: &str) {
    let mut line = problem.clone();
    let mut moves = Vec::new();
    for (i, &mv) in pv.iter().enumerate() {
        assert_eq!(
            line.evaluate(),
            Evaluation::Open,
            "{label}: pv {pv:?} goes on after a terminal position (move {i})"
        );
        moves.clear();
        line.generate_moves(&mut moves);
        assert!(
            moves.contains(&mv),
            "{label}: pv {pv:?} plays an illegal move at {i}"
        );
        line.play(mv);
    }
    assert_eq!(
        line.evaluate(),
        Evaluation::Solved(value),
        "{label}: pv {pv:?} does not end the game with {value:?}"
    );
}

/// Solves `game`, checks the verdict, the proof tree (extracted and replayed), and that
/// the game is left as it was; returns the solver for further questions.
fn solve_and_check_tree<P: Problem + Clone>(
    game: &mut P,
    expected: Value,
    label: &str,
) -> (Dfpn<P::Move>, Vec<P::Move>) {
    let key = game.key();
    let mut solver = solver(Config::default().memory_bytes);
    let outcome = solver.solve(game);
    assert_eq!(outcome.verdict, Verdict::from(expected), "{label}");
    assert_eq!(game.key(), key, "{label}: solve changed the position");
    let tree = solver
        .proof_tree(game)
        .unwrap_or_else(|e| panic!("{label}: no proof tree: {e}"));
    assert_eq!(tree.value, expected, "{label}: tree value");
    tree.check(game)
        .unwrap_or_else(|e| panic!("{label}: the proof tree does not hold: {e}"));
    assert_eq!(game.key(), key, "{label}: proof_tree changed the position");
    (solver, outcome.pv)
}

// ---------------------------------------------------------------------------------------
// m,n,k-games
// ---------------------------------------------------------------------------------------

/// Tic-tac-toe (3,3,3) is a draw with best play, a classical result of exhaustive
/// analysis: neither player can force three in a row. So with
/// the first player as prover the goal "first player wins" is disproven, and with the
/// second player as prover "second player wins" is disproven as well. Since the game is a
/// draw and no opening move loses by force for the first player (every first move still
/// draws), every one of the 9 first moves is disproven for the first player as prover.
#[test]
fn tic_tac_toe_is_a_draw() {
    for prover in [Player::First, Player::Second] {
        let label = format!("tic-tac-toe, prover {prover:?}");
        let mut game = Mnk::new(3, 3, 3, prover);
        let (mut solver, _) = solve_and_check_tree(&mut game, Value::Disproven, &label);
        if prover == Player::First {
            let key = game.key();
            let moves = solver.root_moves(&mut game);
            assert_eq!(game.key(), key, "{label}: root_moves changed the position");
            let cells: Vec<u16> = moves.iter().map(|m| m.mv).collect();
            assert_eq!(cells, (0..9).collect::<Vec<u16>>(), "{label}: root moves");
            for m in &moves {
                assert_eq!(
                    m.verdict,
                    Verdict::Disproven,
                    "{label}: first move {}",
                    m.mv
                );
            }
        }
    }
}

/// On a 4-wide, 3-high board with three in a row to win, the first player wins: a known
/// m,n,k-game result (4,3,3 is the smallest board on which k = 3 is a first-player win;
/// see the tables of solved m,n,k-games, e.g. the m,n,k-game article of Wikipedia).
#[test]
fn four_by_three_three_in_a_row_is_a_first_player_win() {
    let label = "4x3 k=3";
    let mut game = Mnk::new(4, 3, 3, Player::First);
    let (_, pv) = solve_and_check_tree(&mut game, Value::Proven, label);
    assert_pv_wins(&game, &pv, Value::Proven, label);
    // The first player makes the last move of a won line: an odd number of moves.
    assert_eq!(pv.len() % 2, 1, "{label}: pv {pv:?}");
}

/// 4,4,3 is a first-player win: a known m,n,k-game result (same tables). The principal
/// variation must replay legally and end with the first player's line.
#[test]
fn four_by_four_three_in_a_row_is_a_first_player_win() {
    let label = "4x4 k=3";
    let mut game = Mnk::new(4, 4, 3, Player::First);
    let (_, pv) = solve_and_check_tree(&mut game, Value::Proven, label);
    assert_pv_wins(&game, &pv, Value::Proven, label);
    assert_eq!(pv.len() % 2, 1, "{label}: pv {pv:?}");
}

/// 4,4,4 is a draw: a known m,n,k-game result (same tables; on 4×4 with k = 4 the only
/// lines are the 4 rows, 4 columns and 2 main diagonals, and the second player can block
/// all of them). So neither player as prover can force a win: both are disproven.
///
/// Only the verdicts are checked: the disproof tree for the first player as prover has
/// about 18 million positions (it must answer every first-player move to the end of the
/// game), far beyond `max_proof_nodes` and seconds to build.
#[test]
fn four_by_four_four_in_a_row_is_a_draw() {
    for prover in [Player::First, Player::Second] {
        let mut game = Mnk::new(4, 4, 4, prover);
        let key = game.key();
        let outcome = solver(Config::default().memory_bytes).solve(&mut game);
        assert_eq!(
            outcome.verdict,
            Verdict::Disproven,
            "4x4 k=4, prover {prover:?}"
        );
        assert_eq!(game.key(), key);
    }
}

// ---------------------------------------------------------------------------------------
// Nim
// ---------------------------------------------------------------------------------------

/// The xor of the heaps, each reduced modulo `max_take + 1` when takes are bounded: the
/// Sprague–Grundy value of the position, computed here independently of the library.
fn grundy(heaps: &[u32], max_take: Option<u32>) -> u32 {
    heaps
        .iter()
        .map(|&h| max_take.map_or(h, |m| h % (m + 1)))
        .fold(0, |x, g| x ^ g)
}

/// Subtraction game on one heap, take 1 to 3: the mover loses exactly when the heap is a
/// multiple of 4 (whatever the mover takes, the opponent takes the rest of 4). The prover
/// moves first, so the verdict is Proven iff `heap % 4 != 0`, for heaps 0 to 30.
#[test]
fn nim_single_heap_take_up_to_three() {
    for heap in 0..=30 {
        let mut game = Nim::new(&[heap], Some(3));
        let mover_wins = heap % 4 != 0;
        assert_eq!(
            game.mover_wins_by_theory(),
            mover_wins,
            "theory, heap {heap}"
        );
        let expected = if mover_wins {
            Value::Proven
        } else {
            Value::Disproven
        };
        let mut solver = solver(1 << 20);
        let outcome = solver.solve(&mut game);
        assert_eq!(outcome.verdict, Verdict::from(expected), "heap {heap}");
        let tree = solver.proof_tree(&mut game).unwrap();
        assert_eq!(tree.value, expected, "heap {heap}");
        tree.check(&mut game).unwrap();
        if heap > 0 {
            assert_pv_wins(&game, &outcome.pv, expected, &format!("heap {heap}"));
        }
    }
}

/// Nim with 2 heaps of 0 to 6 and with 3 heaps of 0 to 5, any number taken: by Bouton's
/// theorem the mover wins iff the xor of the heaps is not 0.
#[test]
fn nim_multi_heap_follows_bouton() {
    let mut games: Vec<Vec<u32>> = Vec::new();
    for a in 0..=6 {
        for b in 0..=6 {
            games.push(vec![a, b]);
        }
    }
    for a in 0..=5 {
        for b in a..=5 {
            for c in b..=5 {
                games.push(vec![a, b, c]);
            }
        }
    }
    for heaps in games {
        let mut game = Nim::new(&heaps, None);
        let mover_wins = grundy(&heaps, None) != 0;
        assert_eq!(game.mover_wins_by_theory(), mover_wins, "theory {heaps:?}");
        let expected = if mover_wins {
            Value::Proven
        } else {
            Value::Disproven
        };
        // A solver per game: `Nim` keys identify positions within one game only (with
        // fewer heaps the keys collide: [0, 1, 1] with the disprover to move has the key
        // of [1, 1] with the prover to move), so a table must not be shared across games.
        let mut solver = solver(1 << 20);
        let outcome = solver.solve(&mut game);
        assert_eq!(outcome.verdict, Verdict::from(expected), "heaps {heaps:?}");
        let tree = solver.proof_tree(&mut game).unwrap();
        tree.check(&mut game)
            .unwrap_or_else(|e| panic!("heaps {heaps:?}: {e}"));
    }
}

/// The winning moves of a Nim position are exactly those that leave a position of
/// Grundy value 0. Worked out by hand for each game below (x is the xor of the reduced
/// heaps; a heap h can be brought to h ^ x when that is smaller, and with takes bounded
/// by 3 the reduced value h % 4 must be brought to the needed value within 3):
///
/// - [3, 4, 5]: x = 2; 3 → 1 (take 2); 4 → 6 and 5 → 7 are not smaller. Only (0, 2).
/// - [1, 2]: x = 3; 2 → 1 (take 1). Only (1, 1).
/// - [5, 3]: x = 6; 5 → 3 (take 2). Only (0, 2).
/// - [7, 1]: x = 6; 7 → 1 (take 6). Only (0, 6).
/// - [2, 2], [1, 2, 3]: x = 0, no winning move.
/// - [6], takes ≤ 3: 6 → 4 (take 2). Only (0, 2).
/// - [5, 6], takes ≤ 3: reduced 1 ^ 2 = 3; heap 0 must become ≡ 2 (mod 4): 5 → 2 (take
///   3); heap 1 must become ≡ 1: 6 → 5 (take 1). So (0, 3) and (1, 1).
#[test]
fn nim_root_moves_are_the_moves_to_xor_zero() {
    type Case = (&'static [u32], Option<u32>, &'static [(u8, u32)]);
    let cases: [Case; 8] = [
        (&[3, 4, 5], None, &[(0, 2)]),
        (&[1, 2], None, &[(1, 1)]),
        (&[5, 3], None, &[(0, 2)]),
        (&[7, 1], None, &[(0, 6)]),
        (&[2, 2], None, &[]),
        (&[1, 2, 3], None, &[]),
        (&[6], Some(3), &[(0, 2)]),
        (&[5, 6], Some(3), &[(0, 3), (1, 1)]),
    ];
    for (heaps, max_take, winning) in cases {
        // The hand list agrees with the xor rule over every legal move.
        let mut all = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for take in 1..=max_take.map_or(h, |m| m.min(h)) {
                let mut after = heaps.to_vec();
                after[i] -= take;
                let wins = grundy(&after, max_take) == 0;
                assert_eq!(
                    wins,
                    winning.contains(&(i as u8, take)),
                    "hand analysis of {heaps:?}: ({i}, {take})"
                );
                all.push(((i as u8, take), wins));
            }
        }
        for bytes in TABLE_BYTES {
            let mut game = Nim::new(heaps, max_take);
            let key = game.key();
            let got: Vec<((u8, u32), Verdict)> = solver(bytes)
                .root_moves(&mut game)
                .into_iter()
                .map(|m| (m.mv, m.verdict))
                .collect();
            // After the prover's move the disprover is to move: a winning move leaves a
            // position the prover wins, Proven.
            let want: Vec<((u8, u32), Verdict)> = all
                .iter()
                .map(|&(mv, wins)| {
                    (
                        mv,
                        if wins {
                            Verdict::Proven
                        } else {
                            Verdict::Disproven
                        },
                    )
                })
                .collect();
            assert_eq!(got, want, "{heaps:?} {max_take:?}, table {bytes} B");
            assert_eq!(game.key(), key);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Maker–Breaker
// ---------------------------------------------------------------------------------------

/// Random small Maker–Breaker games: no theory gives their values, so the plain
/// path-by-path reference solver (no table, no numbers) is the yardstick. df-pn's verdict
/// must equal it, its proof tree must check, and each root move's verdict must equal the
/// reference's value of that move.
#[test]
fn maker_breaker_agrees_with_the_reference() {
    let mut rng = SmallRng::seed_from_u64(0x3A4E_B4EA);
    let mut checked = 0;
    let mut skipped = 0;
    let mut values = [0; 2];
    for round in 0..200 {
        let points = rng.random_range(8..=12);
        let edges = rng.random_range(3..=8);
        let edge_size = rng.random_range(2..=4);
        let seed = rng.random::<u64>();
        let label = format!(
            "game {round}: MakerBreaker::random({points}, {edges}, {edge_size}, {seed:#x})"
        );
        let mut game = MakerBreaker::random(points, edges, edge_size, seed);
        let Some(expected) = reference::solve(&mut game, 2_000_000) else {
            skipped += 1;
            continue;
        };
        values[usize::from(expected == Value::Proven)] += 1;
        for bytes in [400, 1 << 20] {
            let label = format!("{label}, table {bytes} B");
            let mut solver = solver(bytes);
            let key = game.key();
            let outcome = solver.solve(&mut game);
            assert_eq!(outcome.verdict, Verdict::from(expected), "{label}");
            assert_eq!(game.key(), key, "{label}: solve changed the position");
            assert_pv_wins(&game, &outcome.pv, expected, &label);
            let tree = solver
                .proof_tree(&mut game)
                .unwrap_or_else(|e| panic!("{label}: no tree: {e}"));
            assert_eq!(tree.value, expected, "{label}");
            tree.check(&mut game)
                .unwrap_or_else(|e| panic!("{label}: bad tree: {e}"));
            if let Some(want) = reference::move_values(&mut game, 2_000_000) {
                let got: Vec<(u16, Verdict)> = solver
                    .root_moves(&mut game)
                    .into_iter()
                    .map(|m| (m.mv, m.verdict))
                    .collect();
                let want: Vec<(u16, Verdict)> =
                    want.into_iter().map(|(mv, v)| (mv, v.into())).collect();
                assert_eq!(got, want, "{label}: root moves");
            }
            assert_eq!(game.key(), key, "{label}: the position changed");
        }
        checked += 1;
    }
    assert!(
        skipped * 10 <= checked,
        "the reference gave up too often: {skipped} skipped, {checked} checked"
    );
    // Both outcomes occur, so neither answer is tested only trivially.
    assert!(values[0] > 10 && values[1] > 10, "values {values:?}");
}

// ---------------------------------------------------------------------------------------
// Hand-built cyclic graphs
// ---------------------------------------------------------------------------------------

fn prover(children: &[u32]) -> GraphNode {
    GraphNode {
        turn: Turn::Prover,
        terminal: None,
        children: children.to_vec(),
    }
}

fn disprover(children: &[u32]) -> GraphNode {
    GraphNode {
        turn: Turn::Disprover,
        terminal: None,
        children: children.to_vec(),
    }
}

fn terminal(value: Value) -> GraphNode {
    GraphNode {
        turn: Turn::Prover,
        terminal: Some(value),
        children: Vec::new(),
    }
}

/// Checks a hand-analysed graph: the reference solver agrees with the hand analysis, and
/// df-pn does under every table size, whether asked for the verdict first or for the
/// root moves first: verdict, pv, proof tree, root moves, the walk left at the root.
fn check_graph(nodes: &[GraphNode], cycles: Cycles, expected: Value, moves: &[(u32, Value)]) {
    let label = format!("{cycles:?}");
    let graph = Graph::new(nodes.to_vec(), 0, cycles);
    let want: Vec<(u32, Verdict)> = moves.iter().map(|&(mv, v)| (mv, v.into())).collect();

    let mut problem = graph.clone();
    assert_eq!(
        reference::solve(&mut problem, 1_000_000),
        Some(expected),
        "{label}: the reference disagrees with the hand analysis"
    );
    assert_eq!(
        reference::move_values(&mut problem, 1_000_000),
        Some(moves.to_vec()),
        "{label}: the reference's move values disagree with the hand analysis"
    );

    for bytes in TABLE_BYTES {
        let label = format!("{label}, table {bytes} B");
        // A budget far above what these graphs need turns an endless search into a
        // failure.
        let config = Config {
            memory_bytes: bytes,
            budget: Budget {
                max_nodes: Some(100_000),
                ..Budget::default()
            },
            ..Config::default()
        };
        for root_moves_first in [false, true] {
            let mut solver = Dfpn::new(config.clone());
            let mut problem = graph.clone();
            let root_moves = |solver: &mut Dfpn<u32>, problem: &mut Graph| {
                let got: Vec<(u32, Verdict)> = solver
                    .root_moves(problem)
                    .into_iter()
                    .map(|m| (m.mv, m.verdict))
                    .collect();
                assert_eq!(got, want, "{label}: root moves");
                assert_eq!(problem.current(), 0, "{label}: root_moves moved the walk");
            };
            if root_moves_first {
                root_moves(&mut solver, &mut problem);
            }
            let outcome = solver.solve(&mut problem);
            assert_eq!(outcome.verdict, Verdict::from(expected), "{label}");
            assert_eq!(problem.current(), 0, "{label}: solve moved the walk");
            for (i, &mv) in outcome.pv.iter().enumerate() {
                // Every pv move is an edge of the graph.
                let from = if i == 0 { 0 } else { outcome.pv[i - 1] };
                assert!(
                    nodes[from as usize].children.contains(&mv),
                    "{label}: pv {:?}",
                    outcome.pv
                );
            }
            let tree = solver
                .proof_tree(&mut problem)
                .unwrap_or_else(|e| panic!("{label}: no tree: {e}"));
            assert_eq!(tree.value, expected, "{label}");
            tree.check(&mut problem)
                .unwrap_or_else(|e| panic!("{label}: bad tree: {e}\n{tree:?}"));
            assert_eq!(problem.current(), 0, "{label}: proof_tree moved the walk");
            if !root_moves_first {
                root_moves(&mut solver, &mut problem);
            }
        }
    }
}

/// A two-cycle where the disprover may repeat:
///
/// ```text
///   A (prover, root) ──→ B (disprover) ──→ T (terminal, Proven)
///        ↑                   │
///        └───────────────────┘
/// ```
///
/// The prover's only move is to B. There the disprover either gives up (T) or goes back
/// to A, which repeats the root. So the root has the value of that repetition:
///
/// - `Value(Disproven)`: the disprover repeats and wins. Disproven.
/// - `Value(Proven)`: both of B's moves lose for the disprover. Proven.
/// - `ToMoveWins`: at the repeated A the prover is to move, so the prover wins it, and
///   again both of B's moves lose for the disprover. Proven.
///
/// The root's one move, to B, has the root's value.
#[test]
fn graph_two_cycle_value_is_the_repetition_rule() {
    use Value::{Disproven as D, Proven as P};
    let nodes = [
        prover(&[1]),       // 0 A
        disprover(&[0, 2]), // 1 B
        terminal(P),        // 2 T
    ];
    check_graph(&nodes, Cycles::Value(D), D, &[(1, D)]);
    check_graph(&nodes, Cycles::Value(P), P, &[(1, P)]);
    check_graph(&nodes, Cycles::ToMoveWins, P, &[(1, P)]);
}

/// A four-cycle with an exit at the root, where under "whoever repeats loses"
/// (`ToMoveWins`) the prover must not close the short cycle but leave it to the
/// disprover to close the long one:
///
/// ```text
///     L ←── A ⇄ B ⇄ C ──→ D        A (root), C: prover     B, D: disprover
///           ↑             │        L: terminal, Disproven
///           └─────────────┘
/// ```
///
/// (A → B, L; B → A, C; C → B, D; D → A.)
///
/// - `Value(Disproven)`: at B the disprover goes back to A, a repetition it wins; L loses
///   for the prover too. Disproven; both root moves disproven.
/// - `Value(Proven)`: at B, going back to A is a repetition the prover wins; going to C
///   lets the prover go back to B, another. So B is proven, and the root by A → B. L is
///   disproven.
/// - `ToMoveWins`: at B, back to A repeats A with the prover to move: the prover wins. So
///   the disprover goes to C. There C → B would repeat B with the disprover to move, a
///   win for the disprover, so the prover plays C → D, and D's only move repeats A with
///   the prover to move (a four-ply cycle): proven. Root proven by A → B; L disproven.
#[test]
fn graph_four_cycle_the_closer_loses() {
    use Value::{Disproven as D, Proven as P};
    let nodes = [
        prover(&[1, 4]),    // 0 A
        disprover(&[0, 2]), // 1 B
        prover(&[1, 3]),    // 2 C
        disprover(&[0]),    // 3 D
        terminal(D),        // 4 L
    ];
    check_graph(&nodes, Cycles::Value(D), D, &[(1, D), (4, D)]);
    check_graph(&nodes, Cycles::Value(P), P, &[(1, P), (4, D)]);
    check_graph(&nodes, Cycles::ToMoveWins, P, &[(1, P), (4, D)]);
}

/// The same four-cycle, but D may now also escape to L (a disprover win). Under
/// `ToMoveWins` the prover is now stuck: at C closing the short cycle (C → B) loses, and
/// D → L wins for the disprover, so C is disproven, and B is disproven by B → C (B → A
/// would be a repetition won by the prover, so the disprover avoids it).
///
/// ```text
///     L ←── A ⇄ B ⇄ C ──→ D        A (root), C: prover     B, D: disprover
///     ↑     ↑             │        L: terminal, Disproven
///     │     └─────────────┤
///     └───────────────────┘
/// ```
///
/// (A → B, L; B → A, C; C → B, D; D → A, L.)
///
/// - `Value(Disproven)`: B → A repeats, the disprover wins. Disproven; both moves lose.
/// - `Value(Proven)`: C → B repeats, the prover wins, so C, B and the root are proven
///   (D → L does not matter: the prover never goes to D). Root move B proven, L not.
/// - `ToMoveWins`: as above. Disproven; both root moves disproven, though for other
///   reasons than under `Value(Disproven)`: here the disprover must not go back to A.
#[test]
fn graph_four_cycle_with_an_escape() {
    use Value::{Disproven as D, Proven as P};
    let nodes = [
        prover(&[1, 4]),    // 0 A
        disprover(&[0, 2]), // 1 B
        prover(&[1, 3]),    // 2 C
        disprover(&[0, 4]), // 3 D
        terminal(D),        // 4 L
    ];
    check_graph(&nodes, Cycles::Value(D), D, &[(1, D), (4, D)]);
    check_graph(&nodes, Cycles::Value(P), P, &[(1, P), (4, D)]);
    check_graph(&nodes, Cycles::ToMoveWins, D, &[(1, D), (4, D)]);
}

/// Graph-history interaction, repetitions good for the prover. C is reached by two
/// routes, R → X → C and R → Q → C, and C's only good continuation, back to X, is a
/// repetition on the first route only:
///
/// ```text
///     R ──→ X ──→ E        R (root), C: prover     X, Q: disprover
///     │     ⇅              E: prover with no moves (disproven)
///     │     C ──→ L        L: terminal, Disproven
///     │     ↑
///     └───→ Q
/// ```
///
/// (R → X, Q; X → C, E; Q → C; C → X, L.) Under `Value(Proven)`:
///
/// - on R → X → C, C → X repeats X: proven, so C is proven *on this line*; but at X the
///   disprover simply plays E, where the prover has no move. X is disproven.
/// - on R → Q → C, X is not on the line: C → X lets the disprover play E (or go back to
///   C, a repetition the prover wins), so X is disproven; C → L is disproven. So C is
///   disproven *on this line*, and so is Q.
///
/// The root is disproven, and both root moves. A search that kept "C is proven" from the
/// first line (X's children are ordered to tempt df-pn into X → C before X → E) and used
/// it on the second would prove Q and the root. Under `Value(Disproven)` and
/// `ToMoveWins` (where C → X repeats X with the disprover to move) every line is
/// disproven, with the same root moves.
#[test]
fn graph_history_interaction_repetition_good_for_the_prover() {
    use Value::{Disproven as D, Proven as P};
    let nodes = [
        prover(&[1, 2]),    // 0 R
        disprover(&[3, 4]), // 1 X
        disprover(&[3]),    // 2 Q
        prover(&[1, 5]),    // 3 C
        prover(&[]),        // 4 E
        terminal(D),        // 5 L
    ];
    for cycles in [Cycles::Value(P), Cycles::Value(D), Cycles::ToMoveWins] {
        check_graph(&nodes, cycles, D, &[(1, D), (2, D)]);
    }
}

/// Graph-history interaction, repetitions good for the disprover, with a proven root.
/// C is reached by R → Y → X → C and by R → Q → C; the disprover's only good
/// continuation at C goes back to X, which lies on the first route only:
///
/// ```text
///     R ──→ Y ──→ Z              R (root), X: prover     Y, Q, C, G: disprover
///     │     ↓                    Z: prover with no moves (disproven)
///     │     X ──→ G ──→ W        W: terminal, Proven
///     │     ⇅           ↑
///     │     C ──────────┘
///     │     ↑
///     └───→ Q
/// ```
///
/// (R → Y, Q; Y → X, Z; Q → C; X → C, G; C → X, W; G → W.) Under `Value(Disproven)`:
///
/// - Y is disproven: the disprover plays Z, where the prover has no move.
/// - on R → Y → X → C, C → X repeats X: the disprover wins, so C is disproven *on this
///   line* (the prover's good move at X is G, not C).
/// - on R → Q → C, X is not on the line: C → X lets the prover play G → W (X → C would
///   repeat C, a disprover win), so X is proven; C → W is proven. C is proven *on this
///   line*, and so is Q. The root is proven by R → Q.
///
/// Keeping "C is disproven" from the first line would disprove Q and the root (df-pn
/// meets the first line first: Y's children are ordered X before Z, X's C before G).
///
/// Under `Value(Proven)` and `ToMoveWins` there is no such interaction: C → X on the
/// first line repeats X, which the prover wins (under `ToMoveWins` because the prover is
/// to move at X), so C is proven on both lines (C → W is proven anyway). Y is still
/// disproven by Z, Q proven, the root proven.
///
/// All three rules: root proven; root moves Y disproven, Q proven.
#[test]
fn graph_history_interaction_repetition_good_for_the_disprover() {
    use Value::{Disproven as D, Proven as P};
    let nodes = [
        prover(&[1, 2]),    // 0 R
        disprover(&[3, 4]), // 1 Y
        disprover(&[5]),    // 2 Q
        prover(&[5, 6]),    // 3 X
        prover(&[]),        // 4 Z
        disprover(&[3, 7]), // 5 C
        disprover(&[7]),    // 6 G
        terminal(P),        // 7 W
    ];
    for cycles in [Cycles::Value(D), Cycles::Value(P), Cycles::ToMoveWins] {
        check_graph(&nodes, cycles, P, &[(1, D), (2, P)]);
    }
}

// ---------------------------------------------------------------------------------------
// The problem is left as it was
// ---------------------------------------------------------------------------------------

/// `solve`, `root_moves` and `proof_tree` leave the problem as they got it, also when a
/// node budget stops them in the middle of the search (the unwinding path): an Mnk game
/// after two moves keeps its key, turn and legal moves; a Graph walk started at a node on
/// a cycle stays there.
#[test]
fn searches_leave_the_problem_as_it_was() {
    let mut game = Mnk::new(4, 4, 3, Player::Second);
    game.play(5);
    game.play(0);
    let snapshot = |game: &mut Mnk| {
        let mut moves = Vec::new();
        game.generate_moves(&mut moves);
        (game.key(), game.turn(), game.evaluate(), moves)
    };
    let before = snapshot(&mut game);
    for max_nodes in [Some(1), Some(50), Some(5_000), None] {
        let mut solver = Dfpn::new(Config {
            budget: Budget {
                max_nodes,
                ..Budget::default()
            },
            ..Config::default()
        });
        let outcome = solver.solve(&mut game);
        assert_eq!(snapshot(&mut game), before, "solve, budget {max_nodes:?}");
        if max_nodes == Some(1) {
            assert_eq!(outcome.verdict, Verdict::Unknown);
        }
        let _ = solver.root_moves(&mut game);
        assert_eq!(
            snapshot(&mut game),
            before,
            "root_moves, budget {max_nodes:?}"
        );
        let _ = solver.proof_tree(&mut game);
        assert_eq!(
            snapshot(&mut game),
            before,
            "proof_tree, budget {max_nodes:?}"
        );
    }

    // The four-cycle of `graph_four_cycle_the_closer_loses`, walked from C (node 2).
    let nodes = vec![
        prover(&[1, 4]),
        disprover(&[0, 2]),
        prover(&[1, 3]),
        disprover(&[0]),
        terminal(Value::Disproven),
    ];
    for cycles in [
        Cycles::Value(Value::Proven),
        Cycles::Value(Value::Disproven),
        Cycles::ToMoveWins,
    ] {
        for max_nodes in [Some(1), Some(3), None] {
            let mut graph = Graph::new(nodes.clone(), 2, cycles);
            let mut solver = Dfpn::new(Config {
                memory_bytes: 400,
                budget: Budget {
                    max_nodes,
                    ..Budget::default()
                },
                ..Config::default()
            });
            let _ = solver.solve(&mut graph);
            assert_eq!(graph.current(), 2, "solve, {cycles:?}, {max_nodes:?}");
            let _ = solver.root_moves(&mut graph);
            assert_eq!(graph.current(), 2, "root_moves, {cycles:?}, {max_nodes:?}");
            let _ = solver.proof_tree(&mut graph);
            assert_eq!(graph.current(), 2, "proof_tree, {cycles:?}, {max_nodes:?}");
            // The walk still works from there: C's moves are B and D.
            let mut moves = Vec::new();
            graph.generate_moves(&mut moves);
            assert_eq!(moves, [1, 3]);
        }
    }
}

// ---------------------------------------------------------------------------------------
// A node won at once plays no other child
// ---------------------------------------------------------------------------------------

/// A [`Graph`] walked from node 0 that records every move played from there.
#[derive(Clone, Debug)]
struct Counted {
    graph: Graph,
    from_root: Vec<u32>,
}

impl Counted {
    /// The walk of `nodes` from node 0, nothing played yet.
    fn at_root(nodes: Vec<GraphNode>, cycles: Cycles) -> Counted {
        Counted {
            graph: Graph::new(nodes, 0, cycles),
            from_root: Vec::new(),
        }
    }
}

impl Problem for Counted {
    type Move = u32;
    fn turn(&self) -> Turn {
        self.graph.turn()
    }
    fn key(&self) -> u64 {
        self.graph.key()
    }
    fn evaluate(&mut self) -> Evaluation {
        self.graph.evaluate()
    }
    fn generate_moves(&mut self, moves: &mut Vec<u32>) {
        self.graph.generate_moves(moves);
    }
    fn play(&mut self, to: u32) {
        if self.graph.current() == 0 {
            self.from_root.push(to);
        }
        self.graph.play(to);
    }
    fn undo(&mut self, to: u32) {
        self.graph.undo(to);
    }
    fn repetition(&mut self, plies: usize) -> Value {
        self.graph.repetition(plies)
    }
}

/// When expanding a node meets a child that wins for the side to move for good, the node
/// is settled and its other children are not played; a win that rests on a repetition of
/// the path settles nothing, so the children after it are still looked at (and the node's
/// lasting win found there).
#[test]
fn a_child_that_wins_for_good_ends_the_expansion() {
    // The root (0, prover) has a winning terminal child (1) first, then two inner ones.
    let nodes = vec![
        prover(&[1, 2, 3]),
        terminal(Value::Proven),
        disprover(&[4]),
        disprover(&[4]),
        terminal(Value::Disproven),
    ];
    let mut problem = Counted::at_root(nodes, Cycles::Value(Value::Disproven));
    // The verdict alone: `solve`'s principal variation looks at every child again.
    assert_eq!(solver(1 << 20).verdict(&mut problem), Verdict::Proven);
    assert_eq!(
        problem.from_root,
        vec![1],
        "only the winning child is played"
    );

    // The root's first move leads back to the root, where the repetition counts as the
    // prover's win: a win of this line only. The root's lasting win is its third child
    // (3, terminal).
    let nodes = vec![
        prover(&[0, 2, 3]),
        disprover(&[4]),
        disprover(&[4]),
        terminal(Value::Proven),
        terminal(Value::Disproven),
    ];
    let mut problem = Counted::at_root(nodes, Cycles::Value(Value::Proven));
    assert_eq!(solver(1 << 20).verdict(&mut problem), Verdict::Proven);
    assert!(
        problem.from_root.contains(&3),
        "the lasting win after the path-dependent one is found: {:?}",
        problem.from_root
    );
}
