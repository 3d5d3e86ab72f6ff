//! The transposition table: a fixed-size, memory-bounded store of proof and disproof
//! numbers by position key.
//!
//! The table is allocated once with a size in bytes and never grows. Entries live in
//! clusters of [`CLUSTER`] that share one slot of the hash and one 64-byte cache line (a
//! lookup is one memory access, the search's most frequent: a third of the entries
//! straddled two lines when clusters were four 24-byte entries); when a cluster is
//! full, the entry that cost the least search work is replaced, so the expensive results
//! (big subtrees, solved nodes that took long) survive and cheap leaves are recomputed.
//!
//! The entries are stored as plain words, all zero when empty, so that the allocation is
//! a zeroed one: the operating system hands out zero pages lazily, and a 256 MB table
//! costs nothing until the search touches it (a small problem solved with a big table
//! would otherwise spend most of its time writing empty entries).
//!
//! A dropped table's memory is kept for the next table of the same size made on the same
//! thread (two are kept a thread), and emptied in no time: each cluster carries the
//! generation of the table that wrote it, and a cluster of an older generation reads as
//! empty. A problem solved with several searches in turn (a tsumego's are up to four)
//! then pays for its table's pages once, not at every search; where threads share a
//! process, the page faults and the unmapping of fresh tables slowed every search by a
//! fifth.

use std::cell::RefCell;

use crate::numbers::Numbers;

/// Entries per cluster.
pub const CLUSTER: usize = 3;

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

/// The words of one cluster: the keys, then the numbers (pn in the high half, dn in the
/// low half), then the work of entries 0 and 1 in one word (entry 0 in the low half)
/// and of entry 2 in the last, whose high half holds the cluster's generation. All zero
/// is empty (work 0) in a table of generation 0.
const WORDS: usize = 8;
const NUMBERS: usize = CLUSTER;
const WORK: usize = 2 * CLUSTER;
/// The word whose high half is the cluster's generation.
const GENERATION: usize = WORDS - 1;

// The keys, the numbers and the work (two to a word) fill at most a cache line, and the
// last word's high half is free for the generation.
const _: () = assert!(WORK + CLUSTER.div_ceil(2) == WORDS && CLUSTER % 2 == 1 && WORDS * 8 == 64);

/// Spare tables kept per thread at most.
const MAX_SPARE: usize = 2;

/// The memory of one dropped table: its words and the generation it last wrote.
#[derive(Debug)]
struct Spare {
    words: Vec<u64>,
    generation: u32,
}

thread_local! {
    /// The memory of tables dropped on this thread, for the next ones of the same size.
    static SPARE: RefCell<Vec<Spare>> = const { RefCell::new(Vec::new()) };
}

fn generation_of(cluster: &Cluster) -> u32 {
    (cluster[GENERATION] >> 32) as u32
}

/// A cluster's words, one cache line when the table's words start on a line.
type Cluster = [u64; WORDS];

fn work_of(cluster: &Cluster, i: usize) -> u32 {
    (cluster[WORK + i / 2] >> (32 * (i % 2))) as u32
}

fn entry_of(cluster: &Cluster, i: usize) -> Entry {
    let numbers = cluster[NUMBERS + i];
    Entry {
        key: cluster[i],
        numbers: Numbers {
            pn: (numbers >> 32) as u32,
            dn: numbers as u32,
        },
        work: work_of(cluster, i),
    }
}

fn set_entry(cluster: &mut Cluster, i: usize, entry: Entry) {
    cluster[i] = entry.key;
    cluster[NUMBERS + i] = u64::from(entry.numbers.pn) << 32 | u64::from(entry.numbers.dn);
    let shift = 32 * (i % 2);
    let word = &mut cluster[WORK + i / 2];
    *word = (*word & !(u64::from(u32::MAX) << shift)) | u64::from(entry.work) << shift;
}

/// Whether entry `i` of the cluster holds `key`.
fn holds(cluster: &Cluster, i: usize, key: u64) -> bool {
    cluster[i] == key && work_of(cluster, i) != 0
}

/// The transposition table.
#[derive(Clone, Debug)]
pub struct Table {
    /// The clusters' words, with up to a cluster's worth to spare: the clusters start at
    /// `start`, the first word on a cache line (the allocator aligns to words only).
    words: Vec<u64>,
    start: usize,
    /// The number of clusters.
    clusters: u64,
    /// The generation of the table's contents: clusters of another read as empty.
    generation: u32,
    len: usize,
    replaced: u64,
}

impl Drop for Table {
    /// Keeps the memory for the next table of the same size on this thread.
    fn drop(&mut self) {
        let words = std::mem::take(&mut self.words);
        let generation = self.generation;
        // During the thread's teardown the spares may be gone: the memory is then freed.
        let _ = SPARE.try_with(|spare| {
            let mut spare = spare.borrow_mut();
            if spare.len() == MAX_SPARE {
                spare.remove(0);
            }
            spare.push(Spare { words, generation });
        });
    }
}

impl Table {
    /// A table that takes at most `bytes` bytes (at least one cluster and the cluster's
    /// worth of words kept to align it, whatever `bytes` says): as many clusters as fit
    /// beside those spare words.
    ///
    /// ```
    /// use tesuji_search::Table;
    /// let table = Table::with_memory(1 << 20);
    /// assert!(table.memory_bytes() <= 1 << 20);
    /// assert!(table.memory_bytes() > (1 << 20) - 200);
    /// ```
    #[must_use]
    pub fn with_memory(bytes: usize) -> Table {
        let cluster_bytes = size_of::<Cluster>();
        let clusters = (bytes / cluster_bytes).saturating_sub(1).max(1);
        let words = (clusters + 1) * WORDS;
        let spare = SPARE
            .try_with(|spare| {
                let mut spare = spare.borrow_mut();
                let i = spare.iter().position(|s| s.words.len() == words)?;
                Some(spare.swap_remove(i))
            })
            .ok()
            .flatten();
        let mut table = Table {
            words: Vec::new(),
            start: 0,
            clusters: clusters as u64,
            generation: 0,
            len: 0,
            replaced: 0,
        };
        match spare {
            Some(Spare { words, generation }) => {
                table.words = words;
                table.align();
                table.next_generation(generation);
            }
            None => table.allocate(),
        }
        table
    }

    /// A fresh zeroed allocation (untouched pages stay free) and its aligned start.
    fn allocate(&mut self) {
        let clusters = self.clusters as usize;
        self.words = vec![0; (clusters + 1) * WORDS];
        self.generation = 0;
        self.align();
    }

    /// Finds the first word on a cache line.
    fn align(&mut self) {
        let misalignment = self.words.as_ptr() as usize % size_of::<Cluster>();
        self.start = (size_of::<Cluster>() - misalignment) % size_of::<Cluster>() / 8;
    }

    /// Empties the table by taking the generation after `last`, the one its clusters
    /// were last written with (so every cluster reads as empty); where the count wraps
    /// round to 0, by zeroing the words.
    fn next_generation(&mut self, last: u32) {
        self.generation = last.wrapping_add(1);
        if self.generation == 0 {
            self.words.fill(0);
        }
    }

    /// The bytes the entries take (the table's whole size, fixed at creation).
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.words.len() * size_of::<u64>()
    }

    /// How many entries the table holds at most.
    #[must_use]
    pub fn capacity(&self) -> usize {
        self.clusters as usize * CLUSTER
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

    /// Empties the table, keeping its size (and its memory).
    pub fn clear(&mut self) {
        self.next_generation(self.generation);
        self.len = 0;
        self.replaced = 0;
    }

    /// The words of `key`'s cluster.
    fn cluster(&self, key: u64) -> std::ops::Range<usize> {
        // Fibonacci hashing spreads keys whose high bits carry little (small integers);
        // the high half of a 128-bit product maps the mixed key onto any number of
        // clusters without a division.
        let mixed = (key ^ (key >> 29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let cluster = ((u128::from(mixed) * u128::from(self.clusters)) >> 64) as usize;
        let first = self.start + cluster * WORDS;
        first..first + WORDS
    }

    /// The stored numbers and work of `key`, if present.
    #[inline]
    #[must_use]
    pub fn get(&self, key: u64) -> Option<Entry> {
        let cluster: &Cluster = self.words[self.cluster(key)]
            .try_into()
            .expect("a cluster's words");
        if generation_of(cluster) != self.generation {
            return None;
        }
        (0..CLUSTER)
            .find(|&i| holds(cluster, i, key))
            .map(|i| entry_of(cluster, i))
    }

    /// Stores `numbers` for `key` with the search `work` spent on it, replacing the key's
    /// old entry, else a free one, else the one of least work in its cluster.
    pub fn store(&mut self, key: u64, numbers: Numbers, work: u64) {
        let work = u32::try_from(work).unwrap_or(u32::MAX).max(1);
        let range = self.cluster(key);
        let cluster: &mut Cluster = (&mut self.words[range])
            .try_into()
            .expect("a cluster's words");
        if generation_of(cluster) != self.generation {
            *cluster = [0; WORDS];
            cluster[GENERATION] = u64::from(self.generation) << 32;
        }
        let slot = match (0..CLUSTER).find(|&i| holds(cluster, i, key)) {
            Some(i) => i,
            None => {
                let victim = (0..CLUSTER)
                    .min_by_key(|&i| work_of(cluster, i))
                    .expect("clusters are never empty");
                if work_of(cluster, victim) == 0 {
                    self.len += 1;
                } else {
                    self.replaced += 1;
                }
                victim
            }
        };
        set_entry(cluster, slot, Entry { key, numbers, work });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn respects_the_memory_limit_and_keeps_expensive_entries() {
        for bytes in [0, 1, 95, 96, 97, 1000, 1 << 16, 3 << 20] {
            let table = Table::with_memory(bytes);
            assert!(table.memory_bytes() <= bytes.max(2 * size_of::<Cluster>()));
        }
        // One cluster: the fourth key evicts the cheapest of three.
        let mut table = Table::with_memory(1);
        for (key, work) in [(1, 50), (2, 5), (3, 70)] {
            table.store(key, Numbers::UNIT, work);
        }
        table.store(4, Numbers::PROVEN, 1);
        assert_eq!(table.get(2), None);
        assert_eq!(table.get(4).map(|e| e.numbers), Some(Numbers::PROVEN));
        assert_eq!(table.len(), 3);
        assert_eq!(table.replaced(), 1);
        // Updating a key replaces nothing.
        table.store(3, Numbers::DISPROVEN, 80);
        assert_eq!(table.get(3).map(|e| e.work), Some(80));
        assert_eq!(table.replaced(), 1);
        table.clear();
        assert!(table.is_empty() && table.get(3).is_none());
    }

    /// A dropped table's memory serves the next table of its size on the thread, which
    /// starts empty; so does a cleared table, and a generation count that wraps round.
    #[test]
    fn reused_memory_starts_empty() {
        let keys: Vec<u64> = (1..=500).map(|k| k * 0x9E37_79B9).collect();
        let fill = |table: &mut Table| {
            for &key in &keys {
                table.store(key, Numbers::PROVEN, key % 7 + 1);
            }
        };
        let mut first = Table::with_memory(1 << 16);
        fill(&mut first);
        assert!(first.len() > 400);
        let memory = first.words.as_ptr();
        drop(first);
        let mut second = Table::with_memory(1 << 16);
        assert_eq!(second.words.as_ptr(), memory, "the memory is reused");
        assert_eq!(second.generation, 1);
        assert!(keys.iter().all(|&key| second.get(key).is_none()));
        fill(&mut second);
        assert!(keys.iter().any(|&key| second.get(key).is_some()));
        second.clear();
        assert!(second.is_empty() && keys.iter().all(|&key| second.get(key).is_none()));
        assert_eq!(second.words.as_ptr(), memory, "clearing keeps the memory");
        // The count wraps round: the words are zeroed and generation 0 reads them.
        fill(&mut second);
        second.next_generation(u32::MAX);
        assert_eq!(second.generation, 0);
        assert!(keys.iter().all(|&key| second.get(key).is_none()));
        fill(&mut second);
        assert_eq!(
            second.get(keys[0]).map(|e| e.numbers),
            Some(Numbers::PROVEN)
        );
        // Another size gets fresh memory.
        let other = Table::with_memory(1 << 17);
        assert_eq!(other.generation, 0);
    }

    #[test]
    fn clusters_are_cache_lines_and_keep_every_field() {
        let mut table = Table::with_memory(1 << 16);
        let first = table.words[table.start..].as_ptr() as usize;
        assert_eq!(first % 64, 0, "the clusters start on a cache line");
        assert_eq!(table.capacity(), 1023 * CLUSTER);
        // Keys that share a cluster, with extreme numbers and work in every slot.
        let cluster = table.cluster(7);
        let keys: Vec<u64> = (0..u64::MAX)
            .filter(|&k| table.cluster(k) == cluster)
            .take(CLUSTER)
            .collect();
        let fields = [
            (Numbers::new(u32::MAX, 1), u64::from(u32::MAX) + 5),
            (Numbers::new(0, u32::MAX), 1),
            (Numbers::new(123_456, 654_321), 77_777),
        ];
        for (&key, &(numbers, work)) in keys.iter().zip(&fields) {
            table.store(key, numbers, work);
        }
        for (&key, &(numbers, work)) in keys.iter().zip(&fields) {
            let entry = table.get(key).expect("stored");
            assert_eq!(entry.numbers, numbers);
            assert_eq!(u64::from(entry.work), work.min(u64::from(u32::MAX)));
        }
        assert_eq!(table.len(), CLUSTER);
        assert_eq!(table.replaced(), 0);
    }
}
