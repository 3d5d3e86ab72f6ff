//! The board: stones in a padded array, Zobrist hash, undo, and the line codes that
//! give every empty point's [`LineShape`] per direction and colour in constant time.

use std::fmt;

use thiserror::Error;

use crate::geometry::{Color, Coord, Direction, MAX_SIZE, MIN_SIZE, Point};
use crate::pattern::{self, BLOCKED, HALF, LineShape, LineTable, OWN, WEIGHTS};
use crate::rules::{Forbidden, Rule};

/// Wall cells around the board on each side: a line window never leaves the array.
const PAD: usize = HALF;
/// The largest padded array.
const MAX_CELLS: usize = cells_len(MAX_SIZE);

/// The padded array of a board: rows of `size + PAD` cells (the right wall of one row is
/// the left wall of the next), `PAD` wall rows below and `PAD + 1` above (a diagonal step
/// right from the top row's last point wraps one row further).
const fn cells_len(size: usize) -> usize {
    (size + 2 * PAD + 1) * (size + PAD)
}

/// The word of a cell's codes in one direction: Black's code in the low half, White's in
/// the high half (a code is below 3^10, so the halves never carry into each other).
const fn both_codes(black: u16, white: u16) -> u32 {
    black as u32 | (white as u32) << 16
}

/// The code of the colour of index `c` in a word of [`both_codes`].
#[inline]
const fn code_of(word: u32, c: usize) -> u16 {
    (word >> (16 * c)) as u16
}

/// A cell of the padded array.
const EMPTY_CELL: u8 = 0;
const WALL_CELL: u8 = 3;

/// Zobrist keys per padded cell and colour (splitmix64, fixed seed: keys are stable
/// across runs, so hashes can be compared between processes).
static ZOBRIST: [[u64; 2]; MAX_CELLS] = {
    let mut keys = [[0u64; 2]; MAX_CELLS];
    let mut state: u64 = 0x7E5E_1111_6D0C_0BA1;
    let mut i = 0;
    while i < MAX_CELLS {
        let mut c = 0;
        while c < 2 {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            keys[i][c] = z ^ (z >> 31);
            c += 1;
        }
        i += 1;
    }
    keys
};

/// A board size outside what we support.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("board size {0} is not supported (from {MIN_SIZE} to {MAX_SIZE})")]
pub struct SizeError(pub usize);

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The coordinate lies outside the board.
    #[error("{0} is off the board")]
    OffBoard(Coord),
    /// A stone is already there.
    #[error("{0} is occupied")]
    Occupied(Coord),
    /// Black's forbidden point under renju.
    #[error("{0} is forbidden for black ({1})")]
    Forbidden(Coord, Forbidden),
}

/// A square Gomoku board under one [`Rule`].
///
/// ```
/// use tesuji_gomoku::{Board, Color, LineShape, Direction, Rule};
/// let mut board = Board::new(15, Rule::Freestyle).unwrap();
/// for name in ["g8", "h8", "i8"] {
///     board.play(Color::Black, board.parse_point(name).unwrap());
/// }
/// let j8 = board.parse_point("j8").unwrap();
/// assert_eq!(board.line(j8, Direction::Horizontal, Color::Black), LineShape::OpenFour);
/// board.undo();
/// assert_eq!(board.line(j8, Direction::Horizontal, Color::Black), LineShape::Three);
/// ```
pub struct Board {
    size: usize,
    stride: usize,
    rule: Rule,
    /// 0 empty, 1 black, 2 white, 3 wall.
    cells: Box<[u8]>,
    /// Per cell and direction, the line codes of both colours in one word (see
    /// [`both_codes`]): a stone changes both with one addition.
    codes: Box<[[u32; 4]]>,
    /// Per cell and colour, the directions (bits) in which a stone there makes five:
    /// kept with the codes (from a bit table small enough for the first-level cache),
    /// because the searches ask "where are the five points?" at every node.
    five_dirs: Box<[[u8; 2]]>,
    /// Per colour, how many (empty point, direction) pairs make a five: most positions
    /// have none, and then looking for five points costs nothing.
    five_lines: [i32; 2],
    /// Per colour, the empty points where it makes five, as bits by cell index (the
    /// cells of a row run left to right, the rows from the first, as [`points`](Self::points)
    /// lists them): "where are the five points?" reads a few words instead of every
    /// point of the board.
    five_set: [Box<[u64]>; 2],
    /// Offsets of the four directions in the padded array.
    offsets: [isize; 4],
    /// The line table of each colour (exactly five or five or more).
    tables: [&'static LineTable; 2],
    points: Box<[Point]>,
    hash: u64,
    history: Vec<(Point, Color)>,
}

/// `clone_from` copies into the boards' own arrays (same size: no allocation), for the
/// searches that refresh a scratch board from the current one node after node.
impl Clone for Board {
    fn clone(&self) -> Board {
        Board {
            size: self.size,
            stride: self.stride,
            rule: self.rule,
            cells: self.cells.clone(),
            codes: self.codes.clone(),
            five_dirs: self.five_dirs.clone(),
            five_lines: self.five_lines,
            five_set: self.five_set.clone(),
            offsets: self.offsets,
            tables: self.tables,
            points: self.points.clone(),
            hash: self.hash,
            history: self.history.clone(),
        }
    }

    fn clone_from(&mut self, source: &Board) {
        self.size = source.size;
        self.stride = source.stride;
        self.rule = source.rule;
        self.cells.clone_from(&source.cells);
        self.codes.clone_from(&source.codes);
        self.five_dirs.clone_from(&source.five_dirs);
        self.five_lines = source.five_lines;
        for (own, theirs) in self.five_set.iter_mut().zip(&source.five_set) {
            own.clone_from(theirs);
        }
        self.offsets = source.offsets;
        self.tables = source.tables;
        self.points.clone_from(&source.points);
        self.hash = source.hash;
        self.history.clone_from(&source.history);
    }
}

impl Board {
    /// An empty `size`×`size` board.
    ///
    /// # Errors
    /// [`SizeError`] unless `MIN_SIZE <= size <= MAX_SIZE`.
    pub fn new(size: usize, rule: Rule) -> Result<Board, SizeError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(SizeError(size));
        }
        let stride = size + PAD;
        let cells_len = cells_len(size);
        let table = |color| {
            if rule.exact_five(color) {
                pattern::exact_table()
            } else {
                pattern::free_table()
            }
        };
        let mut board = Board {
            size,
            stride,
            rule,
            cells: vec![WALL_CELL; cells_len].into_boxed_slice(),
            codes: vec![[0u32; 4]; cells_len].into_boxed_slice(),
            five_dirs: vec![[0u8; 2]; cells_len].into_boxed_slice(),
            five_lines: [0; 2],
            five_set: [(); 2].map(|()| vec![0u64; cells_len.div_ceil(64)].into_boxed_slice()),
            offsets: [1, stride as isize, stride as isize + 1, 1 - stride as isize],
            tables: [table(Color::Black), table(Color::White)],
            points: Box::default(),
            hash: 0,
            history: Vec::with_capacity(size * size),
        };
        let points: Vec<Point> = (0..size)
            .flat_map(|row| (0..size).map(move |col| (col, row)))
            .map(|(col, row)| board.index_of(col, row))
            .collect();
        for &p in &points {
            board.cells[p.index()] = EMPTY_CELL;
        }
        // The edge blocks both colours: set the wall digits of every point's codes.
        for &p in &points {
            for d in 0..4 {
                for k in (-(HALF as i32)..=HALF as i32).filter(|&k| k != 0) {
                    if board.cells[board.step(p, d, k).index()] == WALL_CELL {
                        let digit = BLOCKED * WEIGHTS[pattern::slot(k)];
                        board.codes[p.index()][d] += both_codes(digit, digit);
                    }
                }
            }
        }
        for &p in &points {
            for color in [Color::Black, Color::White] {
                let c = color.index();
                for d in 0..4 {
                    if board.tables[c].is_five(board.code(p, d, color)) {
                        board.five_dirs[p.index()][c] |= 1 << d;
                        board.five_set[c][p.index() / 64] |= 1 << (p.index() % 64);
                    }
                }
            }
        }
        board.points = points.into_boxed_slice();
        Ok(board)
    }

    fn index_of(&self, col: usize, row: usize) -> Point {
        Point(((row + PAD) * self.stride + col + PAD) as u16)
    }

    /// The point `k` cells from `p` along direction index `d` (may be a wall cell).
    #[inline]
    fn step(&self, p: Point, d: usize, k: i32) -> Point {
        Point((p.index() as isize + self.offsets[d] * k as isize) as u16)
    }

    /// The five-point windows along direction `d` that hold `p` and lie on the board:
    /// the places where a five through `p` could ever stand.
    pub(crate) fn windows(&self, p: Point, d: usize) -> impl Iterator<Item = [Point; 5]> + '_ {
        (1 - HALF as i32..=0).filter_map(move |start| {
            let window: [Point; 5] = std::array::from_fn(|i| self.step(p, d, start + i as i32));
            window
                .iter()
                .all(|q| self.cells[q.index()] != WALL_CELL)
                .then_some(window)
        })
    }

    /// The side of the board.
    #[must_use]
    pub fn size(&self) -> usize {
        self.size
    }

    /// The rule the board plays under.
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The point of a coordinate, if it lies on this board.
    #[must_use]
    pub fn point(&self, coord: Coord) -> Option<Point> {
        let (col, row) = (usize::from(coord.col), usize::from(coord.row));
        (col < self.size && row < self.size).then(|| self.index_of(col, row))
    }

    /// The point named like `h8`, if it is a coordinate on this board.
    #[must_use]
    pub fn parse_point(&self, name: &str) -> Option<Point> {
        self.point(name.parse().ok()?)
    }

    /// The coordinate of a point of this board.
    #[must_use]
    pub fn coord(&self, p: Point) -> Coord {
        let (row, col) = (p.index() / self.stride - PAD, p.index() % self.stride - PAD);
        Coord::new(col as u8, row as u8)
    }

    /// The name of a point, like `h8`.
    #[must_use]
    pub fn name(&self, p: Point) -> String {
        self.coord(p).to_string()
    }

    /// Every point of the board, row by row from the bottom.
    #[must_use]
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The stone on a point.
    #[inline]
    #[must_use]
    pub fn stone(&self, p: Point) -> Option<Color> {
        match self.cells[p.index()] {
            1 => Some(Color::Black),
            2 => Some(Color::White),
            _ => None,
        }
    }

    /// Whether a point is empty (and on the board).
    #[inline]
    #[must_use]
    pub fn is_empty(&self, p: Point) -> bool {
        self.cells[p.index()] == EMPTY_CELL
    }

    /// The Zobrist hash of the stones (not of whose turn it is).
    #[must_use]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash the board had before its last `moves` stones were played (before all of
    /// them if there are fewer).
    #[must_use]
    pub(crate) fn hash_before(&self, moves: usize) -> u64 {
        self.history
            .iter()
            .rev()
            .take(moves)
            .fold(self.hash, |hash, &(p, color)| {
                hash ^ ZOBRIST[p.index()][color.index()]
            })
    }

    /// The hash the board would have with a stone of `color` on `p`.
    #[must_use]
    pub(crate) fn hash_with(&self, color: Color, p: Point) -> u64 {
        self.hash ^ ZOBRIST[p.index()][color.index()]
    }

    /// The moves played on this board, in order.
    #[must_use]
    pub fn history(&self) -> &[(Point, Color)] {
        &self.history
    }

    /// The number of stones on the board.
    #[must_use]
    pub fn stones(&self) -> usize {
        self.history.len()
    }

    /// Whether every point is occupied.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.history.len() == self.points.len()
    }

    /// Places a stone on an empty point. No rule is checked (use [`check`](Self::check)
    /// first where the move comes from outside).
    #[inline]
    pub fn play(&mut self, color: Color, p: Point) {
        debug_assert!(self.is_empty(p), "play on a non-empty point");
        self.count_fives(p, false);
        self.cells[p.index()] = color as u8 + 1;
        self.hash ^= ZOBRIST[p.index()][color.index()];
        self.history.push((p, color));
        self.update_codes(p, color, true);
    }

    /// Takes back the last stone; returns it (colour first, as the arguments of
    /// [`play`](Board::play)), or `None` on an empty history.
    pub fn undo(&mut self) -> Option<(Color, Point)> {
        let (p, color) = self.history.pop()?;
        self.cells[p.index()] = EMPTY_CELL;
        self.hash ^= ZOBRIST[p.index()][color.index()];
        self.update_codes(p, color, false);
        self.count_fives(p, true);
        Some((color, p))
    }

    /// Counts (or uncounts) the five-making lines of a point that becomes empty (or
    /// occupied); a point that becomes empty first gets its five directions anew (they
    /// are not kept while it is occupied).
    #[inline]
    fn count_fives(&mut self, p: Point, add: bool) {
        for c in 0..2 {
            if add {
                let five_bits = self.tables[c].five_bits();
                let codes = &self.codes[p.index()];
                self.five_dirs[p.index()][c] = (0..4)
                    .map(|d| {
                        let code = usize::from(code_of(codes[d], c));
                        (((five_bits[code / 64] >> (code % 64)) & 1) as u8) << d
                    })
                    .fold(0, |acc, bit| acc | bit);
                self.five_lines[c] += self.five_dirs[p.index()][c].count_ones() as i32;
                if self.five_dirs[p.index()][c] != 0 {
                    self.five_set[c][p.index() / 64] |= 1 << (p.index() % 64);
                }
            } else {
                self.five_lines[c] -= self.five_dirs[p.index()][c].count_ones() as i32;
                self.five_set[c][p.index() / 64] &= !(1 << (p.index() % 64));
            }
        }
    }

    /// Adds (or removes) the digits of a stone at `p` in the codes of the ten points
    /// around it on each of its four lines, and renews their five directions.
    #[inline]
    fn update_codes(&mut self, p: Point, color: Color, add: bool) {
        let own = color.index();
        // Local borrows and counters: the compiler keeps them in registers instead of
        // reloading through `self` after every store.
        let (cells, codes, five_dirs) = (&*self.cells, &mut *self.codes, &mut *self.five_dirs);
        let five_set = &mut *self.five_set[own];
        let fives = self.tables[own].five_bits();
        // Where six or more also wins, a stone five cells away never changes whether a
        // point makes five (the four cells between decide); where only five wins, it can
        // turn a five into an overline.
        let reach = if self.rule.exact_five(color) {
            HALF as i32
        } else {
            HALF as i32 - 1
        };
        // The stone's digit in both colours' codes of a cell `k` away (its own colour
        // sees OWN, the other BLOCKED), as a word to add (or, two's complement, to take
        // away: neither half borrows from the other, each holding at least its digit).
        let digits = |k: i32| {
            let w = WEIGHTS[pattern::slot(-k)];
            let (own_digit, other_digit) = (OWN * w, BLOCKED * w);
            let word = match color {
                Color::Black => both_codes(own_digit, other_digit),
                Color::White => both_codes(other_digit, own_digit),
            };
            if add { word } else { word.wrapping_neg() }
        };
        // The cells `k` away on either side, with the word each gets.
        let steps: [(i32, u32); 2 * HALF] = std::array::from_fn(|i| {
            let k = if i < HALF {
                i as i32 + 1
            } else {
                HALF as i32 - 1 - i as i32
            };
            (k, digits(k))
        });
        let mut delta = 0i32;
        let base = p.index() as isize;
        for (d, &offset) in self.offsets.iter().enumerate() {
            for &(k, digit) in &steps {
                let a = (base + offset * k as isize) as usize;
                let word = &mut codes[a][d];
                *word = word.wrapping_add(digit);
                // Five directions are kept for empty points only (a point that is
                // emptied gets them anew), and a five is a run of own stones: the
                // opponent's fives are untouched by this stone.
                if k.abs() <= reach {
                    // Branch-free on the cell: an occupied point's directions are
                    // renewed too (harmlessly) but not counted.
                    let empty = i32::from(cells[a] == EMPTY_CELL);
                    let code = usize::from(code_of(*word, own));
                    let five = ((fives[code / 64] >> (code % 64)) & 1) as u8;
                    let dirs = &mut five_dirs[a][own];
                    let was = (*dirs >> d) & 1;
                    *dirs ^= (was ^ five) << d;
                    delta += empty * (i32::from(five) - i32::from(was));
                    // The point's bit: set while it is empty with a five direction
                    // (renewed only where a direction changed: seldom, so the branch
                    // costs less than a store at every cell).
                    if was != five {
                        let word = &mut five_set[a / 64];
                        let bit = u64::from(empty != 0 && *dirs != 0);
                        *word ^= (((*word >> (a % 64)) & 1) ^ bit) << (a % 64);
                    }
                }
            }
        }
        self.five_lines[own] += delta;
    }

    /// The code of a point's line window for a colour (see the `pattern` module).
    #[inline]
    pub(crate) fn code(&self, p: Point, d: usize, color: Color) -> u16 {
        code_of(self.codes[p.index()][d], color.index())
    }

    /// What a stone of `color` placed on `p` makes along one line. For an occupied point,
    /// what its own stone makes there (so `Five` tells a finished five).
    #[inline]
    #[must_use]
    pub fn line(&self, p: Point, direction: Direction, color: Color) -> LineShape {
        let d = direction.index();
        self.tables[color.index()].shape(self.code(p, d, color))
    }

    /// The four line shapes of a stone of `color` on `p`.
    #[inline]
    #[must_use]
    pub fn lines(&self, color: Color, p: Point) -> [LineShape; 4] {
        let (table, c) = (self.tables[color.index()], color.index());
        self.codes[p.index()].map(|word| table.shape(code_of(word, c)))
    }

    /// Whether a stone of `color` on the empty point `p` makes a four (one five point
    /// or more) along some line: what `lines(color, p)` would say, from bit tables
    /// small enough for the first-level cache.
    #[inline]
    #[must_use]
    pub fn makes_four(&self, color: Color, p: Point) -> bool {
        self.any_line(color, p, LineTable::is_four)
    }

    /// Whether a stone of `color` on the empty point `p` makes three of its stones in a
    /// five-cell window free of the opponent's stones and of the edge (a window that can
    /// still become a five), along some line: read from the line codes, four bit-table
    /// lookups where counting the twenty windows stone by stone costs a hundred reads.
    #[inline]
    #[must_use]
    pub fn makes_window_three(&self, color: Color, p: Point) -> bool {
        self.any_line(color, p, LineTable::is_window_three)
    }

    /// Whether `test` holds of the code of some line through `p` for `color`.
    #[inline]
    fn any_line(&self, color: Color, p: Point, test: fn(&LineTable, u16) -> bool) -> bool {
        let (table, c) = (self.tables[color.index()], color.index());
        self.codes[p.index()]
            .iter()
            .any(|&word| test(table, code_of(word, c)))
    }

    /// The empty points of the lines through the empty point `p` where `color` would
    /// make five once a stone of its own stood on `p`, into `out`, read from the line
    /// codes without playing the stone: where `color` has no five point yet, the five
    /// points that stone would give it (a five point lies within four cells of the
    /// stones it completes, and a stone changes the codes of its own lines alone).
    pub(crate) fn fives_made(&self, color: Color, p: Point, out: &mut Vec<Point>) {
        out.clear();
        let (table, c) = (self.tables[color.index()], color.index());
        let base = p.index() as isize;
        for (d, &offset) in self.offsets.iter().enumerate() {
            for k in (-4..=4i32).filter(|&k| k != 0) {
                let a = (base + offset * k as isize) as usize;
                if self.cells[a] == EMPTY_CELL
                    && table
                        .is_five(code_of(self.codes[a][d], c) + OWN * WEIGHTS[pattern::slot(-k)])
                {
                    out.push(Point(a as u16));
                }
            }
        }
    }

    /// The points named by a line shape's key-point mask: the five points of a four, the
    /// straight-four points of a three (see [`LineShape`]), along direction `d` from `p`.
    pub(crate) fn key_points(
        &self,
        p: Point,
        d: usize,
        color: Color,
    ) -> impl Iterator<Item = Point> + use<> {
        // Owns its data (no borrow of the board): callers go on to play on the board.
        let mask = self.tables[color.index()].mask(self.code(p, d, color));
        let (base, offset) = (p.index() as isize, self.offsets[d]);
        (0..=2 * HALF as i32)
            .filter(move |&i| mask & (1 << i) != 0)
            .map(move |i| Point((base + offset * (i - HALF as i32) as isize) as u16))
    }

    /// The empty points within `reach` of `p` along direction `d`, both ways.
    pub(crate) fn line_points(
        &self,
        p: Point,
        d: usize,
        reach: i32,
    ) -> impl Iterator<Item = Point> + '_ {
        (-reach..=reach)
            .filter(|&k| k != 0)
            .map(move |k| self.step(p, d, k))
            .filter(|&q| self.is_empty(q))
    }

    /// Whether a stone of `color` on `p` makes (or, on an occupied point, is part of) a
    /// winning row: five, or more where the rule lets `color` win with more.
    #[inline]
    #[must_use]
    pub fn makes_five(&self, color: Color, p: Point) -> bool {
        if self.is_empty(p) {
            self.five_dirs[p.index()][color.index()] != 0
        } else {
            self.lines(color, p).contains(&LineShape::Five)
        }
    }

    /// Whether `color` has an empty point where it would make a winning row (constant
    /// time: the board counts them).
    #[must_use]
    pub fn has_five_point(&self, color: Color) -> bool {
        self.five_lines[color.index()] > 0
    }

    /// Appends to `out` the empty points where `color` would make a winning row, stopping
    /// once `out` holds `max` points (callers mostly need to know "none, one, or more").
    pub fn five_points(&self, color: Color, max: usize, out: &mut Vec<Point>) {
        out.clear();
        if self.five_lines[color.index()] == 0 {
            return;
        }
        for (i, &word) in self.five_set[color.index()].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                out.push(Point((i * 64 + bits.trailing_zeros() as usize) as u16));
                if out.len() >= max {
                    return;
                }
                bits &= bits - 1;
            }
        }
    }

    /// The winner, if the last move made a winning row.
    #[must_use]
    pub fn winner(&self) -> Option<Color> {
        let &(p, color) = self.history.last()?;
        self.makes_five(color, p).then_some(color)
    }

    /// Why Black may not play on the empty point `p` under renju, if it may not: a move
    /// that makes five is never forbidden; six or more is an overline; two fours (two on
    /// one line count) a double four; two real threes a double three, a three being real
    /// when one of its straight-four points is not itself forbidden once the move is on
    /// the board (decided recursively). Always `None` for other rules.
    pub fn forbidden(&mut self, p: Point) -> Option<Forbidden> {
        if !self.rule.has_forbidden(Color::Black) || !self.is_empty(p) {
            return None;
        }
        let lines = self.lines(Color::Black, p);
        if lines.contains(&LineShape::Five) {
            return None;
        }
        if lines.contains(&LineShape::Overline) {
            return Some(Forbidden::Overline);
        }
        if lines.iter().map(|s| s.fours()).sum::<u8>() >= 2 {
            return Some(Forbidden::DoubleFour);
        }
        if lines.iter().filter(|&&s| s == LineShape::Three).count() < 2 {
            return None;
        }
        self.play(Color::Black, p);
        let mut real = 0;
        for d in (0..4).filter(|&d| lines[d] == LineShape::Three) {
            if self
                .key_points(p, d, Color::Black)
                .any(|q| self.forbidden(q).is_none())
            {
                real += 1;
            }
        }
        self.undo();
        (real >= 2).then_some(Forbidden::DoubleThree)
    }

    /// Whether `color` may play on `coord`: on the board, empty, and not forbidden.
    ///
    /// # Errors
    /// A [`MoveError`] saying why not.
    pub fn check(&mut self, coord: Coord, color: Color) -> Result<Point, MoveError> {
        let p = self.point(coord).ok_or(MoveError::OffBoard(coord))?;
        if !self.is_empty(p) {
            return Err(MoveError::Occupied(coord));
        }
        if color == Color::Black
            && let Some(kind) = self.forbidden(p)
        {
            return Err(MoveError::Forbidden(coord, kind));
        }
        Ok(p)
    }

    /// Whether `color` may play on the empty point `p` (not forbidden).
    pub fn allowed(&mut self, color: Color, p: Point) -> bool {
        color == Color::White || self.forbidden(p).is_none()
    }

    /// What [`line`](Self::line) answers, computed the slow way: the window's cells read
    /// from the stones one by one. The reference of the incremental codes in tests.
    #[must_use]
    pub fn line_from_scratch(&self, p: Point, direction: Direction, color: Color) -> LineShape {
        let d = direction.index();
        let code = (-(HALF as i32)..=HALF as i32)
            .filter(|&k| k != 0)
            .map(|k| {
                let q = self.step(p, d, k);
                let digit = match (self.cells[q.index()], self.stone(q)) {
                    (EMPTY_CELL, _) => 0,
                    (_, Some(stone)) if stone == color => OWN,
                    _ => BLOCKED,
                };
                digit * WEIGHTS[pattern::slot(k)]
            })
            .sum();
        self.tables[color.index()].shape(code)
    }
}

impl Board {
    /// The board's diagram (see its `Display`) with each of `marks` shown in place of
    /// what stands on its point: a position's forbidden points, a line's moves.
    ///
    /// ```
    /// use tesuji_gomoku::{Board, Rule};
    /// let board = Board::new(5, Rule::Freestyle).unwrap();
    /// let c3 = board.parse_point("c3").unwrap();
    /// let text = board.marked(&[(c3, '3')]);
    /// assert_eq!(text.lines().nth(2), Some(" 3  . . 3 . ."));
    /// ```
    #[must_use]
    pub fn marked(&self, marks: &[(Point, char)]) -> String {
        let mut text = String::new();
        self.write_diagram(&mut text, marks)
            .expect("writing to a String cannot fail");
        text
    }

    fn write_diagram(&self, out: &mut impl fmt::Write, marks: &[(Point, char)]) -> fmt::Result {
        for row in (0..self.size).rev() {
            write!(out, "{:>2} ", row + 1)?;
            for col in 0..self.size {
                let p = self.index_of(col, row);
                let c = match (marks.iter().find(|&&(q, _)| q == p), self.stone(p)) {
                    (Some(&(_, mark)), _) => mark,
                    (None, Some(Color::Black)) => 'X',
                    (None, Some(Color::White)) => 'O',
                    (None, None) => '.',
                };
                write!(out, " {c}")?;
            }
            writeln!(out)?;
        }
        write!(out, "   ")?;
        for col in 0..self.size {
            write!(out, " {}", char::from(b'a' + col as u8))?;
        }
        writeln!(out)
    }
}

impl fmt::Display for Board {
    /// The board as rows of `X`, `O` and `.`, top row first, with coordinates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_diagram(f, &[])
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
