//! `tesuji`: the command line of the tesuji toolkit (the library target holds it).

fn main() -> std::process::ExitCode {
    tesuji::run()
}
