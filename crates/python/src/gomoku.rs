//! Gomoku and Renju: `tesuji.GomokuBoard` (freestyle, standard or renju rules, Black's
//! forbidden points) and its VCF/VCT solver.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use pyo3::IntoPyObjectExt;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use tesuji_gomoku::{
    Budget, Color, Coord, Limits, Mode, Point, Position, Rule, ThreatOutcome, ThreatSolver,
};

use crate::convert;
use crate::errors;
use crate::solve::run_interruptibly;

/// A Gomoku board: square, 5 to 22 a side, under ``freestyle``, ``standard`` (exactly
/// five) or ``renju`` rules. Points are written as in Gomoku programs: a column letter
/// from ``a`` (none skipped) and a row number from 1 at the bottom (``"h8"`` is the centre
/// of 15×15), or as ``(col, row)`` tuples from 0. Colours are ``"B"`` and ``"W"``; Black
/// plays first.
#[pyclass(module = "tesuji", name = "GomokuBoard")]
#[derive(Clone)]
pub struct GomokuBoard {
    board: tesuji_gomoku::Board,
    to_move: Color,
}

fn color(value: &Bound<'_, PyAny>) -> PyResult<Color> {
    Ok(match convert::color(value)? {
        tesuji_go::Color::Black => Color::Black,
        tesuji_go::Color::White => Color::White,
    })
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

impl GomokuBoard {
    fn coord(&self, value: &Bound<'_, PyAny>) -> PyResult<Coord> {
        if let Ok(text) = value.extract::<String>() {
            return convert::parsed(&text);
        }
        if let Ok((col, row)) = value.extract::<(i64, i64)>() {
            return match (u8::try_from(col), u8::try_from(row)) {
                (Ok(col), Ok(row)) => Ok(Coord::new(col, row)),
                _ => Err(PyValueError::new_err(format!(
                    "({col}, {row}) is off the board"
                ))),
            };
        }
        Err(PyTypeError::new_err(format!(
            "a point is a str ('h8') or a (col, row) tuple of ints, not {}",
            convert::type_name(value)
        )))
    }

    fn point(&self, value: &Bound<'_, PyAny>) -> PyResult<Point> {
        let coord = self.coord(value)?;
        self.board
            .point(coord)
            .ok_or_else(|| PyValueError::new_err(format!("{coord} is off the board")))
    }

    /// Plays `point` for `color` (the next player is the other colour), or raises
    /// `IllegalMove` with the reason and changes nothing.
    fn play_color(
        &mut self,
        py: Python<'_>,
        color: Color,
        point: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let coord = self.coord(point)?;
        let p = self.board.check(coord, color).map_err(|e| {
            let reason = match e {
                tesuji_gomoku::MoveError::OffBoard(_) => "off-board",
                tesuji_gomoku::MoveError::Occupied(_) => "occupied",
                tesuji_gomoku::MoveError::Forbidden(_, kind) => kind.name(),
            };
            errors::illegal_move(py, e.to_string(), reason)
        })?;
        self.board.play(color, p);
        self.to_move = color.opponent();
        Ok(())
    }

    fn from_position(position: Position) -> GomokuBoard {
        GomokuBoard {
            board: position.board,
            to_move: position.to_move,
        }
    }

    fn limits(
        max_depth: Option<u32>,
        time: Option<f64>,
        max_nodes: Option<u64>,
        memory_mb: usize,
        cancel: &Arc<AtomicBool>,
    ) -> PyResult<Limits> {
        Ok(Limits {
            max_depth,
            budget: Budget {
                max_nodes,
                time: convert::seconds(time)?,
                cancel: Some(Arc::clone(cancel)),
                ..Budget::default()
            },
            memory_bytes: convert::memory(memory_mb)?,
            ..Limits::default()
        })
    }
}

#[pymethods]
impl GomokuBoard {
    /// An empty board.
    #[new]
    #[pyo3(signature = (size = 15, rule = "freestyle"))]
    fn new(size: usize, rule: &str) -> PyResult<Self> {
        let rule = convert::parsed::<Rule>(rule)?;
        tesuji_gomoku::Board::new(size, rule)
            .map(|board| GomokuBoard {
                board,
                to_move: Color::Black,
            })
            .map_err(|e| PyValueError::new_err(format!("{e}")))
    }

    /// The position after ``moves`` in playing order, Black first: a string
    /// (``"h8 i9 j8"``) or a list of points. Each must be legal (a renju forbidden point
    /// is an :class:`IllegalMove`).
    #[staticmethod]
    #[pyo3(signature = (moves, size = 15, rule = "freestyle"))]
    fn from_moves(
        py: Python<'_>,
        moves: &Bound<'_, PyAny>,
        size: usize,
        rule: &str,
    ) -> PyResult<Self> {
        let mut board = GomokuBoard::new(size, rule)?;
        let list: Vec<Bound<'_, PyAny>> = if let Ok(text) = moves.extract::<String>() {
            text.split_whitespace()
                .map(|m| m.into_bound_py_any(py))
                .collect::<PyResult<_>>()?
        } else {
            moves.extract().map_err(|_| {
                PyTypeError::new_err("moves are a str ('h8 i9') or a list of points")
            })?
        };
        for mv in &list {
            board.play_next(py, mv)?;
        }
        Ok(board)
    }

    /// A board from an ASCII diagram: ``X`` Black, ``O`` White, ``.`` empty, the top row
    /// first, spaces between points ignored. The player to move is Black when the stone
    /// counts are equal, else White, unless ``to_move`` says.
    #[staticmethod]
    #[pyo3(signature = (text, rule = "freestyle", to_move = None))]
    fn from_diagram(text: &str, rule: &str, to_move: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let rule = convert::parsed::<Rule>(rule)?;
        let to_move = to_move.map(color).transpose()?;
        Position::parse(text, rule, None, to_move)
            .map(GomokuBoard::from_position)
            .map_err(|e| PyValueError::new_err(format!("not a Gomoku diagram: {e}")))
    }

    /// Plays ``point`` for ``color``; raises :class:`IllegalMove` (``reason``:
    /// occupied, off-board, or the forbidden kind for Black under renju) and leaves the
    /// board unchanged when the rules refuse it. The next player is the other colour.
    fn play(
        &mut self,
        py: Python<'_>,
        color: &Bound<'_, PyAny>,
        point: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let color = self::color(color)?;
        self.play_color(py, color, point)
    }

    /// Plays ``point`` for the player to move.
    fn play_next(&mut self, py: Python<'_>, point: &Bound<'_, PyAny>) -> PyResult<()> {
        self.play_color(py, self.to_move, point)
    }

    /// Takes back the last move and returns it as ``(color, point)``.
    fn undo(&mut self) -> PyResult<(&'static str, String)> {
        let (color, p) = self
            .board
            .undo()
            .ok_or_else(|| errors::Error::new_err("no move to undo"))?;
        self.to_move = color;
        Ok((color_name(color), self.board.name(p)))
    }

    /// The stone on ``point``: ``"B"``, ``"W"`` or None.
    fn stone(&self, point: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
        let p = self.point(point)?;
        Ok(self.board.stone(p).map(color_name))
    }

    /// Black's forbidden points under renju, each as ``(point, kind)`` with kind
    /// ``"double-three"``, ``"double-four"`` or ``"overline"`` (none under other rules).
    fn forbidden(&mut self) -> Vec<(String, &'static str)> {
        let points: Vec<Point> = self.board.points().to_vec();
        let mut forbidden = Vec::new();
        for p in points {
            if self.board.is_empty(p)
                && let Some(kind) = self.board.forbidden(p)
            {
                forbidden.push((self.board.name(p), kind.name()));
            }
        }
        forbidden
    }

    /// The colour with five in a row (exactly five under ``standard``; Black's overline
    /// does not count under renju), or None.
    #[getter]
    fn winner(&self) -> Option<&'static str> {
        self.board.winner().map(color_name)
    }

    /// The player to move (settable).
    #[getter]
    fn get_to_move(&self) -> &'static str {
        color_name(self.to_move)
    }

    #[setter]
    fn set_to_move(&mut self, value: &Bound<'_, PyAny>) -> PyResult<()> {
        self.to_move = color(value)?;
        Ok(())
    }

    /// The board's side.
    #[getter]
    fn size(&self) -> usize {
        self.board.size()
    }

    /// ``freestyle``, ``standard`` or ``renju``.
    #[getter]
    fn rule(&self) -> &'static str {
        self.board.rule().name()
    }

    /// The moves played, as ``(color, point)`` pairs.
    #[getter]
    fn moves(&self) -> Vec<(&'static str, String)> {
        self.board
            .history()
            .iter()
            .map(|&(p, color)| (color_name(color), self.board.name(p)))
            .collect()
    }

    /// An independent copy.
    fn copy(&self) -> GomokuBoard {
        self.clone()
    }

    /// Whether the player to move wins by continuous fours (``mode="vcf"``) or threats
    /// (``"vct"``) within ``max_depth`` of its moves (the five included), ``time``
    /// seconds and ``max_nodes``. With ``all_moves``, every winning first move is
    /// listed too (a search per first move). The GIL is released meanwhile, and Ctrl-C
    /// stops the search (``KeyboardInterrupt``).
    #[pyo3(signature = (mode = "vcf", max_depth = None, time = None, max_nodes = None, memory_mb = 64, all_moves = false))]
    #[allow(clippy::too_many_arguments)]
    fn solve(
        &self,
        py: Python<'_>,
        mode: &str,
        max_depth: Option<u32>,
        time: Option<f64>,
        max_nodes: Option<u64>,
        memory_mb: usize,
        all_moves: bool,
    ) -> PyResult<GomokuSolution> {
        let mode = convert::parsed::<Mode>(mode)?;
        let cancel = Arc::new(AtomicBool::new(false));
        let limits = GomokuBoard::limits(max_depth, time, max_nodes, memory_mb, &cancel)?;
        let attacker = self.to_move;
        let board = &self.board;
        let (solution, first_moves) = run_interruptibly(py, &cancel, || {
            let mut solver = ThreatSolver::new(limits.memory_bytes);
            let solution = solver.solve(board, attacker, mode, &limits);
            let first_moves = if all_moves {
                solver.first_moves(board, attacker, mode, &limits)
            } else {
                Vec::new()
            };
            (solution, first_moves)
        })?;
        let name = |p: Point| self.board.name(p);
        Ok(GomokuSolution {
            result: solution.outcome.name(),
            mode: mode.name(),
            attacker: color_name(attacker),
            line: solution.line.iter().map(|&p| name(p)).collect(),
            winning_moves: first_moves
                .iter()
                .filter(|(_, o)| *o == ThreatOutcome::Win)
                .map(|&(p, _)| name(p))
                .collect(),
            undecided_moves: first_moves
                .iter()
                .filter(|(_, o)| *o == ThreatOutcome::Unknown)
                .map(|&(p, _)| name(p))
                .collect(),
            nodes: solution.nodes,
            seconds: solution.elapsed.as_secs_f64(),
        })
    }

    fn __str__(&self) -> String {
        self.board.to_string()
    }

    fn __repr__(&self) -> String {
        format!(
            "<tesuji.GomokuBoard {0}x{0} {1}, {2} stones, {3} to move>",
            self.board.size(),
            self.board.rule().name(),
            self.board.stones(),
            color_name(self.to_move)
        )
    }
}

/// The answer of a VCF/VCT search for the player to move.
#[pyclass(module = "tesuji", name = "GomokuSolution", frozen, get_all)]
pub struct GomokuSolution {
    /// ``"win"``, ``"no-win"`` (no win by these threats within the depth limit: not a
    /// proof that the position cannot be won) or ``"unknown"`` (a budget ran out).
    result: &'static str,
    /// ``"vcf"`` or ``"vct"``.
    mode: &'static str,
    /// The player to move, who attacks: ``"B"`` or ``"W"``.
    attacker: &'static str,
    /// For a win, the winning line: attacker and defender alternating, first move first.
    line: Vec<String>,
    /// With ``all_moves``: every winning first move.
    winning_moves: Vec<String>,
    /// With ``all_moves``: the first moves the budget left undecided.
    undecided_moves: Vec<String>,
    /// Node expansions.
    nodes: u64,
    /// Wall time in seconds.
    seconds: f64,
}

#[pymethods]
impl GomokuSolution {
    fn __repr__(&self) -> String {
        format!(
            "<tesuji.GomokuSolution {} {} for {}: {:?}, {} nodes>",
            self.mode, self.result, self.attacker, self.line, self.nodes
        )
    }
}
