//! Go life and death as an AND/OR problem for the proof-number search of
//! `tesuji-search`.
//!
//! The *attacker* is the prover: it tries to capture the target (a stone of the group
//! whose fate is asked); the *defender* tries to keep it. A line ends when the target is
//! captured (the attacker wins), when Benson's algorithm proves the target unconditionally
//! alive (the defender wins), or after two passes in a row with the target still on the
//! board (the defender wins: living in seki counts as living). Moves are the empty points
//! of the problem's region and a pass.
//!
//! Ko is a result, not an accident of the search. The side that [`KoWinner`] names has
//! ko threats without end: where the ko rule forbids it to retake at once, it may still
//! retake (the search plays a threat and its answer first, two passes that leave the
//! region as it was), while its opponent obeys the ban. The ko point is part of the
//! position's key, and a cycle the search meets on a line is won by the ko winner too.
//! Solving under "the attacker wins every ko" and under "the defender wins every ko"
//! tells a plain kill from a kill by ko from a failure.
//!
//! This crate is the solver's core; reading problems from SGF, inferring the target, the
//! region and a tsumego frame, and the `tesuji solve` command are built on it.
//!
//! ```
//! use tesuji_go::{Board, Color, Rules};
//! use tesuji_search::{Config, Dfpn, Verdict};
//! use tesuji_tsumego::{KoWinner, LifeAndDeath};
//!
//! // Black's straight three in the corner (A1-C1): whoever plays B1 first decides.
//! let board = Board::from_diagram("
//!     . . . . . . .
//!     O O O O O . .
//!     X X X X O . .
//!     . . . X O . .", Rules::default()).unwrap();
//! let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
//! let region = [p("A1"), p("B1"), p("C1")];
//! let mut problem =
//!     LifeAndDeath::new(&board, Color::White, p("D2"), &region, Color::White, KoWinner::Defender);
//! let mut solver = Dfpn::new(Config::default());
//! assert_eq!(solver.solve(&mut problem).verdict, Verdict::Proven); // White to play kills
//! let killing: Vec<String> = solver
//!     .root_moves(&mut problem)
//!     .iter()
//!     .filter(|m| m.verdict == Verdict::Proven)
//!     .map(|m| m.mv.to_string())
//!     .collect();
//! assert_eq!(killing, ["B1"]);
//! ```
#![deny(missing_docs)]

mod solve;

pub use solve::{Solution, Status, solve};

use tesuji_go::benson::Benson;
use tesuji_go::{Board, Color, Geometry, IllegalMove, KoRule, Move, Point, Rules, SuicideRule};
use tesuji_search::{Evaluation, Problem, Turn, Value};

/// Who wins a ko: the value of a position that recurs on a line of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KoWinner {
    /// Every repetition is a win for the attacker.
    Attacker,
    /// Every repetition is a win for the defender.
    Defender,
}

/// A life-and-death problem in a position: who attacks, which group, where to play, who
/// moves first, and who wins kos.
#[derive(Clone, Debug)]
pub struct LifeAndDeath {
    board: Board,
    attacker: Color,
    target: Point,
    region: Vec<Point>,
    ko_winner: KoWinner,
    /// Per move played on the current line: the consecutive passes after it, and how
    /// many board moves it took (3 for a ko retake after a threat exchange).
    played: Vec<Played>,
    benson: Benson,
}

/// The rules of the search: simple ko, so that legality depends on the position and its
/// ko point alone (the key holds both); longer cycles are the search's to judge.
const SEARCH_RULES: Rules = Rules {
    ko: KoRule::Simple,
    suicide: SuicideRule::Forbidden,
};

impl LifeAndDeath {
    /// The problem of capturing (for `attacker`) or saving the group of `target` on
    /// `board`, with moves on the `region`'s points, `to_play` moving first, and kos
    /// decided for `ko_winner`. The board is copied; its history is not taken along (the
    /// problem starts a fresh line).
    ///
    /// # Panics
    /// If `target` holds no stone of the defender (the attacker's opponent).
    #[must_use]
    pub fn new(
        board: &Board,
        attacker: Color,
        target: Point,
        region: &[Point],
        to_play: Color,
        ko_winner: KoWinner,
    ) -> LifeAndDeath {
        assert_eq!(
            board.stone(target),
            Some(attacker.opponent()),
            "the target must be a stone of the defender"
        );
        let mut board = board.clone();
        board.set_rules(SEARCH_RULES);
        board.forget_history();
        board.set_to_move(to_play);
        LifeAndDeath {
            board,
            attacker,
            target,
            region: region.to_vec(),
            ko_winner,
            played: Vec::new(),
            benson: Benson::new(),
        }
    }

    /// The current position.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    fn defender(&self) -> Color {
        self.attacker.opponent()
    }

    fn passes(&self) -> u8 {
        self.played.last().map_or(0, |played| played.passes)
    }

    /// The side with ko threats without end.
    fn ko_winner_color(&self) -> Color {
        match self.ko_winner {
            KoWinner::Attacker => self.attacker,
            KoWinner::Defender => self.defender(),
        }
    }

    /// Whether `color` may play `p`: legal, or a ko retake by the ko winner.
    fn may_play(&self, color: Color, p: Point) -> bool {
        match self.board.check(color, p) {
            Ok(()) => true,
            Err(IllegalMove::Ko(_)) => color == self.ko_winner_color(),
            Err(_) => false,
        }
    }
}

/// What one move of the search did on the board.
#[derive(Clone, Copy, Debug)]
struct Played {
    /// Consecutive passes after it.
    passes: u8,
    /// Board moves it took: 1, or 3 for a ko threat, its answer and the retake.
    board_moves: u8,
}

/// A key for the ko point: the point's index spread over 64 bits (odd multiplier).
fn ko_key(board: &Board) -> u64 {
    board.ko().map_or(0, |ban| {
        (ban.point.index() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

impl Problem for LifeAndDeath {
    type Move = Move;

    fn turn(&self) -> Turn {
        if self.board.to_move() == self.attacker {
            Turn::Prover
        } else {
            Turn::Disprover
        }
    }

    fn key(&self) -> u64 {
        self.board.situational_hash() ^ ko_key(&self.board) ^ u64::from(self.passes()) << 62
    }

    fn evaluate(&mut self) -> Evaluation {
        if self.board.stone(self.target) != Some(self.defender()) {
            return Evaluation::Solved(Value::Proven);
        }
        if self.passes() >= 2 {
            return Evaluation::Solved(Value::Disproven);
        }
        let life = self.benson.analyze(&self.board, self.defender());
        if life.alive.contains(self.target) {
            return Evaluation::Solved(Value::Disproven);
        }
        Evaluation::Open
    }

    fn generate_moves(&mut self, moves: &mut Vec<Move>) {
        let color = self.board.to_move();
        let geometry: Geometry = self.board.geometry();
        for &p in &self.region {
            if self.may_play(color, p) {
                moves.push(Move::Play(geometry.vertex(p)));
            }
        }
        moves.push(Move::Pass);
    }

    fn play(&mut self, mv: Move) {
        let color = self.board.to_move();
        let passes = match mv {
            Move::Pass => self.passes() + 1,
            Move::Play(_) => 0,
        };
        let board_moves = match self.board.play(color, mv) {
            Ok(()) => 1,
            Err(IllegalMove::Ko(_)) if color == self.ko_winner_color() => {
                // The ko winner's retake: a threat answered elsewhere (two passes, which
                // lift the ban and change nothing in the region), then the retake.
                self.board.pass(color);
                self.board.pass(color.opponent());
                self.board
                    .play(color, mv)
                    .expect("a ko retake is legal once the ban is lifted");
                3
            }
            Err(error) => panic!("the search plays only the moves it was given: {error}"),
        };
        self.played.push(Played {
            passes,
            board_moves,
        });
    }

    fn undo(&mut self, _mv: Move) {
        let played = self.played.pop().expect("undo after play");
        for _ in 0..played.board_moves {
            self.board.undo();
        }
    }

    fn repetition(&mut self, _plies: usize) -> Value {
        match self.ko_winner {
            KoWinner::Attacker => Value::Proven,
            KoWinner::Defender => Value::Disproven,
        }
    }
}
