//! `tesuji bench tsumego`: the solver on a problem set (by default the shipped
//! `problems/`), timed per problem, checked against the answers the files state, and
//! optionally GNU Go's owl reading on the same framed positions beside it.

use std::fmt::Write as _;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use clap::Args;
use tesuji_go::sgf::{Collection, Record};
use tesuji_go::{Move, Rules};
use tesuji_search::{Budget, Config};
use tesuji_tsumego::{Answer, Goal, Request, Status, Tsumego, read, solve};

/// Options of `tesuji bench tsumego`.
#[derive(Debug, Args)]
pub struct TsumegoArgs {
    /// Problem files or directories (searched for `*.sgf`).
    #[arg(default_value = "problems")]
    paths: Vec<PathBuf>,
    /// Transposition table size in MB.
    #[arg(long, default_value_t = 64)]
    memory: usize,
    /// Node budget per problem.
    #[arg(long)]
    max_nodes: Option<u64>,
    /// Time budget per problem, in seconds.
    #[arg(long, default_value_t = 10.0)]
    time: f64,
    /// Also ask GNU Go's `owl_attack`/`owl_defend` (the GNU Go binary given, or `gnugo`
    /// on the PATH or in /usr/games) on the same framed positions.
    #[arg(long, num_args = 0..=1, default_missing_value = "gnugo")]
    gnugo: Option<String>,
}

/// One engine's results over the set.
#[derive(Default)]
struct Tally {
    times: Vec<Duration>,
    /// Problems with an answer in the file.
    answered: usize,
    /// Of those, the status agreed.
    status_right: usize,
    /// Of those, the moves agreed (tesuji: the whole set; GNU Go: its one move is in it).
    moves_right: usize,
    /// Problems not decided (budget spent).
    unknown: usize,
    nodes: u64,
}

impl Tally {
    fn summary(&mut self, name: &str, moves: &str) -> String {
        self.times.sort();
        let total: Duration = self.times.iter().sum();
        let median = self
            .times
            .get(self.times.len() / 2)
            .copied()
            .unwrap_or_default();
        let max = self.times.last().copied().unwrap_or_default();
        let mut line = format!(
            "{name}: {} problems, status right {}/{}, {moves} {}/{}, unknown {}; \
             median {:.1} ms, max {:.0} ms, total {:.2} s",
            self.times.len(),
            self.status_right,
            self.answered,
            self.moves_right,
            self.answered,
            self.unknown,
            median.as_secs_f64() * 1e3,
            max.as_secs_f64() * 1e3,
            total.as_secs_f64()
        );
        if self.nodes > 0 {
            let _ = write!(
                line,
                ", {} nodes ({:.0} nodes/s)",
                self.nodes,
                self.nodes as f64 / total.as_secs_f64().max(1e-9)
            );
        }
        line
    }
}

pub fn run(args: &TsumegoArgs) -> anyhow::Result<String> {
    if !(args.time > 0.0 && args.time.is_finite()) {
        bail!(
            "--time must be a positive number of seconds, not {}",
            args.time
        );
    }
    let config = Config {
        memory_bytes: args.memory << 20,
        budget: Budget {
            max_nodes: args.max_nodes,
            time: Some(Duration::from_secs_f64(args.time)),
            ..Budget::default()
        },
        ..Config::default()
    };
    let mut files = Vec::new();
    for path in &args.paths {
        if path.is_dir() {
            collect(path, &mut files)?;
        } else {
            files.push(path.clone());
        }
    }
    files.sort();
    let mut gnugo = match &args.gnugo {
        Some(binary) => Some(GnuGo::start(binary)?),
        None => None,
    };
    let mut out = String::new();
    let (mut ours, mut first, mut theirs) = (Tally::default(), Tally::default(), Tally::default());
    let scratch = std::env::temp_dir().join(format!("tesuji-bench-{}.sgf", std::process::id()));
    for file in &files {
        let name = file.display().to_string();
        let text = std::fs::read_to_string(file).with_context(|| format!("reading {name}"))?;
        let collection = Collection::parse(&text, &name)?;
        let Some(game) = collection.games().first() else {
            bail!("{name}: no game");
        };
        let answer = Answer::read(game.root_comment().unwrap_or_default())
            .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
        let problem = Tsumego::from_sgf(game, Rules::JAPANESE, &Request::default())
            .with_context(|| name.clone())?;
        // The status and one correct move, what GNU Go's owl answers, then the whole
        // answer: every first move judged, every wrong one refuted.
        let start = Instant::now();
        let reading = read(&problem, &config);
        first.times.push(start.elapsed());
        first.nodes += reading.nodes;
        first.unknown += usize::from(reading.status == Status::Unknown);
        let solution = solve(&problem, &config);
        ours.times.push(solution.elapsed);
        ours.nodes += solution.nodes;
        ours.unknown += usize::from(solution.status == Status::Unknown);
        let mut row = format!(
            "{name}: {} {:.1} ms",
            solution.status.name(),
            solution.elapsed.as_secs_f64() * 1e3
        );
        if let Some(answer) = &answer {
            ours.answered += 1;
            ours.status_right += usize::from(solution.status == answer.status);
            ours.moves_right += usize::from(answer.is_correct_set(&solution.correct_moves));
            first.answered += 1;
            first.status_right += usize::from(reading.status == answer.status);
            let move_right = match reading.pv.first() {
                Some(mv) if reading.status != Status::Failure => answer.correct.contains(mv),
                _ => answer.correct.is_empty(),
            };
            first.moves_right += usize::from(reading.status == answer.status && move_right);
        }
        if let Some(gnugo) = gnugo.as_mut() {
            let (status, mv, elapsed) = gnugo.owl(&problem, &scratch)?;
            theirs.times.push(elapsed);
            let _ = write!(
                row,
                " | GNU Go {} {} {:.1} ms",
                status.name(),
                mv.map(|m| m.to_string()).unwrap_or_default(),
                elapsed.as_secs_f64() * 1e3
            );
            if let Some(answer) = &answer {
                theirs.answered += 1;
                theirs.status_right += usize::from(status == answer.status);
                let move_right = match mv {
                    Some(mv) => answer.correct.contains(&mv),
                    None => answer.correct.is_empty(),
                };
                theirs.moves_right += usize::from(status == answer.status && move_right);
            }
        }
        writeln!(out, "{row}")?;
    }
    let _ = std::fs::remove_file(&scratch);
    writeln!(
        out,
        "{}",
        first.summary("tesuji, status and one move", "status and move right")
    )?;
    writeln!(
        out,
        "{}",
        ours.summary("tesuji, whole answer", "correct-move sets right")
    )?;
    if gnugo.is_some() {
        writeln!(
            out,
            "{}",
            theirs.summary("GNU Go owl", "status and move right")
        )?;
    }
    Ok(out)
}

/// The `*.sgf` files under a directory.
fn collect(dir: &Path, files: &mut Vec<PathBuf>) -> anyhow::Result<()> {
    let entries = std::fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))?;
    for entry in entries {
        let path = entry?.path();
        if path.is_dir() {
            collect(&path, files)?;
        } else if path.extension().is_some_and(|e| e == "sgf") {
            files.push(path);
        }
    }
    Ok(())
}

/// GNU Go in GTP mode, asked about the same framed position the solver searches.
struct GnuGo {
    _child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl GnuGo {
    fn start(binary: &str) -> anyhow::Result<GnuGo> {
        let candidates = [binary.to_string(), format!("/usr/games/{binary}")];
        let mut last = None;
        for candidate in candidates {
            match Command::new(&candidate)
                .args(["--mode", "gtp"])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
            {
                Ok(mut child) => {
                    let input = child.stdin.take().context("GNU Go's input")?;
                    let output = BufReader::new(child.stdout.take().context("GNU Go's output")?);
                    return Ok(GnuGo {
                        _child: child,
                        input,
                        output,
                    });
                }
                Err(e) => last = Some(e),
            }
        }
        Err(last.expect("two candidates tried")).with_context(|| format!("starting {binary}"))
    }

    /// One command's answer (`= ...` without the `=`), or its error.
    fn ask(&mut self, command: &str) -> anyhow::Result<String> {
        writeln!(self.input, "{command}")?;
        self.input.flush()?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line)? == 0 {
                bail!("GNU Go stopped after {command:?}");
            }
            if line.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer.push_str(&line);
        }
        match answer.strip_prefix('=') {
            Some(rest) => Ok(rest.trim().to_string()),
            None => bail!("GNU Go refused {command:?}: {}", answer.trim()),
        }
    }

    /// GNU Go's owl answer for the side to play: status, move, and the time it took.
    fn owl(
        &mut self,
        problem: &Tsumego,
        scratch: &Path,
    ) -> anyhow::Result<(Status, Option<Move>, Duration)> {
        let board = problem.search_board();
        let geometry = board.geometry();
        let mut record = Record::new(geometry.width(), geometry.height());
        for p in geometry.points() {
            if let Some(color) = board.stone(p) {
                record.setup.push((color, board.vertex(p)));
            }
        }
        std::fs::write(scratch, record.with_to_play(problem.to_play()).to_sgf())?;
        self.ask(&format!("loadsgf {}", scratch.display()))?;
        let target = board.vertex(problem.targets()[0]);
        let command = match problem.goal() {
            Goal::Kill => "owl_attack",
            Goal::Live => "owl_defend",
        };
        let start = Instant::now();
        let answer = self.ask(&format!("{command} {target}"))?;
        let elapsed = start.elapsed();
        let mut words = answer.split_whitespace();
        let status = match words.next() {
            Some("0") => Status::Failure,
            Some("1") => Status::Success,
            Some("2" | "3") => Status::Ko,
            _ => bail!("GNU Go answered {command} with {answer:?}"),
        };
        let mv = words.next().and_then(|m| m.parse().ok());
        Ok((status, mv, elapsed))
    }
}
