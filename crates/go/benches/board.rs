//! Board benchmarks: play + undo of random games, and light playouts.
//!
//! `cargo bench -p tesuji-go`

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::hint::black_box;
use tesuji_go::playout::Playout;
use tesuji_go::{Board, Color, Move, Rules};

/// A random game with the playout policy (uniform legal moves that fill no own eye),
/// as the moves to replay with play and undo.
fn random_game(size: u8, seed: u64) -> Vec<(Color, Move)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut board = Board::square(size, Rules::default()).expect("size");
    let mut passes = 0;
    while passes < 2 && board.move_number() < 3 * board.geometry().area() {
        let color = board.to_move();
        let moves: Vec<_> = board
            .legal_points(color)
            .into_iter()
            .filter(|&p| !board.is_eye(color, p))
            .collect();
        if moves.is_empty() {
            board.pass(color);
            passes += 1;
        } else {
            let p = moves[rng.random_range(0..moves.len())];
            board.play_point(color, p).expect("a legal point");
            passes = 0;
        }
    }
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
