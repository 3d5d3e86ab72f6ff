//! `--write-sgf`: a solved problem as an SGF file a Go program opens (Sabaki, GoGui, our
//! own reader): the problem in the root and its solution as variations, with the
//! comments problem collections use (`C[RIGHT]` on the last node of a correct line, the
//! reason on the last node of a wrong one).
//!
//! The solver's lines are written as moves a board accepts. A ko retake the ban forbids
//! (the solver lets the side that wins kos retake after a threat and its answer
//! elsewhere) becomes two passes, commented as the threat and its answer, then the
//! retake. The root shows the problem as posed unless a line plays out differently
//! there than on the framed board the solver used (a capture that needs the frame's
//! wall): then the root shows the framed board, so that every line replays exactly.

use crate::life_and_death::play_with_threat;
use crate::{Goal, Solution, Status, Tsumego};
use tesuji_go::sgf::{
    Mark, Node, Prop, comment, game_props, marks, move_prop, setup_prop, to_text,
};
use tesuji_go::{Board, Color, KoRule, Move, Rules, Vertex};

/// File names for `--write-sgf`, made unique in the order they are asked for (two
/// `p1.sgf` from different directories give `p1` and `p1-2`), so a batch writes the same
/// names every time.
struct Line {
    /// The moves with, for inserted passes, what they stand for.
    moves: Vec<(Color, Move, Option<String>)>,
    /// The comment of its last node.
    verdict: String,
}

/// The SGF text of a solved problem.
/// A solved problem as an SGF game tree: the problem in the root (with its statement
/// and the inference in the comment) and the solution as variations, `C[RIGHT]` on the
/// last node of each correct line and the reason on the last node of each refutation.
/// Pass the pose the solution answers ([`Solution::pose`]).
#[must_use]
pub fn solution_sgf(problem: &Tsumego, solution: &Solution) -> String {
    let to_play = problem.to_play();
    let opponent = to_play.opponent();
    let mut wanted: Vec<(&[Move], String)> = Vec::new();
    for first in &solution.correct_moves {
        let line = if solution.pv.first() == Some(first) {
            &solution.pv[..]
        } else {
            std::slice::from_ref(first)
        };
        wanted.push((line, "RIGHT".to_string()));
    }
    let opponent_goal = match problem.goal() {
        Goal::Live => "kills",
        Goal::Kill => "lives",
    };
    let wrong = match solution.status {
        // The move fails when the side to play loses every ko: the opponent reaches its
        // goal outright or by winning a ko.
        Status::Success => format!(
            "Wrong: {} {opponent_goal} ({} gets a ko at best).",
            name(opponent),
            name(to_play)
        ),
        _ => format!("Wrong: {} {opponent_goal}.", name(opponent)),
    };
    for (_, line) in &solution.refutations {
        wanted.push((line, wrong.clone()));
    }

    // On the board as posed if every line plays out there as on the search board.
    let posed = problem.board();
    let searched = problem.search_board();
    // The points the frame left as they were: where the lines play.
    let unframed: Vec<Vertex> = {
        let geometry = searched.geometry();
        geometry
            .points()
            .map(|p| geometry.vertex(p))
            .filter(|&v| posed.stone_at(v) == searched.stone_at(v))
            .collect()
    };
    let same_on_posed = wanted
        .iter()
        .all(|(moves, _)| plays_alike(posed, searched, to_play, moves, &unframed));
    let root_board = if same_on_posed { posed } else { searched };
    let lines: Vec<Line> = wanted
        .into_iter()
        .map(|(moves, verdict)| Line {
            moves: playable(root_board, to_play, moves),
            verdict,
        })
        .filter(|line| !line.moves.is_empty())
        .collect();

    let height = root_board.geometry().height();
    let width = root_board.geometry().width();
    let mut props = game_props(width, height);
    for color in [Color::Black, Color::White] {
        let geometry = root_board.geometry();
        let stones: Vec<Vertex> = geometry
            .points()
            .filter(|&p| root_board.stone(p) == Some(color))
            .map(|p| geometry.vertex(p))
            .collect();
        if !stones.is_empty() {
            props.push(setup_prop(color, &stones, height));
        }
    }
    props.push(Prop::PL(match to_play {
        Color::Black => sgf_parse::Color::Black,
        Color::White => sgf_parse::Color::White,
    }));
    // The target marked as books mark it (and as `tesuji solve` reads it back).
    let targets: Vec<Vertex> = problem
        .targets()
        .iter()
        .map(|&p| root_board.vertex(p))
        .collect();
    props.push(marks(Mark::Triangle, &targets, height));
    props.push(comment(&root_comment(problem, solution, !same_on_posed)));

    let children = lines.iter().map(|line| variation(line, height)).collect();
    to_text(&Node::new(props, children, true))
}

/// The statement as the first line (so the file reads back as the same problem), then
/// the answer.
fn root_comment(problem: &Tsumego, solution: &Solution, framed_root: bool) -> String {
    let to_play = name(problem.to_play());
    let opponent = name(problem.to_play().opponent());
    let (verb, opponent_verb) = match problem.goal() {
        Goal::Live => ("lives", "kills"),
        Goal::Kill => ("kills", "lives"),
    };
    let moves = |moves: &[Move]| {
        moves
            .iter()
            .map(Move::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut text = format!("{to_play} to play and {}.\n\n", problem.goal());
    text.push_str(&match solution.status {
        Status::Success => format!(
            "tesuji: success, {to_play} {verb}. Correct: {}.",
            moves(&solution.correct_moves)
        ),
        Status::Ko => format!(
            "tesuji: ko, {to_play} {verb} by ko. Correct: {}.",
            moves(&solution.correct_moves)
        ),
        Status::Failure => format!("tesuji: failure, {opponent} {opponent_verb}."),
        Status::Unknown => "tesuji: unknown, the budget ran out before an answer.".to_string(),
    });
    if framed_root {
        text.push_str(
            "\nThe board shows the tsumego frame the solver filled in: the lines need its wall.",
        );
    }
    text
}

/// `Black`, `White`.
fn name(color: Color) -> &'static str {
    match color {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// A line as a chain of nodes, its verdict on the last.
fn variation(line: &Line, height: u8) -> Node {
    let mut child: Option<Node> = None;
    let last = line.moves.len() - 1;
    for (i, (color, mv, note)) in line.moves.iter().enumerate().rev() {
        let mut props = vec![move_prop(*color, *mv, height)];
        let text = match (i == last, note) {
            (true, Some(note)) => Some(format!("{note}\n{}", line.verdict)),
            (true, None) => Some(line.verdict.clone()),
            (false, note) => note.clone(),
        };
        if let Some(text) = text {
            props.push(comment(&text));
        }
        child = Some(Node::new(props, child.into_iter().collect(), false));
    }
    child.expect("a line has a move")
}

/// The board a line is replayed on: its stones, simple ko (the search's rule), no
/// history.
fn replay_board(board: &Board) -> Board {
    let mut board = board.clone();
    board.set_rules(Rules {
        ko: KoRule::Simple,
        ..board.rules()
    });
    board
}

/// Plays one of the solver's moves; a retake the ko ban forbids comes after a threat
/// and its answer elsewhere, written as two passes. `None` for a move the board refuses
/// otherwise.
fn step(board: &mut Board, color: Color, mv: Move) -> Option<Vec<(Color, Move, Option<String>)>> {
    match play_with_threat(board, color, mv, true).ok()? {
        1 => Some(vec![(color, mv, None)]),
        _ => Some(vec![
            (
                color,
                Move::Pass,
                Some(format!("{} plays a ko threat elsewhere.", name(color))),
            ),
            (
                color.opponent(),
                Move::Pass,
                Some(format!("{} answers it.", name(color.opponent()))),
            ),
            (color, mv, None),
        ]),
    }
}

/// The line as it goes into the file from `board`, up to the first move the board
/// refuses (none should be).
fn playable(board: &Board, first: Color, moves: &[Move]) -> Vec<(Color, Move, Option<String>)> {
    let mut board = replay_board(board);
    let mut out = Vec::new();
    let mut color = first;
    let stop = game_stop(moves);
    for (i, &mv) in moves.iter().enumerate() {
        let Some(mut steps) = step(&mut board, color, mv) else {
            break;
        };
        if stop == Some(i) {
            steps[0].2 = Some(CONFIRMATION.to_string());
        }
        out.extend(steps);
        color = color.opponent();
    }
    out
}

/// What the move that stops the game says: the line goes on as the confirmation.
const CONFIRMATION: &str = "Both have passed: the game stops. What follows confirms what is \
    dead, as Japanese rules do: nobody has ko threats, a ko is retaken only right after one's \
    own pass.";

/// The index of the second of the first two passes in a row, if stones are played after
/// it: there the game stops and the search's line goes on as the confirmation of what is
/// dead.
fn game_stop(moves: &[Move]) -> Option<usize> {
    let stop = moves
        .windows(2)
        .position(|pair| pair == [Move::Pass, Move::Pass])?
        + 1;
    moves[stop + 1..]
        .iter()
        .any(|&mv| mv != Move::Pass)
        .then_some(stop)
}

/// A line in words for the text: the moves, with a note before each ko retake that
/// comes after a threat and its answer elsewhere (the line itself never shows them) and
/// one where both have passed and the confirmation goes on.
#[must_use]
pub fn line_words(board: &Board, first: Color, moves: &[Move]) -> Vec<String> {
    let mut board = replay_board(board);
    let mut words = Vec::new();
    let mut color = first;
    let stop = game_stop(moves);
    for (i, &mv) in moves.iter().enumerate() {
        match step(&mut board, color, mv) {
            Some(steps) => {
                if steps.len() > 1 {
                    words.push("(ko threat and answer)".to_string());
                }
                words.push(mv.to_string());
                if stop == Some(i) {
                    words.push("(game stops; confirmation without ko threats)".to_string());
                }
            }
            None => {
                words.extend(moves[i..].iter().map(Move::to_string));
                break;
            }
        }
        color = color.opponent();
    }
    words
}

/// Whether a line plays out on the board as posed exactly as on the search board: every
/// move accepted by both and the same stones on the points `unframed` after each.
fn plays_alike(
    posed: &Board,
    searched: &Board,
    first: Color,
    moves: &[Move],
    unframed: &[Vertex],
) -> bool {
    let (mut posed, mut searched) = (replay_board(posed), replay_board(searched));
    let mut color = first;
    for &mv in moves {
        let (Some(a), Some(b)) = (step(&mut posed, color, mv), step(&mut searched, color, mv))
        else {
            return false;
        };
        if a.len() != b.len()
            || unframed
                .iter()
                .any(|&v| posed.stone_at(v) != searched.stone_at(v))
        {
            return false;
        }
        color = color.opponent();
    }
    true
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::Request;
    use tesuji_go::sgf::Collection;

    use super::*;

    fn mv(text: &str) -> Move {
        text.parse().expect("a move")
    }

    /// Black's straight three on a 7×7 board; the frame puts White's wall on the G
    /// column, so a Black stone at F1 has one liberty there and two as posed.
    fn straight_three() -> Tsumego {
        let board = Board::from_diagram(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            O O O O O . .
            X X X X O . .
            . . . X O . .",
            Rules::JAPANESE,
        )
        .expect("a board");
        let request = Request {
            to_play: Some(Color::Black),
            ..Request::default()
        };
        Tsumego::new(&board, &request).expect("a problem")
    }

    fn solution(pv: &[&str], refutations: &[&[&str]]) -> Solution {
        Solution {
            status: Status::Success,
            correct_moves: vec![mv(pv[0])],
            pv: pv.iter().map(|m| mv(m)).collect(),
            refutations: refutations
                .iter()
                .map(|line| (mv(line[0]), line.iter().map(|m| mv(m)).collect()))
                .collect(),
            refuted_without_line: Vec::new(),
            undecided: Vec::new(),
            nodes: 0,
            elapsed: Duration::ZERO,
            decided_in: Duration::ZERO,
            reposed: false,
            outside_open: false,
            outside_near: false,
        }
    }

    #[test]
    fn the_root_is_the_problem_as_posed_when_every_line_plays_alike() {
        let problem = straight_three();
        let text = solution_sgf(&problem, &solution(&["B1"], &[&["C1", "B1", "pass", "A1"]]));
        assert!(text.contains("SZ[7]"), "{text}");
        assert!(!text.contains("frame"), "{text}");
        let game = Collection::parse(&text, "t")
            .expect("reads")
            .into_games()
            .remove(0);
        let root = game.position_along(&[], Rules::JAPANESE).expect("the root");
        assert_eq!(root.board.stone_at("G1".parse().unwrap()), None);
        let wrong = game
            .position_along(&[1, 0, 0, 0], Rules::JAPANESE)
            .expect("replays");
        // White's A1 captures the whole Black group, C1 included.
        assert_eq!(wrong.board.stone_at("B2".parse().unwrap()), None);
    }

    #[test]
    fn the_root_is_the_framed_board_when_a_line_needs_the_frame() {
        // Black's D1 touches the area's edge, so the frame leaves E1 empty beside it
        // and fills E2 and F1 with White's wall.
        let board = Board::from_diagram(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            O O O O . . .
            X X X O . . .
            . . X X . . .",
            Rules::JAPANESE,
        )
        .expect("a board");
        let request = Request {
            to_play: Some(Color::Black),
            ..Request::default()
        };
        let problem = Tsumego::new(&board, &request).expect("a problem");
        assert!(problem.is_framed());
        // Black's E1, then White's B1 and A1 take the group: only with the frame's
        // stones on E2 and F1 (on the posed board A1 would be suicide).
        let text = solution_sgf(&problem, &solution(&["E1", "B1", "pass", "A1"], &[]));
        assert!(text.contains("the lines need its wall"), "{text}");
        let game = Collection::parse(&text, "t")
            .expect("reads")
            .into_games()
            .remove(0);
        let end = game
            .position_along(&[0, 0, 0, 0], Rules::JAPANESE)
            .expect("replays");
        assert_eq!(end.board.stone_at("C1".parse().unwrap()), None, "{text}");
        assert_eq!(
            end.board.stone_at("E2".parse().unwrap()),
            Some(Color::White)
        );
    }
}
