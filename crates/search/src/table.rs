//! The transposition table: a fixed-size, memory-bounded store of proof and disproof
//! numbers by position key.
//!
//! The table is allocated once with a size in bytes and never grows. Entries live in
//! clusters of [`CLUSTER`] that share one slot of the hash; when a cluster is full, the
//! entry that cost the least search work is replaced, so the expensive results (big
//! subtrees, solved nodes that took long) survive and cheap leaves are recomputed.
//!
//! The entries are stored as plain words, all zero when empty, so that the allocation is
//! a zeroed one: the operating system hands out zero pages lazily, and a 256 MB table
//! costs nothing until the search touches it (a small problem solved with a big table
//! would otherwise spend most of its time writing empty entries).

use crate::numbers::Numbers;

/// Entries per cluster.
pub const CLUSTER: usize = 4;

/// One stored node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The position key (meaningful only when `work > 0`).
    pub key: u64,
    /// The node's proof and disproof numbers.
    pub numbers: Numbers,
    /// Nodes searched below this one, saturating: the replacement priority. 0 = empty.
    pub work: u32,
}

/// An entry as stored: the key, the numbers (pn in the high half, dn in the low half) and
/// the work. All zero is empty (work 0).
type Slot = [u64; 3];

impl Entry {
    fn from_slot(slot: Slot) -> Entry {
        Entry {
            key: slot[0],
            numbers: Numbers {
                pn: (slot[1] >> 32) as u32,
                dn: slot[1] as u32,
            },
            work: slot[2] as u32,
        }
    }

    fn to_slot(self) -> Slot {
        [
            self.key,
            u64::from(self.numbers.pn) << 32 | u64::from(self.numbers.dn),
            u64::from(self.work),
        ]
    }
}

/// Whether a slot holds `key`.
fn holds(slot: &Slot, key: u64) -> bool {
    slot[2] != 0 && slot[0] == key
}

/// The transposition table.
#[derive(Clone, Debug)]
pub struct Table {
    entries: Vec<Slot>,
    /// The number of clusters.
    clusters: u64,
    len: usize,
    replaced: u64,
}

impl Table {
    /// A table that takes at most `bytes` bytes (at least one cluster whatever `bytes`
    /// says): as many clusters as fit.
    ///
    /// ```
    /// use tesuji_search::Table;
    /// let table = Table::with_memory(1 << 20);
    /// assert!(table.memory_bytes() <= 1 << 20);
    /// assert!(table.memory_bytes() > (1 << 20) - 100);
    /// ```
    #[must_use]
    pub fn with_memory(bytes: usize) -> Table {
        let cluster_bytes = CLUSTER * size_of::<Slot>();
        let clusters = (bytes / cluster_bytes).max(1);
        Table {
            entries: vec![[0; 3]; clusters * CLUSTER],
            clusters: clusters as u64,
            len: 0,
            replaced: 0,
        }
    }

    /// The bytes the entries take (the table's whole size, fixed at creation).
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.entries.len() * size_of::<Slot>()
    }

    /// How many entries the table holds at most.
    #[must_use]
    pub fn capacity(&self) -> usize {
        self.entries.len()
    }

    /// How many entries are in use.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether no entry is in use.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many stores have evicted another position's entry since creation.
    #[must_use]
    pub fn replaced(&self) -> u64 {
        self.replaced
    }

    /// Empties the table, keeping its memory.
    pub fn clear(&mut self) {
        // A fresh zeroed allocation rather than a fill: untouched pages stay free.
        self.entries = vec![[0; 3]; self.entries.len()];
        self.len = 0;
        self.replaced = 0;
    }

    fn cluster(&self, key: u64) -> usize {
        // Fibonacci hashing spreads keys whose high bits carry little (small integers);
        // the high half of a 128-bit product maps the mixed key onto any number of
        // clusters without a division.
        let mixed = (key ^ (key >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let cluster = (u128::from(mixed) * u128::from(self.clusters)) >> 64;
        cluster as usize * CLUSTER
    }

    /// The stored numbers and work of `key`, if present.
    #[inline]
    #[must_use]
    pub fn get(&self, key: u64) -> Option<Entry> {
        let start = self.cluster(key);
        self.entries[start..start + CLUSTER]
            .iter()
            .find(|slot| holds(slot, key))
            .map(|&slot| Entry::from_slot(slot))
    }

    /// Stores `numbers` for `key` with the search `work` spent on it, replacing the key's
    /// old entry, else a free one, else the one of least work in its cluster.
    pub fn store(&mut self, key: u64, numbers: Numbers, work: u64) {
        let work = u32::try_from(work).unwrap_or(u32::MAX).max(1);
        let start = self.cluster(key);
        let cluster = &mut self.entries[start..start + CLUSTER];
        let slot = match cluster.iter().position(|slot| holds(slot, key)) {
            Some(i) => i,
            None => {
                let (i, victim) = cluster
                    .iter()
                    .enumerate()
                    .min_by_key(|(_, slot)| slot[2])
                    .expect("clusters are never empty");
                if victim[2] == 0 {
                    self.len += 1;
                } else {
                    self.replaced += 1;
                }
                i
            }
        };
        cluster[slot] = Entry { key, numbers, work }.to_slot();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn respects_the_memory_limit_and_keeps_expensive_entries() {
        for bytes in [0, 1, 95, 96, 97, 1000, 1 << 16, 3 << 20] {
            let table = Table::with_memory(bytes);
            assert!(table.memory_bytes() <= bytes.max(CLUSTER * size_of::<Slot>()));
        }
        // One cluster: the fifth key evicts the cheapest of four.
        let mut table = Table::with_memory(1);
        for (key, work) in [(1, 50), (2, 5), (3, 70), (4, 9)] {
            table.store(key, Numbers::UNIT, work);
        }
        table.store(5, Numbers::PROVEN, 1);
        assert_eq!(table.get(2), None);
        assert_eq!(table.get(5).map(|e| e.numbers), Some(Numbers::PROVEN));
        assert_eq!(table.len(), 4);
        assert_eq!(table.replaced(), 1);
        // Updating a key replaces nothing.
        table.store(3, Numbers::DISPROVEN, 80);
        assert_eq!(table.get(3).map(|e| e.work), Some(80));
        assert_eq!(table.replaced(), 1);
        table.clear();
        assert!(table.is_empty() && table.get(3).is_none());
    }
}
