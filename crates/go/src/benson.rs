//! Benson's unconditional life: the chains that no sequence of opponent moves can
//! capture, even if their owner always passes, and the regions they make safe.
//!
//! The strict algorithm (Benson 1976), for a colour X:
//!
//! - A *region* is a maximal connected set of points that are not X stones (empty points
//!   and opponent stones); the X stones and the edges enclose it.
//! - A region is *vital* to an X chain when every empty point of the region is a liberty of
//!   that chain (so the opponent can never fill the region without giving the chain a
//!   liberty there to the last).
//! - Repeat until nothing changes: remove the X chains that have fewer than two vital
//!   regions (among the regions still standing); remove the regions that border a removed
//!   chain.
//!
//! What remains is unconditionally alive, and its vital regions are unconditional
//! territory: opponent stones there are dead. Removing the regions that border removed
//! chains is what makes the algorithm sound: the simplified version that keeps them can
//! call a dead group alive (its "eye" may be shared with a chain that will be captured).
//!
//! ```
//! use tesuji_go::benson::unconditional_life;
//! use tesuji_go::{Board, Color, Rules};
//!
//! // Black has two separate eyes (A1 and C1): alive whatever White does.
//! let board = Board::from_diagram("
//!     . . . . .
//!     O O O O O
//!     X X X X X
//!     . X . X X", Rules::default()).unwrap();
//! let life = unconditional_life(&board, Color::Black);
//! assert_eq!(life.alive.len(), 8);
//! assert_eq!(life.territory.len(), 2);
//! assert!(unconditional_life(&board, Color::White).alive.is_empty());
//! ```

use crate::board::Board;
use crate::color::Color;
use crate::geometry::{Point, PointSet};

/// The unconditionally alive chains of one colour and their territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnconditionalLife {
    /// The colour analysed.
    pub color: Color,
    /// The stones of the unconditionally alive chains.
    pub alive: PointSet,
    /// The points of their vital regions (empty points, and opponent stones, which are
    /// dead).
    pub territory: PointSet,
}

/// The status of a point, in GNU Go's `unconditional_status` terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnconditionalStatus {
    /// A stone of an unconditionally alive chain.
    Alive,
    /// A stone in the other colour's unconditional territory.
    Dead,
    /// An empty point of Black's unconditional territory.
    BlackTerritory,
    /// An empty point of White's unconditional territory.
    WhiteTerritory,
    /// Anything else.
    Undecided,
}

impl UnconditionalStatus {
    /// GNU Go's word for it: `alive`, `dead`, `black_territory`, `white_territory`,
    /// `undecided`.
    #[must_use]
    pub fn gtp_name(self) -> &'static str {
        match self {
            UnconditionalStatus::Alive => "alive",
            UnconditionalStatus::Dead => "dead",
            UnconditionalStatus::BlackTerritory => "black_territory",
            UnconditionalStatus::WhiteTerritory => "white_territory",
            UnconditionalStatus::Undecided => "undecided",
        }
    }
}

/// Benson's unconditional life of `color`'s chains. (A [`Benson`] reused across calls
/// saves its buffers.)
#[must_use]
pub fn unconditional_life(board: &Board, color: Color) -> UnconditionalLife {
    Benson::new().analyze(board, color)
}

/// The unconditional status of the point `p`: `Alive` for a stone Benson proves alive,
/// `Dead` for a stone in the opponent's unconditional territory, the territory's owner
/// for an empty point in it, else `Undecided`.
///
/// ```
/// use tesuji_go::benson::{unconditional_status, UnconditionalStatus};
/// use tesuji_go::{Board, Rules};
///
/// let board = Board::from_diagram("
///     . . . . . .
///     O O O O O O
///     X X X X X X
///     . X O . X X", Rules::default()).unwrap();
/// let at = |v: &str| unconditional_status(&board, board.point(v.parse().unwrap()).unwrap());
/// // Black's regions: A1, and C1-D1 with a white stone whose only liberty D1 is also
/// // Black's: both vital, so Black lives and White's C1 is dead.
/// assert_eq!(at("B2"), UnconditionalStatus::Alive);
/// assert_eq!(at("C1"), UnconditionalStatus::Dead);
/// assert_eq!(at("D1"), UnconditionalStatus::BlackTerritory);
/// assert_eq!(at("A1"), UnconditionalStatus::BlackTerritory);
/// assert_eq!(at("C4"), UnconditionalStatus::Undecided);
/// assert_eq!(at("C3"), UnconditionalStatus::Undecided);
/// ```
#[must_use]
pub fn unconditional_status(board: &Board, p: Point) -> UnconditionalStatus {
    let mut benson = Benson::new();
    match board.stone(p) {
        Some(color) => {
            if benson.analyze(board, color).alive.contains(p) {
                UnconditionalStatus::Alive
            } else if benson
                .analyze(board, color.opponent())
                .territory
                .contains(p)
            {
                UnconditionalStatus::Dead
            } else {
                UnconditionalStatus::Undecided
            }
        }
        None => {
            if benson.analyze(board, Color::Black).territory.contains(p) {
                UnconditionalStatus::BlackTerritory
            } else if benson.analyze(board, Color::White).territory.contains(p) {
                UnconditionalStatus::WhiteTerritory
            } else {
                UnconditionalStatus::Undecided
            }
        }
    }
}

/// Marks a point with no chain or region yet.
const NONE: u16 = u16::MAX;

/// One region of non-X points.
#[derive(Clone, Copy, Debug)]
struct Region {
    /// The X chains adjacent to every empty point of the region: those it is vital to.
    /// At most four (an empty point touches at most four chains).
    vital_to: [u16; 4],
    vital_count: u8,
    /// Whether it still stands (every chain it borders is still alive).
    standing: bool,
}

/// Benson's algorithm with buffers kept between calls, so that a solver calling it at
/// every node allocates nothing once the buffers have grown.
#[derive(Clone, Debug, Default)]
pub struct Benson {
    /// Per point: the X chain's number, for X stones.
    chain_of: Vec<u16>,
    /// Per point: the region's number, for points that are not X stones.
    region_of: Vec<u16>,
    /// Per chain: its head, whether it is still alive, its vital regions now.
    heads: Vec<Point>,
    alive: Vec<bool>,
    /// Per chain: taken as alive whatever its regions (empty: none is).
    presumed: Vec<bool>,
    vital: Vec<u8>,
    regions: Vec<Region>,
    /// Per region, the chains it borders: `borders[border_start[r]..border_start[r+1]]`.
    borders: Vec<u16>,
    border_start: Vec<usize>,
    /// The points of each region in turn, in flood-fill order:
    /// `region_points[point_start[r]..point_start[r+1]]`.
    region_points: Vec<Point>,
    point_start: Vec<usize>,
    stack: Vec<Point>,
    /// The points to look at: `within`, or the whole board.
    scan: Vec<Point>,
    /// Per chain, the chain that stands for the chains joined to it by pairs of links
    /// (see [`analyze_within_linked`](Benson::analyze_within_linked)); empty: none are.
    root: Vec<u16>,
    /// The link finder's buffer: the pairs of chains beside an empty point, with it.
    beside: Vec<(u16, u16, Point)>,
    /// The points of the pairs of links that joined chains.
    links: Vec<Point>,
}

impl Benson {
    /// An analyser with empty buffers.
    #[must_use]
    pub fn new() -> Benson {
        Benson::default()
    }

    /// The unconditionally alive chains of `color` and their territory.
    pub fn analyze(&mut self, board: &Board, color: Color) -> UnconditionalLife {
        self.scan.clear();
        self.scan.extend(board.geometry().points());
        self.number_chains(board, color);
        self.find_regions(board, color, None);
        self.remove_until_stable();
        self.result(board, color)
    }

    /// The chains of `color` that are unconditionally alive by regions lying wholly
    /// inside `within` (a region that reaches a point outside counts as vital to no
    /// chain), for a solver that knows the rest of the board cannot help: it costs the
    /// size of `within`, not of the board.
    ///
    /// Every chain it finds alive is alive on the whole board too: a region closed inside
    /// `within` is a region of the whole board, and chains with two vital regions among
    /// regions bordered only by such chains satisfy Benson's condition anywhere. It may
    /// miss chains whose life rests on regions outside.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, PointSet, Rules};
    /// use tesuji_go::benson::Benson;
    /// let board = Board::from_diagram("
    ///     . . . . .
    ///     X X X X X
    ///     . X . X .", Rules::default()).unwrap();
    /// let mut within = PointSet::new();
    /// for p in board.geometry().points() {
    ///     within.insert(p);
    /// }
    /// let life = Benson::new().analyze_within(&board, Color::Black, &within);
    /// assert_eq!(life.alive.len(), 7);
    /// ```
    pub fn analyze_within(
        &mut self,
        board: &Board,
        color: Color,
        within: &PointSet,
    ) -> UnconditionalLife {
        self.scan.clear();
        self.scan.extend(within.iter());
        self.number_chains(board, color);
        self.find_regions(board, color, Some(within));
        self.remove_until_stable();
        self.result(board, color)
    }

    /// As [`analyze_within`](Benson::analyze_within), with the chains that have a stone in
    /// `alive` taken as unconditionally alive from the start (never removed): for a caller
    /// that knows it, such as a solver whose frame was found alive on the whole board at
    /// the root (unconditional life survives every opponent move, and the chain's own
    /// moves only make it larger). Sound as long as that knowledge is.
    ///
    /// ```
    /// use tesuji_go::{Board, Color, PointSet, Rules};
    /// use tesuji_go::benson::Benson;
    /// // White's A1 stone lies in a region closed by one Black chain, which has no second
    /// // eye within A1:C2; taken as alive, that region is its territory.
    /// let board = Board::from_diagram("
    ///     X X X .
    ///     . . X .
    ///     O . X .", Rules::default()).unwrap();
    /// let p = |v: &str| board.point(v.parse().unwrap()).unwrap();
    /// let within: PointSet = ["A1", "B1", "A2", "B2", "C1", "C2", "C3", "A3", "B3"]
    ///     .into_iter().map(p).collect();
    /// let mut benson = Benson::new();
    /// assert!(benson.analyze_within(&board, Color::Black, &within).territory.is_empty());
    /// let alive: PointSet = [p("C3")].into_iter().collect();
    /// let life = benson.analyze_within_presuming(&board, Color::Black, &within, &alive);
    /// assert!(life.territory.contains(p("A1")));
    /// ```
    pub fn analyze_within_presuming(
        &mut self,
        board: &Board,
        color: Color,
        within: &PointSet,
        alive: &PointSet,
    ) -> UnconditionalLife {
        self.scan.clear();
        self.scan.extend(within.iter());
        self.number_chains(board, color);
        self.presumed.clear();
        self.presumed.resize(self.heads.len(), false);
        for p in alive.iter() {
            let chain = self.chain_of[p.index()];
            if chain != NONE {
                self.presumed[usize::from(chain)] = true;
            }
        }
        self.find_regions(board, color, Some(within));
        self.remove_until_stable();
        self.result(board, color)
    }

    /// As [`analyze_within`](Benson::analyze_within), with chains joined by a pair of
    /// links taken as one chain: two empty points, each beside both chains, in no other
    /// pair. The chains found so are alive as long as their owner answers the opponent's
    /// move on a link with the pair's other point, which joins the two (and which is
    /// legal: the joined chain keeps the other liberties of both); not unconditionally.
    ///
    /// Why that is sound: while a pair is unplayed, both its points are liberties of both
    /// chains, so a chain with an unplayed pair is never captured, and once the pair is
    /// played and answered its chains are one; so a chain of a joined group can only be
    /// captured once all its pairs are answered, that is as the whole group, now one chain,
    /// and Benson's argument applies to it. A region that holds a link is vital to no
    /// chain here: the link and its answer may be its last empty points. `None` where no
    /// pair of links joins two chains (the answer is then Benson's own).
    ///
    /// ```
    /// use tesuji_go::{Board, Color, PointSet, Rules};
    /// use tesuji_go::benson::Benson;
    /// // Black's two chains, each with one eye (A1, F1), face each other across D2 and
    /// // D1: either joins them, so Black lives if it answers White's move on one of them
    /// // with the other.
    /// let board = Board::from_diagram("
    ///     . . . . . . .
    ///     O O O O O O O
    ///     X X X . X X X
    ///     . X X . X . X", Rules::default()).unwrap();
    /// let everywhere: PointSet = board.geometry().points().collect();
    /// let mut benson = Benson::new();
    /// assert!(benson.analyze_within(&board, Color::Black, &everywhere).alive.is_empty());
    /// let life = benson.analyze_within_linked(&board, Color::Black, &everywhere).unwrap();
    /// assert_eq!(life.alive.len(), 10);
    /// ```
    pub fn analyze_within_linked(
        &mut self,
        board: &Board,
        color: Color,
        within: &PointSet,
    ) -> Option<UnconditionalLife> {
        self.scan.clear();
        self.scan.extend(within.iter());
        self.number_chains(board, color);
        self.join_linked_chains(board);
        if self.links.is_empty() {
            // Nothing to join: the answer is Benson's own, which the caller can ask for.
            self.root.clear();
            return None;
        }
        self.find_regions(board, color, Some(within));
        for i in 0..self.links.len() {
            let region = self.region_of[self.links[i].index()];
            if region != NONE {
                self.regions[usize::from(region)].vital_count = 0;
            }
        }
        self.remove_until_stable();
        let life = self.result(board, color);
        self.root.clear();
        Some(life)
    }

    /// Joins the chains numbered by [`number_chains`](Benson::number_chains) that a pair
    /// of links joins (two empty points to scan, each beside both, each in one pair
    /// only), one pair per two chains not yet joined: each chain's stones get the number
    /// of the chain that stands for its joined group, and only that one stays alive.
    fn join_linked_chains(&mut self, board: &Board) {
        let geometry = board.geometry();
        self.root.clear();
        self.root.extend(0..self.heads.len() as u16);
        self.links.clear();
        self.beside.clear();
        for &p in &self.scan {
            if !board.is_empty(p) {
                continue;
            }
            let mut chains = [NONE; 4];
            let mut count = 0;
            for n in geometry.neighbors(p) {
                let chain = self.chain_of[n.index()];
                if board.is_on_board(n) && chain != NONE && !chains[..count].contains(&chain) {
                    chains[count] = chain;
                    count += 1;
                }
            }
            for i in 0..count {
                for j in i + 1..count {
                    let (a, b) = (chains[i].min(chains[j]), chains[i].max(chains[j]));
                    self.beside.push((a, b, p));
                }
            }
        }
        self.beside
            .sort_unstable_by_key(|&(a, b, p)| (a, b, p.index()));
        let mut i = 0;
        while i < self.beside.len() {
            let (a, b, _) = self.beside[i];
            let mut end = i;
            while end < self.beside.len() && self.beside[end].0 == a && self.beside[end].1 == b {
                end += 1;
            }
            let (ra, rb) = (self.find_root(a), self.find_root(b));
            if ra != rb {
                let mut free = self.beside[i..end]
                    .iter()
                    .map(|&(_, _, p)| p)
                    .filter(|p| !self.links.contains(p));
                if let (Some(first), Some(second)) = (free.next(), free.next()) {
                    self.links.push(first);
                    self.links.push(second);
                    self.root[usize::from(ra.max(rb))] = ra.min(rb);
                }
            }
            i = end;
        }
        for chain in 0..self.heads.len() {
            let root = self.find_root(chain as u16);
            self.root[chain] = root;
            if usize::from(root) != chain {
                self.alive[chain] = false;
                for stone in board.chain_stones(self.heads[chain]) {
                    self.chain_of[stone.index()] = root;
                }
            }
        }
    }

    /// The chain that stands for `chain`'s joined group.
    fn find_root(&self, mut chain: u16) -> u16 {
        while self.root[usize::from(chain)] != chain {
            chain = self.root[usize::from(chain)];
        }
        chain
    }

    /// Numbers the chains of `color` with a stone among the points to scan.
    fn number_chains(&mut self, board: &Board, color: Color) {
        let geometry = board.geometry();
        let cells = geometry.cells();
        self.chain_of.clear();
        self.chain_of.resize(cells, NONE);
        self.heads.clear();
        for i in 0..self.scan.len() {
            let p = self.scan[i];
            if board.stone(p) != Some(color) || self.chain_of[p.index()] != NONE {
                continue;
            }
            let number = self.heads.len() as u16;
            self.heads.push(p);
            for stone in board.chain_stones(p) {
                self.chain_of[stone.index()] = number;
            }
        }
        self.alive.clear();
        self.alive.resize(self.heads.len(), true);
        self.presumed.clear();
    }

    /// Flood-fills the regions of points that are not `color`'s stones (inside `within`,
    /// if given), and works out which chains each borders and is vital to.
    fn find_regions(&mut self, board: &Board, color: Color, within: Option<&PointSet>) {
        let geometry = board.geometry();
        self.region_of.clear();
        self.region_of.resize(geometry.cells(), NONE);
        self.regions.clear();
        self.borders.clear();
        self.border_start.clear();
        self.region_points.clear();
        self.point_start.clear();
        for i in 0..self.scan.len() {
            let start = self.scan[i];
            if board.stone(start) == Some(color) || self.region_of[start.index()] != NONE {
                continue;
            }
            let number = self.regions.len() as u16;
            self.border_start.push(self.borders.len());
            self.point_start.push(self.region_points.len());
            let mut region = Region {
                vital_to: [NONE; 4],
                vital_count: 0,
                standing: true,
            };
            let mut seen_empty = false;
            let mut open = false;
            self.region_of[start.index()] = number;
            self.stack.push(start);
            while let Some(p) = self.stack.pop() {
                self.region_points.push(p);
                let mut touching = [NONE; 4];
                let mut touching_count = 0;
                for n in geometry.neighbors(p) {
                    if !board.is_on_board(n) {
                        continue;
                    }
                    if within.is_some_and(|within| !within.contains(n)) {
                        open = true;
                        continue;
                    }
                    if board.stone(n) == Some(color) {
                        let chain = self.chain_of[n.index()];
                        if !touching[..touching_count].contains(&chain) {
                            touching[touching_count] = chain;
                            touching_count += 1;
                        }
                        let borders = &self.borders[*self.border_start.last().unwrap_or(&0)..];
                        if !borders.contains(&chain) {
                            self.borders.push(chain);
                        }
                    } else if self.region_of[n.index()] == NONE {
                        self.region_of[n.index()] = number;
                        self.stack.push(n);
                    }
                }
                if board.stone(p).is_none() {
                    // Vital chains touch every empty point: intersect.
                    let touching = &touching[..touching_count];
                    if seen_empty {
                        let mut kept = 0;
                        for i in 0..usize::from(region.vital_count) {
                            if touching.contains(&region.vital_to[i]) {
                                region.vital_to[kept] = region.vital_to[i];
                                kept += 1;
                            }
                        }
                        region.vital_count = kept as u8;
                    } else {
                        region.vital_to[..touching.len()].copy_from_slice(touching);
                        region.vital_count = touching.len() as u8;
                        seen_empty = true;
                    }
                }
            }
            // A region without empty points (impossible on a legal board) is vital to no
            // chain: the safe answer.
            if !seen_empty || open {
                region.vital_count = 0;
            }
            self.regions.push(region);
        }
        self.border_start.push(self.borders.len());
        self.point_start.push(self.region_points.len());
    }

    /// The iteration: chains with fewer than two vital regions go, then the regions
    /// that border them, until nothing changes.
    fn remove_until_stable(&mut self) {
        loop {
            self.vital.clear();
            self.vital.resize(self.heads.len(), 0);
            for region in self.regions.iter().filter(|r| r.standing) {
                for &chain in &region.vital_to[..usize::from(region.vital_count)] {
                    self.vital[usize::from(chain)] += 1;
                }
            }
            let mut removed = false;
            for (chain, (alive, &vital)) in self.alive.iter_mut().zip(&self.vital).enumerate() {
                if *alive && vital < 2 && !self.presumed.get(chain).copied().unwrap_or(false) {
                    *alive = false;
                    removed = true;
                }
            }
            if !removed {
                return;
            }
            for (r, region) in self.regions.iter_mut().enumerate() {
                let borders = &self.borders[self.border_start[r]..self.border_start[r + 1]];
                if region.standing && borders.iter().any(|&c| !self.alive[usize::from(c)]) {
                    region.standing = false;
                }
            }
        }
    }

    fn result(&self, board: &Board, color: Color) -> UnconditionalLife {
        let mut life = UnconditionalLife {
            color,
            alive: PointSet::new(),
            territory: PointSet::new(),
        };
        for (chain, &head) in self.heads.iter().enumerate() {
            let stands_for = self
                .root
                .get(chain)
                .map_or(chain, |&root| usize::from(root));
            if self.alive[stands_for] {
                for stone in board.chain_stones(head) {
                    life.alive.insert(stone);
                }
            }
        }
        for (r, region) in self.regions.iter().enumerate() {
            let vital_to_alive = region.vital_to[..usize::from(region.vital_count)]
                .iter()
                .any(|&c| self.alive[usize::from(c)]);
            if region.standing && vital_to_alive {
                for &p in &self.region_points[self.point_start[r]..self.point_start[r + 1]] {
                    life.territory.insert(p);
                }
            }
        }
        life
    }
}
