//! `tesuji analyze FILE.sgf`: a position of a game, with what a player looks at first:
//! the captures the side to play has, the chains of both colours in atari, the chains
//! that are alive whatever happens (Benson's unconditional life) with their territory,
//! and the eye spaces of both colours with their shapes and vital points. Printed as a
//! marked diagram with lists for a person, or as one JSON object for a script.
//!
//! The work is done by the library (`tesuji_go::tactics`, `tesuji_go::benson`,
//! `tesuji_go::eyes`); this module loads the position, gathers the results into a
//! [`PositionReport`] named in vertices, and formats it.

use std::fmt::Write as _;
use std::path::PathBuf;

use crate::rules::RulesArgs;
use anyhow::Context as _;
use clap::Args as ClapArgs;
use serde::Serialize;
use tesuji_go::benson::{Benson, UnconditionalLife};
use tesuji_go::eyes::{self, EyeKind, EyeSpace, ShapeVerdict};
use tesuji_go::sgf::{Collection, Game, Prop, Until};
use tesuji_go::tactics::{self, Atari, Capture, ForbiddenCapture};
use tesuji_go::{Board, Color, Diagram, IllegalMove, Point, PointSet, Rules, Vertex};

/// How `tesuji analyze --help` explains the marks.
const ABOUT_MARKS: &str = "\
The diagram shows Black's stones as X and White's as O, and marks:
  x o   stones of a chain in atari (one liberty left)
  # @   stones of a chain that is unconditionally alive (Benson's algorithm: no
        sequence of moves can capture it, even if its owner always passes)
  + -   empty points of Black's or White's unconditional territory
  *     a point where the side to play captures
  !     a capture the ko rule forbids now (the immediate retake of a ko, or superko)
The lists under the diagram name every capture with the stones it takes, every chain
in atari with its liberty, the unconditionally alive chains with their territory, and
the eye spaces of both colours (enclosed regions of up to seven points) with their
shape, vital point and what eye-shape theory says of them (one eye at most, two eyes,
unsettled: whoever plays the vital point first decides, or not judged). Eye-shape
verdicts assume the surrounding stones are safe from outside.

With --json the same is one JSON object: file, rules, width, height, moves_played,
before_move (--move, or null), to_play, board (rows from the top, X O and .), captures, forbidden_captures, atari,
unconditionally_alive (by colour B and W: chains, stones, territory, dead),
eye_spaces (color, points, shape, opponent_stones, vital_point, verdict, eye).";

/// Options of `tesuji analyze`.
#[derive(Debug, ClapArgs)]
#[command(after_long_help = ABOUT_MARKS)]
pub struct Analyze {
    /// The SGF file; the position is on the main line of its first game.
    #[arg(value_name = "FILE.sgf")]
    file: PathBuf,
    /// Analyse the position just before this move (from 1); default: the end of the
    /// main line.
    #[arg(long = "move", value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    move_number: Option<u32>,
    /// Who is to play: B or W. Default: the file's PL, else the opponent of the last
    /// move, else White after handicap stones, else Black.
    #[arg(long, value_name = "B|W")]
    to_play: Option<Color>,
    // The rules the moves are checked by (they decide which captures a ko forbids).
    #[command(flatten)]
    rules: RulesArgs,
    /// Print one JSON object instead of the diagram and lists.
    #[arg(long)]
    json: bool,
}

impl Analyze {
    /// Loads the position, analyses it and returns the text to print.
    pub fn run(self) -> anyhow::Result<String> {
        let name = self.file.display().to_string();
        let text =
            crate::files::read_text(&self.file).with_context(|| format!("cannot read {name}"))?;
        let collection = Collection::parse(&text, &name)?;
        let game = collection
            .games()
            .first()
            .with_context(|| format!("{name}: no game in the file"))?;
        let rules = self.rules.resolve(game.info().known_rules());
        let until = self
            .move_number
            .map_or(Until::End, |n| Until::Move(n as usize));
        let mut position = game.position(rules, until)?;
        let moves_in_game = main_line_moves(game);
        let moves_played = self
            .move_number
            .map_or(moves_in_game, |n| moves_in_game.min(n as usize - 1));
        let to_play = self.to_play.unwrap_or(position.to_play);
        position.board.set_to_move(to_play);
        let place = Place {
            moves_played,
            before_move: self.move_number,
        };
        let report = PositionReport::new(name, &position.board, place, to_play);
        if self.json {
            let mut json = serde_json::to_string(&report)?;
            json.push('\n');
            Ok(json)
        } else {
            Ok(report.to_text()?)
        }
    }
}

/// The number of moves (passes included) on the main line of a game. Counted here rather
/// than taken from the position's record, which restarts at set-up stones placed in the
/// middle of a game.
fn main_line_moves(game: &Game) -> usize {
    game.main_line()
        .flat_map(|node| node.properties())
        .filter(|prop| matches!(prop, Prop::B(_) | Prop::W(_)))
        .count()
}

/// Where on the main line the position is.
#[derive(Clone, Copy, Debug, Serialize)]
struct Place {
    /// The moves played to reach it.
    moves_played: usize,
    /// The move it stands before, as asked with `--move` (perhaps past the end).
    before_move: Option<u32>,
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let after = count(self.moves_played, "move");
        match self.before_move {
            Some(n) if n as usize == self.moves_played + 1 => write!(f, "before move {n}"),
            Some(n) => write!(f, "after {after} (the main line ends before move {n})"),
            None => write!(f, "after {after}"),
        }
    }
}

/// What `analyze` tells about a position, with points named as vertices (`D4`).
#[derive(Debug, Serialize)]
struct PositionReport {
    /// The file as named on the command line.
    file: String,
    /// The rules' preset name.
    rules: String,
    width: u8,
    height: u8,
    /// The moves played to reach the position, and the move it stands before.
    #[serde(flatten)]
    place: Place,
    /// `B` or `W`.
    to_play: Color,
    /// The stones, one string per row from the top: `X` Black, `O` White, `.` empty.
    board: Vec<String>,
    /// The captures the side to play may make now.
    captures: Vec<CaptureReport>,
    /// The captures it could make but for the ko rules.
    forbidden_captures: Vec<ForbiddenReport>,
    /// The chains in atari, Black's first.
    atari: Vec<AtariReport>,
    /// Benson's unconditional life, by colour.
    unconditionally_alive: AliveByColor,
    /// The eye spaces, Black's first.
    eye_spaces: Vec<EyeReport>,
    /// The marked diagram, for the text only.
    #[serde(skip)]
    marks: Diagram,
}

#[derive(Debug, Serialize)]
struct CaptureReport {
    /// Where the capturing stone goes.
    point: String,
    /// The stones of each chain taken.
    captured: Vec<Vec<String>>,
    /// All stones taken.
    stones: usize,
}

#[derive(Debug, Serialize)]
struct ForbiddenReport {
    #[serde(flatten)]
    capture: CaptureReport,
    /// `ko` or `superko`.
    reason: &'static str,
    /// The rules' sentence, e.g. `B1 retakes a ko`.
    message: String,
}

#[derive(Debug, Serialize)]
struct AtariReport {
    /// `B` or `W`.
    color: Color,
    stones: Vec<String>,
    liberty: String,
}

#[derive(Debug, Serialize)]
struct AliveByColor {
    #[serde(rename = "B")]
    black: AliveReport,
    #[serde(rename = "W")]
    white: AliveReport,
}

#[derive(Debug, Serialize)]
struct AliveReport {
    /// The stones of each unconditionally alive chain.
    chains: Vec<Vec<String>>,
    /// Their number of stones in all.
    stones: usize,
    /// The points of their vital regions (empty points and dead stones).
    territory: Vec<String>,
    /// The opponent's stones in that territory: dead.
    dead: Vec<String>,
}

#[derive(Debug, Serialize)]
struct EyeReport {
    /// Its owner, `B` or `W`.
    color: Color,
    points: Vec<String>,
    /// The shape's name, e.g. `straight three`.
    shape: &'static str,
    /// The opponent's stones inside.
    opponent_stones: usize,
    /// The vital point of the killable shapes.
    vital_point: Option<String>,
    /// `one-eye`, `alive`, `unsettled` or `unknown`.
    verdict: ShapeVerdict,
    /// For a one-point space that is empty: `true` or `false`.
    eye: Option<EyeKind>,
}

/// Diagram symbols.
mod mark {
    pub const BLACK_ATARI: char = 'x';
    pub const WHITE_ATARI: char = 'o';
    pub const BLACK_ALIVE: char = '#';
    pub const WHITE_ALIVE: char = '@';
    pub const BLACK_TERRITORY: char = '+';
    pub const WHITE_TERRITORY: char = '-';
    pub const CAPTURE: char = '*';
    pub const FORBIDDEN: char = '!';
}

impl PositionReport {
    fn new(file: String, board: &Board, place: Place, to_play: Color) -> PositionReport {
        let captures = tactics::capture_moves(board, to_play);
        let forbidden = tactics::forbidden_captures(board, to_play);
        let atari: Vec<_> = Color::ALL
            .iter()
            .flat_map(|&color| tactics::chains_in_atari(board, color))
            .collect();
        let mut benson = Benson::new();
        let life = Color::ALL.map(|color| benson.analyze(board, color));

        let geo = board.geometry();
        let marks = marked_diagram(board, &captures, &forbidden, &atari, &life);
        let [black, white] = life.map(|l| AliveReport::new(board, &l));
        PositionReport {
            file,
            rules: rules_name(board.rules()),
            width: geo.width(),
            height: geo.height(),
            place,
            to_play,
            board: Diagram::of(board).rows(),
            captures: captures
                .iter()
                .map(|c| CaptureReport::new(board, c))
                .collect(),
            forbidden_captures: forbidden
                .iter()
                .map(|f| ForbiddenReport {
                    capture: CaptureReport::new(board, &f.capture),
                    reason: match f.reason {
                        IllegalMove::Ko(_) => "ko",
                        _ => "superko",
                    },
                    message: f.reason.to_string(),
                })
                .collect(),
            atari: atari
                .iter()
                .map(|a| AtariReport {
                    color: a.chain.color,
                    stones: vertices(board, board.chain_stones(a.chain.head)),
                    liberty: board.vertex(a.liberty).to_string(),
                })
                .collect(),
            unconditionally_alive: AliveByColor { black, white },
            eye_spaces: Color::ALL
                .iter()
                .flat_map(|&color| eyes::eye_spaces(board, color))
                .map(|space| EyeReport::new(board, &space))
                .collect(),
            marks,
        }
    }
}

impl CaptureReport {
    fn new(board: &Board, capture: &Capture) -> CaptureReport {
        CaptureReport {
            point: board.vertex(capture.point).to_string(),
            captured: capture
                .captured
                .iter()
                .map(|chain| vertices(board, board.chain_stones(chain.head)))
                .collect(),
            stones: capture.stones,
        }
    }
}

impl EyeReport {
    fn new(board: &Board, space: &EyeSpace) -> EyeReport {
        let eye = match space.points() {
            [p] => eyes::eye_kind(board, space.owner(), *p),
            _ => None,
        };
        EyeReport {
            color: space.owner(),
            points: vertices(board, space.points().iter().copied()),
            shape: space.shape().name(),
            opponent_stones: space.opponent_stones(),
            vital_point: space.vital_point().map(|p| board.vertex(p).to_string()),
            verdict: space.verdict(),
            eye,
        }
    }

    /// What the verdict means, for a person.
    fn verdict_text(&self) -> String {
        let vital = self.vital_point.as_deref().unwrap_or("the vital point");
        match self.verdict {
            ShapeVerdict::OneEye => "one eye at most".to_string(),
            ShapeVerdict::Alive => "two eyes".to_string(),
            ShapeVerdict::Unsettled { .. } => {
                format!("unsettled, whoever plays {vital} first decides")
            }
            ShapeVerdict::Unknown => "not judged".to_string(),
        }
    }
}

impl AliveReport {
    fn new(board: &Board, life: &UnconditionalLife) -> AliveReport {
        let mut seen = PointSet::new();
        let chains = life
            .alive
            .iter()
            .filter_map(|p| board.chain(p))
            .filter(|chain| seen.insert(chain.head))
            .map(|chain| vertices(board, board.chain_stones(chain.head)))
            .collect();
        let enemy = life.color.opponent();
        AliveReport {
            chains,
            stones: life.alive.len(),
            territory: vertices(board, life.territory.iter()),
            dead: vertices(
                board,
                life.territory
                    .iter()
                    .filter(|&p| board.stone(p) == Some(enemy)),
            ),
        }
    }
}

/// The board with the analysis's marks. They go on weakest first, a later one replacing
/// an earlier on the same point; no point can be both in atari and alive, nor both a
/// capture and a forbidden capture, so only territory gives way (to a capture on it).
fn marked_diagram(
    board: &Board,
    captures: &[Capture],
    forbidden: &[ForbiddenCapture],
    atari: &[Atari],
    life: &[UnconditionalLife; 2],
) -> Diagram {
    let mut diagram = Diagram::of(board);
    let mut put = |p: Point, symbol: char| {
        diagram.mark(board.vertex(p), symbol);
    };
    let symbols_by_color = [
        (mark::BLACK_TERRITORY, mark::BLACK_ALIVE),
        (mark::WHITE_TERRITORY, mark::WHITE_ALIVE),
    ];
    for (life, (territory, alive)) in life.iter().zip(symbols_by_color) {
        for p in life.territory.iter().filter(|&p| board.is_empty(p)) {
            put(p, territory);
        }
        life.alive.iter().for_each(|p| put(p, alive));
    }
    for a in atari {
        let symbol = match a.chain.color {
            Color::Black => mark::BLACK_ATARI,
            Color::White => mark::WHITE_ATARI,
        };
        board
            .chain_stones(a.chain.head)
            .for_each(|p| put(p, symbol));
    }
    forbidden
        .iter()
        .for_each(|f| put(f.capture.point, mark::FORBIDDEN));
    captures.iter().for_each(|c| put(c.point, mark::CAPTURE));
    diagram
}

/// The vertices of some points, bottom row first, each row from the left.
fn vertices(board: &Board, points: impl Iterator<Item = Point>) -> Vec<String> {
    let mut sorted: Vec<Vertex> = points.map(|p| board.vertex(p)).collect();
    sorted.sort_by_key(|v| (v.row, v.col));
    sorted.iter().map(Vertex::to_string).collect()
}

fn rules_name(rules: Rules) -> String {
    rules
        .preset_name()
        .map_or_else(|| format!("{rules:?}"), str::to_string)
}

/// `1 stone`, `2 stones`.
fn count(n: usize, what: &str) -> String {
    match n {
        1 => format!("1 {what}"),
        _ => format!("{n} {what}s"),
    }
}

/// The stones of several chains: `A1 A2 + C1`.
fn chains_text(chains: &[Vec<String>]) -> String {
    let chains: Vec<String> = chains.iter().map(|c| c.join(" ")).collect();
    chains.join(" + ")
}

/// Writes `head` and the words after it, wrapped to about 88 columns, continuation
/// lines indented as deep as the head.
fn wrapped(out: &mut String, head: &str, words: &[String]) {
    const WIDTH: usize = 88;
    let indent = head.chars().count() + 1;
    out.push_str(head);
    let mut column = indent - 1;
    for word in words {
        let len = word.chars().count();
        if column + 1 + len > WIDTH && column > indent {
            out.push('\n');
            out.push_str(&" ".repeat(indent - 1));
            column = indent - 1;
        }
        out.push(' ');
        out.push_str(word);
        column += 1 + len;
    }
    out.push('\n');
}

impl PositionReport {
    /// The diagram, its legend and the lists, for a person.
    fn to_text(&self) -> Result<String, std::fmt::Error> {
        let mut out = String::new();
        let side = self.to_play.title();
        writeln!(
            out,
            "{}, {}: {side} to play (rules: {})\n",
            self.file, self.place, self.rules
        )?;
        write!(out, "{}", self.marks)?;
        let before_legend = out.len();
        self.write_legend(&mut out, side)?;
        if out.len() > before_legend {
            // The legend sits between blank lines; with no marks there is one blank line.
            out.insert(before_legend, '\n');
        }
        out.push('\n');
        if self.captures.is_empty() {
            writeln!(out, "{side} captures: none")?;
        } else {
            writeln!(out, "{side} captures:")?;
            for c in &self.captures {
                writeln!(
                    out,
                    "  {} takes {} ({})",
                    c.point,
                    chains_text(&c.captured),
                    count(c.stones, "stone")
                )?;
            }
        }
        if !self.forbidden_captures.is_empty() {
            writeln!(out, "{side} may not capture now:")?;
            for f in &self.forbidden_captures {
                let c = &f.capture;
                writeln!(
                    out,
                    "  {} would take {} ({}): {}",
                    c.point,
                    chains_text(&c.captured),
                    count(c.stones, "stone"),
                    f.message
                )?;
            }
        }
        if self.atari.is_empty() {
            out.push_str("In atari: none\n");
        } else {
            out.push_str("In atari:\n");
            for a in &self.atari {
                writeln!(
                    out,
                    "  {} {} (liberty {})",
                    a.color.title(),
                    a.stones.join(" "),
                    a.liberty
                )?;
            }
        }
        out.push_str("Unconditionally alive:\n");
        for (word, alive) in [
            ("Black", &self.unconditionally_alive.black),
            ("White", &self.unconditionally_alive.white),
        ] {
            if alive.chains.is_empty() {
                writeln!(out, "  {word}: none")?;
                continue;
            }
            let firsts: Vec<&str> = alive
                .chains
                .iter()
                .filter_map(|c| c.first().map(String::as_str))
                .collect();
            writeln!(
                out,
                "  {word}: {} in {} (at {})",
                count(alive.stones, "stone"),
                count(alive.chains.len(), "chain"),
                firsts.join(", ")
            )?;
            let head = format!("    territory, {}:", count(alive.territory.len(), "point"));
            wrapped(&mut out, &head, &alive.territory);
            if !alive.dead.is_empty() {
                let head = format!("    dead in it, {}:", count(alive.dead.len(), "stone"));
                wrapped(&mut out, &head, &alive.dead);
            }
        }
        if self.eye_spaces.is_empty() {
            out.push_str("Eye spaces: none\n");
        } else {
            out.push_str("Eye spaces:\n");
        }
        for space in &self.eye_spaces {
            let mut about = vec![space.shape.to_string()];
            match space.eye {
                Some(EyeKind::True) => about.push("true eye".to_string()),
                Some(EyeKind::False) => about.push("false eye".to_string()),
                None => {}
            }
            if space.opponent_stones > 0 {
                let opponent = space.color.opponent().title();
                about.push(format!(
                    "{} inside",
                    count(space.opponent_stones, &format!("{opponent} stone"))
                ));
            }
            if let Some(vital) = &space.vital_point {
                about.push(format!("vital point {vital}"));
            }
            writeln!(
                out,
                "  {} {}: {}: {}",
                space.color.title(),
                space.points.join(" "),
                about.join(", "),
                space.verdict_text()
            )?;
        }
        Ok(out)
    }

    /// One line per kind of mark that the diagram shows.
    fn write_legend(&self, out: &mut String, side: &str) -> std::fmt::Result {
        let shown = |symbols: &[char]| symbols.iter().any(|&c| self.marks.shows(c));
        let kinds = [
            (
                &[mark::BLACK_ATARI, mark::WHITE_ATARI][..],
                "x o  stones in atari".to_string(),
            ),
            (
                &[mark::BLACK_ALIVE, mark::WHITE_ALIVE],
                "# @  unconditionally alive stones".to_string(),
            ),
            (
                &[mark::BLACK_TERRITORY, mark::WHITE_TERRITORY],
                "+ -  unconditional territory (Black's, White's)".to_string(),
            ),
            (&[mark::CAPTURE], format!("*    {side} captures here")),
            (
                &[mark::FORBIDDEN],
                format!("!    {side} could capture here but for the ko rule"),
            ),
        ];
        for (symbols, text) in kinds {
            if shown(symbols) {
                writeln!(out, "  {text}")?;
            }
        }
        Ok(())
    }
}
