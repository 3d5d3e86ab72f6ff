//! A GNU Go process spoken to over GTP: the oracle of the differential tests
//! (`gnugo_differential.rs` for the rules, `benson.rs` for unconditional life).
//!
//! GNU Go must be installed (`apt-get install gnugo`; the binary is looked for on `PATH`,
//! then at `/usr/games/gnugo`, or wherever `TESUJI_GNUGO` points). When it is missing the
//! tests fail: they never skip silently.

#![allow(dead_code)] // each test binary uses its own part of the client

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// The install hint of every "GNU Go is missing" failure.
pub const INSTALL_HINT: &str = "this test compares our board with GNU Go and needs it installed: \
     run `apt-get install gnugo` (Debian/Ubuntu package `gnugo`), or set TESUJI_GNUGO to \
     the path of a `gnugo` binary";

/// Finds the `gnugo` binary: `TESUJI_GNUGO`, then `PATH`, then `/usr/games/gnugo`
/// (Debian installs it there, and `/usr/games` is often not on `PATH`).
pub fn locate_gnugo() -> PathBuf {
    if let Some(path) = std::env::var_os("TESUJI_GNUGO") {
        return PathBuf::from(path);
    }
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .map(|dir| dir.join("gnugo"))
        .find(|candidate| candidate.is_file());
    let debian = PathBuf::from("/usr/games/gnugo");
    match on_path {
        Some(path) => path,
        None if debian.is_file() => debian,
        None => panic!("GNU Go not found on PATH nor at /usr/games/gnugo: {INSTALL_HINT}"),
    }
}

/// A GTP response: `Ok` with the text after `=`, `Err` with the text after `?`.
pub type Response = Result<String, String>;

/// A GNU Go process in GTP mode, driven through its standard input and output.
pub struct GnuGo {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// The command line, for messages.
    pub command_line: String,
    /// The id of the next command: every command carries an id, and every response is
    /// checked to carry the same, so a lost or extra line cannot shift the answers.
    next_id: u64,
}

impl GnuGo {
    pub fn start(binary: &Path, flags: &[&str]) -> GnuGo {
        let command_line = format!("{} --mode gtp {}", binary.display(), flags.join(" "));
        let mut child = Command::new(binary)
            .args(["--mode", "gtp"])
            .args(flags)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("could not start `{command_line}` ({e}): {INSTALL_HINT}"));
        let stdin = child.stdin.take().expect("stdin was requested as a pipe");
        let stdout = BufReader::new(child.stdout.take().expect("stdout was requested as a pipe"));
        let mut gnugo = GnuGo {
            child,
            stdin,
            stdout,
            command_line,
            next_id: 1,
        };
        // A process that starts but does not speak GTP (a wrong binary) fails here.
        let protocol = gnugo.run("protocol_version");
        assert_eq!(
            protocol.as_deref(),
            Ok("2"),
            "`{}` does not answer GTP 2: {INSTALL_HINT}",
            gnugo.command_line
        );
        gnugo
    }

    /// Sends the commands in one write, then reads their responses in order. Pipelining
    /// saves a round trip per command, which is most of the cost of small boards.
    pub fn run_all(&mut self, commands: &[String]) -> Vec<Response> {
        let first_id = self.next_id;
        self.next_id += commands.len() as u64;
        let mut script = String::new();
        for (id, command) in (first_id..).zip(commands) {
            writeln!(script, "{id} {command}").expect("writing to a String cannot fail");
        }
        if let Err(e) = self
            .stdin
            .write_all(script.as_bytes())
            .and_then(|()| self.stdin.flush())
        {
            panic!("could not write to `{}`: {e}", self.command_line);
        }
        (first_id..)
            .zip(commands)
            .map(|(id, command)| self.read_response(id, command))
            .collect()
    }

    pub fn run(&mut self, command: &str) -> Response {
        self.run_all(&[command.to_string()])
            .pop()
            .expect("one command gets one response")
    }

    /// Reads one response: a line starting with `=id` or `?id`, more lines, and an
    /// empty line.
    fn read_response(&mut self, id: u64, command: &str) -> Response {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let read = self
                .stdout
                .read_line(&mut line)
                .unwrap_or_else(|e| panic!("could not read from `{}`: {e}", self.command_line));
            let line = line.trim_end();
            if read == 0 {
                panic!(
                    "`{}` closed its output (crashed?) while answering `{command}`; read so \
                     far: {lines:?}",
                    self.command_line
                );
            }
            match (line.is_empty(), lines.is_empty()) {
                (true, true) => continue,
                (true, false) => break,
                (false, _) => lines.push(line.to_string()),
            }
        }
        let text = lines.join("\n");
        let unexpected = || -> ! {
            panic!(
                "`{}` answered `{text}` to command {id} `{command}`, not a GTP response \
                 with id {id}",
                self.command_line
            )
        };
        let status = text.chars().next().unwrap_or_else(|| unexpected());
        let body = text[status.len_utf8()..]
            .strip_prefix(&id.to_string())
            .unwrap_or_else(|| unexpected())
            .trim()
            .to_string();
        match status {
            '=' => Ok(body),
            '?' => Err(body),
            _ => unexpected(),
        }
    }

    /// Runs commands that must succeed, such as `boardsize`.
    pub fn run_ok(&mut self, commands: &[String]) {
        for (command, response) in commands.iter().zip(self.run_all(commands)) {
            if let Err(error) = response {
                panic!("`{}` refused `{command}`: {error}", self.command_line);
            }
        }
    }
}

impl Drop for GnuGo {
    fn drop(&mut self) {
        // Errors are ignored: the process may already be gone when a test fails.
        let _ = self.stdin.write_all(b"quit\n");
        let _ = self.stdin.flush();
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            // `quit` makes GNU Go exit at once; give it a moment before killing it.
            let deadline = Instant::now() + Duration::from_secs(2);
            while Instant::now() < deadline && matches!(self.child.try_wait(), Ok(None)) {
                std::thread::sleep(Duration::from_millis(5));
            }
            if matches!(self.child.try_wait(), Ok(None)) {
                let _ = self.child.kill();
            }
            let _ = self.child.wait();
        }
    }
}
