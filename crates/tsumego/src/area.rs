//! Rectangles of the board: the problem's area.

use std::fmt;
use std::str::FromStr;

use tesuji_go::{Geometry, PointSet, Vertex};

/// A rectangle of the board, its edges included, in board coordinates.
///
/// ```
/// use tesuji_tsumego::Area;
/// let area: Area = "G7:A1".parse().unwrap();
/// assert_eq!(area.to_string(), "A1:G7");
/// assert!(area.contains("C3".parse().unwrap()));
/// assert_eq!(area.distance("J3".parse().unwrap()), 2); // H is one column out, J two
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Area {
    /// The leftmost column.
    pub left: u8,
    /// The bottom row.
    pub bottom: u8,
    /// The rightmost column.
    pub right: u8,
    /// The top row.
    pub top: u8,
}

impl Area {
    /// The rectangle with corners `a` and `b` (any two opposite corners).
    #[must_use]
    pub fn new(a: Vertex, b: Vertex) -> Area {
        Area {
            left: a.col.min(b.col),
            bottom: a.row.min(b.row),
            right: a.col.max(b.col),
            top: a.row.max(b.row),
        }
    }

    /// The smallest rectangle holding every vertex, `None` for none.
    pub fn around(vertices: impl IntoIterator<Item = Vertex>) -> Option<Area> {
        vertices.into_iter().fold(None, |area, v| {
            Some(match area {
                None => Area::new(v, v),
                Some(area) => Area::new(
                    Vertex::new(area.left.min(v.col), area.bottom.min(v.row)),
                    Vertex::new(area.right.max(v.col), area.top.max(v.row)),
                ),
            })
        })
    }

    /// The rectangle grown by `lines` on every side, kept on the board.
    #[must_use]
    pub fn grown(self, lines: u8, geometry: Geometry) -> Area {
        Area {
            left: self.left.saturating_sub(lines),
            bottom: self.bottom.saturating_sub(lines),
            right: self.right.saturating_add(lines).min(geometry.width() - 1),
            top: self.top.saturating_add(lines).min(geometry.height() - 1),
        }
    }

    /// The rectangle stretched to each edge of the board that lies at most `lines` empty
    /// lines away.
    ///
    /// ```
    /// use tesuji_go::Geometry;
    /// use tesuji_tsumego::Area;
    /// let area: Area = "B2:E4".parse().unwrap();
    /// let board = Geometry::new(19, 19).unwrap();
    /// assert_eq!(area.to_edges_within(1, board).to_string(), "A1:E4");
    /// ```
    #[must_use]
    pub fn to_edges_within(self, lines: u8, geometry: Geometry) -> Area {
        let (last_col, last_row) = (geometry.width() - 1, geometry.height() - 1);
        Area {
            left: if self.left <= lines { 0 } else { self.left },
            bottom: if self.bottom <= lines { 0 } else { self.bottom },
            right: if last_col - self.right <= lines {
                last_col
            } else {
                self.right
            },
            top: if last_row - self.top <= lines {
                last_row
            } else {
                self.top
            },
        }
    }

    /// Whether `v` lies in the rectangle.
    #[must_use]
    pub fn contains(self, v: Vertex) -> bool {
        (self.left..=self.right).contains(&v.col) && (self.bottom..=self.top).contains(&v.row)
    }

    /// How many lines `v` lies outside the rectangle (diagonal steps count one): 0 inside.
    #[must_use]
    pub fn distance(self, v: Vertex) -> u8 {
        let cols = self
            .left
            .saturating_sub(v.col)
            .max(v.col.saturating_sub(self.right));
        let rows = self
            .bottom
            .saturating_sub(v.row)
            .max(v.row.saturating_sub(self.top));
        cols.max(rows)
    }

    /// The rectangle's points on a board of this geometry.
    #[must_use]
    pub fn points(self, geometry: Geometry) -> PointSet {
        let mut set = PointSet::new();
        for p in geometry.points() {
            if self.contains(geometry.vertex(p)) {
                set.insert(p);
            }
        }
        set
    }

    /// Whether both corners lie on a board of this geometry.
    #[must_use]
    pub fn fits(self, geometry: Geometry) -> bool {
        self.right < geometry.width() && self.top < geometry.height()
    }
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let corner = |col, row| Vertex::new(col, row);
        write!(
            f,
            "{}:{}",
            corner(self.left, self.bottom),
            corner(self.right, self.top)
        )
    }
}

/// Why a rectangle could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a region is two corners such as A1:G7, not {0:?}")]
pub struct ParseAreaError(String);

impl FromStr for Area {
    type Err = ParseAreaError;

    fn from_str(text: &str) -> Result<Area, ParseAreaError> {
        let bad = || ParseAreaError(text.to_string());
        let (a, b) = text.split_once(':').ok_or_else(bad)?;
        let a: Vertex = a.trim().parse().map_err(|_| bad())?;
        let b: Vertex = b.trim().parse().map_err(|_| bad())?;
        Ok(Area::new(a, b))
    }
}
