//! How the commands' JSON writes the libraries' values.

/// A value as it prints (`Display`): a colour as `B` or `W`, as SGF and GTP abbreviate
/// it.
pub(crate) fn display<T: std::fmt::Display, S: serde::Serializer>(
    value: &T,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_str(value)
}

/// An optional value as it prints, or `null`.
pub(crate) fn display_or_null<T: std::fmt::Display, S: serde::Serializer>(
    value: &Option<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => serializer.collect_str(value),
        None => serializer.serialize_none(),
    }
}

/// Pairs as a JSON object in their own order (serde_json's map would sort the keys).
pub(crate) fn ordered_map<K: serde::Serialize, V: serde::Serialize, S: serde::Serializer>(
    pairs: &[(K, V)],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_map(pairs.iter().map(|(k, v)| (k, v)))
}
