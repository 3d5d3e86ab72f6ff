//! The exceptions of the package, all under `tesuji.Error`, and the conversions of the
//! libraries' errors into them (with the details as attributes).

use pyo3::IntoPyObjectExt;
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

create_exception!(
    tesuji,
    Error,
    PyException,
    "The base of every error tesuji raises (besides TypeError and ValueError for arguments of the wrong type or value)."
);
create_exception!(
    tesuji,
    IllegalMove,
    Error,
    "A move the rules refuse; `reason` is 'occupied', 'suicide', 'ko', 'superko' or 'off-board'. The board is left unchanged."
);
create_exception!(
    tesuji,
    SgfError,
    Error,
    "SGF text that cannot be read; `file`, `line` and `column` say where (line and column may be None)."
);
create_exception!(
    tesuji,
    ProblemError,
    Error,
    "A position that is not a life-and-death problem tesuji can pose (no stones, a target on an empty point, a contradiction)."
);

/// `IllegalMove` with `message` and its `reason`.
pub fn illegal_move(py: Python<'_>, message: String, reason: &str) -> PyErr {
    with_attributes(
        py,
        IllegalMove::new_err(message),
        &[("reason", reason.into_bound_py_any(py))],
    )
}

/// `IllegalMove` for a Go move the rules refuse.
pub fn go_illegal_move(py: Python<'_>, error: &tesuji_go::IllegalMove) -> PyErr {
    use tesuji_go::IllegalMove as E;
    let reason = match error {
        E::OffBoard(_) => "off-board",
        E::Occupied(_) => "occupied",
        E::Suicide(_) => "suicide",
        E::Ko(_) => "ko",
        E::Superko(_) => "superko",
    };
    illegal_move(py, error.to_string(), reason)
}

/// `SgfError` with the file, line and column.
pub fn sgf_error(py: Python<'_>, error: &tesuji_go::sgf::SgfError) -> PyErr {
    let line = error.location.map(|l| l.line);
    let column = error.location.map(|l| l.column);
    with_attributes(
        py,
        SgfError::new_err(error.to_string()),
        &[
            ("file", error.source_name.as_str().into_bound_py_any(py)),
            ("line", line.into_bound_py_any(py)),
            ("column", column.into_bound_py_any(py)),
        ],
    )
}

/// `error` with attributes set on its value (an attribute that cannot be made is left
/// out: the message says it all anyway).
fn with_attributes<'py>(
    py: Python<'py>,
    error: PyErr,
    attributes: &[(&str, PyResult<Bound<'py, PyAny>>)],
) -> PyErr {
    let value = error.value(py);
    for (name, attribute) in attributes {
        if let Ok(attribute) = attribute {
            let _ = value.setattr(*name, attribute);
        }
    }
    error
}
