//! The Python bindings of tesuji: the module `tesuji._core`, which the package `tesuji`
//! (in `python/tesuji`) re-exports. Thin over the Rust libraries: every rule and every
//! search is theirs; this crate converts values and errors, and releases the GIL while
//! a search runs.

mod convert;
mod errors;
mod go;
mod gomoku;
mod sgf;
mod solve;

use pyo3::prelude::*;

/// The native part of the `tesuji` package.
#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("Error", py.get_type::<errors::Error>())?;
    m.add("IllegalMove", py.get_type::<errors::IllegalMove>())?;
    m.add("SgfError", py.get_type::<errors::SgfError>())?;
    m.add("ProblemError", py.get_type::<errors::ProblemError>())?;
    m.add_class::<go::Board>()?;
    m.add_class::<sgf::Game>()?;
    m.add_function(wrap_pyfunction!(sgf::read_sgf, m)?)?;
    m.add_function(wrap_pyfunction!(sgf::parse_sgf, m)?)?;
    m.add_class::<solve::Solution>()?;
    m.add_function(wrap_pyfunction!(solve::solve, m)?)?;
    m.add_class::<gomoku::GomokuBoard>()?;
    m.add_class::<gomoku::GomokuSolution>()?;
    Ok(())
}
