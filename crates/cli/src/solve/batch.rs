//! Solving a batch on `--jobs` threads while the answers come out in input order.
//!
//! Each worker takes the next unsolved problem and solves it with its own solver and
//! tables. The library's budgets hold per search call and a problem runs several
//! searches (with and without kos, then one per first move), so `--time` is kept per
//! problem by a watchdog thread that raises the problem's cancel flag at its deadline;
//! the same watchdog stops every search at once when nobody reads the output any more.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use tesuji_search::{Budget, Config};
use tesuji_tsumego::{Solution, solve};

use super::input::Item;

/// What each problem may spend.
pub struct Limits {
    /// The transposition table of each search.
    pub memory_bytes: usize,
    /// Node expansions of each search.
    pub max_nodes: Option<u64>,
    /// Wall time of the whole problem.
    pub time: Option<Duration>,
}

/// How often the watchdog looks at the deadlines: the precision of `--time`.
const WATCH_EVERY: Duration = Duration::from_millis(5);

/// The cancel flag of the problem a worker is on, with its deadline.
type Watched = Option<(Arc<AtomicBool>, Option<Instant>)>;

/// Solves every posed problem of `items` on `jobs` threads and hands each item, with its
/// solution (`None` for an item that holds an error), to `report` in input order, as
/// soon as it and every item before it are done. `report` returns `false` to stop the
/// batch (the searches under way are cancelled, no other starts).
pub fn solve_all<F>(items: &[Item], jobs: usize, limits: &Limits, mut report: F)
where
    F: FnMut(usize, Option<&Solution>) -> bool,
{
    let jobs = jobs.max(1);
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let running = AtomicUsize::new(jobs);
    let watched: Mutex<Vec<Watched>> = Mutex::new(vec![None; jobs]);
    let (sender, receiver) = mpsc::channel::<(usize, Option<Solution>)>();
    std::thread::scope(|scope| {
        for job in 0..jobs {
            let sender = sender.clone();
            let (next, stop, running, watched) = (&next, &stop, &running, &watched);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    let solution = item.problem.as_ref().ok().map(|problem| {
                        let cancel = Arc::new(AtomicBool::new(false));
                        let deadline = limits.time.map(|time| Instant::now() + time);
                        set(watched, job, Some((Arc::clone(&cancel), deadline)));
                        let config = Config {
                            memory_bytes: limits.memory_bytes,
                            budget: Budget {
                                max_nodes: limits.max_nodes,
                                time: limits.time,
                                cancel: Some(cancel),
                            },
                            ..Config::default()
                        };
                        let solution = solve(problem, &config);
                        set(watched, job, None);
                        solution
                    });
                    if sender.send((index, solution)).is_err() {
                        break;
                    }
                }
                running.fetch_sub(1, Ordering::Release);
            });
        }
        drop(sender);
        let (stop, running, watched) = (&stop, &running, &watched);
        scope.spawn(move || {
            while running.load(Ordering::Acquire) > 0 {
                std::thread::sleep(WATCH_EVERY);
                let now = Instant::now();
                let stopping = stop.load(Ordering::Relaxed);
                let watched = watched
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                for (cancel, deadline) in watched.iter().flatten() {
                    if stopping || deadline.is_some_and(|d| now >= d) {
                        cancel.store(true, Ordering::Relaxed);
                    }
                }
            }
        });

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

fn set(watched: &Mutex<Vec<Watched>>, job: usize, value: Watched) {
    let mut watched = watched
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    watched[job] = value;
}
