//! Invariants over random games: the incremental state of the board equals the state
//! recomputed from scratch after every move, undo restores the previous state exactly,
//! and `check` ⇔ `play` succeeds ⇔ listed by `legal_points`.
//!
//! The default run checks at least 50,000 moves; `TESUJI_LONG=1` checks 5,000,000.

use std::collections::{BTreeMap, BTreeSet};

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use tesuji_go::{
    Board, Chain, Color, Geometry, KoBan, KoRule, Point, Rules, Setup, SuicideRule, Vertex,
};

/// A chain found by flood fill over `stone_at`, knowing nothing of the board's
/// internals.
#[derive(Debug, PartialEq, Eq)]
struct ScratchChain {
    color: Color,
    stones: BTreeSet<Vertex>,
    liberties: BTreeSet<Vertex>,
}

fn neighbors(geo: Geometry, v: Vertex) -> impl Iterator<Item = Vertex> {
    let (w, h) = (i16::from(geo.width()), i16::from(geo.height()));
    [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .into_iter()
        .map(move |(dc, dr)| (i16::from(v.col) + dc, i16::from(v.row) + dr))
        .filter(move |&(c, r)| (0..w).contains(&c) && (0..h).contains(&r))
        .map(|(c, r)| Vertex::new(c as u8, r as u8))
}

fn vertices(geo: Geometry) -> impl Iterator<Item = Vertex> {
    (0..geo.height()).flat_map(move |r| (0..geo.width()).map(move |c| Vertex::new(c, r)))
}

/// Every chain of the position, keyed by each of its stones.
fn chains_from_scratch(board: &Board) -> BTreeMap<Vertex, std::rc::Rc<ScratchChain>> {
    let geo = board.geometry();
    let mut by_stone = BTreeMap::new();
    for start in vertices(geo) {
        let Some(color) = board.stone_at(start) else {
            continue;
        };
        if by_stone.contains_key(&start) {
            continue;
        }
        let mut stones = BTreeSet::from([start]);
        let mut liberties = BTreeSet::new();
        let mut stack = vec![start];
        while let Some(v) = stack.pop() {
            for n in neighbors(geo, v) {
                match board.stone_at(n) {
                    None => {
                        liberties.insert(n);
                    }
                    Some(c) if c == color && stones.insert(n) => stack.push(n),
                    Some(_) => {}
                }
            }
        }
        let chain = std::rc::Rc::new(ScratchChain {
            color,
            stones,
            liberties,
        });
        for &s in &chain.stones {
            by_stone.insert(s, chain.clone());
        }
    }
    by_stone
}

/// The configuration, the moves so far and the diagram, for failure messages.
fn describe(board: &Board, label: &str) -> String {
    let moves: Vec<String> = board.moves().map(|(c, m)| format!("{c} {m}")).collect();
    format!("{label}: {}\n{board}", moves.join(", "))
}

/// Checks chains, liberties, empty list and hash against a recomputation.
fn assert_consistent(board: &Board, label: &str) {
    let context = || describe(board, label);
    let geo = board.geometry();
    let scratch = chains_from_scratch(board);
    let point = |v: Vertex| geo.point(v).expect("on board");
    let mut heads: BTreeMap<Point, *const ScratchChain> = BTreeMap::new();
    for (&v, expected) in &scratch {
        let p = point(v);
        let chain: Chain = board
            .chain(p)
            .unwrap_or_else(|| panic!("no chain at {v}\n{}", context()));
        assert_eq!(chain.color, expected.color, "colour at {v}\n{}", context());
        assert_eq!(
            chain.stones,
            expected.stones.len(),
            "stones of {v}\n{}",
            context()
        );
        assert_eq!(
            chain.liberties,
            expected.liberties.len(),
            "liberty count of {v}\n{}",
            context()
        );
        let stones: BTreeSet<Vertex> = board.chain_stones(p).map(|s| geo.vertex(s)).collect();
        assert_eq!(&stones, &expected.stones, "stones of {v}\n{}", context());
        let liberties: BTreeSet<Vertex> = board
            .chain_liberties(p)
            .iter()
            .map(|s| geo.vertex(s))
            .collect();
        assert_eq!(
            &liberties,
            &expected.liberties,
            "liberties of {v}\n{}",
            context()
        );
        assert_eq!(board.liberty_count(p), expected.liberties.len());
        // One head per chain, and different chains have different heads.
        let identity = std::rc::Rc::as_ptr(expected);
        assert_eq!(
            *heads.entry(chain.head).or_insert(identity),
            identity,
            "two chains share head {:?} ({v})\n{}",
            chain.head,
            context()
        );
    }
    let empties: BTreeSet<Vertex> = board
        .empty_points()
        .iter()
        .map(|&p| geo.vertex(p))
        .collect();
    let expected_empties: BTreeSet<Vertex> = vertices(geo)
        .filter(|&v| board.stone_at(v).is_none())
        .collect();
    assert_eq!(empties, expected_empties, "empty list\n{}", context());
    assert_eq!(
        board.empty_points().len(),
        expected_empties.len(),
        "duplicate empties"
    );

    // The hash depends on the stones alone: a board set up with the same stones has it.
    let mut setup = Setup::new(geo.width().into(), geo.height().into());
    for v in vertices(geo) {
        if let Some(c) = board.stone_at(v) {
            setup.add(c, v);
        }
    }
    setup.to_move = board.to_move();
    let fresh = setup
        .into_board(board.rules())
        .expect("a reachable position");
    assert_eq!(board.hash(), fresh.hash(), "hash\n{}", context());
    assert_eq!(
        board.situational_hash(),
        fresh.situational_hash(),
        "situational hash"
    );
}

/// The ko ban a move should leave, recomputed from the positions before and after.
fn expected_ko(before: &Board, after: &Board, color: Color, v: Vertex) -> Option<KoBan> {
    let geo = after.geometry();
    let captured: Vec<Vertex> = vertices(geo)
        .filter(|&u| before.stone_at(u) == Some(color.opponent()) && after.stone_at(u).is_none())
        .collect();
    let p = geo.point(v)?;
    let chain = after.chain(p)?;
    (captured.len() == 1 && chain.stones == 1 && chain.liberties == 1).then(|| KoBan {
        point: geo.point(captured[0]).expect("on board"),
        color: color.opponent(),
    })
}

/// Everything undo must restore, in comparable form.
#[derive(Debug, PartialEq, Eq)]
struct Snapshot {
    diagram: String,
    hash: u64,
    situational_hash: u64,
    ko: Option<KoBan>,
    to_move: Color,
    captures: [u32; 2],
    empties: Vec<Point>,
    chains: Vec<Option<Chain>>,
    move_number: usize,
}

/// The fields in which two snapshots differ, for failure messages.
fn snapshot_difference(actual: &Snapshot, expected: &Snapshot) -> String {
    let mut out = String::new();
    let mut field = |name: &str, a: String, e: String| {
        if a != e {
            out += &format!("{name}: got {a}, expected {e}\n");
        }
    };
    field("diagram", actual.diagram.clone(), expected.diagram.clone());
    field("hash", actual.hash.to_string(), expected.hash.to_string());
    field(
        "ko",
        format!("{:?}", actual.ko),
        format!("{:?}", expected.ko),
    );
    field(
        "to_move",
        format!("{:?}", actual.to_move),
        format!("{:?}", expected.to_move),
    );
    field(
        "captures",
        format!("{:?}", actual.captures),
        format!("{:?}", expected.captures),
    );
    field(
        "empties",
        format!("{:?}", actual.empties),
        format!("{:?}", expected.empties),
    );
    field(
        "chains",
        format!("{:?}", actual.chains),
        format!("{:?}", expected.chains),
    );
    field(
        "move number",
        actual.move_number.to_string(),
        expected.move_number.to_string(),
    );
    out
}

fn snapshot(board: &Board) -> Snapshot {
    let geo = board.geometry();
    Snapshot {
        diagram: board.to_string(),
        hash: board.hash(),
        situational_hash: board.situational_hash(),
        ko: board.ko(),
        to_move: board.to_move(),
        captures: [board.captures(Color::Black), board.captures(Color::White)],
        empties: board.empty_points().to_vec(),
        chains: geo.points().map(|p| board.chain(p)).collect(),
        move_number: board.move_number(),
    }
}

/// `check` agrees with `play` on every point, and `legal_points` lists exactly the
/// legal ones; a refused play changes nothing, and play + undo restores everything.
fn assert_legality_agrees(board: &mut Board, color: Color, label: &str) {
    let before = snapshot(board);
    let listed: BTreeSet<Point> = board.legal_points(color).into_iter().collect();
    let points: Vec<Point> = board.geometry().points().collect();
    for p in points {
        let checked = board.check(color, p);
        let played = board.play_point(color, p);
        assert_eq!(
            checked,
            played,
            "check vs play at {}\n{}",
            board.vertex(p),
            describe(board, label)
        );
        assert_eq!(
            listed.contains(&p),
            played.is_ok(),
            "legal_points at {}",
            board.vertex(p)
        );
        if played.is_ok() {
            board.undo().expect("a move to undo");
        }
        assert!(
            snapshot(board) == before,
            "state changed by trying {}\n{}",
            board.vertex(p),
            describe(board, label)
        );
    }
}

struct Config {
    width: u8,
    height: u8,
    rules: Rules,
    /// Check legality of every point after every move (costly on large boards).
    full_legality: bool,
}

/// Plays random games (eye-filling allowed, so captures, kos and suicides abound) and
/// checks every invariant after every move. Returns the number of moves checked.
fn run(config: &Config, seed: u64, moves_wanted: usize) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let geo = Geometry::new(config.width, config.height).expect("size");
    let mut checked = 0;
    let mut game = 0;
    while checked < moves_wanted {
        game += 1;
        let label = format!(
            "{}x{} {:?} seed {seed} game {game}",
            config.width, config.height, config.rules
        );
        let mut board = Board::new(geo, config.rules);
        let limit = 4 * geo.area();
        let mut passes = 0;
        // The state before each move of the game, for undoing many moves in a row.
        let mut before_each: Vec<Snapshot> = Vec::new();
        while checked < moves_wanted && board.move_number() < limit && passes < 2 {
            let color = board.to_move();
            let legal = board.legal_points(color);
            let before = snapshot(&board);
            let before_board = board.clone();
            if legal.is_empty() || rng.random_range(0..100) == 0 {
                board.pass(color);
                passes += 1;
                assert_eq!(board.ko(), None);
            } else {
                passes = 0;
                let p = legal[rng.random_range(0..legal.len())];
                board
                    .play_point(color, p)
                    .unwrap_or_else(|e| panic!("{e}\n{}", describe(&board, &label)));
                let v = board.vertex(p);
                assert_eq!(
                    board.ko(),
                    expected_ko(&before_board, &board, color, v),
                    "ko after {v}"
                );
            }
            assert_eq!(board.to_move(), color.opponent());
            assert_consistent(&board, &label);
            // Undo restores exactly, then the move is played again.
            let (undone_color, undone) = board.undo().expect("a move to undo");
            assert_eq!(undone_color, color);
            assert!(
                snapshot(&board) == before,
                "undo of {undone}\n{}",
                describe(&board, &label)
            );
            board.play(color, undone).expect("replay after undo");
            before_each.push(before);
            if config.full_legality {
                let to_move = board.to_move();
                assert_legality_agrees(&mut board, to_move, &label);
            }
            checked += 1;
            // Now and then go back several moves and play on from there: later moves
            // then land on points emptied by captures that are undone afterwards.
            if rng.random_range(0..40) == 0 {
                let depth = rng.random_range(1..=before_each.len().min(30));
                undo_and_compare(&mut board, &mut before_each, depth, &label);
                passes = 0;
            }
        }
        // At the end, the whole game is taken back move by move.
        let depth = before_each.len();
        undo_and_compare(&mut board, &mut before_each, depth, &label);
        assert_eq!(board.move_number(), 0);
    }
    checked
}

/// Undoes `depth` moves, checking each position against the one recorded before the
/// move, and the chains against a recomputation.
fn undo_and_compare(board: &mut Board, before_each: &mut Vec<Snapshot>, depth: usize, label: &str) {
    for _ in 0..depth {
        let expected = before_each.pop().expect("a recorded position");
        let undone = board.undo().expect("a move to undo");
        let actual = snapshot(board);
        assert!(
            actual == expected,
            "undo of {undone:?} in a row of {depth}\n{}\n{}",
            describe(board, label),
            snapshot_difference(&actual, &expected)
        );
        assert_consistent(board, label);
    }
}

fn long_run() -> bool {
    std::env::var("TESUJI_LONG").is_ok_and(|v| v == "1")
}

fn configs() -> Vec<Config> {
    let rule_sets = [
        Rules::JAPANESE,
        Rules::CHINESE,
        Rules::AGA,
        Rules::NEW_ZEALAND,
        Rules::TROMP_TAYLOR,
        Rules {
            ko: KoRule::Simple,
            suicide: SuicideRule::Allowed,
        },
    ];
    let sizes = [
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (7, 7),
        (9, 9),
        (4, 7),
        (13, 13),
        (19, 19),
        (25, 25),
    ];
    let mut configs = Vec::new();
    for (i, &(width, height)) in sizes.iter().enumerate() {
        for (j, &rules) in rule_sets.iter().enumerate() {
            // Every size under two rule sets, rotating, keeps the default run short
            // while every pair of size class and rule set is covered in the long run.
            if long_run() || (i + j) % 3 == 0 {
                configs.push(Config {
                    width,
                    height,
                    rules,
                    full_legality: usize::from(width) * usize::from(height) <= 169,
                });
            }
        }
    }
    configs
}

#[test]
fn incremental_state_equals_state_from_scratch() {
    let total_wanted: usize = if long_run() { 5_000_000 } else { 50_000 };
    let configs = configs();
    let per_config = total_wanted.div_ceil(configs.len());
    let mut total = 0;
    for (i, config) in configs.iter().enumerate() {
        total += run(config, 1000 + i as u64, per_config);
    }
    eprintln!(
        "checked {total} moves over {} configurations",
        configs.len()
    );
    assert!(total >= total_wanted);
}
