//! Board benchmarks: play + undo of random games, and light playouts.
//!
//! `cargo bench -p tesuji-go`

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::hint::black_box;
use tesuji_go::playout::Playout;
use tesuji_go::{Board, Move, Rules};

/// A random game's moves (as played by the playout policy), to replay with play/undo.
fn random_game(size: u8, seed: u64) -> Vec<(tesuji_go::Color, Move)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut board = Board::square(size, Rules::default()).expect("size");
    Playout::new().run(&mut board, &mut rng);
    board.moves().collect()
}

fn play_undo(c: &mut Criterion) {
    for size in [9u8, 19] {
        let game = random_game(size, 1);
        let root = Board::square(size, Rules::default()).expect("size");
        let mut group = c.benchmark_group(format!("play_undo_{size}x{size}"));
        group.throughput(Throughput::Elements(game.len() as u64));
        group.bench_function("game", |b| {
            b.iter_batched_ref(
                || root.clone(),
                |board| {
                    for &(color, mv) in &game {
                        board.play(color, mv).expect("replay");
                    }
                    while board.undo().is_some() {}
                    black_box(board.hash())
                },
                BatchSize::SmallInput,
            )
        });
        group.finish();
    }
}

fn playouts(c: &mut Criterion) {
    for size in [9u8, 19] {
        let root = Board::square(size, Rules::default()).expect("size");
        let mut rng = SmallRng::seed_from_u64(2);
        let mut runner = Playout::new();
        let mut board = root.clone();
        c.bench_function(&format!("playout_{size}x{size}"), |b| {
            b.iter(|| {
                board.clone_from(&root);
                black_box(runner.run(&mut board, &mut rng))
            })
        });
    }
}

criterion_group!(benches, play_undo, playouts);
criterion_main!(benches);
