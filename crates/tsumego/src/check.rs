//! Checking a problem's solution tree against proofs: what the author calls right and
//! wrong, node by node, against what the search proves.
//!
//! The problem is solved first ([`solve`]: the status for the side to play, every correct
//! first move, the refutation of every other). Then the tree is walked along the lines the
//! author wrote:
//!
//! - at each node where the side to play (the *player*) moves, every move the author
//!   calls right must reach the problem's status, and one the author calls wrong must not;
//!   at the root every correct first move must be in the tree;
//! - on a right line, every move of the opponent must be answered, unless passing keeps
//!   the result (the answer that works is given);
//! - on a wrong line, the opponent's moves must refute: at least one of them must leave the
//!   player short of the status; a wrong move with no reply at all, where the opponent
//!   has to find one, is a line that ends before the result is settled;
//! - a right line whose last comment states a result (ko, or a kill or life without
//!   one) must agree with the status.
//!
//! Every question below the root is answered by [`read`] on the position the line
//! reaches, with what is left of the problem's budget; what the budget leaves open is
//! reported [undecided](FindingKind::Undecided), never as an error.

use std::time::{Duration, Instant};

use tesuji_go::sgf::Location;
use tesuji_go::{Color, IllegalMove, Move};
use tesuji_search::{Budget, Config};

use crate::book::{Book, BookNode, Claim, Correctness, moves_below};
use crate::{Solution, Source, Status, Tsumego, read, solve};

/// What a finding says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FindingKind {
    /// A move the book calls right fails: the proof refutes it.
    RightFails,
    /// A correct first move the book does not have (an alternative solution).
    MissingCorrect,
    /// A correct move the book calls wrong.
    CorrectCalledWrong,
    /// An opponent's move on a right line that the book leaves unanswered where an answer
    /// is needed.
    Unanswered,
    /// A wrong move none of whose book replies refutes it.
    RefutationFails,
    /// A wrong move whose line ends where the opponent still has to find the refutation.
    MissingRefutation,
    /// A result the book states on a right line (ko, or a kill or life without ko) that
    /// the proof contradicts.
    StatusContradicted {
        /// Whether the book's words say ko.
        book_says_ko: bool,
    },
    /// A move the rules forbid.
    IllegalMove(IllegalMove),
    /// A move by the side not to move: a tree for the other side, or one side twice.
    OutOfTurn,
    /// The problem has no solution tree.
    NoTree,
    /// A node that sets stones up instead of playing: the lines below it are not checked.
    SetupInTree,
    /// A move on a point the tsumego frame fills: legal as the problem is posed, but not
    /// on the board the search runs on, so not judged.
    InFrame,
    /// A book reply that refutes a wrong move, as the proof confirms.
    RefutationHolds,
    /// A first move the book neither calls right nor wrong.
    Unmarked,
    /// A question the budget left open.
    Undecided,
    /// No first move reaches the goal the check inferred (the goal or the target was not
    /// stated): a book problem has an answer, so the book asks something else, and the
    /// tree is not judged against this pose.
    PoseFails,
}

/// How much a finding weighs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// An error in the book (or a tree that cannot be checked).
    Error,
    /// Something confirmed or worth knowing.
    Note,
    /// Not decided within the budget.
    Undecided,
}

impl Level {
    /// `error`, `note` or `undecided`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Error => "error",
            Level::Note => "note",
            Level::Undecided => "undecided",
        }
    }
}

/// `error`, `note` or `undecided`, in any case.
impl std::str::FromStr for Level {
    type Err = tesuji_search::NameError;

    fn from_str(text: &str) -> Result<Level, Self::Err> {
        let all = [Level::Error, Level::Note, Level::Undecided];
        tesuji_search::by_name(text, &all, Level::name, "level", "error, note or undecided")
    }
}

impl FindingKind {
    /// The kind's name in reports: `right-fails`, `missing-correct`, ...
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            FindingKind::RightFails => "right-fails",
            FindingKind::MissingCorrect => "missing-correct",
            FindingKind::CorrectCalledWrong => "correct-called-wrong",
            FindingKind::Unanswered => "unanswered",
            FindingKind::RefutationFails => "refutation-fails",
            FindingKind::MissingRefutation => "missing-refutation",
            FindingKind::StatusContradicted { .. } => "status-contradicted",
            FindingKind::IllegalMove(_) => "illegal-move",
            FindingKind::OutOfTurn => "out-of-turn",
            FindingKind::NoTree => "no-tree",
            FindingKind::SetupInTree => "setup-in-tree",
            FindingKind::InFrame => "in-frame",
            FindingKind::RefutationHolds => "refutation-holds",
            FindingKind::Unmarked => "unmarked",
            FindingKind::Undecided => "undecided",
            FindingKind::PoseFails => "pose-fails",
        }
    }

    /// How much it weighs.
    #[must_use]
    pub fn level(&self) -> Level {
        match self {
            FindingKind::RefutationHolds | FindingKind::Unmarked => Level::Note,
            FindingKind::Undecided | FindingKind::InFrame | FindingKind::PoseFails => {
                Level::Undecided
            }
            _ => Level::Error,
        }
    }
}

/// One thing the check found, at one node of the tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// What it is.
    pub kind: FindingKind,
    /// The node it is about, as the children taken from the root (`[]`: the root).
    pub path: Vec<usize>,
    /// Where that node starts in the file.
    pub location: Option<Location>,
    /// The book's moves from the root to that node.
    pub moves: Vec<Move>,
    /// The line that proves it, played from the node's parent for a move that fails or
    /// is correct (the move itself first), from the node itself otherwise: the refutation
    /// of a failing move, the line of a correct one, the answer that works to an
    /// unanswered move, the player's move that still works after a reply that does not
    /// refute, the refutation a wrong line lacks.
    pub proof: Vec<Move>,
    /// Where the book's move fails, what works there instead: the answer that works in
    /// place of a failing answer, the refutation of a wrong move whose book replies do
    /// not refute it (empty when there is nothing to say).
    pub instead: Vec<Move>,
}

/// A checked problem.
#[derive(Clone, Debug)]
pub struct Review {
    /// The proof's answer at the root.
    pub solution: Solution,
    /// What the check found, in the order of the tree (notes and undecided questions
    /// too; see [`FindingKind::level`]).
    pub findings: Vec<Finding>,
    /// Node expansions of every search.
    pub nodes: u64,
    /// Wall time of the whole check.
    pub elapsed: Duration,
}

impl Review {
    /// The findings that are errors.
    pub fn errors(&self) -> impl Iterator<Item = &Finding> {
        self.findings
            .iter()
            .filter(|f| f.kind.level() == Level::Error)
    }
}

/// Checks `book`, the solution tree of `tsumego`, against proofs, within the budget of
/// `config` for the whole problem (the root's answer first, then the tree's questions).
#[must_use]
pub fn check(tsumego: &Tsumego, book: &Book, config: &Config) -> Review {
    let start = Instant::now();
    let budget = config.budget.started();
    let solution = solve(
        tsumego,
        &Config {
            budget: budget.clone(),
            ..config.clone()
        },
    );
    let pose = solution.pose(tsumego).clone();
    let mut checker = Checker {
        config,
        budget,
        nodes: solution.nodes,
        player: tsumego.to_play(),
        target: solution.status,
        findings: Vec::new(),
        spent: false,
    };
    checker.review(&pose, book, &solution);
    Review {
        findings: checker.findings,
        nodes: checker.nodes,
        solution,
        elapsed: start.elapsed(),
    }
}

/// The verdict on one move.
enum Judgement {
    /// It reaches the status: the line, the move first.
    Correct(Vec<Move>),
    /// It falls short: the refutation, the move first.
    Fails(Vec<Move>),
    /// The budget left it open.
    Undecided,
}

/// The role of a line in the book.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Right,
    Wrong,
}

struct Checker<'a> {
    config: &'a Config,
    /// The problem's budget, started.
    budget: Budget,
    nodes: u64,
    /// The side the problem asks to play.
    player: Color,
    /// The status at the root, which every right line must reach.
    target: Status,
    findings: Vec<Finding>,
    /// Whether the budget ran out in the tree (reported once).
    spent: bool,
}

/// Whether the goal of `pose` is the check's inference rather than the problem's
/// statement or the caller's word.
fn pose_inferred(pose: &Tsumego) -> bool {
    pose.sources().goal == Source::Inferred
}

/// The status for the other side.
fn for_other(status: Status) -> Status {
    match status {
        Status::Success => Status::Failure,
        Status::Failure => Status::Success,
        other => other,
    }
}

/// How good a status is for the side it is of.
fn rank(status: Status) -> u8 {
    match status {
        Status::Success => 2,
        Status::Ko => 1,
        Status::Failure | Status::Unknown => 0,
    }
}

impl Checker<'_> {
    fn review(&mut self, pose: &Tsumego, book: &Book, solution: &Solution) {
        if book.is_empty() {
            self.note(FindingKind::NoTree, &book.root, &[], Vec::new());
        }
        if solution.status == Status::Unknown {
            self.note(FindingKind::Undecided, &book.root, &[], Vec::new());
            return;
        }
        if solution.status == Status::Failure && pose_inferred(pose) {
            // Judging the author's moves against a goal the author never set would
            // report the inference's mistake as the book's (on the corpus: 9 of 12
            // "right moves that fail" were such poses).
            self.note(FindingKind::PoseFails, &book.root, &[], solution.pv.clone());
            return;
        }
        if book.is_empty() {
            self.missing_first_moves(&book.root, pose, solution);
            return;
        }
        self.player_node(&book.root, pose, &[], Role::Right, Some(solution));
        if let Some(leaf) = book
            .root
            .nodes()
            .find(|n| matches!(n.mark, Some((Correctness::Right, _))))
            && let Some(says_ko) = node_states_ko(leaf)
            && says_ko != (self.target == Status::Ko)
            && self.target != Status::Failure
        {
            self.note(
                FindingKind::StatusContradicted {
                    book_says_ko: says_ko,
                },
                leaf,
                &[],
                solution.pv.clone(),
            );
        }
        if self.spent {
            self.note(FindingKind::Undecided, &book.root, &[], Vec::new());
        }
    }

    /// A node where the player moves (the root, or after an opponent's move).
    fn player_node(
        &mut self,
        node: &BookNode,
        pos: &Tsumego,
        line: &[Move],
        role: Role,
        solution: Option<&Solution>,
    ) {
        let mut answered = false;
        for child in moves_below(node) {
            let Some((mv, next)) = self.play(child, pos, line, self.player) else {
                continue;
            };
            let here = extend(line, mv);
            let claim = child.claim();
            if claim == Claim::Unmarked {
                if solution.is_some() {
                    self.note(FindingKind::Unmarked, child, &here, Vec::new());
                }
                continue;
            }
            // A move the author gives as right answers the node, correct or not (one
            // that fails is reported as such, with the answer that works).
            answered |= claim == Claim::Right;
            let verdict = match solution {
                Some(solution) => self.root_verdict(solution, mv, &next),
                None => self.verdict(mv, &next),
            };
            match (claim, verdict) {
                (_, Judgement::Undecided) => self.undecided(child, &here),
                (Claim::Right, Judgement::Correct(_)) => {
                    self.opponent_node(child, &next, &here, Role::Right, Vec::new());
                }
                (Claim::Right, Judgement::Fails(refutation)) => {
                    // Below the root, the answer that works goes with it.
                    let instead = match solution {
                        None => self.best_line(pos).unwrap_or_default(),
                        Some(_) => Vec::new(),
                    };
                    let refutation = playable(pos, &refutation, self.player.opponent());
                    let instead = playable(pos, &instead, self.player);
                    self.add(FindingKind::RightFails, child, &here, refutation, instead);
                }
                (_, Judgement::Correct(correct)) => {
                    answered = true;
                    let correct = playable(pos, &correct, self.player);
                    self.add(
                        FindingKind::CorrectCalledWrong,
                        child,
                        &here,
                        correct,
                        Vec::new(),
                    );
                    self.opponent_node(child, &next, &here, Role::Right, Vec::new());
                }
                (_, Judgement::Fails(refutation)) => {
                    self.opponent_node(child, &next, &here, Role::Wrong, refutation);
                }
            }
        }
        match solution {
            Some(solution) => self.missing_first_moves(node, pos, solution),
            None if role == Role::Right && !answered => self.needs_answer(node, pos, line),
            None => {}
        }
    }

    /// A node where the opponent moves, after the player's `line`: on a right line every
    /// reply is followed; on a wrong line one must refute (`refutation` is the proof's).
    fn opponent_node(
        &mut self,
        node: &BookNode,
        pos: &Tsumego,
        line: &[Move],
        role: Role,
        refutation: Vec<Move>,
    ) {
        let mut replies = Vec::new();
        for child in moves_below(node) {
            if let Some((mv, next)) = self.play(child, pos, line, self.player.opponent()) {
                replies.push((child, extend(line, mv), next));
            }
        }
        if role == Role::Right {
            for (child, here, next) in &replies {
                self.player_node(child, next, here, Role::Right, None);
            }
            return;
        }
        // The proof's refutation, without the wrong move itself.
        let answer: Vec<Move> = refutation.iter().skip(1).copied().collect();
        if replies.is_empty() {
            let answer = playable(pos, &answer, self.player.opponent());
            if answer.first().is_some_and(|&m| m != Move::Pass) {
                self.add(
                    FindingKind::MissingRefutation,
                    node,
                    line,
                    answer,
                    Vec::new(),
                );
            }
            return;
        }
        let answer = playable(pos, &answer, self.player.opponent());
        let mut failed = Vec::new();
        let mut held = false;
        for (child, here, next) in &replies {
            match self.status_line(next) {
                None => self.undecided(child, here),
                Some((status, still)) if rank(status) >= rank(self.target) => {
                    let still = playable(next, &still, self.player);
                    failed.push((*child, here.clone(), still));
                }
                Some(_) => {
                    // What the author shows after a refutation that holds is not
                    // checked: the line is lost already, and the player's later tries in
                    // it are a demonstration, not a claim.
                    held = true;
                    self.note(FindingKind::RefutationHolds, child, here, Vec::new());
                }
            }
        }
        if !held && let Some((child, here, still)) = failed.into_iter().next() {
            self.add(FindingKind::RefutationFails, child, &here, still, answer);
        }
    }

    /// After the author's last move on a right line (an opponent's), an answer is needed
    /// unless passing keeps the status.
    fn needs_answer(&mut self, node: &BookNode, pos: &Tsumego, line: &[Move]) {
        let Ok(passed) = pos.after(Move::Pass) else {
            return;
        };
        match self.status_line(&passed) {
            None => self.undecided(node, line),
            Some((status, _)) if rank(status) >= rank(self.target) => {}
            Some(_) => match self.best_line(pos) {
                Some(answer) => {
                    let answer = playable(pos, &answer, self.player);
                    self.add(FindingKind::Unanswered, node, line, answer, Vec::new());
                }
                None => self.undecided(node, line),
            },
        }
    }

    /// Every correct first move the book does not have.
    fn missing_first_moves(&mut self, root: &BookNode, pos: &Tsumego, solution: &Solution) {
        let present: Vec<Move> = moves_below(root)
            .filter_map(|n| n.mv.map(|(_, mv)| mv))
            .collect();
        for &mv in &solution.correct_moves {
            if mv == Move::Pass || present.contains(&mv) {
                continue;
            }
            let proof = if solution.pv.first() == Some(&mv) {
                solution.pv.clone()
            } else {
                let Ok(next) = pos.after(mv) else { continue };
                match self.verdict(mv, &next) {
                    Judgement::Correct(line) => line,
                    _ => vec![mv],
                }
            };
            let proof = playable(pos, &proof, self.player);
            self.add(FindingKind::MissingCorrect, root, &[], proof, Vec::new());
        }
    }

    /// `child`'s move played on `pos` by `color`, or a finding and `None` where it cannot
    /// be checked (out of turn, illegal, a set-up node).
    fn play(
        &mut self,
        child: &BookNode,
        pos: &Tsumego,
        line: &[Move],
        color: Color,
    ) -> Option<(Move, Tsumego)> {
        let Some((player, mv)) = child.mv else {
            self.add(
                FindingKind::SetupInTree,
                child,
                line,
                Vec::new(),
                Vec::new(),
            );
            return None;
        };
        let here = extend(line, mv);
        if player != color {
            self.add(FindingKind::OutOfTurn, child, &here, Vec::new(), Vec::new());
            return None;
        }
        if child.sets_up {
            self.add(
                FindingKind::SetupInTree,
                child,
                &here,
                Vec::new(),
                Vec::new(),
            );
            return None;
        }
        match pos.after(mv) {
            Ok(next) => Some((mv, next)),
            // Legal on the posed board, refused on the searched one: the tsumego frame
            // stands there, and the pose cannot judge the move.
            Err(_) if pos.board().clone().play(color, mv).is_ok() => {
                self.add(FindingKind::InFrame, child, &here, Vec::new(), Vec::new());
                None
            }
            Err(error) => {
                self.add(
                    FindingKind::IllegalMove(error),
                    child,
                    &here,
                    Vec::new(),
                    Vec::new(),
                );
                None
            }
        }
    }

    /// The verdict on a first move, from the root's solution where it has one.
    fn root_verdict(&mut self, solution: &Solution, mv: Move, next: &Tsumego) -> Judgement {
        if solution.correct_moves.contains(&mv) {
            let line = if solution.pv.first() == Some(&mv) {
                solution.pv.clone()
            } else {
                vec![mv]
            };
            return Judgement::Correct(line);
        }
        if let Some((_, line)) = solution.refutations.iter().find(|(m, _)| *m == mv) {
            return Judgement::Fails(line.clone());
        }
        if solution.undecided.contains(&mv) {
            return Judgement::Undecided;
        }
        // A move the search does not play (outside its region): read after it.
        self.verdict(mv, next)
    }

    /// The verdict on the player's `mv`, read on `next`, the position after it.
    fn verdict(&mut self, mv: Move, next: &Tsumego) -> Judgement {
        match self.status_line(next) {
            None => Judgement::Undecided,
            Some((status, rest)) => {
                let line = std::iter::once(mv).chain(rest).collect();
                if rank(status) >= rank(self.target) {
                    Judgement::Correct(line)
                } else {
                    Judgement::Fails(line)
                }
            }
        }
    }

    /// The best line of the side to move on `pos` when it reaches the target for the
    /// player there (the player's answer that works).
    fn best_line(&mut self, pos: &Tsumego) -> Option<Vec<Move>> {
        let (status, line) = self.status_line(pos)?;
        (rank(status) >= rank(self.target) && !line.is_empty()).then_some(line)
    }

    /// The status of `pos` for the player, with the main line from it, or `None` when the
    /// budget leaves it open.
    fn status_line(&mut self, pos: &Tsumego) -> Option<(Status, Vec<Move>)> {
        let budget = self.budget.after(self.nodes);
        let out_of_time = budget.deadline.is_some_and(|d| Instant::now() >= d);
        let out_of_nodes = self.budget.max_nodes.is_some_and(|max| self.nodes >= max);
        if self.spent || out_of_time || out_of_nodes {
            self.spent = true;
            return None;
        }
        let reading = read(
            pos,
            &Config {
                budget,
                ..self.config.clone()
            },
        );
        self.nodes += reading.nodes;
        match reading.status {
            Status::Unknown => None,
            status if pos.to_play() == self.player => Some((status, reading.pv)),
            status => Some((for_other(status), reading.pv)),
        }
    }

    fn undecided(&mut self, node: &BookNode, line: &[Move]) {
        if !self.spent {
            self.add(FindingKind::Undecided, node, line, Vec::new(), Vec::new());
        }
    }

    fn note(&mut self, kind: FindingKind, node: &BookNode, line: &[Move], proof: Vec<Move>) {
        self.add(kind, node, line, proof, Vec::new());
    }

    fn add(
        &mut self,
        kind: FindingKind,
        node: &BookNode,
        line: &[Move],
        proof: Vec<Move>,
        instead: Vec<Move>,
    ) {
        self.findings.push(Finding {
            kind,
            path: node.path.clone(),
            location: node.location,
            moves: line.to_vec(),
            proof,
            instead,
        });
    }
}

/// The part of a proof's line that is real play from `pos`, ending on a move of `last`:
/// the line stops before its first pass or a move the board refuses. A proof's line goes
/// on in the search's own terms (a pass for a ko threat and its answer, the passes that
/// stop the game and the confirmation after them), which a book's tree cannot show.
/// Where the line would end on the wrong side just before a pass, that pass is kept:
/// `last` has nothing to do there (a move that fails whatever it threatens is refuted by
/// playing elsewhere, and a book shows that as a pass).
fn playable(pos: &Tsumego, line: &[Move], last: Color) -> Vec<Move> {
    let mut moves = Vec::new();
    let mut at = pos.clone();
    let mut before_pass = false;
    for &mv in line {
        if mv == Move::Pass {
            before_pass = true;
            break;
        }
        match at.after(mv) {
            Ok(next) => at = next,
            Err(_) => break,
        }
        moves.push(mv);
    }
    // The first move is the side to move's, so the last is `last`'s when the count says.
    let first_is_last = pos.to_play() == last;
    let ends_right = |moves: &[Move]| (moves.len() % 2 == 1) == first_is_last;
    if before_pass && !ends_right(&moves) {
        moves.push(Move::Pass);
    }
    while !moves.is_empty() && !ends_right(&moves) {
        moves.pop();
    }
    moves
}

fn extend(line: &[Move], mv: Move) -> Vec<Move> {
    let mut longer = line.to_vec();
    longer.push(mv);
    longer
}

/// Whether a node's comment states a ko, see [`stated_ko`].
fn node_states_ko(node: &BookNode) -> Option<bool> {
    stated_ko(node.comment.as_deref()?)
}

/// The result a comment states: ko (`Some(true)`), a kill or life without ko
/// (`Some(false)`), or nothing. Where `--fix` corrected it, its note stands.
#[must_use]
pub fn stated_ko(comment: &str) -> Option<bool> {
    if let Some(at) = comment.find(STATUS_NOTE) {
        let rest = &comment[at + STATUS_NOTE.len()..];
        return Some(rest.trim_start().starts_with("ko"));
    }
    let words: Vec<String> = comment
        .split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    if has(&["ko"]) {
        Some(true)
    } else if has(&[
        "dead",
        "dies",
        "die",
        "killed",
        "kill",
        "kills",
        "lives",
        "live",
        "alive",
        "living",
        "unconditional",
        "unconditionally",
    ]) {
        Some(false)
    } else {
        None
    }
}

/// How a `--fix` note gives the proof's status on a right line (`... status: ko`).
pub const STATUS_NOTE: &str = "proven status:";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stated_results_are_read_from_words() {
        assert_eq!(stated_ko("RIGHT: ko"), Some(true));
        assert_eq!(stated_ko("Correct, White is dead."), Some(false));
        assert_eq!(stated_ko("RIGHT"), None);
        assert_eq!(stated_ko("RIGHT (kosumi)"), None);
        assert_eq!(
            stated_ko("Right. White lives in ko.\n[tesuji check] proven status: success"),
            Some(false)
        );
    }

    #[test]
    fn proof_lines_are_cut_to_real_play_and_a_tenuki_is_kept() {
        use tesuji_go::{Board, Rules};
        // Black's straight three on the first line, White to play (B1 kills).
        let board = Board::from_diagram(
            "
            . . . . . . .
            O O O O O . .
            X X X X O . .
            . . . X O . .",
            Rules::default(),
        )
        .unwrap();
        let request = crate::Request {
            to_play: Some(Color::White),
            frame: false,
            ..crate::Request::default()
        };
        let pos = Tsumego::new(&board, &request).unwrap();
        let m = |v: &str| Move::Play(v.parse().unwrap());
        let (white, black) = (Color::White, Color::Black);
        // Ends on the side asked for: the move after it is dropped.
        assert_eq!(playable(&pos, &[m("B1"), m("A1")], white), [m("B1")]);
        // A pass where that side's move should come is kept: it plays elsewhere.
        assert_eq!(
            playable(&pos, &[m("A1"), Move::Pass, m("B1")], black),
            [m("A1"), Move::Pass]
        );
        // Nothing after the first pass, nor from a move the board refuses.
        assert_eq!(
            playable(&pos, &[m("B1"), Move::Pass, Move::Pass, m("C1")], white),
            [m("B1")]
        );
        assert_eq!(
            playable(&pos, &[m("B1"), m("B1")], black),
            Vec::<Move>::new()
        );
    }

    #[test]
    fn statuses_turn_over_for_the_other_side() {
        assert_eq!(for_other(Status::Success), Status::Failure);
        assert_eq!(for_other(Status::Ko), Status::Ko);
        assert!(rank(Status::Success) > rank(Status::Ko));
        assert_eq!(rank(Status::Failure), rank(Status::Unknown));
    }
}
