//! What the random-position tests of this crate share.

use rand::Rng;
use rand::rngs::SmallRng;
use tesuji_go::{Color, Setup, Vertex};

/// Scatters stones over the first `rows` rows and `width` columns of `setup`: each point
/// Black with `black` chances in ten, White with `white`, empty otherwise.
pub fn scatter(setup: &mut Setup, rng: &mut SmallRng, width: u8, rows: u8, black: u8, white: u8) {
    for row in 0..rows {
        for col in 0..width {
            let draw = rng.random_range(0..10u8);
            if draw < black {
                setup.add(Color::Black, Vertex::new(col, row));
            } else if draw < black + white {
                setup.add(Color::White, Vertex::new(col, row));
            }
        }
    }
}
