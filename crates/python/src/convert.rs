//! Python values to the libraries' types and back: colours as `"B"`/`"W"` (also
//! `"black"`/`"white"`, any case), Go vertices as GTP strings (`"D4"`, `"pass"`) or
//! `(col, row)` tuples from 0 (column from the left, row from the bottom), rules by name.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use tesuji_go::{Color, Move, Rules, Vertex};

/// A Go colour from `"B"`, `"W"`, `"black"` or `"white"`.
pub fn color(value: &Bound<'_, PyAny>) -> PyResult<Color> {
    let text: String = value.extract().map_err(|_| {
        PyTypeError::new_err(format!(
            "a colour is a str ('B' or 'W'), not {}",
            type_name(value)
        ))
    })?;
    text.parse()
        .map_err(|_| PyValueError::new_err(format!("{text:?} is not a colour: use 'B' or 'W'")))
}

/// `"B"` or `"W"`.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// A Go move from a GTP string (`"D4"`, `"pass"`) or a `(col, row)` tuple.
pub fn go_move(value: &Bound<'_, PyAny>) -> PyResult<Move> {
    if let Ok(text) = value.extract::<String>() {
        return text
            .parse()
            .map_err(|e| PyValueError::new_err(format!("{text:?} is not a vertex: {e}")));
    }
    if let Ok((col, row)) = value.extract::<(i64, i64)>() {
        let (Ok(col), Ok(row)) = (u8::try_from(col), u8::try_from(row)) else {
            return Err(PyValueError::new_err(format!(
                "({col}, {row}) is off the board"
            )));
        };
        return Ok(Move::Play(Vertex::new(col, row)));
    }
    Err(PyTypeError::new_err(format!(
        "a vertex is a str ('D4', 'pass') or a (col, row) tuple of ints, not {}",
        type_name(value)
    )))
}

/// A Go vertex (a move that is not a pass).
pub fn vertex(value: &Bound<'_, PyAny>) -> PyResult<Vertex> {
    match go_move(value)? {
        Move::Play(v) => Ok(v),
        Move::Pass => Err(PyValueError::new_err("a pass is not a vertex")),
    }
}

/// A value named in Python (rules, a ko rule, a Gomoku rule or mode, a coordinate), read
/// by the library's own `FromStr`, whose error message becomes the exception's.
pub fn parsed<T>(name: &str) -> PyResult<T>
where
    T: std::str::FromStr,
    T::Err: std::fmt::Display,
{
    name.parse()
        .map_err(|e: T::Err| PyValueError::new_err(e.to_string()))
}

/// Go rules from a preset name (`chinese`, `japanese`, `aga`, `new-zealand`,
/// `tromp-taylor`).
pub fn rules(name: &str) -> PyResult<Rules> {
    parsed(name)
}

/// The rules' preset name, or a description of a rule set that is no preset.
pub fn rules_name(rules: Rules) -> String {
    rules
        .preset_name()
        .map_or_else(|| format!("{rules:?}"), str::to_string)
}

/// A budget in seconds: positive and finite.
pub fn seconds(value: Option<f64>) -> PyResult<Option<std::time::Duration>> {
    value
        .map(|s| {
            if s.is_finite() && s > 0.0 {
                Ok(std::time::Duration::from_secs_f64(s))
            } else {
                Err(PyValueError::new_err(format!(
                    "time must be a positive number of seconds, not {s}"
                )))
            }
        })
        .transpose()
}

/// A transposition table's size in bytes from megabytes (at least 1).
pub fn memory(megabytes: usize) -> PyResult<usize> {
    if megabytes == 0 {
        return Err(PyValueError::new_err("memory_mb must be at least 1"));
    }
    megabytes
        .checked_mul(1 << 20)
        .ok_or_else(|| PyValueError::new_err("memory_mb is too large"))
}

/// The Python type's name of `value`, for messages.
pub fn type_name(value: &Bound<'_, PyAny>) -> String {
    value
        .get_type()
        .name()
        .map_or_else(|_| "?".to_string(), |n| n.to_string())
}
