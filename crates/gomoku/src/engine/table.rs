//! The engine's transposition table and the mate-score bookkeeping it needs.

use super::MATE_BOUND;
use crate::{Color, Point};

/// The key of the side to move, mixed into the board hash.
pub(super) fn side_key(color: Color) -> u64 {
    match color {
        Color::Black => 0,
        Color::White => 0x9E37_79B9_7F4A_7C15,
    }
}

pub(super) fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

pub(super) fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

pub(super) struct Entry {
    pub(super) depth: i32,
    pub(super) score: i32,
    pub(super) bound: Bound,
    pub(super) best: Option<Point>,
}

/// The transposition table: two words per entry (the key, then the score, depth, bound
/// and best move packed), always replaced. Zeroed memory is allocated lazily by the
/// system, so a large table costs nothing until used.
pub(super) struct Table {
    words: Vec<u64>,
    mask: usize,
}

impl Table {
    pub(super) fn new(bytes: usize) -> Table {
        let entries = (bytes / 16).max(1 << 10);
        let entries = if entries.is_power_of_two() {
            entries
        } else {
            entries.next_power_of_two() / 2
        };
        Table {
            words: Vec::new(),
            mask: entries - 1,
        }
    }

    pub(super) fn clear(&mut self) {
        self.words = Vec::new();
    }

    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        if self.words.is_empty() {
            return None;
        }
        let i = 2 * (key as usize & self.mask);
        let data = self.words[i + 1];
        if data == 0 || self.words[i] ^ data != key {
            return None;
        }
        let score = (data & 0xFFFF_FFFF) as u32 as i32;
        let depth = i32::from(((data >> 32) & 0xFF) as u8) - 64;
        let bound = match (data >> 40) & 0x3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        let best = ((data >> 48) & 0xFFFF) as u16;
        Some(Entry {
            depth,
            score,
            bound,
            best: (best != 0).then_some(Point(best)),
        })
    }

    pub(super) fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        best: Option<Point>,
    ) {
        if self.words.is_empty() {
            // Zeroed: the allocator maps it lazily.
            self.words = vec![0; 2 * (self.mask + 1)];
        }
        let i = 2 * (key as usize & self.mask);
        let bound_bits: u64 = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let depth_bits = (depth.clamp(-64, 191) + 64) as u64;
        let data = u64::from(score as u32)
            | depth_bits << 32
            | bound_bits << 40
            | u64::from(best.map_or(0, |p| p.0)) << 48;
        self.words[i] = key ^ data;
        self.words[i + 1] = data;
    }
}
