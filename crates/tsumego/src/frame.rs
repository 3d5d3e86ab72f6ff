//! The tsumego frame: filling the board around a problem cut from a book, so that the
//! outside is settled and cannot interfere.
//!
//! A problem in a book shows only its corner; the reader takes the surrounding stones as
//! strong and the rest of the board as irrelevant. A search needs that made true on the
//! board: a wall of the attacker's stones one line outside the problem's area (so the
//! defender cannot run out and the attacker's outside stones are backed by a live wall),
//! and beyond it the rest of the board split between the attacker (nearer half) and the
//! defender (farther half), each a solid mass with two or more true eyes, so both are
//! unconditionally alive and neither has a ko threat outside.
//!
//! ```
//! use tesuji_go::{Board, Color, Rules};
//! use tesuji_go::benson::Benson;
//! use tesuji_tsumego::{Area, frame::frame};
//!
//! let mut board = Board::square(19, Rules::JAPANESE).unwrap();
//! board.play(Color::White, "B2".parse().unwrap()).unwrap();
//! board.play(Color::Black, "C3".parse().unwrap()).unwrap();
//! let area: Area = "A1:E5".parse().unwrap();
//! let framed = frame(&board, area, Color::Black).unwrap();
//! assert_eq!(framed.stone_at("F6".parse().unwrap()), Some(Color::Black)); // the wall
//! assert_eq!(framed.stone_at("T19".parse().unwrap()), Some(Color::White)); // far away
//! let alive = Benson::new().analyze(&framed, Color::Black).alive;
//! assert!(alive.contains(framed.point("F6".parse().unwrap()).unwrap()));
//! ```

use tesuji_go::{Board, Color, Geometry, Setup, Vertex};

use crate::Area;

/// Fewer cells than this cannot hold a live mass with two eyes: they go to the attacker.
const SMALLEST_DEFENDER_MASS: usize = 12;
/// Eyes per mass: two make it alive, a third keeps it alive if one is ever filled.
const EYES_PER_MASS: usize = 3;

/// A cell of the frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cell {
    /// Inside the problem's area: left as it is.
    Problem,
    /// A stone of this colour.
    Stone(Color),
    /// An eye of this colour's mass (left empty).
    Eye(Color),
}

/// The board with everything outside `area` filled as a tsumego frame for `attacker`,
/// or `None` when no point lies outside the area or the board is too small for a frame
/// (a mass without liberties). Stones outside the area are replaced, and the new board
/// has no history (no ko ban): the caller frames problems whose stones all lie inside.
#[must_use]
pub fn frame(board: &Board, area: Area, attacker: Color) -> Option<Board> {
    let geometry = board.geometry();
    let (width, height) = (
        usize::from(geometry.width()),
        usize::from(geometry.height()),
    );
    let vertices: Vec<Vertex> = geometry.points().map(|p| geometry.vertex(p)).collect();
    let mut outside: Vec<Vertex> = vertices
        .iter()
        .copied()
        .filter(|&v| !area.contains(v))
        .collect();
    if outside.is_empty() {
        return None;
    }
    let index = |v: Vertex| usize::from(v.row) * width + usize::from(v.col);
    let mut cells = vec![Cell::Problem; width * height];
    // The wall on the first ring; the rest split by distance, nearer half to the attacker.
    outside.sort_by_key(|&v| (area.distance(v), v.row, v.col));
    let beyond = outside.iter().filter(|&&v| area.distance(v) > 1).count();
    let attackers = outside.len() - beyond / 2;
    for (i, &v) in outside.iter().enumerate() {
        let color = if i < attackers {
            attacker
        } else {
            attacker.opponent()
        };
        cells[index(v)] = Cell::Stone(color);
    }
    let mut grid = Grid {
        cells,
        geometry,
        width,
    };
    // Defender masses too small to live join the attacker's.
    for mass in grid.masses(attacker.opponent()) {
        if mass.len() < SMALLEST_DEFENDER_MASS {
            for v in mass {
                grid.set(v, Cell::Stone(attacker));
            }
        }
    }
    for color in [attacker.opponent(), attacker] {
        for mass in grid.masses(color) {
            if grid.make_eyes(&mass, color, area) == 0 {
                // A sliver too thin for an eye (where the two halves meet at an angle):
                // it joins the mass of the other colour around it, which breathes.
                for &v in &mass {
                    grid.set(v, Cell::Stone(color.opponent()));
                }
            }
        }
    }
    let mut setup = Setup::new(geometry.width(), geometry.height());
    for &v in &vertices {
        match grid.get(v) {
            Cell::Problem => {
                if let Some(color) = board.stone_at(v) {
                    setup.add(color, v);
                }
            }
            Cell::Stone(color) => {
                setup.add(color, v);
            }
            Cell::Eye(_) => {}
        }
    }
    // On a board too small for eyes a mass may have no liberty at all: no frame then.
    let mut framed = setup.into_board(board.rules()).ok()?;
    framed.set_to_move(board.to_move());
    Some(framed)
}

/// The frame's cells while it is being built.
struct Grid {
    cells: Vec<Cell>,
    geometry: Geometry,
    width: usize,
}

impl Grid {
    fn get(&self, v: Vertex) -> Cell {
        self.cells[usize::from(v.row) * self.width + usize::from(v.col)]
    }

    fn set(&mut self, v: Vertex, cell: Cell) {
        self.cells[usize::from(v.row) * self.width + usize::from(v.col)] = cell;
    }

    /// The vertices around `v` (four sides, or all eight) that are on the board.
    fn around(&self, v: Vertex, diagonals: bool) -> impl Iterator<Item = Vertex> + '_ {
        let steps: &[(i8, i8)] = if diagonals {
            &[
                (-1, -1),
                (0, -1),
                (1, -1),
                (-1, 0),
                (1, 0),
                (-1, 1),
                (0, 1),
                (1, 1),
            ]
        } else {
            &[(0, -1), (-1, 0), (1, 0), (0, 1)]
        };
        steps.iter().filter_map(move |&(dc, dr)| {
            let col = v.col.checked_add_signed(dc)?;
            let row = v.row.checked_add_signed(dr)?;
            (col < self.geometry.width() && row < self.geometry.height())
                .then_some(Vertex::new(col, row))
        })
    }

    /// The connected masses of `color`'s frame stones.
    fn masses(&self, color: Color) -> Vec<Vec<Vertex>> {
        let mut seen = vec![false; self.cells.len()];
        let mut masses = Vec::new();
        for row in 0..self.geometry.height() {
            for col in 0..self.geometry.width() {
                let start = Vertex::new(col, row);
                let i = usize::from(row) * self.width + usize::from(col);
                if seen[i] || self.get(start) != Cell::Stone(color) {
                    continue;
                }
                seen[i] = true;
                let mut mass = vec![start];
                let mut next = 0;
                while let Some(&v) = mass.get(next) {
                    next += 1;
                    for n in self.around(v, false) {
                        let j = usize::from(n.row) * self.width + usize::from(n.col);
                        if !seen[j] && self.get(n) == Cell::Stone(color) {
                            seen[j] = true;
                            mass.push(n);
                        }
                    }
                }
                masses.push(mass);
            }
        }
        masses
    }

    /// Empties up to [`EYES_PER_MASS`] points of a mass as true eyes: points whose eight
    /// neighbours on the board are all stones of the mass (so the eye is neither false
    /// nor next to another eye), as far from the problem as possible. Removing such a
    /// point keeps the mass connected, around it. Returns how many it made.
    fn make_eyes(&mut self, mass: &[Vertex], color: Color, area: Area) -> usize {
        let mut candidates = mass.to_vec();
        candidates.sort_by_key(|&v| (std::cmp::Reverse(area.distance(v)), v.row, v.col));
        let mut eyes = 0;
        for v in candidates {
            if eyes == EYES_PER_MASS {
                break;
            }
            if self
                .around(v, true)
                .all(|n| self.get(n) == Cell::Stone(color))
            {
                self.set(v, Cell::Eye(color));
                eyes += 1;
            }
        }
        eyes
    }
}

#[cfg(test)]
mod tests {
    use tesuji_go::{Board, Color, Rules};

    use super::*;

    /// A corner problem from a book (Ishigure, 123 Basic Tsumego, 4) on 19×19: where
    /// the two halves of the frame meet, a sliver of one colour too thin for an eye
    /// used to leave the frame without liberties, and the problem went unframed.
    #[test]
    fn a_thin_sliver_joins_the_other_half() {
        let mut setup = tesuji_go::Setup::new(19, 19);
        for v in [
            "N16", "O16", "P16", "Q16", "R16", "S17", "S18", "R19", "K19", "K18",
        ] {
            setup.add(Color::Black, v.parse().unwrap());
        }
        for v in [
            "K17", "L17", "M17", "R18", "R17", "P17", "P18", "O17", "N17", "N18",
        ] {
            setup.add(Color::White, v.parse().unwrap());
        }
        let board = setup.into_board(Rules::JAPANESE).unwrap();
        let area: Area = "J15:T19".parse().unwrap();
        let framed = frame(&board, area, Color::Black).expect("a frame");
        for color in [Color::Black, Color::White] {
            let alive = tesuji_go::benson::Benson::new()
                .analyze(&framed, color)
                .alive;
            let far = if color == Color::Black { "H14" } else { "B1" };
            let far = framed.point(far.parse().unwrap()).unwrap();
            assert_eq!(framed.stone(far), Some(color));
            assert!(alive.contains(far), "{color:?}'s mass lives");
        }
    }

    /// A 9×9 position whose frame would leave a mass without liberties (a strip too thin
    /// for an eye): the strip joins the other colour, and every area gets a frame.
    #[test]
    fn every_mass_breathes() {
        let mut board = Board::square(9, Rules::JAPANESE).unwrap();
        for (color, v) in [
            (Color::White, "A3"),
            (Color::Black, "D5"),
            (Color::White, "B2"),
            (Color::Black, "E5"),
            (Color::White, "B1"),
            (Color::White, "E6"),
        ] {
            board.play(color, v.parse().unwrap()).unwrap();
        }
        for attacker in [Color::Black, Color::White] {
            for area in ["A1:E6", "A1:F7", "A1:B3", "D5:E6", "A1:H8"] {
                let framed = frame(&board, area.parse().unwrap(), attacker);
                // A1:F7 leaves the ring G1-G7/A8-G8 and a strip without room for an
                // eye: that strip joins the other colour's mass.
                let framed = framed.unwrap_or_else(|| panic!("{area}: a frame"));
                assert!(!framed.empty_points().is_empty(), "{area}");
            }
        }
    }
}
