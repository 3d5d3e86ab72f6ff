//! Differential test against GNU Go 3.8: random games are played move by move in our
//! board and in GNU Go (driven over GTP), and after every move the legal points of the
//! side to move, the stones of both colours and the capture counts must agree.
//!
//! GNU Go must be installed (`apt-get install gnugo`; the binary is looked for on
//! `PATH`, then at `/usr/games/gnugo`, or wherever `TESUJI_GNUGO` points). When it is
//! missing the test fails: it never skips silently.
//!
//! The default run compares about 150,000 moves over six rule sets and six board sizes
//! (about 15 s in release mode on two cores); `TESUJI_LONG=1` compares about 1,450,000
//! (about two minutes). Games are seeded from their rule set, board size and number,
//! so every failure is reproducible; a failure prints the board, the moves and the
//! differing points, and writes a GTP script that replays the game in GNU Go.
//!
//! # GNU Go's semantics (3.8, checked by hand-made GTP sessions and its `board.c`)
//!
//! * `play` and `all_legal` both go through `is_allowed_move`, which honours the ko and
//!   suicide flags: a superko violation is missing from `all_legal` and `play` answers
//!   `? illegal move`. The simple-ko ban is enforced under every ko flag but `--no-ko`.
//! * `--allow-suicide` allows a suicide only when the stone has a friendly neighbour,
//!   that is suicide of two or more stones: the same as [`SuicideRule::Allowed`]. The
//!   suicided stones count as captured by the opponent, as in our board.
//! * GNU Go remembers, for every move (passes included), the position before it and
//!   the colour that moved. Positional superko forbids a move whose result equals any
//!   of those positions; situational superko only those after which the opponent of
//!   the mover was to move, i.e. the same player to move as after the new move. The
//!   starting position counts, with the first mover (Black here) to move, and a pass
//!   records its position with the passer to move, so that after `B pass` the position
//!   is also recorded with White to move as soon as White moves. That is the standard
//!   reading and our board's: the starting position and the position after every move
//!   (pass included), each with the player to move.
//!
//! Two GNU Go deviations are modelled by the test instead of being reported:
//!
//! 1. **Superko never forbids a multi-stone suicide in GNU Go.** `is_superko_violation`
//!    plays the move with `do_play_move`, which does not take the suicided chain off
//!    the board, so the position it looks up (with a chain without liberties) cannot
//!    have occurred. On 2×2 with `--allow-suicide --positional-superko`, after
//!    `B A1, W pass, B A2, W pass, B B1, W pass`, GNU Go lists and accepts `B B2`, a
//!    four-stone suicide that recreates the empty starting position; positional
//!    superko forbids it (as Tromp–Taylor rules say: no play may recreate a previous
//!    position, the effect of the whole play counted). So where our board rejects a
//!    multi-stone suicide for superko, GNU Go's `all_legal` is allowed to (and must)
//!    list it; the test never plays such a move, so the games stay in step.
//!    [`gnugo_deviations_are_as_documented`] checks this against GNU Go.
//! 2. **GNU Go's superko history holds 500 moves** (`MAX_MOVE_HISTORY`): when the 501st
//!    move is played, the oldest 51 are folded into the initial position and stop
//!    counting for superko (e.g. a ko retaken after 250 pass pairs becomes legal again).
//!    Games under superko are therefore capped at 500 moves; simple-ko games, which do
//!    not depend on the history, run to four times the board's area.

mod gnugo;

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use gnugo::{GnuGo, Response, locate_gnugo};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::{Board, Color, IllegalMove, KoRule, Move, Rules, SuicideRule, Vertex};

/// GNU Go's `MAX_MOVE_HISTORY`: superko games stay within it (deviation 2 above).
const GNUGO_MOVE_HISTORY: usize = 500;

/// The chance that a player passes although it has a legal point. Passes change the
/// player to move without changing the stones, which is what situational superko
/// looks at.
const PASS_PROBABILITY: f64 = 0.04;

/// At most this many threads, each with its own GNU Go process.
const MAX_THREADS: usize = 2;

/// A rule set of ours with the GNU Go flags that select the same rules.
struct RuleSet {
    name: &'static str,
    rules: Rules,
    /// Explicit even for GNU Go's defaults, so the test does not depend on them.
    flags: &'static [&'static str],
}

const RULE_SETS: [RuleSet; 6] = [
    RuleSet {
        name: "simple ko, no suicide (Japanese)",
        rules: Rules::JAPANESE,
        flags: &["--simple-ko", "--forbid-suicide"],
    },
    RuleSet {
        name: "simple ko, suicide",
        rules: Rules {
            ko: KoRule::Simple,
            suicide: SuicideRule::Allowed,
        },
        flags: &["--simple-ko", "--allow-suicide"],
    },
    RuleSet {
        name: "positional superko, no suicide",
        rules: Rules::CHINESE,
        flags: &["--positional-superko", "--forbid-suicide"],
    },
    RuleSet {
        name: "positional superko, suicide",
        rules: Rules::TROMP_TAYLOR,
        flags: &["--positional-superko", "--allow-suicide"],
    },
    RuleSet {
        name: "situational superko, no suicide",
        rules: Rules::AGA,
        flags: &["--situational-superko", "--forbid-suicide"],
    },
    RuleSet {
        name: "situational superko, suicide",
        rules: Rules::NEW_ZEALAND,
        flags: &["--situational-superko", "--allow-suicide"],
    },
];

/// Board sizes with the number of moves to compare per rule set in the default run.
/// Small boards come first in coverage per move: whole-board repetitions, suicides and
/// mass captures are frequent there.
const SIZES: [(u8, usize); 6] = [
    (3, 4_000),
    (4, 5_000),
    (5, 6_000),
    (7, 4_000),
    (9, 3_000),
    (19, 2_000),
];

/// How many times more moves `TESUJI_LONG=1` compares.
const LONG_FACTOR: usize = 10;

fn long_run() -> bool {
    std::env::var("TESUJI_LONG").is_ok_and(|v| !v.is_empty() && v != "0")
}

// ---------------------------------------------------------------------------------
// Positions from scratch.
// ---------------------------------------------------------------------------------

/// A position recomputed from scratch, knowing nothing of the board's internals: the
/// colour on every vertex, row by row from A1. Used where GNU Go cannot check us.
#[derive(Clone, PartialEq, Eq)]
struct Grid {
    size: u8,
    cells: Vec<Option<Color>>,
}

impl Grid {
    fn of(board: &Board) -> Grid {
        let size = board.geometry().width();
        let cells = (0..size)
            .flat_map(|row| (0..size).map(move |col| Vertex::new(col, row)))
            .map(|v| board.stone_at(v))
            .collect();
        Grid { size, cells }
    }

    fn index(&self, v: Vertex) -> usize {
        usize::from(v.row) * usize::from(self.size) + usize::from(v.col)
    }

    fn at(&self, v: Vertex) -> Option<Color> {
        self.cells[self.index(v)]
    }

    fn vertices(&self) -> impl Iterator<Item = Vertex> + '_ {
        (0..self.size).flat_map(move |row| (0..self.size).map(move |col| Vertex::new(col, row)))
    }

    fn stones(&self, color: Color) -> BTreeSet<Vertex> {
        self.vertices()
            .filter(|&v| self.at(v) == Some(color))
            .collect()
    }

    fn neighbors(&self, v: Vertex) -> impl Iterator<Item = Vertex> + use<> {
        let size = i16::from(self.size);
        [(-1, 0), (1, 0), (0, -1), (0, 1)]
            .into_iter()
            .map(move |(dc, dr)| (i16::from(v.col) + dc, i16::from(v.row) + dr))
            .filter(move |&(c, r)| (0..size).contains(&c) && (0..size).contains(&r))
            .map(|(c, r)| {
                Vertex::new(
                    u8::try_from(c).expect("filtered to the board"),
                    u8::try_from(r).expect("filtered to the board"),
                )
            })
    }

    /// The stones of the chain through the stone on `v` and its liberties.
    fn chain(&self, v: Vertex) -> (BTreeSet<Vertex>, BTreeSet<Vertex>) {
        let color = self.at(v);
        let mut stones = BTreeSet::from([v]);
        let mut liberties = BTreeSet::new();
        let mut stack = vec![v];
        while let Some(here) = stack.pop() {
            for n in self.neighbors(here) {
                match self.at(n) {
                    None => {
                        liberties.insert(n);
                    }
                    c if c == color && stones.insert(n) => stack.push(n),
                    _ => {}
                }
            }
        }
        (stones, liberties)
    }

    /// If a stone of `color` on the empty `v` would be a suicide of two or more
    /// stones, the position it leaves: `v` has no empty neighbour, captures nothing,
    /// and is the last liberty of every friendly chain next to it (of which there is
    /// at least one).
    fn after_multi_stone_suicide(&self, color: Color, v: Vertex) -> Option<Grid> {
        let mut lost = Vec::new();
        for n in self.neighbors(v) {
            let stone = self.at(n)?;
            // `v` is a liberty of the chain, so a single liberty is `v`.
            let (stones, liberties) = self.chain(n);
            let last_liberty = liberties.len() == 1;
            match (stone == color, last_liberty) {
                (true, true) => lost.extend(stones),
                (true, false) | (false, true) => return None, // it breathes or captures
                (false, false) => {}
            }
        }
        if lost.is_empty() {
            return None; // single-stone suicide: illegal under every rule set
        }
        let mut after = self.clone();
        for s in lost {
            let i = after.index(s);
            after.cells[i] = None;
        }
        Some(after)
    }
}

// ---------------------------------------------------------------------------------
// What both engines say about a position.
// ---------------------------------------------------------------------------------

/// The facts compared after every move.
#[derive(Debug, PartialEq, Eq)]
struct Facts {
    /// The legal points of the player to move (pass aside).
    legal: BTreeSet<Vertex>,
    black: BTreeSet<Vertex>,
    white: BTreeSet<Vertex>,
    /// Stones captured by Black and by White.
    captures: [u32; 2],
}

/// The GTP commands whose answers make up [`Facts`], in the order [`parse_facts`]
/// reads them.
fn fact_commands(to_move: Color) -> [String; 5] {
    [
        format!("all_legal {}", to_move.name()),
        "list_stones black".to_string(),
        "list_stones white".to_string(),
        "captures black".to_string(),
        "captures white".to_string(),
    ]
}

fn parse_facts(responses: &[Response]) -> Result<Facts, String> {
    let [legal, black, white, black_captures, white_captures] = responses else {
        return Err(format!("expected 5 responses, got {responses:?}"));
    };
    let text = |response: &Response| -> Result<String, String> {
        response
            .clone()
            .map_err(|e| format!("GNU Go refused a query: {e}"))
    };
    let count = |response: &Response| -> Result<u32, String> {
        let t = text(response)?;
        t.parse()
            .map_err(|_| format!("GNU Go printed `{t}` as a capture count"))
    };
    Ok(Facts {
        legal: parse_vertices(&text(legal)?)?,
        black: parse_vertices(&text(black)?)?,
        white: parse_vertices(&text(white)?)?,
        captures: [count(black_captures)?, count(white_captures)?],
    })
}

fn parse_vertices(text: &str) -> Result<BTreeSet<Vertex>, String> {
    text.split_whitespace()
        .map(|word| {
            word.parse()
                .map_err(|e| format!("GNU Go printed `{word}` as a vertex: {e}"))
        })
        .collect()
}

/// The points of `a` not in `b`, as text.
fn only_in(a: &BTreeSet<Vertex>, b: &BTreeSet<Vertex>) -> String {
    let points: Vec<String> = a.difference(b).map(Vertex::to_string).collect();
    if points.is_empty() {
        "none".to_string()
    } else {
        points.join(" ")
    }
}

/// Describes how two sets of facts differ.
fn differences(ours: &Facts, theirs: &Facts, to_move: Color) -> String {
    let mut text = String::new();
    let sets = [
        (
            format!("legal points of {}", to_move.name()),
            &ours.legal,
            &theirs.legal,
        ),
        ("black stones".to_string(), &ours.black, &theirs.black),
        ("white stones".to_string(), &ours.white, &theirs.white),
    ];
    for (what, a, b) in sets {
        if a != b {
            writeln!(
                text,
                "  {what}: only tesuji-go: {}; only GNU Go: {}",
                only_in(a, b),
                only_in(b, a)
            )
            .expect("writing to a String cannot fail");
        }
    }
    if ours.captures != theirs.captures {
        writeln!(
            text,
            "  captures (by black, by white): tesuji-go {:?}, GNU Go {:?}",
            ours.captures, theirs.captures
        )
        .expect("writing to a String cannot fail");
    }
    text
}

// ---------------------------------------------------------------------------------
// Games.
// ---------------------------------------------------------------------------------

/// Counts of what the games went through, to show that the corners were exercised.
#[derive(Clone, Copy, Default)]
struct Stats {
    games: usize,
    /// Moves after which both engines were compared.
    moves: usize,
    passes: usize,
    /// Stones captured, suicides included.
    captured: u64,
    /// Multi-stone suicides played.
    suicides: usize,
    /// Positions where the player to move was banned from a point by simple ko.
    ko_bans: usize,
    /// Points forbidden by superko, over all positions compared.
    superko_bans: usize,
    /// Multi-stone suicides forbidden by superko, which GNU Go allows (deviation 1).
    tolerated: usize,
    elapsed: Duration,
}

impl Stats {
    fn add(&mut self, other: &Stats) {
        self.games += other.games;
        self.moves += other.moves;
        self.passes += other.passes;
        self.captured += other.captured;
        self.suicides += other.suicides;
        self.ko_bans += other.ko_bans;
        self.superko_bans += other.superko_bans;
        self.tolerated += other.tolerated;
        self.elapsed += other.elapsed;
    }
}

/// A game played in both engines.
struct Duel<'a> {
    rule_set: &'a RuleSet,
    /// The game number and seed, for random games; `None` for scripted ones.
    seed: Option<(u64, u64)>,
    board: Board,
    /// The start and the position after every move, from scratch, each with the player
    /// to move: the history that superko looks at.
    positions: Vec<(Grid, Color)>,
}

impl<'a> Duel<'a> {
    /// Starts a game on an empty board in both engines and compares the start.
    fn start(
        gnugo: &mut GnuGo,
        rule_set: &'a RuleSet,
        size: u8,
        seed: Option<(u64, u64)>,
        stats: &mut Stats,
    ) -> Result<Duel<'a>, String> {
        let board = Board::square(size, rule_set.rules).expect("test board sizes are valid");
        let positions = vec![(Grid::of(&board), board.to_move())];
        let game = Duel {
            rule_set,
            seed,
            board,
            positions,
        };
        gnugo.run_ok(&[format!("boardsize {size}"), "clear_board".to_string()]);
        game.compare(gnugo, &[], stats)?;
        Ok(game)
    }

    /// Plays a move that our board must accept in both engines, then compares them.
    fn play(
        &mut self,
        gnugo: &mut GnuGo,
        color: Color,
        mv: Move,
        stats: &mut Stats,
    ) -> Result<(), String> {
        let captured_before = self.board.captures(Color::Black) + self.board.captures(Color::White);
        if let Err(e) = self.board.play(color, mv) {
            let what =
                format!("tesuji-go refused {color} {mv}, a move the test expects legal: {e}");
            return Err(self.report(gnugo, &what));
        }
        let captured_after = self.board.captures(Color::Black) + self.board.captures(Color::White);
        stats.captured += u64::from(captured_after - captured_before);
        match mv {
            Move::Pass => stats.passes += 1,
            Move::Play(v) if self.board.stone_at(v).is_none() => stats.suicides += 1,
            Move::Play(_) => {}
        }
        self.positions
            .push((Grid::of(&self.board), self.board.to_move()));
        self.compare(gnugo, &[format!("play {} {mv}", color.name())], stats)?;
        stats.moves += 1;
        Ok(())
    }

    /// Sends `prefix` (the move just played, if any) and the queries of the facts to
    /// GNU Go, and compares its answers with our board's. Returns the full report on
    /// disagreement.
    fn compare(
        &self,
        gnugo: &mut GnuGo,
        prefix: &[String],
        stats: &mut Stats,
    ) -> Result<(), String> {
        let to_move = self.board.to_move();
        let mut commands = prefix.to_vec();
        commands.extend(fact_commands(to_move));
        let responses = gnugo.run_all(&commands);
        let (prefix_responses, fact_responses) = responses.split_at(prefix.len());
        for (command, response) in prefix.iter().zip(prefix_responses) {
            if let Err(error) = response {
                let what = format!("GNU Go refused `{command}` ({error}), which tesuji-go played");
                return Err(self.report(gnugo, &what));
            }
        }
        let theirs = parse_facts(fact_responses).map_err(|e| self.report(gnugo, &e))?;
        let (ours, tolerated) = self.expected_facts().map_err(|e| self.report(gnugo, &e))?;
        if ours != theirs {
            let what = format!(
                "the engines disagree ({} to move):\n{}",
                to_move.name(),
                differences(&ours, &theirs, to_move)
            );
            return Err(self.report(gnugo, &what));
        }
        stats.tolerated += tolerated;
        for &p in self.board.empty_points() {
            match self.board.check(to_move, p) {
                Err(IllegalMove::Ko(_)) => stats.ko_bans += 1,
                Err(IllegalMove::Superko(_)) => stats.superko_bans += 1,
                _ => {}
            }
        }
        Ok(())
    }

    /// What GNU Go should answer now, by our board: our legal points plus the
    /// multi-stone suicides that GNU Go fails to forbid by superko (deviation 1).
    /// Returns the facts and how many such suicides were added.
    ///
    /// GNU Go cannot judge superko on suicides, so our verdict on every multi-stone
    /// suicide is checked from scratch instead: it must be forbidden exactly when the
    /// position it leaves is in the game's history (with the same player to move, under
    /// situational superko). A wrong verdict is returned as `Err`.
    fn expected_facts(&self) -> Result<(Facts, usize), String> {
        let board = &self.board;
        let color = board.to_move();
        let rules = board.rules();
        let (grid, _) = self.positions.last().expect("the start is always recorded");
        let mut legal: BTreeSet<Vertex> = board
            .legal_points(color)
            .into_iter()
            .map(|p| board.vertex(p))
            .collect();
        let mut tolerated = 0;
        if rules.suicide == SuicideRule::Allowed && rules.ko != KoRule::Simple {
            for &p in board.empty_points() {
                let forbidden = match board.check(color, p) {
                    Ok(()) => false,
                    Err(IllegalMove::Superko(_)) => true,
                    Err(_) => continue,
                };
                let v = board.vertex(p);
                let Some(after) = grid.after_multi_stone_suicide(color, v) else {
                    continue;
                };
                let repeats = self.positions.iter().any(|(earlier, to_move)| {
                    *earlier == after
                        && (rules.ko == KoRule::Positional || *to_move == color.opponent())
                });
                if repeats != forbidden {
                    return Err(format!(
                        "tesuji-go {} the suicide {} {v}, but the position it leaves has \
                         {}occurred{}",
                        if forbidden { "forbids" } else { "allows" },
                        color.name(),
                        if repeats { "" } else { "not " },
                        if rules.ko == KoRule::Situational {
                            " with the same player to move"
                        } else {
                            ""
                        }
                    ));
                }
                if forbidden {
                    legal.insert(v);
                    tolerated += 1;
                }
            }
        }
        let facts = Facts {
            legal,
            black: grid.stones(Color::Black),
            white: grid.stones(Color::White),
            captures: [board.captures(Color::Black), board.captures(Color::White)],
        };
        Ok((facts, tolerated))
    }

    /// The failure report: what differs, the rules, the board, the moves, and a GTP
    /// script that replays the game in GNU Go.
    fn report(&self, gnugo: &GnuGo, what: &str) -> String {
        let board = &self.board;
        let size = board.geometry().width();
        let rule_set = self.rule_set;
        let moves: Vec<String> = board.moves().map(|(c, m)| format!("{c} {m}")).collect();
        let game = match self.seed {
            Some((number, seed)) => format!("game {number} (seed {seed:#018x})"),
            None => "scripted game".to_string(),
        };
        let mut script = format!("boardsize {size}\nclear_board\n");
        for (color, mv) in board.moves() {
            writeln!(script, "play {} {mv}", color.name())
                .expect("writing to a String cannot fail");
        }
        writeln!(script, "all_legal {}", board.to_move().name())
            .expect("writing to a String cannot fail");
        script.push_str("showboard\n");
        let file_name = format!(
            "gnugo_differential_{size}x{size}_{}_{}.gtp",
            rule_set.flags.join("_").replace("--", ""),
            self.seed.map_or(0, |(number, _)| number)
        );
        let script_path = std::env::temp_dir().join(file_name);
        let script_note = match std::fs::write(&script_path, &script) {
            Ok(()) => format!(
                "replay in GNU Go: {} < {}",
                gnugo.command_line,
                script_path.display()
            ),
            Err(e) => format!(
                "(could not write the replay script to {}: {e})",
                script_path.display()
            ),
        };
        format!(
            "tesuji-go and GNU Go disagree\n\
             rules: {} = {:?} (GNU Go: {})\n\
             board: {size}x{size}, {game}, after {} moves\n\
             {what}\n\
             tesuji-go's board:\n{board}\n\
             moves: {}\n\
             {script_note}\n",
            rule_set.name,
            rule_set.rules,
            rule_set.flags.join(" "),
            moves.len(),
            moves.join(", "),
        )
    }
}

/// One rule set on one board size, run in one GNU Go process.
struct Job {
    rule_set: &'static RuleSet,
    size: u8,
    /// Games are played until this many moves have been compared.
    moves: usize,
}

impl Job {
    /// The moves per game: enough for the board to fill and be captured wholesale a few
    /// times, but within GNU Go's superko memory under superko.
    fn move_cap(&self) -> usize {
        let area = usize::from(self.size) * usize::from(self.size);
        match self.rule_set.rules.ko {
            KoRule::Simple => 4 * area,
            KoRule::Positional | KoRule::Situational => (4 * area).min(GNUGO_MOVE_HISTORY),
        }
    }

    fn seed(&self, game: u64) -> u64 {
        splitmix64((rules_index(self.rule_set) << 40) ^ (u64::from(self.size) << 32) ^ game)
    }
}

fn rules_index(rule_set: &RuleSet) -> u64 {
    RULE_SETS
        .iter()
        .position(|r| std::ptr::eq(r, rule_set))
        .expect("jobs use the rule sets of RULE_SETS") as u64
}

/// A well-mixed seed from a structured one, so neighbouring games differ everywhere.
fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays one random game in both engines, comparing after every move.
fn play_random_game(
    gnugo: &mut GnuGo,
    job: &Job,
    number: u64,
    stats: &mut Stats,
) -> Result<(), String> {
    let seed = job.seed(number);
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Duel::start(gnugo, job.rule_set, job.size, Some((number, seed)), stats)?;
    for _ in 0..job.move_cap() {
        let color = game.board.to_move();
        // Uniform over our legal points, eye-filling included, so that groups die,
        // kos recur and suicides happen.
        let legal = game.board.legal_points(color);
        let mv = if legal.is_empty() || rng.random_bool(PASS_PROBABILITY) {
            Move::Pass
        } else {
            Move::Play(game.board.vertex(legal[rng.random_range(0..legal.len())]))
        };
        game.play(gnugo, color, mv, stats)?;
    }
    stats.games += 1;
    Ok(())
}

/// Runs a job in a fresh GNU Go with the job's flags.
fn run_job(binary: &Path, job: &Job) -> Result<Stats, String> {
    let start = Instant::now();
    let mut gnugo = GnuGo::start(binary, job.rule_set.flags);
    let mut stats = Stats::default();
    let mut game = 0;
    while stats.moves < job.moves {
        play_random_game(&mut gnugo, job, game, &mut stats)?;
        game += 1;
    }
    stats.elapsed = start.elapsed();
    Ok(stats)
}

fn print_stats_header() {
    println!(
        "{:<34} {:>5} {:>6} {:>8} {:>6} {:>8} {:>8} {:>8} {:>8} {:>9} {:>7}",
        "rules",
        "size",
        "games",
        "moves",
        "passes",
        "captured",
        "suicides",
        "ko bans",
        "superko",
        "tolerated",
        "secs"
    );
}

fn print_stats(name: &str, size: &str, s: &Stats) {
    println!(
        "{:<34} {:>5} {:>6} {:>8} {:>6} {:>8} {:>8} {:>8} {:>8} {:>9} {:>7.2}",
        name,
        size,
        s.games,
        s.moves,
        s.passes,
        s.captured,
        s.suicides,
        s.ko_bans,
        s.superko_bans,
        s.tolerated,
        s.elapsed.as_secs_f64()
    );
}

// ---------------------------------------------------------------------------------
// The tests.
// ---------------------------------------------------------------------------------

#[test]
fn random_games_agree_with_gnugo() {
    let binary = locate_gnugo();
    {
        let mut gnugo = GnuGo::start(&binary, &[]);
        let name = gnugo.run("name").unwrap_or_default();
        let version = gnugo.run("version").unwrap_or_default();
        println!("comparing with {name} {version} ({})", binary.display());
        if version != "3.8" {
            println!(
                "warning: the GNU Go deviations this test models were established with \
                 GNU Go 3.8, not {version}"
            );
        }
    }
    let factor = if long_run() { LONG_FACTOR } else { 1 };
    let mut jobs: Vec<Job> = RULE_SETS
        .iter()
        .flat_map(|rule_set| {
            SIZES.iter().map(move |&(size, moves)| Job {
                rule_set,
                size,
                moves: moves * factor,
            })
        })
        .collect();
    // Largest boards first, so that the two threads finish at about the same time.
    jobs.sort_by_key(|job| std::cmp::Reverse(job.size));

    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(MAX_THREADS);
    let next_job = AtomicUsize::new(0);
    let start = Instant::now();
    let mut outcomes: Vec<(usize, Result<Stats, String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let index = next_job.fetch_add(1, Ordering::Relaxed);
                        let Some(job) = jobs.get(index) else {
                            break done;
                        };
                        done.push((index, run_job(&binary, job)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a worker thread panicked"))
            .collect()
    });
    let elapsed = start.elapsed();
    outcomes.sort_by_key(|&(index, _)| {
        let job = &jobs[index];
        (rules_index(job.rule_set), job.size)
    });

    print_stats_header();
    let mut total = Stats::default();
    let mut failures = Vec::new();
    for rule_set in &RULE_SETS {
        let mut per_rules = Stats::default();
        for (index, outcome) in &outcomes {
            let job = &jobs[*index];
            if !std::ptr::eq(job.rule_set, rule_set) {
                continue;
            }
            match outcome {
                Ok(stats) => {
                    print_stats(rule_set.name, &format!("{0}x{0}", job.size), stats);
                    per_rules.add(stats);
                }
                Err(message) => failures.push(message.clone()),
            }
        }
        print_stats(rule_set.name, "all", &per_rules);
        total.add(&per_rules);
    }
    print_stats("all rule sets", "all", &total);
    println!(
        "{} moves compared in {:.1} s with {threads} thread(s)",
        total.moves,
        elapsed.as_secs_f64()
    );
    assert!(
        failures.is_empty(),
        "{} of {} jobs found a disagreement:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
    assert!(
        total.moves >= 20_000,
        "only {} moves compared: the budget is too small",
        total.moves
    );
}

/// A hand-made game whose last move is legal under some rule sets only.
struct Script {
    size: u8,
    moves: &'static str,
    /// Whether the last move is legal under the given rules (by the rules of Go, as we
    /// read them: GNU Go may differ, see deviation 1).
    last_move_legal: fn(Rules) -> bool,
}

impl Script {
    fn moves(&self) -> Vec<(Color, Move)> {
        parse_moves(self.moves)
    }
}

/// Reads `B A1 W pass ...`.
fn parse_moves(text: &str) -> Vec<(Color, Move)> {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .chunks(2)
        .map(|pair| match pair {
            [color, mv] => (
                color.parse().expect("script colours are valid"),
                mv.parse().expect("script moves are valid"),
            ),
            _ => panic!("script `{text}` has an odd number of words"),
        })
        .collect()
}

/// Hand-made games that reach the corners where the rule sets differ, played under
/// every rule set with a comparison after every move; our board must also judge the
/// last move as the rules say.
#[test]
fn scripted_corners_agree_with_gnugo() {
    let scripts = [
        // A ko cannot be retaken after a pass pair under superko: the retake repeats
        // the position before the capture, with the same player to move.
        Script {
            size: 5,
            moves: "B B4 W C4 B A3 W D3 B C3 W C2 B B2 W B3 B pass W pass B C3",
            last_move_legal: |rules| rules.ko == KoRule::Simple,
        },
        // Send two, return one: Black's retake at C1 repeats the position before
        // Black's D1, but with White to move instead of Black.
        Script {
            size: 5,
            moves: "B A1 W E1 B C1 W C2 B A2 W D2 B B2 W E2 B D1 W B1 B C1",
            last_move_legal: |rules| rules.ko != KoRule::Positional,
        },
        // The same after a pass pair: Black's pass recorded the position with White to
        // move, so situational superko forbids the retake too.
        Script {
            size: 5,
            moves: "B A1 W E1 B C1 W C2 B A2 W D2 B B2 W E2 B pass W pass B D1 W B1 B C1",
            last_move_legal: |rules| rules.ko == KoRule::Simple,
        },
        // A four-stone suicide that empties the board: the empty start had Black to
        // move, now White would be (GNU Go deviation 1 under positional superko).
        Script {
            size: 2,
            moves: "B A1 W pass B A2 W pass B B1 W pass B B2",
            last_move_legal: |rules| {
                rules.suicide == SuicideRule::Allowed && rules.ko != KoRule::Positional
            },
        },
    ];
    let binary = locate_gnugo();
    let mut failures = Vec::new();
    for rule_set in &RULE_SETS {
        let mut gnugo = GnuGo::start(&binary, rule_set.flags);
        let mut stats = Stats::default();
        for script in &scripts {
            let moves = script.moves();
            let (&(last_color, last_move), before_last) =
                moves.split_last().expect("scripts are not empty");
            let result = (|| {
                let mut game = Duel::start(&mut gnugo, rule_set, script.size, None, &mut stats)?;
                for &(color, mv) in before_last {
                    game.play(&mut gnugo, color, mv, &mut stats)?;
                }
                // The comparison after the last move but one has checked that GNU Go
                // agrees (up to deviation 1) on the legality of the last move.
                let legal = game.board.is_legal(last_color, last_move);
                if legal != (script.last_move_legal)(rule_set.rules) {
                    let what = format!(
                        "tesuji-go judges {last_color} {last_move} {}, the rules say otherwise",
                        if legal { "legal" } else { "illegal" }
                    );
                    return Err(game.report(&gnugo, &what));
                }
                if legal {
                    game.play(&mut gnugo, last_color, last_move, &mut stats)?;
                }
                Ok(())
            })();
            if let Err(message) = result {
                failures.push(message);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Pins GNU Go's behaviour that the test models, so that a GNU Go that behaves
/// differently (a fixed version) is noticed rather than silently mis-modelled.
#[test]
fn gnugo_deviations_are_as_documented() {
    let binary = locate_gnugo();

    // Deviation 1: a multi-stone suicide that recreates the empty start is listed and
    // accepted under positional superko; our board forbids it.
    let mut gnugo = GnuGo::start(&binary, &["--positional-superko", "--allow-suicide"]);
    let mut board = Board::square(2, Rules::TROMP_TAYLOR).expect("2x2 is a valid size");
    gnugo.run_ok(&["boardsize 2".to_string(), "clear_board".to_string()]);
    for (color, mv) in parse_moves("B A1 W pass B A2 W pass B B1 W pass") {
        board.play(color, mv).expect("the script is legal");
        gnugo.run_ok(&[format!("play {} {mv}", color.name())]);
    }
    let b2: Vertex = "B2".parse().expect("B2 is a vertex");
    assert!(
        matches!(
            board.legality(Color::Black, Move::Play(b2)),
            Err(IllegalMove::Superko(_))
        ),
        "our board should forbid the suicide back to the empty start by positional superko"
    );
    assert_eq!(
        gnugo.run("all_legal black"),
        Ok("B2".to_string()),
        "GNU Go no longer lists a superko-violating suicide: deviation 1 is gone, update \
         the test's model of GNU Go"
    );
    assert_eq!(gnugo.run("play black B2"), Ok(String::new()));
    assert_eq!(gnugo.run("list_stones black"), Ok(String::new()));

    // Deviation 2: superko forgets moves beyond the 500 most recent.
    let mut gnugo = GnuGo::start(&binary, &["--positional-superko"]);
    gnugo.run_ok(&["boardsize 5".to_string(), "clear_board".to_string()]);
    let ko_setup = parse_moves("B B4 W C4 B A3 W D3 B C3 W C2 B B2 W B3");
    for &(color, mv) in &ko_setup {
        gnugo.run_ok(&[format!("play {} {mv}", color.name())]);
    }
    let mut played = ko_setup.len();
    // Retaking at C3 repeats the position before White's capture, move 7.
    while played < GNUGO_MOVE_HISTORY {
        gnugo.run_ok(&["play black pass".to_string(), "play white pass".to_string()]);
        played += 2;
    }
    assert_eq!(
        gnugo.run("is_legal black C3"),
        Ok("0".to_string()),
        "within {GNUGO_MOVE_HISTORY} moves GNU Go should remember the ko position"
    );
    gnugo.run_ok(&["play black pass".to_string(), "play white pass".to_string()]);
    assert_eq!(
        gnugo.run("is_legal black C3"),
        Ok("1".to_string()),
        "GNU Go remembers more than {GNUGO_MOVE_HISTORY} moves now: deviation 2 is gone, \
         the superko move cap can be lifted"
    );
}
