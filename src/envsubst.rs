//! Flux's variable substitution (`${var}` with bash-like operators), as kustomize-controller runs
//! it after a build and as `fluxr envsubst` runs it over stdin.
//!
//! The scanner and parser follow fluxcd/pkg `envsubst` (v1.7.0, the version flux v2.9.4 pins)
//! state for state, quirks included, because a manifest is only portable if it fails and passes
//! where kustomize-controller's does: `$var` without braces is left alone, `$$` is an escaped `$`,
//! `-`, `?` and `+` are operators only after a colon, `:+` gives the value and not the word, and
//! an unset variable reads as empty unless strict mode is on.
//!
//! Go slices strings by bytes, so `${v:0:1}`, `${v#?}` and friends can cut a character in two;
//! this module works on bytes as Go does and hands back bytes: `fluxr envsubst` writes them as
//! flux does, and a build fails on them as kustomize-controller's YAML reader does.

/// Why a text could not be substituted.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// Strict mode and an operator without a default met an unset variable.
    #[error("variable not set (strict mode): {name:?}")]
    NotSet { name: String },
    #[error("missing closing brace")]
    MissingBrace,
    #[error("bad substitution")]
    BadSubstitution,
    #[error("unable to parse variable name")]
    VariableName,
    /// An operator's argument is empty or starts with a character it may not hold.
    #[error("unable to parse substitution within function")]
    FuncSubstitution,
    /// `${v:offset:length}` with a negative length that ends before the offset: Go panics
    /// slicing the value; fluxr fails with the panic's text instead.
    #[error("runtime error: slice bounds out of range {0}")]
    SliceBounds(String),
    /// `${…}` nested deeper than [`MAX_DEPTH`].
    #[error("exceeded max depth of {MAX_DEPTH}")]
    TooDeep,
    /// The result grew past [`MAX_OUTPUT_BYTES`].
    #[error("the substituted text is larger than {MAX_OUTPUT_BYTES} bytes")]
    TooLarge,
}

/// How deeply `${…}` may nest in another's argument: the YAML reader's limit, so that neither a
/// build's output nor stdin can make the parser recurse without end (Go's has no limit).
pub const MAX_DEPTH: usize = 10_000;

/// How large a substituted text may grow: the size of a file fluxr reads. A replacement with an
/// empty pattern multiplies its value's length by the replacement's, and nested in another's
/// replacement it multiplies again, so a few bytes of repository content could otherwise ask
/// for more memory than the machine has (Go's has no limit).
pub const MAX_OUTPUT_BYTES: usize = crate::kustomize::fs::MAX_FILE_BYTES as usize;

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

/// Substitutes every `${…}` in `input`; the whole text is parsed before anything is looked up.
///
/// In non-strict mode every variable counts as set (unknown ones read as empty); in strict mode
/// an unset variable is an error unless its operator supplies a default.
///
/// The text need not be UTF-8: like Go's, the scanner reads a byte that is no character as
/// U+FFFD and copies it through.
pub fn eval(input: impl AsRef<[u8]>, lookup: &dyn Lookup, strict: bool) -> Result<Vec<u8>, Error> {
    eval_bytes(input.as_ref(), lookup, strict)
}

fn eval_bytes(input: &[u8], lookup: &dyn Lookup, strict: bool) -> Result<Vec<u8>, Error> {
    let mut parser = Parser {
        s: Scanner {
            buf: input.to_vec(),
            pos: 0,
            start: 0,
            width: 0,
            mode: 0,
            escapes: 0,
            accept: |_, _| true,
        },
        depth: 0,
    };
    let nodes = parser.parse()?;
    let mut out = Vec::with_capacity(input.len());
    for node in &nodes {
        eval_node(node, lookup, strict, &mut out)?;
    }
    Ok(out)
}

enum Node {
    Text(Vec<u8>),
    Func {
        param: String,
        /// The operator as scanned (`""` for `${v}`); unknown ones such as `,^` act as `${v}`.
        name: String,
        args: Vec<Node>,
    },
}

/// Go's scanner reads `rune(0)` both for a NUL character and for the end of the text.
const EOF: char = '\0';

#[derive(PartialEq)]
enum Token {
    Illegal,
    Eof,
    Ident,
    Lbrack,
    Rbrack,
}

// What `scan` may recognise.
const IDENT: u8 = 1;
const LBRACK: u8 = 2;
const RBRACK: u8 = 4;
const ESCAPE: u8 = 8;
// Which escapes `ESCAPE` honours: `$$` everywhere, `\/` and `\\` inside `${…}` only.
const DOLLAR: u8 = 1;
const BACKSLASH: u8 = 2;

/// Decodes one character as Go's `utf8.DecodeRune` does: a byte that starts no valid sequence
/// reads as U+FFFD, one byte wide.
fn decode(bytes: &[u8]) -> (char, usize) {
    let n = match bytes.first() {
        Some(0..=0x7f) => 1,
        Some(0xc0..=0xdf) => 2,
        Some(0xe0..=0xef) => 3,
        _ => 4,
    };
    bytes
        .get(..n)
        .and_then(|b| std::str::from_utf8(b).ok())
        .and_then(|s| s.chars().next())
        .map_or(('\u{fffd}', 1), |c| (c, n))
}

/// Go's scanner, kept literal: its positions move by the width of the last character read, so
/// a few malformed texts send it back further than it read, and which error a text gets
/// depends on that.
struct Scanner {
    buf: Vec<u8>,
    pos: usize,
    start: usize,
    width: usize,
    mode: u8,
    escapes: u8,
    /// Whether a character continues the token; the second argument is the token's length in
    /// bytes with the character.
    accept: fn(char, usize) -> bool,
}

impl Scanner {
    fn read(&mut self) -> char {
        if self.pos >= self.buf.len() {
            self.width = 0;
            return EOF;
        }
        let (c, width) = decode(&self.buf[self.pos..]);
        self.width = width;
        self.pos += width;
        c
    }

    fn unread(&mut self) {
        self.pos = self.pos.saturating_sub(self.width);
    }

    fn peek(&mut self) -> char {
        let c = self.read();
        self.unread();
        c
    }

    fn string(&self) -> Vec<u8> {
        self.buf
            .get(self.start..self.pos)
            .unwrap_or_default()
            .to_vec()
    }

    fn scan(&mut self) -> Token {
        self.start = self.pos;
        let c = self.read();
        if c == EOF {
            Token::Eof
        } else if self.lbrack(c) {
            Token::Lbrack
        } else if self.mode & RBRACK != 0 && c == '}' {
            Token::Rbrack
        } else if self.ident(c) {
            Token::Ident
        } else {
            Token::Illegal
        }
    }

    fn ident(&mut self, c: char) -> bool {
        if self.mode & IDENT == 0 {
            return false;
        }
        if self.escaped(c) {
            self.skip();
        } else if !(self.accept)(c, self.pos - self.start) {
            return false;
        }
        loop {
            let c = self.read();
            if c == EOF {
                self.unread();
                break;
            }
            if self.lbrack(c) {
                self.unread();
                self.unread();
                break;
            }
            if self.escaped(c) {
                self.skip();
            } else if !(self.accept)(c, self.pos - self.start) {
                self.unread();
                break;
            }
        }
        true
    }

    fn lbrack(&mut self, c: char) -> bool {
        if self.mode & LBRACK == 0 || c != '$' {
            return false;
        }
        if self.read() == '{' {
            return true;
        }
        self.unread();
        false
    }

    fn escaped(&mut self, c: char) -> bool {
        self.mode & ESCAPE != 0
            && match c {
                '$' => self.escapes & DOLLAR != 0 && self.peek() == '$',
                '\\' => self.escapes & BACKSLASH != 0 && matches!(self.peek(), '/' | '\\'),
                _ => false,
            }
    }

    /// Drops the escape character just read; the escaped one becomes part of the token.
    fn skip(&mut self) {
        self.buf.remove(self.pos - 1);
    }
}

struct Parser {
    s: Scanner,
    depth: usize,
}

impl Parser {
    fn scan(&mut self, accept: fn(char, usize) -> bool, mode: u8) -> Token {
        self.s.accept = accept;
        self.s.mode = mode;
        self.s.scan()
    }

    /// Scans an operator made of the characters `accept` takes.
    fn op(&mut self, accept: fn(char, usize) -> bool) -> Option<String> {
        (self.scan(accept, IDENT) == Token::Ident)
            .then(|| String::from_utf8_lossy(&self.s.string()).into_owned())
    }

    /// The whole text: literal runs and `${…}`, in order.
    fn parse(&mut self) -> Result<Vec<Node>, Error> {
        let mut nodes = Vec::new();
        loop {
            self.s.escapes = DOLLAR;
            match self.scan(|_, _| true, IDENT | LBRACK | ESCAPE) {
                Token::Ident => nodes.push(Node::Text(self.s.string())),
                Token::Eof => return Ok(nodes),
                Token::Lbrack => nodes.push(self.func()?),
                _ => return Err(Error::BadSubstitution),
            }
        }
    }

    /// After `${`.
    fn func(&mut self) -> Result<Node, Error> {
        if self.depth >= MAX_DEPTH {
            return Err(Error::TooDeep);
        }
        self.depth += 1;
        let node = self.func_body();
        self.depth -= 1;
        node
    }

    fn func_body(&mut self) -> Result<Node, Error> {
        self.s.escapes = DOLLAR | BACKSLASH;
        if self.s.peek() == '#' {
            let name = self.op(|c, i| c == '#' && i == 1);
            let param = self.op(ident_char);
            return match (name, param) {
                (Some(name), Some(param)) => self.close(param, name, Vec::new()),
                _ => Err(Error::BadSubstitution),
            };
        }
        let param = self.op(ident_char).ok_or(Error::VariableName)?;
        let mut args = Vec::new();
        match self.s.peek() {
            ':' => {
                // Looks one past the colon, then steps back by that character's width.
                self.s.read();
                let next = self.s.peek();
                self.s.unread();
                if matches!(next, '=' | '-' | '?' | '+') {
                    return self.default_func(param);
                }
                let name = self.op(|c, i| c == ':' && i == 1);
                let name = name.ok_or(Error::BadSubstitution)?;
                args.push(self.param(|c, _| c != ':' && c != '}', IDENT)?);
                match self.scan(|c, _| c == ':', IDENT | RBRACK) {
                    Token::Rbrack => return Ok(Node::Func { param, name, args }),
                    Token::Ident => {}
                    _ => return Err(Error::BadSubstitution),
                }
                args.push(self.param(not_closing, IDENT)?);
                self.close(param, name, args)
            }
            '=' => self.default_func(param),
            ',' | '^' => {
                let name = self.op(|c, i| (c == ',' || c == '^') && i < 3);
                self.close(param, name.ok_or(Error::BadSubstitution)?, args)
            }
            '/' => {
                let name = self.op(|c, i| match i {
                    1 => c == '/',
                    2 => matches!(c, '/' | '#' | '%'),
                    _ => false,
                });
                let name = name.ok_or(Error::BadSubstitution)?;
                args.push(self.param(|c, _| c != '/', IDENT | ESCAPE)?);
                if self.op(|c, _| c == '/').is_none() {
                    return Err(Error::BadSubstitution);
                }
                if self.s.peek() != '}' {
                    args.push(self.param(not_closing, IDENT | ESCAPE)?);
                }
                self.close(param, name, args)
            }
            c @ ('#' | '%') => {
                let name = match c {
                    '#' => self.op(|c, i| c == '#' && i < 3),
                    _ => self.op(|c, i| c == '%' && i < 3),
                };
                let name = name.ok_or(Error::BadSubstitution)?;
                args.push(self.param(not_closing, IDENT)?);
                self.close(param, name, args)
            }
            _ => match self.scan(ident_char, RBRACK) {
                Token::Rbrack => Ok(Node::Func {
                    param,
                    name: String::new(),
                    args,
                }),
                _ => Err(Error::MissingBrace),
            },
        }
    }

    /// `=`, `:=`, `:-`, `:?`, `:+`: every run of text and every `${…}` up to `}` is an argument.
    fn default_func(&mut self, param: String) -> Result<Node, Error> {
        let name = if self.s.peek() == '=' {
            self.op(|c, i| i == 1 && c == '=')
        } else {
            self.op(|c, i| match i {
                1 => c == ':',
                2 => matches!(c, '=' | '-' | '?' | '+'),
                _ => false,
            })
        };
        // Unreachable with the characters peeked before, as in Go.
        let name = name.ok_or(Error::BadSubstitution)?;
        let mut args = Vec::new();
        while self.s.peek() != '}' {
            args.push(self.param(not_closing, IDENT)?);
        }
        self.close(param, name, args)
    }

    /// One argument: a `${…}` or a run of characters `accept` takes, never empty.
    fn param(&mut self, accept: fn(char, usize) -> bool, mode: u8) -> Result<Node, Error> {
        match self.scan(accept, mode | LBRACK) {
            Token::Lbrack => self.func(),
            Token::Ident => Ok(Node::Text(self.s.string())),
            _ => Err(Error::FuncSubstitution),
        }
    }

    fn close(&mut self, param: String, name: String, args: Vec<Node>) -> Result<Node, Error> {
        match self.scan(not_closing, RBRACK) {
            Token::Rbrack => Ok(Node::Func { param, name, args }),
            _ => Err(Error::BadSubstitution),
        }
    }
}

/// Go's `unicode.IsLetter || unicode.IsDigit || '_'`; Rust's classes are slightly wider for
/// non-ASCII (marks counted as alphabetic, other numerals as numeric).
fn ident_char(c: char, _: usize) -> bool {
    c == '_' || c.is_alphanumeric()
}

fn not_closing(c: char, _: usize) -> bool {
    c != '}'
}

fn eval_node(
    node: &Node,
    lookup: &dyn Lookup,
    strict: bool,
    out: &mut Vec<u8>,
) -> Result<(), Error> {
    match node {
        Node::Text(text) => out.extend_from_slice(text),
        Node::Func { param, name, args } => {
            // Arguments first: a missing variable in a default fails even when it is not used.
            let mut values = Vec::with_capacity(args.len());
            for arg in args {
                let mut value = Vec::new();
                eval_node(arg, lookup, strict, &mut value)?;
                values.push(value);
            }
            let value = lookup.get(param);
            let defaulting = matches!(name.as_str(), "=" | ":=" | ":-" | ":?" | ":+");
            if strict && value.is_none() && !defaulting {
                return Err(Error::NotSet {
                    name: param.clone(),
                });
            }
            out.extend(apply(name, value.unwrap_or_default().as_bytes(), &values)?);
        }
    }
    if out.len() > MAX_OUTPUT_BYTES {
        return Err(Error::TooLarge);
    }
    Ok(())
}

/// Go's functions by operator name (`lookupFunc`): everything else, defaults included, is
/// "the value, or the arguments joined when it is empty".
fn apply(name: &str, s: &[u8], args: &[Vec<u8>]) -> Result<Vec<u8>, Error> {
    let (Some(first), second) = (args.first(), args.get(1).map_or(&[][..], |a| &a[..])) else {
        return Ok(match name {
            "," | "^" => map_chars(s, name == ",", true),
            ",," | "^^" => map_chars(s, name == ",,", false),
            "#" => s.len().to_string().into_bytes(),
            _ => s.to_vec(),
        });
    };
    Ok(match name {
        "#" | "##" => trim(s, first, name == "##"),
        "%" | "%%" => reverse(&trim(&reverse(s), &reverse(first), name == "%%")),
        ":" => return substring(s, args),
        "/" | "//" => replace(s, first, second, if name == "/" { 1 } else { usize::MAX })?,
        "/#" if args.len() == 2 && s.starts_with(first) => replace(s, first, second, 1)?,
        "/%" if args.len() == 2 && s.ends_with(first) => {
            [&s[..s.len() - first.len()], second].concat()
        }
        "/#" | "/%" => s.to_vec(),
        _ if s.is_empty() => args.concat(),
        _ => s.to_vec(),
    })
}

/// Go's `unicode.ToLower`/`ToUpper` of each character (or of the first only): one character
/// for one. Where Unicode's full mapping gives several, Go keeps the character (upper case) or
/// takes the first (lower case: `İ` becomes `i`).
fn map_chars(s: &[u8], lower: bool, first_only: bool) -> Vec<u8> {
    let mut out = String::new();
    let mut rest = s;
    // With `first_only`, one round.
    while !rest.is_empty() && (!first_only || rest.len() == s.len()) {
        let (c, n) = decode(rest);
        rest = &rest[n..];
        let mapped = if lower {
            c.to_lowercase().next()
        } else {
            let mut upper = c.to_uppercase();
            (upper.len() == 1).then(|| upper.next()).flatten()
        };
        out.push(mapped.unwrap_or(c));
    }
    [out.as_bytes(), rest].concat()
}

/// `${v:offset}`, `${v:offset:length}` (Go's `toSubstr`): numbers as `strconv.Atoi` reads them,
/// a value it cannot read leaves the value whole, and the value is cut by bytes.
fn substring(s: &[u8], args: &[Vec<u8>]) -> Result<Vec<u8>, Error> {
    let atoi = |a: &Vec<u8>| std::str::from_utf8(a).ok()?.parse::<i64>().ok();
    let len = s.len() as i64;
    let Some(mut pos) = atoi(&args[0]) else {
        return Ok(s.to_vec());
    };
    if pos < 0 {
        pos = (len + pos).max(0);
    }
    let end = match args.get(1).map(atoi) {
        None => len,
        Some(None) => return Ok(s.to_vec()),
        Some(Some(length)) => pos.wrapping_add(length),
    };
    if end >= len {
        return Ok(if pos < len {
            s[pos as usize..].to_vec()
        } else {
            Vec::new()
        });
    }
    if end < 0 {
        return Err(Error::SliceBounds(format!("[:{end}] with length {len}")));
    }
    if end < pos {
        return Err(Error::SliceBounds(format!("[{pos}:{end}]")));
    }
    Ok(s[pos as usize..end as usize].to_vec())
}

/// Go's `strings.Replace`: at most `n` matches, left to right; an empty pattern matches before
/// every character and at the end.
fn replace(s: &[u8], old: &[u8], new: &[u8], n: usize) -> Result<Vec<u8>, Error> {
    let mut out = Vec::with_capacity(s.len());
    let mut start = 0;
    for i in 0..n {
        let at = if old.is_empty() {
            if i == 0 {
                0
            } else if start < s.len() {
                start + decode(&s[start..]).1
            } else {
                break;
            }
        } else {
            match s[start..].windows(old.len()).position(|w| w == old) {
                Some(at) => start + at,
                None => break,
            }
        };
        out.extend_from_slice(&s[start..at]);
        out.extend_from_slice(new);
        if out.len() > MAX_OUTPUT_BYTES {
            return Err(Error::TooLarge);
        }
        start = at + old.len();
    }
    out.extend_from_slice(&s[start..]);
    Ok(out)
}

/// Go's `trimShortest`/`trimLongest`: tries every byte-long prefix, longest first; a pattern
/// error anywhere leaves the value whole.
fn trim(s: &[u8], pattern: &[u8], longest: bool) -> Vec<u8> {
    let mut cut = 0;
    for end in (1..=s.len()).rev() {
        match glob(pattern, &s[..end]) {
            Err(()) => return s.to_vec(),
            Ok(true) if longest => return s[end..].to_vec(),
            Ok(true) => cut = end,
            Ok(false) => {}
        }
    }
    s[cut..].to_vec()
}

/// Go's reverse through `[]rune`: the suffix trims reverse the value and the pattern, so a byte
/// that is no character becomes U+FFFD.
fn reverse(s: &[u8]) -> Vec<u8> {
    let mut chars = Vec::new();
    let mut rest = s;
    while !rest.is_empty() {
        let (c, n) = decode(rest);
        chars.push(c);
        rest = &rest[n..];
    }
    chars.iter().rev().collect::<String>().into_bytes()
}

/// fluxcd/pkg's `path.Match`: `*` matches `/` too and a trailing `*` matches everything; byte
/// comparisons except in `?` and classes.
fn glob(mut pattern: &[u8], mut name: &[u8]) -> Result<bool, ()> {
    'chunks: while !pattern.is_empty() {
        let star = pattern[0] == b'*';
        while pattern.first() == Some(&b'*') {
            pattern = &pattern[1..];
        }
        let mut in_class = false;
        let mut i = 0;
        while i < pattern.len() {
            match pattern[i] {
                b'\\' if i + 1 < pattern.len() => i += 1,
                b'[' => in_class = true,
                b']' => in_class = false,
                b'*' if !in_class => break,
                _ => {}
            }
            i += 1;
        }
        let chunk = &pattern[..i];
        pattern = &pattern[i..];
        if star && chunk.is_empty() {
            return Ok(true);
        }
        let here = match_chunk(chunk, name);
        if let Ok(Some(rest)) = here
            && (rest.is_empty() || !pattern.is_empty())
        {
            name = rest;
            continue;
        }
        here?;
        if star {
            for i in 0..name.len() {
                if let Some(rest) = match_chunk(chunk, &name[i + 1..])? {
                    if pattern.is_empty() && !rest.is_empty() {
                        continue;
                    }
                    name = rest;
                    continue 'chunks;
                }
            }
        }
        return Ok(false);
    }
    Ok(name.is_empty())
}

/// Matches a star-free chunk at the start of `s`; the rest of `s` when it matches.
fn match_chunk<'a>(mut chunk: &[u8], mut s: &'a [u8]) -> Result<Option<&'a [u8]>, ()> {
    while let Some(&head) = chunk.first() {
        if s.is_empty() {
            return Ok(None);
        }
        match head {
            b'[' => {
                let (c, n) = decode(s);
                s = &s[n..];
                chunk = &chunk[1..];
                let negated = chunk.first() == Some(&b'^');
                if negated {
                    chunk = &chunk[1..];
                }
                let mut matched = false;
                let mut ranges = 0;
                loop {
                    if chunk.first() == Some(&b']') && ranges > 0 {
                        chunk = &chunk[1..];
                        break;
                    }
                    let lo;
                    (lo, chunk) = class_char(chunk)?;
                    let mut hi = lo;
                    if chunk[0] == b'-' {
                        (hi, chunk) = class_char(&chunk[1..])?;
                    }
                    matched |= lo <= c && c <= hi;
                    ranges += 1;
                }
                if matched == negated {
                    return Ok(None);
                }
            }
            b'?' => {
                s = &s[decode(s).1..];
                chunk = &chunk[1..];
            }
            _ => {
                if head == b'\\' {
                    chunk = &chunk[1..];
                }
                match chunk.first() {
                    None => return Err(()),
                    Some(&c) if c != s[0] => return Ok(None),
                    Some(_) => {}
                }
                s = &s[1..];
                chunk = &chunk[1..];
            }
        }
    }
    Ok(Some(s))
}

/// One character of a class, possibly escaped; never the last of the pattern.
fn class_char(mut chunk: &[u8]) -> Result<(char, &[u8]), ()> {
    match chunk.first() {
        None | Some(b'-' | b']') => return Err(()),
        Some(b'\\') => chunk = &chunk[1..],
        Some(_) => {}
    }
    if chunk.is_empty() {
        return Err(());
    }
    let (c, n) = decode(chunk);
    let rest = &chunk[n..];
    if (c == '\u{fffd}' && n == 1) || rest.is_empty() {
        return Err(());
    }
    Ok((c, rest))
}

#[cfg(test)]
mod tests {
    //! Expectations read from fluxcd/pkg envsubst v1.7.0; each names the Go path it follows.
    use super::*;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: std::collections::HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        move |name: &str| map.get(name).cloned()
    }

    fn run(input: &str, pairs: &[(&str, &str)]) -> Result<Vec<u8>, Error> {
        eval(input, &vars(pairs), false)
    }

    fn sub(input: &str, pairs: &[(&str, &str)]) -> String {
        String::from_utf8(run(input, pairs).unwrap()).unwrap()
    }

    #[test]
    fn output_stops_at_the_size_limit() {
        // Each level puts the inner result in place of each of the value's 64 characters:
        // 64^5 bytes (1 GiB) asked for by 41 bytes of text.
        let bomb = format!("{}x{}", "${V//a/".repeat(5), "}".repeat(5));
        let v = "a".repeat(64);
        assert_eq!(run(&bomb, &[("V", &v)]), Err(Error::TooLarge));
        assert_eq!(
            Error::TooLarge.to_string(),
            format!("the substituted text is larger than {MAX_OUTPUT_BYTES} bytes")
        );
        // Four levels (16 MiB) stay within it.
        let four = format!("{}x{}", "${V//a/".repeat(4), "}".repeat(4));
        assert_eq!(run(&four, &[("V", &v)]).unwrap().len(), 64usize.pow(4));
        // Many small substitutions add up as well.
        let big = "b".repeat(1 << 20);
        assert_eq!(
            run(&"${B}".repeat(65), &[("B", &big)]),
            Err(Error::TooLarge)
        );
    }

    #[test]
    fn nesting_stops_at_the_depth_limit() {
        let nested = |n: usize| format!("{}x{}", "${A:-".repeat(n), "}".repeat(n));
        let run = move || {
            assert_eq!(sub(&nested(MAX_DEPTH), &[]), "x");
            assert_eq!(run(&nested(MAX_DEPTH + 1), &[]), Err(Error::TooDeep));
            assert_eq!(
                run(&nested(20_000), &[]).unwrap_err().to_string(),
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
        // parseAny: `$` without `{` is text; `$$` is skipped to `$` (escapeChars = dollar).
        assert_eq!(sub("$HOST stays", &[("HOST", "x")]), "$HOST stays");
        assert_eq!(sub("$${HOST} stays", &[("HOST", "x")]), "${HOST} stays");
        assert_eq!(sub("cost: $$5", &[]), "cost: $5");
        // Backslashes escape only inside `${…}`, and only in the replace arguments (scanEscape).
        assert_eq!(sub(r"C:\dir\${NAME}", &[("NAME", "f")]), r"C:\dir\f");
        assert_eq!(sub(r"${a:-\/$$}", &[]), r"\/$$");
        assert_eq!(sub("${a/$$/x}", &[("a", "$")]), "x");
        assert_eq!(sub("unknown: '${NOPE}'", &[]), "unknown: ''");
        // scanner.read returns rune(0), its eof, for a NUL too: parseAny stops there.
        assert_eq!(sub("a\0${b}c", &[("b", "B")]), "a");
        // Bytes that are no text are copied through; in a name they end it.
        assert_eq!(
            eval(b"\xff${b}\xfe${b\xff}", &vars(&[("b", "B")]), false),
            Err(Error::MissingBrace)
        );
        assert_eq!(
            eval(b"\xff${b}\xfe", &vars(&[("b", "B")]), false),
            Ok(b"\xffB\xfe".to_vec())
        );
    }

    #[test]
    fn case_operators() {
        let v = [("w", "mIxEd")];
        assert_eq!(sub("${w^}", &[("w", "mixed")]), "Mixed");
        assert_eq!(sub("${w^^}", &v), "MIXED");
        assert_eq!(sub("${w,}", &[("w", "MIXED")]), "mIXED");
        assert_eq!(sub("${w,,}", &v), "mixed");
        assert_eq!(sub("${w^}${w,}", &[("w", "")]), "");
        // acceptCasingFunc takes any two of `,` and `^`; lookupFunc has no `,^`: toDefault.
        assert_eq!(sub("${w,^}${w^,}", &v), "mIxEdmIxEd");
        // strings.ToUpper maps rune to rune: unicode.ToUpper('ß') is 'ß'.
        assert_eq!(sub("${w^^}", &[("w", "straße")]), "STRAßE");
        assert_eq!(sub("${w,,}", &[("w", "İ")]), "i");
    }

    #[test]
    fn length_and_substrings() {
        let v = [("region", "eu-west-1")];
        assert_eq!(sub("${#region}", &v), "9");
        // toLen: len(s), bytes.
        assert_eq!(sub("${#city}", &[("city", "Zürich")]), "7");
        assert_eq!(sub("${region:3}", &v), "west-1");
        assert_eq!(sub("${region:3:4}", &v), "west");
        // parseDefaultOrSubstr: `-` after the colon makes a default.
        assert_eq!(sub("${region:-1}", &v), "eu-west-1");
        assert_eq!(sub("${region:20}", &v), "");
        assert_eq!(sub("${region:-20:2}", &v), "eu-west-1");
        // toSubstr: strconv.Atoi takes a sign but no space; what it cannot read keeps s whole.
        assert_eq!(sub("${region:0:+2}", &v), "eu");
        assert_eq!(sub("${region: 3}", &v), "eu-west-1");
        assert_eq!(sub("${region:3:x}", &v), "eu-west-1");
        assert_eq!(sub("${region:20:x}", &v), "eu-west-1");
        assert_eq!(
            sub("${region:${n}}", &[("region", "abc"), ("n", "-2")]),
            "bc"
        );
        // acceptColon takes a run of colons as the delimiter.
        assert_eq!(sub("${region:3::4}", &v), "west");
        // rejectColonClose reads the offset to `:` or `}`; Atoi then fails on `1x`.
        assert_eq!(sub("${region:1x}", &v), "eu-west-1");
        // s[pos:pos+length] with the end before the start: Go panics.
        assert_eq!(
            run("${region:3:-1}", &v).unwrap_err().to_string(),
            "runtime error: slice bounds out of range [3:2]"
        );
        assert_eq!(
            run("${region:1:-5}", &v).unwrap_err().to_string(),
            "runtime error: slice bounds out of range [:-4] with length 9"
        );
        assert_eq!(sub("${region:9:0}${region:2:0}", &v), "");
    }

    #[test]
    fn bytes_are_cut_where_go_cuts_them() {
        let v = [("a", "é")];
        assert_eq!(run("${a:0:1}", &v), Ok(vec![0xc3]));
        assert_eq!(sub("${a:0:1}${a:1}", &v), "é");
        // trimShortest tries byte-long prefixes; path.Match's `?` reads the lone lead byte as
        // one RuneError.
        assert_eq!(run("${a#?}", &v), Ok(vec![0xa9]));
        // The suffix trims go through reverse([]rune): the leftover byte becomes U+FFFD.
        assert_eq!(sub("${a%?}", &v), "\u{fffd}");
        assert_eq!(sub("${a##?}", &v), "");
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
        assert_eq!(sub("${file#[^a]r}", &v), "archive.tar.gz");
        assert_eq!(sub("${file#nomatch}", &v), "archive.tar.gz");
        // path.Match: a trailing `*` matches everything, `/` included.
        assert_eq!(sub("${path#/*}", &v), "srv/app/config");
        assert_eq!(sub("${path##/*}", &v), "");
        // A malformed pattern (getEsc at the end, `\` last) leaves the value.
        assert_eq!(
            sub("${file#[}${file%\\}", &v),
            "archive.tar.gzarchive.tar.gz"
        );
        // The suffix pattern is reversed rune by rune, classes too: `[a-c]` reads `]c-a[`.
        assert_eq!(sub("${file%[z]}", &v), "archive.tar.gz");
    }

    #[test]
    fn replacements_are_literal() {
        let v = [("s", "a.b.a.b")];
        assert_eq!(sub("${s/a/x}", &v), "x.b.a.b");
        assert_eq!(sub("${s//a/x}", &v), "x.b.x.b");
        assert_eq!(sub("${s/#a/x}", &v), "x.b.a.b");
        assert_eq!(sub("${s/%b/x}", &v), "a.b.a.x");
        assert_eq!(sub("${s/./}", &v), "ab.a.b");
        // The `/` after the pattern is required; an empty replacement is no argument.
        assert_eq!(sub("${s//a/}", &v), ".b..b");
        assert_eq!(run("${s//a}", &v), Err(Error::BadSubstitution));
        // replacePrefix/Suffix want two arguments; with one they leave the value.
        assert_eq!(sub("${s/#a/}${s/%b/}", &v), "a.b.a.ba.b.a.b");
        assert_eq!(sub(r"${p//\//-}", &[("p", "x/y/z")]), "x-y-z");
        assert_eq!(sub(r"${p/\\/|}", &[("p", r"x\y")]), "x|y");
        // acceptNotSlash takes `}`: the pattern runs to the next `/`.
        assert_eq!(sub("${s//}/}", &[("s", "a}b}")]), "ab");
        // strings.Replace with an empty pattern inserts before each rune and at the end.
        assert_eq!(sub("${s//${e}/-}", &[("s", "aé")]), "-a-é-");
        assert_eq!(sub("${s/${e}/-}", &[("s", "ab")]), "-ab");
    }

    #[test]
    fn defaults_nest_and_concatenate() {
        assert_eq!(sub("${a=fallback}", &[("a", "set")]), "set");
        assert_eq!(sub("${a:=fallback}", &[]), "fallback");
        assert_eq!(sub("${a:-pre-${b}-post}", &[("b", "B")]), "pre-B-post");
        assert_eq!(sub("${a=${b^^}}", &[("b", "up")]), "UP");
        // lookupFunc sends `:+` to toDefault too: the value when set, not the word.
        assert_eq!(sub("${a:+word}", &[("a", "set")]), "set");
        assert_eq!(sub("${a:+word}${a:?msg}", &[]), "wordmsg");
        assert_eq!(sub("${a:-}${a=}", &[]), "");
    }

    #[test]
    fn strict_mode_rejects_unset_variables_without_default() {
        let lookup = vars(&[("set", "")]);
        assert_eq!(eval("${set}", &lookup, true), Ok(Vec::new()));
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
        assert_eq!(eval("${unset:-d}", &lookup, true), Ok(b"d".to_vec()));
        assert_eq!(eval("${unset=d}", &lookup, true), Ok(b"d".to_vec()));
        // evalFunc evaluates the arguments first, used or not.
        assert_eq!(
            eval("${set:-${unset}}", &lookup, true),
            Err(Error::NotSet {
                name: "unset".into()
            })
        );
        // The whole text is parsed before anything is looked up.
        assert_eq!(eval("${unset} ${", &lookup, true), Err(Error::VariableName));
    }

    #[test]
    fn malformed_references_fail_as_go_s_parser_fails() {
        let cases = [
            // parseFunc: the name scan (acceptIdent) finds nothing.
            ("${}", Error::VariableName),
            ("${", Error::VariableName),
            ("${-a}", Error::VariableName),
            // parseFunc: after the name, neither an operator's first character nor `}`.
            ("${open", Error::MissingBrace),
            ("${a b}", Error::MissingBrace),
            ("${a-x}", Error::MissingBrace),
            ("${a?}", Error::MissingBrace),
            ("${a+x}", Error::MissingBrace),
            // parseLenFunc: no name after `#`, or no `}` after it.
            ("${#}", Error::BadSubstitution),
            ("${##a}", Error::BadSubstitution),
            ("${#a", Error::BadSubstitution),
            ("${#a:1}", Error::BadSubstitution),
            // parseParam: an argument that is empty (EOF) or starts with what accept refuses.
            ("${a%%}", Error::FuncSubstitution),
            ("${a#}", Error::FuncSubstitution),
            ("${a:}", Error::FuncSubstitution),
            ("${a::1}", Error::FuncSubstitution),
            ("${a:1:}", Error::FuncSubstitution),
            ("${a:-", Error::FuncSubstitution),
            ("${a///x}", Error::FuncSubstitution),
            // parseReplaceFunc: the pattern takes `}`, then no `/` follows.
            ("${a//}", Error::BadSubstitution),
            ("${a/x}}", Error::BadSubstitution),
            // consumeRbrack after one argument: a `${…}` or text ends it.
            ("${a#x${b}}", Error::BadSubstitution),
            ("${a:1${b}}", Error::BadSubstitution),
            ("${a^^^}", Error::BadSubstitution),
            ("${a,x}", Error::BadSubstitution),
            // parseDefaultOrSubstr steps back by the width of the character after the colon,
            // here two bytes, onto `b`: acceptOneColon refuses it.
            ("${ab:é}", Error::BadSubstitution),
        ];
        for (text, err) in cases {
            assert_eq!(run(text, &[]), Err(err), "{text}");
        }
        assert_eq!(sub("${ab:x}", &[("ab", "v")]), "v");
        assert_eq!(
            Error::FuncSubstitution.to_string(),
            "unable to parse substitution within function"
        );
    }

    #[test]
    fn braces_inside_arguments_are_text() {
        assert_eq!(sub("${s#$%:*{}", &[("s", "$%:xy{z")]), "z");
    }
}
