//! JSON as Go's `encoding/json` reads it: the whole input checked first, with the scanner's
//! error words (`invalid character 'x' looking for beginning of value`, `unexpected end of JSON
//! input`), then a tree for a decoder to walk as Go's decoder does (keys matched without case,
//! `null` left alone, the first type mismatch kept). Strings are unescaped as Go unescapes them.

use super::go_quote as quote;

/// A JSON value, with what a Go decoder needs of it.
#[derive(Debug, Clone)]
pub(crate) enum Json {
    Null,
    Bool,
    Number,
    String(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// How `UnmarshalTypeError` names the JSON value.
    pub(crate) fn describe(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool => "bool",
            Json::Number => "number",
            Json::String(_) => "string",
            Json::Array(_) => "array",
            Json::Object(_) => "object",
        }
    }
}

/// Go's `quoteChar`: the byte as a character in single quotes.
pub(crate) fn quote_char(b: u8) -> String {
    match b {
        b'\'' => "'\\''".to_owned(),
        b'"' => "'\"'".to_owned(),
        _ => {
            // Go converts the byte to the rune of the same number.
            let quoted = quote(&char::from(b).to_string());
            format!("'{}'", &quoted[1..quoted.len() - 1])
        }
    }
}

/// Go's `unquoteBytes` coerces a string to UTF-8 with `utf8.DecodeRune`, which takes one byte
/// of an invalid sequence at a time: one U+FFFD per byte, where Rust's lossy conversion writes
/// one per maximal invalid sequence.
fn go_string(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        // An invalid part is a lead byte and continuation bytes, none of which starts a valid
        // sequence, so Go replaces each of them.
        out.extend(std::iter::repeat_n('\u{fffd}', chunk.invalid().len()));
    }
    out
}

struct Parser<'a> {
    input: &'a [u8],
    pos: usize,
    depth: usize,
}

/// Go's scanner refuses documents nested deeper than this.
pub(crate) const MAX_DEPTH: usize = 10_000;

type ParseResult<T> = Result<T, String>;

/// Where the parser is, for the words of Go's scanner errors.
#[derive(Clone, Copy)]
enum Context {
    Top,
    ObjectValue,
    ArrayElement,
}

impl Parser<'_> {
    fn invalid(&self, b: u8, context: &str) -> String {
        format!("invalid character {} {context}", quote_char(b))
    }

    fn eof() -> String {
        "unexpected end of JSON input".to_owned()
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\r' | b'\n') = self.input.get(self.pos) {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    fn document(&mut self) -> ParseResult<Json> {
        let value = self.value()?;
        self.after_value(Context::Top)?;
        Ok(value)
    }

    /// After a value: what may follow depends on what holds it.
    fn after_value(&mut self, context: Context) -> ParseResult<()> {
        self.skip_space();
        match (context, self.peek()) {
            (Context::Top, None) => Ok(()),
            (Context::Top, Some(b)) => Err(self.invalid(b, "after top-level value")),
            (_, None) => Err(Self::eof()),
            (Context::ObjectValue, Some(b',' | b'}'))
            | (Context::ArrayElement, Some(b',' | b']')) => Ok(()),
            (Context::ObjectValue, Some(b)) => Err(self.invalid(b, "after object key:value pair")),
            (Context::ArrayElement, Some(b)) => Err(self.invalid(b, "after array element")),
        }
    }

    fn value(&mut self) -> ParseResult<Json> {
        self.skip_space();
        let Some(b) = self.peek() else {
            return Err(Self::eof());
        };
        match b {
            b'{' => self.object(),
            b'[' => self.array(),
            b'"' => self.string().map(Json::String),
            b'-' | b'0'..=b'9' => self.number().map(|()| Json::Number),
            b't' => self.literal("true").map(|()| Json::Bool),
            b'f' => self.literal("false").map(|()| Json::Bool),
            b'n' => self.literal("null").map(|()| Json::Null),
            _ => Err(self.invalid(b, "looking for beginning of value")),
        }
    }

    /// One level deeper, or Go's refusal, which names the opening bracket.
    fn descend(&mut self) -> ParseResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let bracket = self.peek().unwrap_or(b'[');
            return Err(self.invalid(bracket, "exceeded max depth"));
        }
        Ok(())
    }

    fn object(&mut self) -> ParseResult<Json> {
        self.descend()?;
        let object = self.object_entries();
        self.depth -= 1;
        object
    }

    fn object_entries(&mut self) -> ParseResult<Json> {
        self.pos += 1;
        let mut entries = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(Json::Object(entries));
        }
        loop {
            self.skip_space();
            match self.peek() {
                None => return Err(Self::eof()),
                Some(b'"') => {}
                Some(b) => {
                    return Err(self.invalid(b, "looking for beginning of object key string"));
                }
            }
            let key = self.string()?;
            self.skip_space();
            match self.peek() {
                None => return Err(Self::eof()),
                Some(b':') => self.pos += 1,
                Some(b) => return Err(self.invalid(b, "after object key")),
            }
            let value = self.value()?;
            entries.push((key, value));
            self.after_value(Context::ObjectValue)?;
            if self.peek() == Some(b'}') {
                self.pos += 1;
                return Ok(Json::Object(entries));
            }
            self.pos += 1;
        }
    }

    fn array(&mut self) -> ParseResult<Json> {
        self.descend()?;
        let array = self.array_elements();
        self.depth -= 1;
        array
    }

    fn array_elements(&mut self) -> ParseResult<Json> {
        self.pos += 1;
        let mut elements = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(Json::Array(elements));
        }
        loop {
            elements.push(self.value()?);
            self.after_value(Context::ArrayElement)?;
            if self.peek() == Some(b']') {
                self.pos += 1;
                return Ok(Json::Array(elements));
            }
            self.pos += 1;
        }
    }

    fn literal(&mut self, word: &str) -> ParseResult<()> {
        for (i, expected) in word.bytes().enumerate() {
            match self.input.get(self.pos + i) {
                None => return Err(Self::eof()),
                Some(&b) if b == expected => {}
                Some(&b) => {
                    return Err(self.invalid(
                        b,
                        &format!("in literal {word} (expecting {})", quote_char(expected)),
                    ));
                }
            }
        }
        self.pos += word.len();
        Ok(())
    }

    fn number(&mut self) -> ParseResult<()> {
        let digit = |p: &Self| p.peek().is_some_and(|b| b.is_ascii_digit());
        if self.peek() == Some(b'-') {
            self.pos += 1;
            match self.peek() {
                None => return Err(Self::eof()),
                Some(b) if !b.is_ascii_digit() => {
                    return Err(self.invalid(b, "in numeric literal"));
                }
                _ => {}
            }
        }
        if self.peek() == Some(b'0') {
            self.pos += 1;
        } else {
            while digit(self) {
                self.pos += 1;
            }
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            match self.peek() {
                None => return Err(Self::eof()),
                Some(b) if !b.is_ascii_digit() => {
                    return Err(self.invalid(b, "after decimal point in numeric literal"));
                }
                _ => {}
            }
            while digit(self) {
                self.pos += 1;
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.pos += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.pos += 1;
            }
            match self.peek() {
                None => return Err(Self::eof()),
                Some(b) if !b.is_ascii_digit() => {
                    return Err(self.invalid(b, "in exponent of numeric literal"));
                }
                _ => {}
            }
            while digit(self) {
                self.pos += 1;
            }
        }
        Ok(())
    }

    fn hex4(&mut self) -> ParseResult<u32> {
        let mut value = 0;
        for _ in 0..4 {
            let Some(b) = self.peek() else {
                return Err(Self::eof());
            };
            let Some(digit) = char::from(b).to_digit(16) else {
                return Err(self.invalid(b, "in \\u hexadecimal character escape"));
            };
            value = value * 16 + digit;
            self.pos += 1;
        }
        Ok(value)
    }

    fn string(&mut self) -> ParseResult<String> {
        self.pos += 1;
        let mut out: Vec<u8> = Vec::new();
        loop {
            let Some(b) = self.peek() else {
                return Err(Self::eof());
            };
            match b {
                b'"' => {
                    self.pos += 1;
                    return Ok(go_string(&out));
                }
                b'\\' => {
                    self.pos += 1;
                    let Some(escape) = self.peek() else {
                        return Err(Self::eof());
                    };
                    self.pos += 1;
                    let c = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => {
                            self.pos -= 1;
                            return Err(self.invalid(escape, "in string escape code"));
                        }
                    };
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                b if b < 0x20 => return Err(self.invalid(b, "in string literal")),
                b => {
                    out.push(b);
                    self.pos += 1;
                }
            }
        }
    }

    /// `\uXXXX`, a surrogate pair joined, a lone surrogate replaced as Go replaces it.
    fn unicode_escape(&mut self) -> ParseResult<char> {
        let first = self.hex4()?;
        if (0xd800..0xdc00).contains(&first)
            && self.input.get(self.pos..self.pos + 2) == Some(b"\\u")
        {
            let save = self.pos;
            self.pos += 2;
            let second = self.hex4()?;
            if (0xdc00..0xe000).contains(&second) {
                let code = 0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00);
                return Ok(char::from_u32(code).unwrap_or('\u{fffd}'));
            }
            self.pos = save;
        }
        Ok(char::from_u32(first).unwrap_or('\u{fffd}'))
    }
}

/// Checks `input` as Go's `json.Unmarshal` does before decoding, and returns its tree; the
/// error is Go's `SyntaxError` text.
pub(crate) fn parse(input: &[u8]) -> Result<Json, String> {
    Parser {
        input,
        pos: 0,
        depth: 0,
    }
    .document()
}
