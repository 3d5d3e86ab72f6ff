//! SGF: golden files read into positions, errors that say where, records and trees
//! written and read back (property-tested), and a fuzz of the reader (no panic on any
//! input). `TESUJI_SGF_CASES=N` sets the number of generated cases (default 2,000).

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use tesuji_go::sgf::{
    Collection, Mark, Node, Record, SgfErrorKind, Until, comment, marks, move_prop, setup_prop,
};
use tesuji_go::{Color, IllegalMove, Move, Rules, Vertex};

fn v(text: &str) -> Vertex {
    text.parse().expect("a vertex")
}

fn game(text: &str) -> tesuji_go::sgf::Game {
    Collection::parse(text, "test.sgf")
        .unwrap_or_else(|e| panic!("{e}"))
        .into_games()
        .remove(0)
}

fn cases() -> u32 {
    std::env::var("TESUJI_SGF_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000)
}

#[test]
fn reads_a_game_record_with_everything_in_it() {
    let text = "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]HA[2]RU[Japanese]AB[cc][gg]C[two stones]
        ;W[ee]C[a comment with \\] and \\\\];B[]
        (;W[tt];B[gc])
        (;W[cg]))";
    let game = game(text);
    let info = game.info();
    assert_eq!(
        (info.width, info.height, info.komi, info.handicap),
        (9, 9, 6.5, 2)
    );
    assert_eq!(info.known_rules(), Some(Rules::JAPANESE));
    let end = game.position(Rules::JAPANESE, Until::End).unwrap();
    // Main line: W E5, B pass, W pass ([tt] on 9x9), B G7.
    assert_eq!(
        end.record.moves,
        [
            (Color::White, Move::Play(v("E5"))),
            (Color::Black, Move::Pass),
            (Color::White, Move::Pass),
            (Color::Black, Move::Play(v("G7"))),
        ]
    );
    assert_eq!(end.board.stone_at(v("C7")), Some(Color::Black)); // AB[cc]: column c, row 3 from the top
    assert_eq!(end.board.stone_at(v("G3")), Some(Color::Black));
    assert_eq!(end.to_play, Color::White);
    assert_eq!(end.board.to_move(), Color::White);
    // Before the first move, after handicap stones: White plays.
    let start = game.position(Rules::JAPANESE, Until::Move(1)).unwrap();
    assert!(start.record.moves.is_empty());
    assert_eq!(start.to_play, Color::White);
    // Before the first move at G7.
    let before = game
        .position(Rules::JAPANESE, Until::Vertex(v("G7")))
        .unwrap();
    assert_eq!(before.record.moves.len(), 3);
    assert_eq!(before.board.stone_at(v("G7")), None);
    assert_eq!(before.to_play, Color::Black);
}

#[test]
fn reads_collections_rectangles_and_setup_in_later_nodes() {
    let text = "(;GM[1]SZ[5:3];B[aa])\n(;GM[1]SZ[4]AB[aa][bb]PL[W];AE[aa]AW[dd];W[cc]PL[W])";
    let collection = Collection::parse(text, "two.sgf").unwrap();
    assert_eq!(collection.games().len(), 2);
    let first = collection.games()[0]
        .position(Rules::CHINESE, Until::End)
        .unwrap();
    assert_eq!(first.board.geometry().width(), 5);
    assert_eq!(first.board.geometry().height(), 3);
    assert_eq!(first.board.stone_at(v("A3")), Some(Color::Black));
    let second = collection.games()[1]
        .position(Rules::CHINESE, Until::End)
        .unwrap();
    assert_eq!(second.board.stone_at(v("A4")), None, "AE removed it");
    assert_eq!(second.board.stone_at(v("B3")), Some(Color::Black));
    assert_eq!(second.board.stone_at(v("D1")), Some(Color::White));
    assert_eq!(second.board.stone_at(v("C2")), Some(Color::White));
    // The record restarts at the set-up node: its stones, then the moves after it.
    assert_eq!(second.record.moves, [(Color::White, Move::Play(v("C2")))]);
    assert_eq!(second.record.setup.len(), 2);
    assert_eq!(second.to_play, Color::White, "PL after the move wins");
}

#[test]
fn reads_older_files_with_mixed_case_identifiers() {
    let game = game("(;GaMe[1]SiZe[9]AddBlack[ee]PLayer[W];White[ef])");
    let end = game.position(Rules::CHINESE, Until::End).unwrap();
    assert_eq!(end.board.stone_at(v("E5")), Some(Color::Black));
    assert_eq!(end.board.stone_at(v("E4")), Some(Color::White));
}

#[test]
fn even_games_may_say_ha_0_or_1() {
    for ha in ["0", "1"] {
        let game = game(&format!("(;GM[1]SZ[9]HA[{ha}];B[ee])"));
        assert_eq!(game.info().handicap, 0);
    }
    let error = Collection::parse("(;GM[1]HA[many])", "ha.sgf").unwrap_err();
    assert_eq!(
        error.to_string(),
        "ha.sgf:1:2: node 1: the value of HA cannot be read"
    );
}

#[test]
fn on_boards_over_19_tt_is_a_point() {
    let game = game("(;GM[1]SZ[21];B[tt])");
    let end = game.position(Rules::CHINESE, Until::End).unwrap();
    assert_eq!(end.record.moves, [(Color::Black, Move::Play(v("U2")))]);
}

#[test]
fn an_illegal_move_names_the_file_node_move_and_reason() {
    // Node 4 (move 3): Black plays on White's stone.
    let text = "(;GM[1]SZ[9]\n;B[ee]\n;W[cc]\n;B[cc])";
    let error = game(text).position(Rules::CHINESE, Until::End).unwrap_err();
    assert_eq!(
        error.to_string(),
        "test.sgf:4:1: node 4, move 3: black C7 is occupied"
    );
    // A ko retaken at once.
    let ko = "(;GM[1]SZ[5]AB[bb][ac][bd]AW[cb][dc][cd][bc];B[cc];W[bc])";
    let error = game(ko).position(Rules::CHINESE, Until::End).unwrap_err();
    assert!(
        matches!(
            error.kind,
            SgfErrorKind::IllegalMove {
                node: 3,
                number: 2,
                error: IllegalMove::Ko(_),
                ..
            }
        ),
        "{error}"
    );
    // Suicide; allowed for a multi-stone chain when the rules allow it.
    let suicide = "(;GM[1]SZ[5]AW[ba][ab];B[aa])";
    let error = game(suicide)
        .position(Rules::TROMP_TAYLOR, Until::End)
        .unwrap_err();
    assert!(
        error
            .to_string()
            .ends_with("node 2, move 1: black A5 is suicide"),
        "{error}"
    );
    // A point off the board.
    let error = game("(;GM[1]SZ[5];B[ff])")
        .position(Rules::CHINESE, Until::End)
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "test.sgf:1:13: node 2: B[ff] is off the 5x5 board"
    );
}

#[test]
fn a_malformed_file_names_the_line_and_column() {
    for (text, expected) in [
        (
            "(;GM[1]SZ[9]\n;B[ee]\n;W[cc",
            "bad.sgf:3:3: not valid SGF: a property value `[` is never closed",
        ),
        (
            "(;GM[1]SZ[9]\n;B[ee]",
            "bad.sgf:1:1: not valid SGF: a game tree `(` is never closed",
        ),
        (
            "\n\n  (;GM[1];B[aa]))",
            "bad.sgf:3:17: not valid SGF: expected `(` to start a game tree",
        ),
        (
            "(;GM[1]SZ[9]B)",
            "bad.sgf:1:14: not valid SGF: a property identifier without a value `[...]`",
        ),
        (
            "hello",
            "bad.sgf:1:1: not valid SGF: expected `(` to start a game tree",
        ),
        ("", "bad.sgf:1:0: not valid SGF: no game tree"),
    ] {
        let error = Collection::parse(text, "bad.sgf").unwrap_err();
        assert_eq!(error.to_string(), expected, "{text:?}");
    }
    let error = Collection::parse("(;GM[1]SZ[30])", "big.sgf").unwrap_err();
    assert_eq!(
        error.to_string(),
        "big.sgf:1:2: SZ[30:30]: board sides must be from 2 to 25"
    );
    let error = Collection::parse("(;GM[2]SZ[15])", "chess.sgf").unwrap_err();
    assert_eq!(error.to_string(), "chess.sgf:1:2: game 1 is not Go (GM[1])");
    let error = Collection::parse("(;GM[1]KM[lots])", "km.sgf").unwrap_err();
    assert_eq!(
        error.to_string(),
        "km.sgf:1:2: node 1: the value of KM cannot be read"
    );
}

#[test]
fn a_record_reads_back_as_written() {
    let mut record = Record::new(13, 13);
    record.komi = -2.5;
    record.rules = Some("AGA".to_string());
    record.setup = vec![(Color::Black, v("D4")), (Color::White, v("K10"))];
    record.moves = vec![
        (Color::Black, Move::Play(v("C3"))),
        (Color::White, Move::Pass),
        (Color::Black, Move::Play(v("N13"))),
    ];
    let text = record.to_sgf();
    assert!(text.contains("SZ[13]KM[-2.5]RU[AGA]"), "{text}");
    assert!(Record::new(5, 3).to_sgf().contains("SZ[5:3]"));
    let position = game(&text).position(Rules::AGA, Until::End).unwrap();
    let mut expected = record.clone().with_to_play(Color::White);
    expected.setup.sort_by_key(|&(_, v)| (v.row, v.col));
    assert_eq!(position.record, expected);
}

/// A random tree of Go nodes: moves, comments with every character SGF must escape,
/// marks, set-up stones, and variations.
fn tree(depth: u32) -> impl Strategy<Value = Node> {
    let vertex = (0u8..19, 0u8..19).prop_map(|(c, r)| Vertex::new(c, r));
    let text = proptest::string::string_regex("[a-z \\]\\[\\\\:;()\n\t]{0,12}").expect("regex");
    let props = (
        any::<bool>(),
        proptest::option::of(vertex.clone()),
        proptest::option::of(text),
        proptest::collection::vec(vertex.clone(), 0..3),
        proptest::collection::vec(vertex, 0..3),
    )
        .prop_map(|(black, mv, text, triangles, stones)| {
            let color = if black { Color::Black } else { Color::White };
            let mut props = vec![move_prop(color, mv.map_or(Move::Pass, Move::Play), 19)];
            if let Some(text) = text {
                props.push(comment(&text));
            }
            if !triangles.is_empty() {
                props.push(marks(Mark::Triangle, &triangles, 19));
            }
            if !stones.is_empty() {
                props.push(setup_prop(color, &stones, 19));
            }
            props
        })
        .boxed();
    let leaf = props.clone().prop_map(|p| Node::new(p, Vec::new(), false));
    leaf.prop_recursive(depth, 64, 3, move |inner| {
        (props.clone(), proptest::collection::vec(inner, 0..3))
            .prop_map(|(p, children)| Node::new(p, children, false))
    })
}

#[test]
fn trees_read_back_as_written() {
    let mut runner = TestRunner::new(Config {
        cases: cases() / 4,
        ..Config::default()
    });
    runner
        .run(&proptest::collection::vec(tree(4), 0..3), |children| {
            let root = Node::new(
                vec![
                    comment("root [problem]"),
                    setup_prop(Color::Black, &[Vertex::new(3, 3)], 19),
                ],
                children,
                true,
            );
            let text = root.serialize();
            let collection = Collection::parse(&text, "tree")
                .map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(collection.games().len(), 1);
            prop_assert_eq!(collection.games()[0].root(), &root, "{}", text);
            Ok(())
        })
        .unwrap();
}

/// Pieces of SGF, so that generated texts get past the first character and into nodes,
/// properties, values and variations.
fn sgf_soup() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("(".to_string()),
        Just(")".to_string()),
        Just(";".to_string()),
        Just("GM[1]".to_string()),
        Just("SZ[9]".to_string()),
        Just("SZ[3:30]".to_string()),
        Just("KM[x]".to_string()),
        Just("PL[W]".to_string()),
        Just("B[ee]".to_string()),
        Just("W[]".to_string()),
        Just("B[tt]".to_string()),
        Just("AB[aa][bb]".to_string()),
        Just("AW[aa:cc]".to_string()),
        Just("AE[bb]".to_string()),
        Just("C[\\]]".to_string()),
        Just("[".to_string()),
        Just("]".to_string()),
        "[a-zA-Z]{1,3}".prop_map(|s| s),
        "\\PC{0,3}".prop_map(|s| s),
    ];
    proptest::collection::vec(piece, 0..40).prop_map(|pieces| pieces.concat())
}

/// The fuzz target: reading and turning into positions never panics, whatever the text.
fn read_everything(text: &str) {
    if let Ok(collection) = Collection::parse(text, "fuzz") {
        for game in collection.games() {
            for until in [Until::End, Until::Move(2), Until::Vertex(Vertex::new(4, 4))] {
                let _ = game.position(Rules::TROMP_TAYLOR, until);
                let _ = game.position(Rules::JAPANESE, until);
            }
        }
    }
}

#[test]
fn the_reader_never_panics() {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        ..Config::default()
    });
    runner
        .run(&sgf_soup(), |text| {
            read_everything(&text);
            Ok(())
        })
        .unwrap();
    runner
        .run(&"\\PC{0,200}", |text| {
            read_everything(&text);
            Ok(())
        })
        .unwrap();
    runner
        .run(&proptest::collection::vec(any::<u8>(), 0..200), |bytes| {
            read_everything(&String::from_utf8_lossy(&bytes));
            Ok(())
        })
        .unwrap();
}

#[test]
fn any_node_path_gives_its_position_and_errors_point_into_the_variation() {
    let text = "(;GM[1]SZ[9]\n;B[ee]\n(;W[cc];B[dd])\n(;W[gg]\n;B[gg]))";
    let game = game(text);
    let main = game.position_along(&[0, 0, 0], Rules::CHINESE).unwrap();
    assert_eq!(main.record.moves.len(), 3);
    assert_eq!(main.board.stone_at(v("D6")), Some(Color::Black));
    let root = game.position_along(&[], Rules::CHINESE).unwrap();
    assert!(root.record.moves.is_empty());
    // The second variation's last move is illegal: node 6, on line 5.
    let error = game.position_along(&[0, 1, 0], Rules::CHINESE).unwrap_err();
    assert_eq!(
        error.to_string(),
        "test.sgf:5:1: node 6, move 3: black G3 is occupied"
    );
}
