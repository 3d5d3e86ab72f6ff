//! The game the engine keeps: where it started and what has been played since.

use std::fmt;

use tesuji_go::sgf::{Position, Record};
use tesuji_go::{Board, Color, Geometry, IllegalMove, Move, Rules, Setup, SetupError};

/// A game: its start position (board size, set-up stones, first player), its komi, and
/// the board with every move played since the start.
///
/// Everything a game record holds is here, so a record read from a file replaces the
/// game whole ([`GameState::from_record`]) and the game can be written back as a record
/// ([`GameState::setup`], [`GameState::moves`], [`GameState::komi`]). The moves are kept once, in the
/// board's history, which `undo` and superko need anyway, so the record and the
/// position can never disagree.
#[derive(Clone, Debug)]
pub struct GameState {
    /// The start: board size, the stones set up before the first move (handicap, or
    /// a record's set-up stones) and the player to move first.
    setup: Setup,
    komi: f64,
    /// The start position with every move of the game played on it.
    board: Board,
}

/// Why a game record cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The start position is not a position (size, a stone off the board, a chain
    /// without liberties).
    Setup(SetupError),
    /// A move is illegal where it is played.
    Move {
        /// 1-based number of the move in the record.
        number: usize,
        /// Who played it.
        color: Color,
        /// Why it is illegal.
        error: IllegalMove,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Setup(error) => write!(f, "{error}"),
            RecordError::Move {
                number,
                color,
                error,
            } => write!(f, "move {number} ({color}): {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl GameState {
    /// An empty board with Black to move first.
    pub fn empty(geometry: Geometry, rules: Rules, komi: f64) -> GameState {
        GameState {
            setup: Setup::new(geometry.width(), geometry.height()),
            komi,
            board: Board::new(geometry, rules),
        }
    }

    /// The game of a record: the start position, then the moves played on it in order
    /// (each must be legal under `rules`, which superko judges against the moves
    /// before it).
    pub fn from_record(
        setup: Setup,
        moves: impl IntoIterator<Item = (Color, Move)>,
        rules: Rules,
        komi: f64,
    ) -> Result<GameState, RecordError> {
        let mut board = setup
            .clone()
            .into_board(rules)
            .map_err(RecordError::Setup)?;
        for (index, (color, mv)) in moves.into_iter().enumerate() {
            board.play(color, mv).map_err(|error| RecordError::Move {
                number: index + 1,
                color,
                error,
            })?;
        }
        Ok(GameState { setup, komi, board })
    }

    /// The game of a position read from a game record: its set-up, its moves (kept for
    /// `undo` and superko) and its komi.
    pub fn from_position(position: Position) -> GameState {
        let record = &position.record;
        let mut setup = Setup::new(record.width, record.height);
        setup.stones.clone_from(&record.setup);
        setup.to_move = record
            .moves
            .first()
            .map_or(position.to_play, |&(color, _)| color);
        GameState {
            setup,
            komi: record.komi,
            board: position.board,
        }
    }

    /// The game as a record: set-up stones, the moves since, who plays next, komi and
    /// rules.
    pub fn record(&self) -> Record {
        let geometry = self.board.geometry();
        let mut record = Record::new(geometry.width(), geometry.height());
        record.komi = self.komi;
        record.rules = self.rules().preset_name().map(String::from);
        record.setup.clone_from(&self.setup.stones);
        record.to_play = Some(self.board.to_move());
        record.moves = self.moves().collect();
        record
    }

    /// The same board size, rules and komi, with no stone and no move.
    pub fn cleared(&self) -> GameState {
        GameState::empty(self.board.geometry(), self.board.rules(), self.komi)
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The start of the game.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The moves played since the start, in order.
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.board.moves()
    }

    /// The komi.
    pub fn komi(&self) -> f64 {
        self.komi
    }

    /// Sets the komi.
    pub fn set_komi(&mut self, komi: f64) {
        self.komi = komi;
    }

    /// The rules the moves are judged by.
    pub fn rules(&self) -> Rules {
        self.board.rules()
    }

    /// Plays a move; on error nothing changes.
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), IllegalMove> {
        self.board.play(color, mv)
    }

    /// Takes back the last move, if there is one (set-up stones stay).
    pub fn undo(&mut self) -> Option<(Color, Move)> {
        self.board.undo()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tesuji_go::Vertex;

    fn v(s: &str) -> Vertex {
        s.parse().unwrap()
    }

    #[test]
    fn a_record_replays_onto_its_setup() {
        let mut setup = Setup::new(9, 9);
        setup.add(Color::Black, v("C3")).add(Color::Black, v("G7"));
        setup.to_move = Color::White;
        let moves = [(Color::White, v("E5").into()), (Color::Black, Move::Pass)];
        let game = GameState::from_record(setup.clone(), moves, Rules::CHINESE, 0.5).unwrap();
        assert_eq!(game.setup(), &setup);
        assert_eq!(game.moves().collect::<Vec<_>>(), moves);
        assert_eq!(game.board().stone_at(v("C3")), Some(Color::Black));
        assert_eq!(game.board().to_move(), Color::White);
        assert_eq!((game.komi(), game.rules()), (0.5, Rules::CHINESE));
        // Undo takes back moves, never the set-up stones.
        let mut game = game;
        assert!(game.undo().is_some() && game.undo().is_some());
        assert_eq!(game.undo(), None);
        assert_eq!(game.board().stone_at(v("G7")), Some(Color::Black));
    }

    #[test]
    fn a_bad_record_says_which_move() {
        let moves = [
            (Color::Black, v("E5").into()),
            (Color::White, v("E5").into()),
        ];
        let error =
            GameState::from_record(Setup::new(9, 9), moves, Rules::default(), 0.0).unwrap_err();
        assert_eq!(
            error,
            RecordError::Move {
                number: 2,
                color: Color::White,
                error: IllegalMove::Occupied(v("E5")),
            }
        );
        assert_eq!(error.to_string(), "move 2 (W): E5 is occupied");
        let error =
            GameState::from_record(Setup::new(30, 9), [], Rules::default(), 0.0).unwrap_err();
        assert!(matches!(
            error,
            RecordError::Setup(SetupError::BadSize { .. })
        ));
    }

    #[test]
    fn clearing_keeps_size_rules_and_komi() {
        let geometry = Geometry::new(9, 13).unwrap();
        let mut game = GameState::empty(geometry, Rules::AGA, 6.5);
        game.play(Color::Black, v("E5").into()).unwrap();
        let cleared = game.cleared();
        assert_eq!(cleared.board().geometry(), geometry);
        assert_eq!((cleared.rules(), cleared.komi()), (Rules::AGA, 6.5));
        assert_eq!(cleared.moves().count(), 0);
        assert_eq!(cleared.board().stone_at(v("E5")), None);
    }
}
