//! Working through a batch on `--jobs` threads while the results come out in input order.
//!
//! Each worker takes the next item and works on it alone, with its own solver and
//! tables; the limits are per item (`tesuji_tsumego::solve` and `check` spend one budget
//! over all the searches of a problem). One cancel flag shared by every search stops them
//! all at once when nobody reads the output any more.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

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
