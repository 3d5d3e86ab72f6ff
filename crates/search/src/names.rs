//! Reading back the names that small enums print (`name()`): `kill`, `vcf`, `success`.
//! The crates of the workspace parse their enums with [`by_name`], so every name is
//! read as it is written, in any case, with one kind of error.

use std::fmt;

/// A name that is none of a kind's names.
///
/// ```
/// use tesuji_search::by_name;
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Side { Left, Right }
/// let name = |side| match side { Side::Left => "left", Side::Right => "right" };
/// let all = [Side::Left, Side::Right];
/// assert_eq!(by_name("RIGHT", &all, name, "side", "left or right"), Ok(Side::Right));
/// let error = by_name("up", &all, name, "side", "left or right").unwrap_err();
/// assert_eq!(error.to_string(), r#"a side is left or right, not "up""#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameError {
    /// What was asked for: `goal`, `mode`.
    pub kind: &'static str,
    /// Its names, for the message.
    pub expected: &'static str,
    /// What was given.
    pub found: String,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a {} is {}, not {:?}",
            self.kind, self.expected, self.found
        )
    }
}

impl std::error::Error for NameError {}

/// The value among `all` whose `name` is `text`, in any case; else an error that says
/// what a `kind` is (`expected`).
///
/// # Errors
/// [`NameError`] when no value has that name.
pub fn by_name<T: Copy>(
    text: &str,
    all: &[T],
    name: fn(T) -> &'static str,
    kind: &'static str,
    expected: &'static str,
) -> Result<T, NameError> {
    all.iter()
        .copied()
        .find(|&value| name(value).eq_ignore_ascii_case(text))
        .ok_or_else(|| NameError {
            kind,
            expected,
            found: text.to_owned(),
        })
}
