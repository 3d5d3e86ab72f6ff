//! The Go rules options of every command that reads or plays Go positions (`solve`,
//! `check`, `analyze`, `gtp`), declared once and flattened into each command's
//! arguments, so that they read, default and override alike.

use clap::Args;
use tesuji_go::{KoRule, Rules};

/// `--rules` and `--ko-rule`.
#[derive(Clone, Debug, Default, Args)]
pub struct RulesArgs {
    /// The rules: chinese, japanese, aga, new-zealand or tromp-taylor. Default for solve,
    /// check and analyze: the file's RU where it names one of these; else, and for gtp,
    /// japanese (GNU Go's default: simple ko, no suicide).
    #[arg(long, value_name = "NAME")]
    rules: Option<Rules>,
    /// Overrides the ko rule of the rules: simple, positional or situational (superko;
    /// for the solvers, the side that would repeat a position loses, where under simple
    /// ko a long cycle goes to the side that wins kos).
    #[arg(long, value_name = "simple|positional|situational")]
    ko_rule: Option<KoRule>,
}

impl RulesArgs {
    /// The rules the options ask for: `--rules`, else those of the file (`from_file`:
    /// its RU, where tesuji knows it), else Japanese; with `--ko-rule` in place of their
    /// ko rule.
    pub fn resolve(&self, from_file: Option<Rules>) -> Rules {
        self.rules
            .or(from_file)
            .unwrap_or(Rules::JAPANESE)
            .overridden(self.ko_rule, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use tesuji_go::SuicideRule;

    #[derive(Parser)]
    struct Command {
        #[command(flatten)]
        rules: RulesArgs,
    }

    fn resolve(args: &[&str], from_file: Option<Rules>) -> Rules {
        let command = Command::try_parse_from(std::iter::once("test").chain(args.iter().copied()))
            .expect("the arguments parse");
        command.rules.resolve(from_file)
    }

    #[test]
    fn the_options_override_the_file_which_overrides_japanese() {
        assert_eq!(resolve(&[], None), Rules::JAPANESE);
        assert_eq!(resolve(&[], Some(Rules::CHINESE)), Rules::CHINESE);
        assert_eq!(
            resolve(&["--rules", "aga"], Some(Rules::CHINESE)),
            Rules::AGA
        );
        let rules = resolve(&["--ko-rule", "situational"], Some(Rules::JAPANESE));
        assert_eq!(rules.ko, KoRule::Situational);
        assert_eq!(rules.suicide, SuicideRule::Forbidden);
        let rules = resolve(&["--rules", "tromp-taylor", "--ko-rule", "simple"], None);
        assert_eq!(
            (rules.ko, rules.suicide),
            (KoRule::Simple, SuicideRule::Allowed)
        );
    }

    #[test]
    fn a_bad_name_is_an_error_that_names_it() {
        for (args, named) in [
            (&["--rules", "ing"][..], "ing"),
            (&["--ko-rule", "super"][..], "super"),
        ] {
            let error =
                Command::try_parse_from(std::iter::once("test").chain(args.iter().copied()))
                    .err()
                    .expect("an error");
            assert!(error.to_string().contains(named), "{error}");
        }
    }
}
