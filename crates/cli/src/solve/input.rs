//! From the paths on the command line to problems: directories walked in sorted order,
//! standard input read once, every game of every file posed as a problem. Whatever goes
//! wrong stays with the one file it concerns, so the rest of a batch still runs.

use std::io::Read as _;
use std::path::{Path, PathBuf};

use tesuji_go::sgf::Collection;
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
pub fn gather(paths: &[String], request: &Request, ko_rule: Option<KoRule>) -> Vec<Item> {
    let mut items = Vec::new();
    let mut stdin_read = false;
    for path in paths {
        if path == "-" {
            if stdin_read {
                items.push(Item::failed(
                    "-".to_string(),
                    "-: standard input was read already".to_string(),
                ));
                continue;
            }
            stdin_read = true;
            let mut bytes = Vec::new();
            match std::io::stdin().read_to_end(&mut bytes) {
                Ok(_) => pose(&mut items, "-", "stdin", &bytes, request, ko_rule),
                Err(e) => items.push(Item::failed(
                    "-".to_string(),
                    format!("-: cannot read standard input: {e}"),
                )),
            }
            continue;
        }
        let path_buf = PathBuf::from(path);
        match std::fs::metadata(&path_buf) {
            Err(e) => items.push(Item::failed(
                path.clone(),
                format!("{path}: {}", reason(&e)),
            )),
            Ok(meta) if meta.is_dir() => {
                let mut files = Vec::new();
                if let Err((dir, e)) = crate::files::walk_into(&path_buf, "sgf", &mut files) {
                    let name = dir.display().to_string();
                    items.push(Item::failed(
                        name.clone(),
                        format!("{name}: {}", reason(&e)),
                    ));
                }
                if files.is_empty() {
                    items.push(Item::failed(
                        path.clone(),
                        format!("{path}: no .sgf files in this directory"),
                    ));
                }
                for file in files {
                    read_file(&mut items, &file, request, ko_rule);
                }
            }
            Ok(_) => read_file(&mut items, &path_buf, request, ko_rule),
        }
    }
    items
}

/// An I/O error in a few words ("No such file or directory"), without the OS code.
fn reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(end) => text[..end].to_string(),
        None => text,
    }
}

fn read_file(items: &mut Vec<Item>, path: &Path, request: &Request, ko_rule: Option<KoRule>) {
    let name = path.display().to_string();
    match std::fs::read(path) {
        Ok(bytes) => {
            let stem = path.file_stem().map_or_else(
                || "problem".to_string(),
                |s| s.to_string_lossy().into_owned(),
            );
            pose(items, &name, &stem, &bytes, request, ko_rule);
        }
        Err(e) => items.push(Item::failed(
            name.clone(),
            format!("{name}: {}", reason(&e)),
        )),
    }
}

/// The problems of one file's text: one per game.
fn pose(
    items: &mut Vec<Item>,
    name: &str,
    stem: &str,
    bytes: &[u8],
    request: &Request,
    ko_rule: Option<KoRule>,
) {
    let text = crate::files::text_of(bytes);
    let collection = match Collection::parse(&text, name) {
        Ok(collection) => collection,
        // The SGF error names the file, line and column already.
        Err(e) => return items.push(Item::failed(name.to_string(), e.to_string())),
    };
    let games = collection.games();
    for (i, game) in games.iter().enumerate() {
        let (name, stem) = if games.len() > 1 {
            (format!("{name}#{}", i + 1), format!("{stem}-{}", i + 1))
        } else {
            (name.to_string(), stem.to_string())
        };
        let mut rules = game.info().known_rules().unwrap_or(Rules::JAPANESE);
        rules.ko = ko_rule.unwrap_or(rules.ko);
        let request = Request {
            ko_rule: rules.ko,
            ..request.clone()
        };
        let problem = Tsumego::from_sgf(game, rules, &request).map_err(|e| match e {
            // An SGF error names the file, line and column already.
            ProblemError::Sgf(e) => e.to_string(),
            other => format!("{name}: {}", explain(&other)),
        });
        items.push(Item {
            name,
            stem,
            problem,
            ko_rule: rules.ko,
        });
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
