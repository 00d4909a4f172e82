//! Go's `regexp/syntax.Parse` with the `Perl` flags, as far as flux asks it anything: whether a
//! pattern parses, Go's message when it does not, and the names of its capture groups. Patterns
//! are read with regex-syntax's parser, which shares RE2's grammar; what Go refuses and
//! regex-syntax takes is refused here, and Go's limits (nesting, repeat counts) replace
//! regex-syntax's smaller ones. Nothing is compiled: Go's parse does not compile either, so a
//! pattern too big for a matcher still parses.

use regex_syntax::ast::{self, Ast, Flag, FlagsItemKind, GroupKind, HexLiteralKind, LiteralKind};

/// Go's `maxHeight`: how deep groups and operators may nest.
const MAX_HEIGHT: u32 = 1000;
/// Go's `maxRepeat`: the largest count in `{n}`, `{n,}` and `{n,m}`.
const MAX_REPEAT: u32 = 1000;

// Go's `ErrorCode`s, in its words.
const INVALID_CHAR_RANGE: &str = "invalid character class range";
const INVALID_ESCAPE: &str = "invalid escape sequence";
const INVALID_NAMED_CAPTURE: &str = "invalid named capture";
const INVALID_PERL_OP: &str = "invalid or unsupported Perl syntax";
const INVALID_REPEAT_OP: &str = "invalid nested repetition operator";
const INVALID_REPEAT_SIZE: &str = "invalid repeat count";
const MISSING_BRACKET: &str = "missing closing ]";
const MISSING_PAREN: &str = "missing closing )";
const MISSING_REPEAT_ARGUMENT: &str = "missing argument to repetition operator";
const TRAILING_BACKSLASH: &str = "trailing backslash at end of expression";
const UNEXPECTED_PAREN: &str = "unexpected )";
const NESTING_DEPTH: &str = "expression nests too deeply";
const LARGE: &str = "expression too large";
const INTERNAL: &str = "regexp/syntax: internal error";

/// Go's `*syntax.Error`: the code and the part of the pattern it blames.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("error parsing regexp: {code}: `{expr}`")]
pub struct SyntaxError {
    code: &'static str,
    expr: String,
}

impl SyntaxError {
    fn new(code: &'static str, expr: &str) -> Self {
        SyntaxError {
            code,
            expr: expr.to_owned(),
        }
    }
}

impl SyntaxError {
    /// Go's refusal of a pattern whose program would be too big, which quotes all of it.
    pub fn too_large(pattern: &str) -> Self {
        SyntaxError::new(LARGE, pattern)
    }
}

/// The names of the pattern's capture groups, in order, or `None` when Go would not parse it.
pub fn capture_names(pattern: &str) -> Option<Vec<String>> {
    parse(pattern).ok()
}

/// Go's `regexp.Compile` verdict: the capture names, or Go's error.
pub fn parse(pattern: &str) -> Result<Vec<String>, SyntaxError> {
    let ast = ast::parse::ParserBuilder::new()
        .nest_limit(MAX_HEIGHT)
        .octal(true)
        .build()
        .parse(pattern)
        .map_err(|err| from_ast_error(pattern, &err))?;
    let names = ast::visit(
        &ast,
        GoSyntax {
            pattern,
            names: Vec::new(),
        },
    )?;
    // Unicode class names and ranges are checked where regex-syntax turns them into sets.
    regex_syntax::hir::translate::Translator::new()
        .translate(pattern, &ast)
        .map_err(|err| {
            let span = err.span();
            let text = &pattern[span.start.offset..span.end.offset];
            match err.kind() {
                regex_syntax::hir::ErrorKind::UnicodePropertyNotFound
                | regex_syntax::hir::ErrorKind::UnicodePropertyValueNotFound => {
                    SyntaxError::new(INVALID_CHAR_RANGE, text)
                }
                _ => SyntaxError::new(INTERNAL, text),
            }
        })?;
    Ok(names)
}

/// Go's code and blamed text for what regex-syntax's parser refused. Go blames the whole
/// pattern for unbalanced groups, the class from its `[` to the end for an unclosed class, and
/// the construct itself otherwise.
fn from_ast_error(pattern: &str, err: &ast::Error) -> SyntaxError {
    use ast::ErrorKind as K;
    let (start, end) = (err.span().start.offset, err.span().end.offset);
    // The `(` that opens the group whose flags or name are at fault.
    let group = || pattern[..start].rfind("(?").unwrap_or(0);
    let (code, expr) = match err.kind() {
        K::GroupUnclosed => (MISSING_PAREN, pattern),
        K::GroupUnopened => (UNEXPECTED_PAREN, pattern),
        K::NestLimitExceeded(_) => (NESTING_DEPTH, pattern),
        K::ClassUnclosed => (MISSING_BRACKET, &pattern[start..]),
        K::RepetitionMissing => (MISSING_REPEAT_ARGUMENT, repeat_op(pattern, start)),
        K::RepetitionCountInvalid | K::DecimalInvalid => {
            let open = pattern[..=start.min(pattern.len() - 1)]
                .rfind('{')
                .unwrap_or(start);
            (INVALID_REPEAT_SIZE, repeat_op(pattern, open))
        }
        K::EscapeUnexpectedEof => (TRAILING_BACKSLASH, ""),
        K::ClassRangeInvalid => (INVALID_CHAR_RANGE, &pattern[start..end]),
        K::UnsupportedLookAround => (INVALID_PERL_OP, &pattern[start..end]),
        K::FlagUnexpectedEof => (INVALID_PERL_OP, &pattern[group()..]),
        K::FlagDanglingNegation => {
            // Go stops on the character after the lone `-`, and blames it too.
            let next = pattern[end..].chars().next().map_or(0, char::len_utf8);
            (INVALID_PERL_OP, &pattern[group()..end + next])
        }
        K::FlagUnrecognized | K::FlagRepeatedNegation { .. } | K::FlagDuplicate { .. } => {
            (INVALID_PERL_OP, &pattern[group()..end])
        }
        K::GroupNameInvalid | K::GroupNameEmpty | K::GroupNameDuplicate { .. } => {
            let open = pattern[..start].rfind("(?").unwrap_or(0);
            let close = pattern[start..]
                .find('>')
                .map_or(pattern.len(), |i| start + i + 1);
            (INVALID_NAMED_CAPTURE, &pattern[open..close])
        }
        K::GroupNameUnexpectedEof => (INVALID_NAMED_CAPTURE, &pattern[group()..]),
        K::EscapeUnrecognized
        | K::EscapeHexEmpty
        | K::EscapeHexInvalid
        | K::EscapeHexInvalidDigit
        | K::ClassEscapeInvalid
        | K::UnsupportedBackreference => (INVALID_ESCAPE, &pattern[start..end]),
        K::ClassRangeLiteral => (INVALID_CHAR_RANGE, &pattern[start..end]),
        _ => (INTERNAL, &pattern[start..end]),
    };
    SyntaxError::new(code, expr)
}

/// The repetition operator at `at` as Go quotes it: `*`, `+`, `?` or `{…}`, with a `?` that
/// makes it lazy.
fn repeat_op(pattern: &str, at: usize) -> &str {
    let rest = &pattern[at..];
    let mut len = match rest.as_bytes().first() {
        Some(b'{') => rest.find('}').map_or(rest.len(), |i| i + 1),
        Some(_) => 1,
        None => 0,
    };
    if rest[len..].starts_with('?') {
        len += 1;
    }
    &rest[..len]
}

/// Collects capture names and refuses what Go's parser refuses.
struct GoSyntax<'p> {
    pattern: &'p str,
    names: Vec<String>,
}

impl GoSyntax<'_> {
    fn text(&self, span: &ast::Span) -> &str {
        &self.pattern[span.start.offset..span.end.offset]
    }

    /// `opened` is where the `(?` starts, which Go quotes up to the flag it refuses.
    fn flags(&self, opened: usize, flags: &ast::Flags) -> Result<(), SyntaxError> {
        // Go knows `i`, `m`, `s` and `U`; `x`, `u` and `R` are regex-syntax's own.
        let go_flag = |item: &ast::FlagsItem| match item.kind {
            FlagsItemKind::Negation => true,
            FlagsItemKind::Flag(flag) => matches!(
                flag,
                Flag::CaseInsensitive | Flag::MultiLine | Flag::DotMatchesNewLine | Flag::SwapGreed
            ),
        };
        match flags.items.iter().find(|item| !go_flag(item)) {
            Some(item) => Err(SyntaxError::new(
                INVALID_PERL_OP,
                &self.pattern[opened..item.span.end.offset],
            )),
            None => Ok(()),
        }
    }

    fn literal(&self, literal: &ast::Literal) -> Result<(), SyntaxError> {
        let text = self.text(&literal.span);
        match &literal.kind {
            // `\u`, `\U` are not Go's; `\x7F` and `\x{10FFFF}` are.
            LiteralKind::HexFixed(kind) | LiteralKind::HexBrace(kind)
                if *kind != HexLiteralKind::X =>
            {
                Err(SyntaxError::new(INVALID_ESCAPE, &text[..2]))
            }
            // A single digit other than 0 is a back-reference to Go, which it refuses; octal
            // takes `\0` or two digits and more.
            LiteralKind::Octal if text.len() == 2 && text != "\\0" => {
                Err(SyntaxError::new(INVALID_ESCAPE, text))
            }
            _ => Ok(()),
        }
    }

    /// Go reads `\pX` and `\p{Name}`; `\p{name=value}` is not its syntax, and Go finds no
    /// class of that name.
    fn unicode_class(&self, class: &ast::ClassUnicode) -> Result<(), SyntaxError> {
        match class.kind {
            ast::ClassUnicodeKind::NamedValue { .. } => {
                Err(SyntaxError::new(INVALID_CHAR_RANGE, self.text(&class.span)))
            }
            _ => Ok(()),
        }
    }
}

impl ast::Visitor for GoSyntax<'_> {
    type Output = Vec<String>;
    type Err = SyntaxError;

    fn finish(self) -> Result<Vec<String>, SyntaxError> {
        Ok(self.names)
    }

    fn visit_pre(&mut self, ast: &Ast) -> Result<(), SyntaxError> {
        match ast {
            Ast::Flags(set) => self.flags(set.span.start.offset, &set.flags),
            Ast::Literal(literal) => self.literal(literal),
            Ast::ClassUnicode(class) => self.unicode_class(class),
            Ast::Repetition(repetition) => {
                // Go refuses a repetition of a repetition (`a**`, `a{2}{3}`) in Perl mode, and
                // quotes both operators.
                if let Ast::Repetition(inner) = &*repetition.ast {
                    let quoted =
                        &self.pattern[inner.op.span.start.offset..repetition.op.span.end.offset];
                    return Err(SyntaxError::new(INVALID_REPEAT_OP, quoted));
                }
                let too_many = match repetition.op.kind {
                    ast::RepetitionKind::Range(
                        ast::RepetitionRange::Exactly(n) | ast::RepetitionRange::AtLeast(n),
                    ) => n > MAX_REPEAT,
                    ast::RepetitionKind::Range(ast::RepetitionRange::Bounded(min, max)) => {
                        min > MAX_REPEAT || max > MAX_REPEAT
                    }
                    _ => false,
                };
                if too_many {
                    let op = repeat_op(self.pattern, repetition.op.span.start.offset);
                    return Err(SyntaxError::new(INVALID_REPEAT_SIZE, op));
                }
                Ok(())
            }
            Ast::Group(group) => match &group.kind {
                GroupKind::CaptureName { name, .. } => {
                    // Go's names are ASCII letters, digits and `_`.
                    if !name
                        .name
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'_')
                    {
                        let quoted =
                            &self.pattern[group.span.start.offset..name.span.end.offset + 1];
                        return Err(SyntaxError::new(INVALID_NAMED_CAPTURE, quoted));
                    }
                    self.names.push(name.name.clone());
                    Ok(())
                }
                GroupKind::NonCapturing(flags) => self.flags(group.span.start.offset, flags),
                GroupKind::CaptureIndex(_) => Ok(()),
            },
            _ => Ok(()),
        }
    }

    fn visit_class_set_item_pre(&mut self, item: &ast::ClassSetItem) -> Result<(), SyntaxError> {
        match item {
            ast::ClassSetItem::Literal(literal) => self.literal(literal),
            ast::ClassSetItem::Range(range) => {
                self.literal(&range.start)?;
                self.literal(&range.end)
            }
            ast::ClassSetItem::Unicode(class) => self.unicode_class(class),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{capture_names, parse};

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
    #[test]
    fn refusals_carry_go_s_code_and_quote() {
        for (pattern, message) in [
            ("(unclosed", "missing closing ): `(unclosed`"),
            ("a)b", "unexpected ): `a)b`"),
            ("a[b", "missing closing ]: `[b`"),
            ("*a", "missing argument to repetition operator: `*`"),
            ("a|+?", "missing argument to repetition operator: `+?`"),
            ("a**", "invalid nested repetition operator: `**`"),
            ("a{2}{3}", "invalid nested repetition operator: `{2}{3}`"),
            ("a{1001}", "invalid repeat count: `{1001}`"),
            ("a{2,1001}", "invalid repeat count: `{2,1001}`"),
            ("a{3,2}", "invalid repeat count: `{3,2}`"),
            (r"\q", r"invalid escape sequence: `\q`"),
            (r"a\1", r"invalid escape sequence: `\1`"),
            (r"\u0041", r"invalid escape sequence: `\u`"),
            ("a\\", "trailing backslash at end of expression: ``"),
            ("(?x)a", "invalid or unsupported Perl syntax: `(?x`"),
            ("(?u:a)", "invalid or unsupported Perl syntax: `(?u`"),
            ("(?z)", "invalid or unsupported Perl syntax: `(?z`"),
            ("(?i", "invalid or unsupported Perl syntax: `(?i`"),
            ("(?i-)", "invalid or unsupported Perl syntax: `(?i-)`"),
            ("(?=a)", "invalid or unsupported Perl syntax: `(?=`"),
            ("(?P<a.b>x)", "invalid named capture: `(?P<a.b>`"),
            ("(?P<>x)", "invalid named capture: `(?P<>`"),
            ("[z-a]", "invalid character class range: `z-a`"),
            (r"\p{Foo}", r"invalid character class range: `\p{Foo}`"),
            (r"\p{gc=L}", r"invalid character class range: `\p{gc=L}`"),
        ] {
            assert_eq!(
                parse(pattern).unwrap_err().to_string(),
                format!("error parsing regexp: {message}"),
                "{pattern}"
            );
        }
        let deep = format!("{}a{}", "(".repeat(1001), ")".repeat(1001));
        assert_eq!(
            parse(&deep).unwrap_err().to_string(),
            format!("error parsing regexp: expression nests too deeply: `{deep}`")
        );
    }
}
