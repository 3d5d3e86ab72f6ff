//! Eyes and eye space: true and false one-point eyes, and the small enclosed regions of
//! a colour classified by shape, with the verdict classic eye-shape theory gives them.
//!
//! # Definitions
//!
//! **One-point eyes** ([`eye_kind`]). An empty point `p` is an eye of colour X when each
//! of its orthogonal neighbours is an X stone or off the board. It is *false* when the
//! opponent has stones on too many of its diagonal points: two or more of the four in
//! the centre, one or more of the existing ones on the edge or in the corner. Only stones
//! count (the static rule, the same as [`Board::is_eye`]): an empty diagonal point counts
//! for X even if the opponent could occupy it, and an opponent stone counts against X even
//! if it could be captured. So [`EyeKind::True`] means "true as the stones stand"; whether
//! the opponent can still spoil it is a question for search.
//!
//! **Eye space** ([`eye_spaces`], [`eye_space_at`]). For a colour X, a *region* is a
//! maximal orthogonally connected set of points that are not X stones (empty points and
//! opponent stones), the same regions as in [`crate::benson`]: X stones and the edges
//! enclose each of them. A region is an *eye space* of X when it touches at least one X
//! stone and has at most [`MAX_EYE_SPACE`] (7) points. Larger regions are open areas
//! where the opponent may still live or build, not eye space. Seven is one more than the
//! largest killable shape (the rabbity six).
//!
//! **Shapes** ([`Shape`]). The points of an eye space are classified up to rotation and
//! reflection (the point set is put in a canonical form first) among the classic
//! shapes: one point, two points, straight and bent three, square, straight, bent and
//! pyramid four, bulky and crossed five, rabbity and rectangular six, else
//! [`Shape::Other`]. The six killable shapes (straight and bent three, pyramid four, bulky
//! and crossed five, rabbity six) have a *vital point*: the point with the most
//! neighbours in the space (the middle of a three, the centre of the T, of the plus, of
//! the rabbity six, and the point of the bulky five's square next to its tail).
//!
//! **Verdicts** ([`ShapeVerdict`]). The defender is X, who encloses the space; the
//! attacker is the opponent. A verdict says how many eyes *this space* can give X:
//!
//! - [`ShapeVerdict::OneEye`]: at most one eye, whoever moves first. Sure whatever the
//!   liberties: a space of one or two points (any contents), an empty square four, a
//!   killable shape with a single opponent stone, on its vital point. It is an upper
//!   bound: a false one-point eye gives none (ask [`eye_kind`]).
//! - [`ShapeVerdict::Unsettled`]: an empty killable shape; whoever plays the vital point
//!   first decides. With X to move, X plays it and the space gives two eyes; with the
//!   opponent to move, the opponent plays it and the space gives one eye.
//! - [`ShapeVerdict::Alive`]: two eyes whoever moves first (the attacker's move inside
//!   always has an answer, as the two middle points of a straight four are miai): an
//!   empty straight, bent or skewed four, a five other than bulky and crossed, a six
//!   other than rabbity.
//! - [`ShapeVerdict::Unknown`]: not judged: opponent stones inside (other than the case
//!   above), seven points (most such spaces live, but classic eye-shape theory stops at six
//!   and no table of sevens is kept here), or a shape that would be alive in the open but
//!   holds a corner point both of whose neighbours are in the space. A stone played there
//!   touches no enclosing stone, and with the outside liberties filled such shapes turn
//!   into a ko or die: the bent four in the corner (a ko the attacker can start when he
//!   likes, dead under Japanese rules) and the rectangular six in the corner. Their outcome
//!   is a matter of liberties, so search decides.
//!
//! Every verdict other than `OneEye` assumes what eye-shape theory assumes: the stones
//! around the space are safe from outside (connected, with liberties enough that the
//! attacker cannot run them short while he plays inside), so that the eyes they form are
//! real. A solver should use `Alive` and `Unsettled` only where that holds (for instance
//! when the enclosing chains have plenty of liberties outside the space).
//!
//! ```
//! use tesuji_go::eyes::{eye_spaces, Shape, ShapeVerdict};
//! use tesuji_go::{Board, Color, Rules};
//!
//! // Black's eye space A1-B1-C1 is a straight three along the edge: whoever plays B1
//! // first decides whether it makes two eyes or one.
//! let board = Board::from_diagram("
//!     . . . . .
//!     . . . . .
//!     X X X X .
//!     . . . X .", Rules::default()).unwrap();
//! let spaces = eye_spaces(&board, Color::Black);
//! assert_eq!(spaces.len(), 1);
//! assert_eq!(spaces[0].shape(), Shape::StraightThree);
//! let b1 = board.point("B1".parse().unwrap()).unwrap();
//! assert_eq!(spaces[0].verdict(), ShapeVerdict::Unsettled { vital: b1 });
//! ```

use crate::board::Board;
use crate::color::Color;
use crate::error::ParseNameError;
use crate::geometry::{MAX_CELLS, Point, PointSet};

/// The largest region that counts as eye space, in points.
pub const MAX_EYE_SPACE: usize = 7;

/// Whether a one-point eye is true or false (see [`eye_kind`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EyeKind {
    /// The opponent holds fewer diagonal points than make it false.
    True,
    /// The opponent holds two or more diagonal points in the centre, one or more on the
    /// edge or in the corner: the stones around it may have to fill it to connect.
    False,
}

/// Whether the empty point `p` is a one-point eye of `color`, and of which kind; `None`
/// when it is no eye (`p` not empty, or a neighbour empty or an opponent stone).
///
/// The rule is static, by the stones on the board: see the [module](self) text.
/// `eye_kind(board, color, p) == Some(EyeKind::True)` exactly when
/// [`Board::is_eye`]`(color, p)`.
///
/// ```
/// use tesuji_go::eyes::{eye_kind, EyeKind};
/// use tesuji_go::{Board, Color, Rules};
///
/// let board = Board::from_diagram("
///     . . . . .
///     O X . . .
///     X . X . .
///     . X O . .", Rules::default()).unwrap();
/// let at = |v: &str| board.point(v.parse().unwrap()).unwrap();
/// // B2: two White diagonals (A3, C1) in the centre: false.
/// assert_eq!(eye_kind(&board, Color::Black, at("B2")), Some(EyeKind::False));
/// // A1: in the corner, its one diagonal B2 is empty: true.
/// assert_eq!(eye_kind(&board, Color::Black, at("A1")), Some(EyeKind::True));
/// // C3 has empty neighbours: no eye at all.
/// assert_eq!(eye_kind(&board, Color::Black, at("C3")), None);
/// ```
#[must_use]
pub fn eye_kind(board: &Board, color: Color, p: Point) -> Option<EyeKind> {
    if !board.is_empty(p) {
        return None;
    }
    let geometry = board.geometry();
    let opponent = color.opponent();
    // Off-board cells are neither empty nor stones, so they pass as "own or edge".
    let enclosed = geometry
        .neighbors(p)
        .iter()
        .all(|&n| !board.is_empty(n) && board.stone(n) != Some(opponent));
    if !enclosed {
        return None;
    }
    let enemies = geometry
        .diagonals(p)
        .iter()
        .filter(|&&d| board.stone(d) == Some(opponent))
        .count();
    let limit = if is_on_edge(board, p) { 1 } else { 2 };
    Some(if enemies >= limit {
        EyeKind::False
    } else {
        EyeKind::True
    })
}

/// Where an eye space lies: in the open, on the edge, or in the corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EdgeContact {
    /// No point of the space is on the first line.
    Centre,
    /// Some point is on the first line, none is a corner point.
    Edge,
    /// Some point is a corner point of the board.
    Corner,
}

/// The shape of an eye space, up to rotation and reflection.
///
/// The pictures show one orientation (`#` a point of the space, `*` its vital point).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// One point: one eye.
    OnePoint,
    /// Two adjacent points: one eye.
    TwoPoints,
    /// `# * #`: killable at the middle point.
    StraightThree,
    /// `* #` over `#`: killable at the bend.
    BentThree,
    /// A 2×2 block: one eye whoever plays first (there is no vital point to take).
    SquareFour,
    /// Four in a line: alive, the two middle points are miai.
    StraightFour,
    /// Three in a line and one more at an end, at a right angle (an L): alive in the
    /// open, the two middle points of the path are miai. `in_corner` when the bend is a
    /// corner point of the board: the bent four in the corner, a ko when the outside
    /// liberties are filled (dead under Japanese rules).
    BentFour {
        /// Whether the bend is a corner point of the board.
        in_corner: bool,
    },
    /// `# * #` with one more point on the middle (a T): killable at the centre of the T.
    PyramidFour,
    /// A 2×2 block with one more point beside it: killable at the block's point next to
    /// the extra one, which touches three others.
    BulkyFive,
    /// A plus: killable at the centre.
    CrossedFive,
    /// A plus with one more point in a corner of its 3×3 box (the flower six): killable
    /// at the centre of the plus.
    RabbitySix,
    /// A 2×3 block: alive in the open, liberties decide in the corner.
    RectangularSix,
    /// Any other shape (a skewed four, a straight five, anything of seven points...).
    Other,
}

impl Shape {
    /// The shape's name in English, as a Go player says it: `"straight three"`,
    /// `"bent four in the corner"`, `"other"`.
    ///
    /// ```
    /// use tesuji_go::eyes::Shape;
    /// assert_eq!(Shape::RabbitySix.name(), "rabbity six");
    /// assert_eq!(Shape::BentFour { in_corner: true }.name(), "bent four in the corner");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Shape::OnePoint => "one point",
            Shape::TwoPoints => "two points",
            Shape::StraightThree => "straight three",
            Shape::BentThree => "bent three",
            Shape::SquareFour => "square four",
            Shape::StraightFour => "straight four",
            Shape::BentFour { in_corner: false } => "bent four",
            Shape::BentFour { in_corner: true } => "bent four in the corner",
            Shape::PyramidFour => "pyramid four",
            Shape::BulkyFive => "bulky five",
            Shape::CrossedFive => "crossed five",
            Shape::RabbitySix => "rabbity six",
            Shape::RectangularSix => "rectangular six",
            Shape::Other => "other",
        }
    }

    /// Whether the shape is one of the six that the attacker kills by taking the vital
    /// point and the defender saves by taking it.
    fn is_killable(self) -> bool {
        matches!(
            self,
            Shape::StraightThree
                | Shape::BentThree
                | Shape::PyramidFour
                | Shape::BulkyFive
                | Shape::CrossedFive
                | Shape::RabbitySix
        )
    }
}

impl Shape {
    /// Every shape, in the order of the enum (the bent four twice: in the open and in
    /// the corner).
    pub const ALL: [Shape; 14] = [
        Shape::OnePoint,
        Shape::TwoPoints,
        Shape::StraightThree,
        Shape::BentThree,
        Shape::SquareFour,
        Shape::StraightFour,
        Shape::BentFour { in_corner: false },
        Shape::BentFour { in_corner: true },
        Shape::PyramidFour,
        Shape::BulkyFive,
        Shape::CrossedFive,
        Shape::RabbitySix,
        Shape::RectangularSix,
        Shape::Other,
    ];
}

impl std::fmt::Display for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads a shape by its [`name`](Shape::name), in any case; a dash may stand for a
/// space (`bulky-five`).
///
/// ```
/// use tesuji_go::eyes::Shape;
/// assert_eq!("Bent four in the corner".parse(), Ok(Shape::BentFour { in_corner: true }));
/// assert_eq!("bulky-five".parse(), Ok(Shape::BulkyFive));
/// assert!("flower".parse::<Shape>().is_err());
/// ```
impl std::str::FromStr for Shape {
    type Err = ParseNameError;

    fn from_str(text: &str) -> Result<Shape, ParseNameError> {
        let wanted = text.to_ascii_lowercase().replace('-', " ");
        Shape::ALL
            .into_iter()
            .find(|shape| shape.name() == wanted)
            .ok_or_else(|| ParseNameError {
                what: "eye shape",
                name: text.to_string(),
                expected: "one point, two points, straight three, bent three, square four, \
                           straight four, bent four, bent four in the corner, pyramid four, \
                           bulky five, crossed five, rabbity six, rectangular six, other",
            })
    }
}

/// How many eyes an eye space gives its owner (the defender), by its shape alone; see
/// the [module](self) text for the assumptions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeVerdict {
    /// At most one eye, whoever moves first (an upper bound: a false eye gives none).
    OneEye,
    /// Two eyes, whoever moves first.
    Alive,
    /// Whoever plays `vital` first decides: the defender playing there makes two eyes,
    /// the attacker playing there leaves one. So: two eyes with the defender to move,
    /// one with the attacker to move.
    Unsettled {
        /// The vital point, empty.
        vital: Point,
    },
    /// Not judged: opponent stones inside, seven points, or a corner shape whose outcome
    /// hangs on the outside liberties.
    Unknown,
}

impl EyeKind {
    /// `true` or `false`, as reports write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            EyeKind::True => "true",
            EyeKind::False => "false",
        }
    }
}

/// Reads `true` or `false`, in any case.
///
/// ```
/// use tesuji_go::eyes::EyeKind;
/// assert_eq!("FALSE".parse(), Ok(EyeKind::False));
/// assert!("maybe".parse::<EyeKind>().is_err());
/// ```
impl std::str::FromStr for EyeKind {
    type Err = ParseNameError;

    fn from_str(text: &str) -> Result<EyeKind, ParseNameError> {
        match text.to_ascii_lowercase().as_str() {
            "true" => Ok(EyeKind::True),
            "false" => Ok(EyeKind::False),
            _ => Err(ParseNameError {
                what: "eye kind",
                name: text.to_string(),
                expected: "true, false",
            }),
        }
    }
}

impl std::fmt::Display for EyeKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl ShapeVerdict {
    /// `one-eye`, `alive`, `unsettled` or `unknown`, as reports write it (the vital
    /// point of an unsettled shape is not in the name).
    ///
    /// ```
    /// use tesuji_go::eyes::ShapeVerdict;
    /// assert_eq!(ShapeVerdict::OneEye.to_string(), "one-eye");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            ShapeVerdict::OneEye => "one-eye",
            ShapeVerdict::Alive => "alive",
            ShapeVerdict::Unsettled { .. } => "unsettled",
            ShapeVerdict::Unknown => "unknown",
        }
    }
}

impl std::fmt::Display for ShapeVerdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One eye space of a colour: its points, shape and verdict.
///
/// ```
/// use tesuji_go::eyes::{eye_space_at, EdgeContact, Shape, ShapeVerdict};
/// use tesuji_go::{Board, Color, Rules};
///
/// // A pyramid four on White's edge (A3 B3 C3 B2), with a Black stone on B2.
/// let board = Board::from_diagram("
///     O O O O .
///     . . . O .
///     O X O O .
///     O O O . .", Rules::default()).unwrap();
/// let at = |v: &str| board.point(v.parse().unwrap()).unwrap();
/// let space = eye_space_at(&board, Color::White, at("A3")).unwrap();
/// assert_eq!(space.owner(), Color::White);
/// assert_eq!(space.size(), 4);
/// assert_eq!(space.opponent_stones(), 1);
/// assert_eq!(space.contact(), EdgeContact::Edge);
/// assert_eq!(space.shape(), Shape::PyramidFour);
/// assert_eq!(space.vital_point(), Some(at("B3")));
/// // B3, the centre of the T, is vital; the Black stone on B2 is not on it: not judged.
/// assert_eq!(space.verdict(), ShapeVerdict::Unknown);
/// let names: Vec<String> =
///     space.points().iter().map(|&p| board.vertex(p).to_string()).collect();
/// assert_eq!(names, ["B2", "A3", "B3", "C3"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EyeSpace {
    owner: Color,
    points: [Point; MAX_EYE_SPACE],
    len: u8,
    opponent_stones: u8,
    contact: EdgeContact,
    shape: Shape,
    vital: Option<Point>,
    verdict: ShapeVerdict,
}

impl EyeSpace {
    /// The colour whose eye space it is (the defender).
    #[must_use]
    pub fn owner(&self) -> Color {
        self.owner
    }

    /// The points, in increasing index order (bottom row first, each row from the left).
    #[must_use]
    pub fn points(&self) -> &[Point] {
        &self.points[..usize::from(self.len)]
    }

    /// The number of points, 1 to [`MAX_EYE_SPACE`].
    #[must_use]
    pub fn size(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether `p` is a point of the space.
    #[must_use]
    pub fn contains(&self, p: Point) -> bool {
        self.points().contains(&p)
    }

    /// The number of opponent stones in the space (the rest is empty).
    #[must_use]
    pub fn opponent_stones(&self) -> usize {
        usize::from(self.opponent_stones)
    }

    /// Whether the space lies in the open, on the edge or in the corner.
    #[must_use]
    pub fn contact(&self) -> EdgeContact {
        self.contact
    }

    /// The shape, up to rotation and reflection.
    #[must_use]
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The vital point of a killable shape (see [`Shape`]), whatever stands on it now;
    /// `None` for the other shapes.
    #[must_use]
    pub fn vital_point(&self) -> Option<Point> {
        self.vital
    }

    /// How many eyes the space gives its owner.
    #[must_use]
    pub fn verdict(&self) -> ShapeVerdict {
        self.verdict
    }

    /// Whether the chain through `stone` touches the space (`false` for an empty point).
    ///
    /// ```
    /// use tesuji_go::eyes::eye_spaces;
    /// use tesuji_go::{Board, Color, Rules};
    ///
    /// // Two black chains; only the lower one touches the eye A1.
    /// let board = Board::from_diagram("
    ///     X X . .
    ///     . . . .
    ///     X X . .
    ///     . X . .", Rules::default()).unwrap();
    /// let at = |v: &str| board.point(v.parse().unwrap()).unwrap();
    /// let spaces = eye_spaces(&board, Color::Black);
    /// assert_eq!(spaces.len(), 1);
    /// assert!(spaces[0].borders(&board, at("B2")));
    /// assert!(!spaces[0].borders(&board, at("A4")));
    /// ```
    #[must_use]
    pub fn borders(&self, board: &Board, stone: Point) -> bool {
        let Some(chain) = board.chain(stone) else {
            return false;
        };
        let geometry = board.geometry();
        self.points().iter().any(|&p| {
            geometry
                .neighbors(p)
                .iter()
                .any(|&n| board.chain(n).is_some_and(|c| c.head == chain.head))
        })
    }

    /// Classifies the region `points` (sorted here) of `owner`.
    fn new(board: &Board, owner: Color, points: &[Point]) -> EyeSpace {
        debug_assert!((1..=MAX_EYE_SPACE).contains(&points.len()));
        let mut sorted = [Point::default(); MAX_EYE_SPACE];
        let len = points.len();
        sorted[..len].copy_from_slice(points);
        let points = &mut sorted[..len];
        points.sort_unstable();

        let geometry = board.geometry();
        let opponent = owner.opponent();
        let (last_col, last_row) = (geometry.width() - 1, geometry.height() - 1);
        let mut cells = [(0u8, 0u8); MAX_EYE_SPACE];
        let mut contact = EdgeContact::Centre;
        let mut opponent_stones = 0u8;
        for (cell, &p) in cells.iter_mut().zip(points.iter()) {
            let v = geometry.vertex(p);
            *cell = (v.col, v.row);
            let side = v.col == 0 || v.col == last_col;
            let end = v.row == 0 || v.row == last_row;
            if side && end {
                contact = EdgeContact::Corner;
            } else if (side || end) && contact == EdgeContact::Centre {
                contact = EdgeContact::Edge;
            }
            opponent_stones += u8::from(board.stone(p) == Some(opponent));
        }
        let cells = &cells[..len];

        // Neighbours inside the space, per point: the vital point is the one with most.
        let mut degree = [0u8; MAX_EYE_SPACE];
        for (i, &(x, y)) in cells.iter().enumerate() {
            degree[i] = cells
                .iter()
                .filter(|&&(u, w)| x.abs_diff(u) + y.abs_diff(w) == 1)
                .count() as u8;
        }
        // A corner point with both its neighbours in the space: a stone there touches
        // no enclosing stone, which is what makes corner shapes short of liberties.
        let corner_cut_off = cells
            .iter()
            .zip(degree)
            .any(|(&(x, y), d)| (x == 0 || x == last_col) && (y == 0 || y == last_row) && d == 2);

        let shape = match canonical(cells) {
            ONE_POINT => Shape::OnePoint,
            TWO_POINTS => Shape::TwoPoints,
            STRAIGHT_THREE => Shape::StraightThree,
            BENT_THREE => Shape::BentThree,
            SQUARE_FOUR => Shape::SquareFour,
            STRAIGHT_FOUR => Shape::StraightFour,
            // In an L only the bend has its two neighbours at a right angle, as a
            // corner point's are: a cut-off corner is the bend.
            BENT_FOUR => Shape::BentFour {
                in_corner: corner_cut_off,
            },
            PYRAMID_FOUR => Shape::PyramidFour,
            BULKY_FIVE => Shape::BulkyFive,
            CROSSED_FIVE => Shape::CrossedFive,
            RABBITY_SIX => Shape::RabbitySix,
            RECTANGULAR_SIX => Shape::RectangularSix,
            _ => Shape::Other,
        };

        // In each killable shape one point has strictly more neighbours in the space
        // than every other (2 in a three, 3 in the T and the bulky five, 4 in the plus
        // and the rabbity six).
        let vital = shape.is_killable().then(|| {
            let best = (0..len).max_by_key(|&i| degree[i]).unwrap_or(0);
            points[best]
        });

        let vital_taken = vital.is_some_and(|v| board.stone(v) == Some(opponent));
        let verdict = match shape {
            // Two points or fewer never hold two eyes, whatever stands there.
            Shape::OnePoint | Shape::TwoPoints => ShapeVerdict::OneEye,
            _ if opponent_stones == 0 => match (shape, vital) {
                (Shape::SquareFour, _) => ShapeVerdict::OneEye,
                (_, Some(vital)) => ShapeVerdict::Unsettled { vital },
                (Shape::Other, _) if len >= MAX_EYE_SPACE => ShapeVerdict::Unknown,
                _ if corner_cut_off => ShapeVerdict::Unknown,
                _ => ShapeVerdict::Alive,
            },
            // The attacker has already taken the vital point, and has nothing else
            // inside: the killing move is played.
            _ if opponent_stones == 1 && vital_taken => ShapeVerdict::OneEye,
            _ => ShapeVerdict::Unknown,
        };

        EyeSpace {
            owner,
            points: sorted,
            len: len as u8,
            opponent_stones,
            contact,
            shape,
            vital,
            verdict,
        }
    }
}

/// The eye space of `color` that holds `p`, or `None` when `p` is an own stone or off
/// the board, or its region is larger than [`MAX_EYE_SPACE`] points or touches no stone
/// of `color`. Costs the size of the region, at most eight points visited: cheap enough
/// for every node of a search.
///
/// ```
/// use tesuji_go::eyes::{eye_space_at, Shape, ShapeVerdict};
/// use tesuji_go::{Board, Color, Rules};
///
/// let board = Board::from_diagram("
///     . . . . . .
///     . X X X X .
///     . X . . X .
///     . X . . X .
///     . X X X X .
///     . . . . . .", Rules::default()).unwrap();
/// let at = |v: &str| board.point(v.parse().unwrap()).unwrap();
/// let square = eye_space_at(&board, Color::Black, at("C3")).unwrap();
/// assert_eq!(square.shape(), Shape::SquareFour);
/// assert_eq!(square.verdict(), ShapeVerdict::OneEye);
/// // A1 lies in the open area around the group: no eye space.
/// assert!(eye_space_at(&board, Color::Black, at("A1")).is_none());
/// ```
#[must_use]
pub fn eye_space_at(board: &Board, color: Color, p: Point) -> Option<EyeSpace> {
    let opponent = color.opponent();
    if !in_region(board, opponent, p) {
        return None;
    }
    let geometry = board.geometry();
    let mut points = [p; MAX_EYE_SPACE];
    let mut len = 1;
    let mut next = 0;
    let mut touches_own = false;
    while next < len {
        let q = points[next];
        next += 1;
        for n in geometry.neighbors(q) {
            if in_region(board, opponent, n) {
                if !points[..len].contains(&n) {
                    if len == MAX_EYE_SPACE {
                        return None;
                    }
                    points[len] = n;
                    len += 1;
                }
            } else if board.stone(n) == Some(color) {
                touches_own = true;
            }
        }
    }
    touches_own.then(|| EyeSpace::new(board, color, &points[..len]))
}

/// The eye space of `color` made of `points`: 1 to [`MAX_EYE_SPACE`] connected points,
/// none of them a stone of `color`; `None` otherwise. For a space that the caller has
/// found itself, such as one closed partly by opponent stones that can never be
/// captured: a point beside such a stone can never be an eye of `color`, so the verdict
/// stays an upper bound of the eyes the space can give (`OneEye` stays sure).
///
/// ```
/// use tesuji_go::eyes::{eye_space_of, Shape, ShapeVerdict};
/// use tesuji_go::{Board, Color, Rules};
///
/// let board = Board::from_diagram("
///     . . . . .
///     O O O O .
///     X X . O .
///     . . . O .", Rules::default()).unwrap();
/// let at = |v: &str| board.point(v.parse().unwrap()).unwrap();
/// let space = eye_space_of(&board, Color::Black, &[at("A1"), at("B1"), at("C1"), at("C2")])
///     .unwrap();
/// assert_eq!(space.shape(), Shape::BentFour { in_corner: false });
/// assert!(eye_space_of(&board, Color::Black, &[at("A1"), at("C1")]).is_none());
/// ```
#[must_use]
pub fn eye_space_of(board: &Board, color: Color, points: &[Point]) -> Option<EyeSpace> {
    if points.is_empty() || points.len() > MAX_EYE_SPACE {
        return None;
    }
    let opponent = color.opponent();
    if !points.iter().all(|&p| in_region(board, opponent, p)) {
        return None;
    }
    // Connected: a flood from the first point inside the set reaches all of it.
    let geometry = board.geometry();
    let mut reached = [points[0]; MAX_EYE_SPACE];
    let (mut len, mut next) = (1, 0);
    while next < len {
        let q = reached[next];
        next += 1;
        for n in geometry.neighbors(q) {
            if points.contains(&n) && !reached[..len].contains(&n) {
                reached[len] = n;
                len += 1;
            }
        }
    }
    (len == points.len()).then(|| EyeSpace::new(board, color, points))
}

/// Every eye space of `color`, in the order of their lowest point (bottom row first).
///
/// ```
/// use tesuji_go::eyes::{eye_spaces, ShapeVerdict};
/// use tesuji_go::{Board, Color, Rules};
///
/// // Two one-point eyes, A1 and C1; the open top rows are no eye space.
/// let board = Board::from_diagram("
///     . . . . .
///     . . . . .
///     X X X X X
///     . X . X X", Rules::default()).unwrap();
/// let spaces = eye_spaces(&board, Color::Black);
/// assert_eq!(spaces.len(), 2);
/// assert!(spaces.iter().all(|s| s.size() == 1 && s.verdict() == ShapeVerdict::OneEye));
/// // White has no stone on the board, hence no eye space.
/// assert!(eye_spaces(&board, Color::White).is_empty());
/// ```
#[must_use]
pub fn eye_spaces(board: &Board, color: Color) -> Vec<EyeSpace> {
    let mut out = Vec::new();
    eye_spaces_into(board, color, &mut out);
    out
}

/// [`eye_spaces`] into a buffer that is cleared first, so that a search reusing it
/// allocates nothing once it has grown.
pub fn eye_spaces_into(board: &Board, color: Color, out: &mut Vec<EyeSpace>) {
    out.clear();
    let opponent = color.opponent();
    let geometry = board.geometry();
    let mut seen = PointSet::new();
    // Every point is pushed at most once (it is marked seen when pushed).
    let mut stack = [Point::default(); MAX_CELLS];
    for start in geometry.points() {
        if seen.contains(start) || !in_region(board, opponent, start) {
            continue;
        }
        seen.insert(start);
        stack[0] = start;
        let mut depth = 1;
        let mut size = 0;
        let mut first = [start; MAX_EYE_SPACE];
        let mut touches_own = false;
        while depth > 0 {
            depth -= 1;
            let q = stack[depth];
            if size < MAX_EYE_SPACE {
                first[size] = q;
            }
            size += 1;
            for n in geometry.neighbors(q) {
                if in_region(board, opponent, n) {
                    if seen.insert(n) {
                        stack[depth] = n;
                        depth += 1;
                    }
                } else if board.stone(n) == Some(color) {
                    touches_own = true;
                }
            }
        }
        if size <= MAX_EYE_SPACE && touches_own {
            out.push(EyeSpace::new(board, color, &first[..size]));
        }
    }
}

/// Whether `p` is an on-board point that is not a stone of the region owner: empty, or
/// a stone of `opponent`. (Off-board cells are neither empty nor stones.)
#[inline]
fn in_region(board: &Board, opponent: Color, p: Point) -> bool {
    board.is_empty(p) || board.stone(p) == Some(opponent)
}

/// Whether `p` is on the first line.
#[inline]
fn is_on_edge(board: &Board, p: Point) -> bool {
    let geometry = board.geometry();
    let v = geometry.vertex(p);
    v.col == 0 || v.row == 0 || v.col + 1 == geometry.width() || v.row + 1 == geometry.height()
}

// ---------------------------------------------------------------------------------
// Canonical shapes
// ---------------------------------------------------------------------------------

/// The side of the square grid a shape's code lives in: a connected set of at most
/// `MAX_EYE_SPACE` points spans at most that many rows and columns.
const GRID: u32 = MAX_EYE_SPACE as u32;
const _: () = assert!(GRID * GRID <= u64::BITS);

/// A code of a set of cells `(column, row)` that is the same for all its rotations,
/// reflections and translations: the least, over the eight symmetries of the square, of
/// the bitmask of the cells moved to the corner of the grid. The cells must be
/// connected and at most [`MAX_EYE_SPACE`].
const fn canonical(cells: &[(u8, u8)]) -> u64 {
    let (mut min_x, mut min_y, mut max_x, mut max_y) = (u8::MAX, u8::MAX, 0, 0);
    let mut i = 0;
    while i < cells.len() {
        let (x, y) = cells[i];
        if x < min_x {
            min_x = x;
        }
        if y < min_y {
            min_y = y;
        }
        if x > max_x {
            max_x = x;
        }
        if y > max_y {
            max_y = y;
        }
        i += 1;
    }
    let (width, height) = (max_x - min_x, max_y - min_y);
    let mut best = u64::MAX;
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut code = 0u64;
        let mut i = 0;
        while i < cells.len() {
            let (mut x, mut y) = (cells[i].0 - min_x, cells[i].1 - min_y);
            // Bit 0 mirrors left-right, bit 1 top-bottom, bit 2 swaps the axes: the
            // eight together are the symmetries of the square. Each keeps the cells in
            // the corner of the grid.
            if symmetry & 1 != 0 {
                x = width - x;
            }
            if symmetry & 2 != 0 {
                y = height - y;
            }
            if symmetry & 4 != 0 {
                (x, y) = (y, x);
            }
            code |= 1 << (y as u32 * GRID + x as u32);
            i += 1;
        }
        if code < best {
            best = code;
        }
        symmetry += 1;
    }
    best
}

const ONE_POINT: u64 = canonical(&[(0, 0)]);
const TWO_POINTS: u64 = canonical(&[(0, 0), (1, 0)]);
const STRAIGHT_THREE: u64 = canonical(&[(0, 0), (1, 0), (2, 0)]);
const BENT_THREE: u64 = canonical(&[(0, 0), (1, 0), (0, 1)]);
const SQUARE_FOUR: u64 = canonical(&[(0, 0), (1, 0), (0, 1), (1, 1)]);
const STRAIGHT_FOUR: u64 = canonical(&[(0, 0), (1, 0), (2, 0), (3, 0)]);
const BENT_FOUR: u64 = canonical(&[(0, 0), (1, 0), (2, 0), (0, 1)]);
const PYRAMID_FOUR: u64 = canonical(&[(0, 0), (1, 0), (2, 0), (1, 1)]);
const BULKY_FIVE: u64 = canonical(&[(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)]);
const CROSSED_FIVE: u64 = canonical(&[(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)]);
const RABBITY_SIX: u64 = canonical(&[(1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (1, 2)]);
const RECTANGULAR_SIX: u64 = canonical(&[(0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (2, 1)]);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shape and eye kind reads back from its name, and the names are distinct.
    #[test]
    fn names_read_back() {
        for shape in Shape::ALL {
            assert_eq!(shape.name().parse(), Ok(shape));
            assert_eq!(shape.name().to_uppercase().parse(), Ok(shape));
        }
        let names: std::collections::HashSet<_> = Shape::ALL.iter().map(|s| s.name()).collect();
        assert_eq!(names.len(), Shape::ALL.len());
        for kind in [EyeKind::True, EyeKind::False] {
            assert_eq!(kind.name().parse(), Ok(kind));
        }
        let error = "bent five".parse::<Shape>().unwrap_err();
        assert_eq!(error.name, "bent five");
        assert!(
            error
                .to_string()
                .starts_with("unknown eye shape `bent five`")
        );
    }

    /// The shape codes are distinct, and each is the same in all eight orientations.
    #[test]
    fn canonical_codes_are_distinct_and_invariant() {
        let codes = [
            ONE_POINT,
            TWO_POINTS,
            STRAIGHT_THREE,
            BENT_THREE,
            SQUARE_FOUR,
            STRAIGHT_FOUR,
            BENT_FOUR,
            PYRAMID_FOUR,
            BULKY_FIVE,
            CROSSED_FIVE,
            RABBITY_SIX,
            RECTANGULAR_SIX,
        ];
        for (i, a) in codes.iter().enumerate() {
            for b in &codes[i + 1..] {
                assert_ne!(a, b);
            }
        }
        // The rabbity six turned a quarter, shifted and mirrored.
        let turned = [(5, 4), (5, 5), (4, 3), (4, 4), (4, 5), (3, 4)];
        assert_eq!(canonical(&turned), RABBITY_SIX);
        let mirrored = [(1, 0), (0, 0), (2, 1), (1, 1), (0, 1), (1, 2)];
        assert_eq!(canonical(&mirrored), RABBITY_SIX);
        // A skewed four is none of the named fours.
        let skewed = [(0, 0), (1, 0), (1, 1), (2, 1)];
        assert!(!codes.contains(&canonical(&skewed)));
    }
}
