//! A problem's statement as books print it: "Black to play and live."

use tesuji_go::Color;

use crate::Goal;

/// What the first line of a problem's comment says: who plays, and to do what.
///
/// ```
/// use tesuji_go::Color;
/// use tesuji_tsumego::{Goal, Statement};
/// let s = Statement::read("White to play and kill.\nWhy: the vital point...");
/// assert_eq!((s.to_play, s.goal), (Some(Color::White), Some(Goal::Kill)));
/// let s = Statement::read("Black to live");
/// assert_eq!((s.to_play, s.goal), (Some(Color::Black), Some(Goal::Live)));
/// assert_eq!(Statement::read("A famous shape."), Statement::default());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Statement {
    /// The side to play, when the statement names it.
    pub to_play: Option<Color>,
    /// The goal for the side to play, when the statement names it.
    pub goal: Option<Goal>,
}

impl Statement {
    /// Reads the first non-blank line of `comment` (the rest is the book's discussion,
    /// which may name either colour and either goal).
    #[must_use]
    pub fn read(comment: &str) -> Statement {
        let line = comment
            .lines()
            .map(str::trim)
            .find(|line| !line.is_empty())
            .unwrap_or("")
            .to_ascii_lowercase();
        let words: Vec<&str> = line
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| !w.is_empty())
            .collect();
        let mut statement = Statement::default();
        for pair in words.windows(2) {
            let color = match pair[0] {
                "black" => Color::Black,
                "white" => Color::White,
                _ => continue,
            };
            if matches!(pair[1], "to" | "plays" | "first" | "moves" | "play") {
                statement.to_play.get_or_insert(color);
            }
        }
        for word in &words {
            let goal = match *word {
                "live" | "lives" | "living" | "alive" | "life" | "save" | "saves" => Goal::Live,
                "kill" | "kills" | "capture" | "captures" | "dead" => Goal::Kill,
                _ => continue,
            };
            statement.goal.get_or_insert(goal);
        }
        statement
    }
}
