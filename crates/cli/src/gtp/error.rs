//! Why a command fails: the `? message` answers, worded as GNU Go 3.8 words them where
//! it has the same failure, so controllers and people used to it read them alike.

use std::fmt;

use tesuji_go::IllegalMove;
use tesuji_tsumego::ProblemError;

use super::game::RecordError;

/// A failed command. The engine answers `? message` and goes on, its state unchanged.
#[derive(Clone, Debug, PartialEq)]
pub enum GtpError {
    /// No command of that name.
    UnknownCommand,
    /// A line with an id and nothing else.
    NoCommand,
    /// A command's argument is missing (where GNU Go has no wording of its own).
    MissingArgument(&'static str),
    /// More arguments than the command takes.
    TooManyArguments,
    /// The colour argument is missing or not a colour.
    InvalidColor,
    /// The vertex argument is missing, not a vertex, or off the board.
    InvalidCoordinate,
    /// `play` and `is_legal`: the colour or the move is missing or bad.
    InvalidColorOrCoordinate,
    /// A command about a chain was given an empty point.
    EmptyVertex,
    /// A move the rules forbid, with the reason.
    IllegalMove(IllegalMove),
    /// `undo` with no move to take back.
    CannotUndo,
    /// An argument that should be an integer (the command's name says which).
    NotAnInteger(&'static str),
    /// `boardsize` outside 2..=25.
    UnacceptableSize,
    /// `komi` without a (finite) number.
    KomiNotAFloat,
    /// `fixed_handicap` on a board with stones.
    BoardNotEmpty,
    /// A handicap the board has no standard points for.
    InvalidHandicap,
    /// `final_status_list` with a status other than alive, dead, seki.
    InvalidStatus,
    /// A game record that cannot be set up (its setup or one of its moves is illegal).
    Record(RecordError),
    /// `loadsgf` or `printsgf`: a file that cannot be read, parsed or written.
    File(String),
    /// A reading (`owl_attack`, `owl_defend`) that the budget cut short: GNU Go has no
    /// result code for "undecided", so the engine says so rather than guess.
    BudgetSpent,
    /// A position the life-and-death solver cannot pose as a problem.
    Problem(ProblemError),
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GtpError::UnknownCommand => f.write_str("unknown command"),
            GtpError::NoCommand => f.write_str("no command after the id"),
            GtpError::MissingArgument(what) => write!(f, "missing {what}"),
            GtpError::TooManyArguments => f.write_str("too many arguments"),
            GtpError::InvalidColor => f.write_str("invalid color"),
            GtpError::InvalidCoordinate => f.write_str("invalid coordinate"),
            GtpError::InvalidColorOrCoordinate => f.write_str("invalid color or coordinate"),
            GtpError::EmptyVertex => f.write_str("vertex must not be empty"),
            GtpError::IllegalMove(why) => write!(f, "illegal move: {why}"),
            GtpError::CannotUndo => f.write_str("cannot undo"),
            GtpError::NotAnInteger(what) => write!(f, "{what} not an integer"),
            GtpError::UnacceptableSize => f.write_str("unacceptable size"),
            GtpError::KomiNotAFloat => f.write_str("komi not a float"),
            GtpError::BoardNotEmpty => f.write_str("board not empty"),
            GtpError::InvalidHandicap => f.write_str("invalid handicap"),
            GtpError::InvalidStatus => f.write_str("invalid status"),
            GtpError::Record(why) => write!(f, "bad game record: {why}"),
            GtpError::File(why) => f.write_str(why),
            GtpError::BudgetSpent => f.write_str("unknown: the budget ran out"),
            GtpError::Problem(why) => write!(f, "no problem to read: {why}"),
        }
    }
}
