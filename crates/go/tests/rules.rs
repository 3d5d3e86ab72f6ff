//! Golden tests for the rules of Go: each test is a small real position with a known
//! answer, checked exactly (which stones go, capture counts, the error variant, the
//! liberty counts of the chains around).
//!
//! Every move goes through [`Replay`], which also checks, after each move, that the
//! board's incremental chains and liberties agree with a flood fill, that its hash is
//! the hash of the same stones set up from scratch, that `legality` agrees with `play`
//! on every vertex, that undo-then-redo is exact, and (in `unwind`, at the end of a
//! test) that undoing the whole game restores every earlier position exactly. Those
//! checks are `common`'s, shared with `invariants.rs`.

mod common;

use common::{
    Snapshot, assert_consistent, assert_legality_agrees, assert_restored, describe, listed_stones,
    play_verified, snapshot, undo_verified,
};
use tesuji_go::Color::{Black, White};
use tesuji_go::{Board, Color, IllegalMove, Move, Rules, Setup, Vertex};

const ALL_RULES: [Rules; 5] = [
    Rules::JAPANESE,
    Rules::CHINESE,
    Rules::AGA,
    Rules::NEW_ZEALAND,
    Rules::TROMP_TAYLOR,
];

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

fn v(s: &str) -> Vertex {
    s.parse()
        .unwrap_or_else(|e| panic!("`{s}` is not a vertex: {e}"))
}

fn mv(s: &str) -> Move {
    s.parse()
        .unwrap_or_else(|e| panic!("`{s}` is not a move: {e}"))
}

/// A board from a diagram with `to_move` to play.
fn board_from(diagram: &str, rules: Rules, to_move: Color) -> Board {
    let mut setup =
        Setup::from_diagram(diagram).unwrap_or_else(|e| panic!("bad diagram: {e}\n{diagram}"));
    setup.to_move = to_move;
    setup
        .into_board(rules)
        .unwrap_or_else(|e| panic!("bad position: {e}\n{diagram}"))
}

/// A game from a position: plays and refusals with every check, and a final unwind.
struct Replay {
    board: Board,
    /// The snapshot before each move played, for `unwind`.
    before: Vec<Snapshot>,
}

impl Replay {
    /// A game from a diagram with Black to move.
    fn new(diagram: &str, rules: Rules) -> Replay {
        Replay::to_move(diagram, rules, Black)
    }

    /// A game from a diagram with `to_move` to play.
    fn to_move(diagram: &str, rules: Rules, to_move: Color) -> Replay {
        Replay::from_board(board_from(diagram, rules, to_move))
    }

    fn from_board(board: Board) -> Replay {
        assert_consistent(&board, "start");
        Replay {
            board,
            before: Vec::new(),
        }
    }

    /// Plays one move for the player to move; it must be legal.
    fn play(&mut self, m: &str) -> &mut Replay {
        let color = self.board.to_move();
        self.play_as(color, m)
    }

    /// Plays several moves (separated by spaces), alternately, starting with the
    /// player to move.
    fn plays(&mut self, moves: &str) -> &mut Replay {
        for m in moves.split_whitespace() {
            self.play(m);
        }
        self
    }

    /// Plays one move for `color`; it must be legal. Checks consistency afterwards,
    /// that an immediate undo restores the position exactly and that replaying gives
    /// the same result, then legality on every vertex.
    fn play_as(&mut self, color: Color, m: &str) -> &mut Replay {
        let context = format!("move {}", self.board.move_number() + 1);
        let before = play_verified(&mut self.board, color, mv(m), &context);
        self.before.push(before);
        assert_legality_agrees(&mut self.board, &self.before, &context);
        self
    }

    /// The player to move may not play `m`, for exactly the reason `why`; the board
    /// is unchanged by the attempt.
    fn refuse(&mut self, m: &str, why: IllegalMove) -> &mut Replay {
        let color = self.board.to_move();
        self.refuse_as(color, m, why)
    }

    fn refuse_as(&mut self, color: Color, m: &str, why: IllegalMove) -> &mut Replay {
        self.refuse_move(color, mv(m), why)
    }

    fn refuse_move(&mut self, color: Color, the_move: Move, why: IllegalMove) -> &mut Replay {
        let context = format!("refused {color} {the_move}");
        let before = snapshot(&self.board);
        assert_eq!(
            self.board.legality(color, the_move),
            Err(why),
            "{}",
            describe(&self.board, &context)
        );
        assert!(!self.board.is_legal(color, the_move), "{context}");
        assert_eq!(self.board.play(color, the_move), Err(why), "{context}");
        assert_restored(&self.board, &before, &context);
        if let Move::Play(at) = the_move
            && let Ok(p) = self.board.point(at)
        {
            assert!(!self.board.legal_points(color).contains(&p), "{context}");
        }
        self
    }

    fn stone(&self, at: &str) -> Option<Color> {
        self.board.stone_at(v(at))
    }

    /// The exact liberty count of the chain through a stone.
    fn libs(&self, at: &str) -> usize {
        let p = self.board.point(v(at)).unwrap();
        self.board
            .chain(p)
            .unwrap_or_else(|| panic!("no stone on {at}\n{}", self.board))
            .liberties
    }

    /// The number of stones of the chain through a stone.
    fn size(&self, at: &str) -> usize {
        let p = self.board.point(v(at)).unwrap();
        self.board
            .chain(p)
            .unwrap_or_else(|| panic!("no stone on {at}\n{}", self.board))
            .stones
    }

    fn captures(&self) -> (u32, u32) {
        (self.board.captures(Black), self.board.captures(White))
    }

    fn ko(&self) -> Option<(Vertex, Color)> {
        self.board
            .ko()
            .map(|ban| (self.board.vertex(ban.point), ban.color))
    }

    /// The stones are exactly those of `diagram` (same printed board, same hash).
    fn assert_stones(&self, diagram: &str) {
        let expected = board_from(diagram, self.board.rules(), self.board.to_move());
        assert_eq!(
            self.board.to_string(),
            expected.to_string(),
            "stones differ from the expected diagram"
        );
        assert_eq!(self.board.hash(), expected.hash(), "hash of the stones");
    }

    /// Undoes every move played through this game, checking at each step that the
    /// earlier position comes back exactly.
    fn unwind(&mut self) {
        while let Some(expected) = self.before.pop() {
            let n = self.before.len() + 1;
            undo_verified(&mut self.board, &expected, &format!("undoing move {n}"));
        }
        assert_eq!(self.board.undo(), None, "a set-up position has no history");
    }
}

// ---------------------------------------------------------------------------------
// 1. Captures of several chains at once
// ---------------------------------------------------------------------------------

#[test]
fn one_move_captures_two_chains() {
    // White A3-B3 (liberty C3 only) and White C2 (liberty C3 only) are two chains.
    // Black C3 takes both (3 stones) and joins the Black chains A4-B4-C4 and D3-D2.
    let mut g = Replay::new(
        "
        . . . . .
        X X X . .
        O O . X .
        X X O X .
        . . X . .",
        Rules::JAPANESE,
    );
    assert_eq!((g.libs("A3"), g.libs("C2")), (1, 1));
    assert_eq!(g.size("A3"), 2);
    assert_eq!(
        (g.libs("A4"), g.libs("D3"), g.libs("A2"), g.libs("C1")),
        (5, 5, 2, 2)
    );
    g.play("C3");
    g.assert_stones(
        "
        . . . . .
        X X X . .
        . . X X .
        X X . X .
        . . X . .",
    );
    assert_eq!(g.captures(), (3, 0));
    assert_eq!(g.ko(), None);
    // The new chain A4 B4 C4 C3 D3 D2: A5 B5 C5 D4 E3 E2 D1 plus the freed A3 B3 C2.
    assert_eq!(g.size("C3"), 6);
    assert_eq!(g.libs("C3"), 10);
    // A2-B2: A1 B1 plus the freed A3 B3 C2.
    assert_eq!(g.libs("A2"), 5);
    // C1: B1 D1 plus the freed C2.
    assert_eq!(g.libs("C1"), 3);
    g.unwind();
}

#[test]
fn one_move_captures_three_chains() {
    // White C4, E4 and D3-D2 are three chains whose only liberty is D4.
    // Black D4 takes all four stones and joins C5-D5-E5.
    let mut g = Replay::new(
        "
        . . . . . . .
        . . . . . . .
        . . X X X . .
        . X O . O X .
        . . X O X . .
        . . X O X . .
        . . . X . . .",
        Rules::CHINESE,
    );
    assert_eq!((g.libs("C4"), g.libs("E4"), g.libs("D3")), (1, 1, 1));
    assert_eq!(g.libs("D5"), 6);
    assert_eq!(
        (g.libs("B4"), g.libs("F4"), g.libs("C3"), g.libs("E3")),
        (3, 3, 3, 3)
    );
    assert_eq!(g.libs("D1"), 2);
    g.play("D4");
    g.assert_stones(
        "
        . . . . . . .
        . . . . . . .
        . . X X X . .
        . X . X . X .
        . . X . X . .
        . . X . X . .
        . . . X . . .",
    );
    assert_eq!(g.captures(), (4, 0));
    assert_eq!(g.ko(), None);
    // C5 D5 E5 D4: B5 C6 D6 E6 F5, and the freed C4 E4 D3.
    assert_eq!((g.size("D4"), g.libs("D4")), (4, 8));
    // B4: A4 B5 B3 + C4. F4: G4 F5 F3 + E4.
    assert_eq!((g.libs("B4"), g.libs("F4")), (4, 4));
    // C3-C2: B3 B2 C1 + C4 D3 D2. E3-E2: F3 F2 E1 + E4 D3 D2.
    assert_eq!((g.libs("C3"), g.libs("E3")), (6, 6));
    // D1: C1 E1 + D2.
    assert_eq!(g.libs("D1"), 3);
    g.unwind();
}

// ---------------------------------------------------------------------------------
// 2. Captures come before the suicide check
// ---------------------------------------------------------------------------------

#[test]
fn filling_the_last_eye_captures_rather_than_suicides() {
    // White A2 B2 B1 has one liberty, its eye A1. Black A1 has no empty neighbour,
    // but it removes the White chain first, so it is a capture, legal under any rules.
    for rules in ALL_RULES {
        let mut g = Replay::new(
            "
            . . . . .
            . . . . .
            X X X . .
            O O X . .
            . O X . .",
            rules,
        );
        assert_eq!((g.libs("A2"), g.libs("A3")), (1, 6));
        g.play("A1");
        g.assert_stones(
            "
            . . . . .
            . . . . .
            X X X . .
            . . X . .
            X . X . .",
        );
        assert_eq!(g.captures(), (3, 0), "{rules:?}");
        // A1 breathes at A2 and B1; the wall gains A2 B2 B1.
        assert_eq!((g.libs("A1"), g.libs("A3")), (2, 9), "{rules:?}");
        // Three stones taken: not a ko.
        assert_eq!(g.ko(), None);
        g.unwind();
    }
}

#[test]
fn shared_last_liberty_goes_to_whoever_fills_it() {
    // Black A2-B2 and White B1 both have A1 as their only liberty. Whoever plays A1
    // joins a chain with no other liberty, yet captures first and lives.
    let diagram = "
        . . . .
        O O . .
        X X O .
        . O X .";
    let mut g = Replay::new(diagram, Rules::JAPANESE);
    assert_eq!((g.libs("A2"), g.libs("B1")), (1, 1));
    assert_eq!((g.libs("C1"), g.libs("A3"), g.libs("C2")), (1, 3, 2));
    g.play("A1");
    g.assert_stones(
        "
        . . . .
        O O . .
        X X O .
        X . X .",
    );
    assert_eq!(g.captures(), (1, 0));
    // A1 A2 B2 breathe only at B1 now; C1 at D1 and B1.
    assert_eq!((g.size("A1"), g.libs("A1"), g.libs("C1")), (3, 1, 2));
    // One stone taken, but by a stone that joined a chain: not a ko.
    assert_eq!(g.ko(), None);
    g.unwind();

    // The same point for White takes Black A2-B2 instead.
    let mut g = Replay::to_move(diagram, Rules::JAPANESE, White);
    g.play("A1");
    g.assert_stones(
        "
        . . . .
        O O . .
        . . O .
        O O X .",
    );
    assert_eq!(g.captures(), (0, 2));
    // A1-B1: A2 B2. A3-B3: A4 B4 C3 + A2 B2. C2: C3 D2 + B2. Black C1: D1 only.
    assert_eq!(
        (g.libs("A1"), g.libs("A3"), g.libs("C2"), g.libs("C1")),
        (2, 5, 3, 1)
    );
    g.unwind();
}

#[test]
fn single_stone_suicide_is_refused_under_every_rule_set() {
    for rules in ALL_RULES {
        // A1 in the corner between Black A2 and B1 (3 liberties each).
        let mut g = Replay::to_move(
            "
            . . .
            X . .
            . X .",
            rules,
            White,
        );
        g.refuse("A1", IllegalMove::Suicide(v("A1")));
        // Black may play there: A1 joins both stones.
        g.play_as(Black, "A1");
        assert_eq!((g.size("A1"), g.libs("A1")), (3, 3), "{rules:?}");
        g.unwind();

        // The centre of a Black diamond.
        let mut g = Replay::to_move(
            "
            . X .
            X . X
            . X .",
            rules,
            White,
        );
        g.refuse("B2", IllegalMove::Suicide(v("B2")));
        g.unwind();
    }
}

// ---------------------------------------------------------------------------------
// 3. Snapback
// ---------------------------------------------------------------------------------

#[test]
fn snapback_retakes_more_stones_than_it_gave() {
    // White A2 B2 C2 C1 has two liberties, A1 and B1.
    let mut g = Replay::new(
        "
        . . . . .
        . . . . .
        X X X X .
        O O O X .
        . . O X .",
        Rules::JAPANESE,
    );
    assert_eq!((g.libs("A2"), g.libs("A3")), (2, 7));
    // Black throws in at B1: atari on White (liberty A1), itself in atari.
    g.play("B1");
    assert_eq!((g.libs("B1"), g.libs("A2")), (1, 1));
    // White takes the throw-in with A1; its chain of five now breathes only at B1.
    g.play("A1");
    assert_eq!(g.stone("B1"), None);
    assert_eq!(g.captures(), (0, 1));
    assert_eq!((g.size("A1"), g.libs("A1")), (5, 1));
    // A one-stone capture by a stone that joined a chain is no ko: B1 is open.
    assert_eq!(g.ko(), None);
    // Black plays B1 again and takes all five.
    g.play("B1");
    g.assert_stones(
        "
        . . . . .
        . . . . .
        X X X X .
        . . . X .
        . X . X .",
    );
    assert_eq!(g.captures(), (5, 1));
    // B1: A1 B2 C1. The wall: A4 B4 C4 D4 E3 E2 E1 + A2 B2 C2 C1.
    assert_eq!((g.libs("B1"), g.libs("A3")), (3, 11));
    assert_eq!(g.ko(), None);
    g.unwind();
}

// ---------------------------------------------------------------------------------
// 4. Simple ko
// ---------------------------------------------------------------------------------

const KO: &str = "
    . . . . .
    . . . . .
    . X O . .
    X O . O .
    . X O . .";

#[test]
fn simple_ko_forbids_the_immediate_retake_only() {
    let mut g = Replay::new(KO, Rules::JAPANESE);
    assert_eq!(g.libs("B2"), 1);
    // Black C2 takes B2 and is left with the single liberty B2: a ko.
    g.play("C2");
    assert_eq!(g.stone("B2"), None);
    assert_eq!(g.captures(), (1, 0));
    assert_eq!(g.libs("C2"), 1);
    assert_eq!(g.ko(), Some((v("B2"), White)));
    g.refuse("B2", IllegalMove::Ko(v("B2")));
    // The ban binds White only: Black may fill the ko (B3 keeps B4 and A3).
    assert!(g.board.is_legal(Black, mv("B2")));
    // A ko threat and its answer elsewhere, then White retakes: a ko for Black now.
    g.plays("E5 E1");
    assert_eq!(g.ko(), None);
    g.play("B2");
    assert_eq!(g.stone("C2"), None);
    assert_eq!(g.captures(), (1, 1));
    assert_eq!(g.libs("B2"), 1);
    assert_eq!(g.ko(), Some((v("C2"), Black)));
    g.refuse("C2", IllegalMove::Ko(v("C2")));
    // A pass lifts the ban too.
    g.play("pass");
    assert_eq!(g.ko(), None);
    g.play("pass");
    g.play("C2");
    assert_eq!(g.captures(), (2, 1));
    assert_eq!(g.ko(), Some((v("B2"), White)));
    g.unwind();
}

#[test]
fn simple_ko_is_the_same_under_every_rule_set() {
    for rules in ALL_RULES {
        let mut g = Replay::new(KO, rules);
        g.play("C2");
        g.refuse("B2", IllegalMove::Ko(v("B2")));
        g.plays("E5 E1 B2");
        g.refuse("C2", IllegalMove::Ko(v("C2")));
        g.unwind();
    }
}

#[test]
fn capturing_two_stones_or_with_two_liberties_is_no_ko() {
    // White B2-C2 breathes only at D2.
    let mut g = Replay::new(
        "
        . . . . .
        . . . . .
        . X X O .
        X O O . O
        . X X O .",
        Rules::JAPANESE,
    );
    assert_eq!((g.size("B2"), g.libs("B2")), (2, 1));
    // Black D2 takes two stones and has one liberty (C2) left: still no ko.
    g.play("D2");
    g.assert_stones(
        "
        . . . . .
        . . . . .
        . X X O .
        X . . X O
        . X X O .",
    );
    assert_eq!(g.captures(), (2, 0));
    assert_eq!(g.libs("D2"), 1);
    assert_eq!(g.ko(), None);
    // B3-C3: B4 A3 C4 + B2 C2. A2: A3 A1 + B2. B1-C1: A1 + B2 C2.
    assert_eq!((g.libs("B3"), g.libs("A2"), g.libs("B1")), (5, 3, 3));
    // D3: D4 E3. E2: E3 E1. D1: E1.
    assert_eq!((g.libs("D3"), g.libs("E2"), g.libs("D1")), (2, 2, 1));
    // So White may take D2 back at once with C2, which then has two liberties (B2 D2):
    // a one-stone capture that is no ko either.
    g.play("C2");
    assert_eq!(g.stone("D2"), None);
    assert_eq!(g.captures(), (2, 1));
    assert_eq!(g.libs("C2"), 2);
    assert_eq!(g.ko(), None);
    // Black D2 again would capture nothing now (D3 3, E2 3, D1 2, C2 2 liberties):
    // refused as suicide, not as ko.
    assert_eq!((g.libs("D3"), g.libs("E2"), g.libs("D1")), (3, 3, 2));
    g.refuse("D2", IllegalMove::Suicide(v("D2")));
    g.unwind();
}

// ---------------------------------------------------------------------------------
// 5. Triple ko
// ---------------------------------------------------------------------------------

/// Three kos. Ko 1: White C7 in Black's mouth, Black captures at D7. Ko 2: Black D3,
/// White captures at C3. Ko 3: White G5, Black captures at H5. Every stone around the
/// kos keeps at least two liberties throughout.
const TRIPLE_KO: &str = "
    . . . . . . . . .
    . . X O . . . . .
    . X O . O . . . .
    . . X O . . X O .
    . . . . . X O . O
    . . X O . . X O .
    . X . X O . . . .
    . . X O . . . . .
    . . . . . . . . .";

/// One turn of the cycle: each move captures one stone in a ko, never the ko that was
/// just taken, and after six moves the stones are back where they were.
const TRIPLE_KO_CYCLE: [&str; 6] = ["D7", "C3", "H5", "C7", "D3", "G5"];

#[test]
fn triple_ko_cycles_forever_under_simple_ko() {
    let mut g = Replay::new(TRIPLE_KO, Rules::JAPANESE);
    let start = g.board.to_string();
    let start_hash = g.board.hash();
    // What each move captures, and the ko ban it leaves.
    let taken = ["C7", "D3", "G5", "D7", "C3", "H5"];
    for round in 1..=2u32 {
        for (i, (m, gone)) in TRIPLE_KO_CYCLE.iter().zip(taken).enumerate() {
            let color = g.board.to_move();
            g.play(m);
            assert_eq!(g.stone(gone), None, "{m} takes {gone}");
            assert_eq!(g.libs(m), 1, "{m} is left in atari: a ko");
            assert_eq!(g.ko(), Some((v(gone), color.opponent())));
            let moves = 6 * (round - 1) + i as u32 + 1;
            assert_eq!(g.captures(), (moves.div_ceil(2), moves / 2));
        }
        // Back to the starting stones, Black to move.
        assert_eq!(g.board.to_string(), start, "after round {round}");
        assert_eq!(g.board.hash(), start_hash);
        assert_eq!(g.board.to_move(), Black);
    }
    g.unwind();
}

#[test]
fn triple_ko_is_stopped_by_superko() {
    for rules in [
        Rules::CHINESE,
        Rules::AGA,
        Rules::NEW_ZEALAND,
        Rules::TROMP_TAYLOR,
    ] {
        let mut g = Replay::new(TRIPLE_KO, rules);
        // The five positions after the first five moves are all new.
        for m in &TRIPLE_KO_CYCLE[..5] {
            g.play(m);
        }
        // White G5 would take H5 (legal by simple ko: the ban is on C3) and recreate the
        // starting stones with Black to move: a repetition by position and by situation.
        assert_eq!(g.libs("H5"), 1);
        assert_eq!(g.ko(), Some((v("C3"), White)));
        g.refuse("G5", IllegalMove::Superko(v("G5")));
        // White must play elsewhere.
        g.play("A1");
        g.unwind();
    }
}

// ---------------------------------------------------------------------------------
// 6. Positional against situational superko
// ---------------------------------------------------------------------------------

#[test]
fn positional_and_situational_superko_differ_after_a_pass() {
    // Using kos 1 and 2 of the triple-ko position (Black to move at the start):
    //   Black takes ko 1 (D7), White takes ko 2 (C3), Black passes,
    //   White retakes ko 1 (C7), Black retakes ko 2 (D3).
    // The last move recreates the starting stones, but with White to move where the
    // start had Black to move.
    for (rules, repeats) in [
        (Rules::CHINESE, true),
        (Rules::TROMP_TAYLOR, true),
        (Rules::AGA, false),
        (Rules::NEW_ZEALAND, false),
    ] {
        let mut g = Replay::new(TRIPLE_KO, rules);
        let start = g.board.to_string();
        let (start_hash, start_situation) = (g.board.hash(), g.board.situational_hash());
        g.plays("D7 C3 pass C7");
        assert_eq!(
            g.ko(),
            Some((v("D7"), Black)),
            "the ban is on ko 1, not ko 2"
        );
        if repeats {
            g.refuse("D3", IllegalMove::Superko(v("D3")));
        } else {
            g.play("D3");
            assert_eq!(g.board.to_string(), start, "{rules:?}");
            assert_eq!(g.board.hash(), start_hash);
            assert_eq!(g.board.to_move(), White);
            assert_ne!(g.board.situational_hash(), start_situation);
            assert_eq!(g.captures(), (2, 2));
        }
        g.unwind();
    }
}

#[test]
fn simple_ko_rules_allow_the_same_repetition() {
    let mut g = Replay::new(TRIPLE_KO, Rules::JAPANESE);
    let start = g.board.to_string();
    g.plays("D7 C3 pass C7 D3");
    assert_eq!(g.board.to_string(), start);
    g.unwind();
}

// ---------------------------------------------------------------------------------
// 7. Multi-stone suicide
// ---------------------------------------------------------------------------------

const SUICIDE: &str = "
    . . . . .
    . . . . .
    X X X . .
    O O X . .
    . O X . .";

#[test]
fn multi_stone_suicide_is_refused_where_suicide_is_forbidden() {
    // White A1 would leave A1 A2 B2 B1 without a liberty and capture nothing.
    for rules in [Rules::JAPANESE, Rules::CHINESE, Rules::AGA] {
        let mut g = Replay::to_move(SUICIDE, rules, White);
        g.refuse("A1", IllegalMove::Suicide(v("A1")));
        g.unwind();
    }
}

#[test]
fn multi_stone_suicide_removes_the_chain_where_allowed() {
    for rules in [Rules::NEW_ZEALAND, Rules::TROMP_TAYLOR] {
        let mut g = Replay::to_move(SUICIDE, rules, White);
        g.play("A1");
        // The four White stones, the one just played included, leave the board and
        // count as Black's captures.
        g.assert_stones(
            "
            . . . . .
            . . . . .
            X X X . .
            . . X . .
            . . X . .",
        );
        assert_eq!(g.captures(), (4, 0), "{rules:?}");
        assert_eq!(g.ko(), None);
        assert_eq!(g.board.to_move(), Black);
        // The wall: A4 B4 C4 D3 D2 D1 + A2 B2 B1.
        assert_eq!(g.libs("A3"), 9);
        g.unwind();
    }
}

#[test]
fn single_stone_suicide_stays_illegal_where_suicide_is_allowed() {
    for rules in [Rules::NEW_ZEALAND, Rules::TROMP_TAYLOR] {
        // White A1 (or B2) would be a lone stone with no liberty, capturing nothing:
        // one Black chain around it with eight liberties.
        let mut g = Replay::to_move(
            "
            . . . . .
            . . . . .
            X X X . .
            X . X . .
            . X X . .",
            rules,
            White,
        );
        g.refuse("A1", IllegalMove::Suicide(v("A1")));
        g.refuse("B2", IllegalMove::Suicide(v("B2")));
        assert_eq!((g.size("A2"), g.libs("A2")), (7, 8));
        g.unwind();
    }
}

#[test]
fn multi_stone_suicide_that_repeats_a_position_is_superko() {
    // White builds B2, A2, B1 inside Black's corner while Black passes, then A1
    // suicides all four, recreating the starting stones with Black to move. The start
    // had White to move: a repetition by position (Tromp-Taylor) but not by situation
    // (New Zealand).
    let corner = "
        . . . . .
        . . . . .
        X X X . .
        . . X . .
        . . X . .";
    for (rules, repeats) in [(Rules::TROMP_TAYLOR, true), (Rules::NEW_ZEALAND, false)] {
        let mut g = Replay::to_move(corner, rules, White);
        let start = g.board.to_string();
        g.plays("B2 pass A2 pass B1 pass");
        assert_eq!((g.size("B2"), g.libs("B2")), (3, 1));
        if repeats {
            g.refuse("A1", IllegalMove::Superko(v("A1")));
        } else {
            g.play("A1");
            assert_eq!(g.board.to_string(), start);
            assert_eq!(g.captures(), (4, 0));
        }
        g.unwind();
    }
    // Where suicide is forbidden the reason is suicide.
    let mut g = Replay::to_move(corner, Rules::JAPANESE, White);
    g.plays("B2 pass A2 pass B1 pass");
    g.refuse("A1", IllegalMove::Suicide(v("A1")));
    g.unwind();
}

// ---------------------------------------------------------------------------------
// 8. Edges, corners, and board sizes
// ---------------------------------------------------------------------------------

#[test]
fn lone_stones_have_two_liberties_in_a_corner_three_on_an_edge_four_inside() {
    let mut g = Replay::from_board(Board::square(9, Rules::JAPANESE).unwrap());
    g.plays("A1 J1 A9 J9 E1 A5 J5 E9 E5 C3");
    for corner in ["A1", "J1", "A9", "J9"] {
        assert_eq!(g.libs(corner), 2, "{corner}");
    }
    for edge in ["E1", "A5", "J5", "E9"] {
        assert_eq!(g.libs(edge), 3, "{edge}");
    }
    assert_eq!((g.libs("E5"), g.libs("C3")), (4, 4));
    // Two stones along the edge from the corner: A1 A2 breathe at A3 B1 B2.
    g.play("A2");
    assert_eq!((g.size("A1"), g.libs("A1")), (2, 3));
    g.unwind();
}

#[test]
fn captures_on_a_2x2_board() {
    // A1 B2 A2 B1: White B1 takes A1-A2. A1 A2 A1: Black plays back into the corner,
    // White takes it with A2 (no ko: A2 joins B2 B1), and Black A1 takes all three.
    let play = |rules: Rules| {
        let mut g = Replay::from_board(Board::square(2, rules).unwrap());
        g.play("A1");
        // Every point of a 2x2 board is a corner.
        assert_eq!(g.libs("A1"), 2);
        g.plays("B2 A2");
        assert_eq!((g.libs("A1"), g.libs("B2")), (1, 1));
        g.play("B1");
        g.assert_stones(
            "
            . O
            . O",
        );
        assert_eq!(g.captures(), (0, 2));
        assert_eq!(g.libs("B1"), 2);
        assert_eq!(g.ko(), None);
        g.play("A1");
        assert_eq!((g.libs("A1"), g.libs("B1")), (1, 1));
        g.play("A2");
        assert_eq!(g.stone("A1"), None);
        assert_eq!((g.size("A2"), g.libs("A2")), (3, 1));
        assert_eq!(g.captures(), (0, 3));
        assert_eq!(g.ko(), None);
        g
    };
    // Simple ko: Black A1 takes three and the board holds Black A1 alone.
    let mut japanese = play(Rules::JAPANESE);
    japanese.play("A1");
    japanese.assert_stones(
        "
        . .
        X .",
    );
    assert_eq!(japanese.captures(), (3, 3));
    assert_eq!(japanese.libs("A1"), 2);
    // That is the position after move 1, White to move then and now: superko.
    let mut superko = Vec::new();
    for rules in [Rules::CHINESE, Rules::AGA] {
        let mut g = play(rules);
        g.refuse("A1", IllegalMove::Superko(v("A1")));
        superko.push(g);
    }
    // Undo everything only now, so that the checks above run whatever undo does.
    japanese.unwind();
    for mut g in superko {
        g.unwind();
    }
}

#[test]
fn captures_on_a_3x3_board() {
    // Black B2, White B1 on the edge, Black A1, White A3, Black C1 takes B1.
    let mut g = Replay::from_board(Board::square(3, Rules::JAPANESE).unwrap());
    g.play("B2");
    assert_eq!(g.libs("B2"), 4);
    g.play("B1");
    assert_eq!(g.libs("B1"), 2);
    g.plays("A1 A3");
    assert_eq!((g.libs("B1"), g.libs("A1"), g.libs("A3")), (1, 1, 2));
    g.play("C1");
    g.assert_stones(
        "
        O . .
        . X .
        X . X",
    );
    assert_eq!(g.captures(), (1, 0));
    // C1 has C2 and B1 (two liberties): no ko.
    assert_eq!(g.ko(), None);
    assert_eq!(
        (g.libs("A1"), g.libs("B2"), g.libs("C1"), g.libs("A3")),
        (2, 4, 2, 2)
    );
    // White B1 now is suicide: A1, B2 and C1 all keep other liberties.
    g.refuse("B1", IllegalMove::Suicide(v("B1")));
    g.unwind();
}

#[test]
fn the_largest_board_25x25() {
    let mut g = Replay::from_board(Board::square(25, Rules::CHINESE).unwrap());
    // Z is the 25th column (I is skipped).
    g.plays("A1 Z1 A25 Z25 N13 N1 A13 Z13 N25");
    for corner in ["A1", "Z1", "A25", "Z25"] {
        assert_eq!(g.libs(corner), 2, "{corner}");
    }
    for edge in ["N1", "A13", "Z13", "N25"] {
        assert_eq!(g.libs(edge), 3, "{edge}");
    }
    assert_eq!(g.libs("N13"), 4);
    // A corner capture: Black Y25 and Z24 take White Z25.
    g.plays("pass Y25");
    assert_eq!(g.libs("Z25"), 1);
    g.plays("pass Z24");
    assert_eq!(g.stone("Z25"), None);
    assert_eq!(g.captures(), (1, 0));
    // Y25: X25 Y24 Z25. Z24: Z23 Y24 Z25.
    assert_eq!((g.libs("Y25"), g.libs("Z24")), (3, 3));
    assert_eq!(g.ko(), None);
    // A 26th column (it has no letter) and a 26th row are off the board.
    for off in [Vertex::new(25, 0), Vertex::new(0, 25), Vertex::new(25, 25)] {
        g.refuse_move(White, Move::Play(off), IllegalMove::OffBoard(off));
    }
    assert!("Z26".parse::<Vertex>().is_err());
    g.unwind();
}

/// A 25x25 diagram: row 1 Black from A to Y (Z1 empty), row 2 all White.
fn big_board() -> String {
    let mut text = String::new();
    for row in (1..=25).rev() {
        let line: Vec<&str> = (1..=25)
            .map(|col| match (row, col) {
                (2, _) => "O",
                (1, 25) => ".",
                (1, _) => "X",
                _ => ".",
            })
            .collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

#[test]
fn a_24_stone_capture_on_the_largest_board() {
    let mut g = Replay::to_move(&big_board(), Rules::TROMP_TAYLOR, White);
    // Black A1..Y1 breathes only at Z1; White's row 2 at all of row 3 and Z1.
    assert_eq!((g.size("A1"), g.libs("A1")), (24, 1));
    assert_eq!((g.size("A2"), g.libs("A2")), (25, 26));
    g.play("Z1");
    assert_eq!(g.captures(), (0, 24));
    for col in 0..24 {
        assert_eq!(g.board.stone_at(Vertex::new(col, 0)), None);
    }
    // Row 2 and Z1: row 3 (25) and A1..Y1 (24).
    assert_eq!((g.size("Z1"), g.libs("Z1")), (26, 49));
    assert_eq!(g.ko(), None);
    g.unwind();
}

#[test]
fn a_rectangular_board() {
    // Six columns, three rows: White's B column is caught between Black's A and C.
    let mut g = Replay::new(
        "
        . O X . . .
        . O X . . .
        . O X . . .",
        Rules::JAPANESE,
    );
    let geo = g.board.geometry();
    assert_eq!((geo.width(), geo.height()), (6, 3));
    assert_eq!((g.size("B1"), g.libs("B1")), (3, 3));
    assert_eq!((g.size("C1"), g.libs("C1")), (3, 3));
    g.plays("A1 pass A2 pass");
    // A1-A2 and White's column now share their last liberty, A3.
    assert_eq!((g.libs("A1"), g.libs("B1")), (1, 1));
    g.play("A3");
    g.assert_stones(
        "
        X . X . . .
        X . X . . .
        X . X . . .",
    );
    assert_eq!(g.captures(), (3, 0));
    // A column: B1 B2 B3. C column: D1 D2 D3 + B1 B2 B3.
    assert_eq!((g.libs("A1"), g.libs("C1")), (3, 6));
    // Corners of the short side, and a point in the middle row (four neighbours).
    g.plays("F1 F3 E2");
    assert_eq!((g.libs("F1"), g.libs("F3"), g.libs("E2")), (2, 2, 4));
    for off in ["G1", "A4", "G4"] {
        g.refuse(off, IllegalMove::OffBoard(v(off)));
    }
    assert_eq!(
        g.board.to_string(),
        "   A B C D E F\n \
         3 X . X . . X 3\n \
         2 X . X . O . 2\n \
         1 X . X . . O 1\n   \
         A B C D E F\n"
    );
    assert_eq!(
        Board::from_diagram(&g.board.to_string(), Rules::JAPANESE).unwrap(),
        g.board
    );
    g.unwind();
}

// ---------------------------------------------------------------------------------
// 9. Errors
// ---------------------------------------------------------------------------------

#[test]
fn occupied_and_off_board_points_are_refused() {
    let mut g = Replay::from_board(Board::square(9, Rules::JAPANESE).unwrap());
    g.plays("D4 E5");
    for color in Color::ALL {
        g.refuse_as(color, "D4", IllegalMove::Occupied(v("D4")));
        g.refuse_as(color, "E5", IllegalMove::Occupied(v("E5")));
        // K is the tenth column (I is skipped): K10, K1, T19 are off a 9x9 board, as
        // are J10 and A10 past its ninth row.
        for off in ["K10", "T19", "K1", "J10", "A10", "Z25"] {
            g.refuse_as(color, off, IllegalMove::OffBoard(v(off)));
        }
    }
    // The error names the vertex.
    assert_eq!(
        g.board.play(Black, mv("K10")).unwrap_err().to_string(),
        "K10 is off the board"
    );
    // J9 is the far corner, on the board.
    g.play("J9");
    assert_eq!(g.libs("J9"), 2);
    // Passing is always legal.
    g.plays("pass pass");
    g.unwind();
}

#[test]
fn legality_agrees_with_play_in_every_golden_position() {
    // `Replay` checks this after every move; here also every starting position, for
    // each rule set and each player to move.
    let diagrams = [KO, TRIPLE_KO, SUICIDE];
    for diagram in diagrams {
        for rules in ALL_RULES {
            for color in Color::ALL {
                let mut board = board_from(diagram, rules, color);
                assert_legality_agrees(&mut board, &[], &format!("{rules:?}, {color} to move"));
            }
        }
    }
    let mut board = board_from(&big_board(), Rules::NEW_ZEALAND, White);
    assert_legality_agrees(&mut board, &[], "25x25");
}

// ---------------------------------------------------------------------------------
// 10. Undo
// ---------------------------------------------------------------------------------

#[test]
fn undo_restores_a_captured_chain_whose_points_were_played_again() {
    // Black D2 takes White B2-C2; White C2 plays again on a point of that chain (and
    // takes D2). Undoing both moves must bring back White B2-C2 as one chain of two
    // stones with one liberty (D2).
    let mut board = board_from(
        "
        . . . . .
        . . . . .
        . X X O .
        X O O . O
        . X X O .",
        Rules::JAPANESE,
        Black,
    );
    let before = snapshot(&board);
    board.play(Black, mv("D2")).unwrap();
    board.play(White, mv("C2")).unwrap();
    assert_eq!(board.undo(), Some((White, mv("C2"))));
    assert_eq!(board.undo(), Some((Black, mv("D2"))));
    assert_eq!(board.to_string(), before.diagram);
    // Played again, Black D2 must take both White stones again.
    let mut again = board.clone();
    again.play(Black, mv("D2")).unwrap();
    assert_eq!(
        (again.captures(Black), again.stone_at(v("B2"))),
        (2, None),
        "Black D2 replayed after two undos\n{again}"
    );
    for at in ["B2", "C2"] {
        let chain = board.chain(board.point(v(at)).unwrap()).unwrap();
        assert_eq!(
            (chain.stones, chain.liberties),
            (2, 1),
            "White {at} after undo: {chain:?}"
        );
        let listed = listed_stones(&board, v(at));
        assert_eq!(
            (listed.count, listed.stones.iter().collect()),
            (2, vec![v("B2"), v("C2")]),
            "{at}"
        );
    }
    assert_restored(&board, &before, "after two undos");
}

#[test]
fn undo_of_nothing_is_none() {
    let mut board = Board::square(9, Rules::default()).unwrap();
    assert_eq!(board.undo(), None);
    let mut board = board_from(KO, Rules::default(), White);
    let before = snapshot(&board);
    assert_eq!(board.undo(), None);
    assert_restored(&board, &before, "undo of nothing");
}

// ---------------------------------------------------------------------------------
// 11. Diagrams
// ---------------------------------------------------------------------------------

#[test]
fn diagram_prints_coordinates_on_all_four_sides() {
    let board = board_from(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . O . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . O . . . X . .
        . . . . . . . . .
        . . . . . . . . X",
        Rules::JAPANESE,
        Black,
    );
    // Column letters skip I, so J is the ninth column.
    assert_eq!(board.stone_at(v("J1")), Some(Black));
    assert_eq!(board.stone_at(v("G7")), Some(White));
    let expected = [
        "   A B C D E F G H J",
        " 9 . . . . . . . . . 9",
        " 8 . . . . . . . . . 8",
        " 7 . . X . . . O . . 7",
        " 6 . . . . . . . . . 6",
        " 5 . . . . X . . . . 5",
        " 4 . . . . . . . . . 4",
        " 3 . . O . . . X . . 3",
        " 2 . . . . . . . . . 2",
        " 1 . . . . . . . . X 1",
        "   A B C D E F G H J",
        "",
    ]
    .join("\n");
    assert_eq!(board.to_string(), expected);
    assert_eq!(
        Board::from_diagram(&expected, Rules::JAPANESE).unwrap(),
        board
    );
}

#[test]
fn printed_boards_read_back_equal() {
    // After real games (captures, passes), on square and rectangular boards, with
    // either player to move: the printed text read back is an equal board.
    let mut games = Vec::new();
    let mut g = Replay::new(TRIPLE_KO, Rules::CHINESE);
    g.plays("D7 C3 pass");
    games.push(g.board.clone());
    let mut g = Replay::to_move(&big_board(), Rules::TROMP_TAYLOR, White);
    g.plays("Z1 A1 B1");
    games.push(g.board.clone());
    let mut g = Replay::from_board(Board::square(2, Rules::AGA).unwrap());
    g.plays("A1 B2 A2 B1");
    games.push(g.board.clone());
    games.push(board_from(
        "
        O . X . . . . . . . . . . . . . . . . . . . . . X
        . . . . . . . . . . . . . . . . . . . . . . . . O",
        Rules::NEW_ZEALAND,
        White,
    ));
    for board in games {
        assert_eq!(board.ko(), None, "a ko ban is not part of a diagram");
        let text = board.to_string();
        let mut setup = Setup::from_diagram(&text).unwrap();
        setup.to_move = board.to_move();
        let reread = setup.into_board(board.rules()).unwrap();
        assert_eq!(reread, board, "\n{text}");
        assert_eq!(reread.hash(), board.hash());
        assert_eq!(reread.to_string(), text);
    }
}

#[test]
fn the_25x25_diagram_has_two_digit_rows_and_letters_to_z() {
    let mut board = Board::square(25, Rules::default()).unwrap();
    board.play(Black, mv("Z25")).unwrap();
    board.play(White, mv("A1")).unwrap();
    let text = board.to_string();
    let lines: Vec<&str> = text.lines().collect();
    let letters = "   A B C D E F G H J K L M N O P Q R S T U V W X Y Z";
    assert_eq!(lines.len(), 27);
    assert_eq!((lines[0], lines[26]), (letters, letters));
    assert_eq!(lines[1], format!("25{} X 25", " .".repeat(24)));
    assert_eq!(lines[17], format!(" 9{} 9", " .".repeat(25)));
    assert_eq!(lines[25], format!(" 1 O{} 1", " .".repeat(24)));
    assert_eq!(Board::from_diagram(&text, Rules::default()).unwrap(), board);
}

/// The board's one-read test of a cell (`Board::is_on_board`) agrees with the geometry's
/// row and column test on every point and every neighbour and diagonal cell (the walls
/// around the board among them), on boards of every shape from 2×2 to 25×25.
#[test]
fn the_board_tells_a_wall_cell_as_the_geometry_does() {
    for width in [2u8, 3, 7, 13, 19, 25] {
        for height in [2u8, 5, 9, 19, 25] {
            let geometry = tesuji_go::Geometry::new(width, height).expect("a board size");
            let board = Board::new(geometry, Rules::default());
            for p in geometry.points() {
                assert!(board.is_on_board(p));
                for n in geometry
                    .neighbors(p)
                    .into_iter()
                    .chain(geometry.diagonals(p))
                {
                    assert_eq!(
                        board.is_on_board(n),
                        geometry.is_on_board(n),
                        "{width}x{height}, cell {} beside {}",
                        n.index(),
                        geometry.vertex(p)
                    );
                }
            }
        }
    }
}
