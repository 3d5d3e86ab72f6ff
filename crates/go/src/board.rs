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
//! Every write to chain data that must survive an undo goes through a *trail* of old
//! values; `undo` pops the trail back to where the move started. Fields of a point that
//! becomes empty are left stale (they mean nothing for an empty point), so removing
//! stones costs no trail entries beyond their colour. The list of empty points is
//! restored by reversing its own operations.

use crate::color::Color;
use crate::error::IllegalMove;
use crate::geometry::{Geometry, MAX_CELLS, Point, PointSet};
use crate::rules::{KoRule, Rules, SuicideRule};
use crate::vertex::{Move, Vertex};
use crate::zobrist;

/// What a cell holds.
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
    Cell(Point, Cell),
    Head(Point, Point),
    Next(Point, Point),
    Liberties(Point, u16),
    Stones(Point, u16),
}

/// A simple-ko ban: `color` may not play `point` on its next move.
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

/// A position seen in the game, for the superko rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seen {
    hash: u64,
    to_move: Color,
}

/// A chain of stones: its colour, identity and counts.
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
#[derive(Clone)]
pub struct Board {
    geometry: Geometry,
    rules: Rules,
    cells: [Cell; MAX_CELLS],
    /// For a stone: the head of its chain.
    head: [Point; MAX_CELLS],
    /// For a stone: the next stone of its chain (circular).
    next: [Point; MAX_CELLS],
    /// For a chain head: the chain's liberty count.
    liberties: [u16; MAX_CELLS],
    /// For a chain head: the chain's stone count.
    stones: [u16; MAX_CELLS],
    /// The empty points, in no particular order, and where each stands in that list.
    empties: [Point; MAX_CELLS],
    empty_count: u16,
    empty_slot: [u16; MAX_CELLS],
    hash: u64,
    ko: Option<KoBan>,
    to_move: Color,
    /// Stones captured by Black and by White.
    captures: [u32; 2],
    trail: Vec<Change>,
    history: Vec<MoveRecord>,
    /// The starting position and the position after every move.
    seen: Vec<Seen>,
}

impl Board {
    /// An empty board with Black to move.
    pub fn new(geometry: Geometry, rules: Rules) -> Board {
        let mut board = Board {
            geometry,
            rules,
            cells: [Cell::Wall; MAX_CELLS],
            head: [Point(0); MAX_CELLS],
            next: [Point(0); MAX_CELLS],
            liberties: [0; MAX_CELLS],
            stones: [0; MAX_CELLS],
            empties: [Point(0); MAX_CELLS],
            empty_count: 0,
            empty_slot: [0; MAX_CELLS],
            hash: 0,
            ko: None,
            to_move: Color::Black,
            captures: [0; 2],
            trail: Vec::new(),
            history: Vec::new(),
            seen: Vec::new(),
        };
        for p in geometry.points() {
            board.cells[p.index()] = Cell::Empty;
            board.push_empty(p);
        }
        board.seen.push(board.seen_now());
        board
    }

    /// An empty `size × size` board, or `None` for a size outside 2..=25.
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
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// The point of a vertex on this board.
    pub fn point(&self, v: Vertex) -> Result<Point, IllegalMove> {
        self.geometry.point(v).ok_or(IllegalMove::OffBoard(v))
    }

    /// The vertex of a point of this board.
    #[inline]
    pub fn vertex(&self, p: Point) -> Vertex {
        self.geometry.vertex(p)
    }

    /// The stone on a point, if any.
    #[inline]
    pub fn stone(&self, p: Point) -> Option<Color> {
        self.cells[p.index()].color()
    }

    /// The stone on a vertex, if any (`None` also off the board).
    pub fn stone_at(&self, v: Vertex) -> Option<Color> {
        self.geometry.point(v).and_then(|p| self.stone(p))
    }

    /// Whether the point is on the board and empty.
    #[inline]
    pub fn is_empty(&self, p: Point) -> bool {
        self.cells[p.index()] == Cell::Empty
    }

    /// The player to move next: Black at the start, then the opponent of the last mover.
    #[inline]
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Sets the player to move next (as SGF `PL` does) without playing a move.
    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
        if let Some(last) = self.seen.last_mut() {
            last.to_move = color;
        }
    }

    /// The Zobrist hash of the stones alone (the key of positional superko).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash of the stones and the player to move (situational superko).
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
    #[inline]
    pub fn ko(&self) -> Option<KoBan> {
        self.ko
    }

    /// The number of stones `color` has captured (suicided stones count for the
    /// opponent).
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    /// The number of moves (passes included) played since the board was made.
    pub fn move_number(&self) -> usize {
        self.history.len()
    }

    /// The moves played so far, in order.
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
    #[inline]
    pub fn empty_points(&self) -> &[Point] {
        &self.empties[..usize::from(self.empty_count)]
    }

    /// The chain a stone belongs to, or `None` for an empty point.
    #[inline]
    pub fn chain(&self, p: Point) -> Option<Chain> {
        let color = self.stone(p)?;
        let head = self.head[p.index()];
        Some(Chain {
            color,
            head,
            stones: usize::from(self.stones[head.index()]),
            liberties: usize::from(self.liberties[head.index()]),
        })
    }

    /// The exact liberty count of the chain through `p` (0 for an empty point).
    #[inline]
    pub fn liberty_count(&self, p: Point) -> usize {
        match self.cells[p.index()] {
            Cell::Black | Cell::White => usize::from(self.liberties[self.head[p.index()].index()]),
            Cell::Empty | Cell::Wall => 0,
        }
    }

    /// The stones of the chain through `p` (nothing for an empty point).
    pub fn chain_stones(&self, p: Point) -> impl Iterator<Item = Point> + '_ {
        let start = self.stone(p).map(|_| p);
        let mut current = start;
        std::iter::from_fn(move || {
            let here = current?;
            let next = self.next[here.index()];
            current = (Some(next) != start).then_some(next);
            Some(here)
        })
    }

    /// The liberties of the chain through `p`, as a set of points.
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
    #[inline]
    pub fn check(&self, color: Color, p: Point) -> Result<(), IllegalMove> {
        if self.cells[p.index()] != Cell::Empty {
            return Err(if self.cells[p.index()] == Cell::Wall {
                IllegalMove::OffBoard(self.vertex(p))
            } else {
                IllegalMove::Occupied(self.vertex(p))
            });
        }
        if self.ko == Some(KoBan { point: p, color }) {
            return Err(IllegalMove::Ko(self.vertex(p)));
        }
        let own = Cell::of(color);
        let mut breathes = false;
        let mut has_friend = false;
        for n in self.geometry.neighbors(p) {
            let cell = self.cells[n.index()];
            let libs = self.liberties[self.head[n.index()].index()];
            match cell {
                Cell::Empty => breathes = true,
                Cell::Wall => {}
                c if c == own => {
                    has_friend = true;
                    breathes |= libs > 1;
                }
                // An enemy chain whose last liberty this is gets captured.
                _ => breathes |= libs == 1,
            }
        }
        if !breathes && (self.rules.suicide == SuicideRule::Forbidden || !has_friend) {
            return Err(IllegalMove::Suicide(self.vertex(p)));
        }
        if self.rules.ko != KoRule::Simple && self.repeats(color, p, breathes) {
            return Err(IllegalMove::Superko(self.vertex(p)));
        }
        Ok(())
    }

    /// Whether playing `p` would recreate a position the ko rule forbids. `breathes`
    /// is false for a (legal, multi-stone) suicide.
    fn repeats(&self, color: Color, p: Point, breathes: bool) -> bool {
        let mut hash = self.hash ^ zobrist::stone(p, color);
        let mut done = [Point(0); 4];
        let mut n_done = 0;
        for n in self.geometry.neighbors(p) {
            let Some(c) = self.stone(n) else { continue };
            let head = self.head[n.index()];
            if done[..n_done].contains(&head) {
                continue;
            }
            done[n_done] = head;
            n_done += 1;
            let removed = if c == color {
                !breathes
            } else {
                self.liberties[head.index()] == 1
            };
            if removed {
                for s in self.chain_stones(head) {
                    hash ^= zobrist::stone(s, c);
                }
            }
        }
        if !breathes {
            hash ^= zobrist::stone(p, color);
        }
        let next = color.opponent();
        self.seen.iter().any(|seen| match self.rules.ko {
            KoRule::Positional => seen.hash == hash,
            KoRule::Situational => seen.hash == hash && seen.to_move == next,
            KoRule::Simple => false,
        })
    }

    /// Plays `mv` for `color`. On error the board is unchanged.
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
    #[inline]
    pub fn play_point(&mut self, color: Color, p: Point) -> Result<(), IllegalMove> {
        self.check(color, p)?;
        self.place(color, p);
        Ok(())
    }

    /// Passes for `color`.
    pub fn pass(&mut self, color: Color) {
        let record = self.record(color, None);
        self.history.push(record);
        self.ko = None;
        self.to_move = color.opponent();
        self.seen.push(self.seen_now());
    }

    fn record(&self, color: Color, point: Option<Point>) -> MoveRecord {
        MoveRecord {
            color,
            point,
            trail_len: self.trail.len() as u32,
            empty_slot: point.map_or(0, |p| self.empty_slot[p.index()]),
            freed: 0,
            ko: self.ko,
            hash: self.hash,
            to_move: self.to_move,
            captures: self.captures,
        }
    }

    fn seen_now(&self) -> Seen {
        Seen {
            hash: self.hash,
            to_move: self.to_move,
        }
    }

    /// Puts a stone on a point already known to be legal.
    fn place(&mut self, color: Color, p: Point) {
        let mut record = self.record(color, Some(p));
        let own = Cell::of(color);
        let i = p.index();

        self.set_cell(p, own);
        self.remove_empty(p);
        self.hash ^= zobrist::stone(p, color);
        // A point that was empty has no chain data to preserve: no trail needed.
        self.head[i] = p;
        self.next[i] = p;
        self.stones[i] = 1;

        let mut friends = [Point(0); 4];
        let mut n_friends = 0;
        let mut enemies = [Point(0); 4];
        let mut n_enemies = 0;
        let mut own_liberties = 0;
        for n in self.geometry.neighbors(p) {
            match self.cells[n.index()] {
                Cell::Empty => own_liberties += 1,
                Cell::Wall => {}
                cell => {
                    let head = self.head[n.index()];
                    let (list, len) = if cell == own {
                        (&mut friends, &mut n_friends)
                    } else {
                        (&mut enemies, &mut n_enemies)
                    };
                    if !list[..*len].contains(&head) {
                        list[*len] = head;
                        *len += 1;
                    }
                }
            }
        }
        self.liberties[i] = own_liberties;

        let mut chain = p;
        for &friend in &friends[..n_friends] {
            self.set_liberties(friend, self.liberties[friend.index()] - 1);
            chain = self.merge(chain, friend);
        }

        let mut captured = 0u16;
        let mut last_captured = p;
        for &enemy in &enemies[..n_enemies] {
            let libs = self.liberties[enemy.index()] - 1;
            self.set_liberties(enemy, libs);
            if libs == 0 {
                captured += self.remove_chain(enemy);
                last_captured = enemy;
            }
        }
        record.freed = captured;
        self.captures[color.index()] += u32::from(captured);

        let chain_liberties = self.liberties[chain.index()];
        if chain_liberties == 0 {
            // Multi-stone suicide, which `check` let through because the rules allow it.
            let lost = self.remove_chain(chain);
            record.freed += lost;
            self.captures[color.opponent().index()] += u32::from(lost);
            self.ko = None;
        } else {
            let is_ko = captured == 1 && self.stones[chain.index()] == 1 && chain_liberties == 1;
            self.ko = is_ko.then_some(KoBan {
                point: last_captured,
                color: color.opponent(),
            });
        }

        self.to_move = color.opponent();
        self.history.push(record);
        self.seen.push(self.seen_now());
    }

    /// Joins two chains of one colour; the larger keeps its head. Returns the head.
    fn merge(&mut self, a: Point, b: Point) -> Point {
        if a == b {
            return a;
        }
        let (big, small) = if self.stones[a.index()] >= self.stones[b.index()] {
            (a, b)
        } else {
            (b, a)
        };
        let mut new_liberties = 0;
        let mut stone = small;
        loop {
            for n in self.geometry.neighbors(stone) {
                if self.is_empty(n) && !self.touches_chain(n, big) {
                    new_liberties += 1;
                }
            }
            // Relabel only after counting, so that an empty point next to several stones
            // of the small chain is counted at the first and seen as taken after.
            self.set_head(stone, big);
            stone = self.next[stone.index()];
            if stone == small {
                break;
            }
        }
        let (next_big, next_small) = (self.next[big.index()], self.next[small.index()]);
        self.set_next(big, next_small);
        self.set_next(small, next_big);
        self.set_stones(big, self.stones[big.index()] + self.stones[small.index()]);
        self.set_liberties(big, self.liberties[big.index()] + new_liberties);
        big
    }

    /// Whether an empty point is next to a stone of the chain with head `head`.
    #[inline]
    fn touches_chain(&self, p: Point, head: Point) -> bool {
        self.geometry.neighbors(p).iter().any(|&n| {
            matches!(self.cells[n.index()], Cell::Black | Cell::White)
                && self.head[n.index()] == head
        })
    }

    /// Takes a chain off the board, giving its points back as liberties to the adjacent
    /// chains of the other colour. Returns the number of stones removed.
    fn remove_chain(&mut self, head: Point) -> u16 {
        let Some(color) = self.stone(head) else {
            return 0;
        };
        let other = Cell::of(color.opponent());
        let count = self.stones[head.index()];
        let mut stone = head;
        loop {
            let next = self.next[stone.index()];
            self.set_cell(stone, Cell::Empty);
            self.push_empty(stone);
            self.hash ^= zobrist::stone(stone, color);
            let mut credited = [Point(0); 4];
            let mut n_credited = 0;
            for n in self.geometry.neighbors(stone) {
                if self.cells[n.index()] == other {
                    let h = self.head[n.index()];
                    if !credited[..n_credited].contains(&h) {
                        credited[n_credited] = h;
                        n_credited += 1;
                        self.set_liberties(h, self.liberties[h.index()] + 1);
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
    pub fn undo(&mut self) -> Option<(Color, Move)> {
        let record = self.history.pop()?;
        self.seen.pop();
        while self.trail.len() > record.trail_len as usize {
            match self.trail.pop() {
                Some(Change::Cell(p, old)) => self.cells[p.index()] = old,
                Some(Change::Head(p, old)) => self.head[p.index()] = old,
                Some(Change::Next(p, old)) => self.next[p.index()] = old,
                Some(Change::Liberties(p, old)) => self.liberties[p.index()] = old,
                Some(Change::Stones(p, old)) => self.stones[p.index()] = old,
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
    pub fn forget_history(&mut self) {
        self.trail.clear();
        self.history.clear();
        self.seen.clear();
        self.seen.push(self.seen_now());
    }

    #[inline]
    fn set_cell(&mut self, p: Point, cell: Cell) {
        self.trail.push(Change::Cell(p, self.cells[p.index()]));
        self.cells[p.index()] = cell;
    }

    #[inline]
    fn set_head(&mut self, p: Point, head: Point) {
        self.trail.push(Change::Head(p, self.head[p.index()]));
        self.head[p.index()] = head;
    }

    #[inline]
    fn set_next(&mut self, p: Point, next: Point) {
        self.trail.push(Change::Next(p, self.next[p.index()]));
        self.next[p.index()] = next;
    }

    #[inline]
    fn set_liberties(&mut self, head: Point, n: u16) {
        self.trail
            .push(Change::Liberties(head, self.liberties[head.index()]));
        self.liberties[head.index()] = n;
    }

    #[inline]
    fn set_stones(&mut self, head: Point, n: u16) {
        self.trail
            .push(Change::Stones(head, self.stones[head.index()]));
        self.stones[head.index()] = n;
    }

    #[inline]
    fn push_empty(&mut self, p: Point) {
        let slot = self.empty_count;
        self.empties[usize::from(slot)] = p;
        self.empty_slot[p.index()] = slot;
        self.empty_count += 1;
    }

    /// Removes `p` from the empty list by moving the last entry into its slot.
    #[inline]
    fn remove_empty(&mut self, p: Point) {
        let slot = self.empty_slot[p.index()];
        self.empty_count -= 1;
        let last = self.empties[usize::from(self.empty_count)];
        self.empties[usize::from(slot)] = last;
        self.empty_slot[last.index()] = slot;
    }

    /// Reverses `remove_empty(p)` when `p` stood in `slot`.
    fn unremove_empty(&mut self, p: Point, slot: u16) {
        let moved = self.empties[usize::from(slot)];
        self.push_empty(moved);
        self.empties[usize::from(slot)] = p;
        self.empty_slot[p.index()] = slot;
    }

    /// Every point where `color` may play now, written into `out` (cleared first).
    /// Pass, always legal, is not listed.
    pub fn legal_points_into(&self, color: Color, out: &mut Vec<Point>) {
        out.clear();
        out.extend(
            self.geometry
                .points()
                .filter(|&p| self.is_empty(p) && self.check(color, p).is_ok()),
        );
    }

    /// Every point where `color` may play now, bottom row first. Pass is not listed.
    pub fn legal_points(&self, color: Color) -> Vec<Point> {
        let mut out = Vec::new();
        self.legal_points_into(color, &mut out);
        out
    }

    /// Whether `p` is an empty point that a stone of `color` would fill as its own
    /// one-point eye: every neighbour is a stone of `color` (or the edge) and the
    /// opponent holds fewer than two diagonal points (fewer than one at the edge).
    pub fn is_eye(&self, color: Color, p: Point) -> bool {
        if !self.is_empty(p) {
            return false;
        }
        let own = Cell::of(color);
        if self
            .geometry
            .neighbors(p)
            .iter()
            .any(|n| !matches!(self.cells[n.index()], c if c == own || c == Cell::Wall))
        {
            return false;
        }
        let enemy = Cell::of(color.opponent());
        let mut enemy_diagonals = 0;
        let mut at_edge = false;
        for d in self.geometry.diagonals(p) {
            match self.cells[d.index()] {
                Cell::Wall => at_edge = true,
                c if c == enemy => enemy_diagonals += 1,
                _ => {}
            }
        }
        enemy_diagonals + usize::from(at_edge) < 2
    }

    /// Puts a stone on an empty point without playing a move (SGF `AB`/`AW` style):
    /// no capture, no history. Chains are joined and liberties kept exact. The caller
    /// checks that every chain still has a liberty (see [`crate::Setup`]).
    pub(crate) fn add_setup_stone(&mut self, color: Color, p: Point) {
        debug_assert!(self.is_empty(p));
        self.place_stone_only(color, p);
        self.forget_history();
    }

    fn place_stone_only(&mut self, color: Color, p: Point) {
        let own = Cell::of(color);
        let i = p.index();
        self.set_cell(p, own);
        self.remove_empty(p);
        self.hash ^= zobrist::stone(p, color);
        self.head[i] = p;
        self.next[i] = p;
        self.stones[i] = 1;
        self.liberties[i] = 0;
        let mut done = [Point(0); 4];
        let mut n_done = 0;
        for n in self.geometry.neighbors(p) {
            match self.cells[n.index()] {
                Cell::Empty => self.liberties[i] += 1,
                Cell::Wall => {}
                _ => {
                    let head = self.head[n.index()];
                    if !done[..n_done].contains(&head) {
                        done[n_done] = head;
                        n_done += 1;
                        self.set_liberties(head, self.liberties[head.index()] - 1);
                    }
                }
            }
        }
        let mut chain = p;
        for &head in &done[..n_done] {
            if self.cells[head.index()] == own {
                chain = self.merge(chain, self.head[head.index()]);
            }
        }
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
