//! The test oracle shared by `rules.rs` (golden positions) and `invariants.rs` (random
//! games): chains recomputed by flood fill over `stone_at` alone, knowing nothing of the
//! board's internals; a [`Snapshot`] of everything observable; and the checks built on
//! them:
//!
//! - [`assert_consistent`]: the incremental state equals the state from scratch;
//! - [`play_verified`]: a legal move is played, checked, undone exactly and replayed;
//! - [`undo_verified`] and [`assert_restored`]: an earlier position is back exactly;
//! - [`assert_legality_agrees`]: `legality` ⇔ `play` ⇔ `legal_points` on every vertex,
//!   and trying a move (refused, or played and undone) changes nothing.
//!
//! Every failure message shows what differs, the moves so far and the diagram.

use std::collections::{BTreeMap, HashSet};

use tesuji_go::{
    Board, Chain, Color, Geometry, IllegalMove, KoBan, KoRule, MAX_CELLS, MAX_SIZE, Move, Point,
    Setup, SuicideRule, Vertex,
};

// ---------------------------------------------------------------------------------
// Coordinates, from the geometry alone (not the engine's neighbour tables)
// ---------------------------------------------------------------------------------

/// Every vertex of the board, bottom row first.
pub fn vertices(geo: Geometry) -> impl Iterator<Item = Vertex> {
    (0..geo.height()).flat_map(move |row| (0..geo.width()).map(move |col| Vertex::new(col, row)))
}

/// The on-board neighbours of a vertex.
fn neighbors(geo: Geometry, at: Vertex) -> impl Iterator<Item = Vertex> {
    let (w, h) = (i16::from(geo.width()), i16::from(geo.height()));
    [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .into_iter()
        .map(move |(dc, dr)| (i16::from(at.col) + dc, i16::from(at.row) + dr))
        .filter(move |&(c, r)| (0..w).contains(&c) && (0..h).contains(&r))
        .map(|(c, r)| Vertex::new(c as u8, r as u8))
}

// ---------------------------------------------------------------------------------
// Sets, as bitsets of their own (not the engine's `PointSet`)
// ---------------------------------------------------------------------------------

/// A set of small numbers below `64 * N`.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Bits<const N: usize>([u64; N]);

impl<const N: usize> Bits<N> {
    const EMPTY: Bits<N> = Bits([0; N]);

    /// Adds `i`; returns whether it was new.
    fn insert(&mut self, i: usize) -> bool {
        let (w, bit) = (i / 64, 1 << (i % 64));
        let new = self.0[w] & bit == 0;
        self.0[w] |= bit;
        new
    }

    fn contains(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
}

/// Points by [`Point::index`].
type PointBits = Bits<{ MAX_CELLS.div_ceil(64) }>;

const SIDE: usize = MAX_SIZE as usize;

/// A set of vertices of a board up to the largest size, for comparisons in messages.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct VertexSet(Bits<{ (SIDE * SIDE).div_ceil(64) }>);

impl VertexSet {
    fn index(at: Vertex) -> usize {
        let (col, row) = (usize::from(at.col), usize::from(at.row));
        assert!(col < SIDE && row < SIDE, "{at:?} is past the largest board");
        row * SIDE + col
    }

    pub fn contains(&self, at: Vertex) -> bool {
        self.0.contains(VertexSet::index(at))
    }

    /// The vertices, bottom row first.
    pub fn iter(&self) -> impl Iterator<Item = Vertex> + '_ {
        (0..SIDE * SIDE)
            .filter(|&i| self.0.contains(i))
            .map(|i| Vertex::new((i % SIDE) as u8, (i / SIDE) as u8))
    }
}

impl FromIterator<Vertex> for VertexSet {
    fn from_iter<I: IntoIterator<Item = Vertex>>(iter: I) -> VertexSet {
        let mut set = VertexSet(Bits::EMPTY);
        for at in iter {
            set.0.insert(VertexSet::index(at));
        }
        set
    }
}

impl std::fmt::Debug for VertexSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<String> = self.iter().map(|at| at.to_string()).collect();
        write!(f, "{{{}}}", names.join(" "))
    }
}

// ---------------------------------------------------------------------------------
// The ground truth
// ---------------------------------------------------------------------------------

/// A chain found by flood fill over `stone_at`.
struct ScratchChain {
    color: Color,
    stones: VertexSet,
    liberties: VertexSet,
    size: usize,
    /// The stones, by point index, to compare a chain list with step by step.
    stone_points: PointBits,
    /// The liberties by point index, increasing, as `PointSet::iter` gives them.
    liberty_points: Vec<usize>,
}

/// Every chain of the position by flood fill, and for each vertex (in [`vertices`]
/// order) the index of its chain.
fn chains_from_scratch(board: &Board) -> (Vec<Option<usize>>, Vec<ScratchChain>) {
    let geo = board.geometry();
    let index = |at: Vertex| usize::from(at.row) * usize::from(geo.width()) + usize::from(at.col);
    let point_index = |at: Vertex| geo.point(at).expect("on the board").index();
    let mut chain_of = vec![None; geo.area()];
    let mut chains = Vec::new();
    for start in vertices(geo) {
        let Some(color) = board.stone_at(start) else {
            continue;
        };
        if chain_of[index(start)].is_some() {
            continue;
        }
        let id = chains.len();
        chain_of[index(start)] = Some(id);
        let mut stones = vec![start];
        let mut liberties = Vec::new();
        let mut todo = vec![start];
        while let Some(here) = todo.pop() {
            for n in neighbors(geo, here) {
                match board.stone_at(n) {
                    None => liberties.push(n),
                    Some(c) if c == color && chain_of[index(n)].is_none() => {
                        chain_of[index(n)] = Some(id);
                        stones.push(n);
                        todo.push(n);
                    }
                    Some(_) => {}
                }
            }
        }
        let mut stone_points = PointBits::EMPTY;
        for &s in &stones {
            stone_points.insert(point_index(s));
        }
        let mut liberty_points: Vec<usize> = liberties.iter().map(|&l| point_index(l)).collect();
        liberty_points.sort();
        liberty_points.dedup();
        chains.push(ScratchChain {
            color,
            size: stones.len(),
            stones: stones.into_iter().collect(),
            liberties: liberties.into_iter().collect(),
            stone_points,
            liberty_points,
        });
    }
    (chain_of, chains)
}

/// What the engine's chain list through a stone holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listed {
    /// How many stones the walk gives, at most area + 1 (more than the area means the
    /// circular list does not close: a corrupt chain).
    pub count: usize,
    /// Which stones.
    pub stones: VertexSet,
}

/// Walks the chain list of the engine from the stone `at`.
pub fn listed_stones(board: &Board, at: Vertex) -> Listed {
    let p = board.point(at).expect("on the board");
    let walk: Vec<Vertex> = board
        .chain_stones(p)
        .take(board.geometry().area() + 1)
        .map(|s| board.vertex(s))
        .collect();
    Listed {
        count: walk.len(),
        stones: walk.into_iter().collect(),
    }
}

/// The label, the moves so far and the diagram, for failure messages.
pub fn describe(board: &Board, label: &str) -> String {
    let moves: Vec<String> = board.moves().map(|(c, m)| format!("{c} {m}")).collect();
    let moves = if moves.is_empty() {
        "none".to_string()
    } else {
        moves.join(", ")
    };
    format!("{label}\nmoves so far: {moves}\n{board}")
}

// ---------------------------------------------------------------------------------
// Consistency with the ground truth
// ---------------------------------------------------------------------------------

/// Checks the engine's incremental state against the ground truth: for every stone its
/// chain's colour, stone count, exact liberty count and liberty points by flood fill,
/// and the stones its chain list holds walked from that stone (the list closes, holds
/// each stone once); one head per chain, a stone of the chain, shared by all its stones
/// and no other chain; no chain on an empty point; the list of empty points (each
/// once); and the hashes against the same stones set up from scratch.
///
/// Walking every chain list from every stone costs the sum of the squares of the chain
/// sizes: the dearest check after a move on a large board.
pub fn assert_consistent(board: &Board, label: &str) {
    let context = || describe(board, label);
    let geo = board.geometry();
    let area = geo.area();
    let (chain_of, scratch) = chains_from_scratch(board);
    // The head of each chain of the ground truth, and the chain of each head.
    let mut head_of: Vec<Option<Point>> = vec![None; scratch.len()];
    let mut chain_with_head: BTreeMap<Point, usize> = BTreeMap::new();
    for (i, at) in vertices(geo).enumerate() {
        let p = board.point(at).expect("on the board");
        assert_eq!(
            board.stone(p),
            board.stone_at(at),
            "stone on {at} by point and by vertex\n{}",
            context()
        );
        let Some(id) = chain_of[i] else {
            assert_eq!(
                board.chain(p),
                None,
                "empty {at} has a chain\n{}",
                context()
            );
            assert_eq!(
                board.liberty_count(p),
                0,
                "liberty count of empty {at}\n{}",
                context()
            );
            continue;
        };
        let expected = &scratch[id];
        let chain: Chain = board
            .chain(p)
            .unwrap_or_else(|| panic!("no chain at {at}\n{}", context()));
        assert_eq!(chain.color, expected.color, "colour of {at}\n{}", context());
        // The walk from `at` gives each stone of the chain once and nothing else.
        let mut seen = PointBits::EMPTY;
        let walk_ok = board.chain_stones(p).take(area + 1).all(|s| {
            s.index() < MAX_CELLS
                && expected.stone_points.contains(s.index())
                && seen.insert(s.index())
        }) && seen.len() == expected.size;
        if !walk_ok {
            // Find out how it went wrong, for the message.
            let listed = listed_stones(board, at);
            assert!(
                listed.count <= area,
                "the chain list through {at} does not close\n{}",
                context()
            );
            assert_eq!(
                listed.stones,
                expected.stones,
                "stones listed for {at}\n{}",
                context()
            );
            panic!(
                "the chain list through {at} gives {} stones for the {} of its chain: a stone \
                 listed twice\n{}",
                listed.count,
                expected.size,
                context()
            );
        }
        assert_eq!(
            chain.stones,
            expected.size,
            "stone count of {at}\n{}",
            context()
        );
        assert_eq!(
            chain.liberties,
            expected.liberty_points.len(),
            "liberty count of {at}\n{}",
            context()
        );
        assert_eq!(
            board.liberty_count(p),
            expected.liberty_points.len(),
            "liberty_count of {at}\n{}",
            context()
        );
        // `chain_liberties` walks the chain list: called only now that it closes.
        let liberties = board.chain_liberties(p);
        if !liberties
            .iter()
            .map(|q| q.index())
            .eq(expected.liberty_points.iter().copied())
        {
            let got: VertexSet = liberties.iter().map(|q| board.vertex(q)).collect();
            panic!(
                "liberty points of {at}: got {got:?}, expected {:?}\n{}",
                expected.liberties,
                context()
            );
        }
        assert!(
            expected.stones.contains(geo.vertex(chain.head)),
            "the head {} of {at} is not one of its stones\n{}",
            geo.vertex(chain.head),
            context()
        );
        // All stones of a chain give one head, and different chains different heads.
        assert_eq!(
            *head_of[id].get_or_insert(chain.head),
            chain.head,
            "stones of the chain through {at} disagree on its head\n{}",
            context()
        );
        assert_eq!(
            *chain_with_head.entry(chain.head).or_insert(id),
            id,
            "two chains share the head {} ({at})\n{}",
            geo.vertex(chain.head),
            context()
        );
    }

    let mut empties: Vec<Vertex> = board
        .empty_points()
        .iter()
        .map(|&p| geo.vertex(p))
        .collect();
    empties.sort();
    let mut truth: Vec<Vertex> = vertices(geo)
        .filter(|&at| board.stone_at(at).is_none())
        .collect();
    truth.sort();
    assert_eq!(
        empties,
        truth,
        "the list of empty points (sorted)\n{}",
        context()
    );

    // The hash depends on the stones alone: a board set up with the same stones has it.
    let mut setup = Setup::new(geo.width(), geo.height());
    for at in vertices(geo) {
        if let Some(c) = board.stone_at(at) {
            setup.add(c, at);
        }
    }
    setup.to_move = board.to_move();
    let fresh = setup
        .into_board(board.rules())
        .unwrap_or_else(|e| panic!("the stones do not set up: {e}\n{}", context()));
    assert_eq!(
        board.hash(),
        fresh.hash(),
        "hash of the stones\n{}",
        context()
    );
    assert_eq!(
        board.situational_hash(),
        fresh.situational_hash(),
        "situational hash\n{}",
        context()
    );
}

// ---------------------------------------------------------------------------------
// Snapshots
// ---------------------------------------------------------------------------------

/// Everything observable about a position, to compare before and after, but for the
/// chain lists: those are walked by [`assert_consistent`], which [`assert_restored`]
/// runs on the position compared (two consistent positions with the same stones list
/// the same chains).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub geometry: Geometry,
    pub diagram: String,
    pub hash: u64,
    pub situational_hash: u64,
    pub to_move: Color,
    pub ko: Option<KoBan>,
    pub captures: [u32; 2],
    pub move_number: usize,
    pub last_move: Option<(Color, Move)>,
    /// The empty points in the engine's order: undo restores the order too.
    pub empties: Vec<Point>,
    /// `stone_at` of each vertex (what the diagram shows), in [`vertices`] order.
    pub stones: Vec<Option<Color>>,
    /// The chain through each vertex (colour, head, counts); `None` on an empty one.
    pub chains: Vec<Option<Chain>>,
}

pub fn snapshot(board: &Board) -> Snapshot {
    let geo = board.geometry();
    Snapshot {
        geometry: geo,
        diagram: board.to_string(),
        hash: board.hash(),
        situational_hash: board.situational_hash(),
        to_move: board.to_move(),
        ko: board.ko(),
        captures: [board.captures(Color::Black), board.captures(Color::White)],
        move_number: board.move_number(),
        last_move: board.last_move(),
        empties: board.empty_points().to_vec(),
        stones: vertices(geo).map(|at| board.stone_at(at)).collect(),
        chains: vertices(geo)
            .map(|at| board.chain(geo.point(at).expect("on the board")))
            .collect(),
    }
}

/// Whether the board still has the state of `expected` in every field (the diagram
/// shows `stone_at`, compared vertex by vertex): [`snapshot`] equality without
/// allocating, for the check after trying each point.
fn unchanged_since(board: &Board, expected: &Snapshot) -> bool {
    let geo = board.geometry();
    geo == expected.geometry
        && board.hash() == expected.hash
        && board.situational_hash() == expected.situational_hash
        && board.to_move() == expected.to_move
        && board.ko() == expected.ko
        && [board.captures(Color::Black), board.captures(Color::White)] == expected.captures
        && board.move_number() == expected.move_number
        && board.last_move() == expected.last_move
        && board.empty_points() == expected.empties.as_slice()
        && vertices(geo)
            .zip(&expected.stones)
            .zip(&expected.chains)
            .all(|((at, &stone), &chain)| {
                board.stone_at(at) == stone
                    && board.chain(geo.point(at).expect("on the board")) == chain
            })
}

/// The fields in which two snapshots differ, one line each, for failure messages.
pub fn snapshot_difference(actual: &Snapshot, expected: &Snapshot) -> String {
    let mut out = String::new();
    let mut field = |name: &str, show: &dyn Fn(&Snapshot) -> String| {
        let (a, e) = (show(actual), show(expected));
        if a != e {
            out += &format!("{name}: got {a}, expected {e}\n");
        }
    };
    let geo = expected.geometry;
    field("geometry", &|s| format!("{:?}", s.geometry));
    field("diagram", &|s| format!("\n{}", s.diagram));
    field("hash", &|s| format!("{:#x}", s.hash));
    field("situational hash", &|s| {
        format!("{:#x}", s.situational_hash)
    });
    field("to move", &|s| format!("{:?}", s.to_move));
    field("ko", &|s| format!("{:?}", s.ko));
    field("captures", &|s| format!("{:?}", s.captures));
    field("move number", &|s| format!("{:?}", s.move_number));
    field("last move", &|s| match s.last_move {
        Some((c, m)) => format!("{c} {m}"),
        None => "none".to_string(),
    });
    field("empties (in list order)", &|s| {
        let names: Vec<String> = s
            .empties
            .iter()
            .map(|&p| geo.vertex(p).to_string())
            .collect();
        names.join(" ")
    });
    for (i, at) in vertices(geo).enumerate() {
        field(&format!("stone at {at}"), &|s| {
            format!("{:?}", s.stones.get(i).copied().flatten())
        });
        field(&format!("chain at {at}"), &|s| {
            format!("{:?}", s.chains.get(i).copied().flatten())
        });
    }
    if out.is_empty() && actual != expected {
        out = format!("got {actual:?}\nexpected {expected:?}\n");
    }
    out
}

/// The position is `expected` again (a snapshot of a consistent position), exactly:
/// every field of the snapshot, and the chain lists, which [`assert_consistent`] checks.
pub fn assert_restored(board: &Board, expected: &Snapshot, what: &str) {
    let actual = snapshot(board);
    assert!(
        actual == *expected,
        "the state differs\n{}{}",
        snapshot_difference(&actual, expected),
        describe(board, what)
    );
    assert_consistent(board, what);
}

// ---------------------------------------------------------------------------------
// Moves, undo and legality
// ---------------------------------------------------------------------------------

/// Plays `mv` for `color`, which must be legal, and checks it: the move is recorded,
/// the turn and move number advance, the state is consistent, undo gives the move back
/// and restores the position exactly, and playing it again gives the same position.
/// Returns the snapshot of the position before the move (which must be consistent).
pub fn play_verified(board: &mut Board, color: Color, mv: Move, label: &str) -> Snapshot {
    let context = format!("{label}: {color} {mv}");
    let before = snapshot(board);
    assert_eq!(
        board.legality(color, mv),
        Ok(()),
        "legality\n{}",
        describe(board, &context)
    );
    if let Err(e) = board.play(color, mv) {
        panic!("refused: {e}\n{}", describe(board, &context));
    }
    assert_eq!(
        board.last_move(),
        Some((color, mv)),
        "last move\n{}",
        describe(board, &context)
    );
    assert_eq!(
        board.to_move(),
        color.opponent(),
        "to move\n{}",
        describe(board, &context)
    );
    assert_eq!(
        board.move_number(),
        before.move_number + 1,
        "move number\n{}",
        describe(board, &context)
    );
    assert_consistent(board, &context);
    let after = snapshot(board);
    assert_eq!(
        board.undo(),
        Some((color, mv)),
        "undo\n{}",
        describe(board, &context)
    );
    assert_restored(board, &before, &format!("{context}, undone"));
    if let Err(e) = board.play(color, mv) {
        panic!("refused after undo: {e}\n{}", describe(board, &context));
    }
    assert_restored(board, &after, &format!("{context}, replayed after undo"));
    before
}

/// Undoes the last move, which must exist, checking that the position before it
/// (`expected`, from [`play_verified`]) comes back exactly.
pub fn undo_verified(board: &mut Board, expected: &Snapshot, label: &str) {
    let last = board.last_move();
    assert!(
        last.is_some(),
        "no move to undo\n{}",
        describe(board, label)
    );
    assert_eq!(board.undo(), last, "undo\n{}", describe(board, label));
    assert_restored(board, expected, &format!("{label}: undo of {last:?}"));
}

// ---------------------------------------------------------------------------------
// Legality from the rules alone
// ---------------------------------------------------------------------------------

/// The oracle's own key of a stone on a vertex (a hash of its own, not the engine's
/// Zobrist keys): positions are compared by the XOR of their stones' keys.
fn stone_key(at: Vertex, color: Color) -> u64 {
    let mut z = (u64::from(at.col) << 16 | u64::from(at.row) << 8 | color.index() as u64)
        .wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The oracle's key of the stones of a snapshot.
fn position_key(snapshot: &Snapshot) -> u64 {
    vertices(snapshot.geometry)
        .zip(&snapshot.stones)
        .filter_map(|(at, stone)| stone.map(|color| stone_key(at, color)))
        .fold(0, |key, k| key ^ k)
}

/// Legality worked out from the rules as a textbook states them, over chains found by
/// flood fill: a stone on an empty point captures every adjacent enemy chain whose
/// last liberty that was; then, if its own chain has no liberty, the move is suicide
/// (legal only where the rules allow it and the chain has more than this stone);
/// superko compares the resulting arrangement with every position of the game.
/// `earlier` holds the position before each move of the game so far. The simple-ko
/// ban is taken from the board (checked against the captures after every move).
struct LegalityOracle<'a> {
    board: &'a Board,
    chain_of: Vec<Option<usize>>,
    chains: Vec<ScratchChain>,
    /// Keys of every position of the game (the current one too) with the player to
    /// move there.
    seen: HashSet<(u64, Color)>,
    current_key: u64,
}

impl<'a> LegalityOracle<'a> {
    fn new(board: &'a Board, earlier: &[Snapshot]) -> LegalityOracle<'a> {
        let (chain_of, chains) = chains_from_scratch(board);
        let now = snapshot(board);
        let current_key = position_key(&now);
        let seen = earlier
            .iter()
            .chain(std::iter::once(&now))
            .map(|s| (position_key(s), s.to_move))
            .collect();
        LegalityOracle {
            board,
            chain_of,
            chains,
            seen,
            current_key,
        }
    }

    fn chain_at(&self, at: Vertex) -> Option<usize> {
        let geo = self.board.geometry();
        self.chain_of[usize::from(at.row) * usize::from(geo.width()) + usize::from(at.col)]
    }

    fn chain_key(&self, id: usize) -> u64 {
        let chain = &self.chains[id];
        let geo = self.board.geometry();
        vertices(geo)
            .filter(|&at| chain.stones.contains(at))
            .fold(0, |key, at| key ^ stone_key(at, chain.color))
    }

    fn legality(&self, color: Color, at: Vertex) -> Result<(), IllegalMove> {
        let board = self.board;
        let geo = board.geometry();
        let Some(p) = geo.point(at) else {
            return Err(IllegalMove::OffBoard(at));
        };
        if board.stone_at(at).is_some() {
            return Err(IllegalMove::Occupied(at));
        }
        if board.ko() == Some(KoBan { point: p, color }) {
            return Err(IllegalMove::Ko(at));
        }
        let mut key = self.current_key ^ stone_key(at, color);
        let mut adjacent: Vec<usize> = neighbors(geo, at)
            .filter_map(|n| self.chain_at(n))
            .collect();
        adjacent.sort();
        adjacent.dedup();
        let mut breathes = neighbors(geo, at).any(|n| board.stone_at(n).is_none());
        let mut own_chains = Vec::new();
        for &id in &adjacent {
            let chain = &self.chains[id];
            // Every adjacent chain has `at` among its liberties.
            let others = chain.liberty_points.len() - 1;
            if chain.color == color {
                own_chains.push(id);
                breathes |= others > 0;
            } else if others == 0 {
                key ^= self.chain_key(id);
                breathes = true;
            }
        }
        if !breathes {
            if board.rules().suicide == SuicideRule::Forbidden || own_chains.is_empty() {
                return Err(IllegalMove::Suicide(at));
            }
            key ^= stone_key(at, color);
            for &id in &own_chains {
                key ^= self.chain_key(id);
            }
        }
        let next = color.opponent();
        let repeated = match board.rules().ko {
            KoRule::Simple => false,
            KoRule::Positional => Color::ALL.iter().any(|&c| self.seen.contains(&(key, c))),
            KoRule::Situational => self.seen.contains(&(key, next)),
        };
        if repeated {
            return Err(IllegalMove::Superko(at));
        }
        Ok(())
    }
}

/// For both colours on every vertex and on the ring of vertices just past the last
/// column and row: `legality`, `is_legal`, `check` and `play` agree, off-board vertices
/// are refused as such, and `legal_points` lists exactly the legal points, each once;
/// trying a move changes nothing: a refused one leaves the state as it was, a legal one
/// is undone (giving back the move) to exactly the state before. Passing is legal.
/// Every verdict equals the [`LegalityOracle`]'s, given `earlier`, the position before
/// each move of the game. The position must be consistent.
pub fn assert_legality_agrees(board: &mut Board, earlier: &[Snapshot], label: &str) {
    let geo = board.geometry();
    let before = snapshot(board);
    let oracle = LegalityOracle::new(board, earlier);
    // Every verdict of the rules, worked out before the engine is asked anything.
    let verdicts: Vec<Vec<Result<(), IllegalMove>>> = Color::ALL
        .iter()
        .map(|&color| {
            (0..=geo.height())
                .flat_map(|row| (0..=geo.width()).map(move |col| Vertex::new(col, row)))
                .map(|at| oracle.legality(color, at))
                .collect()
        })
        .collect();
    drop(oracle);
    for color in Color::ALL {
        let mut legal = Vec::new();
        for row in 0..=geo.height() {
            for col in 0..=geo.width() {
                let at = Vertex::new(col, row);
                let m = Move::Play(at);
                let context = |b: &Board| describe(b, &format!("{label}: trying {color} {at}"));
                let expected = board.legality(color, m);
                let rules_say = verdicts[color.index()]
                    [usize::from(row) * (usize::from(geo.width()) + 1) + usize::from(col)];
                assert_eq!(
                    expected,
                    rules_say,
                    "legality vs the rules worked out from scratch\n{}",
                    context(board)
                );
                assert_eq!(
                    board.is_legal(color, m),
                    expected.is_ok(),
                    "is_legal vs legality\n{}",
                    context(board)
                );
                let played = match geo.point(at) {
                    Some(p) => {
                        assert_eq!(
                            board.check(color, p),
                            expected,
                            "check vs legality\n{}",
                            context(board)
                        );
                        board.play_point(color, p)
                    }
                    None => {
                        assert_eq!(
                            expected,
                            Err(IllegalMove::OffBoard(at)),
                            "off the board\n{}",
                            context(board)
                        );
                        board.play(color, m)
                    }
                };
                assert_eq!(played, expected, "play vs legality\n{}", context(board));
                if played.is_ok() {
                    legal.push(geo.point(at).expect("on the board"));
                    assert_eq!(board.undo(), Some((color, m)), "undo\n{}", context(board));
                }
                if !unchanged_since(board, &before) {
                    panic!(
                        "the state differs after trying {color} {at} ({})\n{}{}",
                        if played.is_ok() {
                            "played and undone"
                        } else {
                            "refused"
                        },
                        snapshot_difference(&snapshot(board), &before),
                        describe(board, label)
                    );
                }
            }
        }
        legal.sort();
        let mut listed = board.legal_points(color);
        listed.sort();
        assert_eq!(
            listed,
            legal,
            "legal_points({color}) vs play\n{}",
            describe(board, label)
        );
        assert_eq!(
            board.legality(color, Move::Pass),
            Ok(()),
            "pass\n{}",
            describe(board, label)
        );
    }
    // After all those moves and undos, the chain lists too are as they were.
    assert_restored(
        board,
        &before,
        &format!("{label}: after trying every point"),
    );
}
