//! Solving a batch on `--jobs` threads while the answers come out in input order.
//!
//! Each worker takes the next unsolved problem and solves it with its own solver and
//! tables. The limits are per problem: `tesuji_tsumego::solve` spends one budget over
//! all the searches of a problem (with and without kos, then one per first move). One
//! cancel flag shared by every search stops them all at once when nobody reads the
//! output any more.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, mpsc};

use tesuji_search::Config;
use tesuji_tsumego::{Solution, solve};

use super::input::Item;

/// Solves every posed problem of `items` on `jobs` threads and hands each item, with its
/// solution (`None` for an item that holds an error), to `report` in input order, as
/// soon as it and every item before it are done. `report` returns `false` to stop the
/// batch (the searches under way are cancelled, no other starts). Each problem is solved
/// under `config` (its budget is the whole problem's), with the batch's cancel flag.
pub fn solve_all<F>(items: &[Item], jobs: usize, config: &Config, mut report: F)
where
    F: FnMut(usize, Option<&Solution>) -> bool,
{
    let jobs = jobs.max(1);
    let next = AtomicUsize::new(0);
    let stop = Arc::new(AtomicBool::new(false));
    let (sender, receiver) = mpsc::channel::<(usize, Option<Solution>)>();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let sender = sender.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    let solution = item.problem.as_ref().ok().map(|problem| {
                        let mut config = config.clone();
                        config.budget.cancel = Some(Arc::clone(stop));
                        solve(problem, &config)
                    });
                    if sender.send((index, solution)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);

        let mut done: Vec<Option<Option<Solution>>> = Vec::new();
        done.resize_with(items.len(), || None);
        let mut printed = 0;
        for (index, solution) in receiver {
            done[index] = Some(solution);
            while let Some(Some(solution)) = done.get_mut(printed).map(Option::take) {
                if !report(printed, solution.as_ref()) {
                    stop.store(true, Ordering::Relaxed);
                    return;
                }
                printed += 1;
            }
        }
    });
}
