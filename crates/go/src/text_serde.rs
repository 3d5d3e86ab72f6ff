//! Serde support (the `serde` feature): the values that have a text form (colours,
//! vertices, moves, rules, eye shapes and verdicts) are written as that text, the same that
//! `Display` prints, and read back through `FromStr`.

/// Implements `Serialize` through `Display` for each type, and with `FromStr` after a
/// `;` also `Deserialize` through `FromStr`: `text_serde!(Verdict; Color, Move)`. The
/// crates of the workspace share it for their own types (hidden from the docs).
#[doc(hidden)]
#[macro_export]
macro_rules! text_serde {
    ($($shown:ty),* $(,)? ; $($read:ty),* $(,)?) => {
        $crate::text_serde!($($shown),*);
        $(
            $crate::text_serde!($read);
            impl<'de> $crate::__serde::Deserialize<'de> for $read {
                fn deserialize<D: $crate::__serde::Deserializer<'de>>(
                    deserializer: D,
                ) -> Result<Self, D::Error> {
                    let text: std::borrow::Cow<'de, str> =
                        $crate::__serde::Deserialize::deserialize(deserializer)?;
                    text.parse().map_err($crate::__serde::de::Error::custom)
                }
            }
        )*
    };
    ($($shown:ty),* $(,)?) => {
        $(
            impl $crate::__serde::Serialize for $shown {
                fn serialize<S: $crate::__serde::Serializer>(
                    &self,
                    serializer: S,
                ) -> Result<S::Ok, S::Error> {
                    serializer.collect_str(self)
                }
            }
        )*
    };
}

crate::text_serde!(crate::eyes::ShapeVerdict;
    crate::eyes::EyeKind, crate::eyes::Shape, crate::Color, crate::Vertex, crate::Move, crate::KoRule, crate::SuicideRule);

#[cfg(test)]
mod tests {
    use crate::eyes::{EyeKind, Shape, ShapeVerdict};
    use crate::{Color, KoRule, Move, Vertex};

    #[test]
    fn values_are_written_and_read_as_their_text() {
        let moves: Vec<Move> = vec!["D4".parse().unwrap(), Move::Pass];
        let text = serde_json::to_string(&(Color::White, &moves, KoRule::Situational)).unwrap();
        assert_eq!(text, r#"["W",["D4","pass"],"situational"]"#);
        let back: (Color, Vec<Move>, KoRule) = serde_json::from_str(&text).unwrap();
        assert_eq!(back, (Color::White, moves, KoRule::Situational));
        let vertex: Vertex = serde_json::from_str(r#""t19""#).unwrap();
        assert_eq!(vertex.to_string(), "T19");
        assert_eq!(
            serde_json::to_string(&ShapeVerdict::OneEye).unwrap(),
            r#""one-eye""#
        );
        let shape: Shape = serde_json::from_str(r#""bent four in the corner""#).unwrap();
        assert_eq!(shape, Shape::BentFour { in_corner: true });
        assert_eq!(
            serde_json::to_string(&EyeKind::False).unwrap(),
            r#""false""#
        );
        let error = serde_json::from_str::<Color>(r#""green""#).unwrap_err();
        assert!(error.to_string().contains("green"), "{error}");
    }
}
