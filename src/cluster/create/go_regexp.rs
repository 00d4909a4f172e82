//! Go's `regexp/syntax.Parse` with the `Perl` flags, as far as flux asks it anything: whether a
//! pattern parses, and the names of its capture groups. Patterns are read with regex-syntax's
//! parser, which shares RE2's grammar; what Go refuses and regex-syntax takes is refused here,
//! and Go's limits (nesting, repeat counts) replace regex-syntax's smaller ones. Nothing is
//! compiled: Go's parse does not compile either, so a pattern too big for a matcher still parses.

use regex_syntax::ast::{self, Ast, Flag, FlagsItemKind, GroupKind, HexLiteralKind, LiteralKind};

/// Go's `maxHeight`: how deep groups and operators may nest.
const MAX_HEIGHT: u32 = 1000;
/// Go's `maxRepeat`: the largest count in `{n}`, `{n,}` and `{n,m}`.
const MAX_REPEAT: u32 = 1000;

/// The names of the pattern's capture groups, in order, or `None` when Go would not parse it.
pub fn capture_names(pattern: &str) -> Option<Vec<String>> {
    let ast = ast::parse::ParserBuilder::new()
        .nest_limit(MAX_HEIGHT)
        .octal(true)
        .build()
        .parse(pattern)
        .ok()?;
    let names = ast::visit(
        &ast,
        GoSyntax {
            pattern,
            names: Vec::new(),
        },
    )
    .ok()?;
    // Unicode class names and ranges are checked where regex-syntax turns them into sets.
    regex_syntax::hir::translate::Translator::new()
        .translate(pattern, &ast)
        .ok()?;
    Some(names)
}

/// Collects capture names and refuses what Go's parser refuses.
struct GoSyntax<'p> {
    pattern: &'p str,
    names: Vec<String>,
}

impl GoSyntax<'_> {
    fn flags(flags: &ast::Flags) -> Result<(), ()> {
        // Go knows `i`, `m`, `s` and `U`; `x`, `u` and `R` are regex-syntax's own.
        let go_flag = |item: &ast::FlagsItem| match item.kind {
            FlagsItemKind::Negation => true,
            FlagsItemKind::Flag(flag) => matches!(
                flag,
                Flag::CaseInsensitive | Flag::MultiLine | Flag::DotMatchesNewLine | Flag::SwapGreed
            ),
        };
        flags.items.iter().all(go_flag).then_some(()).ok_or(())
    }

    fn literal(&self, literal: &ast::Literal) -> Result<(), ()> {
        match &literal.kind {
            // `\u`, `\U` are not Go's; `\x7F` and `\x{10FFFF}` are.
            LiteralKind::HexFixed(kind) | LiteralKind::HexBrace(kind)
                if *kind != HexLiteralKind::X =>
            {
                Err(())
            }
            // A single digit other than 0 is a back-reference to Go, which it refuses; octal
            // takes `\0` or two digits and more.
            LiteralKind::Octal => {
                let text = &self.pattern[literal.span.start.offset..literal.span.end.offset];
                if text.len() == 2 && text != "\\0" {
                    Err(())
                } else {
                    Ok(())
                }
            }
            _ => Ok(()),
        }
    }
}

impl ast::Visitor for GoSyntax<'_> {
    type Output = Vec<String>;
    type Err = ();

    fn finish(self) -> Result<Vec<String>, ()> {
        Ok(self.names)
    }

    fn visit_pre(&mut self, ast: &Ast) -> Result<(), ()> {
        match ast {
            Ast::Flags(set) => Self::flags(&set.flags),
            Ast::Literal(literal) => self.literal(literal),
            Ast::ClassUnicode(class) => unicode_class(class),
            Ast::Repetition(repetition) => {
                // Go refuses a repetition of a repetition (`a**`, `a{2}{3}`) in Perl mode.
                if matches!(*repetition.ast, Ast::Repetition(_)) {
                    return Err(());
                }
                match repetition.op.kind {
                    ast::RepetitionKind::Range(
                        ast::RepetitionRange::Exactly(n) | ast::RepetitionRange::AtLeast(n),
                    ) if n > MAX_REPEAT => Err(()),
                    ast::RepetitionKind::Range(ast::RepetitionRange::Bounded(min, max))
                        if min > MAX_REPEAT || max > MAX_REPEAT =>
                    {
                        Err(())
                    }
                    _ => Ok(()),
                }
            }
            Ast::Group(group) => match &group.kind {
                GroupKind::CaptureName { name, .. } => {
                    // Go's names are ASCII letters, digits and `_`.
                    if !name
                        .name
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    {
                        return Err(());
                    }
                    self.names.push(name.name.clone());
                    Ok(())
                }
                GroupKind::NonCapturing(flags) => Self::flags(flags),
                GroupKind::CaptureIndex(_) => Ok(()),
            },
            _ => Ok(()),
        }
    }

    fn visit_class_set_item_pre(&mut self, item: &ast::ClassSetItem) -> Result<(), ()> {
        match item {
            ast::ClassSetItem::Literal(literal) => self.literal(literal),
            ast::ClassSetItem::Range(range) => {
                self.literal(&range.start)?;
                self.literal(&range.end)
            }
            ast::ClassSetItem::Unicode(class) => unicode_class(class),
            _ => Ok(()),
        }
    }
}

/// Go reads `\pX` and `\p{Name}`; `\p{name=value}` is not its syntax.
fn unicode_class(class: &ast::ClassUnicode) -> Result<(), ()> {
    match class.kind {
        ast::ClassUnicodeKind::NamedValue { .. } => Err(()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::capture_names;

    #[test]
    fn names_come_in_the_order_of_the_groups() {
        assert_eq!(
            capture_names(r"^(?P<major>\d+)\.(\d+)-(?<ts>[0-9]+)$").unwrap(),
            ["major", "ts"]
        );
        assert_eq!(capture_names("plain").unwrap(), Vec::<String>::new());
    }

    #[test]
    fn patterns_go_parses_are_taken() {
        for pattern in [
            r"\w{500}",
            "a{1000}",
            "(?i)main-(?s:.)+",
            "(?U)a+",
            r"\x41\x{263a}\012\0",
            r"\pL\p{Greek}\PN[\p{Nd}_]",
            "a*?b+?",
            &format!("{}a{}", "(".repeat(900), ")".repeat(900)),
        ] {
            assert!(capture_names(pattern).is_some(), "{pattern}");
        }
    }

    #[test]
    fn patterns_go_refuses_are_refused() {
        for pattern in [
            "(?x) a b",
            "(?u:a)",
            "(?R)a",
            "a{1001}",
            "a{2,1001}",
            "a**",
            "a{2}{3}",
            r"\u0041",
            r"\1",
            r"\p{gc=L}",
            "(?P<a.b>x)",
            "(unclosed",
            r"\p{NotAProperty}",
            &format!("{}a{}", "(".repeat(1001), ")".repeat(1001)),
        ] {
            assert!(capture_names(pattern).is_none(), "{pattern}");
        }
    }
}
