use super::splitmix;
use crate::problem::{Evaluation, Problem, Turn, Value};

/// A Maker–Breaker game on a random hypergraph: the players take turns to claim points;
/// Maker (the prover, moving first) wins by claiming every point of some edge, Breaker by
/// claiming a point of every edge. Like Gomoku's threat play, with many transpositions
/// (the order of claims does not matter). The synthetic game of the benchmark.
///
/// Moves are the free points of edges Breaker has not yet hit: claiming any other point
/// changes nothing for either side.
#[derive(Clone, Debug)]
pub struct MakerBreaker {
    /// The edges each point lies on.
    edges_of: Vec<Vec<u32>>,
    edge_size: u32,
    /// Per edge: Maker's points on it.
    made: Vec<u32>,
    /// Per edge: Breaker's points on it.
    broken: Vec<u32>,
    /// Edges with no Breaker point.
    live: usize,
    /// 0 free, 1 Maker, 2 Breaker.
    owner: Vec<u8>,
    keys: Vec<[u64; 2]>,
    key: u64,
    maker_to_move: bool,
    /// Whether Maker has completed an edge.
    made_edge: u32,
}

impl MakerBreaker {
    /// A game on `points` points with `edges` random edges of `edge_size` distinct points
    /// each, drawn from `seed`.
    ///
    /// # Panics
    /// If `edge_size` is 0 or larger than `points`.
    #[must_use]
    pub fn random(points: usize, edges: usize, edge_size: usize, seed: u64) -> MakerBreaker {
        assert!(edge_size > 0 && edge_size <= points);
        let mut state = seed;
        let mut edges_of = vec![Vec::new(); points];
        for edge in 0..edges {
            let mut members: Vec<usize> = Vec::with_capacity(edge_size);
            while members.len() < edge_size {
                let p = (splitmix(&mut state) % points as u64) as usize;
                if !members.contains(&p) {
                    members.push(p);
                }
            }
            for p in members {
                edges_of[p].push(edge as u32);
            }
        }
        let keys = (0..points)
            .map(|_| [splitmix(&mut state), splitmix(&mut state)])
            .collect();
        MakerBreaker {
            edges_of,
            edge_size: edge_size as u32,
            made: vec![0; edges],
            broken: vec![0; edges],
            live: edges,
            owner: vec![0; points],
            keys,
            key: 0,
            maker_to_move: true,
            made_edge: 0,
        }
    }
}

impl Problem for MakerBreaker {
    /// A point.
    type Move = u16;

    fn turn(&self) -> Turn {
        if self.maker_to_move {
            Turn::Prover
        } else {
            Turn::Disprover
        }
    }

    fn key(&self) -> u64 {
        self.key ^ u64::from(self.maker_to_move)
    }

    fn evaluate(&mut self) -> Evaluation {
        if self.made_edge > 0 {
            Evaluation::Solved(Value::Proven)
        } else if self.live == 0 {
            Evaluation::Solved(Value::Disproven)
        } else {
            Evaluation::Open
        }
    }

    fn generate_moves(&mut self, moves: &mut Vec<u16>) {
        for (p, edges) in self.edges_of.iter().enumerate() {
            if self.owner[p] == 0 && edges.iter().any(|&e| self.broken[e as usize] == 0) {
                moves.push(p as u16);
            }
        }
    }

    fn play(&mut self, point: u16) {
        let p = usize::from(point);
        let side = usize::from(!self.maker_to_move);
        self.owner[p] = side as u8 + 1;
        self.key ^= self.keys[p][side];
        for &e in &self.edges_of[p] {
            let e = e as usize;
            if side == 0 {
                self.made[e] += 1;
                if self.made[e] == self.edge_size {
                    self.made_edge += 1;
                }
            } else {
                if self.broken[e] == 0 {
                    self.live -= 1;
                }
                self.broken[e] += 1;
            }
        }
        self.maker_to_move ^= true;
    }

    fn undo(&mut self, point: u16) {
        self.maker_to_move ^= true;
        let p = usize::from(point);
        let side = usize::from(!self.maker_to_move);
        self.owner[p] = 0;
        self.key ^= self.keys[p][side];
        for &e in &self.edges_of[p] {
            let e = e as usize;
            if side == 0 {
                if self.made[e] == self.edge_size {
                    self.made_edge -= 1;
                }
                self.made[e] -= 1;
            } else {
                self.broken[e] -= 1;
                if self.broken[e] == 0 {
                    self.live += 1;
                }
            }
        }
    }

    fn repetition(&mut self, _plies: usize) -> Value {
        unreachable!("points are only claimed, so no position recurs")
    }
}
