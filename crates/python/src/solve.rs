//! `tesuji.solve`: a life-and-death problem posed from an SGF game, an SGF text or file,
//! or a board, solved with the GIL released; Ctrl-C stops it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tesuji_go::{Move, Rules};
use tesuji_search::{Budget, Config};
use tesuji_tsumego::{Area, Goal, ProblemError, Request, Tsumego};

use crate::convert::{self, color_name};
use crate::errors;
use crate::go::Board;
use crate::sgf::Game;

/// How often a search's caller looks for a signal (Ctrl-C) while the search runs.
const SIGNAL_POLL: Duration = Duration::from_millis(20);

/// A solved problem: the status for the side to play, every correct first move, the main
/// line, the refutations of the other first moves, and what the budget left undecided.
#[pyclass(module = "tesuji", name = "Solution", frozen)]
pub struct Solution {
    problem: Tsumego,
    solution: tesuji_tsumego::Solution,
}

impl Solution {
    /// The problem the solution answers (the other pose where the inferred one failed).
    fn pose(&self) -> &Tsumego {
        self.solution.pose(&self.problem)
    }
}

fn names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

#[pymethods]
impl Solution {
    /// ``"success"`` (the goal is reached whatever the opponent does, without ko),
    /// ``"ko"``, ``"failure"`` or ``"unknown"`` (the budget ran out first).
    #[getter]
    fn status(&self) -> &'static str {
        self.solution.status.name()
    }

    /// Every first move that reaches the status.
    #[getter]
    fn correct_moves(&self) -> Vec<String> {
        names(&self.solution.correct_moves)
    }

    /// The main line: a correct move and best play after it.
    #[getter]
    fn pv(&self) -> Vec<String> {
        names(&self.solution.pv)
    }

    /// For each other first move decided, the line that refutes it (the move first).
    #[getter]
    fn refutations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (first, line) in &self.solution.refutations {
            dict.set_item(first.to_string(), names(line))?;
        }
        Ok(dict)
    }

    /// Other first moves proven wrong whose refuting line the budget left no time to
    /// read (not in ``refutations``).
    #[getter]
    fn refuted_without_line(&self) -> Vec<String> {
        names(&self.solution.refuted_without_line)
    }

    /// First moves the budget left undecided.
    #[getter]
    fn undecided(&self) -> Vec<String> {
        names(&self.solution.undecided)
    }

    /// Whether the inferred pose failed and this answers the other side's group with the
    /// opposite goal (``to_play``, ``goal`` and ``targets`` are that pose's).
    #[getter]
    fn reposed(&self) -> bool {
        self.solution.reposed
    }

    /// Whether the defender to play failed or needed a ko with the frame's fill of the
    /// attacker's outside, and this answers the board with that outside left open.
    #[getter]
    fn outside_open(&self) -> bool {
        self.solution.outside_open
    }

    /// Whether this answers the board with the attacker's outside filled nearer the
    /// group (from two steps of the defender's stones): the defender to play lives there
    /// (so it lives with the usual fill too), or the attacker to play, undecided with
    /// the usual fill, kills or makes ko there.
    #[getter]
    fn outside_near(&self) -> bool {
        self.solution.outside_near
    }

    /// Node expansions of all the searches.
    #[getter]
    fn nodes(&self) -> u64 {
        self.solution.nodes
    }

    /// Wall time of all the searches, in seconds.
    #[getter]
    fn seconds(&self) -> f64 {
        self.solution.elapsed.as_secs_f64()
    }

    /// The side to play: ``"B"`` or ``"W"``.
    #[getter]
    fn to_play(&self) -> &'static str {
        color_name(self.pose().to_play())
    }

    /// The side to play's goal: ``"kill"`` or ``"live"``.
    #[getter]
    fn goal(&self) -> &'static str {
        self.pose().goal().name()
    }

    /// The stones of the group whose fate is asked.
    #[getter]
    fn targets(&self) -> Vec<String> {
        let pose = self.pose();
        pose.targets()
            .iter()
            .map(|&p| pose.board().vertex(p).to_string())
            .collect()
    }

    /// The problem's area (``"A1:G7"``), or None for a problem stated exactly.
    #[getter]
    fn region(&self) -> Option<String> {
        self.pose().area().map(|a| a.to_string())
    }

    /// Where the side to play, the goal and the target came from: ``{"to_play": ...,
    /// "goal": ..., "target": ...}``, each ``"given"``, ``"file"``, ``"statement"`` or
    /// ``"inferred"``.
    #[getter]
    fn inferred<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let sources = self.pose().sources();
        let dict = PyDict::new(py);
        dict.set_item("to_play", sources.to_play.name())?;
        dict.set_item("goal", sources.goal.name())?;
        dict.set_item("target", sources.target.name())?;
        Ok(dict)
    }

    /// The problem with its solution as an SGF game tree (``C[RIGHT]`` on the correct
    /// lines, the reason on each refutation), as ``tesuji solve --write-sgf`` writes it.
    fn to_sgf(&self) -> String {
        tesuji_tsumego::tree::solution_sgf(self.pose(), &self.solution)
    }

    fn __repr__(&self) -> String {
        format!(
            "<tesuji.Solution {} {} {}: {} correct {:?}, {} nodes>",
            color_name(self.pose().to_play()),
            self.pose().goal().name(),
            self.targets().first().map_or("", String::as_str),
            self.status(),
            self.correct_moves(),
            self.solution.nodes
        )
    }
}

/// What the problem argument of `solve` may be.
enum Source {
    Game(tesuji_go::sgf::Game),
    Board(Box<tesuji_go::Board>),
}

fn source(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<Source> {
    if let Ok(board) = value.cast::<Board>() {
        return Ok(Source::Board(Box::new(board.borrow().board.clone())));
    }
    if let Ok(game) = value.cast::<Game>() {
        return Ok(Source::Game(game.get().game.clone()));
    }
    let path_or_text = if let Ok(text) = value.extract::<String>() {
        text
    } else if let Ok(path) = value.extract::<std::path::PathBuf>() {
        path.display().to_string()
    } else {
        return Err(PyTypeError::new_err(format!(
            "a problem is a Board, a Game, SGF text or a path, not {}",
            convert::type_name(value)
        )));
    };
    let (text, name) = if path_or_text.trim_start().starts_with('(') {
        (path_or_text, "<string>".to_string())
    } else {
        (std::fs::read_to_string(&path_or_text)?, path_or_text)
    };
    let games = tesuji_go::sgf::Collection::parse(&text, &name)
        .map_err(|e| errors::sgf_error(py, &e))?
        .into_games();
    let mut games = games.into_iter();
    match (games.next(), games.next()) {
        (Some(game), None) => Ok(Source::Game(game)),
        (None, _) => Err(errors::SgfError::new_err(format!("{name}: no game"))),
        (Some(_), Some(_)) => Err(PyValueError::new_err(format!(
            "{name} holds several games: pass one Game of read_sgf's list"
        ))),
    }
}

fn problem_error(error: ProblemError) -> PyErr {
    errors::ProblemError::new_err(error.to_string())
}

/// Solves a life-and-death problem.
///
/// ``problem`` is a :class:`Game`, SGF text, the path of an SGF file holding one game, or
/// a :class:`Board` (whose player to move plays first unless ``to_play`` says).
/// What the arguments leave open is taken from the file (``PL``, the statement in the
/// root comment, marked target stones) or inferred from the position, as ``tesuji
/// solve`` does: ``to_play`` (``"B"``/``"W"``), ``goal`` (``"kill"``/``"live"``),
/// ``targets`` (vertices of the group whose fate is asked), ``region`` (``"A1:G7"``, the
/// rectangle where the search plays). ``time`` (seconds) and ``max_nodes`` bound the
/// work (the status is then ``"unknown"``, the first moves not judged ``undecided``);
/// ``memory_mb`` is the transposition table's size.
///
/// The GIL is released while the search runs, so threads solve problems in parallel;
/// Ctrl-C (a signal) stops it and raises ``KeyboardInterrupt``.
#[pyfunction]
#[pyo3(signature = (problem, to_play = None, goal = None, targets = None, region = None, time = None, max_nodes = None, memory_mb = 64, ko_rule = None))]
#[allow(clippy::too_many_arguments)]
pub fn solve(
    py: Python<'_>,
    problem: &Bound<'_, PyAny>,
    to_play: Option<&Bound<'_, PyAny>>,
    goal: Option<&str>,
    targets: Option<Vec<Bound<'_, PyAny>>>,
    region: Option<&str>,
    time: Option<f64>,
    max_nodes: Option<u64>,
    memory_mb: usize,
    ko_rule: Option<&str>,
) -> PyResult<Solution> {
    let source = source(py, problem)?;
    let mut request = Request {
        to_play: to_play.map(convert::color).transpose()?,
        goal: goal
            .map(|g| {
                g.parse::<Goal>()
                    .map_err(|e| PyValueError::new_err(e.to_string()))
            })
            .transpose()?,
        targets: targets
            .unwrap_or_default()
            .iter()
            .map(convert::vertex)
            .collect::<PyResult<_>>()?,
        area: region
            .map(|r| {
                r.parse::<Area>()
                    .map_err(|e| PyValueError::new_err(format!("{r:?} is not a region: {e}")))
            })
            .transpose()?,
        ..Request::default()
    };
    let ko = ko_rule.map(convert::parsed).transpose()?;
    let tsumego = match source {
        Source::Game(game) => {
            let rules = game
                .info()
                .known_rules()
                .unwrap_or(Rules::JAPANESE)
                .overridden(ko, None);
            request.ko_rule = rules.ko;
            Tsumego::from_sgf(&game, rules, &request).map_err(|e| match e {
                ProblemError::Sgf(e) => errors::sgf_error(py, &e),
                other => problem_error(other),
            })?
        }
        Source::Board(board) => {
            request.to_play = request.to_play.or(Some(board.to_move()));
            request.ko_rule = ko.unwrap_or(board.rules().ko);
            Tsumego::new(&board, &request).map_err(problem_error)?
        }
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let config = Config {
        memory_bytes: convert::memory(memory_mb)?,
        budget: Budget {
            max_nodes,
            time: convert::seconds(time)?,
            cancel: Some(Arc::clone(&cancel)),
            ..Budget::default()
        },
        ..Config::default()
    };
    let solution = run_interruptibly(py, &cancel, || tesuji_tsumego::solve(&tsumego, &config))?;
    Ok(Solution {
        problem: tsumego,
        solution,
    })
}

/// Runs `work` on its own thread with the GIL released, while this thread looks for
/// signals: on Ctrl-C (or any signal whose handler raises) it sets `cancel`, waits for
/// the search to stop, and raises what the handler raised. (Python runs signal handlers
/// only on its main thread, so the search cannot be the one to look.)
pub fn run_interruptibly<T: Send>(
    py: Python<'_>,
    cancel: &AtomicBool,
    work: impl FnOnce() -> T + Send,
) -> PyResult<T> {
    let (result, interrupted) = py.detach(|| {
        std::thread::scope(|scope| {
            let (done, finished) = std::sync::mpsc::channel();
            scope.spawn(move || {
                // A send fails only when nobody waits any more.
                let _ = done.send(work());
            });
            let mut interrupted = None;
            loop {
                match finished.recv_timeout(SIGNAL_POLL) {
                    Ok(result) => return (Some(result), interrupted),
                    // The worker panicked (the scope re-raises it).
                    Err(RecvTimeoutError::Disconnected) => return (None, interrupted),
                    Err(RecvTimeoutError::Timeout) => {}
                }
                if interrupted.is_none()
                    && let Err(signal) = Python::attach(|py| py.check_signals())
                {
                    cancel.store(true, Ordering::Relaxed);
                    interrupted = Some(signal);
                }
            }
        })
    });
    if let Some(signal) = interrupted {
        return Err(signal);
    }
    result.ok_or_else(|| {
        errors::Error::new_err("the search failed (a bug in tesuji: please report it)")
    })
}
