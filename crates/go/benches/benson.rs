//! Benson's unconditional life at the speed a solver needs: a corner problem (the
//! solver calls it at every node) and a full 19×19 board at the end of a game.
//!
//! `cargo bench -p tesuji-go --bench benson`

use criterion::{Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::hint::black_box;
use tesuji_go::benson::Benson;
use tesuji_go::playout::Playout;
use tesuji_go::{Board, Color, Rules};

/// A corner life-and-death problem on 19×19: a black group with an eye space in the
/// corner, surrounded by White, the rest of the board empty.
const CORNER: &str = "
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    . . . . . . . . . . . . . . . . . . .
    O O O O O O . . . . . . . . . . . . .
    X X X X X O . . . . . . . . . . . . .
    . . . . X O . . . . . . . . . . . . .
    . X . . X O . . . . . . . . . . . . .
    . . . X X O . . . . . . . . . . . . .
    . . . X O O . . . . . . . . . . . . .";

fn benson(c: &mut Criterion) {
    let corner = Board::from_diagram(CORNER, Rules::default()).expect("a legal position");
    let mut finished = Board::square(19, Rules::default()).expect("19×19");
    Playout::new().run(&mut finished, &mut SmallRng::seed_from_u64(3));
    let mut analyser = Benson::new();
    for (name, board) in [("corner problem", &corner), ("finished 19x19", &finished)] {
        c.bench_function(&format!("benson {name}, both colours"), |b| {
            b.iter(|| {
                let black = analyser.analyze(black_box(board), Color::Black);
                let white = analyser.analyze(black_box(board), Color::White);
                (black.alive.len(), white.alive.len())
            });
        });
    }
}

criterion_group!(benches, benson);
criterion_main!(benches);
