//! `tesuji pbrain` (and the `pbrain-tesuji` binary): a Gomoku brain speaking the
//! Gomocup (Piskvork) protocol on standard input and output.
//!
//! One command a line, keywords in any case, lines ending in LF or CR LF; every answer
//! is one line ending in CR LF, flushed at once. Coordinates are `x,y`, 0-based, `x` the
//! column from the left and `y` the row from the top.
//!
//! - `START n` → `OK` (5 ≤ n ≤ 22, else `ERROR`); `RECTSTART w,h` → `OK` for a square
//!   board, else `ERROR`; `RESTART` → `OK` (an empty board of the same size).
//! - `BEGIN`, `TURN x,y`, `BOARD` … `DONE` → our move `x,y`. In a `BOARD` block, field 1
//!   is our stone, 2 the opponent's, 3 (continuous games: a stone of a finished line) is
//!   kept as an opponent stone that counts for neither side's colour, so that nobody
//!   plays there. We are the side to move: Black when both have as many stones, White
//!   when the opponent has one more (and Black otherwise). Under renju the stones must
//!   come in playing order, as the protocol says.
//! - `PLAY x,y` → `x,y` (our stone placed where the manager says); `TAKEBACK x,y` → `OK`;
//!   `SWAP2BOARD` … `DONE` → three opening stones, or our move as White (we never swap).
//! - `INFO key value` → no answer: `timeout_turn`, `timeout_match`, `time_left` (ms),
//!   `max_memory` (bytes), `rule` (bits: 1 exactly five, 4 renju, which wins over 1;
//!   2 continuous game and 8 caro are ignored); other keys are ignored.
//! - `ABOUT` → `name="tesuji", version="…", author="…", country="…"`; `END` or the end of
//!   the input → exit with status 0.
//! - A command we do not know → `UNKNOWN message`, as the protocol asks; a known command
//!   that cannot be done (bad coordinates, an occupied or forbidden point, a size we do
//!   not play) → `ERROR message`. The brain keeps running either way.
//!
//! Time: the budget of a move is `min(timeout_turn, time_left / max(10, 40 - n/2))`,
//! `n` being our moves so far (stones / 2) and `time_left` the manager's (or, when it
//! sends none, `timeout_match` less our own time so far; no share when both are
//! unlimited), less 10% and 30 ms for safety, counted from when the command was read.
//! `timeout_turn 0` (play fast) gives a budget of 10 ms. Without any `INFO`, the turn
//! limit is 5 s and the match is unlimited.
//!
//! Memory: 60% of `max_memory` less 8 MiB for the engine's tables (at least 2 MiB, at
//! most 1 GiB; 64 MiB when the limit is 0 or not given).

use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use tesuji_gomoku::Engine;
use tesuji_gomoku::{Board, Color, Coord, MAX_SIZE, MIN_SIZE, Point, Rule};

/// The turn limit when the manager sends none (ms).
pub const DEFAULT_TIMEOUT_TURN: u64 = 5_000;
/// The budget when the manager asks for fast play (`timeout_turn 0`), in ms.
const FAST_MS: u64 = 10;
/// What is kept back from every budget: a tenth, and this many ms.
const MARGIN_MS: u64 = 30;
/// The engine's memory when the manager sets no limit.
const DEFAULT_MEMORY: usize = 64 << 20;
/// The most memory the engine takes, whatever the limit.
const MAX_MEMORY: usize = 1 << 30;
/// `time_left` means "unlimited" from this value on.
const UNLIMITED: i64 = 2_147_483_647;

/// Runs the brain on standard input and output; the exit status for `main`.
pub fn main() -> ExitCode {
    let stdin = io::stdin();
    let stdout = io::stdout();
    match run(stdin.lock(), stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // The manager went away: nothing to say to anybody.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Reads commands from `input` and answers on `output` until `END` or the end of the
/// input.
///
/// # Errors
/// Only the errors of reading and writing.
pub fn run<R: BufRead, W: Write>(mut input: R, output: W) -> io::Result<()> {
    let mut brain = Brain::new(output);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes)? == 0 {
            return Ok(());
        }
        let received = Instant::now();
        let line = String::from_utf8_lossy(&bytes);
        if brain.handle(line.trim(), received)? == Flow::End {
            return Ok(());
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Continue,
    End,
}

/// A block of `x,y[,field]` lines being read until `DONE`.
#[derive(Debug)]
struct Block {
    kind: BlockKind,
    stones: Vec<(usize, usize, u8)>,
    started: Instant,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BlockKind {
    Board,
    Swap2,
}

/// The brain: the game as the manager told it, the settings, and the engine.
struct Brain<W: Write> {
    out: W,
    board: Option<Board>,
    rule: Rule,
    /// Our colour, once known (reset by every new game).
    me: Option<Color>,
    /// Stones that stand for continuous-game markers (field 3), not counted as moves.
    markers: Vec<Point>,
    engine: Engine,
    timeout_turn: u64,
    timeout_match: u64,
    time_left: Option<i64>,
    /// Our thinking time in this game (ms), for `timeout_match` without `time_left`.
    used_ms: u64,
    block: Option<Block>,
    /// Messages for the user, sent before the next answer (never after `INFO`).
    pending: Vec<String>,
}

impl<W: Write> Brain<W> {
    fn new(out: W) -> Brain<W> {
        Brain {
            out,
            board: None,
            rule: Rule::Freestyle,
            me: None,
            markers: Vec::new(),
            engine: Engine::new(DEFAULT_MEMORY),
            timeout_turn: DEFAULT_TIMEOUT_TURN,
            timeout_match: 0,
            time_left: None,
            used_ms: 0,
            block: None,
            pending: Vec::new(),
        }
    }

    /// Writes one line (after any pending messages), CR LF, flushed.
    fn say(&mut self, text: &str) -> io::Result<()> {
        for message in std::mem::take(&mut self.pending) {
            write!(self.out, "MESSAGE {message}\r\n")?;
        }
        write!(self.out, "{text}\r\n")?;
        self.out.flush()
    }

    fn error(&mut self, message: &str) -> io::Result<()> {
        self.say(&format!("ERROR {message}"))
    }

    fn handle(&mut self, line: &str, received: Instant) -> io::Result<Flow> {
        if line.is_empty() {
            return Ok(Flow::Continue);
        }
        if self.block.is_some() {
            return self.block_line(line);
        }
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim()),
            None => (line, ""),
        };
        match word.to_ascii_uppercase().as_str() {
            "START" => self.start(rest)?,
            "RECTSTART" => self.rectstart(rest)?,
            "RESTART" => self.restart()?,
            "BEGIN" => self.begin(received)?,
            "TURN" => self.turn(rest, received)?,
            "BOARD" => self.open_block(BlockKind::Board, received)?,
            "SWAP2BOARD" => self.open_block(BlockKind::Swap2, received)?,
            "PLAY" => self.play(rest)?,
            "TAKEBACK" => self.takeback(rest)?,
            "INFO" => self.info(rest),
            "ABOUT" => self.say(&format!(
                "name=\"tesuji\", version=\"{}\", author=\"tesuji developers\", \
                 country=\"International\"",
                env!("CARGO_PKG_VERSION")
            ))?,
            "END" => return Ok(Flow::End),
            "DONE" => self.error("DONE without BOARD")?,
            _ => {
                let shown: String = word.chars().take(40).collect();
                self.say(&format!("UNKNOWN command `{shown}`"))?;
            }
        }
        Ok(Flow::Continue)
    }

    // ---- game set-up ----

    fn start(&mut self, rest: &str) -> io::Result<()> {
        match rest.parse::<usize>() {
            Ok(size) => self.new_game(size),
            Err(_) => self.error(&format!("START needs a board size, not `{rest}`")),
        }
    }

    fn rectstart(&mut self, rest: &str) -> io::Result<()> {
        match parse_pair(rest) {
            Some((w, h)) if w == h => self.new_game(w),
            Some((w, h)) => self.error(&format!(
                "rectangular boards ({w}x{h}) are not supported, only square ones"
            )),
            None => self.error(&format!("RECTSTART needs `width,height`, not `{rest}`")),
        }
    }

    fn new_game(&mut self, size: usize) -> io::Result<()> {
        match Board::new(size, self.rule) {
            Ok(board) => {
                self.board = Some(board);
                self.reset();
                self.say("OK")
            }
            Err(_) => self.error(&format!(
                "board size {size} is not supported (from {MIN_SIZE} to {MAX_SIZE})"
            )),
        }
    }

    fn reset(&mut self) {
        self.me = None;
        self.markers.clear();
        self.used_ms = 0;
        self.engine.clear();
    }

    fn restart(&mut self) -> io::Result<()> {
        let Some(size) = self.board.as_ref().map(Board::size) else {
            return self.error("RESTART before START");
        };
        self.board = Board::new(size, self.rule).ok();
        self.reset();
        self.say("OK")
    }

    /// The board, or an `ERROR` said.
    fn need_board(&mut self) -> io::Result<bool> {
        if self.board.is_some() {
            Ok(true)
        } else {
            self.error("no board: send START first")?;
            Ok(false)
        }
    }

    /// The colour to move by the stone counts: Black when they are equal.
    fn side_to_move(&self) -> Color {
        let Some(board) = &self.board else {
            return Color::Black;
        };
        let black = board
            .history()
            .iter()
            .filter(|&&(p, c)| c == Color::Black && !self.markers.contains(&p))
            .count();
        let white = board.stones() - self.markers.len() - black;
        if black > white {
            Color::White
        } else {
            Color::Black
        }
    }

    // ---- moves ----

    fn begin(&mut self, received: Instant) -> io::Result<()> {
        if !self.need_board()? {
            return Ok(());
        }
        let me = self.side_to_move();
        self.me = Some(me);
        self.answer(received)
    }

    fn turn(&mut self, rest: &str, received: Instant) -> io::Result<()> {
        if !self.need_board()? {
            return Ok(());
        }
        let opp = self.me.map_or_else(|| self.side_to_move(), Color::opponent);
        let p = match self.legal_point(rest, opp, "TURN") {
            Ok(p) => p,
            Err(message) => return self.error(&message),
        };
        self.me = Some(opp.opponent());
        if let Some(board) = self.board.as_mut() {
            board.play(opp, p);
        }
        self.answer(received)
    }

    fn play(&mut self, rest: &str) -> io::Result<()> {
        if !self.need_board()? {
            return Ok(());
        }
        let me = self.me.unwrap_or_else(|| self.side_to_move());
        let p = match self.legal_point(rest, me, "PLAY") {
            Ok(p) => p,
            Err(message) => return self.error(&message),
        };
        self.me = Some(me);
        let Some(board) = self.board.as_mut() else {
            return Ok(());
        };
        board.play(me, p);
        let text = format_point(board, p);
        self.say(&text)
    }

    /// The point of `x,y` if `color` may play there.
    fn legal_point(&mut self, text: &str, color: Color, command: &str) -> Result<Point, String> {
        let board = self.board.as_mut().ok_or("no board")?;
        let (x, y) = parse_pair(text)
            .ok_or_else(|| format!("{command} needs coordinates `x,y`, not `{text}`"))?;
        let p = point_of(board, x, y).ok_or_else(|| format!("{x},{y} is off the board"))?;
        if !board.is_empty(p) {
            return Err(format!("{x},{y} is occupied"));
        }
        if color == Color::Black
            && let Some(kind) = board.forbidden(p)
        {
            return Err(format!("{x},{y} is forbidden for black ({kind})"));
        }
        Ok(p)
    }

    fn takeback(&mut self, rest: &str) -> io::Result<()> {
        if !self.need_board()? {
            return Ok(());
        }
        let Some(board) = self.board.as_mut() else {
            return Ok(());
        };
        let Some((x, y)) = parse_pair(rest) else {
            return self.error(&format!("TAKEBACK needs coordinates `x,y`, not `{rest}`"));
        };
        let Some(p) = point_of(board, x, y) else {
            return self.error(&format!("{x},{y} is off the board"));
        };
        if board.is_empty(p) {
            return self.error(&format!("no stone on {x},{y}"));
        }
        let kept: Vec<(Point, Color)> = board
            .history()
            .iter()
            .copied()
            .filter(|&(q, _)| q != p)
            .collect();
        let mut fresh = Board::new(board.size(), board.rule()).expect("the same size");
        for (q, color) in kept {
            fresh.play(color, q);
        }
        *board = fresh;
        self.markers.retain(|&q| q != p);
        self.say("OK")
    }

    // ---- BOARD and SWAP2BOARD blocks ----

    fn open_block(&mut self, kind: BlockKind, received: Instant) -> io::Result<()> {
        // A missing board is reported at DONE, so that the block is still read whole.
        self.block = Some(Block {
            kind,
            stones: Vec::new(),
            started: received,
        });
        Ok(())
    }

    fn block_line(&mut self, line: &str) -> io::Result<Flow> {
        if line.eq_ignore_ascii_case("DONE") {
            let block = self.block.take().expect("in a block");
            return match block.kind {
                BlockKind::Board => self.board_done(&block).map(|()| Flow::Continue),
                BlockKind::Swap2 => self.swap2_done(&block).map(|()| Flow::Continue),
            };
        }
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        let numbers: Option<Vec<usize>> = fields.iter().map(|f| f.parse().ok()).collect();
        let kind = self.block.as_ref().map(|b| b.kind);
        match (numbers.as_deref(), kind) {
            (Some(&[x, y, field]), Some(BlockKind::Board)) if (1..=3).contains(&field) => {
                self.push_stone(x, y, field as u8)
            }
            (Some(&[x, y]), Some(BlockKind::Swap2)) => self.push_stone(x, y, 0),
            _ => {
                let word = line.split_whitespace().next().unwrap_or("");
                if is_command(word) {
                    // The block was never closed: drop it and obey the command.
                    self.block = None;
                    self.error("a BOARD block ended without DONE")?;
                    self.handle(line, Instant::now())
                } else {
                    self.error(&format!(
                        "`{line}` is not a stone line `x,y,field` (1, 2 or 3)"
                    ))?;
                    Ok(Flow::Continue)
                }
            }
        }
    }

    fn push_stone(&mut self, x: usize, y: usize, field: u8) -> io::Result<Flow> {
        let off = self
            .board
            .as_ref()
            .is_some_and(|b| x >= b.size() || y >= b.size());
        let taken = self
            .block
            .as_ref()
            .is_some_and(|b| b.stones.iter().any(|&(a, c, _)| (a, c) == (x, y)));
        if off {
            self.error(&format!("{x},{y} is off the board"))?;
        } else if taken {
            self.error(&format!("{x},{y} is given twice"))?;
        } else if let Some(block) = self.block.as_mut() {
            block.stones.push((x, y, field));
        }
        Ok(Flow::Continue)
    }

    fn board_done(&mut self, block: &Block) -> io::Result<()> {
        if !self.need_board()? {
            return Ok(());
        }
        let own = block.stones.iter().filter(|s| s.2 == 1).count();
        let theirs = block.stones.iter().filter(|s| s.2 == 2).count();
        let me = if theirs > own {
            Color::White
        } else {
            Color::Black
        };
        let Some(board) = self.board.as_mut() else {
            return Ok(());
        };
        let mut fresh = Board::new(board.size(), board.rule()).expect("the same size");
        self.markers.clear();
        for &(x, y, field) in &block.stones {
            let Some(p) = point_of(&fresh, x, y) else {
                continue;
            };
            let color = if field == 1 { me } else { me.opponent() };
            fresh.play(color, p);
            if field == 3 {
                self.markers.push(p);
            }
        }
        *board = fresh;
        self.me = Some(me);
        self.answer(block.started)
    }

    /// Swap2 openings: three stones for an empty board; else our move as White (the
    /// fourth or the sixth stone). We never swap.
    fn swap2_done(&mut self, block: &Block) -> io::Result<()> {
        if !self.need_board()? {
            return Ok(());
        }
        let Some(board) = self.board.as_mut() else {
            return Ok(());
        };
        let mut fresh = Board::new(board.size(), board.rule()).expect("the same size");
        let mut color = Color::Black;
        for &(x, y, _) in &block.stones {
            if let Some(p) = point_of(&fresh, x, y) {
                fresh.play(color, p);
                color = color.opponent();
            }
        }
        *board = fresh;
        self.markers.clear();
        match block.stones.len() {
            0 => {
                // A quiet, balanced start around the centre: black, white, black.
                let c = board.size() / 2;
                let stones = [(c, c), (c + 1, c), (c + 1, c + 2)];
                let text: Vec<String> = stones.iter().map(|&(x, y)| format!("{x},{y}")).collect();
                self.say(&text.join(" "))
            }
            3 | 5 => {
                self.me = Some(Color::White);
                self.answer(block.started)
            }
            n => self.error(&format!("SWAP2BOARD with {n} stones (expected 0, 3 or 5)")),
        }
    }

    // ---- INFO ----

    fn info(&mut self, rest: &str) {
        let (key, value) = match rest.split_once(char::is_whitespace) {
            Some((key, value)) => (key.to_ascii_lowercase(), value.trim()),
            None => (rest.to_ascii_lowercase(), ""),
        };
        let number = value.parse::<i64>().ok();
        match (key.as_str(), number) {
            ("timeout_turn", Some(ms)) => self.timeout_turn = ms.max(0) as u64,
            ("timeout_match", Some(ms)) => self.timeout_match = ms.max(0) as u64,
            ("time_left", Some(ms)) => self.time_left = Some(ms),
            ("max_memory", Some(bytes)) => {
                self.engine.set_memory(engine_memory(bytes.max(0) as u64))
            }
            ("rule", Some(bits)) => self.set_rule(bits),
            ("timeout_turn" | "timeout_match" | "time_left" | "max_memory" | "rule", None) => {
                self.pending
                    .push(format!("ignored INFO {key}: `{value}` is not a number"));
            }
            // game_type, folder, evaluate and anything new: nothing to do.
            _ => {}
        }
    }

    fn set_rule(&mut self, bits: i64) {
        let rule = if bits & 4 != 0 {
            Rule::Renju
        } else if bits & 1 != 0 {
            Rule::Standard
        } else {
            Rule::Freestyle
        };
        if bits & 8 != 0 {
            self.pending
                .push(format!("caro is not supported: playing {rule} rules"));
        }
        if rule == self.rule {
            return;
        }
        self.rule = rule;
        if let Some(board) = self.board.as_mut() {
            // The same stones under the new rule.
            let mut fresh = Board::new(board.size(), rule).expect("the same size");
            for &(p, color) in board.history() {
                fresh.play(color, p);
            }
            *board = fresh;
        }
    }

    // ---- our move ----

    /// The time for this move, from when its command was read.
    fn budget(&self) -> Duration {
        let turn = if self.timeout_turn == 0 {
            return Duration::from_millis(FAST_MS);
        } else {
            self.timeout_turn
        };
        let left = match self.time_left {
            Some(ms) if ms < UNLIMITED => Some(ms.max(0) as u64),
            _ if self.timeout_match > 0 => Some(self.timeout_match.saturating_sub(self.used_ms)),
            _ => None,
        };
        let moves = self.board.as_ref().map_or(0, |b| b.stones() as u64 / 2);
        let share = left.map_or(u64::MAX, |left| {
            left / 40u64.saturating_sub(moves / 2).max(10)
        });
        let raw = turn.min(share);
        Duration::from_millis(raw.saturating_sub(raw / 10 + MARGIN_MS))
    }

    /// Chooses, plays and says our move.
    fn answer(&mut self, received: Instant) -> io::Result<()> {
        let deadline = received + self.budget();
        let me = self.me.unwrap_or_else(|| self.side_to_move());
        self.me = Some(me);
        let Some(board) = self.board.as_mut() else {
            return self.error("no board: send START first");
        };
        let Some(p) = self.engine.choose(board, me, deadline) else {
            return self.error("no legal move: the board is full (or, for black under renju, every empty point is forbidden)");
        };
        board.play(me, p);
        let text = format_point(board, p);
        self.used_ms += received.elapsed().as_millis() as u64;
        self.say(&text)
    }
}

/// The engine's memory for the manager's limit (bytes; 0 = none).
fn engine_memory(limit: u64) -> usize {
    if limit == 0 {
        return DEFAULT_MEMORY;
    }
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    (limit / 10 * 6)
        .saturating_sub(8 << 20)
        .clamp(2 << 20, MAX_MEMORY)
}

fn is_command(word: &str) -> bool {
    const COMMANDS: [&str; 14] = [
        "START",
        "RECTSTART",
        "RESTART",
        "BEGIN",
        "TURN",
        "BOARD",
        "SWAP2BOARD",
        "PLAY",
        "TAKEBACK",
        "INFO",
        "ABOUT",
        "END",
        "SUGGEST",
        "DONE",
    ];
    COMMANDS.iter().any(|c| c.eq_ignore_ascii_case(word))
}

/// `x,y` (spaces allowed around the numbers).
fn parse_pair(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.split_once(',')?;
    Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
}

/// The point at protocol coordinates (`y` from the top), if on the board.
fn point_of(board: &Board, x: usize, y: usize) -> Option<Point> {
    let size = board.size();
    if x >= size || y >= size {
        return None;
    }
    board.point(Coord::new(x as u8, (size - 1 - y) as u8))
}

/// A point as the protocol writes it.
fn format_point(board: &Board, p: Point) -> String {
    let c = board.coord(p);
    format!("{},{}", c.col, board.size() - 1 - usize::from(c.row))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// A random command line: real keywords with random, often wrong, arguments, and
    /// plain garbage.
    fn random_line(rng: &mut SmallRng) -> String {
        const WORDS: [&str; 16] = [
            "START",
            "RECTSTART",
            "BEGIN",
            "TURN",
            "BOARD",
            "DONE",
            "INFO",
            "RESTART",
            "TAKEBACK",
            "ABOUT",
            "PLAY",
            "SWAP2BOARD",
            "turn",
            "start",
            "x",
            "",
        ];
        const ARGS: [&str; 14] = [
            "15",
            "7,7",
            "0,0",
            "-1,3",
            "99,99",
            "3",
            "timeout_turn 5",
            "rule 4",
            "rule 1",
            "max_memory 0",
            "1,2,1",
            "4,4,2",
            "a,b",
            "20,15",
        ];
        match rng.random_range(0..4) {
            0 => (0..rng.random_range(0..40))
                .map(|_| char::from(rng.random_range(0x20u8..0x7f)))
                .collect(),
            _ => format!(
                "{} {}",
                WORDS[rng.random_range(0..WORDS.len())],
                ARGS[rng.random_range(0..ARGS.len())]
            ),
        }
    }

    /// Thousands of random lines: no panic, every reply a CR LF line, and the brain
    /// still plays a legal move at the end.
    #[test]
    fn random_input_never_breaks_the_brain() {
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..40 {
            let mut input = String::from("INFO timeout_turn 5\r\n");
            for _ in 0..60 {
                input.push_str(&random_line(&mut rng));
                input.push_str("\r\n");
            }
            input.push_str("DONE\r\nSTART 15\r\nINFO timeout_turn 5\r\nBEGIN\r\nEND\r\n");
            let mut output = Vec::new();
            run(input.as_bytes(), &mut output).unwrap();
            let text = String::from_utf8(output).unwrap();
            assert!(text.is_empty() || text.ends_with("\r\n"), "{text:?}");
            assert!(text.split("\r\n").all(|l| !l.contains('\n')), "{text:?}");
            let last = text.trim_end().lines().last().unwrap_or_default();
            let (x, y) = last
                .split_once(',')
                .unwrap_or_else(|| panic!("no move at the end: {text:?}"));
            assert!(x.parse::<usize>().unwrap() < 15 && y.parse::<usize>().unwrap() < 15);
        }
    }
}
