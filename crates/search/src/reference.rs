//! A plain depth-first AND/OR solver: no table, no numbers, every line searched with its
//! own history. Exponential, so only for small problems, but simple enough to trust: the
//! tests compare df-pn with it.

use crate::problem::{Evaluation, Problem, Value};

/// Solves the current position by plain depth-first search, with repetitions judged on
/// each line exactly as [`Dfpn`](crate::Dfpn) judges them (the terminal test first, then a
/// position that recurs on the line gets [`Problem::repetition`]). `None` when more than
/// `max_nodes` positions would be searched. The problem is left as it was.
///
/// ```
/// # use tesuji_search::{Evaluation, Problem, Turn, Value, reference};
/// # struct Nim { heap: u32, prover_to_move: bool }
/// # impl Problem for Nim {
/// #     type Move = u32;
/// #     fn turn(&self) -> Turn { if self.prover_to_move { Turn::Prover } else { Turn::Disprover } }
/// #     fn key(&self) -> u64 { u64::from(self.heap) * 2 + u64::from(self.prover_to_move) }
/// #     fn evaluate(&mut self) -> Evaluation {
/// #         if self.heap == 0 { Evaluation::Solved(Value::win_for(self.turn().opponent())) } else { Evaluation::Open }
/// #     }
/// #     fn generate_moves(&mut self, moves: &mut Vec<u32>) { moves.extend((1..=3).filter(|&t| t <= self.heap)); }
/// #     fn play(&mut self, take: u32) { self.heap -= take; self.prover_to_move ^= true; }
/// #     fn undo(&mut self, take: u32) { self.heap += take; self.prover_to_move ^= true; }
/// #     fn repetition(&mut self, _: usize) -> Value { unreachable!() }
/// # }
/// let mut nim = Nim { heap: 9, prover_to_move: true };
/// assert_eq!(reference::solve(&mut nim, 1_000_000), Some(Value::Proven));
/// ```
pub fn solve<P: Problem>(problem: &mut P, max_nodes: u64) -> Option<Value> {
    Reference::new(max_nodes).value(problem)
}

/// The value of the position after each move of the current position, each judged with
/// the current position on the line (as [`Dfpn::root_moves`](crate::Dfpn::root_moves)
/// judges them). `None` when more than `max_nodes` positions would be searched in all.
pub fn move_values<P: Problem>(problem: &mut P, max_nodes: u64) -> Option<Vec<(P::Move, Value)>> {
    let mut search = Reference::new(max_nodes);
    let mut moves = Vec::new();
    if problem.evaluate() == Evaluation::Open {
        problem.generate_moves(&mut moves);
    }
    search.path.push(problem.key());
    moves
        .into_iter()
        .map(|mv| {
            problem.play(mv);
            let value = search.value(problem);
            problem.undo(mv);
            value.map(|v| (mv, v))
        })
        .collect()
}

struct Reference {
    path: Vec<u64>,
    nodes: u64,
    max_nodes: u64,
}

impl Reference {
    fn new(max_nodes: u64) -> Reference {
        Reference {
            path: Vec::new(),
            nodes: 0,
            max_nodes,
        }
    }

    fn value<P: Problem>(&mut self, problem: &mut P) -> Option<Value> {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            return None;
        }
        if let Evaluation::Solved(value) = problem.evaluate() {
            return Some(value);
        }
        let key = problem.key();
        if let Some(at) = self.path.iter().rposition(|&k| k == key) {
            return Some(problem.repetition(self.path.len() - at));
        }
        let mut moves = Vec::new();
        problem.generate_moves(&mut moves);
        let win = Value::win_for(problem.turn());
        let loss = Value::win_for(problem.turn().opponent());
        self.path.push(key);
        let mut result = Some(loss);
        for mv in moves {
            problem.play(mv);
            let value = self.value(problem);
            problem.undo(mv);
            match value {
                None => {
                    result = None;
                    break;
                }
                Some(v) if v == win => {
                    result = Some(win);
                    break;
                }
                Some(_) => {}
            }
        }
        self.path.pop();
        result
    }
}
