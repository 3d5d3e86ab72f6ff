//! SGF in and out: game records and problem files read into positions, game records and
//! trees (variations, comments, marks) written back.
//!
//! Reading goes through the `sgf-parse` crate (FF\[4\] and the mixed-case identifiers of
//! older files, collections, variations); this module turns its trees into positions under
//! the rules asked for, with errors that name the file, the line and column, the node and
//! the move.
//!
//! ```
//! use tesuji_go::sgf::{Collection, Until};
//! use tesuji_go::{Color, Rules, Vertex};
//!
//! let text = "(;GM[1]FF[4]SZ[9]KM[6.5]AB[cc]PL[W];W[gg];B[cg](;W[gc])(;W[ee]))";
//! let collection = Collection::parse(text, "game.sgf").unwrap();
//! let game = &collection.games()[0];
//! assert_eq!(game.info().komi, 6.5);
//! let end = game.position(Rules::CHINESE, Until::End).unwrap();
//! assert_eq!(end.board.stone_at("G3".parse().unwrap()), Some(Color::White)); // main line
//! assert_eq!(end.to_play, Color::Black);
//! let before_2 = game.position(Rules::CHINESE, Until::Move(2)).unwrap();
//! assert_eq!(before_2.record.moves.len(), 1);
//! assert_eq!(before_2.to_play, Color::Black);
//! ```

mod locate;
mod write;

pub use locate::Location;
pub use sgf_parse::go::{Move as SgfMove, Point as SgfPoint, Prop};
pub use write::{
    Mark, Record, comment, game_props, marks, move_prop, setup_prop, sgf_point, to_text,
};

use crate::board::Board;
use crate::color::Color;
use crate::error::{IllegalMove, SetupError};
use crate::rules::Rules;
use crate::setup::Setup;
use crate::vertex::{MAX_SIZE, Move, Vertex};
use sgf_parse::{GameType, SgfParseError};

/// A node of an SGF game tree, with Go properties.
pub type Node = sgf_parse::SgfNode<Prop>;

/// A set-up edit of one point: a stone put there, or `None` to empty it.
type Edit = (Option<Color>, Vertex);

/// What went wrong reading an SGF file, and where.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{source_name}{}: {kind}", location.map(|l| format!(":{l}")).unwrap_or_default())]
pub struct SgfError {
    /// The file (or `-` for standard input) as the caller named it.
    pub source_name: String,
    /// Where in the text, when known.
    pub location: Option<Location>,
    /// What went wrong.
    pub kind: SgfErrorKind,
}

/// The kinds of [`SgfError`].
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SgfErrorKind {
    /// The text is not SGF.
    #[error("not valid SGF: {0}")]
    Syntax(String),
    /// A game tree of another game than Go (`GM` other than 1).
    #[error("game {game} is not Go (GM[1])")]
    NotGo {
        /// The game's number in the collection, from 1.
        game: usize,
    },
    /// The board size is not one tesuji plays on.
    #[error("SZ[{width}:{height}]: board sides must be from 2 to {MAX_SIZE}")]
    BadSize {
        /// Columns.
        width: u8,
        /// Rows.
        height: u8,
    },
    /// A property tesuji needs has a value it cannot read.
    #[error("node {node}: the value of {identifier} cannot be read")]
    BadProperty {
        /// The node's number in the file, from 1.
        node: usize,
        /// The property identifier.
        identifier: String,
    },
    /// A point outside the board.
    #[error("node {node}: {identifier}[{point}] is off the {width}x{height} board")]
    OffBoard {
        /// The node's number in the file, from 1.
        node: usize,
        /// The property identifier.
        identifier: &'static str,
        /// The point as written.
        point: String,
        /// Columns.
        width: u8,
        /// Rows.
        height: u8,
    },
    /// Set-up stones that cannot stand (a chain without liberties).
    #[error("node {node}: {error}")]
    BadSetup {
        /// The node's number in the file, from 1.
        node: usize,
        /// What is wrong with the stones.
        error: SetupError,
    },
    /// A node path asks for a variation that is not there.
    #[error("node {node} has {variations} variations, not {variation}")]
    NoSuchVariation {
        /// The node's number in the file, from 1.
        node: usize,
        /// The variation asked for, from 1.
        variation: usize,
        /// How many there are.
        variations: usize,
    },
    /// A move the rules forbid.
    #[error("node {node}, move {number}: {} {error}", color.name())]
    IllegalMove {
        /// The node's number in the file, from 1.
        node: usize,
        /// The move's number in the game, from 1.
        number: usize,
        /// Who played it.
        color: Color,
        /// Why it is illegal (with the vertex).
        error: IllegalMove,
    },
}

/// Game information from the root node.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInfo {
    /// Columns (`SZ`, 19 when absent).
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// `KM`, 0 when absent.
    pub komi: f64,
    /// `HA`, 0 when absent.
    pub handicap: u32,
    /// `RU` as written.
    pub rules: Option<String>,
}

impl GameInfo {
    /// The rules `RU` names, if tesuji knows them (`Chinese`, `Japanese`, `AGA`, `NZ`...).
    #[must_use]
    pub fn known_rules(&self) -> Option<Rules> {
        let name = self.rules.as_deref()?.trim().to_ascii_lowercase();
        let name = match name.as_str() {
            "nz" | "new zealand" => "new-zealand",
            "tromp taylor" | "tromp/taylor" => "tromp-taylor",
            other => other,
        };
        name.parse().ok()
    }
}

/// Where to stop on the main line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    /// At the end of the main line.
    End,
    /// Just before the move with this number (from 1), as GNU Go's `loadsgf FILE N`.
    Move(usize),
    /// Just before the first move at this vertex, as GNU Go's `loadsgf FILE VERTEX`.
    Vertex(Vertex),
}

/// A position read from a game: the board (with its history, for ko), who plays next,
/// and the record that leads to it.
#[derive(Clone, Debug)]
pub struct Position {
    /// The board after the set-up and moves.
    pub board: Board,
    /// Who plays next: `PL` where given, else the opponent of the last mover, else White
    /// after handicap stones, else Black.
    pub to_play: Color,
    /// The record of the game up to here: the set-up stones and the moves played since.
    pub record: Record,
}

/// The games of an SGF collection, with their places in the text.
#[derive(Clone, Debug)]
pub struct Collection {
    games: Vec<Game>,
}

/// One game tree of a collection.
#[derive(Clone, Debug)]
pub struct Game {
    root: Node,
    info: GameInfo,
    source_name: String,
    /// Where each of this game's nodes starts, in file order.
    nodes: Vec<Location>,
    /// The file number of this game's root, from 1.
    first_node: usize,
}

impl Collection {
    /// Reads SGF text; `source_name` names it in errors (a path, or `-`).
    pub fn parse(text: &str, source_name: &str) -> Result<Collection, SgfError> {
        let layout = locate::scan(text);
        let error = |location, kind| SgfError {
            source_name: source_name.to_string(),
            location,
            kind,
        };
        let trees = sgf_parse::parse(text).map_err(|e| {
            let (location, what) = match layout.error {
                Some((at, what)) => (Some(at), what.to_string()),
                None => (None, describe(e)),
            };
            error(location, SgfErrorKind::Syntax(what))
        })?;
        let mut games = Vec::with_capacity(trees.len());
        let mut first_node = 1;
        for (i, tree) in trees.into_iter().enumerate() {
            let location = layout.nodes.get(first_node - 1).copied();
            if tree.gametype() != GameType::Go {
                return Err(error(location, SgfErrorKind::NotGo { game: i + 1 }));
            }
            let root = tree
                .into_go_node()
                .map_err(|e| error(location, SgfErrorKind::Syntax(describe(e))))?;
            let count = count_nodes(&root);
            let nodes = layout
                .nodes
                .get(first_node - 1..first_node - 1 + count)
                .map(<[Location]>::to_vec)
                .unwrap_or_default();
            let mut game = Game {
                info: GameInfo {
                    width: 19,
                    height: 19,
                    komi: 0.0,
                    handicap: 0,
                    rules: None,
                },
                root,
                source_name: source_name.to_string(),
                nodes,
                first_node,
            };
            game.info = game.read_info()?;
            games.push(game);
            first_node += count;
        }
        Ok(Collection { games })
    }

    /// The games, in file order (at least one).
    #[must_use]
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// The games, taken out.
    #[must_use]
    pub fn into_games(self) -> Vec<Game> {
        self.games
    }
}

/// A sentence for an `sgf-parse` error when the scan found no place to point at.
fn describe(error: SgfParseError) -> String {
    match error {
        SgfParseError::InvalidFF4Property => "an invalid property identifier".to_string(),
        SgfParseError::NoGameTrees => "no game tree".to_string(),
        SgfParseError::InvalidGameType | SgfParseError::UnexpectedGameType => {
            "a bad GM (game type) property".to_string()
        }
        other => format!("{other:?}"),
    }
}

fn count_nodes(node: &Node) -> usize {
    1 + node.children().map(count_nodes).sum::<usize>()
}

impl Game {
    /// The root node (the whole tree hangs from it).
    #[must_use]
    pub fn root(&self) -> &Node {
        &self.root
    }

    /// The game information of the root node.
    #[must_use]
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// The nodes of the main line (first variations), root first.
    pub fn main_line(&self) -> impl Iterator<Item = &Node> {
        self.root.main_variation()
    }

    /// The root's comment (`C`), where a problem states itself ("Black to play and live").
    #[must_use]
    pub fn root_comment(&self) -> Option<&str> {
        self.root.properties().find_map(|prop| match prop {
            Prop::C(text) => Some(text.text.as_str()),
            _ => None,
        })
    }

    /// The root's `PL`: who plays first, when the file says so.
    #[must_use]
    pub fn root_player(&self) -> Option<Color> {
        self.root.properties().find_map(|prop| match prop {
            Prop::PL(color) => Some(color_of(*color)),
            _ => None,
        })
    }

    /// The points the root marks (`TR`, `SQ`, `CR`, `MA`), sorted: a problem book marks
    /// the group whose fate is asked this way.
    ///
    /// ```
    /// use tesuji_go::sgf::Collection;
    /// let collection = Collection::parse("(;GM[1]SZ[9]AB[ai]TR[ai][bi])", "t").unwrap();
    /// let marks = collection.games()[0].root_marks().unwrap();
    /// assert_eq!(marks, ["A1".parse().unwrap(), "B1".parse().unwrap()]);
    /// ```
    pub fn root_marks(&self) -> Result<Vec<Vertex>, SgfError> {
        let mut marked = Vec::new();
        for prop in self.root.properties() {
            let (points, identifier) = match prop {
                Prop::TR(points) => (points, "TR"),
                Prop::SQ(points) => (points, "SQ"),
                Prop::CR(points) => (points, "CR"),
                Prop::MA(points) => (points, "MA"),
                _ => continue,
            };
            for &point in points {
                marked.push(self.vertex(point, identifier, self.first_node)?);
            }
        }
        marked.sort();
        marked.dedup();
        Ok(marked)
    }

    /// The position on the main line at `until`, under `rules`: set-up stones (`AB`, `AW`,
    /// `AE`, in any node), moves (`B`, `W`; `[]` and, up to 19×19, `[tt]` are passes),
    /// every move checked against the rules.
    pub fn position(&self, rules: Rules, until: Until) -> Result<Position, SgfError> {
        // The main line's nodes come first in file order: node i is the game's i-th.
        self.replay(self.main_line().enumerate(), rules, until)
    }

    /// The position at the end of a node path: `path[i]` picks the child (from 0, in
    /// file order) to follow from the i-th node, starting at the root; `[]` is the root,
    /// `[0, 0, ...]` the main line, `[0, 1]` the second variation after the first move.
    ///
    /// ```
    /// use tesuji_go::sgf::Collection;
    /// use tesuji_go::{Color, Rules};
    ///
    /// let collection = Collection::parse("(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg];B[cg]))", "t").unwrap();
    /// let game = &collection.games()[0];
    /// let second = game.position_along(&[0, 1, 0], Rules::CHINESE).unwrap();
    /// assert_eq!(second.board.stone_at("G3".parse().unwrap()), Some(Color::White));
    /// assert_eq!(second.record.moves.len(), 3);
    /// let error = game.position_along(&[0, 2], Rules::CHINESE).unwrap_err();
    /// assert_eq!(error.to_string(), "t:1:13: node 2 has 2 variations, not 3");
    /// ```
    pub fn position_along(&self, path: &[usize], rules: Rules) -> Result<Position, SgfError> {
        let mut nodes = vec![(0, &self.root)];
        let (mut offset, mut node) = (0, &self.root);
        for &pick in path {
            let children: Vec<&Node> = node.children().collect();
            let Some(&child) = children.get(pick) else {
                let kind = SgfErrorKind::NoSuchVariation {
                    node: self.first_node + offset,
                    variation: pick + 1,
                    variations: children.len(),
                };
                return Err(self.fail(offset, kind));
            };
            // Earlier siblings' subtrees come between a node and its child in the file.
            offset += 1 + children[..pick]
                .iter()
                .map(|c| count_nodes(c))
                .sum::<usize>();
            node = child;
            nodes.push((offset, node));
        }
        self.replay(nodes, rules, Until::End)
    }

    /// The position after the nodes given with their places in the game (0 the root).
    fn replay<'a>(
        &self,
        nodes: impl IntoIterator<Item = (usize, &'a Node)>,
        rules: Rules,
        until: Until,
    ) -> Result<Position, SgfError> {
        let mut record = Record::new(self.info.width, self.info.height);
        record.komi = self.info.komi;
        record.rules = self.info.rules.clone();
        let mut board = Setup::new(self.info.width, self.info.height)
            .into_board(rules)
            .map_err(|error| self.fail(0, SgfErrorKind::BadSetup { node: 1, error }))?;
        let mut played = 0;
        let mut to_play = None;
        'line: for (index, node) in nodes {
            let number = self.first_node + index;
            if let Some(edits) = self.setup_edits(node, number)? {
                board = self.apply_setup(&board, &edits, rules, number)?;
                // Set-up stones are not moves: the record restarts from them.
                record.setup = stones_of(&board);
                record.moves.clear();
            }
            for prop in node.properties() {
                let (color, mv) = match prop {
                    Prop::B(mv) => (Color::Black, mv),
                    Prop::W(mv) => (Color::White, mv),
                    _ => continue,
                };
                let mv = self.read_move(*mv, color, number)?;
                let reached = match until {
                    Until::End => false,
                    Until::Move(n) => played + 1 >= n,
                    Until::Vertex(v) => mv == Move::Play(v),
                };
                if reached {
                    // The player of the move not played is the one to play, as GNU Go has
                    // it.
                    to_play = Some(color);
                    break 'line;
                }
                board.play(color, mv).map_err(|error| {
                    let kind = SgfErrorKind::IllegalMove {
                        node: number,
                        number: played + 1,
                        color,
                        error,
                    };
                    self.fail(index, kind)
                })?;
                played += 1;
                record.moves.push((color, mv));
                to_play = None;
            }
            // PL is set-up: it says who plays in the position this node leaves.
            for prop in node.properties() {
                if let Prop::PL(color) = prop {
                    to_play = Some(color_of(*color));
                }
            }
        }
        let to_play = to_play.unwrap_or(match record.moves.last() {
            Some(&(color, _)) => color.opponent(),
            None if self.info.handicap >= 2 => Color::White,
            None => Color::Black,
        });
        board.set_to_move(to_play);
        record.to_play = Some(to_play);
        Ok(Position {
            board,
            to_play,
            record,
        })
    }

    /// Where the node `index` starts in the file: the game's nodes counted in file
    /// order (a depth-first walk, each node before its children, children in order), the
    /// root 0.
    #[must_use]
    pub fn location(&self, index: usize) -> Option<Location> {
        self.nodes_location(index)
    }

    /// The move a node plays (`B` or `W`; `[]` and, up to 19×19, `[tt]` are passes),
    /// checked to be on the board, or `None` for a node without one; `index` is the
    /// node's place in file order (see [`location`](Game::location)), for the error.
    ///
    /// ```
    /// use tesuji_go::sgf::Collection;
    /// use tesuji_go::{Color, Move};
    ///
    /// let collection = Collection::parse("(;GM[1]SZ[9];B[ai](;W[])(;W[zz]))", "t").unwrap();
    /// let game = &collection.games()[0];
    /// let first = game.root().children().next().unwrap();
    /// assert_eq!(game.move_of(first, 1).unwrap(), Some((Color::Black, Move::Play("A1".parse().unwrap()))));
    /// let pass = first.children().next().unwrap();
    /// assert_eq!(game.move_of(pass, 2).unwrap(), Some((Color::White, Move::Pass)));
    /// let off = first.children().nth(1).unwrap();
    /// assert_eq!(game.move_of(off, 3).unwrap_err().to_string(), "t:1:26: node 4: W[zz] is off the 9x9 board");
    /// assert_eq!(game.move_of(game.root(), 0).unwrap(), None);
    /// ```
    pub fn move_of(&self, node: &Node, index: usize) -> Result<Option<(Color, Move)>, SgfError> {
        let Some((color, mv)) = node.properties().find_map(|prop| match prop {
            Prop::B(mv) => Some((Color::Black, *mv)),
            Prop::W(mv) => Some((Color::White, *mv)),
            _ => None,
        }) else {
            return Ok(None);
        };
        let mv = self.read_move(mv, color, self.first_node + index)?;
        Ok(Some((color, mv)))
    }

    /// Whether a node sets stones up (`AB`, `AW`, `AE`): in a solution tree, a position
    /// edited by hand rather than reached by play.
    #[must_use]
    pub fn sets_up(node: &Node) -> bool {
        node.properties()
            .any(|prop| matches!(prop, Prop::AB(_) | Prop::AW(_) | Prop::AE(_)))
    }

    fn fail(&self, index: usize, kind: SgfErrorKind) -> SgfError {
        SgfError {
            source_name: self.source_name.clone(),
            location: self.nodes_location(index),
            kind,
        }
    }

    /// Where the main line's node `index` starts (the main line's nodes are the first
    /// nodes of the tree in file order).
    fn nodes_location(&self, index: usize) -> Option<Location> {
        self.nodes.get(index).copied()
    }

    fn read_info(&self) -> Result<GameInfo, SgfError> {
        let mut info = self.info.clone();
        let bad = |identifier: &str| {
            self.fail(
                0,
                SgfErrorKind::BadProperty {
                    node: self.first_node,
                    identifier: identifier.to_string(),
                },
            )
        };
        for prop in self.root.properties() {
            match prop {
                Prop::SZ((width, height)) => {
                    let supported = 2..=MAX_SIZE;
                    if !supported.contains(width) || !supported.contains(height) {
                        return Err(self.fail(
                            0,
                            SgfErrorKind::BadSize {
                                width: *width,
                                height: *height,
                            },
                        ));
                    }
                    (info.width, info.height) = (*width, *height);
                }
                Prop::KM(komi) => info.komi = *komi,
                Prop::HA(handicap) => info.handicap = u32::try_from(*handicap).unwrap_or(0),
                Prop::RU(rules) => info.rules = Some(rules.text.clone()),
                // sgf-parse calls HA[0] and HA[1] invalid; servers write them for even
                // games.
                Prop::Invalid(identifier, values)
                    if identifier == "HA"
                        && matches!(values.as_slice(), [v] if v.trim() == "0" || v.trim() == "1") =>
                    {}
                Prop::Invalid(identifier, _)
                    if matches!(identifier.as_str(), "SZ" | "KM" | "HA" | "PL") =>
                {
                    return Err(bad(identifier));
                }
                _ => {}
            }
        }
        Ok(info)
    }

    /// A move's vertex, checked to be on the board; `[tt]` is a pass up to 19×19.
    fn read_move(&self, mv: SgfMove, color: Color, node: usize) -> Result<Move, SgfError> {
        let SgfMove::Move(point) = mv else {
            return Ok(Move::Pass);
        };
        let (width, height) = (self.info.width, self.info.height);
        if point == (SgfPoint { x: 19, y: 19 }) && width <= 19 && height <= 19 {
            return Ok(Move::Pass);
        }
        let identifier = if color == Color::Black { "B" } else { "W" };
        self.vertex(point, identifier, node).map(Move::Play)
    }

    fn vertex(
        &self,
        point: SgfPoint,
        identifier: &'static str,
        node: usize,
    ) -> Result<Vertex, SgfError> {
        let (width, height) = (self.info.width, self.info.height);
        if point.x < width && point.y < height {
            Ok(Vertex::new(point.x, height - 1 - point.y))
        } else {
            Err(self.fail(
                node - self.first_node,
                SgfErrorKind::OffBoard {
                    node,
                    identifier,
                    point: write::point_text(point),
                    width,
                    height,
                },
            ))
        }
    }

    /// The set-up edits of a node (`AB`, `AW`, `AE`), if it has any.
    fn setup_edits(&self, node: &Node, number: usize) -> Result<Option<Vec<Edit>>, SgfError> {
        let mut edits = Vec::new();
        for prop in node.properties() {
            let (color, points, identifier) = match prop {
                Prop::AB(points) => (Some(Color::Black), points, "AB"),
                Prop::AW(points) => (Some(Color::White), points, "AW"),
                Prop::AE(points) => (None, points, "AE"),
                _ => continue,
            };
            let mut sorted: Vec<&SgfPoint> = points.iter().collect();
            sorted.sort_by_key(|p| (p.y, p.x)); // hash sets have no order; keep errors stable
            for &point in sorted {
                edits.push((color, self.vertex(point, identifier, number)?));
            }
        }
        Ok((!edits.is_empty()).then_some(edits))
    }

    /// The board with set-up edits applied: a new start position (set-up stones are not
    /// moves, so the history behind them is gone, as in any SGF editor).
    fn apply_setup(
        &self,
        board: &Board,
        edits: &[Edit],
        rules: Rules,
        number: usize,
    ) -> Result<Board, SgfError> {
        let geometry = board.geometry();
        let mut setup = Setup::new(geometry.width(), geometry.height());
        let mut stones = stones_of(board);
        for &(color, v) in edits {
            stones.retain(|&(_, s)| s != v);
            if let Some(color) = color {
                stones.push((color, v));
            }
        }
        setup.stones = stones;
        setup.to_move = board.to_move();
        setup.into_board(rules).map_err(|error| {
            let kind = SgfErrorKind::BadSetup {
                node: number,
                error,
            };
            self.fail(number - self.first_node, kind)
        })
    }
}

/// The stones on a board, row by row from the bottom.
fn stones_of(board: &Board) -> Vec<(Color, Vertex)> {
    let geometry = board.geometry();
    let mut stones = Vec::new();
    for row in 0..geometry.height() {
        for col in 0..geometry.width() {
            let v = Vertex::new(col, row);
            if let Some(color) = board.stone_at(v) {
                stones.push((color, v));
            }
        }
    }
    stones
}

fn color_of(color: sgf_parse::Color) -> Color {
    match color {
        sgf_parse::Color::Black => Color::Black,
        sgf_parse::Color::White => Color::White,
    }
}
