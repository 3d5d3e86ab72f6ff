//! What a search may spend, and why it stopped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Limits on one search call, or, [started](Budget::started) once, on several calls
/// that share them (a problem's searches, one answer's readings). Any limit reached
/// makes the answer [`Verdict::Unknown`](crate::Verdict::Unknown), never a guess. Memory
/// is bounded separately, by the transposition table's size in [`Config`](crate::Config).
///
/// ```
/// use std::sync::{Arc, atomic::AtomicBool};
/// use std::time::Duration;
/// use tesuji_search::games::{Mnk, Player};
/// use tesuji_search::{Budget, Config, Dfpn, Stop, Verdict};
///
/// let cancel = Arc::new(AtomicBool::new(false)); // a GUI's stop button sets it
/// let budget = Budget {
///     max_nodes: Some(100),
///     time: Some(Duration::from_secs(5)),
///     cancel: Some(Arc::clone(&cancel)),
///     deadline: None,
/// };
/// let mut solver = Dfpn::new(Config { budget, ..Config::default() });
/// let outcome = solver.solve(&mut Mnk::new(4, 4, 4, Player::First));
/// assert_eq!(outcome.verdict, Verdict::Unknown);
/// assert_eq!(outcome.stop, Some(Stop::Nodes));
/// assert!(outcome.stats.nodes <= 100);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Budget {
    /// At most this many node expansions.
    pub max_nodes: Option<u64>,
    /// At most this much wall time.
    pub time: Option<Duration>,
    /// A flag another thread (a GUI) sets to stop the search; checked every few hundred
    /// nodes.
    pub cancel: Option<Arc<AtomicBool>>,
    /// A moment at which the search stops, whatever `time` says (a limit shared by
    /// several calls; see [`started`](Budget::started)).
    pub deadline: Option<Instant>,
}

impl Budget {
    /// The same limits fixed from now on, for several search calls to share: the time
    /// becomes a deadline (the earlier of it and the deadline given), so each call gets
    /// what the ones before it left.
    ///
    /// ```
    /// use std::time::Duration;
    /// use tesuji_search::Budget;
    ///
    /// let budget = Budget { time: Some(Duration::from_secs(10)), ..Budget::default() };
    /// let shared = budget.started();
    /// assert_eq!(shared.time, None);
    /// assert!(shared.deadline.is_some());
    /// ```
    #[must_use]
    pub fn started(&self) -> Budget {
        let from_time = self.time.map(|time| Instant::now() + time);
        Budget {
            time: None,
            deadline: match (from_time, self.deadline) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            ..self.clone()
        }
    }

    /// What is left once `nodes` node expansions of it are spent (at least one more,
    /// so that a search can start and stop at once).
    ///
    /// ```
    /// use tesuji_search::Budget;
    ///
    /// let budget = Budget { max_nodes: Some(1_000), ..Budget::default() };
    /// assert_eq!(budget.after(400).max_nodes, Some(600));
    /// assert_eq!(budget.after(5_000).max_nodes, Some(1));
    /// ```
    #[must_use]
    pub fn after(&self, nodes: u64) -> Budget {
        Budget {
            max_nodes: self.max_nodes.map(|max| max.saturating_sub(nodes).max(1)),
            ..self.clone()
        }
    }
}

/// Why a search stopped before solving.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stop {
    /// The node budget was spent.
    Nodes,
    /// The time budget was spent.
    Time,
    /// The cancel flag was set.
    Cancelled,
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Stop::Nodes => "node budget spent",
            Stop::Time => "time budget spent",
            Stop::Cancelled => "cancelled",
        })
    }
}

/// A running budget: the limits and what has been spent.
#[derive(Debug)]
pub(crate) struct Meter {
    budget: Budget,
    start: Instant,
    nodes_at_start: u64,
    stop: Option<Stop>,
}

/// How many nodes go by between looks at the clock and the cancel flag.
const CHECK_EVERY: u64 = 256;

impl Meter {
    pub(crate) fn start(budget: Budget, nodes_now: u64) -> Meter {
        Meter {
            budget,
            start: Instant::now(),
            nodes_at_start: nodes_now,
            stop: None,
        }
    }

    /// Counts against the budget at node count `nodes`; returns whether the search must
    /// stop. Once stopped, it stays stopped.
    #[inline]
    pub(crate) fn spent(&mut self, nodes: u64) -> bool {
        if self.stop.is_some() {
            return true;
        }
        let used = nodes - self.nodes_at_start;
        if self.budget.max_nodes.is_some_and(|max| used >= max) {
            self.stop = Some(Stop::Nodes);
        } else if used.is_multiple_of(CHECK_EVERY) {
            if self
                .budget
                .cancel
                .as_ref()
                .is_some_and(|c| c.load(Ordering::Relaxed))
            {
                self.stop = Some(Stop::Cancelled);
            } else if self.budget.time.is_some_and(|t| self.start.elapsed() >= t)
                || self.budget.deadline.is_some_and(|d| Instant::now() >= d)
            {
                self.stop = Some(Stop::Time);
            }
        }
        self.stop.is_some()
    }

    pub(crate) fn stop(&self) -> Option<Stop> {
        self.stop
    }

    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}
