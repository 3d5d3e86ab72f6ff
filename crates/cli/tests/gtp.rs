//! `tesuji gtp` as a controller drives it: commands on standard input, answers on
//! standard output.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Output, Stdio};

use tesuji_go::{Board, Color, Move, Rules};

const VERSION: &str = env!("CARGO_PKG_VERSION");

/// A running engine, spoken to one command at a time.
struct GtpProcess {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl GtpProcess {
    fn start(args: &[&str]) -> GtpProcess {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tesuji"))
            .arg("gtp")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the tesuji binary runs");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        GtpProcess {
            child,
            input,
            output,
        }
    }

    /// Sends a line and returns the whole answer without the blank line that ends it.
    fn send(&mut self, line: &str) -> String {
        writeln!(self.input, "{line}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
        let mut answer = String::new();
        loop {
            let mut next = String::new();
            let read = self
                .output
                .read_line(&mut next)
                .expect("the engine answers");
            assert!(
                read > 0,
                "the engine stopped before answering `{line}`: {answer:?}"
            );
            if next == "\n" {
                return answer.strip_suffix('\n').unwrap_or(&answer).to_string();
            }
            answer.push_str(&next);
        }
    }

    /// The text of a successful answer (after `= `).
    fn ok(&mut self, command: &str) -> String {
        let answer = self.send(command);
        match answer.strip_prefix("= ") {
            Some(text) => text.to_string(),
            None => panic!("`{command}` failed: {answer:?}"),
        }
    }

    /// The message of a failure (after `? `).
    fn fails(&mut self, command: &str) -> String {
        let answer = self.send(command);
        match answer.strip_prefix("? ") {
            Some(message) => message.to_string(),
            None => panic!("`{command}` should fail: {answer:?}"),
        }
    }

    /// Plays stones alternately as given, each "B D4" or "W pass".
    fn play_all(&mut self, moves: &[&str]) {
        for mv in moves {
            assert_eq!(self.ok(&format!("play {mv}")), "", "{mv}");
        }
    }

    /// Everything a command can observe of the game, to compare before and after.
    fn snapshot(&mut self) -> Vec<String> {
        [
            "showboard",
            "captures b",
            "captures w",
            "get_komi",
            "list_stones b",
            "list_stones w",
            "all_legal b",
            "all_legal w",
        ]
        .iter()
        .map(|command| self.send(command))
        .collect()
    }

    /// Sends `quit` and checks that the engine ends well, with nothing more said.
    fn quit(mut self) {
        assert_eq!(self.ok("quit"), "");
        let mut rest = String::new();
        std::io::Read::read_to_string(&mut self.output, &mut rest).expect("stdout");
        assert_eq!(rest, "", "nothing after quit");
        let status = self.child.wait().expect("the engine ends");
        assert!(status.success(), "{status:?}");
    }
}

impl Drop for GtpProcess {
    fn drop(&mut self) {
        // A test that failed half-way leaves no engine behind.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs the engine on a whole input at once.
fn run_script(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .arg("gtp")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tesuji binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    // An engine that ends early (quit, bad options) may leave input unread: a failed
    // write is no failure of the test, whose checks are on what the engine answered.
    let _ = stdin.write_all(input);
    drop(stdin);
    child.wait_with_output().expect("the engine ends")
}

fn text(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).expect("UTF-8")
}

/// The text of `showboard` for a board: its diagram from the line after the `=`.
fn showboard_of(board: &Board) -> String {
    format!("\n{}", board.to_string().trim_end())
}

#[test]
fn ids_blank_lines_comments_and_control_characters() {
    let input = b"\n   \n\t\n# a comment line\n1 name\n\t2\tprotocol_version # says 2\r\n\
        na\x01me\n3 ver\x7fsion\n\x0c\n42\n007 known_command play\r\n 8 foo bar\n";
    let out = run_script(&[], input);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(
        text(out.stdout),
        format!(
            "=1 tesuji\n\n=2 2\n\n= tesuji\n\n=3 {VERSION}\n\n?42 no command after the id\n\n\
             =007 true\n\n?8 unknown command\n\n"
        )
    );
    assert_eq!(text(out.stderr), "");
}

#[test]
fn the_end_of_the_input_or_quit_ends_the_engine() {
    let out = run_script(&[], b"");
    assert!(out.status.success() && out.stdout.is_empty(), "{out:?}");
    // No line end after the last command: it is still a command.
    let out = run_script(&[], b"name");
    assert_eq!(text(out.stdout), "= tesuji\n\n");
    // Nothing after quit is read.
    let out = run_script(&[], b"5 quit\nname\n");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(text(out.stdout), "=5 \n\n");
}

#[test]
fn a_closed_stdout_ends_the_engine_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tesuji"))
        .arg("gtp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tesuji binary runs");
    drop(child.stdout.take());
    let mut stdin = child.stdin.take().expect("stdin");
    // The engine may end before it has read everything: a failed write here is fine.
    let _ = stdin.write_all("showboard\n".repeat(1000).as_bytes());
    drop(stdin);
    let out = child.wait_with_output().expect("it ends");
    let err = text(out.stderr);
    assert!(
        out.status.success() && err.is_empty(),
        "{:?}: {err}",
        out.status
    );
}

#[test]
fn every_command_answers_in_gnu_gos_format() {
    let mut engine = GtpProcess::start(&["--seed", "1"]);
    assert_eq!(engine.ok("protocol_version"), "2");
    assert_eq!(engine.ok("name"), "tesuji");
    assert_eq!(engine.ok("version"), VERSION);
    assert_eq!(engine.ok("known_command genmove"), "true");
    assert_eq!(engine.ok("known_command loadsgf"), "true");
    assert_eq!(engine.ok("known_command owl_attack"), "true");
    assert_eq!(engine.ok("known_command owl_does_attack"), "false");
    assert_eq!(engine.ok("known_command foo"), "false");
    let commands = engine.ok("list_commands");
    let listed: Vec<&str> = commands.lines().collect();
    assert_eq!(
        listed,
        [
            "all_legal",
            "boardsize",
            "captures",
            "clear_board",
            "color",
            "countlib",
            "dragon_status",
            "final_status_list",
            "findlib",
            "fixed_handicap",
            "genmove",
            "get_komi",
            "is_legal",
            "known_command",
            "komi",
            "list_commands",
            "list_stones",
            "loadsgf",
            "name",
            "owl_attack",
            "owl_defend",
            "play",
            "printsgf",
            "protocol_version",
            "quit",
            "showboard",
            "unconditional_status",
            "undo",
            "version",
        ]
    );
    for name in listed {
        assert_eq!(engine.ok(&format!("known_command {name}")), "true");
    }

    // A new engine: 19×19, no komi, as GNU Go.
    assert_eq!(engine.ok("get_komi"), "0.0");
    assert_eq!(engine.ok("color T19"), "empty");
    assert_eq!(engine.ok("boardsize 9"), "");
    assert_eq!(engine.fails("color T19"), "invalid coordinate");
    assert_eq!(engine.ok("clear_board"), "");
    for (komi, answer) in [("6.5", "6.5"), ("7", "7.0"), ("-3.5", "-3.5"), ("0", "0.0")] {
        assert_eq!(engine.ok(&format!("komi {komi}")), "");
        assert_eq!(engine.ok("get_komi"), answer);
    }

    // Colours and vertices in either case; pass.
    engine.play_all(&["B D4", "white d5", "b PASS", "W pass"]);
    assert_eq!(engine.ok("color D4"), "black");
    assert_eq!(engine.ok("color d5"), "white");
    assert_eq!(engine.ok("color A1"), "empty");
    assert_eq!(engine.ok("countlib D4"), "3");
    assert_eq!(engine.ok("findlib D4"), "C4 E4 D3");
    assert_eq!(engine.ok("findlib D5"), "D6 C5 E5");
    assert_eq!(engine.ok("list_stones black"), "D4");
    assert_eq!(engine.ok("list_stones w"), "D5");
    assert_eq!(engine.ok("is_legal b D4"), "0");
    assert_eq!(engine.ok("is_legal w E5"), "1");
    assert_eq!(engine.ok("is_legal b pass"), "1");

    // A capture in the corner, counted for the capturer, and taken back.
    engine.play_all(&["W J9", "B H9", "B J8"]);
    assert_eq!(engine.ok("color J9"), "empty");
    assert_eq!(engine.ok("captures b"), "1");
    assert_eq!(engine.ok("captures white"), "0");
    assert_eq!(engine.ok("undo"), "");
    assert_eq!(engine.ok("color J9"), "white");
    assert_eq!(engine.ok("captures black"), "0");
    assert_eq!(engine.ok("countlib J9"), "1");
    assert_eq!(engine.ok("findlib J9"), "J8");

    // showboard: the diagram from the line after `=`.
    let mut mirror = Board::square(9, Rules::default()).unwrap();
    for (color, vertex) in [
        (Color::Black, "D4"),
        (Color::White, "D5"),
        (Color::White, "J9"),
        (Color::Black, "H9"),
    ] {
        mirror.play(color, vertex.parse().unwrap()).unwrap();
    }
    assert_eq!(
        engine.send("showboard"),
        format!("= {}", showboard_of(&mirror))
    );

    // all_legal, top row first, on a small board.
    assert_eq!(engine.ok("boardsize 3"), "");
    engine.play_all(&["B B2"]);
    assert_eq!(engine.ok("all_legal w"), "A3 B3 C3 A2 C2 A1 B1 C1");
    engine.play_all(&["B A2", "B B3", "B B1", "B C2"]);
    // Every empty point is a black eye: White has nowhere to go.
    assert_eq!(engine.ok("all_legal w"), "");
    assert_eq!(engine.ok("all_legal b"), "A3 C3 A1 C1");
    assert_eq!(engine.ok("list_stones b"), "B3 A2 B2 C2 B1");

    // genmove plays its move on the board.
    assert_eq!(engine.ok("boardsize 9"), "");
    let mv = engine.ok("genmove b");
    assert!(mv.parse::<tesuji_go::Vertex>().is_ok(), "{mv}");
    assert_eq!(mv, mv.to_uppercase());
    assert_eq!(engine.ok(&format!("color {mv}")), "black");
    assert_eq!(engine.ok("list_stones b"), mv);

    // final_status_list: the one stone is alive or dead; no stone is ever in seki.
    let alive = engine.ok("final_status_list alive");
    let dead = engine.ok("final_status_list dead");
    let mut both = [alive, dead];
    both.sort();
    assert_eq!(both, [String::new(), mv]);
    assert_eq!(engine.ok("final_status_list seki"), "");

    // fixed_handicap on an empty board.
    assert_eq!(engine.ok("clear_board"), "");
    assert_eq!(engine.ok("fixed_handicap 4"), "C7 G7 C3 G3");
    assert_eq!(engine.ok("list_stones b"), "C7 G7 C3 G3");
    engine.quit();
}

#[test]
fn fixed_handicap_uses_gnu_gos_points() {
    let mut engine = GtpProcess::start(&[]);
    for (size, stones, points) in [
        (19, 2, "Q16 D4"),
        (19, 3, "D16 Q16 D4"),
        (19, 4, "D16 Q16 D4 Q4"),
        (19, 5, "D16 Q16 K10 D4 Q4"),
        (19, 6, "D16 Q16 D10 Q10 D4 Q4"),
        (19, 7, "D16 Q16 D10 K10 Q10 D4 Q4"),
        (19, 8, "D16 K16 Q16 D10 Q10 D4 K4 Q4"),
        (19, 9, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"),
        (13, 5, "D10 K10 G7 D4 K4"),
        (13, 9, "D10 G10 K10 D7 G7 K7 D4 G4 K4"),
        (9, 2, "G7 C3"),
        (9, 9, "C7 E7 G7 C5 E5 G5 C3 E3 G3"),
    ] {
        assert_eq!(engine.ok(&format!("boardsize {size}")), "");
        assert_eq!(engine.ok(&format!("fixed_handicap {stones}")), points);
        assert_eq!(engine.ok("list_stones b"), points);
        // White moves next; nothing to undo.
        assert_eq!(engine.fails("undo"), "cannot undo");
    }
    assert_eq!(engine.ok("boardsize 19"), "");
    for bad in ["1", "10", "0"] {
        assert_eq!(
            engine.fails(&format!("fixed_handicap {bad}")),
            "invalid handicap"
        );
    }
    assert_eq!(engine.fails("fixed_handicap x"), "handicap not an integer");
    assert_eq!(engine.ok("list_stones b"), "");
    engine.quit();
}

#[test]
fn errors_keep_the_engine_running_and_the_game_unchanged() {
    let mut engine = GtpProcess::start(&["--seed", "3"]);
    assert_eq!(engine.fails("undo"), "cannot undo");
    assert_eq!(engine.ok("boardsize 9"), "");
    assert_eq!(engine.ok("komi 6.5"), "");
    // White stones at H9 and J8 make J9 a suicide point for Black; a ko in the lower
    // left corner, just taken by White at A1.
    engine.play_all(&[
        "W H9", "B E5", "W J8", "B A2", "W B2", "B B1", "W C1", "W A1",
    ]);
    let before = engine.snapshot();
    let bad = [
        ("foo", "unknown command"),
        ("boardsize 30", "unacceptable size"),
        ("boardsize 1", "unacceptable size"),
        ("boardsize -1", "unacceptable size"),
        ("boardsize 99999999999999999999", "unacceptable size"),
        ("boardsize 9.0", "boardsize not an integer"),
        ("boardsize x", "boardsize not an integer"),
        ("boardsize", "boardsize not an integer"),
        ("komi x", "komi not a float"),
        ("komi", "komi not a float"),
        ("komi nan", "komi not a float"),
        ("play", "invalid color or coordinate"),
        ("play b", "invalid color or coordinate"),
        ("play x D4", "invalid color or coordinate"),
        ("play b K5", "invalid color or coordinate"),
        ("play b I5", "invalid color or coordinate"),
        ("play b D10", "invalid color or coordinate"),
        ("play b E5", "illegal move: E5 is occupied"),
        ("play b B1", "illegal move: B1 retakes a ko"),
        ("play b J9", "illegal move: J9 is suicide"),
        ("play b D6 extra", "too many arguments"),
        ("is_legal b K5", "invalid color or coordinate"),
        ("is_legal", "invalid color or coordinate"),
        ("genmove", "invalid color"),
        ("genmove x", "invalid color"),
        ("genmove b now", "too many arguments"),
        ("all_legal", "invalid color"),
        ("list_stones x", "invalid color"),
        ("captures red", "invalid color"),
        ("countlib D6", "vertex must not be empty"),
        ("findlib D6", "vertex must not be empty"),
        ("countlib K1", "invalid coordinate"),
        ("findlib", "invalid coordinate"),
        ("owl_attack D6", "vertex must not be empty"),
        ("owl_defend J9", "vertex must not be empty"),
        ("dragon_status D6", "vertex must not be empty"),
        ("owl_attack", "invalid coordinate"),
        ("owl_defend K1", "invalid coordinate"),
        ("dragon_status pass", "invalid coordinate"),
        ("owl_attack E5 E5", "too many arguments"),
        ("dragon_status E5 now", "too many arguments"),
        ("color", "invalid coordinate"),
        ("color pass", "invalid coordinate"),
        ("final_status_list", "missing status"),
        ("final_status_list foo", "invalid status"),
        ("fixed_handicap 2", "board not empty"),
        ("fixed_handicap x", "handicap not an integer"),
        ("known_command", "missing command name"),
        ("name please", "too many arguments"),
        ("clear_board now", "too many arguments"),
        ("undo 2", "too many arguments"),
        ("quit now", "too many arguments"),
        ("showboard x", "too many arguments"),
    ];
    for (command, message) in bad {
        assert_eq!(engine.fails(command), message, "{command}");
        assert_eq!(engine.snapshot(), before, "after `{command}`");
    }
    // An id is echoed on failures too.
    assert_eq!(
        engine.send("17 play b E5"),
        "?17 illegal move: E5 is occupied"
    );
    // The history is intact: undo takes back White's ko capture.
    assert_eq!(engine.ok("undo"), "");
    assert_eq!(engine.ok("color B1"), "black");
    assert_eq!(engine.ok("color A1"), "empty");
    assert_eq!(engine.ok("get_komi"), "6.5");
    engine.quit();
}

#[test]
fn a_sabaki_or_gogui_session() {
    let mut engine = GtpProcess::start(&["--seed", "11"]);
    assert_eq!(engine.send("1 name"), "=1 tesuji");
    assert_eq!(engine.send("2 version"), format!("=2 {VERSION}"));
    assert_eq!(engine.send("3 protocol_version"), "=3 2");
    let commands = engine.send("4 list_commands");
    let commands: Vec<&str> = commands.strip_prefix("=4 ").unwrap().lines().collect();
    for needed in ["genmove", "play", "undo", "showboard", "komi", "boardsize"] {
        assert!(commands.contains(&needed), "{needed}");
    }
    assert_eq!(engine.send("5 boardsize 19"), "=5 ");
    assert_eq!(engine.send("6 clear_board"), "=6 ");
    assert_eq!(engine.send("7 komi 6.5"), "=7 ");
    assert_eq!(engine.send("8 play B D4"), "=8 ");
    let mut mirror = Board::square(19, Rules::default()).unwrap();
    mirror.play(Color::Black, "D4".parse().unwrap()).unwrap();

    let answer = engine.send("9 genmove W");
    let white: Move = answer.strip_prefix("=9 ").unwrap().parse().unwrap();
    assert!(matches!(white, Move::Play(_)), "{white}");
    assert!(mirror.is_legal(Color::White, white), "{white}");
    assert_eq!(engine.send("10 undo"), "=10 ");
    assert_eq!(
        engine.send("11 showboard"),
        format!("=11 {}", showboard_of(&mirror))
    );
    let answer = engine.send("12 genmove B");
    let black: Move = answer.strip_prefix("=12 ").unwrap().parse().unwrap();
    assert!(mirror.is_legal(Color::Black, black), "{black}");
    mirror.play(Color::Black, black).unwrap();
    assert_eq!(engine.ok("showboard"), showboard_of(&mirror));
    engine.quit();
}

/// Self-play on 9×9 to the end of the game (two passes in a row), game after game until
/// 200 moves or more have been generated: each generated move is taken back, checked
/// with `is_legal`, played again, and played on a board of the test's own, where it must
/// be legal too.
fn self_play(args: &[&str], rules: Rules) {
    let mut engine = GtpProcess::start(args);
    assert_eq!(engine.ok("boardsize 9"), "");
    let mut generated = 0;
    let mut games = 0;
    while generated < 200 {
        assert_eq!(engine.ok("clear_board"), "");
        let mut mirror = Board::square(9, rules).unwrap();
        let mut passes = 0;
        let mut color = Color::Black;
        while passes < 2 {
            let mv: Move = engine.ok(&format!("genmove {color}")).parse().unwrap();
            assert_eq!(engine.ok("undo"), "");
            assert_eq!(engine.ok(&format!("is_legal {color} {mv}")), "1", "{mv}");
            assert_eq!(engine.ok(&format!("play {color} {mv}")), "");
            mirror
                .play(color, mv)
                .unwrap_or_else(|e| panic!("move {generated}: {color} {mv}: {e}"));
            passes = if mv == Move::Pass { passes + 1 } else { 0 };
            color = color.opponent();
            generated += 1;
            assert!(mirror.move_number() < 1000, "the game does not end");
        }
        games += 1;
        assert_eq!(engine.ok("showboard"), showboard_of(&mirror));
        for color in Color::ALL {
            let captures = engine.ok(&format!("captures {color}"));
            assert_eq!(captures, mirror.captures(color).to_string());
        }
    }
    assert!(games >= 2, "{games} games");
    engine.quit();
}

#[test]
fn self_play_on_9x9_under_japanese_rules() {
    self_play(&["--seed", "2"], Rules::JAPANESE);
}

#[test]
fn self_play_on_9x9_under_tromp_taylor_rules() {
    self_play(
        &["--seed", "3", "--rules", "tromp-taylor"],
        Rules::TROMP_TAYLOR,
    );
}

#[test]
fn genmove_captures_a_stone_in_atari() {
    let mut engine = GtpProcess::start(&["--seed", "4"]);
    assert_eq!(engine.ok("boardsize 9"), "");
    // White's E5 has the one liberty E4; White's C7-C8 the two liberties B8 and C9.
    engine.play_all(&[
        "B D5", "W E5", "B F5", "B E6", "B B7", "W C7", "B D7", "W C8",
    ]);
    engine.play_all(&["B C6", "B D8"]);
    assert_eq!(engine.ok("genmove b"), "E4");
    assert_eq!(engine.ok("color E5"), "empty");
    assert_eq!(engine.ok("captures b"), "1");
    // Now B8 puts C7-C8 in atari; White saves it at C9 (liberties B9 and D9 then).
    engine.play_all(&["W pass", "B B8"]);
    assert_eq!(engine.ok("genmove w"), "C9");
    assert_eq!(engine.ok("countlib C8"), "2");
    engine.quit();
}

/// Stones played one at a time for a diagram (no chain lacks a liberty, so nothing is
/// captured on the way).
fn setup_moves(diagram: &str) -> Vec<String> {
    let rows: Vec<&str> = diagram.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut moves = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let number = rows.len() - i;
        for (col, cell) in row.split_whitespace().enumerate() {
            let letter = tesuji_go::Vertex::column_letter(col as u8).unwrap();
            match cell {
                "X" => moves.push(format!("B {letter}{number}")),
                "O" => moves.push(format!("W {letter}{number}")),
                _ => {}
            }
        }
    }
    moves
}

#[test]
fn final_status_list_finds_the_dead_stone() {
    // A finished game: both sides alive with many eyes; White's B8 is dead.
    let finished = "
        X X X X O O O O O
        X O . X O . O . O
        X . . X O O O O O
        X X X X O . O . O
        . X . X O O O O O
        X X X X O . O . O
        . X . X O O O O O
        X X X X O . O . O
        . X . X O O O O O";
    let mut engine = GtpProcess::start(&["--seed", "5"]);
    assert_eq!(engine.ok("boardsize 9"), "");
    let moves = setup_moves(finished);
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    engine.play_all(&moves);
    assert_eq!(engine.ok("final_status_list dead"), "B8");
    let alive = engine.ok("final_status_list alive");
    let lines: Vec<&str> = alive.lines().collect();
    assert_eq!(lines.len(), 2, "{alive}");
    assert!(lines[0].starts_with("A9 B9 C9 D9 A8 D8 A7 D7"), "{alive}");
    assert!(lines[1].starts_with("E9 F9 G9 H9 J9 E8 G8 J8"), "{alive}");
    assert_eq!(engine.ok("final_status_list seki"), "");
    // The same position, the same verdict, whatever came before.
    engine.ok("genmove b");
    assert_eq!(engine.ok("undo"), "");
    assert_eq!(engine.ok("final_status_list dead"), "B8");
    engine.quit();
}

#[test]
fn rules_come_from_the_command_line() {
    // Black takes a ko at A1; after two passes White retakes at B1, which brings back
    // the position after White's B1, Black to move: legal under simple ko only.
    let ko = ["B B2", "W A2", "B C1", "W B1", "B A1", "W pass", "B pass"];
    // Black's B1 would leave A1-B1 without a liberty: suicide of two stones.
    let suicide = ["B A1", "W A2", "W B2", "W C1"];
    for (args, superko, suicide_legal) in [
        (&[][..], false, false),
        (&["--rules", "japanese"][..], false, false),
        (&["--rules", "chinese"][..], true, false),
        (&["--rules", "aga"][..], true, false),
        (&["--rules", "new-zealand"][..], true, true),
        (&["--rules", "tromp-taylor"][..], true, true),
        (
            &["--rules", "chinese", "--ko-rule", "simple"][..],
            false,
            false,
        ),
        (&["--ko-rule", "positional"][..], true, false),
        (
            &["--ko-rule", "situational", "--suicide", "allow"][..],
            true,
            true,
        ),
        (
            &["--rules", "tromp-taylor", "--suicide", "forbid"][..],
            true,
            false,
        ),
    ] {
        let mut engine = GtpProcess::start(args);
        assert_eq!(engine.ok("boardsize 4"), "");
        engine.play_all(&ko);
        let retake = engine.ok("is_legal w B1");
        assert_eq!(retake, if superko { "0" } else { "1" }, "{args:?}");
        if superko {
            let message = engine.fails("play w B1");
            assert_eq!(
                message,
                "illegal move: B1 repeats an earlier position (superko)"
            );
        }
        assert_eq!(engine.ok("clear_board"), "");
        engine.play_all(&suicide);
        let legal = engine.ok("is_legal b B1");
        assert_eq!(legal, if suicide_legal { "1" } else { "0" }, "{args:?}");
        if suicide_legal {
            engine.play_all(&["B B1"]);
            assert_eq!(engine.ok("color A1"), "empty");
            assert_eq!(engine.ok("captures w"), "2");
        }
        engine.quit();
    }
}

#[test]
fn bad_rule_names_are_refused_at_start() {
    for (args, says) in [
        (&["--rules", "ing"][..], "ing"),
        (&["--ko-rule", "super"][..], "super"),
        (&["--suicide", "maybe"][..], "maybe"),
        (&["--seed", "-1"][..], "-1"),
    ] {
        let out = run_script(args, b"name\n");
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = text(out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let game = |seed: &str| {
        let script = "boardsize 9\n".to_string() + &"genmove b\ngenmove w\n".repeat(30);
        let out = run_script(&["--seed", seed], script.as_bytes());
        assert!(out.status.success(), "{out:?}");
        text(out.stdout)
    };
    assert_eq!(game("21"), game("21"));
    assert_ne!(game("21"), game("22"));
}

/// A scratch directory of this test binary, for SGF files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tesuji-gtp-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

#[test]
fn loadsgf_loads_a_game_up_to_a_move_or_vertex() {
    let dir = scratch("loadsgf");
    let file = dir.join("game.sgf");
    // Black E5, White E6, Black D6, White passes, Black F6: White to play.
    std::fs::write(
        &file,
        "(;GM[1]FF[4]SZ[9]KM[7.5]AB[aa];B[ee];W[ed];B[dd]\n;W[];B[fd])",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let mut engine = GtpProcess::start(&[]);
    assert_eq!(engine.ok(&format!("loadsgf {path}")), "white");
    assert_eq!(engine.ok("get_komi"), "7.5");
    assert_eq!(engine.ok("list_stones black"), "A9 D6 F6 E5");
    assert_eq!(engine.ok("list_stones white"), "E6");
    assert_eq!(engine.ok("countlib E6"), "1");
    // The moves are the game's: undo takes them back, never the set-up stone.
    for _ in 0..5 {
        assert_eq!(engine.ok("undo"), "");
    }
    assert_eq!(engine.fails("undo"), "cannot undo");
    assert_eq!(engine.ok("list_stones black"), "A9");
    // Up to a move number: before move 3.
    assert_eq!(engine.ok(&format!("loadsgf {path} 3")), "black");
    assert_eq!(engine.ok("list_stones black"), "A9 E5");
    // Up to the first move at a vertex.
    assert_eq!(engine.ok(&format!("loadsgf {path} F6")), "black");
    assert_eq!(engine.ok("list_stones white"), "E6");
    assert_eq!(engine.ok("showboard").lines().count(), 12);
    engine.quit();
}

#[test]
fn loadsgf_reads_what_solve_reads_comments_in_another_encoding_included() {
    let dir = scratch("latin1");
    let file = dir.join("latin1.sgf");
    // A Latin-1 comment: not UTF-8, which `tesuji solve` reads as well.
    std::fs::write(&file, b"(;GM[1]FF[4]SZ[9]C[caf\xe9];B[ee])").unwrap();
    let mut engine = GtpProcess::start(&[]);
    assert_eq!(engine.ok(&format!("loadsgf {}", file.display())), "white");
    assert_eq!(engine.ok("list_stones black"), "E5");
    engine.quit();
}

#[test]
fn a_bad_file_is_an_error_that_says_where_and_changes_nothing() {
    let dir = scratch("bad");
    let broken = dir.join("broken.sgf");
    std::fs::write(&broken, "(;GM[1]SZ[9]\n;B[ee]\n;W[ee])").unwrap();
    let unclosed = dir.join("unclosed.sgf");
    std::fs::write(&unclosed, "(;GM[1]SZ[9]\n;B[ee]C[never closed").unwrap();
    let mut engine = GtpProcess::start(&[]);
    engine.play_all(&["B D4", "W Q16"]);
    let before = engine.snapshot();
    let message = engine.fails(&format!("loadsgf {}", broken.display()));
    assert!(
        message.ends_with("broken.sgf:3:1: node 3, move 2: white E5 is occupied"),
        "{message}"
    );
    let message = engine.fails(&format!("loadsgf {}", unclosed.display()));
    assert!(
        message.ends_with("unclosed.sgf:2:8: not valid SGF: a property value `[` is never closed"),
        "{message}"
    );
    let message = engine.fails("loadsgf /no/such/file.sgf");
    assert!(
        message.starts_with("cannot open or parse '/no/such/file.sgf'"),
        "{message}"
    );
    assert_eq!(engine.fails("loadsgf"), "missing filename");
    assert_eq!(engine.snapshot(), before);
    engine.quit();
}

#[test]
fn printsgf_writes_the_game_so_that_loadsgf_gives_it_back() {
    let dir = scratch("printsgf");
    let file = dir.join("printed.sgf");
    let mut engine = GtpProcess::start(&["--rules", "chinese"]);
    engine.ok("boardsize 7");
    engine.ok("komi 5.5");
    // A ko: after White takes at C4, Black may not retake at once.
    engine.play_all(&[
        "B C3", "W D3", "B B4", "W E4", "B C5", "W D5", "B D4", "W C4",
    ]);
    assert!(engine.fails("play B D4").starts_with("illegal move"));
    let text = engine.ok("printsgf");
    assert!(text.starts_with("(;FF[4]GM[1]"), "{text}");
    assert!(
        text.contains("KM[5.5]") && text.contains("RU[chinese]"),
        "{text}"
    );
    assert_eq!(engine.ok(&format!("printsgf {}", file.display())), "");
    let before = engine.snapshot();
    engine.ok("clear_board");
    engine.ok("boardsize 19");
    assert_eq!(engine.ok(&format!("loadsgf {}", file.display())), "black");
    assert_eq!(engine.snapshot(), before);
    // The ko came back with the moves.
    assert!(engine.fails("play B D4").starts_with("illegal move"));
    engine.quit();
}

/// A problem file of the regression suite (`tests/regress/sgf/`).
fn problem(name: &str) -> String {
    format!("{}/tests/regress/sgf/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Black's straight three in the corner of 19×19 (A1 B1 C1), enclosed by White: B1
/// decides, whoever plays it.
const STRAIGHT_THREE: [&str; 12] = [
    "B A2", "B B2", "B C2", "B D2", "B D1", "W A3", "W B3", "W C3", "W D3", "W E3", "W E2", "W E1",
];

/// White's seven stones on the second line (G18-N18), Black's wall above them and on
/// the first line at both ends: Black to play kills, White to play lives.
const SEVEN_ON_THE_SECOND_LINE: [&str; 26] = [
    "B E19", "B F19", "B O19", "B P19", "B E18", "B F18", "B O18", "B P18", "B E17", "B F17",
    "B G17", "B H17", "B J17", "B K17", "B L17", "B M17", "B N17", "B O17", "B P17", "W G18",
    "W H18", "W J18", "W K18", "W L18", "W M18", "W N18",
];

#[test]
fn owl_readings_answer_in_gnu_gos_codes_and_change_nothing() {
    let mut engine = GtpProcess::start(&[]);
    engine.play_all(&STRAIGHT_THREE);
    let before = engine.snapshot();
    assert_eq!(engine.ok("owl_attack A2"), "1 B1");
    assert_eq!(engine.ok("owl_defend D1"), "1 B1");
    assert_eq!(engine.ok("dragon_status C2"), "critical B1 B1");
    // The enclosing stones: alive, and `1 PASS` (nothing needs doing) as GNU Go says.
    assert_eq!(engine.ok("owl_attack E2"), "0");
    assert_eq!(engine.ok("owl_defend A3"), "1 PASS");
    assert_eq!(engine.ok("dragon_status E1"), "alive");
    assert_eq!(engine.snapshot(), before);

    // A ko: 2 and the move (tesuji does not tell GNU Go's 2 from 3 yet).
    let ko = problem("owl-corner-ko.sgf");
    assert_eq!(engine.ok(&format!("loadsgf {ko}")), "black");
    assert_eq!(engine.ok("owl_attack B2"), "2 B1");
    let defense = engine.ok("owl_defend B2");
    assert!(["1 A1", "1 B1"].contains(&defense.as_str()), "{defense}");

    // Seki counts as life: neither group can be captured, and neither needs a move.
    // (GNU Go's owl reads both as dead here, though its dragon_status says alive.)
    let seki = problem("owl-seki.sgf");
    assert_eq!(engine.ok(&format!("loadsgf {seki}")), "black");
    for stone in ["D2", "B2"] {
        assert_eq!(engine.ok(&format!("owl_attack {stone}")), "0", "{stone}");
        assert_eq!(
            engine.ok(&format!("owl_defend {stone}")),
            "1 PASS",
            "{stone}"
        );
        assert_eq!(engine.ok(&format!("dragon_status {stone}")), "alive");
    }
    engine.quit();
}

#[test]
fn a_spent_budget_answers_unknown_rather_than_guess() {
    // Seven White stones on the second line, blocked at both ends: the kill needs more
    // than one node (a straight three is settled at the first: once White holds its
    // vital point, eye-shape theory says Black is dead).
    let mut engine = GtpProcess::start(&["--owl-nodes", "1", "--seed", "2"]);
    engine.play_all(&SEVEN_ON_THE_SECOND_LINE);
    assert_eq!(
        engine.fails("owl_attack H18"),
        "unknown: the budget ran out"
    );
    assert_eq!(engine.ok("dragon_status H18"), "unknown");
    // A loaded problem that cannot be read: genmove passes rather than play at random.
    assert_eq!(
        engine.ok(&format!("loadsgf {}", problem("owl-corner-ko.sgf"))),
        "black"
    );
    assert_eq!(engine.ok("genmove w"), "pass");
    engine.quit();

    // A time limit cuts a long reading short: a 19×19 board with stones all over it
    // and a lone stone in the middle, read in a 7×7 area of open board.
    let mut engine = GtpProcess::start(&["--owl-time", "0.2", "--owl-nodes", "100000000"]);
    engine.play_all(&["B A1", "W T19", "B K10", "W A19", "B T1"]);
    let started = std::time::Instant::now();
    let answer = engine.send("owl_defend K10");
    assert!(
        ["? unknown: the budget ran out", "= 1 PASS"].contains(&answer.as_str()),
        "{answer}"
    );
    assert!(
        started.elapsed().as_secs_f64() < 5.0,
        "{:?}",
        started.elapsed()
    );
    engine.quit();
}

#[test]
fn bad_owl_budgets_are_refused_at_start() {
    for args in [
        ["--owl-time", "-1"],
        ["--owl-time", "soon"],
        ["--owl-nodes", "many"],
    ] {
        let out = run_script(&args, b"name\n");
        assert!(!out.status.success(), "{args:?}");
        assert_eq!(text(out.stdout), "", "{args:?}");
    }
}

#[test]
fn genmove_plays_a_loaded_problem_out() {
    let three = problem("owl-straight-three.sgf");
    let mut engine = GtpProcess::start(&["--seed", "4"]);
    // White to kill: the vital point, then the capture when Black ataris B1.
    assert_eq!(engine.ok(&format!("loadsgf {three}")), "black");
    assert_eq!(engine.ok("genmove w"), "B1");
    engine.play_all(&["B C1"]);
    assert_eq!(engine.ok("genmove w"), "A1");
    assert_eq!(engine.ok("list_stones b"), "");
    // Taken back, the problem is on the board again.
    assert_eq!(engine.ok("undo"), "");
    assert_eq!(engine.ok("genmove w"), "A1");
    // Over (the target captured): the simple policy plays, anywhere legal.
    let mv: Move = engine.ok("genmove b").parse().unwrap();
    assert_ne!(mv, Move::Pass);

    // Black to live: B1; then White cannot kill, and Black has nothing left to do.
    assert_eq!(engine.ok(&format!("loadsgf {three}")), "black");
    assert_eq!(engine.ok("genmove b"), "B1");
    let white = engine.ok("genmove w");
    assert!(["pass", "A1", "C1"].contains(&white.as_str()), "{white}");
    assert_eq!(engine.ok("genmove b"), "pass");
    engine.quit();
}

#[test]
fn genmove_plays_a_ko_problem_out_within_the_ko_rule() {
    let ko = problem("owl-corner-ko.sgf");
    let mut engine = GtpProcess::start(&["--seed", "4"]);
    assert_eq!(engine.ok(&format!("loadsgf {ko}")), "black");
    // White starts the ko at B1; Black A1 ataris it; White takes the ko at A2.
    assert_eq!(engine.ok("genmove w"), "B1");
    engine.play_all(&["B A1"]);
    assert_eq!(engine.ok("genmove w"), "A2");
    // Black may not retake at A1 at once, and has no ko threat in the problem: it passes
    // rather than play a move the rules forbid or one that gives up.
    assert_eq!(engine.ok("is_legal b A1"), "0");
    assert_eq!(engine.ok("genmove b"), "pass");
    // White ends the ko and captures.
    let white = engine.ok("genmove w");
    assert!(["A1", "C1"].contains(&white.as_str()), "{white}");
    engine.quit();
}

#[test]
fn with_tsumego_genmove_plays_a_problem_set_up_by_play_commands() {
    // Sabaki sends a problem's stones as `play` commands, never `loadsgf`.
    let mut engine = GtpProcess::start(&["--tsumego", "--seed", "4"]);
    assert_eq!(engine.ok("boardsize 19"), "");
    assert_eq!(engine.ok("clear_board"), "");
    engine.play_all(&STRAIGHT_THREE);
    assert_eq!(engine.ok("genmove w"), "B1");
    engine.play_all(&["B C1"]);
    assert_eq!(engine.ok("genmove w"), "A1");
    engine.quit();
}

#[test]
fn a_reading_on_a_game_position_always_answers() {
    // A 9×9 game whose stones fit in a corner: whatever the solver makes of it (an
    // answer, unknown, or an error if it fails), the engine answers and goes on.
    let game = problem("game.sgf");
    let mut engine = GtpProcess::start(&["--owl-time", "1"]);
    assert_eq!(engine.ok(&format!("loadsgf {game}")), "white");
    for command in [
        "owl_attack A3",
        "owl_defend B1",
        "dragon_status E6",
        "owl_attack D5",
    ] {
        let answer = engine.send(command);
        assert!(
            answer.starts_with("= ") || answer.starts_with("? "),
            "{answer}"
        );
    }
    assert_eq!(engine.ok("name"), "tesuji");
    engine.quit();
}
