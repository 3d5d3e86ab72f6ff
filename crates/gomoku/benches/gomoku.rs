//! Gomoku benchmarks: move+undo with the line-code update, the renju forbidden-point
//! check, and the VCF solver on a long shipped puzzle.
//!
//! `cargo bench -p tesuji-gomoku`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use std::hint::black_box;
use tesuji_gomoku::{Board, Color, Limits, Mode, Puzzle, Rule, ThreatSolver};

fn move_undo(c: &mut Criterion) {
    let mut group = c.benchmark_group("move_undo");
    for rule in [Rule::Freestyle, Rule::Renju] {
        let mut board = Board::new(15, rule).unwrap();
        let mut order = board.points().to_vec();
        order.shuffle(&mut SmallRng::seed_from_u64(3));
        order.truncate(60);
        group.throughput(Throughput::Elements(order.len() as u64));
        group.bench_function(format!("15x15 {rule}, 60 stones"), |b| {
            b.iter(|| {
                let mut color = Color::Black;
                for &p in &order {
                    board.play(color, p);
                    color = color.opponent();
                }
                while board.undo().is_some() {}
                black_box(board.hash())
            });
        });
    }
    group.finish();
}

fn puzzle(name: &str) -> Puzzle {
    let path = format!(
        "{}/../../problems/gomoku/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    Puzzle::parse(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn forbidden(c: &mut Criterion) {
    let path = format!(
        "{}/tests/forbidden/41-busy-recursive-false-threes.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let mut position =
        tesuji_gomoku::Position::parse(&text, Rule::Renju, None, Some(Color::Black)).unwrap();
    let board = &mut position.board;
    let points = board.points().to_vec();
    c.bench_function("forbidden: every point of a busy renju board", |b| {
        b.iter(|| {
            points
                .iter()
                .filter(|&&p| board.forbidden(p).is_some())
                .count()
        });
    });
}

fn vcf(c: &mut Criterion) {
    let puzzle = puzzle("vcf/31-renju-black-10-fours-block-four.txt");
    let mut solver = ThreatSolver::new(16 << 20);
    let limits = Limits {
        memory_bytes: 16 << 20,
        ..Limits::default()
    };
    c.bench_function("vcf: ten fours under renju", |b| {
        b.iter(|| {
            // A fresh table each time: the cost of a user's one question.
            solver = ThreatSolver::new(16 << 20);
            solver.solve(
                &puzzle.position.board,
                puzzle.position.to_move,
                Mode::Vcf,
                &limits,
            )
        });
    });
}

criterion_group!(benches, move_undo, forbidden, vcf);
criterion_main!(benches);
