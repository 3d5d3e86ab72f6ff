//! Life and death over GTP: GNU Go's `owl_attack`, `owl_defend` and `dragon_status`
//! answered from [`tesuji_tsumego::question`] (which poses a question about a chain the
//! way `tesuji solve` poses a problem), in GNU Go's formats, and what one answer may
//! spend.
//!
//! # What an answer may spend
//!
//! A [`Budget`] of the search crate: a number of node expansions for each reading (the status for one side
//! to play: `owl_attack` makes one reading, `owl_defend` and `dragon_status` up to two,
//! `genmove` on a problem up to two, the second one a full solve with its correct moves),
//! and a time for the whole answer, after which every search still running stops. A
//! reading cut short before its status is known is `unknown`, never a guess; a solve cut
//! short later keeps its status and the main line's move.

use tesuji_go::{Board, KoRule, Move, Point};
use tesuji_search::{Budget, Config};
use tesuji_tsumego::question::{self, Fate};
use tesuji_tsumego::{ProblemError, Reading, Status};

/// Node expansions per reading by default (`--owl-nodes`).
pub const DEFAULT_NODES: u64 = 500_000;

/// The time an answer may take by default (`--owl-time`), in seconds as the option
/// reads them.
pub const DEFAULT_SECONDS: &str = "5";

/// The transposition table of each search (its memory is taken as it is used).
const TABLE_BYTES: usize = 64 << 20;

/// What one answer may spend by default: [`DEFAULT_NODES`] a reading, [`DEFAULT_SECONDS`]
/// for the whole answer.
#[must_use]
pub fn default_budget() -> Budget {
    Budget {
        max_nodes: Some(DEFAULT_NODES),
        time: crate::seconds::positive(DEFAULT_SECONDS).ok(),
        ..Budget::default()
    }
}

/// The search configuration of one answer under `budget`, made when the answer starts:
/// the nodes are each reading's, the time a deadline that every reading of the answer
/// shares.
#[must_use]
pub fn config(budget: &Budget) -> Config {
    Config {
        memory_bytes: TABLE_BYTES,
        budget: budget.started(),
        ..Config::default()
    }
}

/// A move as GNU Go writes it in reading answers: the vertex, or `PASS`.
pub fn gnu_vertex(mv: Move) -> String {
    match mv {
        Move::Play(v) => v.to_string(),
        Move::Pass => "PASS".into(),
    }
}

/// `owl_attack`'s answer for the chain at `target` (see [`owl_answer`]); `None` when
/// the budget ran out.
pub fn owl_attack(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Option<String>, ProblemError> {
    Ok(owl_answer(&question::attack(
        board, target, ko_rule, config,
    )?))
}

/// `owl_defend`'s answer for the chain at `target` (see [`owl_answer`]): `1 PASS` when
/// nothing needs doing (the attacker moving first fails to kill), as GNU Go answers for
/// a chain alive as it stands; `None` when the budget ran out.
pub fn owl_defend(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Option<String>, ProblemError> {
    Ok(owl_answer(&question::defend(
        board, target, ko_rule, config,
    )?))
}

/// The answer of `owl_attack` or `owl_defend` for a reading, in GNU Go's result codes:
/// `0` the goal cannot be reached, `1 MOVE` it is reached by MOVE, `2 MOVE` only through
/// a ko (GNU Go's 3, a ko that needs an approach move, is not told apart); `None` when
/// the budget ran out.
pub fn owl_answer(reading: &Reading) -> Option<String> {
    let code = match reading.status {
        Status::Success => 1,
        Status::Ko => 2,
        Status::Failure => return Some("0".into()),
        Status::Unknown => return None,
    };
    Some(format!("{code} {}", gnu_vertex(reading.first_move())))
}

/// `dragon_status`'s answer for the chain at `target`, in GNU Go's words: `alive`,
/// `dead`, `critical ATTACK DEFENSE` or `unknown` (see [`Fate`]).
pub fn dragon_status(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<String, ProblemError> {
    Ok(match question::fate(board, target, ko_rule, config)? {
        Fate::Alive => "alive".into(),
        Fate::Dead => "dead".into(),
        Fate::Critical { attack, defense } => {
            format!("critical {} {}", gnu_vertex(attack), gnu_vertex(defense))
        }
        Fate::Unknown => "unknown".into(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    fn mv(text: &str) -> Move {
        text.parse().unwrap()
    }

    fn reading(status: Status, pv: &[&str]) -> Reading {
        Reading {
            status,
            pv: pv.iter().map(|m| mv(m)).collect(),
            nodes: 0,
        }
    }

    #[test]
    fn answers_name_moves_as_gnu_go_does() {
        let kill = reading(Status::Success, &["B1", "A1"]);
        assert_eq!(owl_answer(&kill).as_deref(), Some("1 B1"));
        let ko = reading(Status::Ko, &["B1", "A1", "C1"]);
        assert_eq!(owl_answer(&ko).as_deref(), Some("2 B1"));
        let fails = reading(Status::Failure, &["pass", "B1"]);
        assert_eq!(owl_answer(&fails).as_deref(), Some("0"));
        assert_eq!(owl_answer(&reading(Status::Unknown, &[])), None);
        // Alive before any move (the search had nothing to do): PASS.
        let alive = reading(Status::Success, &[]);
        assert_eq!(owl_answer(&alive).as_deref(), Some("1 PASS"));
        assert_eq!(gnu_vertex(mv("pass")), "PASS");
        assert_eq!(gnu_vertex(mv("t19")), "T19");
    }

    #[test]
    fn the_time_limit_is_one_deadline_for_every_search_of_an_answer() {
        use tesuji_search::games::{Mnk, Player};
        use tesuji_search::{Dfpn, Stop};
        let budget = Budget {
            max_nodes: Some(u64::MAX),
            time: Some(Duration::from_millis(50)),
            ..Budget::default()
        };
        let started = Instant::now();
        let config = config(&budget);
        assert_eq!(config.budget.max_nodes, Some(u64::MAX));
        // Two searches, each far too big: the first spends the time, the second stops
        // at once.
        let stops: Vec<_> = (0..2)
            .map(|_| {
                let mut solver = Dfpn::new(config.clone());
                solver.solve(&mut Mnk::new(6, 6, 5, Player::First)).stop
            })
            .collect();
        assert_eq!(stops, [Some(Stop::Time), Some(Stop::Time)]);
        let spent = started.elapsed();
        assert!(spent >= Duration::from_millis(50), "{spent:?}");
        let unlimited = Budget {
            max_nodes: Some(10),
            ..Budget::default()
        };
        assert!(self::config(&unlimited).budget.deadline.is_none());
    }
}
