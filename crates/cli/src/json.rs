//! How the commands' JSON writes what serde cannot by itself (the libraries' values
//! serialize themselves as their text, through their `serde` features).

/// Pairs as a JSON object in their own order (serde_json's map would sort the keys).
pub(crate) fn ordered_map<K: serde::Serialize, V: serde::Serialize, S: serde::Serializer>(
    pairs: &[(K, V)],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_map(pairs.iter().map(|(k, v)| (k, v)))
}
