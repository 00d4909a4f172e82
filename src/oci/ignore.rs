//! The ignore rules flux applies when it packs an artifact: gitignore lines read the way Flux's
//! Git library reads them (not quite git's way). A pattern without `/` matches any path element;
//! one with `/` matches element by element from the root, `**` standing for any number of
//! elements; a trailing `/` limits a pattern to directories, a leading `!` re-includes; the last
//! pattern that matches decides. Elements are matched with Go's `filepath.Match` rules, and a
//! malformed pattern matches nothing.

/// The default `--ignore-paths` of the artifact commands: version-control files and binary
/// media.
pub const DEFAULT_IGNORE: [&str; 12] = [
    ".git/",
    ".gitignore",
    ".gitmodules",
    ".gitattributes",
    "*.jpg",
    "*.jpeg",
    "*.gif",
    "*.png",
    "*.wmv",
    "*.flv",
    "*.tar.gz",
    "*.zip",
];

#[derive(Debug, Clone)]
struct Pattern {
    elements: Vec<String>,
    include: bool,
    dir_only: bool,
    anchored: bool,
}

/// A set of patterns, lowest priority first.
#[derive(Debug, Clone, Default)]
pub struct Matcher {
    patterns: Vec<Pattern>,
}

impl Matcher {
    /// Reads patterns given one per entry (an entry may hold several lines); empty lines and
    /// `#` comments are skipped.
    pub fn new<S: AsRef<str>>(entries: &[S]) -> Self {
        let patterns = entries
            .iter()
            .flat_map(|entry| entry.as_ref().split('\n'))
            .map(|line| line.strip_suffix('\r').unwrap_or(line))
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .map(parse)
            .collect();
        Self { patterns }
    }

    /// Whether the path (its elements below the root) is ignored.
    pub fn is_ignored(&self, path: &[&str], is_dir: bool) -> bool {
        if path.is_empty() {
            return false;
        }
        for pattern in self.patterns.iter().rev() {
            if pattern.matches(path, is_dir) {
                return !pattern.include;
            }
        }
        false
    }

    /// Whether an ignored directory may hold entries that are not ignored; without any `!`
    /// pattern it cannot, since every pattern that matches a directory matches what it holds.
    pub fn may_reinclude(&self) -> bool {
        self.patterns.iter().any(|p| p.include)
    }
}

fn parse(line: &str) -> Pattern {
    let (include, mut text) = match line.strip_prefix('!') {
        Some(rest) => (true, rest),
        None => (false, line),
    };
    if !text.ends_with("\\ ") {
        text = text.trim_end_matches(' ');
    }
    let dir_only = text.ends_with('/');
    if dir_only {
        text = &text[..text.len() - 1];
    }
    Pattern {
        elements: text.split('/').map(str::to_owned).collect(),
        include,
        dir_only,
        anchored: text.contains('/'),
    }
}

impl Pattern {
    fn matches(&self, path: &[&str], is_dir: bool) -> bool {
        if self.anchored {
            self.matches_elements(path, is_dir)
        } else {
            self.matches_any_element(path, is_dir)
        }
    }

    fn matches_any_element(&self, path: &[&str], is_dir: bool) -> bool {
        let glob = &self.elements[0];
        for (i, name) in path.iter().enumerate() {
            match go_match(glob, name) {
                Err(BadPattern) => return false,
                Ok(false) => continue,
                Ok(true) => return !(self.dir_only && !is_dir && i == path.len() - 1),
            }
        }
        false
    }

    fn matches_elements(&self, mut path: &[&str], is_dir: bool) -> bool {
        let mut matched = false;
        let mut traverse = false;
        for (i, glob) in self.elements.iter().enumerate() {
            if glob.is_empty() {
                traverse = false;
                continue;
            }
            if glob == "**" {
                if i == self.elements.len() - 1 {
                    break;
                }
                traverse = true;
                continue;
            }
            if glob.contains("**") || path.is_empty() {
                return false;
            }
            if traverse {
                traverse = false;
                while let Some((first, rest)) = path.split_first() {
                    path = rest;
                    match go_match(glob, first) {
                        Err(BadPattern) => return false,
                        Ok(true) => {
                            matched = true;
                            break;
                        }
                        Ok(false) if path.is_empty() => matched = false,
                        Ok(false) => {}
                    }
                }
            } else {
                if go_match(glob, path[0]) != Ok(true) {
                    return false;
                }
                matched = true;
                path = &path[1..];
            }
        }
        matched && !(self.dir_only && !is_dir && path.is_empty())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct BadPattern;

#[derive(Debug)]
enum Token {
    Literal(char),
    AnyChar,
    Star,
    Class {
        negated: bool,
        ranges: Vec<(char, char)>,
    },
}

/// Go's `filepath.Match` on one path element: `*`, `?`, `[...]` with `^` negation and ranges,
/// `\` escapes; a malformed pattern is an error whatever the name.
fn go_match(pattern: &str, name: &str) -> Result<bool, BadPattern> {
    let tokens = tokenize(pattern)?;
    let name: Vec<char> = name.chars().collect();
    Ok(match_tokens(&tokens, &name))
}

fn tokenize(pattern: &str) -> Result<Vec<Token>, BadPattern> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '*' => {
                tokens.push(Token::Star);
                i += 1;
            }
            '?' => {
                tokens.push(Token::AnyChar);
                i += 1;
            }
            '\\' => {
                let c = *chars.get(i + 1).ok_or(BadPattern)?;
                tokens.push(Token::Literal(c));
                i += 2;
            }
            '[' => {
                i += 1;
                let negated = chars.get(i) == Some(&'^');
                if negated {
                    i += 1;
                }
                let mut ranges = Vec::new();
                loop {
                    if chars.get(i) == Some(&']') && !ranges.is_empty() {
                        i += 1;
                        break;
                    }
                    let lo = class_char(&chars, &mut i)?;
                    let hi = if chars.get(i) == Some(&'-') {
                        i += 1;
                        class_char(&chars, &mut i)?
                    } else {
                        lo
                    };
                    ranges.push((lo, hi));
                }
                tokens.push(Token::Class { negated, ranges });
            }
            c => {
                tokens.push(Token::Literal(c));
                i += 1;
            }
        }
    }
    Ok(tokens)
}

/// One character of a class, as Go's `getEsc` reads it: never `-` or `]` unescaped, and never
/// the last character of the pattern.
fn class_char(chars: &[char], i: &mut usize) -> Result<char, BadPattern> {
    let mut c = *chars.get(*i).ok_or(BadPattern)?;
    if c == '-' || c == ']' {
        return Err(BadPattern);
    }
    if c == '\\' {
        *i += 1;
        c = *chars.get(*i).ok_or(BadPattern)?;
    }
    *i += 1;
    if *i >= chars.len() {
        return Err(BadPattern);
    }
    Ok(c)
}

fn match_tokens(tokens: &[Token], name: &[char]) -> bool {
    // Classic backtracking on the last star; names hold no separator, so `*` takes anything.
    let (mut t, mut n) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while n < name.len() {
        let step = match tokens.get(t) {
            Some(Token::Star) => {
                star = Some((t, n));
                t += 1;
                continue;
            }
            Some(Token::Literal(c)) => *c == name[n],
            Some(Token::AnyChar) => name[n] != '/',
            Some(Token::Class { negated, ranges }) => {
                let inside = ranges
                    .iter()
                    .any(|(lo, hi)| *lo <= name[n] && name[n] <= *hi);
                inside != *negated && name[n] != '/'
            }
            None => false,
        };
        if step {
            t += 1;
            n += 1;
        } else if let Some((star_t, star_n)) = star {
            t = star_t + 1;
            n = star_n + 1;
            star = Some((star_t, star_n + 1));
        } else {
            return false;
        }
    }
    tokens[t..].iter().all(|token| matches!(token, Token::Star))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ignored(patterns: &[&str], path: &str, is_dir: bool) -> bool {
        let elements: Vec<&str> = path.split('/').collect();
        Matcher::new(patterns).is_ignored(&elements, is_dir)
    }

    #[test]
    fn go_globs() {
        assert_eq!(go_match("*.yaml", "a.yaml"), Ok(true));
        assert_eq!(go_match("*.yaml", "a.yml"), Ok(false));
        assert_eq!(go_match("a?c", "abc"), Ok(true));
        assert_eq!(go_match("[a-c]x", "bx"), Ok(true));
        assert_eq!(go_match("[^a-c]x", "bx"), Ok(false));
        assert_eq!(go_match("[^a-c]x", "dx"), Ok(true));
        assert_eq!(go_match("\\*", "*"), Ok(true));
        assert_eq!(go_match("*a*b", "xxaxxb"), Ok(true));
        assert_eq!(go_match("*a*b", "xxaxxbc"), Ok(false));
        assert_eq!(go_match("[", "["), Err(BadPattern));
        assert_eq!(go_match("[]a]", "a"), Err(BadPattern));
        assert_eq!(go_match("ab\\", "ab"), Err(BadPattern));
        // Git's `[!...]` is not Go's negation: `!` is a member of the class.
        assert_eq!(go_match("[!a]", "!"), Ok(true));
    }

    #[test]
    fn patterns_follow_flux() {
        let defaults: Vec<&str> = DEFAULT_IGNORE.to_vec();
        assert!(ignored(&defaults, ".git", true));
        assert!(ignored(&defaults, ".git/config", false));
        assert!(ignored(&defaults, "sub/.git/HEAD", false));
        // A directory-only pattern leaves a file of that name.
        assert!(!ignored(&defaults, ".git", false));
        assert!(ignored(&defaults, "img/logo.png", false));
        assert!(ignored(&defaults, "a.tar.gz", false));
        assert!(!ignored(&defaults, "deploy/app.yaml", false));

        assert!(ignored(&["/to_ignore/"], "to_ignore", true));
        assert!(ignored(&["/to_ignore/"], "to_ignore/a.yaml", false));
        assert!(!ignored(&["/to_ignore/"], "to_ignore", false));
        assert!(!ignored(&["/to_ignore/"], "sub/to_ignore", true));
        assert!(ignored(&["logs/"], "a/logs/x", false));
        assert!(!ignored(&["logs/"], "a/logs", false));
        assert!(ignored(&["/**/*.yaml"], "a/b/c.yaml", false));
        assert!(ignored(&["a/**/c"], "a/x/y/c", true));
        assert!(!ignored(&["a/**/c"], "a/x/y", true));
        assert!(ignored(&["a/**"], "a", true));
        assert!(ignored(&["*.yaml", "!keep.yaml"], "drop.yaml", false));
        assert!(!ignored(&["*.yaml", "!keep.yaml"], "keep.yaml", false));
        assert!(ignored(&["*.yaml\n# comment\n"], "x.yaml", false));
        assert!(!ignored(&["[bad"], "[bad", false));
    }
}
