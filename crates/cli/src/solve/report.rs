//! One problem's answer named in vertices, printed for a Go player or as one JSON line,
//! and the tally of a batch.

use std::fmt::Write as _;
use std::time::Duration;

use serde::Serialize;
use tesuji_go::{Board, Color, Diagram, Move, Vertex};
use tesuji_tsumego::{Area, Goal, Solution, Source, Status, Tsumego};

/// What `solve` prints for one problem.
pub enum ProblemReport {
    /// The problem was posed and searched (whatever the status).
    Solved(Box<Solved>),
    /// The file could not be read or the position posed as a problem.
    Failed(Failed),
}

/// A solved problem. The serialized fields are the JSON line, in this order.
#[derive(Debug, Serialize)]
pub struct Solved {
    /// The file as named on the command line (`#N` for the N-th game of a collection).
    file: String,
    /// `B` or `W`.
    to_play: Color,
    /// `kill` or `live`.
    goal: Goal,
    /// Every target stone, sorted.
    target: Vec<String>,
    /// `success`, `ko`, `failure` or `unknown`.
    status: Status,
    correct_moves: Vec<String>,
    pv: Vec<String>,
    /// From each wrong first move to the line refuting it (the move itself first), in
    /// the solver's order.
    #[serde(serialize_with = "crate::json::ordered_map")]
    refutations: Vec<(String, Vec<String>)>,
    /// Wrong first moves whose refuting line the budget left no time to read.
    refuted_without_line: Vec<String>,
    /// First moves the budget left undecided.
    undecided: Vec<String>,
    nodes: u64,
    ms: u64,
    /// Where the side to play, the goal and the target came from.
    inferred: Inferred,
    /// Which pose the answer is for.
    #[serde(flatten)]
    pose: PoseMarks,
    /// The problem's area, `A1:G7`.
    region: Option<String>,
    /// Whether the search ran in a tsumego frame.
    framed: bool,
    /// The ko rule of the search: `simple`, `positional` or `situational`.
    ko_rule: String,
    /// The solution tree written by `--write-sgf`.
    pub sgf: Option<String>,
    /// The target's colour, for the text.
    #[serde(skip)]
    defender: Color,
    /// The diagram of the problem as posed, cut to the problem's corner or side.
    #[serde(skip)]
    diagram: String,
    /// The whole board the search runs on (with its frame).
    #[serde(skip)]
    search_diagram: String,
    /// The main line in words, with the ko threats it implies.
    #[serde(skip)]
    pv_words: Vec<String>,
    /// Each refutation in words, its first move first.
    #[serde(skip)]
    refutation_words: Vec<Vec<String>>,
}

/// Where each part of the statement came from: `given` (an option), `file` (`PL`,
/// marks), `statement` (the comment's first line) or `inferred`.
/// Which pose of a problem an answer is for (see `Solution::pose`), each mark in JSON
/// only when true; none for the pose as inferred.
#[derive(Debug, Default, Serialize)]
pub(crate) struct PoseMarks {
    /// The inferred pose failed, and the answer is of the other side's group with the
    /// opposite goal.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    reposed: bool,
    /// The defender to play failed or needed a ko with the attacker's outside filled, and
    /// the answer is of the board with it left open.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    outside_open: bool,
    /// The attacker to play was undecided with its outside filled as usual, and the
    /// answer is of the board with it filled nearer the group.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    outside_near: bool,
}

impl PoseMarks {
    pub(crate) fn of(solution: &Solution) -> PoseMarks {
        PoseMarks {
            reposed: solution.reposed,
            outside_open: solution.outside_open,
            outside_near: solution.outside_near,
        }
    }
}

#[derive(Debug, Serialize)]
struct Inferred {
    to_play: Source,
    goal: Source,
    target: Source,
}

/// A problem that could not be solved, as its JSON line.
#[derive(Debug, Serialize)]
pub struct Failed {
    file: String,
    /// Always `error`, so that a script can read every line the same way.
    status: &'static str,
    /// One line naming the file (and, for SGF errors, the line and column).
    error: String,
}

fn names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

impl ProblemReport {
    /// The report of a solved problem.
    pub fn solved(
        file: &str,
        problem: &Tsumego,
        solution: &Solution,
        ko_rule: String,
    ) -> ProblemReport {
        let problem = solution.pose(problem);
        let board = problem.board();
        let words = |line: &[Move]| {
            tesuji_tsumego::tree::line_words(problem.search_board(), problem.to_play(), line)
        };
        let sources = problem.sources();
        let defender = problem.attacker().opponent();
        ProblemReport::Solved(Box::new(Solved {
            file: file.to_string(),
            to_play: problem.to_play(),
            goal: problem.goal(),
            target: problem
                .targets()
                .iter()
                .map(|&p| board.vertex(p).to_string())
                .collect(),
            status: solution.status,
            correct_moves: names(&solution.correct_moves),
            pv: names(&solution.pv),
            refutations: solution
                .refutations
                .iter()
                .map(|(first, line)| (first.to_string(), names(line)))
                .collect(),
            refuted_without_line: names(&solution.refuted_without_line),
            undecided: names(&solution.undecided),
            nodes: solution.nodes,
            ms: u64::try_from(solution.elapsed.as_millis()).unwrap_or(u64::MAX),
            inferred: Inferred {
                to_play: sources.to_play,
                goal: sources.goal,
                target: sources.target,
            },
            pose: PoseMarks::of(solution),
            region: problem.area().map(|area| area.to_string()),
            framed: problem.is_framed(),
            ko_rule,
            sgf: None,
            defender,
            diagram: cropped_diagram(board, problem.area(), problem),
            search_diagram: problem.search_board().to_string(),
            pv_words: words(&solution.pv),
            refutation_words: solution
                .refutations
                .iter()
                .map(|(_, line)| words(line))
                .collect(),
        }))
    }

    /// The report of a problem that could not be solved.
    pub fn failed(file: &str, error: &str) -> ProblemReport {
        ProblemReport::Failed(Failed {
            file: file.to_string(),
            status: "error",
            error: error.to_string(),
        })
    }

    /// The JSON line.
    pub fn to_json(&self) -> String {
        let json = match self {
            ProblemReport::Solved(solved) => serde_json::to_string(solved),
            ProblemReport::Failed(failed) => serde_json::to_string(failed),
        };
        let mut line =
            json.unwrap_or_else(|e| format!("{{\"status\":\"error\",\"error\":\"{e}\"}}"));
        line.push('\n');
        line
    }

    /// The text for a person: a blank line before every problem but the first.
    pub fn to_text(&self, show_frame: bool, first: bool) -> String {
        let mut text = String::new();
        if !first {
            text.push('\n');
        }
        match self {
            ProblemReport::Solved(solved) => solved.write_text(&mut text, show_frame),
            ProblemReport::Failed(failed) => {
                let _ = writeln!(text, "error: {}", failed.error);
            }
        }
        text
    }
}

impl Solved {
    fn write_text(&self, text: &mut String, show_frame: bool) {
        let to_play = self.to_play.title();
        let opponent = self.to_play.opponent().title();
        let _ = writeln!(text, "{}\n", self.file);
        if show_frame {
            text.push_str(&self.search_diagram);
        } else {
            text.push_str(&self.diagram);
        }
        text.push('\n');
        let mark = |source: Source| {
            if source == Source::Inferred {
                " (inferred)"
            } else {
                ""
            }
        };
        let _ = writeln!(
            text,
            "{to_play}{} to play and {}{}.",
            mark(self.inferred.to_play),
            self.goal,
            mark(self.inferred.goal),
        );
        let _ = writeln!(
            text,
            "Target: {} {} ({}{})",
            self.defender.title(),
            self.target.join(" "),
            plural(self.target.len(), "stone"),
            if self.inferred.target == Source::Inferred {
                ", inferred"
            } else {
                ""
            },
        );
        if self.pose.reposed {
            let _ = writeln!(
                text,
                "(Posed again: the inferred problem, {to_play} to play and {}, is a proven failure.)",
                self.goal.opposite(),
            );
        }
        let mut region = format!("Region: {}", self.region.as_deref().unwrap_or("as given"));
        if self.framed {
            region.push_str(", in a tsumego frame");
        }
        if self.pose.outside_open {
            region.push_str(
                ", the attacker's outside left open (with it filled, the defender did worse)",
            );
        }
        if self.pose.outside_near {
            region.push_str(
                ", the attacker's outside filled from two steps of the defender's stones",
            );
            region.push_str(match self.goal {
                // Asked first for a defender: a life there is a life with the usual fill.
                Goal::Live => " (a life there is a life with the fill from three)",
                Goal::Kill => " (from three, the search was undecided)",
            });
        }
        if self.ko_rule != "simple" {
            let _ = write!(region, "; {} superko", self.ko_rule);
        }
        let _ = writeln!(text, "{region}");
        let (verb, opponent_verb) = match self.goal {
            Goal::Live => ("lives", "kills"),
            Goal::Kill => ("kills", "lives"),
        };
        let answer = match self.status {
            Status::Success => format!("success: {to_play} {verb}"),
            Status::Ko => format!("ko: {to_play} {verb} by ko"),
            Status::Failure => format!("failure: {opponent} {opponent_verb}"),
            Status::Unknown => "unknown: the budget ran out before an answer".to_string(),
        };
        let _ = writeln!(text, "\n{answer}");
        match self.status {
            Status::Success | Status::Ko => {
                let label = if self.correct_moves.len() == 1 {
                    "Correct move"
                } else {
                    "Correct moves"
                };
                let _ = writeln!(text, "{label}: {}", self.correct_moves.join(" "));
                let _ = writeln!(text, "Main line: {}", self.pv_words.join(" "));
            }
            Status::Failure if !self.pv.is_empty() => {
                let _ = writeln!(text, "Best try: {}", self.pv_words.join(" "));
            }
            Status::Failure | Status::Unknown => {}
        }
        if !self.refutations.is_empty() {
            let _ = writeln!(text, "Refutations:");
            for ((first, _), line) in self.refutations.iter().zip(&self.refutation_words) {
                let rest = match line.get(1..) {
                    // The move loses at once: the position after it is decided.
                    None | Some([]) => "(no answer needed)".to_string(),
                    Some(rest) => rest.join(" "),
                };
                let _ = writeln!(text, "  {first}: {rest}");
            }
        }
        if !self.refuted_without_line.is_empty() {
            let _ = writeln!(
                text,
                "Also wrong (proven; the budget left no time to read their lines): {}",
                self.refuted_without_line.join(" ")
            );
        }
        if !self.undecided.is_empty() {
            let _ = writeln!(
                text,
                "Undecided (not settled within the budget and the proof-tree limit): {}",
                self.undecided.join(" ")
            );
        }
        let _ = writeln!(
            text,
            "{} nodes in {}",
            thousands(self.nodes),
            duration(Duration::from_millis(self.ms))
        );
        if let Some(sgf) = &self.sgf {
            let _ = writeln!(text, "Solution tree: {sgf}");
        }
    }
}

/// The problem as posed, cut to its part of the board: the area and the targets, one
/// line more on every side, and the board's edge where it is within two lines, so a
/// 19×19 corner problem prints as the corner. The whole board when a stone would fall
/// outside the cut.
fn cropped_diagram(board: &Board, area: Option<Area>, problem: &Tsumego) -> String {
    let geometry = board.geometry();
    let (width, height) = (geometry.width(), geometry.height());
    let stones: Vec<Vertex> = geometry
        .points()
        .filter(|&p| board.stone(p).is_some())
        .map(|p| geometry.vertex(p))
        .collect();
    let targets = problem.targets().iter().map(|&p| board.vertex(p));
    let Some(mut cut) = Area::around(area.into_iter().flat_map(corners).chain(targets)) else {
        return board.to_string();
    };
    cut = cut.grown(1, geometry);
    if cut.left <= 2 {
        cut.left = 0;
    }
    if cut.bottom <= 2 {
        cut.bottom = 0;
    }
    if cut.right + 3 >= width {
        cut.right = width - 1;
    }
    if cut.top + 3 >= height {
        cut.top = height - 1;
    }
    let whole = cut == Area::new(Vertex::new(0, 0), Vertex::new(width - 1, height - 1));
    if whole || stones.iter().any(|&v| !cut.contains(v)) {
        return board.to_string();
    }
    let [lower_left, upper_right] = corners(cut);
    Diagram::within(board, lower_left, upper_right).to_string()
}

fn corners(area: Area) -> [Vertex; 2] {
    [
        Vertex::new(area.left, area.bottom),
        Vertex::new(area.right, area.top),
    ]
}

/// `1 stone`, `3 stones`.
fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `1,234,567`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut text = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

/// `12 ms`, `3.4 s`, `2 min 5 s`.
fn duration(time: Duration) -> String {
    let ms = time.as_millis();
    if ms < 1000 {
        format!("{ms} ms")
    } else if ms < 60_000 {
        format!("{:.1} s", time.as_secs_f64())
    } else {
        format!("{} min {} s", ms / 60_000, (ms % 60_000) / 1000)
    }
}

/// The tally of a batch.
#[derive(Debug, Default)]
pub struct SolveTally {
    success: usize,
    ko: usize,
    failure: usize,
    unknown: usize,
    /// Problems that could not be read or posed.
    pub errors: usize,
    nodes: u64,
}

impl SolveTally {
    /// Counts one report.
    pub fn add(&mut self, report: &ProblemReport) {
        match report {
            ProblemReport::Failed(_) => self.errors += 1,
            ProblemReport::Solved(solved) => {
                *match solved.status {
                    Status::Success => &mut self.success,
                    Status::Ko => &mut self.ko,
                    Status::Failure => &mut self.failure,
                    Status::Unknown => &mut self.unknown,
                } += 1;
                self.nodes += solved.nodes;
            }
        }
    }

    /// One line: the counts, the nodes and the wall time of the batch.
    pub fn to_text(&self, wall: Duration) -> String {
        let total = self.success + self.ko + self.failure + self.unknown + self.errors;
        format!(
            "{}: {} success, {} ko, {} failure, {} unknown, {} {}; {} nodes in {}\n",
            plural(total, "problem"),
            self.success,
            self.ko,
            self.failure,
            self.unknown,
            self.errors,
            if self.errors == 1 { "error" } else { "errors" },
            thousands(self.nodes),
            duration(wall),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_like_numbers() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(duration(Duration::from_millis(12)), "12 ms");
        assert_eq!(duration(Duration::from_millis(3456)), "3.5 s");
        assert_eq!(duration(Duration::from_secs(125)), "2 min 5 s");
    }
}
