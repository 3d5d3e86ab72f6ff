use super::splitmix;
use crate::problem::{Evaluation, Problem, Turn, Value};

/// Which player of a two-player game: the first to move or the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Moves first.
    First,
    /// Moves second.
    Second,
}

/// The m,n,k-game: two players take turns to put a stone on an empty cell of a
/// `width`×`height` board; the first to have `k` in a row (across, down or diagonally)
/// wins. Tic-tac-toe is 3,3,3. The prover is one of the players and must *win*: a full
/// board without a line is a disproof.
///
/// Known answers: 3,3,3 and 4,4,4 are draws (neither player can force a win); 4,3,3 and
/// 4,4,3 are first-player wins.
#[derive(Clone, Debug)]
pub struct Mnk {
    width: usize,
    height: usize,
    k: usize,
    prover: Player,
    /// 0 empty, 1 first player, 2 second player.
    cells: Vec<u8>,
    keys: Vec<[u64; 2]>,
    key: u64,
    /// Moves played, with whether each made a line.
    history: Vec<(u16, bool)>,
}

impl Mnk {
    /// An empty board; the first player moves.
    ///
    /// # Panics
    /// If a side is 0 or the board has more than 65,535 cells.
    #[must_use]
    pub fn new(width: usize, height: usize, k: usize, prover: Player) -> Mnk {
        assert!(width > 0 && height > 0 && width * height <= usize::from(u16::MAX));
        let mut seed = 0x5EED_0000_0000_0000 ^ (width * 1000 + height) as u64;
        let keys = (0..width * height)
            .map(|_| [splitmix(&mut seed), splitmix(&mut seed)])
            .collect();
        Mnk {
            width,
            height,
            k,
            prover,
            cells: vec![0; width * height],
            keys,
            key: 0,
            history: Vec::new(),
        }
    }

    fn to_move(&self) -> Player {
        if self.history.len().is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        }
    }

    /// Whether the stone on `cell` is part of `k` in a row.
    fn makes_line(&self, cell: usize) -> bool {
        let stone = self.cells[cell];
        let (x, y) = ((cell % self.width) as isize, (cell / self.width) as isize);
        [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dx, dy)| {
            let run = |sign: isize| {
                (1..)
                    .map(|i| (x + sign * i * dx, y + sign * i * dy))
                    .take_while(|&(cx, cy)| {
                        cx >= 0
                            && cy >= 0
                            && (cx as usize) < self.width
                            && (cy as usize) < self.height
                            && self.cells[cy as usize * self.width + cx as usize] == stone
                    })
                    .count()
            };
            1 + run(1) + run(-1) >= self.k
        })
    }
}

impl Problem for Mnk {
    /// The cell, `y * width + x`.
    type Move = u16;

    fn turn(&self) -> Turn {
        if self.to_move() == self.prover {
            Turn::Prover
        } else {
            Turn::Disprover
        }
    }

    fn key(&self) -> u64 {
        // The stones decide whose turn it is, so they are the whole position.
        self.key
    }

    fn evaluate(&mut self) -> Evaluation {
        if self.history.last().is_some_and(|&(_, line)| line) {
            // The player who just moved made a line.
            return Evaluation::Solved(Value::win_for(self.turn().opponent()));
        }
        if self.history.len() == self.cells.len() {
            return Evaluation::Solved(Value::Disproven);
        }
        Evaluation::Open
    }

    fn generate_moves(&mut self, moves: &mut Vec<u16>) {
        moves.extend((0..self.cells.len() as u16).filter(|&c| self.cells[usize::from(c)] == 0));
    }

    fn play(&mut self, cell: u16) {
        let cell = usize::from(cell);
        let player = self.to_move() as usize;
        self.cells[cell] = player as u8 + 1;
        self.key ^= self.keys[cell][player];
        let line = self.makes_line(cell);
        self.history.push((cell as u16, line));
    }

    fn undo(&mut self, cell: u16) {
        self.history.pop();
        let cell = usize::from(cell);
        let player = self.to_move() as usize;
        self.cells[cell] = 0;
        self.key ^= self.keys[cell][player];
    }

    fn repetition(&mut self, _plies: usize) -> Value {
        unreachable!("stones are only added, so no position recurs")
    }
}
