//! Zobrist keys: a fixed pseudo-random 64-bit key per cell and colour.
//!
//! The keys are computed at compile time from a fixed seed, so hashes are the same in
//! every run and on every machine (useful for stored tables and reproducible tests).

use crate::color::Color;
use crate::geometry::{MAX_CELLS, Point};

/// SplitMix64: a good, tiny generator for filling a constant table.
const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn make_keys() -> [[u64; 2]; MAX_CELLS] {
    let mut keys = [[0u64; 2]; MAX_CELLS];
    let mut state = 0x7E5_u64 ^ 0x6A09_E667_F3BC_C908;
    let mut i = 0;
    while i < MAX_CELLS {
        let (s, a) = splitmix64(state);
        let (s, b) = splitmix64(s);
        keys[i] = [a, b];
        state = s;
        i += 1;
    }
    keys
}

static STONE_KEYS: [[u64; 2]; MAX_CELLS] = make_keys();

/// The key of a stone of `color` on `p`.
#[inline]
pub(crate) fn stone(p: Point, color: Color) -> u64 {
    STONE_KEYS[p.index()][color.index()]
}

/// The key xored in when White is to move, for situational hashes.
pub(crate) const WHITE_TO_MOVE: u64 = splitmix64(0x51_7CC1_B727_220A).1;
