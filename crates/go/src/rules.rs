//! Rule sets: which repetitions are forbidden and whether suicide is legal.

use std::fmt;
use std::str::FromStr;

/// Which repeated positions are forbidden.
///
/// Every rule forbids the immediate recapture of a simple ko (reported as
/// [`IllegalMove::Ko`](crate::IllegalMove::Ko)); the superko rules forbid more
/// (reported as [`IllegalMove::Superko`](crate::IllegalMove::Superko)).
///
/// ```
/// use tesuji_go::{Board, Color, IllegalMove, KoRule, Rules};
/// // Black takes a ko at A1; White passes, Black passes, and White retakes at B1,
/// // which brings back the stones of the start.
/// let retake = |ko: KoRule| {
///     let rules = Rules { ko, ..Rules::default() };
///     let mut board = Board::from_diagram("
///         . . . .
///         . . . .
///         O X . .
///         . O X .", rules).unwrap();
///     board.play(Color::Black, "A1".parse().unwrap()).unwrap();
///     let at_once = board.play(Color::White, "B1".parse().unwrap());
///     assert!(matches!(at_once, Err(IllegalMove::Ko(_))));
///     board.pass(Color::White);
///     board.pass(Color::Black);
///     board.play(Color::White, "B1".parse().unwrap())
/// };
/// // The simple ko ban lasts one move only.
/// assert_eq!(retake(KoRule::Simple), Ok(()));
/// // Superko forbids the repetition (with Black to move, as at the start).
/// let repeats = Err(IllegalMove::Superko("B1".parse().unwrap()));
/// assert_eq!(retake(KoRule::Positional), repeats);
/// assert_eq!(retake(KoRule::Situational), repeats);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum KoRule {
    /// Only the immediate recapture of a single stone that just captured a single stone.
    #[default]
    Simple,
    /// No move may recreate an arrangement of stones seen earlier in the game.
    Positional,
    /// No move may recreate an arrangement of stones seen earlier with the same player
    /// to move next.
    Situational,
}

/// Whether a move that leaves its own chain without liberties is legal.
///
/// ```
/// use tesuji_go::{Board, Color, IllegalMove, Rules, SuicideRule, Vertex};
/// let diagram = "
///     . . . .
///     O O . O
///     X . O .";
/// let [a1, b1, d1]: [Vertex; 3] = ["A1", "B1", "D1"].map(|s| s.parse().unwrap());
/// // B1 would leave A1 and B1 without a liberty, capturing nothing.
/// let mut board = Board::from_diagram(diagram, Rules::default()).unwrap();
/// assert_eq!(board.play(Color::Black, b1.into()), Err(IllegalMove::Suicide(b1)));
/// let rules = Rules { suicide: SuicideRule::Allowed, ..Rules::default() };
/// let mut board = Board::from_diagram(diagram, rules).unwrap();
/// board.play(Color::Black, b1.into()).unwrap();
/// assert_eq!((board.stone_at(a1), board.stone_at(b1)), (None, None));
/// assert_eq!(board.captures(Color::White), 2);
/// // A lone stone killing itself (D1) stays illegal.
/// assert_eq!(board.play(Color::Black, d1.into()), Err(IllegalMove::Suicide(d1)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum SuicideRule {
    /// Suicide is illegal.
    #[default]
    Forbidden,
    /// A move that removes its own chain of two or more stones is legal (the chain is
    /// taken off the board and counts as captured by the opponent). Single-stone suicide
    /// stays illegal: it would change nothing on the board.
    Allowed,
}

/// The rules that decide which moves are legal.
///
/// Scoring and komi do not change legality and are not part of this type.
///
/// ```
/// use tesuji_go::{KoRule, Rules, SuicideRule};
/// let tt: Rules = "tromp-taylor".parse().unwrap();
/// assert_eq!(tt, Rules { ko: KoRule::Positional, suicide: SuicideRule::Allowed });
/// assert_eq!(Rules::default(), Rules::JAPANESE);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Rules {
    /// The repetition rule.
    pub ko: KoRule,
    /// The suicide rule.
    pub suicide: SuicideRule,
}

impl Rules {
    /// Chinese rules: positional superko, no suicide.
    pub const CHINESE: Rules = Rules {
        ko: KoRule::Positional,
        suicide: SuicideRule::Forbidden,
    };
    /// Japanese rules: simple ko (long cycles are a matter for the referee), no suicide.
    pub const JAPANESE: Rules = Rules {
        ko: KoRule::Simple,
        suicide: SuicideRule::Forbidden,
    };
    /// AGA rules: situational superko, no suicide.
    pub const AGA: Rules = Rules {
        ko: KoRule::Situational,
        suicide: SuicideRule::Forbidden,
    };
    /// New Zealand rules: situational superko, suicide of several stones allowed.
    pub const NEW_ZEALAND: Rules = Rules {
        ko: KoRule::Situational,
        suicide: SuicideRule::Allowed,
    };
    /// Tromp-Taylor rules: positional superko, suicide allowed.
    pub const TROMP_TAYLOR: Rules = Rules {
        ko: KoRule::Positional,
        suicide: SuicideRule::Allowed,
    };

    /// The presets with their command-line names.
    pub const PRESETS: [(&'static str, Rules); 5] = [
        ("chinese", Rules::CHINESE),
        ("japanese", Rules::JAPANESE),
        ("aga", Rules::AGA),
        ("new-zealand", Rules::NEW_ZEALAND),
        ("tromp-taylor", Rules::TROMP_TAYLOR),
    ];

    /// The name of the preset these rules are, if they are one (the first of equal
    /// presets).
    ///
    /// ```
    /// use tesuji_go::{Rules, SuicideRule};
    /// assert_eq!(Rules::JAPANESE.preset_name(), Some("japanese"));
    /// let odd = Rules { suicide: SuicideRule::Allowed, ..Rules::JAPANESE };
    /// assert_eq!(odd.preset_name(), None);
    /// ```
    #[must_use]
    pub fn preset_name(self) -> Option<&'static str> {
        Rules::PRESETS
            .iter()
            .find(|&&(_, preset)| preset == self)
            .map(|&(name, _)| name)
    }

    /// These rules with the ko rule and the suicide rule replaced where given: a
    /// preset with options that override a part of it.
    ///
    /// ```
    /// use tesuji_go::{KoRule, Rules, SuicideRule};
    /// let rules = Rules::JAPANESE.overridden(Some(KoRule::Situational), None);
    /// assert_eq!((rules.ko, rules.suicide), (KoRule::Situational, SuicideRule::Forbidden));
    /// assert_eq!(Rules::CHINESE.overridden(None, None), Rules::CHINESE);
    /// ```
    #[must_use]
    pub fn overridden(self, ko: Option<KoRule>, suicide: Option<SuicideRule>) -> Rules {
        Rules {
            ko: ko.unwrap_or(self.ko),
            suicide: suicide.unwrap_or(self.suicide),
        }
    }
}

/// A name that is not a known rule, ko rule or suicide rule (`what` says which).
pub type ParseRulesError = crate::error::ParseNameError;

/// Reads a preset name: `chinese`, `japanese`, `aga`, `new-zealand`, `tromp-taylor`.
impl FromStr for Rules {
    type Err = ParseRulesError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        Rules::PRESETS
            .iter()
            .find(|(name, _)| *name == lower)
            .map(|&(_, rules)| rules)
            .ok_or_else(|| ParseRulesError {
                what: "rules",
                name: s.to_string(),
                expected: "chinese, japanese, aga, new-zealand, tromp-taylor",
            })
    }
}

/// Reads `simple`, `positional` or `situational`.
impl FromStr for KoRule {
    type Err = ParseRulesError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "simple" => Ok(KoRule::Simple),
            "positional" => Ok(KoRule::Positional),
            "situational" => Ok(KoRule::Situational),
            _ => Err(ParseRulesError {
                what: "ko rule",
                name: s.to_string(),
                expected: "simple, positional, situational",
            }),
        }
    }
}

/// Reads `forbid` (or `forbidden`) and `allow` (or `allowed`).
impl FromStr for SuicideRule {
    type Err = ParseRulesError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "forbid" | "forbidden" => Ok(SuicideRule::Forbidden),
            "allow" | "allowed" => Ok(SuicideRule::Allowed),
            _ => Err(ParseRulesError {
                what: "suicide rule",
                name: s.to_string(),
                expected: "forbid, allow",
            }),
        }
    }
}

impl fmt::Display for KoRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            KoRule::Simple => "simple",
            KoRule::Positional => "positional",
            KoRule::Situational => "situational",
        })
    }
}

impl fmt::Display for SuicideRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SuicideRule::Forbidden => "forbid",
            SuicideRule::Allowed => "allow",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_parse_by_name() {
        for (name, rules) in Rules::PRESETS {
            assert_eq!(name.parse::<Rules>(), Ok(rules));
            assert_eq!(name.to_uppercase().parse::<Rules>(), Ok(rules));
        }
        let err = "ing".parse::<Rules>().unwrap_err().to_string();
        assert!(err.contains("ing") && err.contains("tromp-taylor"), "{err}");
    }

    #[test]
    fn ko_and_suicide_names_round_trip() {
        for ko in [KoRule::Simple, KoRule::Positional, KoRule::Situational] {
            assert_eq!(ko.to_string().parse::<KoRule>(), Ok(ko));
        }
        for suicide in [SuicideRule::Forbidden, SuicideRule::Allowed] {
            assert_eq!(suicide.to_string().parse::<SuicideRule>(), Ok(suicide));
        }
        assert!("superko".parse::<KoRule>().is_err());
    }
}
