//! df-pn on the synthetic game (a random Maker–Breaker game): nodes per second of the
//! engine with a cheap game underneath.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use tesuji_search::games::MakerBreaker;
use tesuji_search::{Config, Dfpn};

fn maker_breaker(c: &mut Criterion) {
    c.bench_function("dfpn maker-breaker 20 points 16 edges of 3", |b| {
        b.iter(|| {
            let mut game = MakerBreaker::random(20, 16, 3, 7);
            let mut solver = Dfpn::new(Config {
                memory_bytes: 4 << 20,
                ..Config::default()
            });
            black_box(solver.solve(&mut game).verdict)
        });
    });
}

criterion_group!(benches, maker_breaker);
criterion_main!(benches);
