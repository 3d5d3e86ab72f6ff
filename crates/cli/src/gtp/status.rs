//! Which stones are dead at the end of a game (GTP `final_status_list`), judged by
//! Monte-Carlo ownership until a life-and-death reader exists.
//!
//! From the position, light random playouts (see [`tesuji_go::playout`]) are played to
//! the end; after each, every point is owned by the colour of its stone, or of all the
//! stones around it when it is empty (area scoring). A stone is dead when the opponent
//! owns its chain's points in [`DEAD_SHARE`] of the playouts or more, alive otherwise.
//! Playouts know nothing of seki (a seki is played out and one side dies), so no stone
//! is ever in seki.

use std::str::FromStr;

use rand::Rng;
use tesuji_go::playout::{Playout, owner};
use tesuji_go::{Board, Color, Point, PointSet};

use super::error::GtpError;

/// The playouts behind one judgement: enough for a stable verdict on a finished game,
/// and a few milliseconds even on 19×19.
pub const PLAYOUTS: u32 = 200;

/// The share of playouts in which the opponent must own a chain's points for it to be
/// dead. A chain the playouts disagree on counts as alive: in doubt, a stone stays on
/// the board (the usual way of settling a dispute is to play on).
pub const DEAD_SHARE: f64 = 0.7;

/// A status GTP asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinalStatus {
    /// Stays on the board at the end.
    Alive,
    /// Taken off the board before counting.
    Dead,
    /// Alive in seki.
    Seki,
}

impl FromStr for FinalStatus {
    type Err = GtpError;

    fn from_str(s: &str) -> Result<FinalStatus, GtpError> {
        match s {
            "alive" => Ok(FinalStatus::Alive),
            "dead" => Ok(FinalStatus::Dead),
            "seki" => Ok(FinalStatus::Seki),
            _ => Err(GtpError::InvalidStatus),
        }
    }
}

/// How often each colour owned each point at the end of the playouts.
#[derive(Clone, Debug)]
pub struct Ownership {
    /// Per point index: the playouts that ended with the point Black's, White's.
    owned: Vec<[u32; 2]>,
    playouts: u32,
}

impl Ownership {
    /// Plays `playouts` playouts from `board` (the player to move first) and counts who
    /// owns each point at the end.
    pub fn measure<R: Rng>(board: &Board, playouts: u32, rng: &mut R) -> Ownership {
        let geometry = board.geometry();
        let mut owned = vec![[0u32; 2]; geometry.cells()];
        let mut runner = Playout::new();
        let mut scratch = board.clone();
        for _ in 0..playouts {
            scratch.clone_from(board);
            runner.run(&mut scratch, rng);
            for p in geometry.points() {
                if let Some(color) = owner(&scratch, p) {
                    owned[p.index()][color.index()] += 1;
                }
            }
        }
        Ownership { owned, playouts }
    }

    /// The share of playouts in which `color` owned `p` at the end.
    pub fn share(&self, p: Point, color: Color) -> f64 {
        let owned = self.owned.get(p.index()).map_or(0, |o| o[color.index()]);
        f64::from(owned) / f64::from(self.playouts.max(1))
    }
}

/// The chains of `board` that have `status`, each as its stones; the chains in the
/// order of the board's points.
pub fn chains_with_status(
    board: &Board,
    ownership: &Ownership,
    status: FinalStatus,
) -> Vec<Vec<Point>> {
    let mut seen = PointSet::new();
    let mut chains = Vec::new();
    for p in board.geometry().points() {
        let Some(chain) = board.chain(p) else {
            continue;
        };
        if !seen.insert(chain.head) {
            continue;
        }
        let stones: Vec<Point> = board.chain_stones(p).collect();
        let lost: f64 = stones
            .iter()
            .map(|&s| ownership.share(s, chain.color.opponent()))
            .sum();
        let dead = lost / stones.len() as f64 >= DEAD_SHARE;
        let judged = if dead {
            FinalStatus::Dead
        } else {
            FinalStatus::Alive
        };
        if judged == status {
            chains.push(stones);
        }
    }
    chains
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::SmallRng;
    use tesuji_go::Rules;

    /// A finished 9×9 game: both sides alive with many eyes, and a lone white stone at
    /// B8 inside Black's area.
    const FINISHED: &str = "
        X X X X O O O O O
        X O . X O . O . O
        X . . X O O O O O
        X X X X O . O . O
        . X . X O O O O O
        X X X X O . O . O
        . X . X O O O O O
        X X X X O . O . O
        . X . X O O O O O";

    fn names(board: &Board, chains: &[Vec<Point>]) -> Vec<String> {
        chains
            .iter()
            .map(|c| crate::gtp::protocol::vertex_list(c.iter().map(|&p| board.vertex(p))))
            .collect()
    }

    #[test]
    fn the_stone_inside_the_enemy_area_is_dead() {
        let board = Board::from_diagram(FINISHED, Rules::default()).unwrap();
        let mut rng = SmallRng::seed_from_u64(1);
        let ownership = Ownership::measure(&board, PLAYOUTS, &mut rng);
        let b8 = board.point("B8".parse().unwrap()).unwrap();
        assert!(ownership.share(b8, Color::Black) > 0.9);
        let dead = chains_with_status(&board, &ownership, FinalStatus::Dead);
        assert_eq!(names(&board, &dead), ["B8"]);
        let alive = chains_with_status(&board, &ownership, FinalStatus::Alive);
        assert_eq!(alive.len(), 2);
        assert!(chains_with_status(&board, &ownership, FinalStatus::Seki).is_empty());
    }

    #[test]
    fn an_empty_board_has_no_chains() {
        let board = Board::square(5, Rules::default()).unwrap();
        let mut rng = SmallRng::seed_from_u64(1);
        let ownership = Ownership::measure(&board, 10, &mut rng);
        assert!(chains_with_status(&board, &ownership, FinalStatus::Alive).is_empty());
    }

    #[test]
    fn statuses_by_name() {
        assert_eq!("dead".parse(), Ok(FinalStatus::Dead));
        assert_eq!("seki".parse(), Ok(FinalStatus::Seki));
        assert_eq!("Alive".parse::<FinalStatus>(), Err(GtpError::InvalidStatus));
    }
}
