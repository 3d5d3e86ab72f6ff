//! Scratch driver (not committed): solve SGF files, print figures.
use std::time::Duration;
use tesuji_go::Rules;
use tesuji_go::sgf::Collection;
use tesuji_search::{Budget, Config};
use tesuji_tsumego::{Request, Tsumego, solve};

fn main() {
    let secs: f64 = std::env::var("SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10.0);
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).unwrap();
        let c = Collection::parse(&text, &path).unwrap();
        let t = match Tsumego::from_sgf(&c.games()[0], Rules::JAPANESE, &Request::default()) {
            Ok(t) => t,
            Err(e) => {
                println!("{path}: {e}");
                continue;
            }
        };
        if std::env::var("SHOW").is_ok() {
            println!("{}", t.search_board());
        }
        let config = Config {
            memory_bytes: 64 << 20,
            budget: Budget {
                time: Some(Duration::from_secs_f64(secs)),
                ..Budget::default()
            },
            ..Config::default()
        };
        let s = solve(&t, &config);
        let targets: Vec<String> = t
            .targets()
            .iter()
            .map(|&p| t.board().vertex(p).to_string())
            .collect();
        let f = |m: &[tesuji_go::Move]| {
            m.iter()
                .map(|m| m.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        println!(
            "{path}: {} to {} [{}] region {} -> {} correct [{}] pv [{}] nodes {} {:.0} ms ({:.0} n/s)",
            t.to_play(),
            t.goal(),
            targets.join(" "),
            t.region().len(),
            s.status.name(),
            f(&s.correct_moves),
            f(&s.pv),
            s.nodes,
            s.elapsed.as_secs_f64() * 1000.0,
            s.nodes as f64 / s.elapsed.as_secs_f64()
        );
    }
}
