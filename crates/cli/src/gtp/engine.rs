//! The engine: the game it keeps, and the commands that read and change it.

use std::path::Path;

use rand::SeedableRng;
use rand::rngs::SmallRng;
use tesuji_go::benson::unconditional_status;
use tesuji_go::sgf::{Collection, SgfError, Until};
use tesuji_go::{Color, Geometry, Point, Rules, Setup};
use tesuji_tsumego::{Request, Tsumego};

use super::args::Args;
use super::error::GtpError;
use super::game::GameState;
use super::handicap::fixed_handicap;
use super::owl;
use super::policy::choose_move;
use super::protocol::{Response, float, reading_order, vertex_list};
use super::status::{FinalStatus, Ownership, PLAYOUTS, chains_with_status};
use tesuji_search::Budget;
use tesuji_tsumego::Playout;

/// A command: reads all its arguments first, then acts, so that a failure changes
/// nothing.
type Handler = fn(&mut GtpEngine, Args<'_>) -> Response;

/// Every command, by name, in alphabetical order (as `list_commands` answers them).
/// `known_command` and `list_commands` read this table, so they always tell the truth.
const COMMANDS: &[(&str, Handler)] = &[
    ("all_legal", GtpEngine::all_legal),
    ("boardsize", GtpEngine::boardsize),
    ("captures", GtpEngine::captures),
    ("clear_board", GtpEngine::clear_board),
    ("color", GtpEngine::color),
    ("countlib", GtpEngine::countlib),
    ("dragon_status", GtpEngine::dragon_status),
    ("final_status_list", GtpEngine::final_status_list),
    ("findlib", GtpEngine::findlib),
    ("fixed_handicap", GtpEngine::fixed_handicap),
    ("genmove", GtpEngine::genmove),
    ("get_komi", GtpEngine::get_komi),
    ("is_legal", GtpEngine::is_legal),
    ("known_command", GtpEngine::known_command),
    ("komi", GtpEngine::komi),
    ("list_commands", GtpEngine::list_commands),
    ("list_stones", GtpEngine::list_stones),
    ("loadsgf", GtpEngine::loadsgf),
    ("name", GtpEngine::name),
    ("owl_attack", GtpEngine::owl_attack),
    ("owl_defend", GtpEngine::owl_defend),
    ("play", GtpEngine::play),
    ("printsgf", GtpEngine::printsgf),
    ("protocol_version", GtpEngine::protocol_version),
    ("quit", GtpEngine::quit),
    ("showboard", GtpEngine::showboard),
    ("unconditional_status", GtpEngine::unconditional_status),
    ("undo", GtpEngine::undo),
    ("version", GtpEngine::version),
];

/// The board a new engine starts with, as GNU Go's.
const DEFAULT_SIZE: u8 = 19;

/// A GTP engine: the game, the problem loaded on it, the random source of its moves,
/// and whether it has quit.
#[derive(Debug)]
pub struct GtpEngine {
    game: GameState,
    /// The life-and-death problem `loadsgf` loaded (or, with `tsumego`, the first
    /// `genmove` found), that `genmove` plays out while its target is on the board;
    /// forgotten by `boardsize`, `clear_board` and the next `loadsgf`.
    problem: Option<Playout>,
    /// Whether `genmove` takes the position as a problem when none is loaded.
    tsumego: bool,
    /// What each reading of the solver may spend.
    owl_budget: Budget,
    /// The random choices of `genmove`, from the seed.
    rng: SmallRng,
    /// Seeds `final_status_list` afresh for each position it judges, so that asking
    /// for the dead and then the alive stones of one position gives answers that fit
    /// together, whatever was asked before.
    seed: u64,
    quit: bool,
}

impl GtpEngine {
    /// An engine with an empty 19×19 board, no komi (as GNU Go), judging moves by
    /// `rules`, its random choices drawn from `seed`.
    pub fn new(rules: Rules, seed: u64) -> GtpEngine {
        let geometry = Geometry::new(DEFAULT_SIZE, DEFAULT_SIZE).expect("19×19 is a board size");
        GtpEngine {
            game: GameState::empty(geometry, rules, 0.0),
            problem: None,
            tsumego: false,
            owl_budget: owl::default_budget(),
            rng: SmallRng::seed_from_u64(seed),
            seed,
            quit: false,
        }
    }

    /// The same engine, its readings limited by `budget`.
    pub fn with_owl_budget(mut self, budget: Budget) -> GtpEngine {
        self.owl_budget = budget;
        self
    }

    /// The same engine, taking the position at `genmove` as a life-and-death problem
    /// when no problem was loaded (for controllers that set a problem up with `play`
    /// commands, as Sabaki does), if `on`.
    pub fn with_tsumego(mut self, on: bool) -> GtpEngine {
        self.tsumego = on;
        self
    }

    /// Runs the command `name` with its arguments.
    pub fn execute(&mut self, name: &str, args: &[String]) -> Response {
        let (_, handler) = COMMANDS
            .iter()
            .find(|(known, _)| *known == name)
            .ok_or(GtpError::UnknownCommand)?;
        handler(self, Args::new(args))
    }

    /// Whether `quit` was received.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    fn protocol_version(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        Ok("2".into())
    }

    fn name(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        Ok("tesuji".into())
    }

    fn version(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        Ok(env!("CARGO_PKG_VERSION").into())
    }

    fn known_command(&mut self, mut args: Args<'_>) -> Response {
        let name = args
            .word()
            .ok_or(GtpError::MissingArgument("command name"))?;
        args.end()?;
        let known = COMMANDS.iter().any(|(known, _)| *known == name);
        Ok(known.to_string())
    }

    fn list_commands(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        let names: Vec<&str> = COMMANDS.iter().map(|(name, _)| *name).collect();
        Ok(names.join("\n"))
    }

    fn quit(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        self.quit = true;
        Ok(String::new())
    }

    fn boardsize(&mut self, mut args: Args<'_>) -> Response {
        let size = args.integer("boardsize")?;
        args.end()?;
        let geometry = u8::try_from(size)
            .ok()
            .and_then(|side| Geometry::new(side, side))
            .ok_or(GtpError::UnacceptableSize)?;
        self.game = GameState::empty(geometry, self.game.rules(), self.game.komi());
        self.problem = None;
        Ok(String::new())
    }

    fn clear_board(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        self.game = self.game.cleared();
        self.problem = None;
        Ok(String::new())
    }

    fn komi(&mut self, mut args: Args<'_>) -> Response {
        let komi = args.komi()?;
        args.end()?;
        self.game.set_komi(komi);
        Ok(String::new())
    }

    fn get_komi(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        Ok(float(self.game.komi()))
    }

    fn play(&mut self, mut args: Args<'_>) -> Response {
        let (color, mv) = args.color_and_move(self.game.board())?;
        args.end()?;
        self.game.play(color, mv).map_err(GtpError::IllegalMove)?;
        Ok(String::new())
    }

    /// `genmove COLOR`: the solver's move while a loaded problem's target is on the
    /// board (see [`Playout::choose`]), else the simple policy's.
    fn genmove(&mut self, mut args: Args<'_>) -> Response {
        let color = args.color()?;
        args.end()?;
        if self.problem.is_none() && self.tsumego {
            self.problem = self.problem_on_board(None);
        }
        let board = self.game.board();
        let ko_rule = self.game.rules().ko;
        let budget = &self.owl_budget;
        let choice = self
            .problem
            .as_ref()
            .filter(|p| !p.is_over(board))
            .and_then(|problem| problem.choose(board, color, ko_rule, &owl::config(budget)));
        let mv = choice.unwrap_or_else(|| choose_move(board, color, &mut self.rng));
        self.game.play(color, mv).map_err(GtpError::IllegalMove)?;
        Ok(mv.to_string())
    }

    fn undo(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        self.game.undo().ok_or(GtpError::CannotUndo)?;
        Ok(String::new())
    }

    fn showboard(&mut self, args: Args<'_>) -> Response {
        args.end()?;
        // The diagram starts on the line after the `=`, as GNU Go's does.
        Ok(format!("\n{}", self.game.board()))
    }

    fn final_status_list(&mut self, mut args: Args<'_>) -> Response {
        let status: FinalStatus = args
            .word()
            .ok_or(GtpError::MissingArgument("status"))?
            .parse()?;
        args.end()?;
        let board = self.game.board();
        let mut rng = SmallRng::seed_from_u64(self.seed ^ board.situational_hash());
        let ownership = Ownership::measure(board, PLAYOUTS, &mut rng);
        // One chain per line, as GNU Go answers.
        let mut chains: Vec<Vec<_>> = chains_with_status(board, &ownership, status)
            .into_iter()
            .map(|stones| stones.into_iter().map(|p| board.vertex(p)).collect())
            .collect();
        chains.sort_by_key(|stones| stones.iter().map(reading_order).min());
        let lines: Vec<String> = chains.into_iter().map(vertex_list).collect();
        Ok(lines.join("\n"))
    }

    fn fixed_handicap(&mut self, mut args: Args<'_>) -> Response {
        let stones = args.integer("handicap")?;
        args.end()?;
        let board = self.game.board();
        if board.geometry().points().any(|p| board.stone(p).is_some()) {
            return Err(GtpError::BoardNotEmpty);
        }
        let vertices = usize::try_from(stones)
            .ok()
            .and_then(|stones| fixed_handicap(board.geometry(), stones))
            .ok_or(GtpError::InvalidHandicap)?;
        // The handicap becomes the start of the game, under the moves played so far
        // (passes, or stones since taken off), with White to move first.
        let start = self.game.setup();
        let mut setup = Setup::new(start.width, start.height);
        for &v in &vertices {
            setup.add(Color::Black, v);
        }
        setup.to_move = Color::White;
        let moves: Vec<_> = self.game.moves().collect();
        self.game = GameState::from_record(setup, moves, self.game.rules(), self.game.komi())
            .map_err(GtpError::Record)?;
        Ok(vertex_list(vertices))
    }

    /// `loadsgf FILE [MOVENUMBER|VERTEX]`: the game of the file's first game tree, up to
    /// just before that move, as GNU Go; answers who is to play. A life-and-death problem
    /// (a position with set-up stones of both colours) is kept for `genmove` to play
    /// out.
    fn loadsgf(&mut self, mut args: Args<'_>) -> Response {
        let path = args.word().ok_or(GtpError::MissingArgument("filename"))?;
        let until = match args.word() {
            None => Until::End,
            Some(word) => match word.parse::<usize>() {
                Ok(number) => Until::Move(number),
                Err(_) => Until::Vertex(word.parse().map_err(|_| GtpError::InvalidCoordinate)?),
            },
        };
        args.end()?;
        // GNU Go's wording first; an SGF error names the file and the place itself.
        let text = crate::files::read_text(Path::new(path))
            .map_err(|e| GtpError::File(format!("cannot open or parse '{path}': {e}")))?;
        let unreadable = |e: SgfError| GtpError::File(format!("cannot open or parse {e}"));
        let collection = Collection::parse(&text, path).map_err(unreadable)?;
        let game = &collection.games()[0];
        let rules = self.game.rules();
        let position = game.position(rules, until).map_err(unreadable)?;
        let to_play = position.to_play;
        self.game = GameState::from_position(position);
        // A problem is posed with set-up stones of both colours; a game (handicap stones
        // at most) is played, even while all its stones fit in a corner. A problem's
        // stones may fill a small board: it is posed as `tesuji solve` poses it.
        let stones = &self.game.setup().stones;
        let posed = [Color::Black, Color::White].map(|c| stones.iter().any(|&(s, _)| s == c));
        self.problem = match posed {
            [true, true] => self.problem_on_board(Some(game)),
            _ => None,
        };
        Ok(to_play.name().into())
    }

    /// The problem on the board, inferred as `tesuji solve` infers it: from the `PL`,
    /// statement and marks of the file `game` was loaded from when the position is the
    /// file's root position, else from the stones alone.
    fn problem_on_board(&self, game: Option<&tesuji_go::sgf::Game>) -> Option<Playout> {
        let board = self.game.board();
        let request = Request {
            ko_rule: self.game.rules().ko,
            ..Request::default()
        };
        let rules = self.game.rules();
        let from_file = game.and_then(|game| {
            Tsumego::from_sgf(game, rules, &request)
                .ok()
                .filter(|t| t.board() == board)
        });
        let tsumego = from_file.or_else(|| Tsumego::new(board, &request).ok())?;
        Playout::of(&tsumego)
    }

    /// `printsgf [FILE]`: the game as SGF (set-up stones and every move, so the position
    /// and its ko come back exactly), into FILE or as the answer when it is missing or `-`.
    fn printsgf(&mut self, mut args: Args<'_>) -> Response {
        let path = args.word();
        args.end()?;
        let text = self.game.record().to_sgf();
        match path {
            None | Some("-") => Ok(text),
            Some(path) => {
                std::fs::write(path, text + "\n")
                    .map_err(|e| GtpError::File(format!("cannot write '{path}': {e}")))?;
                Ok(String::new())
            }
        }
    }

    /// `unconditional_status VERTEX`: Benson's verdict on the point, in GNU Go's words
    /// (`alive`, `dead`, `black_territory`, `white_territory`, `undecided`).
    fn unconditional_status(&mut self, mut args: Args<'_>) -> Response {
        let board = self.game.board();
        let p = args.point(board)?;
        args.end()?;
        Ok(unconditional_status(board, p).gtp_name().into())
    }

    /// `owl_attack VERTEX`: can the opponent of the chain at VERTEX, moving first,
    /// capture it? GNU Go's answer: `0`, or the result code and the move (see
    /// [`owl::owl_answer`]).
    fn owl_attack(&mut self, args: Args<'_>) -> Response {
        self.owl(args, true)
    }

    /// `owl_defend VERTEX`: can the owner of the chain at VERTEX, moving first, save it?
    fn owl_defend(&mut self, args: Args<'_>) -> Response {
        self.owl(args, false)
    }

    fn owl(&mut self, args: Args<'_>, attack: bool) -> Response {
        let p = self.asked_stone(args)?;
        let read = if attack {
            owl::owl_attack
        } else {
            owl::owl_defend
        };
        let config = owl::config(&self.owl_budget);
        read(self.game.board(), p, self.game.rules().ko, &config)
            .map_err(GtpError::Problem)?
            .ok_or(GtpError::BudgetSpent)
    }

    /// The stone an owl command asks about: its one argument, a vertex with a stone.
    fn asked_stone(&self, mut args: Args<'_>) -> Result<Point, GtpError> {
        let board = self.game.board();
        let p = args.point(board)?;
        args.end()?;
        board.stone(p).ok_or(GtpError::EmptyVertex)?;
        Ok(p)
    }

    /// `dragon_status VERTEX`: `alive`, `critical ATTACK DEFENSE`, `dead` or `unknown`,
    /// for the chain at VERTEX (see [`owl::dragon_status`]).
    fn dragon_status(&mut self, args: Args<'_>) -> Response {
        let p = self.asked_stone(args)?;
        let config = owl::config(&self.owl_budget);
        owl::dragon_status(self.game.board(), p, self.game.rules().ko, &config)
            .map_err(GtpError::Problem)
    }

    fn is_legal(&mut self, mut args: Args<'_>) -> Response {
        let (color, mv) = args.color_and_move(self.game.board())?;
        args.end()?;
        let legal = self.game.board().is_legal(color, mv);
        Ok(u8::from(legal).to_string())
    }

    fn all_legal(&mut self, mut args: Args<'_>) -> Response {
        let color = args.color()?;
        args.end()?;
        let board = self.game.board();
        let legal = board.legal_points(color).into_iter();
        Ok(vertex_list(legal.map(|p| board.vertex(p))))
    }

    fn list_stones(&mut self, mut args: Args<'_>) -> Response {
        let color = args.color()?;
        args.end()?;
        let board = self.game.board();
        let stones = board
            .geometry()
            .points()
            .filter(|&p| board.stone(p) == Some(color));
        Ok(vertex_list(stones.map(|p| board.vertex(p))))
    }

    fn countlib(&mut self, mut args: Args<'_>) -> Response {
        let board = self.game.board();
        let p = args.point(board)?;
        args.end()?;
        let chain = board.chain(p).ok_or(GtpError::EmptyVertex)?;
        Ok(chain.liberties.to_string())
    }

    fn findlib(&mut self, mut args: Args<'_>) -> Response {
        let board = self.game.board();
        let p = args.point(board)?;
        args.end()?;
        board.chain(p).ok_or(GtpError::EmptyVertex)?;
        let liberties = board.chain_liberties(p);
        Ok(vertex_list(liberties.iter().map(|l| board.vertex(l))))
    }

    fn captures(&mut self, mut args: Args<'_>) -> Response {
        let color = args.color()?;
        args.end()?;
        Ok(self.game.board().captures(color).to_string())
    }

    fn color(&mut self, mut args: Args<'_>) -> Response {
        let board = self.game.board();
        let p = args.point(board)?;
        args.end()?;
        Ok(board.stone(p).map_or("empty", Color::name).into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(engine: &mut GtpEngine, line: &str) -> Response {
        let mut words = line.split_whitespace().map(str::to_owned);
        let name = words.next().unwrap_or_default();
        engine.execute(&name, &words.collect::<Vec<_>>())
    }

    #[test]
    fn the_table_is_sorted_and_has_every_required_command() {
        let names: Vec<&str> = COMMANDS.iter().map(|(name, _)| *name).collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]), "{names:?}");
        for required in [
            "protocol_version",
            "name",
            "version",
            "known_command",
            "list_commands",
            "quit",
            "boardsize",
            "clear_board",
            "komi",
            "play",
            "genmove",
        ] {
            assert!(names.contains(&required), "{required}");
        }
    }

    #[test]
    fn a_handicap_goes_under_the_moves_played() {
        let mut engine = GtpEngine::new(Rules::default(), 1);
        run(&mut engine, "boardsize 9").unwrap();
        run(&mut engine, "play b pass").unwrap();
        assert_eq!(run(&mut engine, "fixed_handicap 2").as_deref(), Ok("G7 C3"));
        assert_eq!(run(&mut engine, "list_stones b").as_deref(), Ok("G7 C3"));
        // The pass is still there to take back; the handicap stones are not.
        assert_eq!(run(&mut engine, "undo"), Ok(String::new()));
        assert_eq!(run(&mut engine, "undo"), Err(GtpError::CannotUndo));
        assert_eq!(run(&mut engine, "list_stones b").as_deref(), Ok("G7 C3"));
        assert_eq!(
            run(&mut engine, "fixed_handicap 2"),
            Err(GtpError::BoardNotEmpty)
        );
    }

    fn regress_sgf(name: &str) -> String {
        format!("{}/tests/regress/sgf/{name}", env!("CARGO_MANIFEST_DIR"))
    }

    #[test]
    fn a_loaded_problem_is_kept_until_the_board_is_cleared() {
        let mut engine = GtpEngine::new(Rules::default(), 1);
        let load = format!("loadsgf {}", regress_sgf("owl-straight-three.sgf"));
        run(&mut engine, &load).unwrap();
        let problem = engine.problem.clone().expect("a problem on the board");
        assert_eq!(problem.attacker(), Color::White);
        run(&mut engine, "play b B1").unwrap();
        run(&mut engine, "undo").unwrap();
        assert_eq!(engine.problem.as_ref(), Some(&problem));
        for forget in ["clear_board", "boardsize 19"] {
            run(&mut engine, &load).unwrap();
            run(&mut engine, forget).unwrap();
            assert_eq!(engine.problem, None, "{forget}");
        }
        // A game is no problem: its stones spread over the board.
        run(&mut engine, &format!("loadsgf {}", regress_sgf("game.sgf"))).unwrap();
        assert_eq!(engine.problem, None);
        // Stones played one by one are a game, unless `tsumego` says otherwise.
        run(&mut engine, "clear_board").unwrap();
        for mv in [
            "b A2", "b B2", "b C2", "w A3", "w B3", "w C3", "w D3", "w D2", "w D1",
        ] {
            run(&mut engine, &format!("play {mv}")).unwrap();
        }
        run(&mut engine, "genmove w").unwrap();
        assert_eq!(engine.problem, None);
        run(&mut engine, "undo").unwrap();
        engine.tsumego = true;
        run(&mut engine, "genmove w").unwrap();
        assert_eq!(engine.problem.map(|p| p.attacker()), Some(Color::White));
    }

    #[test]
    fn the_same_seed_plays_the_same_moves() {
        let moves = |seed| {
            let mut engine = GtpEngine::new(Rules::default(), seed);
            run(&mut engine, "boardsize 9").unwrap();
            let colors = ["b", "w"].iter().cycle().take(30);
            let moves: Vec<String> = colors
                .map(|c| run(&mut engine, &format!("genmove {c}")).unwrap())
                .collect();
            moves
        };
        assert_eq!(moves(7), moves(7));
        assert_ne!(moves(7), moves(8));
    }
}
