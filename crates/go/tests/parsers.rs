//! Property tests of every text parser of tesuji-go: arbitrary input never panics,
//! and what is accepted prints back to the same value.

use proptest::prelude::*;
use tesuji_go::{Board, Color, KoRule, Move, Rules, Setup, SuicideRule, Vertex};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn vertices_and_moves_parse_without_panic_and_round_trip(text in "\\PC{0,6}") {
        if let Ok(v) = text.parse::<Vertex>() {
            prop_assert_eq!(v.to_string().parse::<Vertex>(), Ok(v));
            prop_assert!(text.eq_ignore_ascii_case(&v.to_string()) || text.contains('0'));
        }
        if let Ok(m) = text.parse::<Move>() {
            prop_assert_eq!(m.to_string().parse::<Move>(), Ok(m));
        }
    }

    #[test]
    fn vertex_like_text_parses_exactly_when_it_names_a_point(
        letter in "[A-Za-z]", row in 0u32..40
    ) {
        let text = format!("{letter}{row}");
        let ok = !letter.eq_ignore_ascii_case("i") && (1..=25).contains(&row);
        prop_assert_eq!(text.parse::<Vertex>().is_ok(), ok, "{}", text);
    }

    #[test]
    fn names_of_colours_and_rules_parse_without_panic(text in "\\PC{0,16}") {
        let _ = text.parse::<Color>();
        let _ = text.parse::<Rules>();
        let _ = text.parse::<KoRule>();
        let _ = text.parse::<SuicideRule>();
    }

    #[test]
    fn any_text_is_a_diagram_or_an_error(text in "[XO.+ \\n0-9A-Za-z#]{0,200}") {
        if let Ok(setup) = Setup::from_diagram(&text)
            && let Ok(board) = setup.into_board(Rules::default())
        {
            let again = Board::from_diagram(&board.to_string(), Rules::default());
            prop_assert_eq!(again, Ok(board));
        }
    }

    #[test]
    fn printed_positions_read_back(
        width in 2u8..=25,
        height in 2u8..=25,
        cells in proptest::collection::vec(0u8..8, 625)
    ) {
        // Stones on a quarter of the points at random, then keep only a set-up that is
        // a position (every chain with a liberty); the printed board must read back
        // equal.
        let mut setup = Setup::new(width, height);
        for row in 0..height {
            for col in 0..width {
                let color = match cells[usize::from(row) * 25 + usize::from(col)] {
                    1 => Color::Black,
                    2 => Color::White,
                    _ => continue,
                };
                setup.add(color, Vertex::new(col, row));
            }
        }
        if let Ok(board) = setup.into_board(Rules::default()) {
            let again = Board::from_diagram(&board.to_string(), Rules::default());
            prop_assert_eq!(again, Ok(board));
        }
    }
}
