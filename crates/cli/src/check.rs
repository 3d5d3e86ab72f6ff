//! `tesuji check PATH...`: a problem collection's solution trees checked against proofs,
//! the book's errors reported node by node, and with `--fix` written back corrected.
//!
//! The library reads the trees (`tesuji_tsumego::book`), checks them
//! (`tesuji_tsumego::check`) and applies the findings (`tesuji_tsumego::fix`); this module
//! finds the files, runs the batch and formats.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::Args as ClapArgs;
use serde::Serialize;
use tesuji_go::sgf::{Game, Location};
use tesuji_go::{Color, Move};
use tesuji_tsumego::book::{Book, Claim};
use tesuji_tsumego::check::{Finding, FindingKind, Level, Review, check};
use tesuji_tsumego::{Request, Statement, Tsumego};

use crate::batch::BatchArgs;
use crate::rules::RulesArgs;
use crate::solve::input::{self, SgfFile};
use crate::solve::{Names, Output, progress_bar};

/// How `tesuji check --help` explains the findings and the JSON.
const ABOUT_OUTPUT: &str = "\
Each game of each file is a problem: its root position is posed as `tesuji solve` poses
it (the side to play from PL, else the statement on the comment's first line, else the
colour of the tree's first move), and its variations are the author's solution tree.
Lines are read as right or wrong from C[RIGHT] (the word RIGHT in capitals anywhere in a
comment), comments starting with Correct/Right or Wrong/Incorrect (any case), WRONG in
capitals, TE/BM on the side to play's moves and GB/GW; a line is right if a node of it
is marked right, wrong if none is and one is marked wrong, else unmarked (--explain
lists the marks read).

The problem is solved, then the tree is checked node by node. Findings (kind, level):
  right-fails (error)          a move the book calls right fails; proof: its refutation
  missing-correct (error)      a correct first move the book does not have; proof: its line
  correct-called-wrong (error) a correct move the book calls wrong; proof: its line
  unanswered (error)           an opponent's move on a right line left without the answer
                               it needs; proof: the answer that works
  refutation-fails (error)     no book reply to a wrong move refutes it; proof: the move
                               that still works after the first; instead: the refutation
  missing-refutation (error)   a wrong line ends where the opponent still has to find
                               the refutation; proof: the refutation
  status-contradicted (error)  a right line's comment says ko where the proof needs
                               none, or a plain result where only a ko reaches it
  illegal-move, out-of-turn, setup-in-tree (error)   the lines below are not checked
  no-tree (error)              the problem has no solution tree
  refutation-holds (note)      a book refutation the proof confirms
  unmarked (note)              a first move neither right nor wrong
  undecided                    what the budget left open (never an error)
  in-frame (undecided)         a move where the tsumego frame stands: not judged
  pose-fails (undecided)       no first move reaches the inferred goal: the book asks
                               something else, and the tree is not judged

With --json each problem is one line: file, game (from 1), name (GN or null), to_play
(B or W), goal, status (the proof's: success, ko, failure, unknown), correct_moves,
book (right, wrong and unmarked first moves), findings (each: kind, level, node (the
child taken at each node from the root, from 0), at (line:column of the node or null),
moves (the book's moves to the node), proof, instead, message), errors (how many
findings are errors), nodes, ms, fixed (the file --fix wrote, or null), and with
--explain marks (node, move, mark, convention). A file that cannot be read or posed
gives {\"file\":...,\"status\":\"error\",\"error\":...}. Moves are GTP vertices or pass.

--fix DIR writes each file to DIR/<stem>.sgf with the findings applied: correct moves,
answers and refutations added as variations (RIGHT / Wrong. on the last node), wrong
marks turned over, every change said in the node's comment after [tesuji check].

Exit status: 0 when no error was found, 1 when errors were found, 2 when a file could
not be read or a problem could not be posed (the rest is still checked).";

/// Options of `tesuji check`.
#[derive(Debug, ClapArgs)]
#[command(after_long_help = ABOUT_OUTPUT)]
pub struct Check {
    /// SGF files (a file may hold a collection of problems), directories (searched
    /// recursively for *.sgf, in sorted order), or `-` for standard input.
    #[arg(value_name = "PATH", required = true)]
    paths: Vec<String>,
    /// Print one JSON object per problem per line.
    #[arg(long)]
    json: bool,
    /// Also list the marks read from each tree (node, move, right or wrong, convention).
    #[arg(long)]
    explain: bool,
    /// Write each file with the findings applied to DIR/<file stem>.sgf.
    #[arg(long, value_name = "DIR")]
    fix: Option<PathBuf>,
    #[command(flatten)]
    batch: BatchArgs,
    #[command(flatten)]
    rules: RulesArgs,
    /// Solve on the board as given, without the tsumego frame.
    #[arg(long)]
    no_frame: bool,
}

/// One problem of the batch.
struct Item {
    /// The file, with `#N` for the N-th game of a collection of several.
    name: String,
    /// Which file of the batch it comes from.
    file: usize,
    /// Its game in the file, from 0.
    game: usize,
    /// The problem and its tree, or why there are none.
    posed: Result<(Tsumego, Book), String>,
}

impl Check {
    /// Checks every problem, printing each report as soon as it and all before it are
    /// ready.
    pub fn run(self) -> ExitCode {
        let start = Instant::now();
        if let Some(dir) = &self.fix
            && let Err(e) = std::fs::create_dir_all(dir)
        {
            eprintln!("error: cannot create the directory {}: {e}", dir.display());
            return ExitCode::from(2);
        }
        let files = input::files(&self.paths);
        let items = self.items(&files);
        let config = self.batch.config();
        let work = |item: &Item, stop: &Arc<AtomicBool>| {
            let (problem, book) = item.posed.as_ref().ok()?;
            let mut config = config.clone();
            config.budget.cancel = Some(Arc::clone(stop));
            Some(check(problem, book, &config))
        };
        let jobs = self.batch.jobs(items.len());
        let progress = progress_bar(items.len());
        let mut out = Output::new(progress.clone());
        let mut summary = CheckTally::default();
        let mut fixes = Fixes::new(&files);
        crate::batch::run_all(&items, jobs, work, |index, review| {
            let item = &items[index];
            progress.inc(1);
            let (problem, book, review) = match (&item.posed, review) {
                (Ok((problem, book)), Some(review)) => (problem, book, review),
                (Err(error), _) => {
                    summary.unreadable += 1;
                    return self.failed(&mut out, &item.name, error);
                }
                (Ok(_), None) => {
                    summary.unreadable += 1;
                    return self.failed(&mut out, &item.name, "not checked");
                }
            };
            let game = files[item.file]
                .collection
                .as_ref()
                .map(|c| &c.games()[item.game]);
            let mut report =
                CheckReport::new(item, game.ok(), problem, book, &review, self.explain);
            if let (Some(dir), Ok(game)) = (&self.fix, game) {
                let fixed = tesuji_tsumego::fix::fixed(
                    game.root(),
                    game.info().height,
                    problem.to_play(),
                    &review,
                );
                match fixes.add(dir, &files, item, tesuji_go::sgf::to_text(&fixed)) {
                    Ok(path) => report.fixed = path,
                    Err(error) => return self.failed(&mut out, &item.name, &error),
                }
            }
            summary.add(&report);
            if self.json {
                out.print(&format!(
                    "{}\n",
                    serde_json::to_string(&report).unwrap_or_default()
                ))
            } else {
                out.print(&report.text(index == 0))
            }
        });
        progress.finish_and_clear();
        if items.len() > 1 && !out.closed {
            let text = summary.text(start.elapsed());
            if self.json {
                out.error(&text);
            } else {
                out.print(&format!("\n{text}"));
            }
        }
        if summary.unreadable > 0 {
            ExitCode::from(2)
        } else if summary.errors > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        }
    }

    /// Every game of every file, posed with its tree.
    fn items(&self, files: &[SgfFile]) -> Vec<Item> {
        let mut items = Vec::new();
        for (file_index, file) in files.iter().enumerate() {
            let collection = match &file.collection {
                Ok(collection) => collection,
                Err(error) => {
                    items.push(Item {
                        name: file.name.clone(),
                        file: file_index,
                        game: 0,
                        posed: Err(error.clone()),
                    });
                    continue;
                }
            };
            let games = collection.games();
            for (i, game) in games.iter().enumerate() {
                let (name, _) = input::game_name(&file.name, &file.stem, i, games.len());
                let posed = self.pose(game, &name);
                items.push(Item {
                    name,
                    file: file_index,
                    game: i,
                    posed,
                });
            }
        }
        items
    }

    /// One game's problem and tree. Where neither `PL` nor the statement says who plays,
    /// the tree's first move does.
    fn pose(&self, game: &Game, name: &str) -> Result<(Tsumego, Book), String> {
        let rules = input::rules_of(game, &self.rules);
        let stated = game.root_comment().map(Statement::read).unwrap_or_default();
        let tree_first = Book::read(game, Color::Black)
            .map_err(|e| e.to_string())?
            .first_color();
        let to_play = match (game.root_player(), stated.to_play) {
            (None, None) => tree_first,
            _ => None,
        };
        let request = Request {
            to_play,
            frame: !self.no_frame,
            ko_rule: rules.ko,
            ..Request::default()
        };
        let problem =
            Tsumego::from_sgf(game, rules, &request).map_err(|e| input::problem_error(name, &e))?;
        let book = Book::read(game, problem.to_play()).map_err(|e| e.to_string())?;
        Ok((problem, book))
    }

    fn failed(&self, out: &mut Output, name: &str, error: &str) -> bool {
        if self.json {
            let line = serde_json::json!({"file": name, "status": "error", "error": error});
            out.print(&format!("{line}\n"))
        } else {
            out.error(&format!("error: {error}\n"))
        }
    }
}

/// The files `--fix` writes: each once every game of it is checked.
struct Fixes {
    names: Names,
    /// Per file of the batch: the games' fixed text so far.
    pending: HashMap<usize, Vec<String>>,
    /// How many games each file holds.
    games: Vec<usize>,
}

impl Fixes {
    fn new(files: &[SgfFile]) -> Fixes {
        Fixes {
            names: Names::default(),
            pending: HashMap::new(),
            games: files
                .iter()
                .map(|f| f.collection.as_ref().map_or(0, |c| c.games().len()))
                .collect(),
        }
    }

    /// Adds a game's fixed tree; writes the file when it is the last game of it, and
    /// says where.
    fn add(
        &mut self,
        dir: &std::path::Path,
        files: &[SgfFile],
        item: &Item,
        text: String,
    ) -> Result<Option<String>, String> {
        let games = self.pending.entry(item.file).or_default();
        games.push(text);
        if games.len() < self.games[item.file] {
            return Ok(None);
        }
        let text = games.join("\n") + "\n";
        let path = dir.join(format!("{}.sgf", self.names.unique(&files[item.file].stem)));
        self.pending.remove(&item.file);
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(Some(path.display().to_string()))
    }
}

/// One problem's report.
#[derive(Serialize)]
struct CheckReport {
    file: String,
    game: usize,
    name: Option<String>,
    to_play: Color,
    goal: tesuji_tsumego::Goal,
    status: tesuji_tsumego::Status,
    correct_moves: Vec<String>,
    book: BookMoves,
    findings: Vec<FindingReport>,
    errors: usize,
    nodes: u64,
    ms: u64,
    fixed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    marks: Option<Vec<MarkReport>>,
}

#[derive(Serialize)]
struct BookMoves {
    right: Vec<String>,
    wrong: Vec<String>,
    unmarked: Vec<String>,
}

#[derive(Serialize)]
struct FindingReport {
    kind: &'static str,
    level: &'static str,
    node: Vec<usize>,
    at: Option<String>,
    moves: Vec<String>,
    proof: Vec<String>,
    instead: Vec<String>,
    message: String,
}

#[derive(Serialize)]
struct MarkReport {
    node: Vec<usize>,
    #[serde(rename = "move")]
    mv: Option<String>,
    mark: &'static str,
    convention: &'static str,
}

fn names(moves: &[Move]) -> Vec<String> {
    moves.iter().map(Move::to_string).collect()
}

impl CheckReport {
    fn new(
        item: &Item,
        game: Option<&Game>,
        problem: &Tsumego,
        book: &Book,
        review: &Review,
        explain: bool,
    ) -> CheckReport {
        let mut moves = BookMoves {
            right: Vec::new(),
            wrong: Vec::new(),
            unmarked: Vec::new(),
        };
        for node in book.first_moves() {
            if let Some((_, mv)) = node.mv {
                let list = match node.claim() {
                    Claim::Right => &mut moves.right,
                    Claim::Wrong => &mut moves.wrong,
                    Claim::Unmarked => &mut moves.unmarked,
                };
                list.push(mv.to_string());
            }
        }
        let player = problem.to_play();
        let findings: Vec<FindingReport> = review
            .findings
            .iter()
            .map(|f| FindingReport {
                kind: f.kind.name(),
                level: f.kind.level().name(),
                node: f.path.clone(),
                at: f.location.map(|l: Location| l.to_string()),
                moves: names(&f.moves),
                proof: names(&f.proof),
                instead: names(&f.instead),
                message: message(f, player, review),
            })
            .collect();
        let marks = explain.then(|| {
            book.root
                .nodes()
                .filter_map(|node| {
                    let (mark, convention) = node.mark?;
                    Some(MarkReport {
                        node: node.path.clone(),
                        mv: node.mv.map(|(_, mv)| mv.to_string()),
                        mark: mark.name(),
                        convention: convention.name(),
                    })
                })
                .collect()
        });
        let pose = review.solution.pose(problem);
        CheckReport {
            file: item.name.clone(),
            game: item.game + 1,
            name: game.and_then(game_name),
            to_play: player,
            goal: pose.goal(),
            status: review.solution.status,
            correct_moves: names(&review.solution.correct_moves),
            book: moves,
            errors: review.errors().count(),
            findings,
            nodes: review.nodes,
            ms: u64::try_from(review.elapsed.as_millis()).unwrap_or(u64::MAX),
            fixed: None,
            marks,
        }
    }

    fn text(&self, first: bool) -> String {
        use std::fmt::Write as _;
        let mut text = String::new();
        if !first {
            text.push('\n');
        }
        let name = self
            .name
            .as_deref()
            .map(|n| format!(" ({n})"))
            .unwrap_or_default();
        let _ = writeln!(text, "{}{name}", self.file);
        let correct = if self.correct_moves.is_empty() {
            String::new()
        } else {
            format!(" with {}", self.correct_moves.join(", "))
        };
        let listed = |moves: &[String]| {
            if moves.is_empty() {
                "none".to_string()
            } else {
                moves.join(", ")
            }
        };
        let _ = writeln!(
            text,
            "  {} to play and {}: {}{correct}; the book's right first moves: {}, wrong: {}",
            self.to_play.title(),
            self.goal,
            self.status,
            listed(&self.book.right),
            listed(&self.book.wrong)
        );
        for f in &self.findings {
            let at =
                f.at.as_deref()
                    .map(|a| format!(" at {a}"))
                    .unwrap_or_default();
            // An undecided question is said once, not as "undecided undecided".
            let kind = if f.kind == f.level {
                String::new()
            } else {
                format!(" {}", f.kind)
            };
            let _ = writeln!(text, "  {}{kind}{at}: {}", f.level, f.message);
        }
        if let Some(marks) = &self.marks {
            for m in marks {
                let _ = writeln!(
                    text,
                    "  mark: node {:?} {} {} ({})",
                    m.node,
                    m.mv.as_deref().unwrap_or("-"),
                    m.mark,
                    m.convention
                );
            }
        }
        if self.findings.iter().all(|f| f.level != "error") {
            let _ = writeln!(text, "  no error found");
        }
        if let Some(path) = &self.fixed {
            let _ = writeln!(text, "  fixed: {path}");
        }
        text
    }
}

/// The game's `GN`.
fn game_name(game: &Game) -> Option<String> {
    game.root().properties().find_map(|prop| match prop {
        tesuji_go::sgf::Prop::GN(text) => Some(text.text.clone()),
        _ => None,
    })
}

/// Moves in turn from `color`: "Black C1, White B1".
fn line(color: Color, moves: &[Move]) -> String {
    let mut color = color;
    let mut words = Vec::new();
    for mv in moves {
        words.push(format!("{} {mv}", color.title()));
        color = color.opponent();
    }
    if words.is_empty() {
        "nothing".to_string()
    } else {
        words.join(", ")
    }
}

/// A finding in a sentence.
fn message(finding: &Finding, player: Color, review: &Review) -> String {
    let opponent = player.opponent();
    let book = match finding.moves.as_slice() {
        [] => "the root".to_string(),
        moves => format!("line: {}", line(player, moves)),
    };
    let last = finding
        .moves
        .last()
        .map(Move::to_string)
        .unwrap_or_default();
    // Who plays the node's move: the moves alternate from the player.
    let mover = if finding.moves.len() % 2 == 1 {
        player
    } else {
        opponent
    };
    match &finding.kind {
        FindingKind::RightFails => {
            let mut text = format!(
                "the book calls {} {last} right ({book}), but it fails: {}",
                mover.title(),
                line(mover, &finding.proof)
            );
            if !finding.instead.is_empty() {
                text += &format!("; what works: {}", line(mover, &finding.instead));
            }
            text
        }
        FindingKind::MissingCorrect => format!(
            "a correct first move the book does not have: {}",
            line(player, &finding.proof)
        ),
        FindingKind::CorrectCalledWrong => format!(
            "the book calls {} {last} wrong ({book}), but it is correct: {}",
            mover.title(),
            line(mover, &finding.proof)
        ),
        FindingKind::Unanswered => format!(
            "the book does not answer {} {last} ({book}); the answer that works: {}",
            mover.title(),
            line(player, &finding.proof)
        ),
        FindingKind::RefutationFails => format!(
            "no book reply refutes the wrong move: after {} {last} ({book}), {} still \
             reaches the status by {}; the refutation: {}",
            mover.title(),
            player.title(),
            line(player, &finding.proof),
            line(opponent, &finding.instead)
        ),
        FindingKind::MissingRefutation => format!(
            "the wrong line ends before the result is settled ({book}); the refutation: {}",
            line(opponent, &finding.proof)
        ),
        FindingKind::StatusContradicted { book_says_ko } => {
            let says = if *book_says_ko {
                "a ko"
            } else {
                "a result without ko"
            };
            format!(
                "the right line's comment states {says}, the proof says {}",
                review.solution.status
            )
        }
        FindingKind::IllegalMove(error) => format!("an illegal move ({book}): {error}"),
        FindingKind::OutOfTurn => format!(
            "{last} is played by the side not to move (move {} of the line): a tree for the \
             other side, or one side twice",
            finding.moves.len()
        ),
        FindingKind::NoTree => "the problem has no solution tree".to_string(),
        FindingKind::SetupInTree => format!("stones set up by hand ({book}): not checked below"),
        FindingKind::RefutationHolds => format!("the book's refutation holds ({book})"),
        FindingKind::InFrame => {
            format!("{last} stands where the tsumego frame fills the board ({book}): not judged")
        }
        FindingKind::Unmarked => {
            format!("{} {last} is neither marked right nor wrong", mover.title())
        }
        FindingKind::Undecided if finding.path.is_empty() => {
            "the budget ran out before the tree was checked in full".to_string()
        }
        FindingKind::Undecided => format!("undecided within the budget ({book})"),
        FindingKind::PoseFails => format!(
            "as posed (the goal inferred), no first move of {} works: the book asks \
             something else, and its tree is not judged (a first comment line such as \
             \"{} to play and live\" states the goal)",
            player.title(),
            player.title()
        ),
    }
}

/// The batch's counts.
#[derive(Default)]
struct CheckTally {
    problems: usize,
    with_errors: usize,
    errors: usize,
    undecided: usize,
    unreadable: usize,
    nodes: u64,
}

impl CheckTally {
    fn add(&mut self, report: &CheckReport) {
        self.problems += 1;
        self.errors += report.errors;
        self.with_errors += usize::from(report.errors > 0);
        self.undecided += report
            .findings
            .iter()
            .filter(|f| f.level == Level::Undecided.name())
            .count();
        self.nodes += report.nodes;
    }

    fn text(&self, wall: Duration) -> String {
        format!(
            "{} problems checked: {} errors in {} problems, {} questions undecided, {} \
             files or problems unreadable; {} nodes in {:.1} s\n",
            self.problems,
            self.errors,
            self.with_errors,
            self.undecided,
            self.unreadable,
            self.nodes,
            wall.as_secs_f64()
        )
    }
}
