//! Go's `strings.EqualFold`, which flux uses wherever it compares without case: status
//! selectors, kinds, event types, the filters of `logs`, the kinds of `create`'s flags.

use icu_casemap::CaseMapper;

/// Whether `a` and `b` are equal under Unicode's simple case folding, rune by rune, as Go's
/// `strings.EqualFold` walks each rune's `unicode.SimpleFold` orbit: `K` (Kelvin sign) matches
/// `k`, `ſ` (long s) matches `s`, `ß` matches `ẞ`, but `ß` never matches `ss` (a full folding)
/// and `İ` never matches `i` (a Turkic one).
pub fn equal_fold(a: &str, b: &str) -> bool {
    if a.len() == b.len() && a.eq_ignore_ascii_case(b) {
        return true;
    }
    let folder = CaseMapper::new();
    let mut a = a.chars();
    let mut b = b.chars();
    loop {
        match (a.next(), b.next()) {
            (None, None) => return true,
            (Some(x), Some(y)) => {
                if x != y && folder.simple_fold(x) != folder.simple_fold(y) {
                    return false;
                }
            }
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::equal_fold;

    #[test]
    fn folds_as_go_equal_fold() {
        assert!(equal_fold("Ready", "ready"));
        assert!(equal_fold("READY", "ready"));
        // U+212A KELVIN SIGN and U+017F LATIN SMALL LETTER LONG S fold to ASCII letters.
        assert!(equal_fold("\u{212A}ustomization", "kustomization"));
        assert!(equal_fold("fal\u{17F}e", "False"));
        assert!(equal_fold("ß", "ẞ"));
        assert!(equal_fold("Σίσυφος", "ΣΊΣΥΦΟΣ"));
        assert!(equal_fold("σ", "ς"));
        // Full and Turkic foldings are not simple foldings.
        assert!(!equal_fold("ß", "ss"));
        assert!(!equal_fold("İ", "i"));
        assert!(!equal_fold("ı", "I"));
        assert!(!equal_fold("True", "Tru"));
        assert!(!equal_fold("", "x"));
        assert!(equal_fold("", ""));
    }
}
