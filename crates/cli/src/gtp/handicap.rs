//! Fixed handicap stones on GNU Go's points (GTP `fixed_handicap`).

use tesuji_go::{Geometry, Vertex};

/// The points of `stones` handicap stones on a square board, as GNU Go 3.8 places
/// them, or `None` where it places none: fewer than 2 stones; more than 9 on an odd
/// board from 9×9 up; more than 4 on 7×7 and on even boards from 8×8 up; any on
/// smaller or rectangular boards.
///
/// The stones stand on the 4-4 points from 13×13 up and on the 3-3 points below: in
/// the upper right and lower left corners, then the upper left, the lower right, the
/// middles of the left and right sides, of the top and bottom; an odd number from 5 up
/// puts its last stone in the centre.
pub fn fixed_handicap(geometry: Geometry, stones: usize) -> Option<Vec<Vertex>> {
    let size = geometry.width();
    let most = match size {
        _ if geometry.height() != size => 0,
        9.. if size % 2 == 1 => 9,
        7.. => 4,
        _ => 0,
    };
    if !(2..=most).contains(&stones) {
        return None;
    }
    let near = if size > 11 { 3 } else { 2 };
    let (far, middle) = (size - 1 - near, size / 2);
    let ring = [
        (far, far),
        (near, near),
        (near, far),
        (far, near),
        (near, middle),
        (far, middle),
        (middle, far),
        (middle, near),
    ];
    let centre = stones >= 5 && stones % 2 == 1;
    let on_ring = if centre { stones - 1 } else { stones };
    let mut points: Vec<Vertex> = ring[..on_ring]
        .iter()
        .map(|&(col, row)| Vertex::new(col, row))
        .collect();
    if centre {
        points.push(Vertex::new(middle, middle));
    }
    Some(points)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::gtp::protocol::vertex_list;

    /// The answer to `fixed_handicap N`, to compare with GNU Go 3.8's.
    fn gnugo_answer(size: u8, stones: usize) -> Option<String> {
        fixed_handicap(Geometry::new(size, size)?, stones).map(vertex_list)
    }

    #[test]
    fn the_points_are_gnu_gos() {
        let nine = [
            (2, "G7 C3"),
            (3, "C7 G7 C3"),
            (4, "C7 G7 C3 G3"),
            (5, "C7 G7 E5 C3 G3"),
            (6, "C7 G7 C5 G5 C3 G3"),
            (7, "C7 G7 C5 E5 G5 C3 G3"),
            (8, "C7 E7 G7 C5 G5 C3 E3 G3"),
            (9, "C7 E7 G7 C5 E5 G5 C3 E3 G3"),
        ];
        for (stones, answer) in nine {
            assert_eq!(gnugo_answer(9, stones).as_deref(), Some(answer), "{stones}");
        }
        let nineteen = [
            (2, "Q16 D4"),
            (5, "D16 Q16 K10 D4 Q4"),
            (6, "D16 Q16 D10 Q10 D4 Q4"),
            (7, "D16 Q16 D10 K10 Q10 D4 Q4"),
            (8, "D16 K16 Q16 D10 Q10 D4 K4 Q4"),
            (9, "D16 K16 Q16 D10 K10 Q10 D4 K4 Q4"),
        ];
        for (stones, answer) in nineteen {
            assert_eq!(
                gnugo_answer(19, stones).as_deref(),
                Some(answer),
                "{stones}"
            );
        }
        assert_eq!(
            gnugo_answer(13, 9).as_deref(),
            Some("D10 G10 K10 D7 G7 K7 D4 G4 K4")
        );
        assert_eq!(gnugo_answer(7, 4).as_deref(), Some("C5 E5 C3 E3"));
        assert_eq!(gnugo_answer(8, 4).as_deref(), Some("C6 F6 C3 F3"));
    }

    #[test]
    fn no_points_where_gnu_go_has_none() {
        for (size, stones) in [(19, 0), (19, 1), (19, 10), (9, 10), (7, 5), (8, 5), (6, 2)] {
            assert_eq!(gnugo_answer(size, stones), None, "{size} {stones}");
        }
        assert_eq!(fixed_handicap(Geometry::new(9, 13).unwrap(), 2), None);
    }
}
