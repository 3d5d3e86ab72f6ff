//! Working through a batch on `--jobs` threads while the results come out in input order.
//!
//! Each worker takes the next item and works on it alone, with its own solver and
//! tables; the limits are per item (`tesuji_tsumego::solve` and `check` spend one budget
//! over all the searches of a problem). One cancel flag shared by every search stops them
//! all at once when nobody reads the output any more.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

use tesuji_search::{Budget, Config};

/// The options of a batch of Go problems (`solve`, `check`): what each problem may spend
/// over all its searches, and how many are worked on at once.
#[derive(Clone, Debug, clap::Args)]
pub struct BatchArgs {
    /// Stop working on a problem after this many node expansions, counted over all its
    /// searches: what they have not decided by then is reported unknown (a status) or
    /// undecided (a first move, a finding).
    #[arg(long, value_name = "N")]
    max_nodes: Option<u64>,
    /// Stop working on a problem after this many seconds (fractions allowed), as
    /// --max-nodes does.
    #[arg(long, value_name = "SECONDS", value_parser = crate::seconds::positive)]
    time: Option<Duration>,
    /// The transposition table of each search, in MB (a job holds at most two, and keeps
    /// the memory of two more for its next searches).
    #[arg(long, value_name = "MB", default_value_t = 64,
          value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    memory: u64,
    /// Work on this many problems at once, each on its own thread with its own tables.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u64).range(1..=1024))]
    jobs: u64,
}

impl BatchArgs {
    /// What each problem may spend, over all its searches (the batch adds its cancel
    /// flag).
    pub fn config(&self) -> Config {
        Config {
            memory_bytes: usize::try_from(self.memory << 20).unwrap_or(usize::MAX),
            budget: Budget {
                max_nodes: self.max_nodes,
                time: self.time,
                ..Budget::default()
            },
            ..Config::default()
        }
    }

    /// How many threads a batch of `items` problems runs on.
    pub fn jobs(&self, items: usize) -> usize {
        usize::try_from(self.jobs).unwrap_or(1).min(items)
    }
}

/// Runs `work` on every item of `items` on `jobs` threads and hands each result to
/// `report` in input order, as soon as it and every one before it are done. `work` gets
/// the batch's cancel flag for its searches' budgets. `report` returns `false` to stop
/// the batch (the searches under way are cancelled, no other starts).
pub fn run_all<T, R, W, F>(items: &[T], jobs: usize, work: W, mut report: F)
where
    T: Sync,
    R: Send,
    W: Fn(&T, &Arc<AtomicBool>) -> R + Sync,
    F: FnMut(usize, R) -> bool,
{
    let jobs = jobs.max(1);
    let next = AtomicUsize::new(0);
    let stop = Arc::new(AtomicBool::new(false));
    let (sender, receiver) = mpsc::channel::<(usize, R)>();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let sender = sender.clone();
            let (next, stop, work) = (&next, &stop, &work);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    if sender.send((index, work(item, stop))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);

        let mut done: Vec<Option<R>> = Vec::new();
        done.resize_with(items.len(), || None);
        let mut printed = 0;
        for (index, result) in receiver {
            done[index] = Some(result);
            while let Some(Some(result)) = done.get_mut(printed).map(Option::take) {
                if !report(printed, result) {
                    stop.store(true, Ordering::Relaxed);
                    return;
                }
                printed += 1;
            }
        }
    });
}
