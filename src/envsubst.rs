//! Flux's variable substitution (`${var}` with bash-like operators), as kustomize-controller runs
//! it after a build and as `fluxr envsubst` runs it over stdin.
//!
//! The rules differ from bash on purpose, because Flux's do: `$var` without braces is left alone,
//! `$$` is an escaped `$`, backslashes outside `${…}` are kept, and every operator other than the
//! defaulting ones reads an unset variable as empty, or fails in strict mode.

/// Why a text could not be substituted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// Strict mode and an operator without a default met an unset variable.
    #[error("variable not set (strict mode): {name:?}")]
    NotSet { name: String },
    /// `${` without its `}`.
    #[error("missing closing brace")]
    MissingBrace,
    /// A malformed operator or argument.
    #[error("bad substitution")]
    BadSubstitution,
    /// `${` not followed by a name.
    #[error("unable to parse variable name")]
    VariableName,
    /// `${…}` nested deeper than [`MAX_DEPTH`].
    #[error("exceeded max depth of {MAX_DEPTH}")]
    TooDeep,
}

/// How deeply `${…}` may nest in another's argument: the YAML reader's limit, so that neither a
/// build's output nor stdin can make the parser recurse without end.
pub const MAX_DEPTH: usize = 10_000;

/// Where variable values come from.
pub trait Lookup {
    /// Returns the value of `name`, or `None` when it is not set.
    fn get(&self, name: &str) -> Option<String>;
}

impl<F: Fn(&str) -> Option<String>> Lookup for F {
    fn get(&self, name: &str) -> Option<String> {
        self(name)
    }
}

/// Substitutes every `${…}` in `input`.
///
/// In non-strict mode every variable counts as set (unknown ones read as empty); in strict mode
/// an unset variable is an error unless its operator supplies a default.
pub fn eval(input: &str, lookup: &dyn Lookup, strict: bool) -> Result<String, Error> {
    let nodes = Parser::new(input).parse_text()?;
    let mut out = String::with_capacity(input.len());
    for node in &nodes {
        eval_node(node, lookup, strict, &mut out)?;
    }
    Ok(out)
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Node {
    Text(String),
    Func(Func),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Func {
    param: String,
    op: &'static str,
    /// Each argument is itself a sequence of text and nested substitutions.
    args: Vec<Vec<Node>>,
}

/// Operators that bring their own value for an unset variable, so strict mode lets them pass.
const DEFAULTING_OPS: [&str; 8] = ["-", ":-", "=", ":=", "+", ":+", "?", ":?"];

/// Operators longest first, so that `##` wins over `#`. Flux's parser knows `-`, `?` and `+`
/// only after a colon: `${var-x}` is its "missing closing brace".
const OPERATORS: [&str; 17] = [
    ",,", ",", "^^", "^", "##", "#", "%%", "%", "//", "/#", "/%", "/", ":=", ":-", ":?", ":+", "=",
];

/// How an operator's arguments are split.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ArgMode {
    /// No arguments (`^`, `,,`, …).
    None,
    /// Arguments separated by `:` (substring).
    Colon,
    /// Pattern and replacement separated by an unescaped `/`.
    Slash,
    /// Everything up to `}`.
    Rest,
}

fn arg_mode(op: &str) -> ArgMode {
    match op {
        "" | "," | ",," | "^" | "^^" => ArgMode::None,
        ":" => ArgMode::Colon,
        "/" | "//" | "/#" | "/%" => ArgMode::Slash,
        _ => ArgMode::Rest,
    }
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
    /// How many `${` are open.
    depth: usize,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Self {
        Self {
            src,
            pos: 0,
            depth: 0,
        }
    }

    fn rest(&self) -> &'a str {
        &self.src[self.pos..]
    }

    /// Top-level text: `$$` is an escaped `$`, `${` opens a substitution, all else is literal.
    fn parse_text(&mut self) -> Result<Vec<Node>, Error> {
        let mut nodes = Vec::new();
        let mut text = String::new();
        while let Some(c) = self.rest().chars().next() {
            if self.rest().starts_with("$$") {
                text.push('$');
                self.pos += 2;
            } else if self.rest().starts_with("${") {
                if !text.is_empty() {
                    nodes.push(Node::Text(std::mem::take(&mut text)));
                }
                nodes.push(Node::Func(self.parse_func()?));
            } else {
                text.push(c);
                self.pos += c.len_utf8();
            }
        }
        if !text.is_empty() {
            nodes.push(Node::Text(text));
        }
        Ok(nodes)
    }

    /// Parses `${…}` starting at `${`.
    fn parse_func(&mut self) -> Result<Func, Error> {
        if self.depth >= MAX_DEPTH {
            return Err(Error::TooDeep);
        }
        self.depth += 1;
        let func = self.parse_func_body();
        self.depth -= 1;
        func
    }

    fn parse_func_body(&mut self) -> Result<Func, Error> {
        self.pos += 2;
        let length_of = self.rest().starts_with('#');
        if length_of {
            self.pos += 1;
        }
        let name_len = self
            .rest()
            .char_indices()
            .find(|&(_, c)| !(c == '_' || c.is_alphanumeric()))
            .map_or(self.rest().len(), |(i, _)| i);
        if name_len == 0 {
            return Err(if length_of {
                Error::BadSubstitution
            } else {
                Error::VariableName
            });
        }
        let param = self.rest()[..name_len].to_owned();
        self.pos += name_len;
        if length_of {
            self.expect_close()?;
            return Ok(Func {
                param,
                op: "#",
                args: Vec::new(),
            });
        }
        let op = if self.rest().starts_with('}') {
            ""
        } else {
            let op = OPERATORS
                .iter()
                .find(|op| self.rest().starts_with(**op))
                .copied()
                .or_else(|| self.rest().starts_with(':').then_some(":"));
            match op {
                Some(op) => {
                    self.pos += op.len();
                    op
                }
                // After a name, anything but an operator or `}` is where flux looks for the brace.
                None => return Err(Error::MissingBrace),
            }
        };
        let args = match arg_mode(op) {
            ArgMode::None => Vec::new(),
            ArgMode::Colon => self.parse_args(Some(':'), false)?,
            ArgMode::Slash => self.parse_args(Some('/'), true)?,
            ArgMode::Rest => self.parse_args(None, false)?,
        };
        self.expect_close()?;
        Ok(Func { param, op, args })
    }

    fn expect_close(&mut self) -> Result<(), Error> {
        match self.rest().chars().next() {
            Some('}') => {
                self.pos += 1;
                Ok(())
            }
            Some(_) => Err(Error::BadSubstitution),
            None => Err(Error::MissingBrace),
        }
    }

    /// Reads arguments up to (not including) the closing `}`. Within an argument, text and nested
    /// `${…}` alternate; each alternation starts a new argument, as Flux's parser does, and the
    /// separator (if any) starts one too. With `escapes`, `\/` and `\\` stand for `/` and `\`.
    fn parse_args(
        &mut self,
        separator: Option<char>,
        escapes: bool,
    ) -> Result<Vec<Vec<Node>>, Error> {
        let mut args: Vec<Vec<Node>> = Vec::new();
        let mut current: Vec<Node> = Vec::new();
        let mut text = String::new();
        let mut separators_left = if separator == Some('/') {
            1
        } else {
            usize::MAX
        };
        loop {
            let Some(c) = self.rest().chars().next() else {
                return Err(Error::MissingBrace);
            };
            if c == '}' {
                break;
            }
            if self.rest().starts_with("${") {
                if !text.is_empty() {
                    current.push(Node::Text(std::mem::take(&mut text)));
                }
                current.push(Node::Func(self.parse_func()?));
                continue;
            }
            if escapes && c == '\\' {
                let next = self.rest()[1..].chars().next();
                if let Some(escaped @ ('/' | '\\')) = next {
                    text.push(escaped);
                    self.pos += 2;
                    continue;
                }
            }
            if Some(c) == separator && separators_left > 0 {
                separators_left -= 1;
                if !text.is_empty() {
                    current.push(Node::Text(std::mem::take(&mut text)));
                }
                args.push(std::mem::take(&mut current));
                self.pos += 1;
                continue;
            }
            text.push(c);
            self.pos += c.len_utf8();
        }
        if !text.is_empty() {
            current.push(Node::Text(text));
        }
        if !current.is_empty() || !args.is_empty() {
            args.push(current);
        }
        Ok(args)
    }
}

fn eval_node(
    node: &Node,
    lookup: &dyn Lookup,
    strict: bool,
    out: &mut String,
) -> Result<(), Error> {
    match node {
        Node::Text(text) => out.push_str(text),
        Node::Func(func) => {
            // Flux evaluates every piece of every argument as an argument of its own; the
            // defaulting operators join them again, the others only read the first.
            let mut args = Vec::new();
            for arg in &func.args {
                for piece in arg {
                    let mut value = String::new();
                    eval_node(piece, lookup, strict, &mut value)?;
                    args.push(value);
                }
                if arg.is_empty() {
                    args.push(String::new());
                }
            }
            let value = lookup.get(&func.param);
            if strict && value.is_none() && !DEFAULTING_OPS.contains(&func.op) {
                return Err(Error::NotSet {
                    name: func.param.clone(),
                });
            }
            let value = value.unwrap_or_default();
            out.push_str(&apply(func.op, &value, &args));
        }
    }
    Ok(())
}

fn apply(op: &str, value: &str, args: &[String]) -> String {
    let first = args.first().map_or("", String::as_str);
    let second = args.get(1).map_or("", String::as_str);
    match op {
        "" => value.to_owned(),
        "," => map_first(value, char::to_lowercase),
        ",," => value.to_lowercase(),
        "^" => map_first(value, char::to_uppercase),
        "^^" => value.to_uppercase(),
        "#" if args.is_empty() => value.len().to_string(),
        "#" => trim_prefix(value, first, false),
        "##" => trim_prefix(value, first, true),
        "%" => trim_suffix(value, first, false),
        "%%" => trim_suffix(value, first, true),
        ":" => substring(value, args),
        "/" => value.replacen(first, second, 1),
        "//" => value.replace(first, second),
        "/#" => match value.strip_prefix(first) {
            Some(rest) => format!("{second}{rest}"),
            None => value.to_owned(),
        },
        "/%" => match value.strip_suffix(first) {
            Some(rest) => format!("{rest}{second}"),
            None => value.to_owned(),
        },
        _ if value.is_empty() => args.concat(),
        _ => value.to_owned(),
    }
}

fn map_first<I: Iterator<Item = char>>(value: &str, f: impl Fn(char) -> I) -> String {
    let mut chars = value.chars();
    match chars.next() {
        Some(first) => f(first).chain(chars).collect(),
        None => String::new(),
    }
}

/// `${var:offset}` and `${var:offset:length}`: a negative offset counts from the end.
fn substring(value: &str, args: &[String]) -> String {
    let chars: Vec<char> = value.chars().collect();
    let len = chars.len() as i64;
    let Some(Ok(mut start)) = args.first().map(|a| a.trim().parse::<i64>()) else {
        return value.to_owned();
    };
    if start < 0 {
        start = (len + start).max(0);
    }
    if start >= len {
        return String::new();
    }
    let end = match args.get(1).map(|a| a.trim().parse::<i64>()) {
        Some(Ok(count)) => (start + count.max(0)).min(len),
        _ => len,
    };
    chars[start as usize..end as usize].iter().collect()
}

fn trim_prefix(value: &str, pattern: &str, longest: bool) -> String {
    let mut cuts: Vec<usize> = value.char_indices().map(|(i, _)| i).collect();
    cuts.push(value.len());
    if longest {
        cuts.reverse();
    }
    cuts.into_iter()
        .find(|&i| i > 0 && glob_match(pattern, &value[..i]))
        .map_or_else(|| value.to_owned(), |i| value[i..].to_owned())
}

fn trim_suffix(value: &str, pattern: &str, longest: bool) -> String {
    let mut cuts: Vec<usize> = value.char_indices().map(|(i, _)| i).collect();
    if !longest {
        cuts.reverse();
    }
    cuts.into_iter()
        .find(|&i| glob_match(pattern, &value[i..]))
        .map_or_else(|| value.to_owned(), |i| value[..i].to_owned())
}

/// Shell-style matching of a whole string: `*`, `?`, `[…]` classes and `\` escapes.
fn glob_match(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    // Iterative matcher with single-star backtracking keeps it linear in practice.
    let (mut pi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        if pi < p.len() {
            match p[pi] {
                '*' => {
                    star = Some((pi, ti));
                    pi += 1;
                    continue;
                }
                '?' => {
                    pi += 1;
                    ti += 1;
                    continue;
                }
                '[' => {
                    if let Some((matched, next)) = match_class(&p, pi, t[ti]) {
                        if matched {
                            pi = next;
                            ti += 1;
                            continue;
                        }
                    } else if t[ti] == '[' {
                        pi += 1;
                        ti += 1;
                        continue;
                    }
                }
                '\\' if pi + 1 < p.len() && p[pi + 1] == t[ti] => {
                    pi += 2;
                    ti += 1;
                    continue;
                }
                c if c == t[ti] => {
                    pi += 1;
                    ti += 1;
                    continue;
                }
                _ => {}
            }
        }
        match star {
            Some((sp, st)) => {
                pi = sp + 1;
                ti = st + 1;
                star = Some((sp, st + 1));
            }
            None => return false,
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// Matches `c` against the class opening at `p[start] == '['`; returns the match and the index
/// after the class, or `None` when the class is not closed.
fn match_class(p: &[char], start: usize, c: char) -> Option<(bool, usize)> {
    let mut i = start + 1;
    let negate = matches!(p.get(i), Some('!' | '^'));
    if negate {
        i += 1;
    }
    let mut matched = false;
    let mut first = true;
    while i < p.len() && (first || p[i] != ']') {
        first = false;
        let lo = p[i];
        if i + 2 < p.len() && p[i + 1] == '-' && p[i + 2] != ']' {
            matched |= (lo..=p[i + 2]).contains(&c);
            i += 3;
        } else {
            matched |= lo == c;
            i += 1;
        }
    }
    (i < p.len()).then_some((matched != negate, i + 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: std::collections::HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |name: &str| map.get(name).cloned()
    }

    fn sub(input: &str, pairs: &[(&str, &str)]) -> String {
        eval(input, &vars(pairs), false).unwrap()
    }

    #[test]
    fn nesting_stops_at_the_depth_limit() {
        let nested = |n: usize| format!("{}x{}", "${A:-".repeat(n), "}".repeat(n));
        let run = move || {
            assert_eq!(sub(&nested(MAX_DEPTH), &[]), "x");
            assert_eq!(
                eval(&nested(MAX_DEPTH + 1), &vars(&[]), false),
                Err(Error::TooDeep)
            );
            assert_eq!(
                eval(&nested(20_000), &vars(&[]), false)
                    .unwrap_err()
                    .to_string(),
                "exceeded max depth of 10000"
            );
        };
        // The depth the limit allows needs the stack fluxr runs on, not a test thread's.
        std::thread::Builder::new()
            .stack_size(crate::cli::STACK_BYTES)
            .spawn(run)
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn plain_and_escaped_references() {
        assert_eq!(
            sub("host: ${HOST}", &[("HOST", "example.org")]),
            "host: example.org"
        );
        assert_eq!(sub("$HOST stays", &[("HOST", "x")]), "$HOST stays");
        assert_eq!(sub("$${HOST} stays", &[("HOST", "x")]), "${HOST} stays");
        assert_eq!(sub("cost: $$5", &[]), "cost: $5");
        assert_eq!(sub(r"C:\dir\${NAME}", &[("NAME", "f")]), r"C:\dir\f");
        assert_eq!(sub("unknown: '${NOPE}'", &[]), "unknown: ''");
    }

    #[test]
    fn case_operators() {
        let v = [("w", "mIxEd")];
        assert_eq!(sub("${w^}", &[("w", "mixed")]), "Mixed");
        assert_eq!(sub("${w^^}", &v), "MIXED");
        assert_eq!(sub("${w,}", &[("w", "MIXED")]), "mIXED");
        assert_eq!(sub("${w,,}", &v), "mixed");
        assert_eq!(sub("${w^}${w,}", &[("w", "")]), "");
    }

    #[test]
    fn length_and_substrings() {
        let v = [("region", "eu-west-1")];
        assert_eq!(sub("${#region}", &v), "9");
        // Go's len: bytes, not characters.
        assert_eq!(sub("${#city}", &[("city", "Zürich")]), "7");
        assert_eq!(sub("${region:3}", &v), "west-1");
        assert_eq!(sub("${region:3:4}", &v), "west");
        assert_eq!(
            sub("${region:-1}", &v),
            "eu-west-1",
            "`:-` is a default, not an offset"
        );
        assert_eq!(sub("${region:20}", &v), "");
        assert_eq!(substring("abcdef", &["-2".into()]), "ef");
        assert_eq!(substring("abcdef", &["-20".into(), "2".into()]), "ab");
    }

    #[test]
    fn pattern_trimming_uses_shell_globs() {
        let v = [("file", "archive.tar.gz"), ("path", "/srv/app/config")];
        assert_eq!(sub("${file#*.}", &v), "tar.gz");
        assert_eq!(sub("${file##*.}", &v), "gz");
        assert_eq!(sub("${file%.*}", &v), "archive.tar");
        assert_eq!(sub("${file%%.*}", &v), "archive");
        assert_eq!(sub("${path##*/}", &v), "config");
        assert_eq!(sub("${path#/srv}", &v), "/app/config");
        assert_eq!(sub("${file#[a-c]r}", &v), "chive.tar.gz");
        assert_eq!(sub("${file#nomatch}", &v), "archive.tar.gz");
    }

    #[test]
    fn replacements_are_literal() {
        let v = [("s", "a.b.a.b")];
        assert_eq!(sub("${s/a/x}", &v), "x.b.a.b");
        assert_eq!(sub("${s//a/x}", &v), "x.b.x.b");
        assert_eq!(sub("${s/#a/x}", &v), "x.b.a.b");
        assert_eq!(sub("${s/%b/x}", &v), "a.b.a.x");
        assert_eq!(sub("${s/./}", &v), "ab.a.b");
        assert_eq!(sub(r"${p//\//-}", &[("p", "x/y/z")]), "x-y-z");
        assert_eq!(sub(r"${p/\\/|}", &[("p", r"x\y")]), "x|y");
    }

    #[test]
    fn defaults_nest_and_concatenate() {
        assert_eq!(sub("${a=fallback}", &[("a", "set")]), "set");
        assert_eq!(sub("${a:=fallback}", &[]), "fallback");
        assert_eq!(sub("${a:-pre-${b}-post}", &[("b", "B")]), "pre-B-post");
        assert_eq!(sub("${a=${b^^}}", &[("b", "up")]), "UP");
    }

    #[test]
    fn strict_mode_rejects_unset_variables_without_default() {
        let lookup = vars(&[("set", "")]);
        assert_eq!(eval("${set}", &lookup, true), Ok(String::new()));
        assert_eq!(
            eval("${unset^^}", &lookup, true),
            Err(Error::NotSet {
                name: "unset".into()
            })
        );
        assert_eq!(
            Error::NotSet {
                name: "unset".into()
            }
            .to_string(),
            "variable not set (strict mode): \"unset\""
        );
        assert_eq!(eval("${unset:-d}", &lookup, true), Ok("d".into()));
        assert_eq!(eval("${unset=d}", &lookup, true), Ok("d".into()));
    }

    #[test]
    fn malformed_references_are_errors() {
        assert_eq!(eval("${open", &vars(&[]), false), Err(Error::MissingBrace));
        // flux's parser: no name, or something after the name that is neither an operator it
        // knows nor `}` (`-`, `?` and `+` only count after a colon).
        assert_eq!(eval("${}", &vars(&[]), false), Err(Error::VariableName));
        assert_eq!(eval("${", &vars(&[]), false), Err(Error::VariableName));
        assert_eq!(eval("${#}", &vars(&[]), false), Err(Error::BadSubstitution));
        for text in ["${a b}", "${a-x}", "${a?}", "${a+x}"] {
            assert_eq!(
                eval(text, &vars(&[]), false),
                Err(Error::MissingBrace),
                "{text}"
            );
        }
        assert_eq!(
            Error::VariableName.to_string(),
            "unable to parse variable name"
        );
    }

    #[test]
    fn braces_inside_arguments_are_text() {
        assert_eq!(sub("${s#$%:*{}", &[("s", "$%:xy{z")]), "z");
    }
}
