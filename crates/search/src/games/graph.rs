use crate::problem::{Evaluation, Problem, Turn, Value};

/// A node of a [`Graph`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphNode {
    /// Who moves here.
    pub turn: Turn,
    /// The value of a terminal node; `None` for an inner node (one without children is
    /// lost for the side to move).
    pub terminal: Option<Value>,
    /// The nodes the moves lead to (a move is the index of the node it leads to).
    pub children: Vec<u32>,
}

/// What a position that recurs on a line is worth in a [`Graph`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cycles {
    /// This value, whoever closed the cycle.
    Value(Value),
    /// A win for the side to move in the recurring position: whoever closed the cycle
    /// loses, as a player who repeats a position does under a superko rule.
    ToMoveWins,
}

/// An explicit AND/OR graph (a DAG, or with cycles) walked from a root: the most general
/// problem, for differential tests with known values.
#[derive(Clone, Debug)]
pub struct Graph {
    nodes: Vec<GraphNode>,
    cycles: Cycles,
    current: u32,
    trail: Vec<u32>,
}

impl Graph {
    /// The graph of `nodes`, starting at `root`, with the repetition rule `cycles`.
    ///
    /// # Panics
    /// If `root` or a child index is not a node.
    #[must_use]
    pub fn new(nodes: Vec<GraphNode>, root: u32, cycles: Cycles) -> Graph {
        let n = nodes.len() as u32;
        assert!(
            root < n
                && nodes
                    .iter()
                    .all(|node| node.children.iter().all(|&c| c < n))
        );
        Graph {
            nodes,
            cycles,
            current: root,
            trail: Vec::new(),
        }
    }

    /// The nodes.
    #[must_use]
    pub fn nodes(&self) -> &[GraphNode] {
        &self.nodes
    }

    /// The node the walk is at.
    #[must_use]
    pub fn current(&self) -> u32 {
        self.current
    }
}

impl Problem for Graph {
    /// The index of the node moved to.
    type Move = u32;

    fn turn(&self) -> Turn {
        self.nodes[self.current as usize].turn
    }

    fn key(&self) -> u64 {
        // An odd multiplier is a bijection: distinct nodes, distinct keys, spread bits.
        u64::from(self.current).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xA5A5
    }

    fn evaluate(&mut self) -> Evaluation {
        match self.nodes[self.current as usize].terminal {
            Some(value) => Evaluation::Solved(value),
            None => Evaluation::Open,
        }
    }

    fn generate_moves(&mut self, moves: &mut Vec<u32>) {
        moves.extend_from_slice(&self.nodes[self.current as usize].children);
    }

    fn play(&mut self, to: u32) {
        self.trail.push(self.current);
        self.current = to;
    }

    fn undo(&mut self, _to: u32) {
        self.current = self.trail.pop().expect("undo without play");
    }

    fn repetition(&mut self, _plies: usize) -> Value {
        match self.cycles {
            Cycles::Value(value) => value,
            Cycles::ToMoveWins => Value::win_for(self.turn()),
        }
    }
}
