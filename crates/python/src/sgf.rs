//! SGF: files and texts read into games, the position at a move, records written back.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use tesuji_go::Rules;
use tesuji_go::sgf::{Collection, Until};

use crate::convert::{self, color_name};
use crate::errors;
use crate::go::Board;

/// One game tree of an SGF collection (a game record, or a problem with its solution as
/// variations).
#[pyclass(module = "tesuji", name = "Game", frozen)]
pub struct Game {
    pub(crate) game: tesuji_go::sgf::Game,
}

impl Game {
    /// The rules to replay under: those named, else the file's `RU` where tesuji knows
    /// it, else Japanese.
    pub(crate) fn replay_rules(&self, rules: Option<&str>) -> PyResult<Rules> {
        match rules {
            Some(name) => convert::rules(name),
            None => Ok(self.game.info().known_rules().unwrap_or(Rules::JAPANESE)),
        }
    }

    /// The main line replayed up to `at` (see `position`) under `rules`.
    fn replay(
        &self,
        py: Python<'_>,
        at: Option<&Bound<'_, PyAny>>,
        rules: Option<&str>,
    ) -> PyResult<tesuji_go::sgf::Position> {
        let rules = self.replay_rules(rules)?;
        let until = self.until(at)?;
        self.game
            .position(rules, until)
            .map_err(|e| errors::sgf_error(py, &e))
    }

    fn until(&self, at: Option<&Bound<'_, PyAny>>) -> PyResult<Until> {
        let Some(at) = at else {
            return Ok(Until::End);
        };
        if let Ok(number) = at.extract::<i64>() {
            return usize::try_from(number)
                .ok()
                .filter(|&n| n >= 1)
                .map(Until::Move)
                .ok_or_else(|| {
                    PyValueError::new_err(format!("move numbers start at 1, not {number}"))
                });
        }
        Ok(Until::Vertex(convert::vertex(at)?))
    }
}

#[pymethods]
impl Game {
    /// Columns (``SZ``).
    #[getter]
    fn width(&self) -> u8 {
        self.game.info().width
    }

    /// Rows.
    #[getter]
    fn height(&self) -> u8 {
        self.game.info().height
    }

    /// ``KM`` (0 when absent).
    #[getter]
    fn komi(&self) -> f64 {
        self.game.info().komi
    }

    /// ``RU`` as written, or None.
    #[getter]
    fn rules(&self) -> Option<String> {
        self.game.info().rules.clone()
    }

    /// The root node's comment, or None.
    #[getter]
    fn comment(&self) -> Option<String> {
        self.game.root_comment().map(str::to_string)
    }

    /// ``PL`` of the root node (``"B"``/``"W"``), or None.
    #[getter]
    fn player(&self) -> Option<&'static str> {
        self.game.root_player().map(color_name)
    }

    /// The position on the main line: at its end, or just before move number ``move``
    /// (from 1), or just before the first move at a vertex (GNU Go's ``loadsgf FILE
    /// N|VERTEX``). Every move is checked under ``rules`` (by default the file's, else
    /// Japanese); the board's player to move is the next one (``PL`` where given).
    #[pyo3(signature = (r#move = None, rules = None))]
    fn position(
        &self,
        py: Python<'_>,
        r#move: Option<&Bound<'_, PyAny>>,
        rules: Option<&str>,
    ) -> PyResult<Board> {
        let position = self.replay(py, r#move, rules)?;
        let mut board = position.board;
        board.set_to_move(position.to_play);
        Ok(Board { board })
    }

    /// The main line up to ``move`` (as for :meth:`position`) as an SGF record: the
    /// game information, the set-up and the moves.
    #[pyo3(signature = (r#move = None, rules = None))]
    fn to_sgf(
        &self,
        py: Python<'_>,
        r#move: Option<&Bound<'_, PyAny>>,
        rules: Option<&str>,
    ) -> PyResult<String> {
        Ok(self.replay(py, r#move, rules)?.record.to_sgf())
    }

    fn __repr__(&self) -> String {
        let info = self.game.info();
        let moves = self.game.main_line().count().saturating_sub(1);
        format!(
            "<tesuji.Game {}x{}, {moves} nodes on the main line after the root>",
            info.width, info.height
        )
    }
}

/// The games of an SGF file. Raises :class:`SgfError` (with ``file``, ``line``,
/// ``column``) if it is not SGF of Go, and ``OSError`` if it cannot be read.
#[pyfunction]
pub fn read_sgf(py: Python<'_>, path: std::path::PathBuf) -> PyResult<Vec<Game>> {
    let text = std::fs::read_to_string(&path)?;
    parse(py, &text, &path.display().to_string())
}

/// The games of an SGF text; ``name`` is the file name errors give.
#[pyfunction]
#[pyo3(signature = (text, name = "<string>"))]
pub fn parse_sgf(py: Python<'_>, text: &str, name: &str) -> PyResult<Vec<Game>> {
    parse(py, text, name)
}

fn parse(py: Python<'_>, text: &str, name: &str) -> PyResult<Vec<Game>> {
    Collection::parse(text, name)
        .map(|c| {
            c.into_games()
                .into_iter()
                .map(|game| Game { game })
                .collect()
        })
        .map_err(|e| errors::sgf_error(py, &e))
}
