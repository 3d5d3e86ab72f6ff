//! `tesuji pbrain` and `pbrain-tesuji` as a Gomocup manager drives them: commands on
//! standard input, answers on standard output, every answer checked by a referee that
//! keeps its own board.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_gomoku::{Board, Color, Coord, Point, Rule};

/// How long past `timeout_turn` an answer may come (process start-up, pipes, a loaded
/// machine).
const SLACK: Duration = Duration::from_millis(250);
/// How long any answer may take before the test gives up on the brain.
const HANG: Duration = Duration::from_secs(20);

/// A running brain, spoken to over pipes; a thread reads its output lines.
struct Brain {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
    name: &'static str,
}

impl Brain {
    /// `tesuji pbrain`.
    fn tesuji() -> Brain {
        Brain::spawn(env!("CARGO_BIN_EXE_tesuji"), &["pbrain"], "tesuji pbrain")
    }

    /// The `pbrain-tesuji` binary.
    fn pbrain() -> Brain {
        Brain::spawn(env!("CARGO_BIN_EXE_pbrain-tesuji"), &[], "pbrain-tesuji")
    }

    fn spawn(program: &str, args: &[&str], name: &'static str) -> Brain {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the brain starts");
        let input = child.stdin.take().expect("stdin");
        let mut output = BufReader::new(child.stdout.take().expect("stdout"));
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            loop {
                let mut bytes = Vec::new();
                match output.read_until(b'\n', &mut bytes) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let line = String::from_utf8(bytes).expect("UTF-8 output");
                        if sender.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        Brain {
            child,
            input: Some(input),
            lines,
            name,
        }
    }

    /// Sends one line, ended by CR LF as managers do.
    fn send(&mut self, line: &str) {
        self.send_raw(&format!("{line}\r\n"));
    }

    fn send_raw(&mut self, text: &str) {
        let input = self.input.as_mut().expect("input open");
        input
            .write_all(text.as_bytes())
            .and_then(|()| input.flush())
            .unwrap_or_else(|e| panic!("{} does not read: {e}", self.name));
    }

    /// The next answer line without its CR LF (which every line must have), skipping
    /// `MESSAGE` and `DEBUG` lines.
    fn answer(&mut self) -> String {
        loop {
            let line = match self.lines.recv_timeout(HANG) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    panic!("{} did not answer in {HANG:?}", self.name)
                }
                Err(RecvTimeoutError::Disconnected) => panic!("{} closed its output", self.name),
            };
            let text = line
                .strip_suffix("\r\n")
                .unwrap_or_else(|| panic!("{}: `{line:?}` does not end in CR LF", self.name));
            assert!(!text.contains('\r'), "{}: stray CR in {line:?}", self.name);
            if !(text.starts_with("MESSAGE") || text.starts_with("DEBUG")) {
                return text.to_string();
            }
        }
    }

    /// Sends a command and returns its answer and how long it took.
    fn ask(&mut self, line: &str) -> (String, Duration) {
        let start = Instant::now();
        self.send(line);
        let answer = self.answer();
        (answer, start.elapsed())
    }

    fn expect(&mut self, line: &str, answer: &str) {
        assert_eq!(
            self.ask(line).0,
            answer,
            "{}: answer to `{line}`",
            self.name
        );
    }

    fn expect_error(&mut self, line: &str) -> String {
        let (answer, _) = self.ask(line);
        assert!(
            answer.starts_with("ERROR"),
            "{}: `{line}` should fail, got {answer:?}",
            self.name
        );
        answer
    }

    /// Checks that no answer is waiting (after commands that have none).
    fn expect_silence(&mut self) {
        // ABOUT always answers: the next line must be its answer.
        let (answer, _) = self.ask("ABOUT");
        assert!(
            answer.starts_with("name=\"tesuji\""),
            "{}: {answer:?}",
            self.name
        );
    }

    /// Sends END and checks that the brain exits with status 0.
    fn end(mut self) {
        self.send("END");
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(status) = self.child.try_wait().expect("wait") {
                assert!(status.success(), "{} exited with {status}", self.name);
                return;
            }
            assert!(
                Instant::now() < deadline,
                "{} did not exit after END",
                self.name
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Brain {
    fn drop(&mut self) {
        if std::thread::panicking() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}

/// The referee's board and what it checks of every move.
struct Referee {
    board: Board,
}

impl Referee {
    fn new(size: usize, rule: Rule) -> Referee {
        Referee {
            board: Board::new(size, rule).unwrap(),
        }
    }

    fn size(&self) -> usize {
        self.board.size()
    }

    /// The point of protocol coordinates (y from the top).
    fn point(&self, x: usize, y: usize) -> Point {
        let size = self.size();
        self.board
            .point(Coord::new(x as u8, (size - 1 - y) as u8))
            .expect("on the board")
    }

    fn xy(&self, p: Point) -> (usize, usize) {
        let c = self.board.coord(p);
        (usize::from(c.col), self.size() - 1 - usize::from(c.row))
    }

    /// Checks a brain's move answer (`x,y`, on the board, empty, allowed) and plays it.
    fn accept(&mut self, answer: &str, color: Color, who: &str) -> (usize, usize) {
        let (x, y) = parse_move(answer).unwrap_or_else(|| panic!("{who}: {answer:?} is not `x,y`"));
        let size = self.size();
        assert!(
            x < size && y < size,
            "{who}: {x},{y} is off the {size}x{size} board"
        );
        let p = self.point(x, y);
        assert!(
            self.board.is_empty(p),
            "{who}: {x},{y} is occupied\n{}",
            self.board
        );
        assert!(
            self.board.allowed(color, p),
            "{who}: {x},{y} is forbidden for {color}\n{}",
            self.board
        );
        self.board.play(color, p);
        (x, y)
    }

    fn play(&mut self, x: usize, y: usize, color: Color) {
        let p = self.point(x, y);
        assert!(self.board.is_empty(p));
        self.board.play(color, p);
    }

    fn over(&self) -> bool {
        self.board.winner().is_some() || self.board.is_full()
    }
}

/// `x,y` with nothing else.
fn parse_move(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.split_once(',')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    (digits(x) && digits(y)).then(|| (x.parse().unwrap(), y.parse().unwrap()))
}

fn rule_bits(rule: Rule) -> u32 {
    match rule {
        Rule::Freestyle => 0,
        Rule::Standard => 1,
        Rule::Renju => 4,
    }
}

fn set_up(brain: &mut Brain, size: usize, rule: Rule, timeout_turn: u64) {
    brain.send(&format!("INFO timeout_turn {timeout_turn}"));
    brain.send("INFO timeout_match 0");
    brain.send("INFO max_memory 67108864");
    brain.send("INFO game_type 1");
    brain.send(&format!("INFO rule {}", rule_bits(rule)));
    brain.expect(&format!("START {size}"), "OK");
}

/// Plays a whole game between two brains and checks every move; returns the winner.
fn self_play(
    mut black: Brain,
    mut white: Brain,
    size: usize,
    rule: Rule,
    timeout_turn: u64,
) -> Option<Color> {
    let limit = Duration::from_millis(timeout_turn) + SLACK;
    set_up(&mut black, size, rule, timeout_turn);
    set_up(&mut white, size, rule, timeout_turn);
    let mut referee = Referee::new(size, rule);
    let (mut answer, mut spent) = black.ask("BEGIN");
    let mut color = Color::Black;
    let mut slowest = Duration::ZERO;
    loop {
        slowest = slowest.max(spent);
        let who = if color == Color::Black {
            black.name
        } else {
            white.name
        };
        let who = format!("{who} ({color}, move {})", referee.board.stones() + 1);
        assert!(
            spent <= limit,
            "{who}: {spent:?} for a turn of {timeout_turn} ms"
        );
        let (x, y) = referee.accept(&answer, color, &who);
        if referee.over() {
            break;
        }
        color = color.opponent();
        let next = if color == Color::Black {
            &mut black
        } else {
            &mut white
        };
        (answer, spent) = next.ask(&format!("TURN {x},{y}"));
    }
    assert!(referee.over());
    black.end();
    white.end();
    eprintln!(
        "{rule} {size}x{size}: {:?} won after {} moves; slowest answer {slowest:?} \
         for a turn of {timeout_turn} ms",
        referee.board.winner(),
        referee.board.stones()
    );
    referee.board.winner()
}

#[test]
fn self_play_freestyle_15() {
    self_play(Brain::tesuji(), Brain::tesuji(), 15, Rule::Freestyle, 200);
}

#[test]
fn self_play_freestyle_20_with_both_binaries() {
    self_play(Brain::pbrain(), Brain::tesuji(), 20, Rule::Freestyle, 200);
}

#[test]
fn self_play_standard_15() {
    self_play(Brain::tesuji(), Brain::pbrain(), 15, Rule::Standard, 200);
}

#[test]
fn self_play_renju_15() {
    self_play(Brain::tesuji(), Brain::tesuji(), 15, Rule::Renju, 200);
}

/// A simple deterministic opponent: five, else block a five, else a four, else block an
/// open three's four points, else a seeded random point next to the stones.
struct Scripted {
    rng: SmallRng,
}

impl Scripted {
    fn new(seed: u64) -> Scripted {
        Scripted {
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    fn choose(&mut self, board: &mut Board, color: Color) -> Point {
        let empties: Vec<Point> = board
            .points()
            .iter()
            .copied()
            .filter(|&p| board.is_empty(p))
            .collect();
        let mut allowed: Vec<Point> = Vec::new();
        for &p in &empties {
            if board.allowed(color, p) {
                allowed.push(p);
            }
        }
        let opp = color.opponent();
        let find = |f: &dyn Fn(Point) -> bool| allowed.iter().copied().find(|&p| f(p));
        if let Some(p) = find(&|p| board.makes_five(color, p)) {
            return p;
        }
        if let Some(p) = find(&|p| board.makes_five(opp, p)) {
            return p;
        }
        if let Some(p) = find(&|p| board.lines(color, p).iter().any(|s| s.is_four())) {
            return p;
        }
        if let Some(p) = find(&|p| {
            board
                .lines(opp, p)
                .contains(&tesuji_gomoku::LineShape::OpenFour)
        }) {
            return p;
        }
        let size = board.size() as i32;
        let near: Vec<Point> = allowed
            .iter()
            .copied()
            .filter(|&p| {
                let c = board.coord(p);
                board.history().iter().any(|&(q, _)| {
                    let d = board.coord(q);
                    (i32::from(c.col) - i32::from(d.col)).abs() <= 1
                        && (i32::from(c.row) - i32::from(d.row)).abs() <= 1
                })
            })
            .collect();
        let pool = if near.is_empty() { &allowed } else { &near };
        let _ = size;
        pool[self.rng.random_range(0..pool.len())]
    }
}

/// Plays the brain (`me`) against the scripted player from the referee's position,
/// `first_answer` being the brain's first move. Checks every answer; returns the winner.
/// With `change` = `(stones, ms)`, sends `INFO timeout_turn ms` in the middle of the
/// game once that many stones are on the board.
fn against_script(
    brain: &mut Brain,
    referee: &mut Referee,
    script: &mut Scripted,
    me: Color,
    first_answer: String,
    mut timeout_turn: u64,
    mut change: Option<(usize, u64)>,
) -> Option<Color> {
    let mut limit = Duration::from_millis(timeout_turn) + SLACK;
    let mut answer = first_answer;
    loop {
        referee.accept(&answer, me, brain.name);
        if referee.over() {
            break;
        }
        let p = script.choose(&mut referee.board, me.opponent());
        referee.board.play(me.opponent(), p);
        let (x, y) = referee.xy(p);
        if let Some((stones, ms)) = change
            && referee.board.stones() >= stones
        {
            brain.send(&format!("INFO timeout_turn {ms}"));
            timeout_turn = ms;
            limit = Duration::from_millis(ms) + SLACK;
            change = None;
        }
        let (next, spent) = brain.ask(&format!("TURN {x},{y}"));
        if referee.over() {
            // The brain still answers after the opponent's five; the game is over.
            assert!(
                parse_move(&next).is_some() || next.starts_with("ERROR"),
                "{next:?}"
            );
            break;
        }
        assert!(spent <= limit, "{spent:?} for a turn of {timeout_turn} ms");
        answer = next;
    }
    referee.board.winner()
}

#[test]
fn beats_a_scripted_player_from_every_kind_of_start() {
    let timeout = 300;
    let mut brain = Brain::tesuji();
    set_up(&mut brain, 15, Rule::Freestyle, timeout);

    // 1. The brain opens (BEGIN) as Black.
    let mut referee = Referee::new(15, Rule::Freestyle);
    let mut script = Scripted::new(1);
    let (first, _) = brain.ask("BEGIN");
    assert_eq!(first, "7,7", "the centre first");
    let winner = against_script(
        &mut brain,
        &mut referee,
        &mut script,
        Color::Black,
        first,
        timeout,
        Some((12, 100)),
    );
    assert_eq!(winner, Some(Color::Black), "\n{}", referee.board);

    // 2. After RESTART, the brain answers as White (keywords in any case).
    brain.expect("RESTART", "OK");
    let mut referee = Referee::new(15, Rule::Freestyle);
    let mut script = Scripted::new(2);
    referee.play(6, 8, Color::Black);
    let (first, _) = brain.ask("turn 6,8");
    let winner = against_script(
        &mut brain,
        &mut referee,
        &mut script,
        Color::White,
        first,
        timeout,
        None,
    );
    assert_eq!(winner, Some(Color::White), "\n{}", referee.board);

    // 3. A BOARD start in a standard game on another size, with INFO changes between.
    brain.send("INFO rule 1");
    brain.send("INFO timeout_turn 150");
    brain.expect("START 12", "OK");
    let mut referee = Referee::new(12, Rule::Standard);
    let mut script = Scripted::new(3);
    brain.send("BOARD");
    for (x, y, field, color) in [
        (5, 5, 2, Color::Black),
        (6, 6, 1, Color::White),
        (6, 5, 2, Color::Black),
    ] {
        referee.play(x, y, color);
        brain.send(&format!("{x},{y},{field}"));
    }
    let (first, spent) = brain.ask("DONE");
    assert!(spent <= Duration::from_millis(150) + SLACK, "{spent:?}");
    let winner = against_script(
        &mut brain,
        &mut referee,
        &mut script,
        Color::White,
        first,
        150,
        None,
    );
    assert_eq!(winner, Some(Color::White), "\n{}", referee.board);

    // 4. TAKEBACK: the last two moves undone, another move played instead.
    brain.send("INFO rule 0");
    brain.expect("RESTART", "OK");
    let mut referee = Referee::new(12, Rule::Freestyle);
    let (answer, _) = brain.ask("BEGIN");
    let (bx, by) = referee.accept(&answer, Color::Black, "begin");
    referee.play(bx + 1, by, Color::White);
    let (answer, _) = brain.ask(&format!("TURN {},{by}", bx + 1));
    let (cx, cy) = parse_move(&answer).unwrap();
    brain.expect(&format!("TAKEBACK {cx},{cy}"), "OK");
    brain.expect(&format!("TAKEBACK {},{by}", bx + 1), "OK");
    let undone = referee.point(bx + 1, by);
    let mut fresh = Referee::new(12, Rule::Freestyle);
    for &(p, color) in referee.board.history() {
        if p != undone {
            fresh.board.play(color, p);
        }
    }
    let mut referee = fresh;
    referee.play(bx, by + 1, Color::White);
    let (answer, _) = brain.ask(&format!("TURN {bx},{}", by + 1));
    referee.accept(&answer, Color::Black, "after takeback");
    // The brain's own moves are checked against this board from here on.
    let mut script = Scripted::new(4);
    let p = script.choose(&mut referee.board, Color::White);
    referee.board.play(Color::White, p);
    let (x, y) = referee.xy(p);
    // A short time left: the move must come within a tenth of it (plus slack).
    brain.send("INFO time_left 1500");
    let (first, spent) = brain.ask(&format!("TURN {x},{y}"));
    assert!(spent <= Duration::from_millis(150) + SLACK, "{spent:?}");
    brain.send("INFO time_left 2147483647");
    let winner = against_script(
        &mut brain,
        &mut referee,
        &mut script,
        Color::Black,
        first,
        150,
        None,
    );
    assert_eq!(winner, Some(Color::Black), "\n{}", referee.board);
    brain.end();
}

#[test]
fn renju_games_against_a_scripted_player() {
    let timeout = 200;
    let mut brain = Brain::pbrain();
    set_up(&mut brain, 15, Rule::Renju, timeout);
    for seed in 0..2u64 {
        if seed > 0 {
            brain.expect("RESTART", "OK");
        }
        let mut referee = Referee::new(15, Rule::Renju);
        let mut script = Scripted::new(10 + seed);
        let (first, _) = brain.ask("BEGIN");
        let winner = against_script(
            &mut brain,
            &mut referee,
            &mut script,
            Color::Black,
            first,
            timeout,
            None,
        );
        assert_ne!(winner, Some(Color::White), "\n{}", referee.board);
    }
    brain.end();
}

#[test]
fn malformed_input_is_refused_and_the_brain_goes_on() {
    let mut brain = Brain::tesuji();
    // Before START.
    brain.expect_error("BEGIN");
    brain.expect_error("TURN 1,1");
    brain.expect_error("RESTART");
    // Unknown commands: UNKNOWN, as the protocol asks.
    for garbage in ["HELLO", "xyzzy 1 2 3", "\u{1F600}", "TURNS 1,1"] {
        let (answer, _) = brain.ask(garbage);
        assert!(answer.starts_with("UNKNOWN"), "{garbage}: {answer:?}");
    }
    // Sizes.
    brain.expect_error("START 3");
    brain.expect_error("START 23");
    brain.expect_error("START fifteen");
    brain.expect_error("RECTSTART 15,20");
    brain.expect_error("RECTSTART 15");
    brain.expect("RECTSTART 15,15", "OK");
    brain.send("INFO timeout_turn 100");
    brain.send("INFO rule banana");
    brain.send("INFO strange_key 12");
    brain.send("INFO");
    brain.expect_silence();
    brain.expect("START 15", "OK");
    let mut referee = Referee::new(15, Rule::Freestyle);
    referee.play(7, 7, Color::Black);
    let (answer, _) = brain.ask("TURN 7,7");
    referee.accept(&answer, Color::White, "first answer");
    // Bad moves.
    brain.expect_error("TURN 99,99");
    brain.expect_error("TURN 15,0");
    brain.expect_error("TURN -1,3");
    brain.expect_error("TURN 7");
    brain.expect_error("TURN a,b");
    brain.expect_error("TURN 7,7");
    let (x, y) = parse_move(&answer).unwrap();
    brain.expect_error(&format!("TURN {x},{y}"));
    brain.expect_error("TAKEBACK 0,0");
    brain.expect_error("TAKEBACK 40,40");
    brain.expect_error("DONE");
    // A BOARD block with bad lines: each refused, the good ones kept.
    brain.expect("RESTART", "OK");
    brain.send("BOARD");
    // No answer is due for a good line.
    brain.send("7,7,2");
    brain.send("nonsense");
    assert!(brain.answer().starts_with("ERROR"));
    brain.send("20,20,1");
    assert!(brain.answer().starts_with("ERROR"));
    brain.send("7,7,1");
    assert!(brain.answer().starts_with("ERROR"), "a stone given twice");
    let (answer, _) = brain.ask("DONE");
    let (x, y) = parse_move(&answer).expect("a move after DONE");
    assert_ne!((x, y), (7, 7));
    // Still answering valid commands.
    let (answer, _) = brain.ask("TURN 0,0");
    assert!(parse_move(&answer).is_some(), "{answer:?}");
    // A line ending in LF only, and lower-case keywords, are fine.
    brain.send_raw("about\n");
    assert!(brain.answer().starts_with("name="));
    brain.end();
}

#[test]
fn a_forbidden_black_move_is_refused_under_renju() {
    let mut brain = Brain::tesuji();
    brain.send("INFO rule 4");
    brain.send("INFO timeout_turn 200");
    brain.expect("START 15", "OK");
    let mut referee = Referee::new(15, Rule::Renju);
    // Black (the manager's side) gets two double-three points; the brain is White, to
    // move (Black has one stone more), and can block at most one of them.
    let black = [
        (7, 7),
        (8, 6),
        (10, 5),
        (11, 5),
        (2, 9),
        (3, 10),
        (5, 11),
        (6, 11),
    ];
    let white = [
        (0, 0),
        (14, 0),
        (14, 14),
        (0, 14),
        (1, 1),
        (13, 1),
        (13, 13),
    ];
    brain.send("BOARD");
    for (i, &(x, y)) in black.iter().enumerate() {
        referee.play(x, y, Color::Black);
        brain.send(&format!("{x},{y},2"));
        if let Some(&(x, y)) = white.get(i) {
            referee.play(x, y, Color::White);
            brain.send(&format!("{x},{y},1"));
        }
    }
    let forbidden_count = |board: &mut Board| {
        let points: Vec<Point> = board.points().to_vec();
        points
            .into_iter()
            .filter(|&p| board.is_empty(p) && board.forbidden(p).is_some())
            .count()
    };
    assert!(
        forbidden_count(&mut referee.board) >= 2,
        "\n{}",
        referee.board
    );
    let (answer, _) = brain.ask("DONE");
    referee.accept(&answer, Color::White, "brain");
    let points: Vec<Point> = referee.board.points().to_vec();
    let forbidden = points
        .into_iter()
        .find(|&p| referee.board.is_empty(p) && referee.board.forbidden(p).is_some())
        .expect("a double-three point is left");
    let (x, y) = referee.xy(forbidden);
    let message = brain.expect_error(&format!("TURN {x},{y}"));
    assert!(message.contains("forbidden"), "{message}");
    // The brain goes on with a legal move.
    let allowed = referee
        .board
        .points()
        .iter()
        .copied()
        .find(|&p| {
            referee.board.is_empty(p) && {
                let c = referee.board.coord(p);
                c.row == 2
            }
        })
        .unwrap();
    referee.board.play(Color::Black, allowed);
    let (x, y) = referee.xy(allowed);
    let (answer, _) = brain.ask(&format!("TURN {x},{y}"));
    referee.accept(&answer, Color::White, "brain after the refusal");
    brain.end();
}

#[test]
fn about_crlf_and_end() {
    let mut brain = Brain::pbrain();
    let (about, _) = brain.ask("ABOUT");
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        about.starts_with(&format!(
            "name=\"tesuji\", version=\"{version}\", author=\""
        )),
        "{about:?}"
    );
    // Every value is key="value", separated by commas.
    for part in about.split(", ") {
        let (key, value) = part.split_once('=').expect("key=value");
        assert!(key.chars().all(|c| c.is_ascii_lowercase()), "{part}");
        assert!(value.starts_with('"') && value.ends_with('"'), "{part}");
    }
    brain.expect("START 20", "OK");
    brain.send("INFO timeout_turn 0");
    let (answer, spent) = brain.ask("BEGIN");
    assert_eq!(answer, "10,9", "the centre (row 10 of 20 from the bottom)");
    assert!(spent <= SLACK, "{spent:?} to play fast");
    brain.end();

    // The end of the input ends the brain too, with status 0.
    let mut brain = Brain::tesuji();
    brain.expect("START 15", "OK");
    brain.input = None;
    let status = brain.child.wait().expect("wait");
    assert!(status.success(), "{status}");
}
