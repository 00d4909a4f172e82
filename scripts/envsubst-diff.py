#!/usr/bin/env python3
"""Differential check of `fluxr envsubst` against flux's substitution, without Go.

  scripts/envsubst-diff.py [--fluxr target/debug/fluxr] [--lines 1500] [--seed 1] [--strict 0.3]
                           [--show 10]

The reference is a second, independent reading of fluxcd/pkg envsubst v1.7.0 (the version flux
v2.9.4 pins): parse/scan.go, parse/parse.go, template.go, funcs.go and path/match.go, kept in
Go's shape (recursive parseAny, the scanner's read/unread/skip on a byte buffer) so that each
function can be checked against its Go original by eye. It evaluates random lines, malformed
most of the time, over a fixed environment; each line is also piped to `fluxr envsubst`
(`--strict` for the given share of them), and outputs (bytes) and error messages are compared.

Where Go panics (`${v:3:-1}` slices s[3:2]) the reference expects fluxr's stand-in message,
`runtime error: slice bounds out of range [3:2]`. Case mapping uses Python's tables, one
character for one as Go's unicode.ToUpper/ToLower; the environment avoids the characters whose
simple and full mappings differ. Exits 1 when any line differs.
"""
import argparse
import os
import random
import re
import subprocess
import sys

EOF = "\0"  # scan.go: `var eof = rune(0)`; a NUL reads the same.


def decode(buf, pos):
    """utf8.DecodeRune: (rune, width); (U+FFFD, 1) for a byte that starts no valid sequence."""
    lead = buf[pos]
    n = 1 if lead < 0x80 else 2 if 0xC0 <= lead < 0xE0 else 3 if 0xE0 <= lead < 0xF0 else 4
    try:
        return bytes(buf[pos:pos + n]).decode("utf-8"), n
    except UnicodeDecodeError:
        return "\ufffd", 1


SCAN_IDENT, SCAN_LBRACK, SCAN_RBRACK, SCAN_ESCAPE = 1, 2, 4, 8
DOLLAR, BACKSLASH = 1, 2
ILLEGAL, TEOF, IDENT, LBRACK, RBRACK = range(5)


class ParseError(Exception):
    pass


class Scanner:
    def __init__(self, buf):
        self.buf = bytearray(buf)
        self.pos = self.start = self.width = 0
        self.mode = self.escape_chars = 0
        self.accept = None

    def read(self):
        if self.pos >= len(self.buf):
            self.width = 0
            return EOF
        r, self.width = decode(self.buf, self.pos)
        self.pos += self.width
        return r

    def unread(self):
        self.pos -= self.width
        assert self.pos >= 0, "Go would panic here"

    def skip(self):
        del self.buf[self.pos - 1]

    def peek(self):
        r = self.read()
        self.unread()
        return r

    def string(self):
        return bytes(self.buf[self.start:self.pos])

    def scan(self):
        self.start = self.pos
        r = self.read()
        if r == EOF:
            return TEOF
        if self.scan_lbrack(r):
            return LBRACK
        if self.scan_rbrack(r):
            return RBRACK
        if self.scan_ident(r):
            return IDENT
        return ILLEGAL

    def scan_ident(self, r):
        if self.mode & SCAN_IDENT == 0:
            return False
        if self.scan_escaped(r):
            self.skip()
        elif not self.accept(r, self.pos - self.start):
            return False
        while True:
            r = self.read()
            if r == EOF:
                self.unread()
                break
            if self.scan_lbrack(r):
                self.unread()
                self.unread()
                break
            if self.scan_escaped(r):
                self.skip()
                continue
            if not self.accept(r, self.pos - self.start):
                self.unread()
                break
        return True

    def scan_lbrack(self, r):
        if self.mode & SCAN_LBRACK == 0:
            return False
        if r == "$":
            if self.read() == "{":
                return True
            self.unread()
        return False

    def scan_rbrack(self, r):
        return self.mode & SCAN_RBRACK != 0 and r == "}"

    def scan_escaped(self, r):
        if self.mode & SCAN_ESCAPE == 0:
            return False
        if r == "$" and self.escape_chars & DOLLAR and self.peek() == "$":
            return True
        if r == "\\" and self.escape_chars & BACKSLASH:
            return self.peek() in ("/", "\\")
        return False


def is_letter_or_digit(r):
    # unicode.IsLetter (categories L*) || unicode.IsDigit (Nd), via Python's str predicates.
    return r.isalpha() or r.isdecimal()


accept_rune = lambda r, i: True
accept_ident = lambda r, i: is_letter_or_digit(r) or r == "_"
accept_colon = lambda r, i: r == ":"
accept_one_hash = lambda r, i: r == "#" and i == 1
accept_not_closing = lambda r, i: r != "}"
accept_hash_func = lambda r, i: r == "#" and i < 3
accept_percent_func = lambda r, i: r == "%" and i < 3
accept_default_func = lambda r, i: (i == 1 and r == ":") or (i == 2 and r in "=-?+")
accept_replace_func = lambda r, i: (i == 1 and r == "/") or (i == 2 and r in "/#%")
accept_one_equal = lambda r, i: i == 1 and r == "="
accept_one_colon = lambda r, i: i == 1 and r == ":"
reject_colon_close = lambda r, i: r != ":" and r != "}"
accept_slash = lambda r, i: r == "/"
accept_not_slash = lambda r, i: r != "/"
accept_casing_func = lambda r, i: r in ",^" and i < 3

BAD = "bad substitution"
MISSING = "missing closing brace"
VARNAME = "unable to parse variable name"
FUNCSUB = "unable to parse substitution within function"
DEFAULT = "unable to parse default function"


class Tree:
    """parse.go; nodes are ("text", bytes), ("func", param, name, [args]), ("list", [nodes])."""

    def __init__(self, buf):
        self.s = Scanner(buf)

    def parse_any(self):
        s = self.s
        s.accept = accept_rune
        s.mode = SCAN_IDENT | SCAN_LBRACK | SCAN_ESCAPE
        s.escape_chars = DOLLAR
        tok = s.scan()
        if tok == IDENT:
            left = ("text", s.string())
        elif tok == TEOF:
            return None
        elif tok == LBRACK:
            left = self.parse_func()
        else:
            raise ParseError(BAD)
        right = self.parse_any()
        return left if right is None else ("list", [left, right])

    def parse_func(self):
        s = self.s
        s.escape_chars = DOLLAR | BACKSLASH
        if s.peek() == "#":
            return self.parse_len_func()
        s.accept = accept_ident
        s.mode = SCAN_IDENT
        if s.scan() != IDENT:
            raise ParseError(VARNAME)
        name = s.string().decode()
        r = s.peek()
        if r == ":":
            return self.parse_default_or_substr(name)
        if r == "=":
            return self.parse_default_func(name)
        if r in (",", "^"):
            return self.parse_casing_func(name)
        if r == "/":
            return self.parse_replace_func(name)
        if r == "#":
            return self.parse_remove_func(name, accept_hash_func)
        if r == "%":
            return self.parse_remove_func(name, accept_percent_func)
        s.accept = accept_ident
        s.mode = SCAN_RBRACK
        if s.scan() == RBRACK:
            return ("func", name, "", [])
        raise ParseError(MISSING)

    def parse_param(self, accept, mode):
        s = self.s
        s.accept = accept
        s.mode = mode | SCAN_LBRACK
        tok = s.scan()
        if tok == LBRACK:
            return self.parse_func()
        if tok in (IDENT, RBRACK):
            return ("text", s.string())
        raise ParseError(FUNCSUB)

    def parse_default_or_substr(self, name):
        s = self.s
        s.read()
        r = s.peek()
        s.unread()
        if r in ("=", "-", "?", "+"):
            return self.parse_default_func(name)
        return self.parse_substr_func(name)

    def op(self, accept, err):
        s = self.s
        s.accept = accept
        s.mode = SCAN_IDENT
        if s.scan() != IDENT:
            raise ParseError(err)
        return s.string().decode("utf-8", "replace")

    def parse_substr_func(self, name):
        s = self.s
        node = ("func", name, self.op(accept_one_colon, BAD), [])
        node[3].append(self.parse_param(reject_colon_close, SCAN_IDENT))
        s.accept = accept_colon
        s.mode = SCAN_IDENT | SCAN_RBRACK
        tok = s.scan()
        if tok == RBRACK:
            return node
        if tok != IDENT:
            raise ParseError(BAD)
        node[3].append(self.parse_param(accept_not_closing, SCAN_IDENT))
        self.consume_rbrack()
        return node

    def parse_remove_func(self, name, accept):
        node = ("func", name, self.op(accept, BAD), [])
        node[3].append(self.parse_param(accept_not_closing, SCAN_IDENT))
        self.consume_rbrack()
        return node

    def parse_replace_func(self, name):
        s = self.s
        node = ("func", name, self.op(accept_replace_func, BAD), [])
        node[3].append(self.parse_param(accept_not_slash, SCAN_IDENT | SCAN_ESCAPE))
        self.op(accept_slash, BAD)
        if s.peek() == "}":
            self.consume_rbrack()
            return node
        node[3].append(self.parse_param(accept_not_closing, SCAN_IDENT | SCAN_ESCAPE))
        self.consume_rbrack()
        return node

    def parse_default_func(self, name):
        s = self.s
        accept = accept_one_equal if s.peek() == "=" else accept_default_func
        node = ("func", name, self.op(accept, DEFAULT), [])
        while True:
            if s.peek() == "}":
                self.consume_rbrack()
                return node
            node[3].append(self.parse_param(accept_not_closing, SCAN_IDENT))

    def parse_casing_func(self, name):
        node = ("func", name, self.op(accept_casing_func, BAD), [])
        self.consume_rbrack()
        return node

    def parse_len_func(self):
        s = self.s
        op = self.op(accept_one_hash, BAD)
        s.accept = accept_ident
        s.mode = SCAN_IDENT
        if s.scan() != IDENT:
            raise ParseError(BAD)
        node = ("func", s.string().decode(), op, [])
        self.consume_rbrack()
        return node

    def consume_rbrack(self):
        self.s.mode = SCAN_RBRACK
        if self.s.scan() != RBRACK:
            raise ParseError(BAD)


# funcs.go -------------------------------------------------------------------------------------


def runes(b):
    out, i = [], 0
    while i < len(b):
        r, n = decode(b, i)
        out.append(r)
        i += n
    return out


def simple(r, lower):
    m = r.lower() if lower else r.upper()
    return m if len(m) == 1 else r


def atoi(b):
    t = b.decode("utf-8", "replace")
    if not re.fullmatch(r"[+-]?[0-9]+", t):
        return None
    v = int(t)
    return v if -(1 << 63) <= v < (1 << 63) else None


def wrap64(v):
    return (v + (1 << 63)) % (1 << 64) - (1 << 63)


class GoPanic(Exception):
    pass


def to_substr(s, args):
    if not args:
        return s
    pos = atoi(args[0])
    if pos is None:
        return s
    if pos < 0:
        pos = max(len(s) + pos, 0)
    if len(args) == 1:
        return s[pos:] if pos < len(s) else b""
    length = atoi(args[1])
    if length is None:
        return s
    end = wrap64(pos + length)
    if end >= len(s):
        return s[pos:] if pos < len(s) else b""
    if end < 0:
        raise GoPanic(f"runtime error: slice bounds out of range [:{end}] with length {len(s)}")
    if pos > end:
        raise GoPanic(f"runtime error: slice bounds out of range [{pos}:{end}]")
    return s[pos:end]


def go_replace(s, old, new, n):
    if old == new or n == 0:
        return s
    m = len(runes(s)) + 1 if old == b"" else s.count(old)
    if m == 0:
        return s
    if n < 0 or m < n:
        n = m
    out, start = b"", 0
    for i in range(n):
        j = start
        if old == b"":
            if i > 0:
                j += decode(s, start)[1]
        else:
            j += s.index(old, start) - start
        out += s[start:j] + new
        start = j + len(old)
    return out + s[start:]


def reverse(b):
    return "".join(reversed(runes(b))).encode()


class BadPattern(Exception):
    pass


def scan_chunk(pattern):
    star = False
    while pattern[:1] == b"*":
        pattern = pattern[1:]
        star = True
    inrange, i = False, 0
    while i < len(pattern):
        c = pattern[i:i + 1]
        if c == b"\\":
            if i + 1 < len(pattern):
                i += 1
        elif c == b"[":
            inrange = True
        elif c == b"]":
            inrange = False
        elif c == b"*" and not inrange:
            break
        i += 1
    return star, pattern[:i], pattern[i:]


def get_esc(chunk):
    if len(chunk) == 0 or chunk[:1] in (b"-", b"]"):
        raise BadPattern
    if chunk[:1] == b"\\":
        chunk = chunk[1:]
        if len(chunk) == 0:
            raise BadPattern
    r, n = decode(chunk, 0)
    if r == "\ufffd" and n == 1:
        raise BadPattern
    if len(chunk[n:]) == 0:
        raise BadPattern
    return r, chunk[n:]


def match_chunk(chunk, s):
    """(rest, ok); raises BadPattern."""
    while len(chunk) > 0:
        if len(s) == 0:
            return None, False
        c = chunk[:1]
        if c == b"[":
            r, n = decode(s, 0)
            s, chunk = s[n:], chunk[1:]
            not_negated = True
            if chunk[:1] == b"^":
                not_negated, chunk = False, chunk[1:]
            match, nrange = False, 0
            while True:
                if chunk[:1] == b"]" and nrange > 0:
                    chunk = chunk[1:]
                    break
                lo, chunk = get_esc(chunk)
                hi = lo
                if chunk[:1] == b"-":
                    hi, chunk = get_esc(chunk[1:])
                if lo <= r <= hi:
                    match = True
                nrange += 1
            if match != not_negated:
                return None, False
        elif c == b"?":
            s, chunk = s[decode(s, 0)[1]:], chunk[1:]
        else:
            if c == b"\\":
                chunk = chunk[1:]
                if len(chunk) == 0:
                    raise BadPattern
            if chunk[0] != s[0]:
                return None, False
            s, chunk = s[1:], chunk[1:]
    return s, True


def path_match(pattern, name):
    while len(pattern) > 0:
        star, chunk, pattern = scan_chunk(pattern)
        if star and chunk == b"":
            return True
        t, ok = match_chunk(chunk, name)
        if ok and (len(t) == 0 or len(pattern) > 0):
            name = t
            continue
        if star:
            found = False
            for i in range(len(name)):
                t, ok = match_chunk(chunk, name[i + 1:])
                if ok:
                    if len(pattern) == 0 and len(t) > 0:
                        continue
                    name, found = t, True
                    break
            if found:
                continue
        return False
    return len(name) == 0


def trim_shortest(s, arg):
    shortest = b""
    for i in range(len(s)):
        try:
            if path_match(arg, s[:len(s) - i]):
                shortest = s[:len(s) - i]
        except BadPattern:
            return s
    return s[len(shortest):] if shortest != b"" else s


def trim_longest(s, arg):
    for i in range(len(s)):
        try:
            if path_match(arg, s[:len(s) - i]):
                return s[len(s) - i:]
        except BadPattern:
            return s
    return s


def lookup_func(name, nargs):
    def default(s, a):
        return b"".join(a) if len(s) == 0 and a else s

    table = {
        ",": lambda s, a: (simple(runes(s)[0], True).encode() + s[decode(s, 0)[1]:]) if s else s,
        ",,": lambda s, a: "".join(simple(r, True) for r in runes(s)).encode(),
        "^": lambda s, a: (simple(runes(s)[0], False).encode() + s[decode(s, 0)[1]:]) if s else s,
        "^^": lambda s, a: "".join(simple(r, False) for r in runes(s)).encode(),
        "#": (lambda s, a: str(len(s)).encode()) if nargs == 0
        else (lambda s, a: trim_shortest(s, a[0]) if a else s),
        "##": lambda s, a: trim_longest(s, a[0]) if a else s,
        "%": lambda s, a: reverse(trim_shortest(reverse(s), reverse(a[0]))) if a else s,
        "%%": lambda s, a: reverse(trim_longest(reverse(s), reverse(a[0]))) if a else s,
        ":": to_substr,
        "/#": lambda s, a: go_replace(s, a[0], a[1], 1)
        if len(a) == 2 and s.startswith(a[0]) else s,
        "/%": lambda s, a: s[:len(s) - len(a[0])] + a[1]
        if len(a) == 2 and s.endswith(a[0]) else s,
        "/": lambda s, a: s if not a else go_replace(s, a[0], a[1] if len(a) > 1 else b"", 1),
        "//": lambda s, a: s if not a else go_replace(s, a[0], a[1] if len(a) > 1 else b"", -1),
    }
    return table.get(name, default)


def execute(node, mapping):
    """template.go; raises ParseError-like messages as strings via RuntimeError."""
    if node is None:
        return b""
    kind = node[0]
    if kind == "text":
        return node[1]
    if kind == "list":
        return b"".join(execute(n, mapping) for n in node[1])
    _, param, name, args = node
    values = [execute(a, mapping) for a in args]
    v, exists = mapping(param)
    if not exists and name not in ("-", "+", "=", "?", ":-", ":+", ":=", ":?"):
        raise ParseError('variable not set (strict mode): "%s"' % param)
    return lookup_func(name, len(values))(v, values)


def flux_envsubst(line, env, strict):
    """(output bytes, None) or (None, error message)."""
    if strict:
        mapping = lambda k: (env[k].encode(), True) if k in env else (b"", False)
    else:
        mapping = lambda k: (env.get(k, "").encode(), True)
    try:
        return execute(Tree(line).parse_any(), mapping), None
    except (ParseError, GoPanic) as err:
        return None, str(err)


# The comparison --------------------------------------------------------------------------------

ENV = {
    "A": "abc",
    "B": "a.b.a.b",
    "C": "Zürich",
    "D": "",
    "E": "x/y\\z}w",
    "N": "2",
    "M": "-3",
    "P": "*.b",
    "U": "mIxEd Ünï",
}

PIECES = [
    "$", "${", "}", "{", "A", "B", "C", "D", "E", "N", "M", "P", "U", "Z", "_x", "é", "€",
    ":", ":-", ":=", ":+", ":?", "-", "=", "?", "+", "#", "##", "%", "%%", "/", "//", "/#", "/%",
    "^", "^^", ",", ",,", "$$", "\\", "\\/", "\\\\", "*", "?", "[", "]", "[a-c]", "[^b]", "0",
    "1", "3", "-1", "-9", " ", "x", ".", "${A}", "${N}", "${#C}", "${Z:-d}", "\0",
]


def random_line(rng):
    n = rng.randint(1, 12)
    if rng.random() < 0.5:
        # Mostly one `${NAME<op>…}` so that the operators are reached.
        body = "".join(rng.choice(PIECES) for _ in range(n))
        return "${" + rng.choice("ABCDENMPUZ") + body + rng.choice(["}", "}", "", "}}"])
    return "".join(rng.choice(PIECES) for _ in range(n))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fluxr", default="target/debug/fluxr")
    ap.add_argument("--lines", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--strict", type=float, default=0.3)
    ap.add_argument("--show", type=int, default=10)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    env = {"PATH": os.environ.get("PATH", ""), **ENV}
    counts = {}
    shown = 0
    for _ in range(args.lines):
        line = random_line(rng).encode()
        strict = rng.random() < args.strict
        want, want_err = flux_envsubst(line, ENV, strict)
        cmd = [args.fluxr, "envsubst"] + (["--strict"] if strict else [])
        got = subprocess.run(cmd, input=line + b"\n", env=env, capture_output=True)
        got_err = None
        if got.returncode != 0:
            got_err = got.stderr.decode("utf-8", "replace").strip().removeprefix("✗ ")
        out = got.stdout[:-1] if got.stdout.endswith(b"\n") else got.stdout
        if want_err is None and got_err is None:
            verdict = "same output" if out == want else "different output"
        elif want_err is not None and got_err is not None:
            verdict = "same error" if want_err == got_err else "different error"
        else:
            verdict = "flux fails, fluxr not" if want_err else "fluxr fails, flux not"
        counts[verdict] = counts.get(verdict, 0) + 1
        if verdict not in ("same output", "same error") and shown < args.show:
            shown += 1
            print(f"{verdict}: {line!r} strict={strict}\n  flux:  {want_err or want!r}"
                  f"\n  fluxr: {got_err or out!r}")
    for verdict, n in sorted(counts.items()):
        print(f"{n:6} {verdict}")
    same = counts.get("same output", 0) + counts.get("same error", 0)
    print(f"{same} of {args.lines} lines as flux")
    sys.exit(0 if same == args.lines else 1)


if __name__ == "__main__":
    main()
