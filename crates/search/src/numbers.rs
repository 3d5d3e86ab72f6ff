//! Proof and disproof numbers with a true infinity.
//!
//! A proof number is the (estimated) number of leaves that must still be proven to prove a
//! node; a disproof number the same for disproving it. 0 means done, [`INFINITY`] means
//! impossible. Sums of finite numbers saturate at [`LARGEST`], one below infinity, so a big
//! but finite estimate never turns into a false "impossible".

/// The proof or disproof number of a node that cannot be proven (or disproven).
pub const INFINITY: u32 = u32::MAX;

/// The largest finite number; finite sums stop here.
pub const LARGEST: u32 = INFINITY - 1;

/// Adds two proof (or disproof) numbers: infinite if either is, else saturating at
/// [`LARGEST`].
///
/// ```
/// use tesuji_search::numbers::{add, INFINITY, LARGEST};
/// assert_eq!(add(2, 3), 5);
/// assert_eq!(add(LARGEST, 7), LARGEST);
/// assert_eq!(add(INFINITY, 0), INFINITY);
/// ```
#[inline]
#[must_use]
pub fn add(a: u32, b: u32) -> u32 {
    if a == INFINITY || b == INFINITY {
        INFINITY
    } else {
        a.saturating_add(b).min(LARGEST)
    }
}

/// `a - b` for a threshold `a` and a part `b <= a` of it; an infinite threshold stays
/// infinite (no finite amount of work uses it up).
#[inline]
#[must_use]
pub fn sub(a: u32, b: u32) -> u32 {
    if a == INFINITY {
        INFINITY
    } else {
        a.saturating_sub(b)
    }
}

/// The proof number `pn` and disproof number `dn` of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Numbers {
    /// The proof number: how much work proving the node is estimated to take.
    pub pn: u32,
    /// The disproof number: how much work disproving the node is estimated to take.
    pub dn: u32,
}

impl Numbers {
    /// A proven node: nothing left to prove, impossible to disprove.
    pub const PROVEN: Numbers = Numbers {
        pn: 0,
        dn: INFINITY,
    };
    /// A disproven node.
    pub const DISPROVEN: Numbers = Numbers {
        pn: INFINITY,
        dn: 0,
    };
    /// A fresh leaf of unknown difficulty.
    pub const UNIT: Numbers = Numbers { pn: 1, dn: 1 };
    /// The thresholds of a search that runs until the node is solved.
    pub const UNBOUNDED: Numbers = Numbers {
        pn: INFINITY,
        dn: INFINITY,
    };

    /// Numbers with these proof and disproof numbers.
    #[must_use]
    pub const fn new(pn: u32, dn: u32) -> Numbers {
        Numbers { pn, dn }
    }

    /// Whether the node is proven or disproven.
    #[must_use]
    pub fn is_solved(self) -> bool {
        self.pn == 0 || self.dn == 0
    }

    /// Whether these numbers have reached the thresholds `th` (one of them is at or over
    /// its threshold), which sends the search back to the parent.
    #[must_use]
    pub fn reached(self, th: Numbers) -> bool {
        self.pn >= th.pn || self.dn >= th.dn
    }

    /// The numbers a problem's estimate may give: clamped into `1..=LARGEST` so an
    /// estimate never claims a result.
    #[must_use]
    pub fn clamped_estimate(self) -> Numbers {
        Numbers {
            pn: self.pn.clamp(1, LARGEST),
            dn: self.dn.clamp(1, LARGEST),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn infinity_is_absorbing_and_finite_sums_saturate_below_it() {
        assert_eq!(add(INFINITY, 5), INFINITY);
        assert_eq!(add(5, INFINITY), INFINITY);
        assert_eq!(add(LARGEST, LARGEST), LARGEST);
        assert_eq!(add(LARGEST - 3, 2), LARGEST - 1);
        assert_eq!(sub(INFINITY, 7), INFINITY);
        assert_eq!(sub(10, 7), 3);
        assert_eq!(sub(3, 7), 0);
    }

    #[test]
    fn estimates_never_claim_a_result() {
        assert_eq!(
            Numbers::new(0, INFINITY).clamped_estimate(),
            Numbers::new(1, LARGEST)
        );
        assert!(!Numbers::UNIT.is_solved());
        assert!(Numbers::PROVEN.is_solved() && Numbers::DISPROVEN.is_solved());
    }
}
