//! `tesuji.Board`: the Go rules core, with Benson's unconditional life, eye spaces and
//! capture hints as Python values.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};
use tesuji_go::eyes::ShapeVerdict;
use tesuji_go::sgf::Record;
use tesuji_go::{Color, Geometry, Move, Point};

use crate::convert::{self, color_name};
use crate::errors;

/// A Go board: stones, chains with exact liberties, captures, ko and superko as the rules
/// say, the player to move, and undo of any number of moves.
///
/// Vertices are GTP strings (``"D4"``, ``"pass"``; columns skip I, row 1 at the bottom)
/// or ``(col, row)`` tuples from 0 (column from the left, row from the bottom: ``(3, 3)``
/// is ``"D4"``). Colours are ``"B"`` and ``"W"``. Methods return vertices as GTP strings.
#[pyclass(module = "tesuji", name = "Board")]
#[derive(Clone)]
pub struct Board {
    pub(crate) board: tesuji_go::Board,
}

impl Board {
    /// The point of a vertex on this board, or `ValueError` naming it.
    fn point(&self, value: &Bound<'_, PyAny>) -> PyResult<Point> {
        let v = convert::vertex(value)?;
        self.board.point(v).map_err(|_| {
            PyValueError::new_err(format!("{v} is off the {} board", self.size_text()))
        })
    }

    fn size_text(&self) -> String {
        let g = self.board.geometry();
        format!("{}x{}", g.width(), g.height())
    }

    fn name(&self, p: Point) -> String {
        self.board.vertex(p).to_string()
    }

    fn names(&self, points: impl IntoIterator<Item = Point>) -> Vec<String> {
        let mut names: Vec<(tesuji_go::Vertex, String)> = points
            .into_iter()
            .map(|p| (self.board.vertex(p), self.name(p)))
            .collect();
        names.sort();
        names.into_iter().map(|(_, n)| n).collect()
    }

    /// The board's set-up as a record: its stones and the player to move (no moves).
    pub(crate) fn record(&self) -> Record {
        let g = self.board.geometry();
        let mut record = Record::new(g.width(), g.height()).with_to_play(self.board.to_move());
        record.rules = self.board.rules().preset_name().map(str::to_string);
        for p in g.points() {
            if let Some(color) = self.board.stone(p) {
                record.setup.push((color, self.board.vertex(p)));
            }
        }
        record
    }
}

#[pymethods]
impl Board {
    /// An empty ``size`` × ``size`` board (or ``width`` × ``height``, 2 to 25 a side)
    /// under the rules named (``chinese``, ``japanese``, ``aga``, ``new-zealand``,
    /// ``tromp-taylor``).
    #[new]
    #[pyo3(signature = (size = 19, rules = "japanese", *, width = None, height = None))]
    fn new(
        size: usize,
        rules: &str,
        width: Option<usize>,
        height: Option<usize>,
    ) -> PyResult<Self> {
        let rules = convert::rules(rules)?;
        let (w, h) = (width.unwrap_or(size), height.unwrap_or(size));
        let geometry = u8::try_from(w)
            .ok()
            .zip(u8::try_from(h).ok())
            .and_then(|(w, h)| Geometry::new(w, h))
            .ok_or_else(|| {
                PyValueError::new_err(format!(
                    "a {w}x{h} board is not supported (sides from 2 to 25)"
                ))
            })?;
        Ok(Board {
            board: tesuji_go::Board::new(geometry, rules),
        })
    }

    /// A board from a diagram: one line per row, the top row first, ``X`` Black, ``O``
    /// White, ``.`` or ``+`` empty, spaces between points ignored (the printed board
    /// reads back, coordinates and all).
    #[staticmethod]
    #[pyo3(signature = (text, rules = "japanese"))]
    fn from_diagram(text: &str, rules: &str) -> PyResult<Self> {
        let rules = convert::rules(rules)?;
        tesuji_go::Board::from_diagram(text, rules)
            .map(|board| Board { board })
            .map_err(|e| PyValueError::new_err(format!("not a board diagram: {e}")))
    }

    /// Plays ``vertex`` (or ``"pass"``) for ``color``. Raises :class:`IllegalMove`
    /// (with ``reason``: occupied, suicide, ko, superko, off-board) and leaves the board
    /// unchanged when the rules refuse it.
    fn play(
        &mut self,
        py: Python<'_>,
        color: &Bound<'_, PyAny>,
        vertex: &Bound<'_, PyAny>,
    ) -> PyResult<()> {
        let color = convert::color(color)?;
        let mv = convert::go_move(vertex)?;
        self.board
            .play(color, mv)
            .map_err(|e| errors::go_illegal_move(py, &e))
    }

    /// Takes back the last move and returns it as ``(color, vertex)``; raises
    /// :class:`Error` when no move is left to take back.
    fn undo(&mut self) -> PyResult<(&'static str, String)> {
        self.board
            .undo()
            .map(|(color, mv)| (color_name(color), mv.to_string()))
            .ok_or_else(|| errors::Error::new_err("no move to undo"))
    }

    /// Whether ``color`` may play ``vertex`` (a pass always may).
    fn is_legal(&self, color: &Bound<'_, PyAny>, vertex: &Bound<'_, PyAny>) -> PyResult<bool> {
        let color = convert::color(color)?;
        match convert::go_move(vertex)? {
            Move::Pass => Ok(true),
            Move::Play(v) => {
                let p = self.board.point(v).map_err(|_| {
                    PyValueError::new_err(format!("{v} is off the {} board", self.size_text()))
                })?;
                Ok(self.board.check(color, p).is_ok())
            }
        }
    }

    /// Every point where ``color`` (by default the player to move) may play, bottom row
    /// first, each row from the left (a pass, always legal, is not listed).
    #[pyo3(signature = (color = None))]
    fn legal_moves(&self, color: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<String>> {
        let color = color
            .map(convert::color)
            .transpose()?
            .unwrap_or(self.board.to_move());
        Ok(self
            .board
            .legal_points(color)
            .into_iter()
            .map(|p| self.name(p))
            .collect())
    }

    /// The stone on ``vertex``: ``"B"``, ``"W"`` or None.
    fn stone(&self, vertex: &Bound<'_, PyAny>) -> PyResult<Option<&'static str>> {
        let p = self.point(vertex)?;
        Ok(self.board.stone(p).map(color_name))
    }

    /// The number of liberties of the chain on ``vertex`` (0 for an empty point).
    fn liberties(&self, vertex: &Bound<'_, PyAny>) -> PyResult<usize> {
        let p = self.point(vertex)?;
        Ok(self.board.liberty_count(p))
    }

    /// The liberties of the chain on ``vertex`` (empty for an empty point).
    fn liberty_points(&self, vertex: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
        let p = self.point(vertex)?;
        if self.board.is_empty(p) {
            return Ok(Vec::new());
        }
        Ok(self.names(self.board.chain_liberties(p).iter()))
    }

    /// The stones of the chain on ``vertex`` (empty for an empty point).
    fn chain(&self, vertex: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
        let p = self.point(vertex)?;
        if self.board.is_empty(p) {
            return Ok(Vec::new());
        }
        Ok(self.names(self.board.chain_stones(p)))
    }

    /// The stones each colour has captured: ``{"B": n, "W": m}``.
    #[getter]
    fn captures<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for color in [Color::Black, Color::White] {
            dict.set_item(color_name(color), self.board.captures(color))?;
        }
        Ok(dict)
    }

    /// The position's 64-bit Zobrist hash (the stones only).
    #[getter]
    fn hash(&self) -> u64 {
        self.board.hash()
    }

    /// The player to move: ``"B"`` or ``"W"`` (settable).
    #[getter]
    fn get_to_move(&self) -> &'static str {
        color_name(self.board.to_move())
    }

    #[setter]
    fn set_to_move(&mut self, color: &Bound<'_, PyAny>) -> PyResult<()> {
        self.board.set_to_move(convert::color(color)?);
        Ok(())
    }

    /// Columns.
    #[getter]
    fn width(&self) -> u8 {
        self.board.geometry().width()
    }

    /// Rows.
    #[getter]
    fn height(&self) -> u8 {
        self.board.geometry().height()
    }

    /// The rules' name.
    #[getter]
    fn rules(&self) -> String {
        convert::rules_name(self.board.rules())
    }

    /// The moves played since the board was made, as ``(color, vertex)`` pairs.
    #[getter]
    fn moves(&self) -> Vec<(&'static str, String)> {
        self.board
            .moves()
            .map(|(color, mv)| (color_name(color), mv.to_string()))
            .collect()
    }

    /// An independent copy (history included, so undo and ko work on it too).
    fn copy(&self) -> Board {
        self.clone()
    }

    fn __copy__(&self) -> Board {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Board {
        self.clone()
    }

    /// The stones as a ``(height, width)`` numpy ``int8`` array: 0 empty, 1 Black, -1
    /// White, laid out as the diagram shows them (the top row first), so the vertex
    /// ``(col, row)`` is at ``array[height - 1 - row, col]``. Needs numpy.
    fn to_numpy<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let numpy = py.import("numpy")?;
        let g = self.board.geometry();
        let mut bytes = Vec::with_capacity(g.cells());
        for row in (0..g.height()).rev() {
            for col in 0..g.width() {
                bytes.push(
                    match self.board.stone_at(tesuji_go::Vertex::new(col, row)) {
                        None => 0u8,
                        Some(Color::Black) => 1,
                        Some(Color::White) => 0xFF, // -1 as int8
                    },
                );
            }
        }
        let kwargs = PyDict::new(py);
        kwargs.set_item("dtype", "int8")?;
        numpy
            .call_method("frombuffer", (PyBytes::new(py, &bytes),), Some(&kwargs))?
            .call_method1("reshape", ((g.height(), g.width()),))?
            // A writable array of its own, not a view of the bytes.
            .call_method0("copy")
    }

    /// Benson's unconditional life for ``color``: ``{"alive": [...], "territory":
    /// [...]}``, the stones that can never be captured and the points of their vital
    /// regions (where the opponent's stones are dead).
    fn unconditional_life<'py>(
        &self,
        py: Python<'py>,
        color: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let color = convert::color(color)?;
        let life = tesuji_go::benson::unconditional_life(&self.board, color);
        let dict = PyDict::new(py);
        dict.set_item("alive", self.names(life.alive.iter()))?;
        dict.set_item("territory", self.names(life.territory.iter()))?;
        Ok(dict)
    }

    /// The eye spaces of ``color``: for each, its ``points``, ``shape`` (``"straight
    /// three"``, ``"bulky five"``...), ``verdict`` (``"one eye"``, ``"alive"``,
    /// ``"unsettled"``, ``"unknown"``), ``vital_point`` (where the one who plays first
    /// decides, else None) and ``opponent_stones`` inside.
    fn eye_spaces<'py>(
        &self,
        py: Python<'py>,
        color: &Bound<'_, PyAny>,
    ) -> PyResult<Vec<Bound<'py, PyDict>>> {
        let color = convert::color(color)?;
        tesuji_go::eyes::eye_spaces(&self.board, color)
            .iter()
            .map(|space| {
                let dict = PyDict::new(py);
                dict.set_item("points", self.names(space.points().iter().copied()))?;
                dict.set_item("shape", space.shape().name())?;
                let (verdict, vital) = match space.verdict() {
                    ShapeVerdict::OneEye => ("one eye", None),
                    ShapeVerdict::Alive => ("alive", None),
                    ShapeVerdict::Unsettled { vital } => ("unsettled", Some(self.name(vital))),
                    ShapeVerdict::Unknown => ("unknown", None),
                };
                dict.set_item("verdict", verdict)?;
                dict.set_item("vital_point", vital)?;
                dict.set_item("opponent_stones", space.opponent_stones())?;
                Ok(dict)
            })
            .collect()
    }

    /// Every point where ``color`` (by default the player to move) captures now, as
    /// ``{vertex: [captured stones]}`` (legal captures only).
    #[pyo3(signature = (color = None))]
    fn capture_moves<'py>(
        &self,
        py: Python<'py>,
        color: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let color = color
            .map(convert::color)
            .transpose()?
            .unwrap_or(self.board.to_move());
        let dict = PyDict::new(py);
        for capture in tesuji_go::tactics::capture_moves(&self.board, color) {
            let stones = capture
                .captured
                .iter()
                .flat_map(|chain| self.board.chain_stones(chain.head));
            dict.set_item(self.name(capture.point), self.names(stones))?;
        }
        Ok(dict)
    }

    /// The position as an SGF record: its stones as set-up and the player to move.
    fn to_sgf(&self) -> String {
        self.record().to_sgf()
    }

    fn __str__(&self) -> String {
        self.board.to_string()
    }

    fn __repr__(&self) -> String {
        let g = self.board.geometry();
        let stones = g
            .points()
            .filter(|&p| self.board.stone(p).is_some())
            .count();
        format!(
            "<tesuji.Board {} {}, {stones} stones, {} to move>",
            self.size_text(),
            self.rules(),
            color_name(self.board.to_move())
        )
    }

    fn __eq__(&self, other: &Board) -> bool {
        let (a, b) = (&self.board, &other.board);
        a.geometry() == b.geometry()
            && a.to_move() == b.to_move()
            && a.geometry().points().all(|p| a.stone(p) == b.stone(p))
    }
}
