//! From the paths on the command line to problems: directories walked in sorted order,
//! standard input read once, every game of every file posed as a problem. Whatever goes
//! wrong stays with the one file it concerns, so the rest of a batch still runs.

use std::io::Read as _;
use std::path::{Path, PathBuf};

use crate::rules::RulesArgs;
use tesuji_go::sgf::{Collection, Game};
use tesuji_go::{KoRule, Rules};
use tesuji_tsumego::{ProblemError, Request, Tsumego};

/// One problem of the batch, or the reason there is none.
pub struct Item {
    /// The file as named on the command line (or found under a directory named there),
    /// with `#N` after it for the N-th game of a collection of several.
    pub name: String,
    /// The name `--write-sgf` starts from: the file's stem (`stdin` for `-`), with `-N`
    /// for the N-th game of a collection.
    pub stem: String,
    /// The problem, or a one-line message saying why it cannot be solved.
    pub problem: Result<Tsumego, String>,
    /// The ko rule it is solved under (the problem keeps only what follows from it).
    pub ko_rule: KoRule,
}

impl Item {
    fn failed(name: String, error: String) -> Item {
        Item {
            stem: String::new(),
            name,
            problem: Err(error),
            ko_rule: KoRule::default(),
        }
    }
}

/// Every problem under `paths`, in command-line order and, inside a directory, in the
/// sorted order of the paths, so a batch always prints in the same order.
pub fn gather(paths: &[String], request: &Request, rules: &RulesArgs) -> Vec<Item> {
    let mut items = Vec::new();
    for file in files(paths) {
        match file.collection {
            Ok(collection) => pose(
                &mut items,
                &file.name,
                &file.stem,
                &collection,
                request,
                rules,
            ),
            Err(error) => items.push(Item::failed(file.name, error)),
        }
    }
    items
}

/// One file named on the command line (or found under a directory named there), read.
pub struct SgfFile {
    /// As named (`-` for standard input).
    pub name: String,
    /// Its stem (`stdin` for `-`), where output files take their names from.
    pub stem: String,
    /// Its games, or a one-line message saying why it cannot be read (naming the file,
    /// and the line and column where the SGF breaks).
    pub collection: Result<Collection, String>,
}

impl SgfFile {
    fn failed(name: String, error: String) -> SgfFile {
        SgfFile {
            stem: String::new(),
            name,
            collection: Err(error),
        }
    }
}

/// Every SGF file under `paths`, read, in command-line order and, inside a directory,
/// in the sorted order of the paths; standard input (`-`) read once.
pub fn files(paths: &[String]) -> Vec<SgfFile> {
    let mut files = Vec::new();
    let mut stdin_read = false;
    for path in paths {
        if path == "-" {
            if stdin_read {
                files.push(SgfFile::failed(
                    "-".to_string(),
                    "-: standard input was read already".to_string(),
                ));
                continue;
            }
            stdin_read = true;
            let mut bytes = Vec::new();
            files.push(match std::io::stdin().read_to_end(&mut bytes) {
                Ok(_) => parsed("-", "stdin", &bytes),
                Err(e) => SgfFile::failed(
                    "-".to_string(),
                    format!("-: cannot read standard input: {e}"),
                ),
            });
            continue;
        }
        let path_buf = PathBuf::from(path);
        match std::fs::metadata(&path_buf) {
            Err(e) => files.push(SgfFile::failed(
                path.clone(),
                format!("{path}: {}", reason(&e)),
            )),
            Ok(meta) if meta.is_dir() => {
                let mut found = Vec::new();
                if let Err((dir, e)) = crate::files::walk_into(&path_buf, "sgf", &mut found) {
                    let name = dir.display().to_string();
                    files.push(SgfFile::failed(
                        name.clone(),
                        format!("{name}: {}", reason(&e)),
                    ));
                }
                if found.is_empty() {
                    files.push(SgfFile::failed(
                        path.clone(),
                        format!("{path}: no .sgf files in this directory"),
                    ));
                }
                files.extend(found.iter().map(|file| read_file(file)));
            }
            Ok(_) => files.push(read_file(&path_buf)),
        }
    }
    files
}

/// An I/O error in a few words ("No such file or directory"), without the OS code.
fn reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(end) => text[..end].to_string(),
        None => text,
    }
}

fn read_file(path: &Path) -> SgfFile {
    let name = path.display().to_string();
    match std::fs::read(path) {
        Ok(bytes) => {
            let stem = path.file_stem().map_or_else(
                || "problem".to_string(),
                |s| s.to_string_lossy().into_owned(),
            );
            parsed(&name, &stem, &bytes)
        }
        Err(e) => SgfFile::failed(name.clone(), format!("{name}: {}", reason(&e))),
    }
}

/// One file's games from its bytes.
fn parsed(name: &str, stem: &str, bytes: &[u8]) -> SgfFile {
    let text = crate::files::text_of(bytes);
    SgfFile {
        name: name.to_string(),
        stem: stem.to_string(),
        // The SGF error names the file, line and column already.
        collection: Collection::parse(&text, name).map_err(|e| e.to_string()),
    }
}

/// The rules a game is replayed under: the options', else its `RU` where tesuji knows
/// it, else Japanese.
pub fn rules_of(game: &Game, options: &RulesArgs) -> Rules {
    options.resolve(game.info().known_rules())
}

/// The name of the `index`-th game (from 0) of a file of `games` games: the file's,
/// with `#N` after it (and `-N` after the stem) for a collection of several.
pub fn game_name(name: &str, stem: &str, index: usize, games: usize) -> (String, String) {
    if games > 1 {
        (
            format!("{name}#{}", index + 1),
            format!("{stem}-{}", index + 1),
        )
    } else {
        (name.to_string(), stem.to_string())
    }
}

/// The problems of one file: one per game.
fn pose(
    items: &mut Vec<Item>,
    name: &str,
    stem: &str,
    collection: &Collection,
    request: &Request,
    options: &RulesArgs,
) {
    let games = collection.games();
    for (i, game) in games.iter().enumerate() {
        let (name, stem) = game_name(name, stem, i, games.len());
        let rules = rules_of(game, options);
        let request = Request {
            ko_rule: rules.ko,
            ..request.clone()
        };
        let problem =
            Tsumego::from_sgf(game, rules, &request).map_err(|e| problem_error(&name, &e));
        items.push(Item {
            name,
            stem,
            problem,
            ko_rule: rules.ko,
        });
    }
}

/// A problem that cannot be posed, in one line that names it.
pub fn problem_error(name: &str, error: &ProblemError) -> String {
    match error {
        // An SGF error names the file, line and column already.
        ProblemError::Sgf(e) => e.to_string(),
        other => format!("{name}: {}", explain(other)),
    }
}

/// The library's message, with colours in words where it writes `B` and `W`.
fn explain(error: &ProblemError) -> String {
    match *error {
        ProblemError::Contradiction {
            to_play,
            goal,
            defender,
            target,
        } => {
            let whose = if defender == to_play {
                format!("{}'s own", defender.title())
            } else {
                format!("{}'s", defender.title())
            };
            format!(
                "{} to play and {goal} contradicts the target {target}, {whose} stones",
                to_play.title()
            )
        }
        ProblemError::NoDefender(color) => {
            format!(
                "{} has no stones here, so no group of theirs can live or die",
                color.title()
            )
        }
        ref other => other.to_string(),
    }
}
