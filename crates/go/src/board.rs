//! The board: stones, chains with exact liberty counts, Zobrist hash, ko, undo.
//!
//! # Representation
//!
//! Cells live in a padded one-dimensional array (see [`Geometry`]). Each chain is a
//! circular linked list through `next`, every stone knows its chain's `head`, and the
//! head holds the chain's stone count and its *exact* number of liberties (distinct
//! empty neighbours). The counts are kept exact incrementally:
//!
//! * a new stone takes one liberty from each distinct adjacent chain;
//! * merging two chains walks the smaller one, counting each of its empty neighbours
//!   that is not already next to the larger chain — stones are relabelled as they are
//!   walked, so an empty point next to several of them is counted once;
//! * removing a captured chain gives one liberty per removed stone to each distinct
//!   adjacent enemy chain.
//!
//! No step scans the board; a move costs the size of the smaller merged chain plus the
//! captured stones.
//!
//! # Undo
//!
//! Every write to the per-point arrays goes through a *trail* of old values, and
//! `undo` pops the trail back to where the move started, so undo is exact by
//! construction. (Skipping the trail for "meaningless" fields of empty points is a
//! trap: an emptied point can still hold a captured chain's links, or the counts of a
//! head absorbed by a merge, that later undos need.) The list of empty points is
//! restored by reversing its own operations. [`Board::play_point_forever`] keeps no
//! trail at all, for playouts.

use crate::color::Color;
use crate::error::IllegalMove;
use crate::geometry::{Geometry, Point, PointSet, STORE};
use crate::rules::{KoRule, Rules, SuicideRule};
use crate::vertex::{Move, Vertex};
use crate::zobrist;

/// What a cell holds. The codes are bit sets, Wall = Black | White, so the hot tests
/// "own colour or edge" and "enemy or edge" over the four neighbours are single ANDs
/// (see `is_eye` and `is_hopeless`): keep them so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Cell {
    Empty = 0,
    Black = 1,
    White = 2,
    Wall = 3,
}

impl Cell {
    #[inline]
    fn of(color: Color) -> Cell {
        match color {
            Color::Black => Cell::Black,
            Color::White => Cell::White,
        }
    }

    #[inline]
    fn color(self) -> Option<Color> {
        match self {
            Cell::Black => Some(Color::Black),
            Cell::White => Some(Color::White),
            Cell::Empty | Cell::Wall => None,
        }
    }
}

/// An old value, written back by `undo`.
#[derive(Clone, Copy, Debug)]
enum Change {
    /// A stone was put on an empty point; the point's fields before it.
    Placed {
        point: Point,
        head: Point,
        next: Point,
        stones: u16,
        liberties: u16,
    },
    /// A stone was taken off the board.
    Removed {
        point: Point,
        cell: Cell,
    },
    Head(Point, Point),
    Next(Point, Point),
    Liberties(Point, u16),
    Stones(Point, u16),
}

/// A simple-ko ban: `color` may not play `point` on its next move.
///
/// [`Board::ko`] returns the ban in force; its example shows a ko taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KoBan {
    /// The point of the stone just captured.
    pub point: Point,
    /// The player who may not retake there now.
    pub color: Color,
}

/// What `undo` needs beyond the trail.
#[derive(Clone, Copy, Debug)]
struct MoveRecord {
    color: Color,
    point: Option<Point>,
    trail_len: u32,
    /// Where the played point stood in the empty list before it was removed.
    empty_slot: u16,
    /// Stones taken off the board (captured or suicided), appended to the empty list.
    freed: u16,
    ko: Option<KoBan>,
    hash: u64,
    to_move: Color,
    captures: [u32; 2],
}

/// Up to four distinct chain heads: the chains next to a point.
#[derive(Clone, Copy, Debug, Default)]
struct Heads {
    heads: [Point; 4],
    len: u8,
}

impl Heads {
    /// Adds a head unless present; returns whether it was new.
    #[inline]
    fn insert(&mut self, head: Point) -> bool {
        if self.as_slice().contains(&head) {
            return false;
        }
        self.heads[usize::from(self.len) & 3] = head;
        self.len += 1;
        true
    }

    #[inline]
    fn as_slice(&self) -> &[Point] {
        &self.heads[..usize::from(self.len)]
    }

    #[inline]
    fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// The neighbours of an empty point, surveyed for a stone of one colour.
#[derive(Clone, Copy, Debug, Default)]
struct Surroundings {
    /// The distinct friendly chains next to the point.
    friends: Heads,
    /// The distinct enemy chains next to the point.
    enemies: Heads,
    /// Empty neighbours.
    empty: u16,
    /// Whether the stone would capture (some enemy chain's last liberty is the point).
    captures: bool,
    /// Whether the stone would have a liberty after the move: an empty neighbour, a
    /// friendly chain with another liberty, or a capture.
    breathes: bool,
}

/// A chain of stones: its colour, identity and counts.
///
/// ```
/// use tesuji_go::{Board, Color, Rules};
/// let mut board = Board::from_diagram("
///     . . . .
///     . . X .
///     . X . .
///     . . . .", Rules::default()).unwrap();
/// let geo = board.geometry();
/// let p = |s: &str| geo.point(s.parse().unwrap()).unwrap();
/// let (b2, c2, c3) = (p("B2"), p("C2"), p("C3"));
/// // Two one-stone chains with four liberties each; they share B3 and C2.
/// let (lower, upper) = (board.chain(b2).unwrap(), board.chain(c3).unwrap());
/// assert_ne!(lower.head, upper.head);
/// assert_eq!((lower.liberties, upper.liberties), (4, 4));
/// // C2 joins them into one chain, with one head for all its stones.
/// board.play_point(Color::Black, c2).unwrap();
/// let joined = board.chain(c2).unwrap();
/// assert_eq!(board.chain(b2), Some(joined));
/// assert_eq!(board.chain(c3), Some(joined));
/// // A2 B1 B3 C1 C4 D2 D3: the shared B3 counts once.
/// assert_eq!((joined.stones, joined.liberties), (3, 7));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chain {
    /// The colour of its stones.
    pub color: Color,
    /// One stone of the chain that stands for all of it (the same for every stone of
    /// the chain until the chain changes).
    pub head: Point,
    /// The number of stones.
    pub stones: usize,
    /// The exact number of distinct empty points next to the chain.
    pub liberties: usize,
}

/// A Go position with its game history, under a [`Rules`].
///
/// ```
/// use tesuji_go::{Board, Color, Rules};
/// let mut board = Board::square(9, Rules::default()).unwrap();
/// let v = |s: &str| s.parse().unwrap();
/// // White's stone on A1 is captured by B1 and A2.
/// board.play(Color::White, v("A1")).unwrap();
/// board.play(Color::Black, v("B1")).unwrap();
/// let hash_before = board.hash();
/// board.play(Color::Black, v("A2")).unwrap();
/// assert_eq!(board.stone_at("A1".parse().unwrap()), None);
/// assert_eq!(board.captures(Color::Black), 1);
/// board.undo();
/// assert_eq!(board.stone_at("A1".parse().unwrap()), Some(Color::White));
/// assert_eq!(board.hash(), hash_before);
/// ```
pub struct Board {
    geometry: Geometry,
    rules: Rules,
    cells: [Cell; STORE],
    /// For a stone: the head of its chain.
    head: [Point; STORE],
    /// For a stone: the next stone of its chain (circular).
    next: [Point; STORE],
    /// For a chain head: the chain's liberty count.
    liberties: [u16; STORE],
    /// For a chain head: the chain's stone count.
    stones: [u16; STORE],
    /// The empty points, in no particular order, and where each stands in that list.
    empties: [Point; STORE],
    empty_count: u16,
    empty_slot: [u16; STORE],
    hash: u64,
    ko: Option<KoBan>,
    to_move: Color,
    /// Stones captured by Black and by White.
    captures: [u32; 2],
    trail: Vec<Change>,
    /// One record per move; the positions before the moves are, with the current
    /// one, every position of the game (what superko compares with).
    history: Vec<MoveRecord>,
}

impl Board {
    /// An empty board with Black to move.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Geometry, Rules};
    /// let board = Board::new(Geometry::new(9, 13).unwrap(), Rules::CHINESE);
    /// assert_eq!(board.geometry().height(), 13);
    /// assert_eq!(board.empty_points().len(), 9 * 13);
    /// assert_eq!(board.to_move(), Color::Black);
    /// assert_eq!(board.move_number(), 0);
    /// ```
    pub fn new(geometry: Geometry, rules: Rules) -> Board {
        let mut board = Board {
            geometry,
            rules,
            cells: [Cell::Wall; STORE],
            head: [Point(0); STORE],
            next: [Point(0); STORE],
            liberties: [0; STORE],
            stones: [0; STORE],
            empties: [Point(0); STORE],
            empty_count: 0,
            empty_slot: [0; STORE],
            hash: 0,
            ko: None,
            to_move: Color::Black,
            captures: [0; 2],
            trail: Vec::new(),
            history: Vec::new(),
        };
        for p in geometry.points() {
            board.cells[p.slot()] = Cell::Empty;
            board.push_empty(p);
        }
        board
    }

    /// An empty `size × size` board, or `None` for a size outside 2..=25.
    ///
    /// ```
    /// use tesuji_go::{Board, Rules};
    /// let board = Board::square(19, Rules::default()).unwrap();
    /// assert_eq!(board.empty_points().len(), 361);
    /// assert!(Board::square(1, Rules::default()).is_none());
    /// assert!(Board::square(26, Rules::default()).is_none());
    /// ```
    pub fn square(size: u8, rules: Rules) -> Option<Board> {
        Geometry::new(size, size).map(|geo| Board::new(geo, rules))
    }

    /// The board's dimensions and coordinate mapping.
    #[inline]
    pub fn geometry(&self) -> Geometry {
        self.geometry
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Changes the rules from the next move on (the history is kept).
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Move, Rules};
    /// let mut board = Board::from_diagram("
    ///     . . .
    ///     O O .
    ///     X . O", Rules::JAPANESE).unwrap();
    /// // B1 would leave A1 and B1 without a liberty: suicide of two stones.
    /// let b1: Move = "B1".parse().unwrap();
    /// assert!(!board.is_legal(Color::Black, b1));
    /// board.set_rules(Rules::NEW_ZEALAND);
    /// assert_eq!(board.rules(), Rules::NEW_ZEALAND);
    /// assert!(board.is_legal(Color::Black, b1));
    /// ```
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// The point of a vertex on this board.
    ///
    /// ```
    /// use tesuji_go::{Board, IllegalMove, Rules, Vertex};
    /// let board = Board::square(9, Rules::default()).unwrap();
    /// let e5 = board.point("E5".parse().unwrap()).unwrap();
    /// assert_eq!(board.vertex(e5).to_string(), "E5");
    /// // K is the tenth column (there is no I): off a 9×9 board.
    /// let k5: Vertex = "K5".parse().unwrap();
    /// assert_eq!(board.point(k5), Err(IllegalMove::OffBoard(k5)));
    /// ```
    pub fn point(&self, v: Vertex) -> Result<Point, IllegalMove> {
        self.geometry.point(v).ok_or(IllegalMove::OffBoard(v))
    }

    /// The vertex of a point of this board.
    #[inline]
    pub fn vertex(&self, p: Point) -> Vertex {
        self.geometry.vertex(p)
    }

    /// The stone on a point, if any.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let board = Board::from_diagram("
    ///     . O
    ///     X .", Rules::default()).unwrap();
    /// let a1 = board.point("A1".parse().unwrap()).unwrap();
    /// let b1 = board.point("B1".parse().unwrap()).unwrap();
    /// assert_eq!(board.stone(a1), Some(Color::Black));
    /// assert_eq!(board.stone(b1), None);
    /// assert!(board.is_empty(b1));
    /// assert_eq!(board.stone_at("B2".parse().unwrap()), Some(Color::White));
    /// assert_eq!(board.stone_at("C3".parse().unwrap()), None); // off the board
    /// ```
    #[inline]
    pub fn stone(&self, p: Point) -> Option<Color> {
        self.cells[p.slot()].color()
    }

    /// The stone on a vertex, if any (`None` also off the board).
    pub fn stone_at(&self, v: Vertex) -> Option<Color> {
        self.geometry.point(v).and_then(|p| self.stone(p))
    }

    /// Whether the cell is a point of the board (no wall): one read of the cell, where
    /// [`Geometry::is_on_board`] works out its row and column (the searches ask it of
    /// every neighbour they look at).
    #[inline]
    pub fn is_on_board(&self, p: Point) -> bool {
        self.cells[p.slot()] != Cell::Wall
    }

    /// Whether the point is on the board and empty.
    #[inline]
    pub fn is_empty(&self, p: Point) -> bool {
        self.cells[p.slot()] == Cell::Empty
    }

    /// The player to move next: Black at the start, then the opponent of the last mover.
    #[inline]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Sets the player to move next (as SGF `PL` does) without playing a move.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// assert_eq!(board.to_move(), Color::Black);
    /// board.play(Color::Black, "C3".parse().unwrap()).unwrap();
    /// assert_eq!(board.to_move(), Color::White);
    /// // Let Black move again.
    /// board.set_to_move(Color::Black);
    /// assert_eq!(board.to_move(), Color::Black);
    /// assert_eq!(board.move_number(), 1);
    /// ```
    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
    }

    /// The Zobrist hash of the stones alone (the key of positional superko).
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let v = |s: &str| s.parse().unwrap();
    /// let mut a = Board::square(9, Rules::default()).unwrap();
    /// let mut b = a.clone();
    /// a.play(Color::Black, v("C3")).unwrap();
    /// a.play(Color::White, v("G7")).unwrap();
    /// a.play(Color::Black, v("C7")).unwrap();
    /// // The same stones in another order: the same hash.
    /// b.play(Color::Black, v("C7")).unwrap();
    /// b.play(Color::White, v("G7")).unwrap();
    /// b.play(Color::Black, v("C3")).unwrap();
    /// assert_eq!(a.hash(), b.hash());
    /// b.undo();
    /// assert_ne!(a.hash(), b.hash());
    /// ```
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash of the stones and the player to move (situational superko).
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// board.play(Color::Black, "E5".parse().unwrap()).unwrap();
    /// let (stones, situation) = (board.hash(), board.situational_hash());
    /// // A pass changes the player to move but not the stones.
    /// board.pass(Color::White);
    /// assert_eq!(board.hash(), stones);
    /// assert_ne!(board.situational_hash(), situation);
    /// ```
    #[inline]
    pub fn situational_hash(&self) -> u64 {
        Self::situational(self.hash, self.to_move)
    }

    #[inline]
    fn situational(hash: u64, to_move: Color) -> u64 {
        match to_move {
            Color::Black => hash,
            Color::White => hash ^ zobrist::WHITE_TO_MOVE,
        }
    }

    /// The current simple-ko ban, if the last move captured a single stone in a ko.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, IllegalMove, KoBan, Rules};
    /// let mut board = Board::from_diagram("
    ///     . . . .
    ///     . . . .
    ///     X O . .
    ///     . X O .", Rules::default()).unwrap();
    /// assert_eq!(board.ko(), None);
    /// // White A1 captures B1, and A1 itself is left with the single liberty B1: a ko.
    /// board.play(Color::White, "A1".parse().unwrap()).unwrap();
    /// let b1 = board.point("B1".parse().unwrap()).unwrap();
    /// assert_eq!(board.ko(), Some(KoBan { point: b1, color: Color::Black }));
    /// assert!(matches!(board.check(Color::Black, b1), Err(IllegalMove::Ko(_))));
    /// // The ban lasts one move: Black plays elsewhere and it is lifted.
    /// board.play(Color::Black, "D4".parse().unwrap()).unwrap();
    /// assert_eq!(board.ko(), None);
    /// ```
    #[inline]
    pub fn ko(&self) -> Option<KoBan> {
        self.ko
    }

    /// The number of stones `color` has captured (suicided stones count for the
    /// opponent).
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::from_diagram("
    ///     . . . .
    ///     . . . .
    ///     X X . .
    ///     O O . .", Rules::default()).unwrap();
    /// // C1 takes the last liberty of A1 and B1.
    /// board.play(Color::Black, "C1".parse().unwrap()).unwrap();
    /// assert_eq!(board.stone_at("A1".parse().unwrap()), None);
    /// assert_eq!(board.captures(Color::Black), 2);
    /// assert_eq!(board.captures(Color::White), 0);
    /// ```
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    /// The number of moves (passes included) played since the board was made.
    pub fn move_number(&self) -> usize {
        self.history.len()
    }

    /// The moves played so far, in order.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// board.play(Color::Black, "E5".parse().unwrap()).unwrap();
    /// board.pass(Color::White);
    /// board.play(Color::Black, "C3".parse().unwrap()).unwrap();
    /// let record: Vec<String> = board.moves().map(|(c, m)| format!("{c} {m}")).collect();
    /// assert_eq!(record, ["B E5", "W pass", "B C3"]);
    /// assert_eq!(board.move_number(), 3);
    /// assert_eq!(board.last_move(), Some((Color::Black, "C3".parse().unwrap())));
    /// ```
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.history
            .iter()
            .map(|r| (r.color, self.to_move_value(r.point)))
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<(Color, Move)> {
        self.history
            .last()
            .map(|r| (r.color, self.to_move_value(r.point)))
    }

    fn to_move_value(&self, point: Option<Point>) -> Move {
        point.map_or(Move::Pass, |p| Move::Play(self.vertex(p)))
    }

    /// The empty points, in no particular order.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::square(3, Rules::default()).unwrap();
    /// assert_eq!(board.empty_points().len(), 9);
    /// let b2 = board.point("B2".parse().unwrap()).unwrap();
    /// board.play_point(Color::Black, b2).unwrap();
    /// assert_eq!(board.empty_points().len(), 8);
    /// assert!(!board.empty_points().contains(&b2));
    /// ```
    #[inline]
    pub fn empty_points(&self) -> &[Point] {
        &self.empties[..usize::from(self.empty_count)]
    }

    /// The chain a stone belongs to, or `None` for an empty point.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let board = Board::from_diagram("
    ///     . . . .
    ///     . X X .
    ///     . X O .
    ///     . . . .", Rules::default()).unwrap();
    /// let geo = board.geometry();
    /// let p = |s: &str| geo.point(s.parse().unwrap()).unwrap();
    /// // B2, B3, C3: liberties A2 A3 B1 B4 C4 D3.
    /// let black = board.chain(p("B2")).unwrap();
    /// assert_eq!((black.color, black.stones, black.liberties), (Color::Black, 3, 6));
    /// assert_eq!(board.chain(p("C3")), Some(black));
    /// // C2: liberties C1 and D2.
    /// assert_eq!(board.liberty_count(p("C2")), 2);
    /// assert_eq!(board.chain(p("A1")), None);
    /// ```
    #[inline]
    pub fn chain(&self, p: Point) -> Option<Chain> {
        let color = self.stone(p)?;
        let head = self.head[p.slot()];
        Some(Chain {
            color,
            head,
            stones: usize::from(self.stones[head.slot()]),
            liberties: usize::from(self.liberties[head.slot()]),
        })
    }

    /// The exact liberty count of the chain through `p` (0 for an empty point).
    #[inline]
    pub fn liberty_count(&self, p: Point) -> usize {
        match self.cells[p.slot()] {
            Cell::Black | Cell::White => usize::from(self.liberties[self.head[p.slot()].slot()]),
            Cell::Empty | Cell::Wall => 0,
        }
    }

    /// The stones of the chain through `p` (nothing for an empty point).
    pub fn chain_stones(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let start = self.stone(p).map(|_| p);
        let mut current = start;
        std::iter::from_fn(move || {
            let here = current?;
            let next = self.next[here.slot()];
            current = (Some(next) != start).then_some(next);
            Some(here)
        })
    }

    /// The liberties of the chain through `p`, as a set of points.
    ///
    /// ```
    /// use tesuji_go::{Board, Rules};
    /// let board = Board::from_diagram("
    ///     . . .
    ///     X X .
    ///     O . .", Rules::default()).unwrap();
    /// let a2 = board.point("A2".parse().unwrap()).unwrap();
    /// let names = |points: Vec<_>| -> Vec<String> {
    ///     points.into_iter().map(|p| board.vertex(p).to_string()).collect()
    /// };
    /// let mut stones = names(board.chain_stones(a2).collect());
    /// stones.sort();
    /// assert_eq!(stones, ["A2", "B2"]);
    /// let liberties = board.chain_liberties(a2);
    /// assert_eq!(names(liberties.iter().collect()), ["B1", "C2", "A3", "B3"]);
    /// // White's A1 is in atari: its one liberty is B1.
    /// let a1 = board.point("A1".parse().unwrap()).unwrap();
    /// assert_eq!(board.liberty_count(a1), 1);
    /// ```
    pub fn chain_liberties(&self, p: Point) -> PointSet {
        let mut set = PointSet::new();
        for stone in self.chain_stones(p) {
            for n in self.geometry.neighbors(stone) {
                if self.is_empty(n) {
                    set.insert(n);
                }
            }
        }
        set
    }

    /// Whether `color` may play `mv` now; `Err` says why not. The board is not changed.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, IllegalMove, Rules};
    /// let mut board = Board::from_diagram("
    ///     . X .
    ///     X . X
    ///     . X .", Rules::default()).unwrap();
    /// let b2 = "B2".parse().unwrap();
    /// assert_eq!(board.legality(Color::White, b2), Err(IllegalMove::Suicide("B2".parse().unwrap())));
    /// assert!(board.is_legal(Color::Black, b2));
    /// ```
    pub fn legality(&self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        match mv {
            Move::Pass => Ok(()),
            Move::Play(v) => self.check(color, self.point(v)?),
        }
    }

    /// Whether `color` may play `mv` now.
    pub fn is_legal(&self, color: Color, mv: Move) -> bool {
        self.legality(color, mv).is_ok()
    }

    /// Whether `color` may play on point `p` now; `Err` says why not.
    ///
    /// The same verdict as [`Board::legality`], for a point rather than a move.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, IllegalMove, Rules};
    /// let board = Board::from_diagram("
    ///     . . . .
    ///     O . . .
    ///     X O . .
    ///     . X . .", Rules::default()).unwrap();
    /// let a1 = board.point("A1".parse().unwrap()).unwrap();
    /// // A1 has no empty neighbour, but it takes the last liberty of A2: a capture, legal.
    /// assert_eq!(board.check(Color::White, a1), Ok(()));
    /// let b2 = board.point("B2".parse().unwrap()).unwrap();
    /// assert!(matches!(board.check(Color::Black, b2), Err(IllegalMove::Occupied(_))));
    /// ```
    #[inline]
    pub fn check(&self, color: Color, p: Point) -> Result<(), IllegalMove> {
        self.judge(color, p).map(|_| ())
    }

    /// Decides whether `color` may play `p`; when it may, returns the survey of its
    /// neighbours that playing the move needs.
    #[inline]
    fn judge(&self, color: Color, p: Point) -> Result<Surroundings, IllegalMove> {
        match self.cells[p.slot()] {
            Cell::Empty => {}
            Cell::Wall => return Err(IllegalMove::OffBoard(self.vertex(p))),
            Cell::Black | Cell::White => return Err(IllegalMove::Occupied(self.vertex(p))),
        }
        if self.ko == Some(KoBan { point: p, color }) {
            return Err(IllegalMove::Ko(self.vertex(p)));
        }
        if self.is_hopeless(color, p) {
            return Err(IllegalMove::Suicide(self.vertex(p)));
        }
        let around = self.surroundings(color, p);
        let suicide_allowed =
            self.rules.suicide == SuicideRule::Allowed && !around.friends.is_empty();
        if !around.breathes && !suicide_allowed {
            return Err(IllegalMove::Suicide(self.vertex(p)));
        }
        if self.rules.ko != KoRule::Simple && self.repeats(color, p, &around) {
            return Err(IllegalMove::Superko(self.vertex(p)));
        }
        Ok(around)
    }

    /// The quick test for the commonest illegal move of random play, a stone in the
    /// opponent's eye: every neighbour is an enemy stone or the edge and no enemy
    /// chain there is in atari, so the stone would die at once without capturing.
    /// (False means "look closer", not "legal".)
    #[inline]
    fn is_hopeless(&self, color: Color, p: Point) -> bool {
        let enemy = Cell::of(color.opponent()) as u8;
        let points = self.geometry.neighbors(p);
        // Cell codes are bit sets (Wall = Black | White): "enemy or edge" is "has the
        // enemy's bit".
        let cells = points.map(|n| self.cells[n.slot()] as u8);
        if cells[0] & cells[1] & cells[2] & cells[3] & enemy == 0 {
            return false;
        }
        !points
            .iter()
            .zip(cells)
            .any(|(&n, cell)| cell == enemy && self.liberties[self.head[n.slot()].slot()] == 1)
    }

    /// Surveys the neighbours of an empty point for a stone of `color`.
    #[inline]
    fn surroundings(&self, color: Color, p: Point) -> Surroundings {
        let own = Cell::of(color);
        let mut around = Surroundings::default();
        for n in self.geometry.neighbors(p) {
            let cell = self.cells[n.slot()];
            if cell == Cell::Empty {
                around.empty += 1;
                around.breathes = true;
            } else if cell != Cell::Wall {
                let head = self.head[n.slot()];
                let liberties = self.liberties[head.slot()];
                if cell == own {
                    around.friends.insert(head);
                    around.breathes |= liberties > 1;
                } else if around.enemies.insert(head) && liberties == 1 {
                    // The move takes the enemy chain's last liberty: it is captured.
                    around.captures = true;
                    around.breathes = true;
                }
            }
        }
        around
    }

    /// Whether playing `p` would recreate a position the ko rule forbids.
    fn repeats(&self, color: Color, p: Point, around: &Surroundings) -> bool {
        let mut hash = self.hash ^ zobrist::stone(p, color);
        let xor_chain = |hash: &mut u64, head: Point, c: Color| {
            for s in self.chain_stones(head) {
                *hash ^= zobrist::stone(s, c);
            }
        };
        for &enemy in around.enemies.as_slice() {
            if self.liberties[enemy.slot()] == 1 {
                xor_chain(&mut hash, enemy, color.opponent());
            }
        }
        if !around.breathes {
            // A multi-stone suicide: the new stone and the chains it joins go.
            hash ^= zobrist::stone(p, color);
            for &friend in around.friends.as_slice() {
                xor_chain(&mut hash, friend, color);
            }
        }
        let next = color.opponent();
        let earlier = self.history.iter().map(|r| (r.hash, r.to_move));
        let mut seen = earlier.chain(std::iter::once((self.hash, self.to_move)));
        match self.rules.ko {
            KoRule::Positional => seen.any(|(h, _)| h == hash),
            KoRule::Situational => seen.any(|(h, to_move)| h == hash && to_move == next),
            KoRule::Simple => false,
        }
    }

    /// Plays `mv` for `color`. On error the board is unchanged.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, IllegalMove, Move, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// board.play(Color::Black, "E5".parse().unwrap()).unwrap();
    /// let before = board.clone();
    /// let e5: Move = "E5".parse().unwrap();
    /// assert!(matches!(board.play(Color::White, e5), Err(IllegalMove::Occupied(_))));
    /// // K is the tenth column (there is no I): off a 9×9 board.
    /// let k5: Move = "K5".parse().unwrap();
    /// assert!(matches!(board.play(Color::White, k5), Err(IllegalMove::OffBoard(_))));
    /// assert_eq!(board, before);
    /// board.play(Color::White, Move::Pass).unwrap();
    /// assert_eq!(board.to_move(), Color::Black);
    /// ```
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        match mv {
            Move::Pass => {
                self.pass(color);
                Ok(())
            }
            Move::Play(v) => self.play_point(color, self.point(v)?),
        }
    }

    /// Plays a stone of `color` on `p`. On error the board is unchanged.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, IllegalMove, Rules, Vertex};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// let c3 = board.geometry().point(Vertex::new(2, 2)).unwrap();
    /// board.play_point(Color::Black, c3).unwrap();
    /// assert_eq!(board.stone(c3), Some(Color::Black));
    /// assert_eq!(
    ///     board.play_point(Color::White, c3),
    ///     Err(IllegalMove::Occupied(Vertex::new(2, 2)))
    /// );
    /// ```
    #[inline]
    pub fn play_point(&mut self, color: Color, p: Point) -> Result<(), IllegalMove> {
        let around = self.judge(color, p)?;
        self.place::<true>(color, p, &around);
        Ok(())
    }

    /// Plays like [`Board::play_point`] but keeps nothing for [`Board::undo`]: faster,
    /// for playouts and other throw-away continuations. The game so far is forgotten
    /// (as by [`Board::forget_history`]), so neither this move nor any earlier one can
    /// be undone, and superko compares only with positions recorded after it.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// board.play(Color::Black, "E5".parse().unwrap()).unwrap();
    /// let c3 = board.point("C3".parse().unwrap()).unwrap();
    /// board.play_point_forever(Color::White, c3).unwrap();
    /// assert_eq!(board.stone(c3), Some(Color::White));
    /// assert_eq!(board.to_move(), Color::Black);
    /// // Nothing to take back, not even E5.
    /// assert_eq!(board.move_number(), 0);
    /// assert_eq!(board.undo(), None);
    /// ```
    #[inline]
    pub fn play_point_forever(&mut self, color: Color, p: Point) -> Result<(), IllegalMove> {
        let around = self.judge(color, p)?;
        if !self.history.is_empty() {
            self.forget_history();
        }
        self.place::<false>(color, p, &around);
        Ok(())
    }

    /// Passes for `color`.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Move, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// board.play(Color::Black, "E5".parse().unwrap()).unwrap();
    /// let stones = board.hash();
    /// board.pass(Color::White);
    /// assert_eq!(board.last_move(), Some((Color::White, Move::Pass)));
    /// assert_eq!(board.to_move(), Color::Black);
    /// assert_eq!(board.hash(), stones);
    /// ```
    pub fn pass(&mut self, color: Color) {
        let record = self.record(color, None);
        self.history.push(record);
        self.ko = None;
        self.to_move = color.opponent();
    }

    fn record(&self, color: Color, point: Option<Point>) -> MoveRecord {
        MoveRecord {
            color,
            point,
            trail_len: self.trail.len() as u32,
            empty_slot: point.map_or(0, |p| self.empty_slot[p.slot()]),
            freed: 0,
            ko: self.ko,
            hash: self.hash,
            to_move: self.to_move,
            captures: self.captures,
        }
    }

    /// Puts a stone on a point already judged legal, with its neighbours' survey.
    fn place<const R: bool>(&mut self, color: Color, p: Point, around: &Surroundings) {
        let record = R.then(|| self.record(color, Some(p)));
        let chain = self.put_stone::<R>(color, p, around);

        let mut captured = 0u16;
        let mut last_captured = p;
        if around.captures {
            for &enemy in around.enemies.as_slice() {
                if self.liberties[enemy.slot()] == 0 {
                    captured += self.remove_chain::<R>(enemy);
                    last_captured = enemy;
                }
            }
        }
        let mut freed = captured;
        self.captures[color.index()] += u32::from(captured);

        let chain_liberties = self.liberties[chain.slot()];
        if chain_liberties == 0 {
            // Multi-stone suicide, which `judge` let through because the rules allow it.
            let lost = self.remove_chain::<R>(chain);
            freed += lost;
            self.captures[color.opponent().index()] += u32::from(lost);
            self.ko = None;
        } else {
            let is_ko = captured == 1 && self.stones[chain.slot()] == 1 && chain_liberties == 1;
            self.ko = is_ko.then_some(KoBan {
                point: last_captured,
                color: color.opponent(),
            });
        }

        self.to_move = color.opponent();
        if let Some(record) = record {
            self.history.push(MoveRecord { freed, ..record });
        }
    }

    /// Puts the stone down and joins it to its friends; every adjacent chain loses
    /// the liberty `p`. Removes nothing. Returns the head of the stone's chain.
    fn put_stone<const R: bool>(&mut self, color: Color, p: Point, around: &Surroundings) -> Point {
        let i = p.slot();
        // The fields of an empty point may still matter after some undos (a captured
        // chain's links, the counts of a head absorbed by a merge), so they are kept.
        self.log::<R>(Change::Placed {
            point: p,
            head: self.head[i],
            next: self.next[i],
            stones: self.stones[i],
            liberties: self.liberties[i],
        });
        self.cells[i] = Cell::of(color);
        self.remove_empty(p);
        self.hash ^= zobrist::stone(p, color);
        self.head[i] = p;
        self.next[i] = p;
        self.stones[i] = 1;
        self.liberties[i] = around.empty;
        for &enemy in around.enemies.as_slice() {
            self.set_liberties::<R>(enemy, self.liberties[enemy.slot()] - 1);
        }
        let friends = around.friends.as_slice();
        let Some((&first, others)) = friends.split_first() else {
            return p;
        };
        let mut chain = self.join_stone::<R>(p, first);
        for &friend in others {
            self.set_liberties::<R>(friend, self.liberties[friend.slot()] - 1);
            chain = self.merge::<R>(chain, friend);
        }
        chain
    }

    /// Adds the new stone `p` to the adjacent chain `head` (the common case of a merge,
    /// with fewer trail entries). Returns the head.
    #[inline]
    fn join_stone<const R: bool>(&mut self, p: Point, head: Point) -> Point {
        let gained = self.liberties_brought(p, head);
        self.head[p.slot()] = head;
        self.next[p.slot()] = self.next[head.slot()];
        self.set_next::<R>(head, p);
        self.set_stones::<R>(head, self.stones[head.slot()] + 1);
        // The chain loses the liberty `p` and gains the stone's other liberties.
        self.set_liberties::<R>(head, self.liberties[head.slot()] - 1 + gained);
        head
    }

    /// Joins two chains of one colour; the larger keeps its head. Returns the head.
    fn merge<const R: bool>(&mut self, a: Point, b: Point) -> Point {
        if a == b {
            return a;
        }
        let (big, small) = if self.stones[a.slot()] >= self.stones[b.slot()] {
            (a, b)
        } else {
            (b, a)
        };
        let mut new_liberties = 0;
        let mut stone = small;
        loop {
            new_liberties += self.liberties_brought(stone, big);
            // Relabel only after counting, so that an empty point next to several stones
            // of the small chain is counted at the first and seen as taken after.
            self.set_head::<R>(stone, big);
            stone = self.next[stone.slot()];
            if stone == small {
                break;
            }
        }
        let (next_big, next_small) = (self.next[big.slot()], self.next[small.slot()]);
        self.set_next::<R>(big, next_small);
        self.set_next::<R>(small, next_big);
        self.set_stones::<R>(big, self.stones[big.slot()] + self.stones[small.slot()]);
        self.set_liberties::<R>(big, self.liberties[big.slot()] + new_liberties);
        big
    }

    /// The empty neighbours of `stone` that are not yet liberties of the chain `head`:
    /// what joining the stone to that chain adds to its liberty count.
    #[inline]
    fn liberties_brought(&self, stone: Point, head: Point) -> u16 {
        self.geometry
            .neighbors(stone)
            .iter()
            .filter(|&&n| self.is_empty(n) && !self.touches_chain(n, head))
            .count() as u16
    }

    /// Whether an empty point is next to a stone of the chain with head `head`.
    #[inline]
    fn touches_chain(&self, p: Point, head: Point) -> bool {
        // Without branches, which random positions make unpredictable. An empty or
        // wall cell may hold a stale head equal to `head`, so the cell must be a stone.
        self.geometry
            .neighbors(p)
            .iter()
            .fold(false, |touches, &n| {
                let cell = self.cells[n.slot()];
                let is_stone = (cell == Cell::Black) | (cell == Cell::White);
                touches | (is_stone & (self.head[n.slot()] == head))
            })
    }

    /// Takes a chain off the board, giving its points back as liberties to the adjacent
    /// chains of the other colour. Returns the number of stones removed.
    fn remove_chain<const R: bool>(&mut self, head: Point) -> u16 {
        let Some(color) = self.stone(head) else {
            return 0;
        };
        let other = Cell::of(color.opponent());
        let count = self.stones[head.slot()];
        let mut stone = head;
        loop {
            let next = self.next[stone.slot()];
            self.log::<R>(Change::Removed {
                point: stone,
                cell: self.cells[stone.slot()],
            });
            self.cells[stone.slot()] = Cell::Empty;
            self.push_empty(stone);
            self.hash ^= zobrist::stone(stone, color);
            let mut credited = [Point(0); 4];
            let mut n_credited = 0;
            for n in self.geometry.neighbors(stone) {
                if self.cells[n.slot()] == other {
                    let h = self.head[n.slot()];
                    if !credited[..n_credited].contains(&h) {
                        credited[n_credited] = h;
                        n_credited += 1;
                        self.set_liberties::<R>(h, self.liberties[h.slot()] + 1);
                    }
                }
            }
            stone = next;
            if stone == head {
                break;
            }
        }
        count
    }

    /// Takes back the last move; returns it, or `None` when there is none. Restores
    /// stones, chains, liberties, hash, ko ban, player to move and captures exactly.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Move, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// assert_eq!(board.undo(), None);
    /// board.play(Color::Black, "E5".parse().unwrap()).unwrap();
    /// board.pass(Color::White);
    /// assert_eq!(board.undo(), Some((Color::White, Move::Pass)));
    /// assert_eq!(board.undo(), Some((Color::Black, "E5".parse().unwrap())));
    /// assert_eq!(board, Board::square(9, Rules::default()).unwrap());
    /// ```
    pub fn undo(&mut self) -> Option<(Color, Move)> {
        let record = self.history.pop()?;
        while self.trail.len() > record.trail_len as usize {
            match self.trail.pop() {
                Some(Change::Placed {
                    point,
                    head,
                    next,
                    stones,
                    liberties,
                }) => {
                    let i = point.slot();
                    self.cells[i] = Cell::Empty;
                    self.head[i] = head;
                    self.next[i] = next;
                    self.stones[i] = stones;
                    self.liberties[i] = liberties;
                }
                Some(Change::Removed { point, cell }) => self.cells[point.slot()] = cell,
                Some(Change::Head(p, old)) => self.head[p.slot()] = old,
                Some(Change::Next(p, old)) => self.next[p.slot()] = old,
                Some(Change::Liberties(p, old)) => self.liberties[p.slot()] = old,
                Some(Change::Stones(p, old)) => self.stones[p.slot()] = old,
                None => break,
            }
        }
        if let Some(p) = record.point {
            self.empty_count -= record.freed;
            self.unremove_empty(p, record.empty_slot);
        }
        self.hash = record.hash;
        self.ko = record.ko;
        self.to_move = record.to_move;
        self.captures = record.captures;
        Some((record.color, self.to_move_value(record.point)))
    }

    /// Forgets the history: the current position becomes the start of the game (moves
    /// before it can no longer be undone and no longer count for superko). Playouts
    /// and long-running loops call this to keep memory bounded.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::square(9, Rules::default()).unwrap();
    /// board.play(Color::Black, "E5".parse().unwrap()).unwrap();
    /// board.forget_history();
    /// assert_eq!(board.move_number(), 0);
    /// assert_eq!(board.undo(), None);
    /// assert_eq!(board.stone_at("E5".parse().unwrap()), Some(Color::Black));
    /// ```
    pub fn forget_history(&mut self) {
        self.trail.clear();
        self.history.clear();
    }

    /// Records an old value for `undo`.
    #[inline]
    fn log<const R: bool>(&mut self, change: Change) {
        if R {
            self.trail.push(change);
        }
    }

    #[inline]
    fn set_head<const R: bool>(&mut self, p: Point, head: Point) {
        self.log::<R>(Change::Head(p, self.head[p.slot()]));
        self.head[p.slot()] = head;
    }

    #[inline]
    fn set_next<const R: bool>(&mut self, p: Point, next: Point) {
        self.log::<R>(Change::Next(p, self.next[p.slot()]));
        self.next[p.slot()] = next;
    }

    #[inline]
    fn set_liberties<const R: bool>(&mut self, head: Point, n: u16) {
        self.log::<R>(Change::Liberties(head, self.liberties[head.slot()]));
        self.liberties[head.slot()] = n;
    }

    #[inline]
    fn set_stones<const R: bool>(&mut self, head: Point, n: u16) {
        self.log::<R>(Change::Stones(head, self.stones[head.slot()]));
        self.stones[head.slot()] = n;
    }

    #[inline]
    fn push_empty(&mut self, p: Point) {
        let slot = self.empty_count;
        self.empties[usize::from(slot)] = p;
        self.empty_slot[p.slot()] = slot;
        self.empty_count += 1;
    }

    /// Removes `p` from the empty list by moving the last entry into its slot.
    #[inline]
    fn remove_empty(&mut self, p: Point) {
        let slot = self.empty_slot[p.slot()];
        self.empty_count -= 1;
        let last = self.empties[usize::from(self.empty_count)];
        self.empties[usize::from(slot)] = last;
        self.empty_slot[last.slot()] = slot;
    }

    /// Reverses `remove_empty(p)` when `p` stood in `slot`.
    fn unremove_empty(&mut self, p: Point, slot: u16) {
        if slot < self.empty_count {
            // The entry that took the slot goes back to the end, where it came from.
            let moved = self.empties[usize::from(slot)];
            self.push_empty(moved);
            self.empties[usize::from(slot)] = p;
            self.empty_slot[p.slot()] = slot;
        } else {
            // `p` was the last entry: nothing moved.
            self.push_empty(p);
        }
    }

    /// Every point where `color` may play now, written into `out` (cleared first):
    /// [`Board::legal_points`] without allocating. Pass, always legal, is not listed.
    pub fn legal_points_into(&self, color: Color, out: &mut Vec<Point>) {
        out.clear();
        out.extend(
            self.geometry
                .points()
                .filter(|&p| self.is_empty(p) && self.check(color, p).is_ok()),
        );
    }

    /// Every point where `color` may play now, bottom row first. Pass is not listed.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let board = Board::from_diagram("
    ///     . X .
    ///     X . X
    ///     . X .", Rules::default()).unwrap();
    /// // Each empty point is an eye of Black's: a white stone there would be suicide.
    /// assert!(board.legal_points(Color::White).is_empty());
    /// let black: Vec<String> = board
    ///     .legal_points(Color::Black)
    ///     .into_iter()
    ///     .map(|p| board.vertex(p).to_string())
    ///     .collect();
    /// assert_eq!(black, ["A1", "C1", "B2", "A3", "C3"]);
    /// // The same into a buffer that is reused.
    /// let mut buffer = Vec::new();
    /// board.legal_points_into(Color::Black, &mut buffer);
    /// assert_eq!(buffer.len(), 5);
    /// board.legal_points_into(Color::White, &mut buffer);
    /// assert!(buffer.is_empty());
    /// ```
    pub fn legal_points(&self, color: Color) -> Vec<Point> {
        let mut out = Vec::new();
        self.legal_points_into(color, &mut out);
        out
    }

    /// Whether `p` is an empty point that a stone of `color` would fill as its own
    /// one-point eye: every neighbour is a stone of `color` (or the edge) and the
    /// opponent holds fewer than two diagonal points (fewer than one at the edge).
    ///
    /// ```
    /// use tesuji_go::{Board, Color, Rules};
    /// let mut board = Board::from_diagram("
    ///     . . . .
    ///     . . . .
    ///     X . . .
    ///     . X . .", Rules::default()).unwrap();
    /// let a1 = board.point("A1".parse().unwrap()).unwrap();
    /// assert!(board.is_eye(Color::Black, a1));
    /// assert!(!board.is_eye(Color::White, a1));
    /// // With White on the diagonal B2, A1 is a false eye: A2 and B1 are not
    /// // connected, and Black may have to fill A1 to join them.
    /// board.play(Color::White, "B2".parse().unwrap()).unwrap();
    /// assert!(!board.is_eye(Color::Black, a1));
    /// ```
    #[inline]
    pub fn is_eye(&self, color: Color, p: Point) -> bool {
        if !self.is_empty(p) {
            return false;
        }
        // Playouts ask this of every candidate, so it is branch-light: the cell codes
        // are bit sets (Black 1, White 2, Wall 3 = both), so a cell is "own colour or
        // edge" exactly when it has the own colour's bit.
        let own = Cell::of(color) as u8;
        let around = self
            .geometry
            .neighbors(p)
            .map(|n| self.cells[n.slot()] as u8);
        if around[0] & around[1] & around[2] & around[3] & own == 0 {
            return false;
        }
        let enemy = Cell::of(color.opponent()) as u8;
        let diagonal = self
            .geometry
            .diagonals(p)
            .map(|d| self.cells[d.slot()] as u8);
        let enemies = diagonal.iter().filter(|&&c| c == enemy).count();
        let at_edge = diagonal.contains(&(Cell::Wall as u8));
        enemies + usize::from(at_edge) < 2
    }

    /// Puts a stone on an empty point without playing a move (SGF `AB`/`AW` style):
    /// no capture, no history. Chains are joined and liberties kept exact. The caller
    /// checks that every chain still has a liberty (see [`crate::Setup`]).
    pub(crate) fn add_setup_stone(&mut self, color: Color, p: Point) {
        debug_assert!(self.is_empty(p));
        let around = self.surroundings(color, p);
        self.put_stone::<false>(color, p, &around);
        self.forget_history();
    }
}

impl Clone for Board {
    fn clone(&self) -> Board {
        let mut board = Board::new(self.geometry, self.rules);
        board.clone_from(self);
        board
    }

    /// Copies only the cells the board uses (a playout restarts from a root position
    /// this way, without allocating).
    fn clone_from(&mut self, source: &Board) {
        let used = if self.geometry == source.geometry {
            source.geometry.cells()
        } else {
            STORE
        };
        self.geometry = source.geometry;
        self.rules = source.rules;
        self.cells[..used].copy_from_slice(&source.cells[..used]);
        self.head[..used].copy_from_slice(&source.head[..used]);
        self.next[..used].copy_from_slice(&source.next[..used]);
        self.liberties[..used].copy_from_slice(&source.liberties[..used]);
        self.stones[..used].copy_from_slice(&source.stones[..used]);
        self.empties[..used].copy_from_slice(&source.empties[..used]);
        self.empty_slot[..used].copy_from_slice(&source.empty_slot[..used]);
        self.empty_count = source.empty_count;
        self.hash = source.hash;
        self.ko = source.ko;
        self.to_move = source.to_move;
        self.captures = source.captures;
        self.trail.clone_from(&source.trail);
        self.history.clone_from(&source.history);
    }
}

impl PartialEq for Board {
    /// Boards are equal when they hold the same stones, the same player to move and
    /// the same ko ban under the same rules (history is not compared).
    fn eq(&self, other: &Board) -> bool {
        self.geometry == other.geometry
            && self.rules == other.rules
            && self.cells == other.cells
            && self.to_move == other.to_move
            && self.ko == other.ko
    }
}

impl Eq for Board {}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self}")
    }
}
