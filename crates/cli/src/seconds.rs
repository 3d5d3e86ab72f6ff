//! Numbers of seconds on the command line (`--time`, `--seconds`, `--owl-time`), read
//! one way by every command: a decimal number, fractions allowed, finite.

use std::time::Duration;

/// A time that must be more than 0 seconds.
pub(crate) fn positive(text: &str) -> Result<Duration, String> {
    match seconds(text)? {
        time if time.is_zero() => Err(format!(
            "a time must be a positive number of seconds, not {text}"
        )),
        time => Ok(time),
    }
}

/// A time of 0 seconds or more (what 0 means, the command says).
pub(crate) fn seconds(text: &str) -> Result<Duration, String> {
    let value: f64 = text
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if !(value >= 0.0 && value.is_finite()) {
        return Err(format!(
            "a time must be a positive number of seconds, not {text}"
        ));
    }
    Duration::try_from_secs_f64(value).map_err(|e| format!("`{text}`: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_decimal_seconds_finite_and_not_negative() {
        assert_eq!(positive("0.25"), Ok(Duration::from_millis(250)));
        assert_eq!(seconds(" 2 "), Ok(Duration::from_secs(2)));
        assert_eq!(seconds("0"), Ok(Duration::ZERO));
        assert!(positive("0").unwrap_err().contains("positive"));
        for bad in ["-1", "inf", "NaN"] {
            assert!(seconds(bad).unwrap_err().contains("positive"), "{bad}");
        }
        assert!(positive("soon").unwrap_err().contains("soon"));
        assert!(seconds("1e30").is_err());
    }
}
