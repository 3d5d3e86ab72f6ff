//! `tesuji gtp`: a Go engine speaking the Go Text Protocol, version 2, on standard
//! input and output, for GUIs (Sabaki, GoGui), referees and scripts.
//!
//! - [`protocol`]: lines in (preprocessing, ids), answers out;
//! - [`args`]: reading the arguments of a command;
//! - [`engine`]: the command table and what each command does;
//! - [`game`]: the game kept (start position, komi, moves);
//! - [`policy`]: the move `genmove` plays; [`status`]: dead stones for
//!   `final_status_list`; [`handicap`]: `fixed_handicap`'s points;
//! - [`owl`]: life and death read by the solver (`owl_attack`, `owl_defend`,
//!   `dragon_status`, and `genmove` on a loaded problem);
//! - [`error`]: the `? message` answers.

mod args;
mod engine;
mod error;
mod game;
mod handicap;
mod owl;
mod policy;
mod protocol;
mod status;

use std::io::{self, BufRead, Write};
use std::time::Duration;

use clap::Args as ClapArgs;
use tesuji_go::{Rules, SuicideRule};

use self::engine::GtpEngine;
use self::error::GtpError;
use crate::rules::RulesArgs;

/// How `tesuji gtp --help` explains what the engine does beyond the protocol.
const ABOUT_PLAY: &str = "\
After loadsgf loads a life-and-death problem (a position with set-up stones of both \
colours, as problem files have; not a game record), genmove plays the solver's move \
while the problem's target is on the board: a correct move when the side to move \
reaches its goal (kill or live, maybe by ko), a pass when the target's owner needs no \
move, its most stubborn move when it cannot, a pass when the budget runs out first. \
The problem is posed as tesuji solve poses it (a frame around it where its stones \
leave room). clear_board, boardsize and the next loadsgf forget it. With --tsumego, \
genmove takes the position as a problem whenever none is loaded: GUIs such as Sabaki \
send a problem's stones as play commands, never loadsgf.

owl_attack, owl_defend and dragon_status read the chain at a vertex with the solver, \
in GNU Go's formats (0; 1 and the move; 2 and the move for a ko; owl_defend answers \
`1 PASS` for a chain that needs no move). When every stone fits in a rectangle that, \
grown by one line, leaves room on the board (a problem), the board around it is \
filled with a tsumego frame for the enclosing side; on a crowded board (a game) the \
area read is the chain's bounding box grown by 3 lines, the stones outside left as \
they are: a chain with room to run there counts as living, and proving that a strong \
group lives is often more than the budget. A reading the budget cuts short answers \
`? unknown: the budget ran out` (dragon_status answers `unknown`).

Otherwise genmove plays a simple policy: the legal capture that takes the most stones; \
else save the largest own chain in atari by extending it, when that gives it two \
liberties or more; else a uniformly random legal move that does not fill one of the \
player's own one-point eyes; else pass. It never resigns.

final_status_list judges by Monte-Carlo ownership: 200 random playouts from the \
position; a chain is dead when the opponent owns its points at the end of 70% of them \
or more, alive otherwise. Playouts know nothing of seki: `final_status_list seki` lists \
no stones.

A new engine has an empty 19x19 board and komi 0, as GNU Go has.";

/// Options of `tesuji gtp`.
#[derive(Debug, ClapArgs)]
#[command(after_long_help = ABOUT_PLAY)]
pub struct Gtp {
    // The rules that judge moves.
    #[command(flatten)]
    rules: RulesArgs,
    /// Overrides the suicide rule of --rules: forbid, or allow (suicide of two stones or
    /// more; a lone stone's suicide is never legal).
    #[arg(long, value_name = "RULE")]
    suicide: Option<SuicideRule>,
    /// Seed of genmove's random choices and of final_status_list's playouts, for
    /// repeatable games (default: a new seed each run).
    #[arg(long)]
    seed: Option<u64>,
    /// The node expansions each reading of owl_attack, owl_defend, dragon_status and a
    /// problem's genmove may spend (one answer makes one or two readings).
    #[arg(long, default_value_t = owl::DEFAULT_NODES, value_name = "N")]
    owl_nodes: u64,
    /// Take the position at genmove as a life-and-death problem when no problem was
    /// loaded with loadsgf, if its stones fit in a rectangle as a loaded problem's must
    /// (for GUIs that send a problem's stones as play commands, as Sabaki does).
    #[arg(long)]
    tsumego: bool,
    /// The wall time one answer of those commands may take, in seconds: the searches
    /// still running then stop (0: no limit but the nodes).
    #[arg(long, default_value = owl::DEFAULT_SECONDS, value_name = "SECONDS", value_parser = crate::seconds::seconds)]
    owl_time: Duration,
}

impl Gtp {
    /// The rules the options ask for: the preset, with the ko and suicide rules given
    /// on their own in its place.
    fn rules(&self) -> Rules {
        self.rules.resolve(None).overridden(None, self.suicide)
    }

    /// Serves GTP on standard input and output until `quit` or the end of the input.
    /// The answers are written as they come, so the returned text is empty.
    pub fn run(self) -> anyhow::Result<String> {
        let seed = self.seed.unwrap_or_else(rand::random);
        let budget = tesuji_search::Budget {
            max_nodes: Some(self.owl_nodes),
            time: (!self.owl_time.is_zero()).then_some(self.owl_time),
            ..tesuji_search::Budget::default()
        };
        let mut engine = GtpEngine::new(self.rules(), seed)
            .with_owl_budget(budget)
            .with_tsumego(self.tsumego);
        serve(&mut engine, io::stdin().lock(), io::stdout().lock())?;
        Ok(String::new())
    }
}

/// Answers every command of `input` on `output`, each answer flushed at once, until
/// `quit` or the end of the input. A reader that has gone away (a broken pipe) ends
/// the engine quietly, as a controller that closes its end means it.
fn serve(
    engine: &mut GtpEngine,
    mut input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    let mut line = Vec::new();
    while !engine.has_quit() {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            break;
        }
        let Some(request) = protocol::parse_line(&line) else {
            continue;
        };
        let answer = match &request.name {
            Some(name) => engine.execute(name, &request.args),
            None => Err(GtpError::NoCommand),
        };
        let text = protocol::format_answer(request.id.as_deref(), &answer);
        match output
            .write_all(text.as_bytes())
            .and_then(|()| output.flush())
        {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => break,
            other => other?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(input: &[u8]) -> String {
        let mut engine = GtpEngine::new(Rules::default(), 1);
        let mut output = Vec::new();
        serve(&mut engine, input, &mut output).unwrap();
        String::from_utf8(output).unwrap()
    }

    #[test]
    fn one_answer_per_command_until_quit() {
        let out = session(b"1 name\n\n# nothing\n2\nquit\nname\n");
        assert_eq!(out, "=1 tesuji\n\n?2 no command after the id\n\n= \n\n");
    }

    #[test]
    fn the_end_of_the_input_ends_the_engine() {
        assert_eq!(session(b"protocol_version"), "= 2\n\n");
        assert_eq!(session(b""), "");
    }

    #[test]
    fn a_broken_pipe_ends_quietly() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut engine = GtpEngine::new(Rules::default(), 1);
        assert!(serve(&mut engine, &b"name\nname\n"[..], Closed).is_ok());
    }
}
