//! A problem as people pose it, with what they leave unsaid inferred: the side to play,
//! the target, the goal, the region, and the frame around a problem cut from a book.

use std::fmt;
use std::str::FromStr;

use tesuji_go::benson::Benson;
use tesuji_go::sgf::{Game, SgfError};
use tesuji_go::tactics::chains_in_atari;
use tesuji_go::{Board, Color, IllegalMove, KoRule, Move, Point, PointSet, Rules, Vertex};
use tesuji_search::{NameError, by_name};

use crate::frame::frame;
use crate::{Area, Cycles, Statement};

/// What the side to play wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Capture the target.
    Kill,
    /// Keep the target on the board (seki counts).
    Live,
}

impl Goal {
    /// The other goal: what the opponent of the side that wants this one wants.
    #[must_use]
    pub fn opposite(self) -> Goal {
        match self {
            Goal::Kill => Goal::Live,
            Goal::Live => Goal::Kill,
        }
    }

    /// `kill` or `live`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Goal::Kill => "kill",
            Goal::Live => "live",
        }
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `kill` or `live`, in any case.
impl FromStr for Goal {
    type Err = NameError;

    fn from_str(text: &str) -> Result<Goal, NameError> {
        by_name(
            text,
            &[Goal::Kill, Goal::Live],
            Goal::name,
            "goal",
            "kill or live",
        )
    }
}

/// Where a part of the problem came from, for reporting the inference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    /// The caller said so (a command-line option).
    Given,
    /// The SGF file said so in a property (`PL`, marks on stones).
    File,
    /// The statement in the file's comment said so ("White to play and kill").
    Statement,
    /// Inferred from the position.
    Inferred,
}

impl Source {
    /// `given`, `file`, `statement` or `inferred`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Source::Given => "given",
            Source::File => "file",
            Source::Statement => "statement",
            Source::Inferred => "inferred",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `given`, `file`, `statement` or `inferred`, in any case.
impl FromStr for Source {
    type Err = NameError;

    fn from_str(text: &str) -> Result<Source, NameError> {
        let all = [
            Source::Given,
            Source::File,
            Source::Statement,
            Source::Inferred,
        ];
        by_name(
            text,
            &all,
            Source::name,
            "source",
            "given, file, statement or inferred",
        )
    }
}

#[cfg(feature = "serde")]
tesuji_go::text_serde!(; Goal, Source, crate::Status);

/// What the caller says about a problem; everything left `None` or empty is inferred.
#[derive(Clone, Debug)]
pub struct Request {
    /// The side to play.
    pub to_play: Option<Color>,
    /// The goal of the side to play.
    pub goal: Option<Goal>,
    /// Stones of the group(s) whose fate is asked.
    pub targets: Vec<Vertex>,
    /// The problem's area (moves are its empty points and the targets' liberties).
    pub area: Option<Area>,
    /// Whether to fill the board outside the area with a tsumego frame, when every
    /// stone lies inside the area.
    pub frame: bool,
    /// The ko rule: under superko a cycle without a ko fight is lost by the side that
    /// would repeat.
    pub ko_rule: KoRule,
}

impl Default for Request {
    fn default() -> Request {
        Request {
            to_play: None,
            goal: None,
            targets: Vec::new(),
            area: None,
            frame: true,
            ko_rule: KoRule::Simple,
        }
    }
}

/// Why a position is not a problem that can be solved.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ProblemError {
    /// The file could not be read.
    #[error(transparent)]
    Sgf(#[from] SgfError),
    /// No stones: nothing to live or kill.
    #[error("the board has no stones: no group to live or kill")]
    NoStones,
    /// A target or region corner is not on the board.
    #[error("{0} is not on this board")]
    OffBoard(Vertex),
    /// A target point holds no stone.
    #[error("the target {0} is an empty point")]
    EmptyTarget(Vertex),
    /// Target stones (given or marked) of both colours.
    #[error("the targets {0} and {1} are stones of both colours: the targets are one side's")]
    MixedTargets(Vertex, Vertex),
    /// The goal and the target contradict each other.
    #[error(
        "{} to {goal} cannot be about {}'s stones at {target}",
        title(*to_play),
        title(*defender)
    )]
    Contradiction {
        /// The side to play.
        to_play: Color,
        /// Its goal.
        goal: Goal,
        /// The colour of the target.
        defender: Color,
        /// A target stone.
        target: Vertex,
    },
    /// The side that would be the defender has no stones.
    #[error("{} has no stones, so no group of {}'s can live or die", title(*.0), title(*.0))]
    NoDefender(Color),
    /// A problem stated in full without a target.
    #[error("no target: a problem needs the stones whose fate it asks")]
    NoTarget,
    /// A target of a problem stated in full that is no stone of the defender's.
    #[error("the target {target} is no stone of {}'s, the defender", title(*defender))]
    NotDefender {
        /// The target point.
        target: Vertex,
        /// The defender (the attacker's opponent).
        defender: Color,
    },
}

/// How near the board's edge (in empty lines) the stones' rectangle must come for the
/// problem's area to reach the edge: a group on the third line has the two lines below
/// it, where the book's moves often are (a hane or placement on the second line; with
/// the reach at one line the frame filled them and the search proved "failure" without
/// ever trying the book's move).
const EDGE_REACH: u8 = 2;

/// "Black" or "White", to start a sentence.
fn title(color: Color) -> &'static str {
    match color {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// A life-and-death problem ready to be solved.
#[derive(Clone, Debug)]
pub struct Tsumego {
    board: Board,
    search_board: Board,
    to_play: Color,
    goal: Goal,
    targets: Vec<Point>,
    region: Vec<Point>,
    area: Option<Area>,
    framed: bool,
    /// Whether the frame's fill reaches into the area (the attacker's outside, see
    /// `close_ring`); `false` for the open pose and for a problem without a frame.
    outside_filled: bool,
    cycles: Cycles,
    sources: Sources,
    /// The same position posed around the other side's group, with the opposite goal,
    /// where the goal and the target were both inferred: what the book more likely means
    /// when this pose provably fails (see [`crate::solve`]).
    other_pose: Option<Box<Tsumego>>,
    /// The same problem with the area's outside left open (the frame and its ring only),
    /// where the outside was filled: the fill is an assumption in the attacker's favour,
    /// so where a defender to play fails or needs a ko with it, the open board is asked
    /// too, and an attacker's correct first moves are judged there (see
    /// [`crate::solve`]).
    open_pose: Option<Box<Tsumego>>,
    /// The same problem with the attacker's outside filled nearer the group (from
    /// [`NEAR_OUTSIDE_DISTANCE`] steps), where the outside was filled: a stronger
    /// assumption of the same kind, under which the search decides far more kills; asked
    /// where an attacker to play is undecided on this pose, and where a defender's correct
    /// first moves are judged (see [`crate::solve`]).
    near_pose: Option<Box<Tsumego>>,
    /// The same problem with the outside filled between the usual fill and the near
    /// one (see [`Outside::Between`]): where a near kill's correct first moves are
    /// judged (see [`crate::solve`]).
    between_pose: Option<Box<Tsumego>>,
}

/// Where the side to play, the goal and the target came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sources {
    /// Of the side to play.
    pub to_play: Source,
    /// Of the goal.
    pub goal: Source,
    /// Of the target.
    pub target: Source,
}

impl Tsumego {
    /// The problem of an SGF game's root position: its `PL`, the statement on its
    /// comment's first line and the marks on its stones count as given, after what the
    /// `request` says. The solution variations are never read.
    pub fn from_sgf(game: &Game, rules: Rules, request: &Request) -> Result<Tsumego, ProblemError> {
        let position = game.position_along(&[], rules)?;
        let statement = game.root_comment().map(Statement::read).unwrap_or_default();
        let marks: Vec<Vertex> = game
            .root_marks()?
            .into_iter()
            .filter(|&v| position.board.stone_at(v).is_some())
            .collect();
        let hints = Hints {
            pl: game.root_player(),
            statement,
            marks,
        };
        Tsumego::infer(&position.board, request, &hints)
    }

    /// The problem on `board` with what `request` leaves open inferred from the position.
    pub fn new(board: &Board, request: &Request) -> Result<Tsumego, ProblemError> {
        Tsumego::infer(board, request, &Hints::default())
    }

    /// A problem stated in full: `to_play` moves first, `attacker` tries to capture the
    /// stones `targets`, moves are `region`'s points; the board is used as it is.
    ///
    /// # Errors
    /// [`ProblemError::NoTarget`] if `targets` is empty, [`ProblemError::NotDefender`] if
    /// one holds no stone of the attacker's opponent.
    pub fn exact(
        board: &Board,
        to_play: Color,
        attacker: Color,
        targets: &[Point],
        region: &[Point],
    ) -> Result<Tsumego, ProblemError> {
        let defender = attacker.opponent();
        if targets.is_empty() {
            return Err(ProblemError::NoTarget);
        }
        if let Some(&target) = targets.iter().find(|&&t| board.stone(t) != Some(defender)) {
            return Err(ProblemError::NotDefender {
                target: board.vertex(target),
                defender,
            });
        }
        Ok(Tsumego {
            board: board.clone(),
            search_board: board.clone(),
            to_play,
            goal: if to_play == attacker {
                Goal::Kill
            } else {
                Goal::Live
            },
            targets: targets.to_vec(),
            region: region.to_vec(),
            area: None,
            framed: false,
            outside_filled: false,
            cycles: Cycles::ToKoWinner,
            sources: Sources {
                to_play: Source::Given,
                goal: Source::Given,
                target: Source::Given,
            },
            other_pose: None,
            open_pose: None,
            near_pose: None,
            between_pose: None,
        })
    }

    fn infer(board: &Board, request: &Request, hints: &Hints) -> Result<Tsumego, ProblemError> {
        let geometry = board.geometry();
        let stones: Vec<Vertex> = geometry
            .points()
            .filter(|&p| board.stone(p).is_some())
            .map(|p| geometry.vertex(p))
            .collect();
        if stones.is_empty() {
            return Err(ProblemError::NoStones);
        }
        let (to_play, to_play_source) = pick([
            (request.to_play, Source::Given),
            (hints.pl, Source::File),
            (hints.statement.to_play, Source::Statement),
        ])
        .unwrap_or((Color::Black, Source::Inferred));
        let stated_goal = pick([
            (request.goal, Source::Given),
            (hints.statement.goal, Source::Statement),
        ]);
        // The target: given, marked, or the defender's largest chain.
        let chosen = if request.targets.is_empty() {
            (hints.marks.clone(), Source::File)
        } else {
            (request.targets.clone(), Source::Given)
        };
        let (defender, chains, target_source) = if chosen.0.is_empty() {
            let defender = match stated_goal {
                Some((Goal::Live, _)) => to_play,
                Some((Goal::Kill, _)) => to_play.opponent(),
                None => enclosed_side(board, &stones),
            };
            let chain = largest_chain(board, defender).ok_or(ProblemError::NoDefender(defender))?;
            (defender, group(board, chain), Source::Inferred)
        } else {
            let mut defender = None;
            for &v in &chosen.0 {
                let p = board.point(v).map_err(|_| ProblemError::OffBoard(v))?;
                let color = board.stone(p).ok_or(ProblemError::EmptyTarget(v))?;
                match defender {
                    Some((other, first)) if other != color => {
                        return Err(ProblemError::MixedTargets(first, v));
                    }
                    _ => defender = Some((color, v)),
                }
            }
            let (defender, _) = defender.expect("at least one target");
            let chains = chosen
                .0
                .iter()
                .map(|&v| board.point(v).expect("checked"))
                .collect();
            (defender, chains, chosen.1)
        };
        let natural_goal = if to_play == defender {
            Goal::Live
        } else {
            Goal::Kill
        };
        let (goal, goal_source) = match stated_goal {
            Some((goal, _)) if goal != natural_goal => {
                return Err(ProblemError::Contradiction {
                    to_play,
                    goal,
                    defender,
                    target: board.vertex(chains[0]),
                });
            }
            Some(stated) => stated,
            None => (natural_goal, Source::Inferred),
        };
        let mut targets: Vec<Point> = Vec::new();
        for &chain in &chains {
            for stone in board.chain_stones(chain) {
                if !targets.contains(&stone) {
                    targets.push(stone);
                }
            }
        }
        targets.sort_unstable_by_key(|&p| geometry.vertex(p));

        let area = match request.area {
            Some(area) if !area.fits(geometry) => {
                let corner = Vertex::new(area.right, area.top);
                return Err(ProblemError::OffBoard(corner));
            }
            Some(area) => area,
            None => Area::around(stones.iter().copied())
                .expect("there are stones")
                .to_edges_within(EDGE_REACH, geometry),
        };
        // The frame starts one line outside the area; that ring and the attacker's outside
        // are then filled, except beside the defender (the outside liberties a book's
        // diagram implies for the stones on its border).
        let cut_out = stones.iter().all(|&v| area.contains(v));
        let frame_only = if request.frame && cut_out {
            frame(board, area.grown(1, geometry), defender.opponent())
        } else {
            None
        };
        let framed = frame_only
            .as_ref()
            .and_then(|framed| close_ring(framed, area, defender.opponent(), Outside::Filled));
        let search_board = framed.clone().unwrap_or_else(|| board.clone());
        // The fight zone, stones too: captures empty them during the search. The
        // targets' liberties outside it are added as the search goes.
        let region = fight_zone(&search_board, defender.opponent(), &targets, area);
        let other_pose = if stated_goal.is_none() && target_source == Source::Inferred {
            // Posed again with the other goal stated, the other side's group is the
            // target; nothing is left to infer there, so it has no other pose itself.
            let request = Request {
                to_play: Some(to_play),
                goal: Some(natural_goal.opposite()),
                ..request.clone()
            };
            Tsumego::infer(board, &request, &Hints::default())
                .ok()
                .map(|mut other| {
                    other.sources = Sources {
                        to_play: to_play_source,
                        goal: Source::Inferred,
                        target: Source::Inferred,
                    };
                    Box::new(other)
                })
        } else {
            None
        };
        let mut tsumego = Tsumego {
            board: board.clone(),
            search_board,
            to_play,
            goal,
            targets,
            region,
            area: Some(area),
            framed: framed.is_some(),
            outside_filled: framed.is_some(),
            cycles: Cycles::under(request.ko_rule),
            sources: Sources {
                to_play: to_play_source,
                goal: goal_source,
                target: target_source,
            },
            other_pose,
            open_pose: None,
            near_pose: None,
            between_pose: None,
        };
        // Two more poses on the same frame, filled nearer the group and left open: each
        // is in one side's favour where this one leaves it undecided or beaten, and in
        // the other's disfavour where its correct moves are judged (see `crate::solve`);
        // and the between pose, where the near pose's correct moves are judged.
        if tsumego.outside_filled
            && let Some(frame) = &frame_only
        {
            tsumego.near_pose = tsumego.refilled(frame, area, Outside::Near);
            tsumego.between_pose = tsumego.refilled(frame, area, Outside::Between);
            tsumego.open_pose = tsumego.refilled(frame, area, Outside::Open);
        }
        Ok(tsumego)
    }

    /// The same problem on `frame` (the board framed, ring still empty) with its
    /// outside filled as `outside` says: a second pose, which has none of its own.
    fn refilled(&self, frame: &Board, area: Area, outside: Outside) -> Option<Box<Tsumego>> {
        let attacker = self.attacker();
        let board = close_ring(frame, area, attacker, outside)?;
        let region = fight_zone(&board, attacker, &self.targets, area);
        Some(Box::new(Tsumego {
            search_board: board,
            region,
            outside_filled: outside != Outside::Open,
            other_pose: None,
            open_pose: None,
            near_pose: None,
            between_pose: None,
            ..self.clone()
        }))
    }

    /// The same problem after `mv` by the side to play, with the other side to play
    /// (and the same target, area and frame): for replaying a solution or playing a
    /// problem out.
    pub fn after(&self, mv: Move) -> Result<Tsumego, IllegalMove> {
        let mut next = self.clone();
        next.search_board.play(self.to_play, mv)?;
        next.board.set_to_move(self.to_play);
        // The posed board is shown, not searched: a move the frame makes illegal there
        // was already refused above.
        let _ = next.board.play(self.to_play, mv);
        next.to_play = self.to_play.opponent();
        next.goal = self.goal.opposite();
        // The other poses were of the position before the move.
        next.other_pose = None;
        next.open_pose = None;
        next.near_pose = None;
        next.between_pose = None;
        // Stones of the group that the move took are gone for good: the group lives or
        // dies in the rest (all of them taken: the problem is over).
        let defender = Some(self.attacker().opponent());
        next.targets
            .retain(|&t| next.search_board.stone(t) == defender);
        Ok(next)
    }

    /// Whether every target stone has been captured: the attacker has won.
    #[must_use]
    pub fn is_over(&self) -> bool {
        let defender = Some(self.attacker().opponent());
        self.targets
            .iter()
            .all(|&t| self.search_board.stone(t) != defender)
    }

    /// The position as posed.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The position the search runs on: the posed one, framed when it was cut out.
    #[must_use]
    pub fn search_board(&self) -> &Board {
        &self.search_board
    }

    /// The side to play.
    #[must_use]
    pub fn to_play(&self) -> Color {
        self.to_play
    }

    /// The side to play's goal.
    #[must_use]
    pub fn goal(&self) -> Goal {
        self.goal
    }

    /// The side that tries to capture the target.
    #[must_use]
    pub fn attacker(&self) -> Color {
        match self.goal {
            Goal::Kill => self.to_play,
            Goal::Live => self.to_play.opponent(),
        }
    }

    /// Every stone of the target group(s): capturing any one of them kills.
    #[must_use]
    pub fn targets(&self) -> &[Point] {
        &self.targets
    }

    /// The points where the search plays, besides the targets' liberties wherever they
    /// are: the area's points.
    #[must_use]
    pub fn region(&self) -> &[Point] {
        &self.region
    }

    /// The problem's area (by default the rectangle around the stones), unless the
    /// problem was stated exactly.
    #[must_use]
    pub fn area(&self) -> Option<Area> {
        self.area
    }

    /// Whether the board around the area was filled with a tsumego frame.
    #[must_use]
    pub fn is_framed(&self) -> bool {
        self.framed
    }

    /// Whether the frame's fill also took the attacker's outside inside the area (the
    /// empty points far from every defender stone that the ring reaches): `false` for
    /// a problem without a frame and for the [open pose](Tsumego::open_pose).
    #[must_use]
    pub fn is_outside_filled(&self) -> bool {
        self.outside_filled
    }

    /// The same problem with the area's outside left open (only the frame and the ring
    /// around the area filled), where the outside was filled (`None` otherwise, and for
    /// the other poses).
    #[must_use]
    pub fn open_pose(&self) -> Option<&Tsumego> {
        self.open_pose.as_deref()
    }

    /// The same problem with the attacker's outside filled nearer the group (the area's
    /// empty points the ring reaches two steps or more from every defender stone, not
    /// three), where the outside was filled (`None` otherwise, and for the other poses).
    #[must_use]
    pub fn near_pose(&self) -> Option<&Tsumego> {
        self.near_pose.as_deref()
    }

    /// The same problem with the attacker's outside filled between the usual fill and
    /// the near one (the area's empty points the ring reaches outside the 3×3 square
    /// around every defender stone: the near fill without the points diagonal to a
    /// defender stone), where the outside was filled (`None` otherwise, and for the
    /// other poses). A near kill's correct first moves are judged there (see
    /// [`crate::solve`]).
    #[must_use]
    pub fn between_pose(&self) -> Option<&Tsumego> {
        self.between_pose.as_deref()
    }

    /// The same problem with the attacker's outside filled in the side to play's
    /// disfavour: left open where the attacker is to play, filled nearer the group where
    /// the defender is (`None` for a problem whose outside was not filled, and for the
    /// other poses). A correct first move that reaches the goal there too needs the
    /// usual fill's help least.
    #[must_use]
    pub fn harder_pose(&self) -> Option<&Tsumego> {
        match self.goal {
            Goal::Kill => self.open_pose(),
            Goal::Live => self.near_pose(),
        }
    }

    /// How cycles without a ko fight end.
    #[must_use]
    pub fn cycles(&self) -> Cycles {
        self.cycles
    }

    /// The same position posed around the other side's group with the opposite goal,
    /// where this pose's goal and target were both inferred (`None` otherwise, and for
    /// that other pose itself).
    #[must_use]
    pub fn other_pose(&self) -> Option<&Tsumego> {
        self.other_pose.as_deref()
    }

    /// Where the side to play, the goal and the target came from.
    #[must_use]
    pub fn sources(&self) -> Sources {
        self.sources
    }
}

/// What a file says beside the stones.
#[derive(Clone, Debug, Default)]
struct Hints {
    pl: Option<Color>,
    statement: Statement,
    marks: Vec<Vertex>,
}

/// The first value present, with where it came from.
fn pick<T, const N: usize>(options: [(Option<T>, Source); N]) -> Option<(T, Source)> {
    options
        .into_iter()
        .find_map(|(value, source)| value.map(|value| (value, source)))
}

/// The side whose stones the other surrounds: the one whose stones lie deeper inside
/// the problem's area (the stones' bounding box, taken to the board's edge where it
/// comes within [`EDGE_REACH`] of it, as the area is), measured from its open sides
/// (those not on the board's edge); on a board with no open side, the side with fewer
/// stones. A stone on the second or third line is not on an open side: the lines beyond
/// it are part of the problem.
fn enclosed_side(board: &Board, stones: &[Vertex]) -> Color {
    let geometry = board.geometry();
    let area = Area::around(stones.iter().copied())
        .expect("there are stones")
        .to_edges_within(EDGE_REACH, geometry);
    let open = [
        (area.left > 0).then_some(area.left),
        (area.bottom > 0).then_some(area.bottom),
        (area.right + 1 < geometry.width()).then_some(area.right),
        (area.top + 1 < geometry.height()).then_some(area.top),
    ];
    let depth = |v: Vertex| -> u32 {
        let sides = [
            open[0].map(|left| v.col - left),
            open[1].map(|bottom| v.row - bottom),
            open[2].map(|right| right - v.col),
            open[3].map(|top| top - v.row),
        ];
        sides.into_iter().flatten().min().map_or(0, u32::from)
    };
    let mut total = [0u32; 2];
    let mut count = [0u32; 2];
    for &v in stones {
        let color = board.stone_at(v).expect("a stone");
        let side = usize::from(color == Color::White);
        total[side] += depth(v);
        count[side] += 1;
    }
    if count[0] == 0 {
        return Color::White;
    }
    if count[1] == 0 {
        return Color::Black;
    }
    let has_open_side = open.iter().any(Option::is_some);
    if has_open_side {
        // Compare the mean depths: total[b] / count[b] against total[w] / count[w].
        let black = u64::from(total[0]) * u64::from(count[1]);
        let white = u64::from(total[1]) * u64::from(count[0]);
        if black != white {
            return if black > white {
                Color::Black
            } else {
                Color::White
            };
        }
    }
    if count[0] <= count[1] {
        Color::Black
    } else {
        Color::White
    }
}

/// `color`'s chain with the most stones (then the fewest liberties, then the first on
/// the board): the group a problem is most likely about.
fn largest_chain(board: &Board, color: Color) -> Option<Point> {
    let geometry = board.geometry();
    let mut best: Option<(usize, usize, Point)> = None;
    for p in geometry.points() {
        let Some(chain) = board.chain(p).filter(|c| c.color == color) else {
            continue;
        };
        let better = match best {
            None => true,
            Some((stones, liberties, _)) => {
                chain.stones > stones || (chain.stones == stones && chain.liberties < liberties)
            }
        };
        if better {
            best = Some((chain.stones, chain.liberties, p));
        }
    }
    best.map(|(_, _, p)| p)
}

/// The points of `area` where the fight can go: what the defender's stones reach
/// without crossing the attacker's unconditionally alive stones (the frame's wall and
/// the stones joined to it). Those walls can never be captured, so nothing beyond them
/// can change the fight: a move there neither touches the defender's space nor a chain
/// that the defender could capture. The attacker's other stones (cutting stones,
/// placements) lie inside the zone, their liberties with them.
fn fight_zone(board: &Board, attacker: Color, targets: &[Point], area: Area) -> Vec<Point> {
    let geometry = board.geometry();
    let walls = Benson::new().analyze(board, attacker).alive;
    let inside = |p: Point| geometry.is_on_board(p) && area.contains(geometry.vertex(p));
    let mut zone: PointSet = targets.iter().copied().collect();
    let mut stack: Vec<Point> = targets.to_vec();
    while let Some(p) = stack.pop() {
        for n in geometry.neighbors(p) {
            if inside(n) && !walls.contains(n) && zone.insert(n) {
                stack.push(n);
            }
        }
    }
    geometry.points().filter(|&p| zone.contains(p)).collect()
}

/// The chains of the group that `chain` belongs to: its own, and every chain of its
/// colour joined to the group through a shared liberty (a one-point jump or a bamboo
/// joint) or a diagonal step that the opponent has not cut, one step after another.
/// They live or die together: a group that gives up some of them and lives with the
/// rest has lived, so the search kills only by taking all of them.
fn group(board: &Board, chain: Point) -> Vec<Point> {
    let geometry = board.geometry();
    let Some(color) = board.stone(chain) else {
        return vec![chain];
    };
    let mut heads: Vec<Point> = vec![board.chain(chain).expect("a stone").head];
    let mut next = 0;
    while let Some(&head) = heads.get(next) {
        next += 1;
        let stones: Vec<Point> = board.chain_stones(head).collect();
        let mut near: Vec<Point> = Vec::new();
        for &stone in &stones {
            for n in geometry.neighbors(stone) {
                if geometry.is_on_board(n) && board.is_empty(n) {
                    near.extend(geometry.neighbors(n));
                }
            }
            // A diagonal step is cut when both points beside it hold opponent stones.
            let sides = geometry.neighbors(stone);
            for d in geometry.diagonals(stone) {
                let uncut = geometry
                    .neighbors(d)
                    .into_iter()
                    .filter(|x| sides.contains(x))
                    .any(|x| geometry.is_on_board(x) && board.stone(x) != Some(color.opponent()));
                if uncut {
                    near.push(d);
                }
            }
        }
        for p in near {
            if geometry.is_on_board(p)
                && let Some(other) = board.chain(p).filter(|c| c.color == color)
                && !heads.contains(&other.head)
            {
                heads.push(other.head);
            }
        }
    }
    heads
}

/// How far (in steps along the lines) from every defender stone an empty point of the
/// area must lie to count as the attacker's outside.
const OUTSIDE_DISTANCE: u32 = 3;

/// The same for the [near pose](Tsumego::near_pose). Measured on 165 book problems at
/// 200,000 nodes each (`bench tsumego --max-nodes 200000 --limit 15`): as the only fill,
/// two steps decide far more (44 unknown against 97) but take eye space from defenders
/// to play (17 failures where the book lives) and move kills' first moves off the book's;
/// as the kills' second pose, it gains on every count but the wrong answers.
const NEAR_OUTSIDE_DISTANCE: u32 = 2;

/// Whether the frame's fill goes on into the area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outside {
    /// The ring and the area's empty points it reaches [`OUTSIDE_DISTANCE`] steps from
    /// every defender stone.
    Filled,
    /// The ring alone.
    Open,
    /// The ring and the area's empty points it reaches [`NEAR_OUTSIDE_DISTANCE`] steps
    /// from every defender stone.
    Near,
    /// The ring and the area's empty points it reaches outside the 3×3 square around
    /// every defender stone: the near fill without the points diagonal to a defender
    /// stone (and what lies behind them), the usual fill with the points two steps
    /// straight from one.
    Between,
}

/// The points that the fill leaves open although they lie in the attacker's outside:
/// those beside the last liberty of an attacker chain of `area` in atari. The defender
/// who captures that chain plays on the liberty; a fill stone beside it would take a
/// liberty from the capturing stone and leave the capture a ko, which the book's
/// position does not have (`ishigure-basic/006`: with M19 filled, White's capture of
/// O19 at N19 was a ko and Black's kill a kill by ko, where the book and GNU Go kill
/// outright with S19).
fn beside_last_liberties(framed: &Board, area: Area, attacker: Color) -> PointSet {
    let geometry = framed.geometry();
    let mut spared = PointSet::new();
    for atari in chains_in_atari(framed, attacker) {
        let in_area = framed
            .chain_stones(atari.chain.head)
            .any(|stone| area.contains(geometry.vertex(stone)));
        if in_area {
            for n in geometry.neighbors(atari.liberty) {
                if geometry.is_on_board(n) {
                    spared.insert(n);
                }
            }
        }
    }
    spared
}

/// The framed board with the attacker's outside filled: the empty ring around `area`
/// except next to the defender's stones (their outside liberties), and the empty points
/// of the area that the ring reaches through empty points at least
/// [`OUTSIDE_DISTANCE`] steps from every defender stone. A book shows the attacker's
/// surrounding stones as backed by the rest of the board; filled so, they join the
/// frame's live wall, and the search spends nothing on a fight the book does not mean
/// (cutting the outside stones, running into open space). With [`Outside::Near`], from
/// [`NEAR_OUTSIDE_DISTANCE`] steps; with [`Outside::Between`], outside the 3×3 square
/// around every defender stone. With [`Outside::Open`], the ring alone. The points
/// beside the last liberty of an attacker chain in atari stay open
/// ([`beside_last_liberties`]). `None` if the stones could not be set (never for a
/// frame).
fn close_ring(framed: &Board, area: Area, attacker: Color, outside: Outside) -> Option<Board> {
    let geometry = framed.geometry();
    let defender = Some(attacker.opponent());
    let defenders: Vec<Vertex> = geometry
        .points()
        .filter(|&p| framed.stone(p) == defender && area.contains(geometry.vertex(p)))
        .map(|p| geometry.vertex(p))
        .collect();
    // The between fill counts a diagonal step as one, so that two steps keep the points
    // diagonal to a defender stone open.
    let (distance, diagonal_steps) = match outside {
        Outside::Near => (NEAR_OUTSIDE_DISTANCE, false),
        Outside::Between => (NEAR_OUTSIDE_DISTANCE, true),
        Outside::Filled | Outside::Open => (OUTSIDE_DISTANCE, false),
    };
    let far = |v: Vertex| {
        defenders.iter().all(|d| {
            let (dx, dy) = (
                u32::from(d.col.abs_diff(v.col)),
                u32::from(d.row.abs_diff(v.row)),
            );
            let steps = if diagonal_steps { dx.max(dy) } else { dx + dy };
            steps >= distance
        })
    };
    let spared = beside_last_liberties(framed, area, attacker);
    let mut fill = PointSet::new();
    let mut stack = Vec::new();
    for p in geometry.points() {
        let v = geometry.vertex(p);
        if framed.is_empty(p) && area.distance(v) == 1 && !spared.contains(p) {
            let beside_defender = geometry.neighbors(p).into_iter().any(|n| {
                geometry.is_on_board(n)
                    && area.contains(geometry.vertex(n))
                    && framed.stone(n) == defender
            });
            if !beside_defender {
                fill.insert(p);
                if outside != Outside::Open {
                    stack.push(p);
                }
            }
        }
    }
    while let Some(p) = stack.pop() {
        for n in geometry.neighbors(p) {
            if geometry.is_on_board(n)
                && framed.is_empty(n)
                && area.contains(geometry.vertex(n))
                && far(geometry.vertex(n))
                && !spared.contains(n)
                && fill.insert(n)
            {
                stack.push(n);
            }
        }
    }
    let mut setup = tesuji_go::Setup::new(geometry.width(), geometry.height());
    for p in geometry.points() {
        let v = geometry.vertex(p);
        if let Some(color) = framed.stone(p) {
            setup.add(color, v);
        } else if fill.contains(p) {
            setup.add(attacker, v);
        }
    }
    let mut board = setup.into_board(framed.rules()).ok()?;
    board.set_to_move(framed.to_move());
    Some(board)
}
