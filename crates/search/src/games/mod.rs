//! Small games with known answers, written as [`Problem`](crate::Problem)s: examples of
//! the trait, yardsticks for the tests, and the synthetic game of the benchmark.

mod graph;
mod maker_breaker;
mod mnk;
mod nim;

pub use graph::{Cycles, Graph, GraphNode};
pub use maker_breaker::MakerBreaker;
pub use mnk::{Mnk, Player};
pub use nim::Nim;

/// One step of the splitmix64 generator: deterministic pseudo-random keys without a
/// dependency.
pub(crate) fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
