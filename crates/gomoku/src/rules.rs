//! The three rule sets and Black's forbidden moves under renju.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::geometry::Color;

/// Which rows win and which moves are forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum Rule {
    /// Five or more in a row wins, for both sides.
    #[default]
    Freestyle,
    /// Exactly five wins, for both sides; an overline neither wins nor is forbidden.
    Standard,
    /// Black: exactly five wins, and overline, double four and double three are
    /// forbidden. White: five or more wins, nothing is forbidden.
    Renju,
}

impl Rule {
    /// Whether only exactly five in a row wins for `color` (six or more does not).
    #[must_use]
    pub fn exact_five(self, color: Color) -> bool {
        match self {
            Rule::Freestyle => false,
            Rule::Standard => true,
            Rule::Renju => color == Color::Black,
        }
    }

    /// Whether `color` has forbidden moves under this rule (Black under renju).
    #[must_use]
    pub fn has_forbidden(self, color: Color) -> bool {
        self == Rule::Renju && color == Color::Black
    }

    /// The rule's name on the command line: `freestyle`, `standard`, `renju`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown rule `{0}` (expected freestyle, standard or renju)")]
pub struct RuleError(pub String);

impl FromStr for Rule {
    type Err = RuleError;

    fn from_str(text: &str) -> Result<Rule, RuleError> {
        match text.to_ascii_lowercase().as_str() {
            "freestyle" | "free" => Ok(Rule::Freestyle),
            "standard" | "exact" => Ok(Rule::Standard),
            "renju" => Ok(Rule::Renju),
            _ => Err(RuleError(text.to_owned())),
        }
    }
}

/// Why a move is forbidden for Black under renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "kebab-case")
)]
pub enum Forbidden {
    /// Six or more in a row (and no five).
    Overline,
    /// Two or more fours at once (two on one line count).
    DoubleFour,
    /// Two or more real threes at once.
    DoubleThree,
}

impl Forbidden {
    /// `overline`, `double-four` or `double-three`, as in JSON output.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Forbidden::Overline => "overline",
            Forbidden::DoubleFour => "double-four",
            Forbidden::DoubleThree => "double-three",
        }
    }
}

/// `overline`, `double-four` or `double-three`, in any case.
///
/// ```
/// use tesuji_gomoku::Forbidden;
/// assert_eq!("Double-Three".parse(), Ok(Forbidden::DoubleThree));
/// assert!("triple".parse::<Forbidden>().is_err());
/// ```
impl std::str::FromStr for Forbidden {
    type Err = tesuji_search::NameError;

    fn from_str(text: &str) -> Result<Forbidden, Self::Err> {
        let all = [
            Forbidden::Overline,
            Forbidden::DoubleFour,
            Forbidden::DoubleThree,
        ];
        let expected = "overline, double-four or double-three";
        tesuji_search::by_name(text, &all, Forbidden::name, "forbidden point", expected)
    }
}

impl fmt::Display for Forbidden {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
