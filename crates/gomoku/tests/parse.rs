//! Positions and puzzle files as users write them: what reads, what errors say, and
//! that no input makes the parsers panic.

use proptest::prelude::*;
use tesuji_gomoku::{Color, Mode, Position, PositionError, Puzzle, Rule, ThreatOutcome};

#[test]
fn move_lists_and_boards_read_the_same_position() {
    let from_moves =
        Position::parse("h8 i9\nj8, i8 # a comment", Rule::Freestyle, None, None).unwrap();
    let diagram = "\
        . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n\
        . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n\
        . . . . . . . . O . . . . . .\n. . . . . . . X O X . . . . .\n. . . . . . . . . . . . . . .\n\
        . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n\
        . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . .\n";
    let drawn = Position::parse(diagram, Rule::Freestyle, None, None).unwrap();
    assert_eq!(from_moves.board.hash(), drawn.board.hash());
    assert_eq!(
        (from_moves.to_move, drawn.to_move),
        (Color::Black, Color::Black)
    );
}

#[test]
fn an_ascii_board_is_black_to_move_on_equal_counts_else_white() {
    let board = |rows: &str| {
        Position::parse(rows, Rule::Freestyle, None, None)
            .unwrap()
            .to_move
    };
    assert_eq!(board(".....\n.XO..\n.....\n.....\n....."), Color::Black);
    assert_eq!(board(".....\n.XOX.\n.....\n.....\n....."), Color::White);
    assert_eq!(board(".....\n.XXX.\n..X..\n.....\n....O"), Color::White);
    assert_eq!(board(".....\n.OOO.\n.....\n.....\n....."), Color::White);
}

#[test]
fn errors_say_where_and_why() {
    let error = |text: &str, rule| {
        Position::parse(text, rule, None, None)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error("h8 i9\nh8", Rule::Freestyle),
        "line 2, column 1: move 3 (black) cannot be played: h8 is occupied"
    );
    assert_eq!(
        error("h8 z99", Rule::Freestyle),
        "line 1, column 4: move 2 (white) cannot be played: z99 is off the board"
    );
    assert_eq!(
        error("h8 i9 q", Rule::Freestyle),
        "line 1, column 7: `q` is not a move (like `h8`)"
    );
    // g8 makes the open threes g7-g8-g9 and g8-h8-i8: a double three.
    assert_eq!(
        error("h8 a1 i8 a2 g9 a3 g7 a15 g8", Rule::Renju),
        "line 1, column 26: move 9 (black) cannot be played: g8 is forbidden for black (double-three)"
    );
    assert_eq!(
        error(
            ". . . . .\n. . . .\n. . . . .\n. . . . .\n. . . . .",
            Rule::Freestyle
        ),
        "line 2: the board is not square (4 cells in this row, 5 rows)"
    );
    assert_eq!(
        error("X O\nO .", Rule::Freestyle),
        "board size 2 is not supported (from 5 to 22)"
    );
    assert!(matches!(
        Position::parse(
            ". . . . .\n. . . . .\n. . Z . .\n. . . . .\n. . . . .",
            Rule::Freestyle,
            None,
            None
        ),
        Err(PositionError::BadCell {
            line: 3,
            column: 5,
            found: 'Z'
        })
    ));
    assert!(matches!(
        Position::parse(
            "XXXXX\n.....\n.....\n.....\nOOOO.",
            Rule::Freestyle,
            None,
            None
        ),
        Err(PositionError::AlreadyWon(Color::Black))
    ));
    assert!(matches!(
        Position::parse("# nothing\n\n", Rule::Freestyle, None, None),
        Err(PositionError::Empty)
    ));
    assert!(matches!(
        Position::parse("h8 h9 i8 i9 j8 j9 k8 k9 l8 a1", Rule::Freestyle, None, None),
        Err(PositionError::AfterWin { number: 10, .. })
    ));
}

#[test]
fn puzzle_headers_must_be_readable() {
    let board = ". . . . .\n. . . . .\n. . X . .\n. . . . .\n. . . . .\n";
    let with = |headers: &str| Puzzle::parse(&format!("{headers}{board}"));
    assert!(with("# rule: renju\n# mode: vct\n# result: no-win\n# to-move: white\n").is_ok());
    assert_eq!(
        with("# rule: gomoku\n# mode: vct\n# result: win\n")
            .unwrap_err()
            .to_string(),
        "line 1: `rule: gomoku` cannot be read"
    );
    assert_eq!(
        with("# rule: renju\n# result: win\n")
            .unwrap_err()
            .to_string(),
        "the `# mode:` line is missing"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]
    #[test]
    fn no_text_makes_the_position_parser_panic(text in "[XOxo.+ a-z0-9#,:\n-]{0,300}") {
        let _ = Position::parse(&text, Rule::Renju, None, None);
        let _ = Position::parse(&text, Rule::Freestyle, Some(7), Some(Color::White));
        let _ = Puzzle::parse(&text);
    }

    #[test]
    fn no_bytes_make_the_parsers_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = Position::parse(&text, Rule::Renju, None, None);
        let _ = Puzzle::parse(&text);
    }
}

#[test]
fn every_name_reads_back_in_any_case() {
    for color in [Color::Black, Color::White] {
        assert_eq!(color.name().to_uppercase().parse::<Color>(), Ok(color));
    }
    for mode in [Mode::Vcf, Mode::Vct] {
        assert_eq!(mode.name().parse::<Mode>(), Ok(mode));
    }
    for outcome in [
        ThreatOutcome::Win,
        ThreatOutcome::NoWin,
        ThreatOutcome::Unknown,
    ] {
        assert_eq!(outcome.name().parse::<ThreatOutcome>(), Ok(outcome));
    }
    let error = "vcx".parse::<Mode>().unwrap_err();
    assert_eq!(error.to_string(), r#"a mode is vcf or vct, not "vcx""#);
}
