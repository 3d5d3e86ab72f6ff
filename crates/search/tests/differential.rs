//! df-pn against independent answers on thousands of random AND/OR graphs: acyclic ones
//! (with transpositions) against values computed by brute force over the DAG, and cyclic
//! ones against the plain path-by-path reference solver under each repetition rule. Every
//! verdict, every root move's verdict and every proof tree is checked, with tables from
//! one cluster (constant replacement) to roomy.
//!
//! `TESUJI_GRAPHS=N` sets the number of graphs of each kind (default 3,000), `TESUJI_SEED`
//! shifts the seeds to other graphs.

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_search::games::{Cycles, Graph, GraphNode};
use tesuji_search::{
    Budget, Config, Dfpn, Evaluation, Numbers, Problem, Turn, Value, Verdict, reference,
};

fn graphs() -> u64 {
    env_number("TESUJI_GRAPHS").unwrap_or(3_000)
}

/// Added to the fixed seeds, so long runs can cover other graphs (`TESUJI_SEED`).
fn seed() -> u64 {
    env_number("TESUJI_SEED").unwrap_or(0)
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|n| n.parse().ok())
}

/// Tables of one cluster (every store may evict), a few clusters, and plenty.
const TABLE_BYTES: [usize; 3] = [1, 400, 1 << 20];

fn random_turn(rng: &mut SmallRng) -> Turn {
    if rng.random_bool(0.5) {
        Turn::Prover
    } else {
        Turn::Disprover
    }
}

fn random_value(rng: &mut SmallRng) -> Value {
    if rng.random_bool(0.5) {
        Value::Proven
    } else {
        Value::Disproven
    }
}

/// A random graph: each node terminal with some probability, else with 0 to 4 children
/// drawn from `targets(i)`. Turns are random, so they need not alternate.
fn random_graph(
    rng: &mut SmallRng,
    n: usize,
    targets: impl Fn(&mut SmallRng, usize) -> Option<u32>,
) -> Vec<GraphNode> {
    (0..n)
        .map(|i| {
            let turn = random_turn(rng);
            if rng.random_bool(0.25) {
                return GraphNode {
                    turn,
                    terminal: Some(random_value(rng)),
                    children: Vec::new(),
                };
            }
            let degree = rng.random_range(0..=4);
            let mut children = Vec::new();
            for _ in 0..degree {
                if let Some(c) = targets(rng, i)
                    && !children.contains(&c)
                {
                    children.push(c);
                }
            }
            GraphNode {
                turn,
                terminal: None,
                children,
            }
        })
        .collect()
}

/// Values of every node of a DAG whose edges go to higher indices, by brute force from
/// the last node back.
fn dag_values(nodes: &[GraphNode]) -> Vec<Value> {
    let mut values = vec![Value::Disproven; nodes.len()];
    for i in (0..nodes.len()).rev() {
        let node = &nodes[i];
        values[i] = match node.terminal {
            Some(v) => v,
            None => {
                let win = Value::win_for(node.turn);
                if node.children.iter().any(|&c| values[c as usize] == win) {
                    win
                } else {
                    Value::win_for(node.turn.opponent())
                }
            }
        };
    }
    values
}

/// A graph whose search is steered by the optional hooks: pseudo-random initial proof and
/// disproof numbers, a reversed move order, and its evaluation declared stable (a node's
/// terminal value is its own, so the table's nodes are not evaluated again). Hooks change
/// the search's path or cost, never its answers.
#[derive(Clone, Debug)]
struct Steered(Graph);

impl Problem for Steered {
    type Move = u32;
    fn turn(&self) -> Turn {
        self.0.turn()
    }
    fn key(&self) -> u64 {
        self.0.key()
    }
    fn evaluate(&mut self) -> Evaluation {
        self.0.evaluate()
    }
    fn evaluation_is_stable(&self) -> bool {
        true
    }
    fn generate_moves(&mut self, moves: &mut Vec<u32>) {
        self.0.generate_moves(moves);
    }
    fn play(&mut self, mv: u32) {
        self.0.play(mv);
    }
    fn undo(&mut self, mv: u32) {
        self.0.undo(mv);
    }
    fn repetition(&mut self, plies: usize) -> Value {
        self.0.repetition(plies)
    }
    fn estimate(&mut self) -> Numbers {
        let h = self.key().wrapping_mul(0xD6E8_FEB8_6659_FD93) >> 40;
        // Zero and huge estimates too: the engine must clamp them.
        Numbers::new((h % 9) as u32 * 1000, ((h >> 8) % 9) as u32)
    }
    fn order_moves(&mut self, moves: &mut [u32]) {
        moves.reverse();
    }
}

/// Solves `graph` with df-pn under every table size, with and without steering hooks
/// and with plain Nagai thresholds (ε = 0), checking the verdict, the proof tree, the
/// principal variation and the root moves against `expected` and `expected_moves`.
fn check_graph(graph: &Graph, expected: Value, expected_moves: &[(u32, Value)], label: &str) {
    for bytes in TABLE_BYTES {
        for epsilon in [0.25, 0.0] {
            let label = format!("{label}, table {bytes} B, epsilon {epsilon}");
            let config = Config {
                memory_bytes: bytes,
                // A budget far above what these graphs need turns a search that never
                // ends into a failure that shows the graph.
                budget: Budget {
                    max_nodes: Some(1_000_000),
                    ..Budget::default()
                },
                epsilon,
                ..Config::default()
            };
            check_problem(
                graph.clone(),
                graph,
                &config,
                expected,
                expected_moves,
                &label,
            );
            let steered = Steered(graph.clone());
            let label = format!("{label}, steered");
            check_problem(steered, graph, &config, expected, expected_moves, &label);
        }
    }
}

fn check_problem<P: Problem<Move = u32> + Clone>(
    mut problem: P,
    graph: &Graph,
    config: &Config,
    expected: Value,
    expected_moves: &[(u32, Value)],
    label: &str,
) {
    let mut solver = Dfpn::new(config.clone());
    let root = problem.key();
    let outcome = solver.solve(&mut problem);
    assert_eq!(
        outcome.verdict,
        Verdict::from(expected),
        "{label}\n{:#?}",
        graph.nodes()
    );
    assert_eq!(problem.key(), root, "{label}: solve moved the root");

    let tree = solver
        .proof_tree(&mut problem)
        .unwrap_or_else(|e| panic!("{label}: no tree: {e}\n{:#?}", graph.nodes()));
    assert_eq!(tree.value, expected, "{label}");
    tree.check(&mut problem)
        .unwrap_or_else(|e| panic!("{label}: bad tree: {e}\n{tree:?}"));

    // The principal variation is a line of moves.
    let mut line = problem.clone();
    for &mv in &outcome.pv {
        let mut moves = Vec::new();
        line.generate_moves(&mut moves);
        assert!(
            moves.contains(&mv),
            "{label}: pv {:?} plays a non-move",
            outcome.pv
        );
        line.play(mv);
    }

    let mut got: Vec<(u32, Verdict)> = solver
        .root_moves(&mut problem)
        .iter()
        .map(|m| (m.mv, m.verdict))
        .collect();
    let mut want: Vec<(u32, Verdict)> = expected_moves
        .iter()
        .map(|&(mv, v)| (mv, Verdict::from(v)))
        .collect();
    got.sort_by_key(|&(mv, _)| mv);
    want.sort_by_key(|&(mv, _)| mv);
    assert_eq!(got, want, "{label}: root moves");
    assert_eq!(problem.key(), root, "{label}: root_moves moved the root");
}

#[test]
fn random_dags_agree_with_brute_force() {
    let mut rng = SmallRng::seed_from_u64(0xDA6 + seed());
    for round in 0..graphs() {
        let n = rng.random_range(2..60);
        let nodes = random_graph(&mut rng, n, |rng, i| {
            (i + 1 < n).then(|| rng.random_range(i as u32 + 1..n as u32))
        });
        let values = dag_values(&nodes);
        let root = 0;
        let expected_moves: Vec<(u32, Value)> = match nodes[root].terminal {
            Some(_) => Vec::new(),
            None => nodes[root]
                .children
                .iter()
                .map(|&c| (c, values[c as usize]))
                .collect(),
        };
        let graph = Graph::new(nodes, root as u32, Cycles::Value(Value::Disproven));
        let mut problem = graph.clone();
        assert_eq!(
            reference::solve(&mut problem, u64::MAX),
            Some(values[root]),
            "DAG {round}: the reference solver disagrees with brute force"
        );
        check_graph(
            &graph,
            values[root],
            &expected_moves,
            &format!("DAG {round}"),
        );
    }
}

#[test]
fn random_cyclic_graphs_agree_with_the_reference_under_every_repetition_rule() {
    let mut rng = SmallRng::seed_from_u64(0xC1C + seed());
    let rules = [
        Cycles::Value(Value::Proven),
        Cycles::Value(Value::Disproven),
        Cycles::ToMoveWins,
    ];
    let mut checked = 0;
    let mut round = 0;
    while checked < graphs() {
        round += 1;
        let n = rng.random_range(2..18);
        let nodes = random_graph(&mut rng, n, |rng, _| Some(rng.random_range(0..n as u32)));
        let rule = rules[rng.random_range(0..rules.len())];
        let graph = Graph::new(nodes, 0, rule);
        let mut problem = graph.clone();
        let (Some(expected), Some(expected_moves)) = (
            reference::solve(&mut problem, 2_000_000),
            reference::move_values(&mut problem, 2_000_000),
        ) else {
            continue; // too big for the reference solver
        };
        check_graph(
            &graph,
            expected,
            &expected_moves,
            &format!("cyclic graph {round} ({rule:?})"),
        );
        checked += 1;
    }
    assert!(
        round < 2 * checked,
        "the reference solver gave up too often: {round} graphs for {checked}"
    );
}
