use crate::problem::{Evaluation, Problem, Turn, Value};

/// Nim: heaps of counters; a move takes from 1 to `max_take` counters (all of them when
/// `max_take` is `None`) from one heap; whoever takes the last counter wins. The prover
/// moves first.
///
/// Known answers: the player to move wins exactly when the xor of the heaps (each heap
/// reduced modulo `max_take + 1` when takes are bounded) is not zero.
#[derive(Clone, Debug)]
pub struct Nim {
    heaps: Vec<u32>,
    max_take: Option<u32>,
    prover_to_move: bool,
}

impl Nim {
    /// A game with these heaps, the prover to move.
    #[must_use]
    pub fn new(heaps: &[u32], max_take: Option<u32>) -> Nim {
        Nim {
            heaps: heaps.to_vec(),
            max_take,
            prover_to_move: true,
        }
    }

    /// Whether the player to move wins, by the theory of Nim (Bouton).
    #[must_use]
    pub fn mover_wins_by_theory(&self) -> bool {
        let reduce = |h: u32| self.max_take.map_or(h, |m| h % (m + 1));
        self.heaps.iter().fold(0, |x, &h| x ^ reduce(h)) != 0
    }
}

impl Problem for Nim {
    /// (heap, counters taken).
    type Move = (u8, u32);

    fn turn(&self) -> Turn {
        if self.prover_to_move {
            Turn::Prover
        } else {
            Turn::Disprover
        }
    }

    fn key(&self) -> u64 {
        let mut key = u64::from(self.prover_to_move);
        for &h in &self.heaps {
            key = key
                .wrapping_mul(0x100_0000_01B3)
                .wrapping_add(u64::from(h) + 1);
        }
        key
    }

    fn evaluate(&mut self) -> Evaluation {
        if self.heaps.iter().all(|&h| h == 0) {
            Evaluation::Solved(Value::win_for(self.turn().opponent()))
        } else {
            Evaluation::Open
        }
    }

    fn generate_moves(&mut self, moves: &mut Vec<(u8, u32)>) {
        for (heap, &count) in self.heaps.iter().enumerate() {
            let most = self.max_take.map_or(count, |m| m.min(count));
            moves.extend((1..=most).map(|take| (heap as u8, take)));
        }
    }

    fn play(&mut self, (heap, take): (u8, u32)) {
        self.heaps[usize::from(heap)] -= take;
        self.prover_to_move ^= true;
    }

    fn undo(&mut self, (heap, take): (u8, u32)) {
        self.heaps[usize::from(heap)] += take;
        self.prover_to_move ^= true;
    }

    fn repetition(&mut self, _plies: usize) -> Value {
        unreachable!("every move shrinks a heap, so no position recurs")
    }
}
