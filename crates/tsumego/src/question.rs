//! Questions about one chain on a board, as a Go program asks them (GTP's `owl_attack`,
//! `owl_defend` and `dragon_status`, and a problem that `genmove` plays out), posed the
//! way `tesuji solve` poses a problem, so that both give the same answer.
//!
//! # The problem a question poses
//!
//! A question about the chain at a point becomes a [`Tsumego`] whose targets are that
//! chain's stones, with the side asked about to play ([`Tsumego::about_chain`]):
//!
//! - **A problem on the board**: every stone fits in a rectangle that, grown by one
//!   line, still leaves points of the board outside (a problem loaded from a book's SGF,
//!   a corner or a side of an otherwise empty board): see [`problem_area`]. The area,
//!   the frame and the fight zone are inferred as for any problem ([`Tsumego::new`] with
//!   the target given). The frame is always the enclosing side's (the attacker
//!   [`Tsumego::new`] infers with nothing given), as a book means its diagram: a question
//!   about the enclosing stones themselves is asked on the same framed board, where they
//!   can reach the frame, rather than on a board where the frame would be the enclosed
//!   side's. A frame that is not unconditionally alive (a small board with no room for
//!   its eyes) would be part of the fight: the board is then read as a crowded one.
//! - **A crowded board** (a real game): the area is the chain's bounding box grown by
//!   [`GAME_MARGIN`] lines, with no frame. Moves are that area's points and the chain's
//!   liberties; the stones outside stay as they are and are never played on, so a chain
//!   that reaches the area's edge with room to run counts as living (the attacker
//!   cannot stop it there).
//!
//! Every reading is a proof or `unknown` ([`Status::Unknown`]) when the budget ran out,
//! never a guess.

use tesuji_go::benson::Benson;
use tesuji_go::{Board, Color, KoRule, Move, Point, Vertex};
use tesuji_search::Config;

use crate::area::Area;
use crate::problem::{ProblemError, Request, Tsumego};
use crate::solve::{Reading, Status, read, solve};

/// The lines by which a chain's bounding box is grown into the problem's area on a
/// crowded board.
pub const GAME_MARGIN: u8 = 3;

/// The rectangle the problem on the board occupies: every stone's bounding box grown by
/// one line, when points of the board lie outside it; `None` for a crowded board (or no
/// stone).
///
/// ```
/// use tesuji_go::{Board, Rules};
/// use tesuji_tsumego::question::problem_area;
/// let corner = Board::from_diagram("
///     . . . . .
///     . . . . .
///     O O . . .
///     . X O . .", Rules::default()).unwrap();
/// assert_eq!(problem_area(&corner), Some("A1:D3".parse().unwrap()));
/// ```
#[must_use]
pub fn problem_area(board: &Board) -> Option<Area> {
    let geometry = board.geometry();
    let stones = geometry
        .points()
        .filter(|&p| board.stone(p).is_some())
        .map(|p| geometry.vertex(p));
    let area = Area::around(stones)?.grown(1, geometry);
    let whole = area.left == 0
        && area.bottom == 0
        && area.right + 1 == geometry.width()
        && area.top + 1 == geometry.height();
    (!whole).then_some(area)
}

/// Whether `tsumego` was framed and every stone of its frame is unconditionally alive:
/// on a small board the frame may have no room for eyes, and a frame that can be
/// captured is part of the fight, no longer a settled outside.
fn soundly_framed(tsumego: &Tsumego) -> bool {
    if !tsumego.is_framed() {
        return false;
    }
    let (posed, framed) = (tsumego.board(), tsumego.search_board());
    let mut benson = Benson::new();
    let alive = [Color::Black, Color::White].map(|color| benson.analyze(framed, color).alive);
    framed.geometry().points().all(|p| match framed.stone(p) {
        Some(color) if posed.stone(p).is_none() => alive[color.index()].contains(p),
        _ => true,
    })
}

/// The colour of the stone at `target`, or the error that names the empty point.
fn owner(board: &Board, target: Point) -> Result<Color, ProblemError> {
    board
        .stone(target)
        .ok_or(ProblemError::EmptyTarget(board.vertex(target)))
}

impl Tsumego {
    /// The problem of the chain at `target` with `to_play` to move, posed as the
    /// [module's documentation](crate::question) says: framed where the stones leave
    /// room (a problem), else on the board as it stands around the chain (a game).
    ///
    /// # Errors
    /// [`ProblemError::EmptyTarget`] if `target` holds no stone.
    pub fn about_chain(
        board: &Board,
        target: Point,
        to_play: Color,
        ko_rule: KoRule,
    ) -> Result<Tsumego, ProblemError> {
        let defender = owner(board, target)?;
        let targets = vec![board.vertex(target)];
        let inferred = problem_area(board)
            .and_then(|_| Tsumego::new(board, &Request::default()).ok())
            .filter(soundly_framed);
        let request = match inferred {
            Some(inferred) if inferred.attacker() == defender => {
                // The enclosing side's stones, on the board framed for the enclosed side.
                let (framed, region) = (inferred.search_board(), inferred.region());
                let attacker = defender.opponent();
                return Tsumego::exact(framed, to_play, attacker, &[target], region);
            }
            Some(_) => Request {
                to_play: Some(to_play),
                targets,
                ko_rule,
                ..Request::default()
            },
            None => {
                let chain = board.chain_stones(target).map(|p| board.vertex(p));
                let area = Area::around(chain)
                    .expect("a chain has stones")
                    .grown(GAME_MARGIN, board.geometry());
                Request {
                    to_play: Some(to_play),
                    targets,
                    area: Some(area),
                    frame: false,
                    ko_rule,
                    ..Request::default()
                }
            }
        };
        Tsumego::new(board, &request)
    }
}

/// Whether the chain at `target` can be killed, the attacker moving first: the reading
/// (status and main line, without the other first moves) of its problem
/// ([`Tsumego::about_chain`]).
///
/// # Errors
/// [`ProblemError::EmptyTarget`] if `target` holds no stone.
pub fn attack(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Reading, ProblemError> {
    let defender = owner(board, target)?;
    let problem = Tsumego::about_chain(board, target, defender.opponent(), ko_rule)?;
    Ok(read(&problem, config))
}

/// Whether the chain at `target` can be saved, its owner moving first. When the
/// attacker moving first cannot kill it, nothing needs doing: a success with an empty
/// main line (GNU Go's `1 PASS`). Else the owner's reading.
///
/// # Errors
/// [`ProblemError::EmptyTarget`] if `target` holds no stone.
pub fn defend(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Reading, ProblemError> {
    let threat = attack(board, target, ko_rule, config)?;
    if threat.status == Status::Failure {
        return Ok(Reading {
            status: Status::Success,
            pv: Vec::new(),
            nodes: threat.nodes,
        });
    }
    let mut defense = owners_reading(board, target, ko_rule, config)?;
    defense.nodes += threat.nodes;
    Ok(defense)
}

/// The reading of the chain at `target` with its owner moving first.
fn owners_reading(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Reading, ProblemError> {
    let problem = Tsumego::about_chain(board, target, owner(board, target)?, ko_rule)?;
    Ok(read(&problem, config))
}

/// The fate of a chain, as GNU Go's `dragon_status` tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// The attacker moving first cannot kill it.
    Alive,
    /// The attacker moving first kills it, and its owner moving first cannot save it.
    Dead,
    /// Whoever moves first wins (each maybe through a ko).
    Critical {
        /// The attacker's killing move.
        attack: Move,
        /// The owner's saving move.
        defense: Move,
    },
    /// A budget ran out first.
    Unknown,
}

/// The fate of the chain at `target`: the attacker's reading, then, if it kills, the
/// owner's.
///
/// # Errors
/// [`ProblemError::EmptyTarget`] if `target` holds no stone.
pub fn fate(
    board: &Board,
    target: Point,
    ko_rule: KoRule,
    config: &Config,
) -> Result<Fate, ProblemError> {
    let threat = attack(board, target, ko_rule, config)?;
    match threat.status {
        Status::Unknown => return Ok(Fate::Unknown),
        Status::Failure => return Ok(Fate::Alive),
        Status::Success | Status::Ko => {}
    }
    let defense = owners_reading(board, target, ko_rule, config)?;
    Ok(match defense.status {
        Status::Unknown => Fate::Unknown,
        Status::Failure => Fate::Dead,
        Status::Success | Status::Ko => Fate::Critical {
            attack: threat.first_move(),
            defense: defense.first_move(),
        },
    })
}

/// A problem on the board played out move by move (GTP's `genmove` after `loadsgf`):
/// the same target stones and area as the problem was posed with, whatever has been
/// played since.
#[derive(Clone, Debug, PartialEq)]
pub struct Playout {
    /// The target stones as the problem was posed.
    targets: Vec<Vertex>,
    /// The side that tries to capture them.
    attacker: Color,
    /// The problem's area, kept so that the problem stays the same as stones are played.
    area: Area,
}

impl Playout {
    /// The playout of `tsumego`; `None` if it has no area (never for a posed problem).
    #[must_use]
    pub fn of(tsumego: &Tsumego) -> Option<Playout> {
        let board = tsumego.board();
        Some(Playout {
            targets: tsumego.targets().iter().map(|&p| board.vertex(p)).collect(),
            attacker: tsumego.attacker(),
            area: tsumego.area()?,
        })
    }

    /// The side that tries to capture the target.
    #[must_use]
    pub fn attacker(&self) -> Color {
        self.attacker
    }

    /// The target stones still on `board`.
    fn remaining(&self, board: &Board) -> Vec<Vertex> {
        let defender = Some(self.attacker.opponent());
        self.targets
            .iter()
            .copied()
            .filter(|&v| board.stone_at(v) == defender)
            .collect()
    }

    /// Whether every target stone has been captured (the problem is over).
    #[must_use]
    pub fn is_over(&self, board: &Board) -> bool {
        self.remaining(board).is_empty()
    }

    /// What `color` plays on `board`; `None` when the problem is over or can no longer
    /// be posed (the caller plays as without a problem):
    ///
    /// - for the defender, a pass if nothing needs doing: the attacker moving first
    ///   could not kill;
    /// - when its goal can be reached (with or without ko): the main line's first move
    ///   (for the attacker, typically the capture that ends the problem, even where
    ///   passing would do), else another correct move;
    /// - when it cannot: the most stubborn move, the main line's first (often a pass: a
    ///   dead group's owner has no better try than to make the killer play on);
    /// - when the budget ran out first: a pass (a move anywhere else would make no sense
    ///   of a problem).
    ///
    /// A move the board forbids (the frame around a problem carries no ko ban, so the
    /// solver may name a ko retake) gives way to the next correct one (or the next
    /// refuted one), or to a pass.
    #[must_use]
    pub fn choose(
        &self,
        board: &Board,
        color: Color,
        ko_rule: KoRule,
        config: &Config,
    ) -> Option<Move> {
        let targets = self.remaining(board);
        if targets.is_empty() {
            return None;
        }
        let pose = |to_play: Color| {
            let request = Request {
                to_play: Some(to_play),
                targets: targets.clone(),
                area: Some(self.area),
                ko_rule,
                ..Request::default()
            };
            Tsumego::new(board, &request).ok()
        };
        if color != self.attacker
            && pose(self.attacker)
                .is_some_and(|problem| read(&problem, config).status == Status::Failure)
        {
            return Some(Move::Pass);
        }
        let problem = pose(color)?;
        let solution = solve(&problem, config);
        let legal = |mv: &Move| board.is_legal(color, *mv);
        let candidates: Vec<Move> = match solution.status {
            Status::Unknown => vec![Move::Pass],
            Status::Success | Status::Ko => {
                let first = solution.pv.first().into_iter();
                first.chain(&solution.correct_moves).copied().collect()
            }
            Status::Failure => {
                let wrong = solution.refutations.iter().map(|(mv, _)| *mv);
                solution
                    .pv
                    .first()
                    .copied()
                    .into_iter()
                    .chain(wrong)
                    .collect()
            }
        };
        Some(candidates.into_iter().find(legal).unwrap_or(Move::Pass))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tesuji_go::Rules;

    fn board(diagram: &str) -> Board {
        Board::from_diagram(diagram, Rules::default()).unwrap()
    }

    fn at(board: &Board, v: &str) -> Point {
        board.point(v.parse().unwrap()).unwrap()
    }

    /// Black's straight three in the corner of a 9×9 board.
    const THREE: &str = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O O O O O . . . .
        X X X X O . . . .
        . . . X O . . . .";

    #[test]
    fn a_problem_leaves_room_around_its_stones() {
        assert_eq!(problem_area(&board(THREE)), Some("A1:F4".parse().unwrap()));
        // Stones near opposite corners: the grown rectangle is the whole board.
        let spread = board(
            "
            X . .
            . . .
            . . O",
        );
        assert_eq!(problem_area(&spread), None);
        assert_eq!(problem_area(&board(". . .\n. . .")), None);
    }

    #[test]
    fn a_problem_is_framed_and_a_game_is_not() {
        let three = board(THREE);
        let problem =
            Tsumego::about_chain(&three, at(&three, "A2"), Color::White, KoRule::Simple).unwrap();
        assert!(problem.is_framed());
        assert_eq!(problem.attacker(), Color::White);
        // The enclosing stones are asked about on the same frame, the enclosed side's.
        let wall = |problem: &Tsumego| problem.search_board().stone_at("A5".parse().unwrap());
        assert_eq!(wall(&problem), Some(Color::White));
        let problem =
            Tsumego::about_chain(&three, at(&three, "E2"), Color::Black, KoRule::Simple).unwrap();
        assert_eq!(problem.attacker(), Color::Black);
        assert_eq!(wall(&problem), Some(Color::White));
        // A crowded board: the chain's rectangle grown by three lines, no frame.
        let game = board(
            "
            X . . . . . . . O
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            O . . . . . . . X",
        );
        let problem =
            Tsumego::about_chain(&game, at(&game, "E5"), Color::White, KoRule::Simple).unwrap();
        assert!(!problem.is_framed());
        assert_eq!(problem.area(), Some("B2:H8".parse().unwrap()));
    }

    #[test]
    fn an_empty_point_is_no_question() {
        let three = board(THREE);
        let error = attack(&three, at(&three, "A1"), KoRule::Simple, &Config::default());
        assert!(matches!(error, Err(ProblemError::EmptyTarget(_))));
        let error = Tsumego::about_chain(&three, at(&three, "A1"), Color::Black, KoRule::Simple);
        assert!(matches!(error, Err(ProblemError::EmptyTarget(_))));
    }

    #[test]
    fn the_straight_three_is_critical() {
        let three = board(THREE);
        let a2 = at(&three, "A2");
        let config = Config::default();
        let threat = attack(&three, a2, KoRule::Simple, &config).unwrap();
        assert_eq!(threat.status, Status::Success);
        assert_eq!(threat.pv.first(), Some(&"B1".parse().unwrap()));
        let b1: Move = "B1".parse().unwrap();
        assert_eq!(
            fate(&three, a2, KoRule::Simple, &config).unwrap(),
            Fate::Critical {
                attack: b1,
                defense: b1
            }
        );
        // White's wall, alive: nothing to defend.
        let e2 = at(&three, "E2");
        let defense = defend(&three, e2, KoRule::Simple, &config).unwrap();
        assert_eq!((defense.status, defense.pv.len()), (Status::Success, 0));
        assert_eq!(
            fate(&three, e2, KoRule::Simple, &config).unwrap(),
            Fate::Alive
        );
        // A search cancelled before it starts.
        let mut spent = Config::default();
        spent.budget.cancel = Some(std::sync::Arc::new(std::sync::atomic::AtomicBool::new(
            true,
        )));
        assert_eq!(
            attack(&three, a2, KoRule::Simple, &spent).unwrap().status,
            Status::Unknown
        );
        assert_eq!(
            fate(&three, a2, KoRule::Simple, &spent).unwrap(),
            Fate::Unknown
        );
    }

    #[test]
    fn a_playout_follows_the_problem() {
        let three = board(THREE);
        let problem = Tsumego::new(&three, &Request::default()).unwrap();
        let playout = Playout::of(&problem).unwrap();
        assert_eq!(playout.attacker(), Color::White);
        let config = Config::default();
        let b1: Move = "B1".parse().unwrap();
        assert_eq!(
            playout.choose(&three, Color::White, KoRule::Simple, &config),
            Some(b1)
        );
        assert_eq!(
            playout.choose(&three, Color::Black, KoRule::Simple, &config),
            Some(b1)
        );
        assert!(!playout.is_over(&three));
    }
}
