//! Line patterns: what one stone placed on an empty point makes along one line.
//!
//! The board keeps, for every point, direction and colour, a *code* of the ten cells
//! around the point on that line (five on each side), each cell 0 empty, 1 the colour's
//! own stone, 2 blocked (an opponent stone or the edge), read as a base-3 number. Placing
//! or removing a stone adds or subtracts one digit in the codes of the twenty points
//! around it per direction: constant time. Two tables (built once, 3^10 entries each)
//! turn a code into the [`LineShape`] that a stone of that colour placed on the point
//! would make, under "five or more wins" or "exactly five wins".
//!
//! Five cells on each side are exactly what the definitions need: a five through the
//! point lies within four cells of it, and whether it is exactly five depends on the
//! fifth cell; a straight four through the point lies within three cells and its
//! completion points within four.

use std::sync::OnceLock;

/// Cells on each side of the point in a line window.
pub(crate) const HALF: usize = 5;
/// Cells in a code (both sides, without the point itself).
const SLOTS: usize = 2 * HALF;
/// Number of distinct codes: 3^10.
pub(crate) const CODES: usize = 59_049;
/// The window's centre in a cell array of `2 * HALF + 1` cells.
const CENTRE: usize = HALF;

/// A cell of a line window, from one colour's point of view.
pub(crate) const EMPTY: u16 = 0;
/// The colour's own stone.
pub(crate) const OWN: u16 = 1;
/// The opponent's stone, or the edge of the board.
pub(crate) const BLOCKED: u16 = 2;

/// 3^slot for each slot of a code; slot `HALF - k` holds the cell at distance `k` before
/// the point, slot `HALF - 1 + k` the cell at distance `k` after it.
pub(crate) const WEIGHTS: [u16; SLOTS] = {
    let mut weights = [1u16; SLOTS];
    let mut i = 1;
    while i < SLOTS {
        weights[i] = weights[i - 1] * 3;
        i += 1;
    }
    weights
};

/// The slot of the cell at signed distance `k` (±1..=±5) from the point.
pub(crate) const fn slot(k: i32) -> usize {
    if k < 0 {
        (HALF as i32 + k) as usize
    } else {
        (HALF as i32 - 1 + k) as usize
    }
}

/// What a stone placed on an empty point makes along one line, weakest first.
///
/// "Five point" below means an empty point of the line where one more stone makes a
/// five (exactly five where the rule asks for it) together with the new stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum LineShape {
    /// Nothing that can grow into a five here, or too little to matter.
    None,
    /// Two more stones can make a straight four: one more makes a [`Three`](Self::Three).
    Two,
    /// One more stone makes a four, but never a straight four (a closed three).
    ClosedThree,
    /// One more stone (the "straight-four points") makes a straight four: an open three,
    /// solid or split. Whether it is a *real* three under renju (a straight-four point
    /// that is not itself forbidden) is decided on the board.
    Three,
    /// One five point: a four.
    Four,
    /// Two five points that are not one straight four (`X.XXX.X`, `XX.XX.XX`): two fours
    /// on one line.
    DoubleFour,
    /// A straight four, `.XXXX.`: two five points, one on each end.
    OpenFour,
    /// Five in a row (exactly five where the rule asks for it).
    Five,
    /// Six or more in a row where only exactly five wins.
    Overline,
}

impl LineShape {
    const ALL: [LineShape; 9] = [
        LineShape::None,
        LineShape::Two,
        LineShape::ClosedThree,
        LineShape::Three,
        LineShape::Four,
        LineShape::DoubleFour,
        LineShape::OpenFour,
        LineShape::Five,
        LineShape::Overline,
    ];

    /// How many fours this shape counts for in the renju double-four rule: a straight four
    /// is one four, two fours on a line are two.
    #[must_use]
    pub fn fours(self) -> u8 {
        match self {
            LineShape::Four | LineShape::OpenFour => 1,
            LineShape::DoubleFour => 2,
            _ => 0,
        }
    }

    /// Whether the shape has at least one five point.
    #[must_use]
    pub fn is_four(self) -> bool {
        self.fours() > 0
    }
}

/// Bit `code % 64` of word `code / 64`.
#[inline]
fn has_bit(bits: &[u64], code: u16) -> bool {
    let code = usize::from(code);
    bits[code / 64] & (1 << (code % 64)) != 0
}

/// A line table: the shape and the key points of every code, for one notion of five.
pub(crate) struct LineTable {
    shapes: Box<[LineShape]>,
    /// Per code, the window cells (bit `i` = distance `i - HALF`) of the points that lead
    /// to the shape: the five points of a four, the straight-four points of a three, the
    /// four points of a closed three, the three points of a two.
    masks: Box<[u16]>,
    /// Per code, one bit: whether the shape is [`LineShape::Five`] (7 KB, for the
    /// board's per-move update).
    fives: Box<[u64]>,
    /// Per code, one bit: whether the shape has a five point (7 KB: the VCF searches
    /// look for fours at every point of the board, node after node, and the shape table
    /// is too large for the first-level cache).
    fours: Box<[u64]>,
    /// Per code, one bit: whether a stone at the point makes a window three (see
    /// [`is_window_three`](Self::is_window_three); 7 KB, for VCT's candidate threats,
    /// asked at every empty point of every attacker node).
    window_threes: Box<[u64]>,
}

/// The colour's own stones, besides the point's, that a five-cell window through the
/// point must hold (and no blocked cell) for a stone on the point to make a *window
/// three*: three of the colour's stones in a window free of the opponent's stones and of
/// the edge, a window that can still become a five.
pub(crate) const WINDOW_THREE_STONES: usize = 2;

impl LineTable {
    /// The shape a stone placed at the point makes, given the point's code.
    #[inline]
    pub(crate) fn shape(&self, code: u16) -> LineShape {
        self.shapes[usize::from(code)]
    }

    /// Whether the code's shape is a five.
    #[inline]
    pub(crate) fn is_five(&self, code: u16) -> bool {
        has_bit(&self.fives, code)
    }

    /// Whether the code's shape has a five point ([`LineShape::is_four`]).
    #[inline]
    pub(crate) fn is_four(&self, code: u16) -> bool {
        has_bit(&self.fours, code)
    }

    /// Whether a stone at the point makes a window three (see [`WINDOW_THREE_STONES`]).
    #[inline]
    pub(crate) fn is_window_three(&self, code: u16) -> bool {
        has_bit(&self.window_threes, code)
    }

    /// The five bits of all codes (bit `code % 64` of word `code / 64`).
    #[inline]
    pub(crate) fn five_bits(&self) -> &[u64] {
        &self.fives
    }

    /// The key points of the shape, as window cells (bit `HALF + k` = distance `k`).
    #[inline]
    pub(crate) fn mask(&self, code: u16) -> u16 {
        self.masks[usize::from(code)]
    }

    fn build(exact: bool) -> LineTable {
        let mut table = LineTable {
            shapes: vec![LineShape::None; CODES].into_boxed_slice(),
            masks: vec![0; CODES].into_boxed_slice(),
            fives: vec![0; CODES.div_ceil(64)].into_boxed_slice(),
            fours: vec![0; CODES.div_ceil(64)].into_boxed_slice(),
            window_threes: vec![0; CODES.div_ceil(64)].into_boxed_slice(),
        };
        // A shape depends on the shapes of the same code with one more own stone, whose
        // code is larger: fill from the top down.
        for code in (0..CODES).rev() {
            let (shape, mask) = table.classify(code as u16, exact);
            table.shapes[code] = shape;
            table.masks[code] = mask;
            if shape == LineShape::Five {
                table.fives[code / 64] |= 1 << (code % 64);
            }
            if shape.is_four() {
                table.fours[code / 64] |= 1 << (code % 64);
            }
            if makes_window_three(&decode(code as u16)) {
                table.window_threes[code / 64] |= 1 << (code % 64);
            }
        }
        table
    }

    /// Classifies one code from the shapes of its one-stone-more successors.
    fn classify(&self, code: u16, exact: bool) -> (LineShape, u16) {
        let cells = decode(code);
        let run = run_through_centre(&cells);
        if run >= 5 {
            return if exact && run > 5 {
                (LineShape::Overline, 0)
            } else {
                (LineShape::Five, 0)
            };
        }
        // For each empty cell within four of the centre, what one more stone there makes.
        let mut by_shape = [0u16; LineShape::ALL.len()];
        for i in CENTRE - 4..=CENTRE + 4 {
            if i == CENTRE || cells[i] != EMPTY {
                continue;
            }
            let mut more = cells;
            more[i] = OWN;
            let shape = if run_through_centre(&more) >= 5 {
                if exact && run_through_centre(&more) > 5 {
                    LineShape::Overline
                } else {
                    LineShape::Five
                }
            } else {
                self.shape(code + WEIGHTS[cell_slot(i)])
            };
            by_shape[shape as usize] |= 1 << i;
        }
        let fives = by_shape[LineShape::Five as usize];
        match fives.count_ones() {
            0 => {}
            1 => return (LineShape::Four, fives),
            _ => {
                // A straight four: two five points five cells apart with four own stones
                // between them (the centre among them).
                let straight = (0..SLOTS + 1 - 5).any(|lo| {
                    fives & (1 << lo) != 0
                        && fives & (1 << (lo + 5)) != 0
                        && (lo + 1..lo + 5).all(|j| cells[j] == OWN)
                });
                let shape = if straight {
                    LineShape::OpenFour
                } else {
                    LineShape::DoubleFour
                };
                return (shape, fives);
            }
        }
        let opens = by_shape[LineShape::OpenFour as usize];
        if opens != 0 {
            return (LineShape::Three, opens);
        }
        let fours = by_shape[LineShape::Four as usize] | by_shape[LineShape::DoubleFour as usize];
        if fours != 0 {
            return (LineShape::ClosedThree, fours);
        }
        let threes = by_shape[LineShape::Three as usize];
        if threes != 0 {
            return (LineShape::Two, threes);
        }
        (LineShape::None, 0)
    }
}

/// The slot of window cell `i` (0..=10, the centre excluded).
fn cell_slot(i: usize) -> usize {
    if i < CENTRE { i } else { i - 1 }
}

/// The eleven cells of a code's window, the centre an own stone.
fn decode(mut code: u16) -> [u16; SLOTS + 1] {
    let mut cells = [OWN; SLOTS + 1];
    for i in (0..=SLOTS).filter(|&i| i != CENTRE) {
        cells[i] = code % 3;
        code /= 3;
    }
    cells
}

/// Whether some five-cell window through the centre holds no blocked cell and at least
/// [`WINDOW_THREE_STONES`] own stones besides the centre.
fn makes_window_three(cells: &[u16; SLOTS + 1]) -> bool {
    (CENTRE - 4..=CENTRE).any(|start| {
        let window = &cells[start..start + 5];
        !window.contains(&BLOCKED)
            && window.iter().filter(|&&c| c == OWN).count() > WINDOW_THREE_STONES
    })
}

/// The length of the run of own stones through the centre.
fn run_through_centre(cells: &[u16; SLOTS + 1]) -> usize {
    let before = cells[..CENTRE]
        .iter()
        .rev()
        .take_while(|&&c| c == OWN)
        .count();
    let after = cells[CENTRE + 1..]
        .iter()
        .take_while(|&&c| c == OWN)
        .count();
    before + 1 + after
}

/// The table where five or more in a row wins.
pub(crate) fn free_table() -> &'static LineTable {
    static TABLE: OnceLock<LineTable> = OnceLock::new();
    TABLE.get_or_init(|| LineTable::build(false))
}

/// The table where only exactly five wins (six or more is an overline).
pub(crate) fn exact_table() -> &'static LineTable {
    static TABLE: OnceLock<LineTable> = OnceLock::new();
    TABLE.get_or_init(|| LineTable::build(true))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code of a window written as 10 characters around `_`: `x` own, `o` blocked.
    fn code(window: &str) -> u16 {
        let cells: Vec<char> = window.chars().filter(|&c| c != '_').collect();
        assert_eq!(cells.len(), SLOTS, "{window}");
        cells
            .iter()
            .enumerate()
            .map(|(slot, c)| {
                WEIGHTS[slot]
                    * match c {
                        'x' => OWN,
                        'o' => BLOCKED,
                        _ => EMPTY,
                    }
            })
            .sum()
    }

    fn free(window: &str) -> LineShape {
        free_table().shape(code(window))
    }

    fn exact(window: &str) -> LineShape {
        exact_table().shape(code(window))
    }

    #[test]
    fn fives_and_overlines() {
        assert_eq!(free(".xxxx_....."), LineShape::Five);
        assert_eq!(exact(".xxxx_....."), LineShape::Five);
        assert_eq!(free("..xx._xx..."), LineShape::Four);
        assert_eq!(free("xxxxx_....."), LineShape::Five);
        assert_eq!(exact("xxxxx_....."), LineShape::Overline);
        assert_eq!(exact("...xx_xxx.."), LineShape::Overline);
        assert_eq!(exact("....x_xxxx."), LineShape::Overline);
        assert_eq!(exact("....._xxxx."), LineShape::Five);
    }

    #[test]
    fn fours() {
        assert_eq!(free("..xxx_....."), LineShape::OpenFour);
        assert_eq!(free("..xxx_o...."), LineShape::Four);
        assert_eq!(free("....x_xx.o."), LineShape::OpenFour);
        // X.XXX.X: two fours on one line.
        assert_eq!(free("..x.x_x.x.."), LineShape::DoubleFour);
        assert_eq!(free(".xx.x_.xx.."), LineShape::DoubleFour);
        // An end that makes six is no five point where exactly five wins.
        assert_eq!(exact("x.xxx_....."), LineShape::Four);
        assert_eq!(free("x.xxx_....."), LineShape::OpenFour);
        assert_eq!(exact("x.xxx_.x..."), LineShape::None);
        assert_eq!(free("...xx_x..o."), LineShape::OpenFour);
    }

    #[test]
    fn threes_and_twos() {
        assert_eq!(free("...xx_....."), LineShape::Three);
        assert_eq!(free("...x._x...."), LineShape::Three);
        assert_eq!(free("..o.x_x..o."), LineShape::Three);
        assert_eq!(free("..oxx_....."), LineShape::ClosedThree);
        assert_eq!(free("....o_xx..o"), LineShape::ClosedThree);
        assert_eq!(free("....x_....."), LineShape::Two);
        assert_eq!(free("....o_x...o"), LineShape::None);
        // A straight four that would be six long under exactly-five is no straight four.
        assert_eq!(exact("x.xx._....."), LineShape::ClosedThree);
    }

    #[test]
    fn masks_name_the_key_points() {
        let table = free_table();
        // ...XX_... : straight-four points at -3 and +1 only (+2 makes XXX.X, a four).
        let c = code("...xx_.....");
        assert_eq!(table.shape(c), LineShape::Three);
        let points: Vec<i32> = (0..11)
            .filter(|i| table.mask(c) & (1 << i) != 0)
            .map(|i| i - 5)
            .collect();
        assert_eq!(points, vec![-3, 1]);
    }
}
