//! `pbrain-tesuji`: the tesuji Gomoku brain for Gomocup managers (Piskvork and others),
//! which find brains by the `pbrain-` prefix of their file name. The same as
//! `tesuji pbrain`.

fn main() -> std::process::ExitCode {
    tesuji::pbrain::main()
}
