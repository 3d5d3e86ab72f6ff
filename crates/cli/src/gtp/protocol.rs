//! The GTP wire format: how a line of input becomes a request, and how an answer and
//! the values in it are written (GTP version 2, sections 2 and 3.1–3.3).

use std::cmp::Reverse;

use tesuji_go::Vertex;

use super::error::GtpError;

/// What a command answers: the text after `=`, or the error after `?`.
pub type Response = Result<String, GtpError>;

/// One command line after preprocessing: an optional id, the command name, arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandLine {
    /// The numeric id, echoed in the answer exactly as the controller wrote it.
    pub id: Option<String>,
    /// The command name; `None` for a line that holds only an id.
    pub name: Option<String>,
    /// The arguments, split at spaces.
    pub args: Vec<String>,
}

/// Preprocesses one raw input line as the spec says (section 3.1) and splits it into a
/// request; `None` for a line left empty (blank, or only a comment), which gets no
/// answer.
///
/// The line is taken as bytes: a controller may send anything, and bytes that are not
/// UTF-8 end up in an argument that no command accepts rather than stopping the engine.
pub fn parse_line(raw: &[u8]) -> Option<CommandLine> {
    let mut kept: Vec<u8> = raw
        .iter()
        .filter(|&&b| !is_removed_control(b))
        .map(|&b| if b == b'\t' { b' ' } else { b })
        .collect();
    if let Some(hash) = kept.iter().position(|&b| b == b'#') {
        kept.truncate(hash);
    }
    let text = String::from_utf8_lossy(&kept);
    let mut words = text.split_ascii_whitespace().map(str::to_owned).peekable();
    let id = words.next_if(|w| w.bytes().all(|b| b.is_ascii_digit()));
    let name = words.next();
    if id.is_none() && name.is_none() {
        return None;
    }
    Some(CommandLine {
        id,
        name,
        args: words.collect(),
    })
}

/// The control characters that preprocessing removes: all but HT (made a space) and
/// LF (the end of the line), so a CR of a CR LF line ending goes too.
fn is_removed_control(b: u8) -> bool {
    (b.is_ascii_control() && b != b'\t' && b != b'\n') || b == 0x7f
}

/// The full answer to a request: `=id text` or `?id message`, then the blank line
/// that ends every answer. A multi-line text is sent as it is (its first line follows
/// the `=`), so it must hold no empty line, which would end the answer early.
pub fn format_answer(id: Option<&str>, answer: &Response) -> String {
    let (mark, text) = match answer {
        Ok(text) => ('=', text.clone()),
        Err(error) => ('?', error.to_string()),
    };
    let text = text.trim_end_matches('\n');
    debug_assert!(
        !text.contains("\n\n"),
        "an empty line in the answer {text:?}"
    );
    format!("{mark}{} {text}\n\n", id.unwrap_or_default())
}

/// GNU Go's order of vertices in its answers: the top row first, each row from the
/// left.
pub fn reading_order(v: &Vertex) -> (Reverse<u8>, u8) {
    (Reverse(v.row), v.col)
}

/// A GTP vertex list as GNU Go writes it: upper-case vertices separated by spaces, in
/// [`reading_order`].
pub fn vertex_list(vertices: impl IntoIterator<Item = Vertex>) -> String {
    let mut vertices: Vec<Vertex> = vertices.into_iter().collect();
    vertices.sort_by_key(reading_order);
    let names: Vec<String> = vertices.iter().map(ToString::to_string).collect();
    names.join(" ")
}

/// A float as GTP answers it: always with a decimal point (`7.0`, `6.5`, `-0.25`).
pub fn float(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{x:.1}")
    } else {
        format!("{x}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(id: Option<&str>, name: Option<&str>, args: &[&str]) -> Option<CommandLine> {
        Some(CommandLine {
            id: id.map(str::to_owned),
            name: name.map(str::to_owned),
            args: args.iter().map(|&a| a.to_owned()).collect(),
        })
    }

    #[test]
    fn lines_are_preprocessed_as_the_spec_says() {
        assert_eq!(parse_line(b"name\n"), request(None, Some("name"), &[]));
        assert_eq!(
            parse_line(b"12 play b  D4\r\n"),
            request(Some("12"), Some("play"), &["b", "D4"])
        );
        // HT is a separator; other control characters vanish, even inside a word.
        assert_eq!(
            parse_line(b"\tpl\x01ay\tw\x7f\tC3\x1b"),
            request(None, Some("play"), &["w", "C3"])
        );
        // A comment goes to the end of the line, and may leave nothing.
        assert_eq!(
            parse_line(b"7 name # what is it?\n"),
            request(Some("7"), Some("name"), &[])
        );
        for nothing in [
            &b""[..],
            b"\n",
            b"   \t \r\n",
            b"# a comment",
            b" \x01 #x\n",
        ] {
            assert_eq!(parse_line(nothing), None, "{nothing:?}");
        }
        // An id alone is a request without a command; a word with a sign is no id.
        assert_eq!(parse_line(b"42\n"), request(Some("42"), None, &[]));
        assert_eq!(parse_line(b"-1 name"), request(None, Some("-1"), &["name"]));
        // Bytes that are not UTF-8 do not stop anything.
        assert_eq!(
            parse_line(b"play b \xff4"),
            request(None, Some("play"), &["b", "\u{fffd}4"])
        );
    }

    #[test]
    fn answers_end_with_a_blank_line_and_echo_the_id() {
        assert_eq!(format_answer(None, &Ok(String::new())), "= \n\n");
        assert_eq!(format_answer(Some("3"), &Ok("2".into())), "=3 2\n\n");
        assert_eq!(
            format_answer(Some("9"), &Err(GtpError::UnknownCommand)),
            "?9 unknown command\n\n"
        );
        // A multi-line text keeps its lines; a trailing newline is not doubled.
        assert_eq!(
            format_answer(None, &Ok("\n a\n b\n".into())),
            "= \n a\n b\n\n"
        );
    }

    #[test]
    fn vertex_lists_go_from_the_top_row_down() {
        let vertices = ["A1", "J9", "C3", "B3", "H9"].map(|s| s.parse().unwrap());
        assert_eq!(vertex_list(vertices), "H9 J9 B3 C3 A1");
        assert_eq!(vertex_list([]), "");
    }

    #[test]
    fn floats_keep_a_decimal_point() {
        assert_eq!(float(7.0), "7.0");
        assert_eq!(float(6.5), "6.5");
        assert_eq!(float(-0.25), "-0.25");
        assert_eq!(float(0.0), "0.0");
    }
}
