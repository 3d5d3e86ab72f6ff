//! The padded one-dimensional layout of a board, and sets of its points.
//!
//! A board of `width × height` is stored row by row with a stride of `width + 1`: the
//! extra column, plus a row below and a row above, are off-board "wall" cells, so every
//! on-board point has four neighbours in the array and no move needs a bounds test. The
//! one wall column serves as the right edge of one row and the left edge of the next.

use crate::vertex::{MAX_SIZE, Vertex};

/// The number of cells of the largest padded board (25×25): `(25 + 1) * (25 + 2) + 1`.
pub const MAX_CELLS: usize = (MAX_SIZE as usize + 1) * (MAX_SIZE as usize + 2) + 1;

/// The length of the per-cell arrays of a board: a power of two at least
/// [`MAX_CELLS`], so that an index masked with `STORE - 1` needs no bounds check.
pub(crate) const STORE: usize = 1024;
const _: () = assert!(STORE.is_power_of_two() && STORE >= MAX_CELLS);

/// A cell of a board's padded array: an on-board point (or a wall cell inside the
/// engine). Only meaningful together with the [`Geometry`] that made it.
///
/// Points are the fast currency of search code; convert with [`Geometry::point`] and
/// [`Geometry::vertex`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub(crate) u16);

impl Point {
    /// The index of the cell in the padded array, below [`MAX_CELLS`].
    ///
    /// ```
    /// use tesuji_go::Geometry;
    /// let geo = Geometry::new(9, 9).unwrap();
    /// // A table with one entry per cell, indexed by point.
    /// let mut visits = vec![0u32; geo.cells()];
    /// for p in geo.points() {
    ///     visits[p.index()] += 1;
    /// }
    /// assert_eq!(visits.iter().sum::<u32>(), 81);
    /// ```
    #[inline]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The index into a board's per-cell arrays: the same as [`Point::index`], masked
    /// so the compiler sees it is in bounds.
    #[inline]
    pub(crate) fn slot(self) -> usize {
        usize::from(self.0) & (STORE - 1)
    }
}

/// Board dimensions and the mapping between vertices and points.
///
/// ```
/// use tesuji_go::{Geometry, Vertex};
/// let geo = Geometry::new(9, 9).unwrap();
/// let d4 = geo.point(Vertex::new(3, 3)).unwrap();
/// assert_eq!(geo.vertex(d4), Vertex::new(3, 3));
/// assert_eq!(geo.neighbors(d4).iter().filter(|&&n| geo.is_on_board(n)).count(), 4);
/// assert!(geo.point(Vertex::new(9, 0)).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Geometry {
    width: u8,
    height: u8,
    /// `2^RECIPROCAL_SHIFT / stride` rounded up, to divide by the stride quickly.
    reciprocal: u32,
}

const RECIPROCAL_SHIFT: u32 = 20;

impl Geometry {
    /// The smallest side accepted.
    pub const MIN_SIZE: u8 = 2;

    /// A `width × height` board, or `None` when a side is outside 2..=25.
    ///
    /// ```
    /// use tesuji_go::Geometry;
    /// let geo = Geometry::new(19, 13).unwrap();
    /// assert_eq!((geo.width(), geo.height(), geo.area()), (19, 13, 247));
    /// assert!(Geometry::new(1, 9).is_none());
    /// assert!(Geometry::new(26, 26).is_none());
    /// ```
    pub fn new(width: u8, height: u8) -> Option<Geometry> {
        let ok = |s: u8| (Self::MIN_SIZE..=MAX_SIZE).contains(&s);
        (ok(width) && ok(height)).then(|| Geometry {
            width,
            height,
            reciprocal: (1u32 << RECIPROCAL_SHIFT).div_ceil(u32::from(width) + 1),
        })
    }

    /// The number of columns.
    #[inline]
    pub fn width(self) -> u8 {
        self.width
    }

    /// The number of rows.
    #[inline]
    pub fn height(self) -> u8 {
        self.height
    }

    /// The number of on-board points.
    #[inline]
    pub fn area(self) -> usize {
        usize::from(self.width) * usize::from(self.height)
    }

    /// The distance in the array between a point and the point above it.
    ///
    /// ```
    /// use tesuji_go::{Geometry, Vertex};
    /// let geo = Geometry::new(9, 9).unwrap();
    /// let d4 = geo.point(Vertex::new(3, 3)).unwrap();
    /// let d5 = geo.point(Vertex::new(3, 4)).unwrap();
    /// assert_eq!(geo.stride(), 10); // nine points and one wall cell per row
    /// assert_eq!(d5.index() - d4.index(), geo.stride());
    /// ```
    #[inline]
    pub fn stride(self) -> usize {
        usize::from(self.width) + 1
    }

    /// The number of cells of the padded array, walls included.
    ///
    /// ```
    /// use tesuji_go::{Geometry, MAX_CELLS};
    /// // 11 rows (with a wall row below and above) of stride 10, plus one cell.
    /// assert_eq!(Geometry::new(9, 9).unwrap().cells(), 111);
    /// assert_eq!(Geometry::new(25, 25).unwrap().cells(), MAX_CELLS);
    /// ```
    #[inline]
    pub fn cells(self) -> usize {
        (usize::from(self.height) + 2) * self.stride() + 1
    }

    /// The point of a vertex, or `None` when it is off this board.
    ///
    /// ```
    /// use tesuji_go::{Geometry, Vertex};
    /// let geo = Geometry::new(9, 5).unwrap();
    /// assert!(geo.point(Vertex::new(8, 4)).is_some()); // J5, the top right corner
    /// assert!(geo.point(Vertex::new(4, 5)).is_none()); // E6, above the top row
    /// ```
    #[inline]
    pub fn point(self, v: Vertex) -> Option<Point> {
        (v.col < self.width && v.row < self.height).then(|| self.point_unchecked(v.col, v.row))
    }

    #[inline]
    fn point_unchecked(self, col: u8, row: u8) -> Point {
        Point(((usize::from(row) + 1) * self.stride() + usize::from(col) + 1) as u16)
    }

    /// The vertex of an on-board point.
    #[inline]
    pub fn vertex(self, p: Point) -> Vertex {
        let (row, col) = self.cell(p);
        Vertex::new((col - 1) as u8, (row - 1) as u8)
    }

    /// Whether a cell index is an on-board point (and not a wall cell).
    #[inline]
    pub fn is_on_board(self, p: Point) -> bool {
        let (row, col) = self.cell(p);
        col >= 1 && row >= 1 && row <= u32::from(self.height)
    }

    /// The row and column of a cell in the padded array (walls at row 0, column 0 and
    /// the row above the board). The searches ask for every neighbour they look at, so
    /// the division by the stride is a multiplication: exact for every index below 2^10
    /// and stride up to 26, since the error of the rounded reciprocal (below 2^-20 per
    /// unit) never reaches the gap of 1/26 to the next integer (a hardware division here
    /// was a sixth of the life-and-death evaluation's time).
    #[inline]
    fn cell(self, p: Point) -> (u32, u32) {
        let i = u32::from(p.0);
        let row = (i * self.reciprocal) >> RECIPROCAL_SHIFT;
        (row, i - row * self.stride() as u32)
    }

    /// The four orthogonal neighbours (some may be wall cells).
    ///
    /// ```
    /// use tesuji_go::{Geometry, Vertex};
    /// let geo = Geometry::new(9, 9).unwrap();
    /// let on_board = |col, row| {
    ///     let p = geo.point(Vertex::new(col, row)).unwrap();
    ///     geo.neighbors(p).into_iter().filter(|&n| geo.is_on_board(n)).count()
    /// };
    /// assert_eq!(on_board(0, 0), 2); // a corner
    /// assert_eq!(on_board(4, 0), 3); // an edge
    /// assert_eq!(on_board(4, 4), 4); // the centre
    /// ```
    #[inline]
    pub fn neighbors(self, p: Point) -> [Point; 4] {
        let s = self.stride() as u16;
        [
            Point(p.0 - s),
            Point(p.0 - 1),
            Point(p.0 + 1),
            Point(p.0 + s),
        ]
    }

    /// The four diagonal neighbours (some may be wall cells).
    ///
    /// ```
    /// use tesuji_go::{Geometry, Vertex};
    /// let geo = Geometry::new(9, 9).unwrap();
    /// let a1 = geo.point(Vertex::new(0, 0)).unwrap();
    /// let inside: Vec<Vertex> = geo
    ///     .diagonals(a1)
    ///     .into_iter()
    ///     .filter(|&d| geo.is_on_board(d))
    ///     .map(|d| geo.vertex(d))
    ///     .collect();
    /// assert_eq!(inside, [Vertex::new(1, 1)]); // B2
    /// ```
    #[inline]
    pub fn diagonals(self, p: Point) -> [Point; 4] {
        let s = self.stride() as u16;
        [
            Point(p.0 - s - 1),
            Point(p.0 - s + 1),
            Point(p.0 + s - 1),
            Point(p.0 + s + 1),
        ]
    }

    /// Every on-board point, row by row from the bottom left.
    ///
    /// ```
    /// use tesuji_go::Geometry;
    /// let geo = Geometry::new(3, 2).unwrap();
    /// let names: Vec<String> = geo.points().map(|p| geo.vertex(p).to_string()).collect();
    /// assert_eq!(names, ["A1", "B1", "C1", "A2", "B2", "C2"]);
    /// ```
    pub fn points(self) -> impl Iterator<Item = Point> + Clone {
        (0..self.height)
            .flat_map(move |row| (0..self.width).map(move |col| self.point_unchecked(col, row)))
    }
}

/// A set of points of one board, as a fixed bitset (no allocation, `Copy`).
///
/// ```
/// use tesuji_go::{Geometry, PointSet, Vertex};
/// let geo = Geometry::new(5, 5).unwrap();
/// let mut set = PointSet::new();
/// let a1 = geo.point(Vertex::new(0, 0)).unwrap();
/// assert!(set.insert(a1));
/// assert!(!set.insert(a1));
/// assert_eq!(set.len(), 1);
/// assert_eq!(set.iter().collect::<Vec<_>>(), vec![a1]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PointSet {
    words: [u64; MAX_CELLS.div_ceil(64)],
}

impl PointSet {
    /// The empty set.
    pub const fn new() -> PointSet {
        PointSet {
            words: [0; MAX_CELLS.div_ceil(64)],
        }
    }

    /// Adds a point; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        let (w, bit) = (p.index() / 64, 1u64 << (p.index() % 64));
        let new = self.words[w] & bit == 0;
        self.words[w] |= bit;
        new
    }

    /// Removes a point; returns whether it was there.
    ///
    /// ```
    /// use tesuji_go::{Geometry, PointSet, Vertex};
    /// let geo = Geometry::new(9, 9).unwrap();
    /// let e5 = geo.point(Vertex::new(4, 4)).unwrap();
    /// let mut set: PointSet = geo.points().collect();
    /// assert_eq!(set.len(), 81);
    /// assert!(set.remove(e5));
    /// assert!(!set.remove(e5));
    /// assert!(!set.contains(e5));
    /// assert_eq!(set.len(), 80);
    /// assert!(PointSet::new().is_empty());
    /// ```
    #[inline]
    pub fn remove(&mut self, p: Point) -> bool {
        let (w, bit) = (p.index() / 64, 1u64 << (p.index() % 64));
        let was = self.words[w] & bit != 0;
        self.words[w] &= !bit;
        was
    }

    /// Whether the point is in the set.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.words[p.index() / 64] & (1u64 << (p.index() % 64)) != 0
    }

    /// The number of points.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The points in increasing index order.
    ///
    /// ```
    /// use tesuji_go::{Geometry, PointSet, Vertex};
    /// let geo = Geometry::new(9, 9).unwrap();
    /// let set: PointSet = [Vertex::new(2, 6), Vertex::new(6, 2), Vertex::new(0, 0)]
    ///     .into_iter()
    ///     .map(|v| geo.point(v).unwrap())
    ///     .collect();
    /// let names: Vec<String> = set.iter().map(|p| geo.vertex(p).to_string()).collect();
    /// // Increasing index: the bottom row first, each row from the left.
    /// assert_eq!(names, ["A1", "G3", "C7"]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = Point> + '_ {
        self.words.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let bit = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    Point((w * 64 + bit) as u16)
                })
            })
        })
    }
}

impl std::fmt::Debug for PointSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(|p| p.0)).finish()
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> PointSet {
        let mut set = PointSet::new();
        for p in iter {
            set.insert(p);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_board_fits() {
        let geo = Geometry::new(25, 25).unwrap();
        assert_eq!(geo.cells(), MAX_CELLS);
        let top_right = geo.point(Vertex::new(24, 24)).unwrap();
        assert!(
            geo.neighbors(top_right)
                .iter()
                .all(|n| n.index() < MAX_CELLS)
        );
        assert!(
            geo.diagonals(top_right)
                .iter()
                .all(|n| n.index() < MAX_CELLS)
        );
    }

    #[test]
    fn walls_surround_every_board() {
        // Every size: `is_on_board` and `vertex` divide by the stride with a reciprocal,
        // exact only if it is exact for every cell of every board.
        let sizes = (2..=25).flat_map(|w| (2..=25).map(move |h| (w, h)));
        for (w, h) in sizes {
            let geo = Geometry::new(w, h).unwrap();
            let on: PointSet = geo.points().collect();
            assert_eq!(on.len(), geo.area());
            for i in 0..geo.cells() {
                let p = Point(i as u16);
                assert_eq!(geo.is_on_board(p), on.contains(p), "{w}x{h} cell {i}");
            }
            for p in geo.points() {
                assert_eq!(geo.point(geo.vertex(p)), Some(p));
                let v = geo.vertex(p);
                let expected = usize::from(v.col > 0)
                    + usize::from(v.col + 1 < w)
                    + usize::from(v.row > 0)
                    + usize::from(v.row + 1 < h);
                let on_board = geo.neighbors(p).into_iter().filter(|&n| geo.is_on_board(n));
                assert_eq!(on_board.count(), expected);
            }
        }
    }

    #[test]
    fn sizes_outside_the_range_are_refused() {
        assert!(Geometry::new(1, 9).is_none());
        assert!(Geometry::new(26, 26).is_none());
        assert!(Geometry::new(2, 25).is_some());
    }
}
