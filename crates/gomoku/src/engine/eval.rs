//! The engine's static knowledge: what a point is worth to each colour (from the line
//! shapes the board gives), the candidates of a node and the evaluation.

use crate::{LineShape, Point};

/// Per-point values (see [`PointShape::value`]).
const V_FIVE: i32 = 1_000_000;
const V_WIN_THREAT: i32 = 100_000;
const V_FOUR_THREE: i32 = 40_000;
const V_THREE_THREE: i32 = 15_000;
/// A point's largest contribution to the evaluation's sums.
pub(super) const EVAL_CAP: i32 = 15_000;

/// Keeps the best `width` candidates of a node, best first; only our fours and the
/// opponent's four points when the opponent has an open three.
pub(super) fn select(list: &mut Vec<Cand>, scan: &Scan, width: usize) {
    if scan.opp_three {
        list.retain(|c| c.own_four() || c.other.fours > 0 || c.other.open_four);
    }
    list.sort_unstable_by_key(|c| (-c.order, c.p));
    list.truncate(width.max(if scan.opp_three { 2 * width } else { 0 }));
}

/// The static evaluation for the side to move.
pub(super) fn evaluate(scan: &Scan) -> i32 {
    let mut score = scan.own_sum - scan.opp_sum + scan.best_own.min(EVAL_CAP) / 2;
    if scan.best_own >= V_FOUR_THREE && !scan.opp_four {
        // A four-three (or better) the opponent cannot meet with a four of its own.
        score += 40_000;
    }
    score
}

/// What one colour makes on one empty point, counted over the four lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct PointShape {
    pub(super) five: bool,
    pub(super) overline: bool,
    pub(super) open_four: bool,
    /// Fours (a double four on a line counts two; a straight four one).
    pub(super) fours: u8,
    pub(super) threes: u8,
    pub(super) closed_threes: u8,
    pub(super) twos: u8,
}

impl PointShape {
    pub(super) fn of(lines: [LineShape; 4]) -> PointShape {
        let mut shape = PointShape::default();
        for line in lines {
            match line {
                LineShape::None => {}
                LineShape::Two => shape.twos += 1,
                LineShape::ClosedThree => shape.closed_threes += 1,
                LineShape::Three => shape.threes += 1,
                LineShape::Four => shape.fours += 1,
                LineShape::DoubleFour => shape.fours += 2,
                LineShape::OpenFour => {
                    shape.fours += 1;
                    shape.open_four = true;
                }
                LineShape::Five => shape.five = true,
                LineShape::Overline => shape.overline = true,
            }
        }
        shape
    }

    /// Whether Black may be forbidden here under renju (what `Board::forbidden` looks at).
    pub(super) fn may_be_forbidden(self) -> bool {
        !self.five && (self.overline || self.fours >= 2 || self.threes >= 2)
    }

    /// The value of the point for the colour: wins and winning threats first, then fours,
    /// threes and twos.
    pub(super) fn value(self) -> i32 {
        if self.five {
            return V_FIVE;
        }
        if self.open_four || self.fours >= 2 {
            return V_WIN_THREAT;
        }
        if self.fours == 1 && self.threes >= 1 {
            return V_FOUR_THREE;
        }
        if self.threes >= 2 {
            return V_THREE_THREE;
        }
        let mut value = i32::from(self.fours) * 1_200
            + i32::from(self.threes) * 1_000
            + i32::from(self.closed_threes) * 150
            + i32::from(self.twos) * 30;
        if self.threes + self.fours > 0 && self.closed_threes + self.twos > 0 {
            value += 200;
        }
        if self.twos >= 2 {
            value += 60;
        }
        value
    }
}

/// An empty point near the stones, as the side to move sees it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cand {
    pub(super) p: Point,
    /// Move-ordering value.
    pub(super) order: i32,
    /// What the side to move makes there.
    pub(super) own: PointShape,
    /// What the opponent would make there.
    pub(super) other: PointShape,
    /// Whether a renju forbidden check is needed.
    pub(super) suspect: bool,
}

impl Cand {
    pub(super) fn own_four(&self) -> bool {
        self.own.fours > 0 || self.own.open_four
    }
}

/// What a scan of the board found for the side to move.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Scan {
    pub(super) own_five: Option<Point>,
    pub(super) opp_fives: [Option<Point>; 2],
    /// We can make an open four or two fours.
    pub(super) own_win_threat: bool,
    /// The opponent has a point that makes a four.
    pub(super) opp_four: bool,
    /// The opponent has a point that makes an open four (an open three on the board).
    pub(super) opp_three: bool,
    pub(super) own_sum: i32,
    pub(super) opp_sum: i32,
    pub(super) best_own: i32,
}
