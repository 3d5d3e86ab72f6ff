//! How the commands' JSON writes the libraries' values.

/// A value as it prints (`Display`): a colour as `B` or `W`, as SGF and GTP abbreviate
/// it.
pub(crate) fn display<T: std::fmt::Display, S: serde::Serializer>(
    value: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_str(value)
}
