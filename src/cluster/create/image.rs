//! ImageRepository, ImagePolicy and ImageUpdateAutomation: flux's checks (an image reference by
//! go-containerregistry's naming rules; the `--select-*` combinations and a `--filter-extract`
//! template against the capture groups of `--filter-regex`) and the objects.

use crate::duration::GoDuration;
use std::sync::LazyLock;

use serde_json::{Map, Value, json};

use super::{metadata, parse_labels};
use crate::duration;

/// The name, namespace, `--label` values (checked after the kind's own flags, as flux does)
/// and `--interval` of an image object.
#[derive(Debug, Clone)]
pub struct Target {
    pub name: String,
    pub namespace: String,
    pub labels: Vec<String>,
    pub interval: GoDuration,
}

/// `create image repository`.
#[derive(Debug, Clone)]
pub struct RepositoryOptions {
    pub target: Target,
    pub image: String,
    pub secret_ref: String,
    pub cert_ref: String,
    pub scan_timeout: GoDuration,
}

/// `create image policy`; its own `--interval` (digest reflection) is `interval` here.
#[derive(Debug, Clone)]
pub struct PolicyOptions {
    pub target: Target,
    pub image_ref: String,
    pub select_semver: String,
    pub select_alpha: String,
    pub select_numeric: String,
    pub filter_regex: String,
    pub filter_extract: String,
    pub reflect_digest: String,
    pub interval: GoDuration,
}

/// An ImageRepository or ImagePolicy flux would refuse to create, in flux's words.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("an image repository (--image) is required")]
    ImageRequired,
    #[error("unable to parse image value: {0}")]
    Image(String),
    #[error(transparent)]
    Policy(#[from] PolicyError),
    #[error(transparent)]
    Update(#[from] UpdateError),
    #[error(transparent)]
    Create(#[from] super::Error),
}

/// An ImagePolicy's flags flux refuses, in flux's words.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum PolicyError {
    #[error("the name of an ImageRepository in the namespace is required (--image-ref)")]
    ImageRefRequired,
    #[error("only one of --select-semver, --select-alpha or --select-numeric can be specified")]
    SeveralPolicies,
    #[error("--select-alpha must be one of [\"asc\", \"desc\"]")]
    AlphaOrder,
    #[error("--select-numeric must be one of [\"asc\", \"desc\"]")]
    NumericOrder,
    #[error("a policy must be provided with either --select-semver or --select-alpha")]
    PolicyRequired,
    #[error("--filter-regex is an invalid regex pattern")]
    FilterRegex,
    #[error("--filter-extract is malformed")]
    FilterExtractMalformed,
    #[error("capture group ${0} used in --filter-extract not found in --filter-regex")]
    UnknownCaptureGroup(String),
    #[error("cannot specify --filter-extract without specifying --filter-regex")]
    ExtractWithoutRegex,
    #[error("invalid value for --reflect-digest, must be one of 'Never', 'IfNotPresent', 'Always'")]
    ReflectDigest,
    #[error(
        "the --interval flag can only be used with the 'Always' digest reflection policy, use \
         --reflect-digest=Always"
    )]
    IntervalWithoutAlways,
}

fn order(value: &str, error: PolicyError) -> Result<Value, PolicyError> {
    match value {
        "asc" | "desc" => Ok(json!({ "order": value })),
        _ => Err(error),
    }
}

/// `spec.policy` from the `--select-*` flags. flux checks the combinations in this order, and
/// a semver range given with an alphabetical or numerical order yields an empty policy rather
/// than an error.
fn policy_choice(semver: &str, alpha: &str, numeric: &str) -> Result<Value, PolicyError> {
    let mut choice = Map::new();
    match () {
        () if !semver.is_empty() && (!alpha.is_empty() || !numeric.is_empty()) => {}
        () if !alpha.is_empty() && !numeric.is_empty() => return Err(PolicyError::SeveralPolicies),
        () if !semver.is_empty() => {
            choice.insert("semver".into(), json!({ "range": semver }));
        }
        () if !alpha.is_empty() => {
            choice.insert(
                "alphabetical".into(),
                order(alpha, PolicyError::AlphaOrder)?,
            );
        }
        () if !numeric.is_empty() => {
            choice.insert(
                "numerical".into(),
                order(numeric, PolicyError::NumericOrder)?,
            );
        }
        () => return Err(PolicyError::PolicyRequired),
    }
    Ok(Value::Object(choice))
}

/// Checks a `--filter-extract` template as Go's `Regexp.Expand` would read it: `$$` is a
/// dollar, `$name`/`${name}` must name a capture group of the pattern (numbers are not
/// checked), anything else after a `$` is malformed.
fn check_extract(template: &str, groups: &[&str]) -> Result<(), PolicyError> {
    let mut rest = template;
    while let Some(at) = rest.find('$') {
        rest = &rest[at..];
        if rest.as_bytes().get(1) == Some(&b'$') {
            rest = &rest[2..];
            continue;
        }
        let (name, after) = template_name(rest).ok_or(PolicyError::FilterExtractMalformed)?;
        rest = after;
        if !is_group_number(name) && !groups.contains(&name) {
            return Err(PolicyError::UnknownCaptureGroup(name.to_owned()));
        }
    }
    Ok(())
}

/// The name after a `$` (bare or in braces) and what follows it.
fn template_name(s: &str) -> Option<(&str, &str)> {
    let body = s.strip_prefix('$')?;
    let (body, braced) = match body.strip_prefix('{') {
        Some(inner) => (inner, true),
        None => (body, false),
    };
    let end = body
        .char_indices()
        .find(|(_, c)| !is_name_char(*c))
        .map_or(body.len(), |(i, _)| i);
    if end == 0 {
        return None;
    }
    let (name, mut after) = body.split_at(end);
    if braced {
        after = after.strip_prefix('}')?;
    }
    Some((name, after))
}

/// What Go's `Regexp.Expand` reads as part of a name: `unicode.IsLetter` (categories L),
/// `unicode.IsDigit` (Nd) and `_`. Rust's `is_alphabetic` and `is_numeric` take more (marks,
/// letter and other numbers).
fn is_name_char(c: char) -> bool {
    static NAME: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"^[\p{L}\p{Nd}_]$").expect("a valid class"));
    c.is_ascii_alphanumeric()
        || c == '_'
        || (!c.is_ascii() && NAME.is_match(c.encode_utf8(&mut [0; 4])))
}

/// Go's group numbers: ASCII digits, no leading zero, read while the number so far is below
/// 10^8, so nine digits at most.
fn is_group_number(name: &str) -> bool {
    name.bytes().all(|b| b.is_ascii_digit())
        && name.len() <= 9
        && !(name.len() > 1 && name.starts_with('0'))
}

/// The ImageRepository as flux exports it, from checked flags.
pub fn repository(options: RepositoryOptions) -> Result<Value, Error> {
    let RepositoryOptions {
        target,
        image,
        secret_ref,
        cert_ref,
        scan_timeout,
    } = options;
    if image.is_empty() {
        return Err(Error::ImageRequired);
    }
    crate::oci::reference::parse_repository(&image).map_err(Error::Image)?;
    let labels = parse_labels(&target.labels)?;
    let mut spec = Map::new();
    if !cert_ref.is_empty() {
        spec.insert("certSecretRef".into(), json!({ "name": cert_ref }));
    }
    spec.insert("image".into(), image.into());
    spec.insert("interval".into(), duration::format(target.interval).into());
    if !secret_ref.is_empty() {
        spec.insert("secretRef".into(), json!({ "name": secret_ref }));
    }
    if !scan_timeout.is_zero() {
        spec.insert("timeout".into(), duration::format(scan_timeout).into());
    }
    Ok(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1",
        "kind": "ImageRepository",
        "metadata": metadata(&target.name, &target.namespace, &labels),
        "spec": spec,
    }))
}

/// The ImagePolicy as flux exports it, from checked flags.
pub fn policy(options: PolicyOptions) -> Result<Value, Error> {
    let PolicyOptions {
        target,
        image_ref,
        select_semver,
        select_alpha,
        select_numeric,
        filter_regex,
        filter_extract,
        reflect_digest,
        interval,
    } = options;
    if image_ref.is_empty() {
        return Err(PolicyError::ImageRefRequired.into());
    }
    let labels = parse_labels(&target.labels)?;
    let policy = policy_choice(&select_semver, &select_alpha, &select_numeric)?;
    let mut spec = Map::new();
    if !filter_regex.is_empty() {
        let names =
            crate::go_regexp::capture_names(&filter_regex).ok_or(PolicyError::FilterRegex)?;
        if !filter_extract.is_empty() {
            let groups: Vec<&str> = names.iter().map(String::as_str).collect();
            check_extract(&filter_extract, &groups)?;
        }
        // flux writes both fields of the filter, an empty `extract` included.
        spec.insert(
            "filterTags".into(),
            json!({ "extract": filter_extract, "pattern": filter_regex }),
        );
    } else if !filter_extract.is_empty() {
        return Err(PolicyError::ExtractWithoutRegex.into());
    }
    if !reflect_digest.is_empty() {
        if !matches!(reflect_digest.as_str(), "Never" | "IfNotPresent" | "Always") {
            return Err(PolicyError::ReflectDigest.into());
        }
        spec.insert(
            "digestReflectionPolicy".into(),
            reflect_digest.clone().into(),
        );
    }
    if !interval.is_zero() {
        if reflect_digest != "Always" {
            return Err(PolicyError::IntervalWithoutAlways.into());
        }
        spec.insert("interval".into(), duration::format(interval).into());
    }
    spec.insert("imageRepositoryRef".into(), json!({ "name": image_ref }));
    spec.insert("policy".into(), policy);
    Ok(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1",
        "kind": "ImagePolicy",
        "metadata": metadata(&target.name, &target.namespace, &labels),
        "spec": spec,
    }))
}

/// `create image update`.
#[derive(Debug, Clone)]
pub struct UpdateOptions {
    pub target: Target,
    pub git_repo_ref: String,
    pub git_repo_namespace: String,
    pub git_repo_path: String,
    pub checkout_branch: String,
    pub push_branch: String,
    pub author_name: String,
    pub author_email: String,
    pub commit_template: String,
    pub signing_key_secret: String,
    pub signing_key_type: String,
}

/// An ImageUpdateAutomation flux would refuse to create, in flux's words.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum UpdateError {
    #[error("a reference to a GitRepository is required (--git-repo-ref)")]
    GitRepoRefRequired,
    #[error("the Git repository branch is required (--checkout-branch)")]
    CheckoutBranchRequired,
    #[error("the author name is required (--author-name)")]
    AuthorNameRequired,
    #[error("the author email is required (--author-email)")]
    AuthorEmailRequired,
    #[error("--signing-key-type requires --signing-key-secret")]
    SigningTypeWithoutSecret,
    #[error("--signing-key-type must be one of: gpg, ssh")]
    SigningType,
}

/// The ImageUpdateAutomation as flux exports it.
pub fn update(options: UpdateOptions) -> Result<Value, Error> {
    let UpdateOptions {
        target,
        git_repo_ref,
        git_repo_namespace,
        git_repo_path,
        checkout_branch,
        push_branch,
        author_name,
        author_email,
        commit_template,
        signing_key_secret,
        signing_key_type,
    } = options;
    if git_repo_ref.is_empty() {
        return Err(Error::Update(UpdateError::GitRepoRefRequired));
    }
    if checkout_branch.is_empty() {
        return Err(Error::Update(UpdateError::CheckoutBranchRequired));
    }
    if author_name.is_empty() {
        return Err(Error::Update(UpdateError::AuthorNameRequired));
    }
    if author_email.is_empty() {
        return Err(Error::Update(UpdateError::AuthorEmailRequired));
    }
    if !signing_key_type.is_empty() {
        if signing_key_secret.is_empty() {
            return Err(Error::Update(UpdateError::SigningTypeWithoutSecret));
        }
        if !matches!(signing_key_type.as_str(), "gpg" | "ssh") {
            return Err(Error::Update(UpdateError::SigningType));
        }
    }
    let labels = parse_labels(&target.labels)?;
    let mut commit = Map::new();
    commit.insert(
        "author".into(),
        json!({ "email": author_email, "name": author_name }),
    );
    if !commit_template.is_empty() {
        commit.insert("messageTemplate".into(), commit_template.into());
    }
    if !signing_key_secret.is_empty() {
        let mut signing = Map::new();
        signing.insert("secretRef".into(), json!({ "name": signing_key_secret }));
        if !signing_key_type.is_empty() {
            signing.insert("type".into(), signing_key_type.into());
        }
        commit.insert("signingKey".into(), signing.into());
    }
    let mut git = Map::new();
    git.insert(
        "checkout".into(),
        json!({ "ref": { "branch": checkout_branch } }),
    );
    git.insert("commit".into(), commit.into());
    if !push_branch.is_empty() {
        git.insert("push".into(), json!({ "branch": push_branch }));
    }
    let mut source = Map::new();
    source.insert("kind".into(), "GitRepository".into());
    source.insert("name".into(), git_repo_ref.into());
    if !git_repo_namespace.is_empty() {
        source.insert("namespace".into(), git_repo_namespace.into());
    }
    let mut spec = Map::new();
    spec.insert("git".into(), git.into());
    spec.insert("interval".into(), duration::format(target.interval).into());
    spec.insert("sourceRef".into(), source.into());
    if !git_repo_path.is_empty() {
        spec.insert(
            "update".into(),
            json!({ "path": git_repo_path, "strategy": "Setters" }),
        );
    }
    Ok(json!({
        "apiVersion": "image.toolkit.fluxcd.io/v1",
        "kind": "ImageUpdateAutomation",
        "metadata": metadata(&target.name, &target.namespace, &labels),
        "spec": spec,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_flags_are_checked_in_flux_order() {
        assert_eq!(
            policy_choice("1.x", "", "").unwrap(),
            json!({ "semver": { "range": "1.x" } })
        );
        assert_eq!(policy_choice("1.x", "asc", "").unwrap(), json!({}));
        assert_eq!(policy_choice("1.x", "", "bad").unwrap(), json!({}));
        assert_eq!(
            policy_choice("", "asc", "asc").unwrap_err(),
            PolicyError::SeveralPolicies
        );
        assert_eq!(
            policy_choice("", "up", "").unwrap_err(),
            PolicyError::AlphaOrder
        );
        assert_eq!(
            policy_choice("", "", "up").unwrap_err(),
            PolicyError::NumericOrder
        );
        assert_eq!(
            policy_choice("", "", "desc").unwrap(),
            json!({ "numerical": { "order": "desc" } })
        );
        assert_eq!(
            policy_choice("", "", "").unwrap_err(),
            PolicyError::PolicyRequired
        );
    }

    #[test]
    fn extract_templates_name_capture_groups() {
        let groups = ["ts", "ver"];
        for good in ["$ts", "${ts}-x", "$1", "$$ts", "v${ver}.$ts", "no dollar"] {
            assert_eq!(check_extract(good, &groups), Ok(()), "{good}");
        }
        for bad in ["$", "${ts", "$-", "a$"] {
            assert_eq!(
                check_extract(bad, &groups),
                Err(PolicyError::FilterExtractMalformed),
                "{bad}"
            );
        }
        assert_eq!(
            check_extract("$stamp", &groups).unwrap_err().to_string(),
            "capture group $stamp used in --filter-extract not found in --filter-regex"
        );
        // A leading zero makes a name, not a number.
        assert_eq!(
            check_extract("$01", &groups),
            Err(PolicyError::UnknownCaptureGroup("01".into()))
        );
        // Go reads a number while it is below 10^8: nine digits, not ten.
        assert_eq!(check_extract("$123456789", &groups), Ok(()));
        assert_eq!(
            check_extract("$1234567890", &groups),
            Err(PolicyError::UnknownCaptureGroup("1234567890".into()))
        );
    }

    #[test]
    fn extract_names_are_go_letters_digits_and_underscores() {
        let groups = ["größe", "v٣", "ts"];
        assert_eq!(check_extract("$größe-${v٣}", &groups), Ok(()));
        // A superscript two (No) and a Roman numeral (Nl) are not Go letters or digits: the
        // name ends before them.
        assert_eq!(check_extract("$ts²", &groups), Ok(()));
        assert_eq!(check_extract("$tsⅫ", &groups), Ok(()));
        assert_eq!(
            check_extract("${ts²}", &groups),
            Err(PolicyError::FilterExtractMalformed)
        );
        // A combining mark is not a letter to Go, though Rust counts it as alphabetic.
        assert_eq!(check_extract("$ts\u{0345}", &groups), Ok(()));
    }
}
