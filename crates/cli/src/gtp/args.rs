//! Reading a command's arguments: colours, vertices, moves and numbers, each with the
//! error GNU Go gives when it is missing or malformed.

use tesuji_go::{Board, Color, Move, Point};

use super::error::GtpError;

/// The arguments of one command, read from the left.
///
/// Every command reads all its arguments and calls [`Args::end`] before it changes
/// anything, so a bad argument leaves the engine as it was.
#[derive(Clone, Debug)]
pub struct Args<'a> {
    words: std::slice::Iter<'a, String>,
}

impl<'a> Args<'a> {
    /// The arguments of a request.
    pub fn new(words: &'a [String]) -> Args<'a> {
        Args {
            words: words.iter(),
        }
    }

    /// The next argument as it was written.
    pub fn word(&mut self) -> Option<&'a str> {
        self.words.next().map(String::as_str)
    }

    /// Fails when arguments are left over.
    pub fn end(&self) -> Result<(), GtpError> {
        match self.words.len() {
            0 => Ok(()),
            _ => Err(GtpError::TooManyArguments),
        }
    }

    /// A colour: `b`, `black`, `w`, `white` in any case.
    pub fn color(&mut self) -> Result<Color, GtpError> {
        self.word()
            .and_then(|w| w.parse().ok())
            .ok_or(GtpError::InvalidColor)
    }

    /// A vertex on the board (any case).
    pub fn point(&mut self, board: &Board) -> Result<Point, GtpError> {
        self.word()
            .and_then(|w| w.parse().ok())
            .and_then(|v| board.point(v).ok())
            .ok_or(GtpError::InvalidCoordinate)
    }

    /// A colour and a move (a vertex on the board, or `pass`), as `play` and
    /// `is_legal` take them.
    pub fn color_and_move(&mut self, board: &Board) -> Result<(Color, Move), GtpError> {
        let color = self.word().and_then(|w| w.parse().ok());
        let mv = self.word().and_then(|w| w.parse().ok());
        match (color, mv) {
            (Some(color), Some(Move::Pass)) => Ok((color, Move::Pass)),
            (Some(color), Some(Move::Play(v))) if board.point(v).is_ok() => {
                Ok((color, Move::Play(v)))
            }
            _ => Err(GtpError::InvalidColorOrCoordinate),
        }
    }

    /// An integer; `what` names it in the error (`boardsize`, `handicap`). One too
    /// large for 64 bits is still an integer, held as the largest (or smallest) one, so
    /// that it is refused as out of range rather than as malformed.
    pub fn integer(&mut self, what: &'static str) -> Result<i64, GtpError> {
        let word = self.word().ok_or(GtpError::NotAnInteger(what))?;
        let digits = word.strip_prefix(['+', '-']).unwrap_or(word);
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(GtpError::NotAnInteger(what));
        }
        let saturated = if word.starts_with('-') {
            i64::MIN
        } else {
            i64::MAX
        };
        Ok(word.parse().unwrap_or(saturated))
    }

    /// A finite number, for the komi.
    pub fn komi(&mut self) -> Result<f64, GtpError> {
        self.word()
            .and_then(|w| w.parse::<f64>().ok())
            .filter(|k| k.is_finite())
            .ok_or(GtpError::KomiNotAFloat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tesuji_go::Rules;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn colours_and_moves_in_any_case() {
        let board = Board::square(9, Rules::default()).unwrap();
        let line = words("WHITE j9 b PASS");
        let mut args = Args::new(&line);
        assert_eq!(
            args.color_and_move(&board),
            Ok((Color::White, Move::Play("J9".parse().unwrap())))
        );
        assert_eq!(args.color_and_move(&board), Ok((Color::Black, Move::Pass)));
        assert_eq!(args.end(), Ok(()));
    }

    #[test]
    fn bad_arguments_get_gnu_gos_errors() {
        let board = Board::square(9, Rules::default()).unwrap();
        for bad in ["", "b", "x D4", "b K9", "b I5", "b D0", "D4 b"] {
            let line = words(bad);
            assert_eq!(
                Args::new(&line).color_and_move(&board),
                Err(GtpError::InvalidColorOrCoordinate),
                "{bad}"
            );
        }
        for bad in ["", "K1", "pass", "A"] {
            let line = words(bad);
            let error = Args::new(&line).point(&board);
            assert_eq!(error, Err(GtpError::InvalidCoordinate), "{bad}");
        }
        let line = words("9.5 x -1 +7 99999999999999999999 -99999999999999999999 - 0x10");
        let mut args = Args::new(&line);
        let not_integer = Err(GtpError::NotAnInteger("boardsize"));
        assert_eq!(args.integer("boardsize"), not_integer);
        assert_eq!(args.integer("boardsize"), not_integer);
        assert_eq!(args.integer("boardsize"), Ok(-1));
        assert_eq!(args.integer("boardsize"), Ok(7));
        assert_eq!(args.integer("boardsize"), Ok(i64::MAX));
        assert_eq!(args.integer("boardsize"), Ok(i64::MIN));
        assert_eq!(
            args.integer("handicap"),
            Err(GtpError::NotAnInteger("handicap"))
        );
        assert_eq!(
            args.integer("handicap"),
            Err(GtpError::NotAnInteger("handicap"))
        );
        assert_eq!(
            args.integer("handicap"),
            Err(GtpError::NotAnInteger("handicap"))
        );
        for bad in ["inf", "NaN", "", "6,5"] {
            let line = words(bad);
            assert_eq!(
                Args::new(&line).komi(),
                Err(GtpError::KomiNotAFloat),
                "{bad}"
            );
        }
        let line = words("b extra");
        let mut args = Args::new(&line);
        assert_eq!(args.color(), Ok(Color::Black));
        assert_eq!(args.end(), Err(GtpError::TooManyArguments));
    }
}
