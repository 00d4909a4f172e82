//! The flag value types of flux's `internal/flags` that the `create` commands share, with
//! flux's checks and messages: each parser fails the way the flag's `Set` fails in flux, so
//! that the command line reports `invalid argument "…" for "--flag" flag: <flux's reason>`.

pub use super::{kind_name, kind_name_namespace};

/// The spelling among `kinds` of `kind`, compared without case (Go's `strings.EqualFold`).
pub fn equal_fold<'a>(kinds: &[&'a str], kind: &str) -> Option<&'a str> {
    kinds
        .iter()
        .find(|candidate| crate::cluster::fold::equal_fold(candidate, kind))
        .copied()
}

/// A `dependsOn` entry: flux's `meta.MakeDependsOn` without the readiness expression, which
/// the `create` commands drop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dependency {
    pub name: String,
    pub namespace: String,
}

/// `name`, `namespace/name`, either with an `@expression` that is cut off.
pub fn depends_on(values: &[String]) -> Vec<Dependency> {
    values
        .iter()
        .map(|value| {
            let reference = value.split_once('@').map_or(value.as_str(), |(r, _)| r);
            match reference.split_once('/') {
                Some((namespace, name)) => Dependency {
                    name: name.to_owned(),
                    namespace: namespace.to_owned(),
                },
                None => Dependency {
                    name: reference.to_owned(),
                    namespace: String::new(),
                },
            }
        })
        .collect()
}

impl Dependency {
    pub fn to_value(&self) -> serde_json::Value {
        let mut entry = serde_json::Map::new();
        entry.insert("name".into(), self.name.clone().into());
        if !self.namespace.is_empty() {
            entry.insert("namespace".into(), self.namespace.clone().into());
        }
        entry.into()
    }
}

const PUBLIC_KEY_ALGORITHMS: [&str; 3] = ["rsa", "ecdsa", "ed25519"];

/// `--ssh-key-algorithm`.
pub fn public_key_algorithm(value: &str) -> Result<String, String> {
    let supported = PUBLIC_KEY_ALGORITHMS.join(", ");
    if value.trim().is_empty() {
        return Err(format!(
            "no public key algorithm given, must be one of: {supported}"
        ));
    }
    if PUBLIC_KEY_ALGORITHMS.contains(&value) {
        Ok(value.to_owned())
    } else {
        Err(format!(
            "unsupported public key algorithm '{value}', must be one of: {supported}"
        ))
    }
}

/// `--ssh-rsa-bits`: empty means the default, 2048.
pub fn rsa_key_bits(value: &str) -> Result<u32, String> {
    if value.trim().is_empty() {
        return Ok(2048);
    }
    let bits = go_atoi(value)?;
    if bits < 1024 {
        return Err("RSA key bit size must be at least 1024".to_owned());
    }
    if bits % 8 != 0 {
        return Err("RSA key bit size must be a multiples of 8".to_owned());
    }
    u32::try_from(bits).map_err(|_| "RSA key bit size must be a multiples of 8".to_owned())
}

/// Go's `strconv.Atoi` on a 64-bit platform, with its messages.
fn go_atoi(value: &str) -> Result<i64, String> {
    let digits = value.strip_prefix(['+', '-']).unwrap_or(value);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "strconv.Atoi: parsing {}: invalid syntax",
            crate::manifestgen::gourl::quote(value)
        ));
    }
    value.parse::<i64>().map_err(|_| {
        format!(
            "strconv.Atoi: parsing {}: value out of range",
            crate::manifestgen::gourl::quote(value)
        )
    })
}

/// `--ssh-ecdsa-curve`.
pub fn ecdsa_curve(value: &str) -> Result<crate::manifestgen::sourcesecret::EcdsaCurve, String> {
    use crate::manifestgen::sourcesecret::EcdsaCurve;
    match value {
        "p256" => Ok(EcdsaCurve::P256),
        "p384" => Ok(EcdsaCurve::P384),
        "p521" => Ok(EcdsaCurve::P521),
        _ => Err(format!(
            "unsupported curve '{value}', must be one of: p256, p384, p521"
        )),
    }
}

/// A choice among a fixed list, as flux's enum-like flag types check it.
fn one_of(
    value: &str,
    supported: &[&str],
    empty: impl FnOnce() -> String,
    unsupported: impl FnOnce() -> String,
) -> Result<String, String> {
    if value.trim().is_empty() {
        return Err(empty());
    }
    if supported.contains(&value) {
        Ok(value.to_owned())
    } else {
        Err(unsupported())
    }
}

pub const GIT_PROVIDERS: [&str; 4] = ["generic", "github", "aws", "azure"];

/// `create source git --provider`.
pub fn source_git_provider(value: &str) -> Result<String, String> {
    one_of(
        value,
        &GIT_PROVIDERS,
        || "no source Git provider given, please specify the Git provider name".to_owned(),
        || {
            format!(
                "source Git provider '{value}' is not supported, must be one of: {}",
                GIT_PROVIDERS.join("|")
            )
        },
    )
}

const BUCKET_PROVIDERS: [&str; 4] = ["generic", "aws", "azure", "gcp"];

/// `create source bucket --provider`.
pub fn source_bucket_provider(value: &str) -> Result<String, String> {
    one_of(
        value,
        &BUCKET_PROVIDERS,
        || {
            "no source bucket provider given, please specify the S3 compatible storage provider \
             name"
                .to_owned()
        },
        || {
            format!(
                "source bucket provider '{value}' is not supported, must be one of: {}",
                BUCKET_PROVIDERS.join(", ")
            )
        },
    )
}

const OCI_PROVIDERS: [&str; 4] = ["generic", "aws", "azure", "gcp"];

/// `create source oci --provider`.
pub fn source_oci_provider(value: &str) -> Result<String, String> {
    one_of(
        value,
        &OCI_PROVIDERS,
        || "no source OCI provider given, please specify the OCI provider name".to_owned(),
        || {
            format!(
                "source OCI provider '{value}' is not supported, must be one of: {}",
                OCI_PROVIDERS.join(", ")
            )
        },
    )
}

const OCI_VERIFY_PROVIDERS: [&str; 1] = ["cosign"];

/// `--verify-provider`.
pub fn source_oci_verify_provider(value: &str) -> Result<String, String> {
    one_of(
        value,
        &OCI_VERIFY_PROVIDERS,
        || {
            format!(
                "no source OCI verify provider given, please specify the OCI verify provider \
                 name to use for signature verification, available options are: ({})",
                OCI_VERIFY_PROVIDERS.join(", ")
            )
        },
        || {
            format!(
                "source OCI verify provider '{value}' is not supported, must be one of: {}",
                OCI_VERIFY_PROVIDERS.join(", ")
            )
        },
    )
}

/// `create kustomization --decryption-provider`.
pub fn decryption_provider(value: &str) -> Result<String, String> {
    one_of(
        value,
        &["sops"],
        || "no decryption provider given, must be one of: sops".to_owned(),
        || format!("unsupported decryption provider '{value}', must be one of: sops"),
    )
}

const CRDS_POLICIES: [&str; 3] = ["Skip", "Create", "CreateReplace"];

/// `create helmrelease --crds`.
pub fn crds_policy(value: &str) -> Result<String, String> {
    one_of(
        value,
        &CRDS_POLICIES,
        || {
            format!(
                "no upgrade CRDs policy given, must be one of: {}",
                CRDS_POLICIES.join(", ")
            )
        },
        || {
            format!(
                "unsupported upgrade CRDs policy '{value}', must be one of: {}",
                CRDS_POLICIES.join(", ")
            )
        },
    )
}

/// The Receiver types notification-controller serves, in flux's order.
pub const RECEIVER_TYPES: [&str; 12] = [
    "generic",
    "generic-hmac",
    "github",
    "gitlab",
    "bitbucket",
    "harbor",
    "dockerhub",
    "quay",
    "gcr",
    "nexus",
    "acr",
    "cdevents",
];

/// `create secret receiver --type`.
pub fn receiver_type(value: &str) -> Result<String, String> {
    one_of(
        value,
        &RECEIVER_TYPES,
        || "no receiver type given, please specify the receiver type".to_owned(),
        || {
            format!(
                "receiver type '{value}' is not supported, must be one of: {}",
                RECEIVER_TYPES.join(", ")
            )
        },
    )
}

/// A `kind`, `name` and optional `namespace` taken from a flag.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SourceRef {
    pub kind: String,
    pub name: String,
    pub namespace: String,
}

impl SourceRef {
    /// `{kind, name[, namespace]}` as the APIs write a cross-namespace reference.
    pub fn to_value(&self) -> serde_json::Value {
        let mut map = serde_json::Map::new();
        map.insert("kind".into(), self.kind.clone().into());
        map.insert("name".into(), self.name.clone().into());
        if !self.namespace.is_empty() {
            map.insert("namespace".into(), self.namespace.clone().into());
        }
        map.into()
    }
}

/// The source kinds a Kustomization reads, in flux's order.
pub const KUSTOMIZATION_SOURCE_KINDS: [&str; 3] = ["OCIRepository", "GitRepository", "Bucket"];

/// `create kustomization --source`: `[<kind>/]<name>[.<namespace>]`, GitRepository by default.
pub fn kustomization_source(value: &str) -> Result<SourceRef, String> {
    let kinds = KUSTOMIZATION_SOURCE_KINDS.join(", ");
    if value.trim().is_empty() {
        return Err(format!(
            "no Kustomization source given, please specify source that contains the Kubernetes \
             manifests in the format '[<kind>/]<name>.<namespace>', where kind must be one of: \
             ({kinds}), if kind is not specified it defaults to GitRepository"
        ));
    }
    let (kind, name, namespace) = kind_name_namespace(value);
    if name.is_empty() {
        return Err(format!("no name given for source of kind '{kind}'"));
    }
    let kind = if kind.is_empty() {
        if KUSTOMIZATION_SOURCE_KINDS.contains(&name) {
            return Err(format!("no kind specified for source '{name}'"));
        }
        "GitRepository"
    } else {
        kind
    };
    let kind = equal_fold(&KUSTOMIZATION_SOURCE_KINDS, kind)
        .ok_or_else(|| format!("source kind '{kind}' is not supported, must be one of: {kinds}"))?;
    Ok(SourceRef {
        kind: kind.to_owned(),
        name: name.to_owned(),
        namespace: namespace.to_owned(),
    })
}

/// The source kinds a Helm chart comes from, in flux's order.
pub const HELM_CHART_SOURCE_KINDS: [&str; 3] = ["HelmRepository", "GitRepository", "Bucket"];

/// `create helmrelease --source`: `<kind>/<name>[.<namespace>]`.
pub fn helm_chart_source(value: &str) -> Result<SourceRef, String> {
    chart_source(
        value,
        "source that contains the chart in the format '<kind>/<name>.<namespace>', where kind \
         must be one of: (HelmRepository, GitRepository, Bucket)",
        kind_name_namespace,
    )
}

/// `create source chart --source`: `<kind>/<name>`.
pub fn local_helm_chart_source(value: &str) -> Result<SourceRef, String> {
    chart_source(
        value,
        "source that contains the chart in the format '<kind>/<name>', where kind must be one \
         of: (HelmRepository, GitRepository, Bucket)",
        |value| {
            let (kind, name) = kind_name(value);
            (kind, name, "")
        },
    )
}

fn chart_source(
    value: &str,
    description: &str,
    split: impl Fn(&str) -> (&str, &str, &str),
) -> Result<SourceRef, String> {
    if value.trim().is_empty() {
        return Err(format!(
            "no helm chart source given, please specify {description}"
        ));
    }
    let (kind, name, namespace) = split(value);
    if kind.is_empty() || name.is_empty() {
        return Err(format!(
            "invalid helm chart source '{value}', must be in format <kind>/<name>"
        ));
    }
    let kind = equal_fold(&HELM_CHART_SOURCE_KINDS, kind).ok_or_else(|| {
        format!(
            "source kind '{kind}' is not supported, must be one of: {}",
            HELM_CHART_SOURCE_KINDS.join(", ")
        )
    })?;
    Ok(SourceRef {
        kind: kind.to_owned(),
        name: name.to_owned(),
        namespace: namespace.to_owned(),
    })
}

/// flux's safe relative path: the value joined onto `./` so that `..` cannot climb above it
/// (dropped there, as `securejoin` drops it), written with a leading `./`.
pub fn safe_relative_path(value: &str) -> Result<String, String> {
    let mut segments: Vec<&str> = Vec::new();
    for segment in value.trim().split('/') {
        match segment {
            "" | "." => {}
            ".." => {
                segments.pop();
            }
            _ => segments.push(segment),
        }
    }
    Ok(format!("./{}", segments.join("/")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_name_namespace_as_flux_splits_them() {
        assert_eq!(
            kind_name("GitRepository/podinfo"),
            ("GitRepository", "podinfo")
        );
        assert_eq!(kind_name("podinfo"), ("", "podinfo"));
        assert_eq!(kind_name("a/b/c"), ("", "a/b/c"));
        assert_eq!(
            kind_name_namespace("HelmChart/podinfo.flux-system"),
            ("HelmChart", "podinfo", "flux-system")
        );
        assert_eq!(
            kind_name_namespace("x/a.b.c"),
            ("x", "a.b", "c"),
            "the namespace is the last dot-separated part"
        );
        assert_eq!(kind_name_namespace("podinfo"), ("", "podinfo", ""));
    }

    #[test]
    fn depends_on_drops_ready_expressions() {
        let deps = depends_on(&[
            "infra".into(),
            "apps/web".into(),
            "ns/a/b".into(),
            "db@status.ready".into(),
            "ops/cache@x/y".into(),
        ]);
        let pairs: Vec<(&str, &str)> = deps
            .iter()
            .map(|d| (d.namespace.as_str(), d.name.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("", "infra"),
                ("apps", "web"),
                ("ns", "a/b"),
                ("", "db"),
                ("ops", "cache")
            ]
        );
    }

    #[test]
    fn ssh_key_flags() {
        assert_eq!(rsa_key_bits("4096"), Ok(4096));
        assert_eq!(rsa_key_bits(" "), Ok(2048));
        assert_eq!(
            rsa_key_bits("1001").unwrap_err(),
            "RSA key bit size must be at least 1024"
        );
        assert_eq!(
            rsa_key_bits("1028").unwrap_err(),
            "RSA key bit size must be a multiples of 8"
        );
        assert_eq!(
            rsa_key_bits("-8").unwrap_err(),
            "RSA key bit size must be at least 1024"
        );
        assert_eq!(
            rsa_key_bits("2k").unwrap_err(),
            "strconv.Atoi: parsing \"2k\": invalid syntax"
        );
        assert_eq!(
            rsa_key_bits("99999999999999999999").unwrap_err(),
            "strconv.Atoi: parsing \"99999999999999999999\": value out of range"
        );
        assert_eq!(
            public_key_algorithm("").unwrap_err(),
            "no public key algorithm given, must be one of: rsa, ecdsa, ed25519"
        );
        assert_eq!(
            public_key_algorithm("dsa").unwrap_err(),
            "unsupported public key algorithm 'dsa', must be one of: rsa, ecdsa, ed25519"
        );
        assert_eq!(
            ecdsa_curve("p1").unwrap_err(),
            "unsupported curve 'p1', must be one of: p256, p384, p521"
        );
    }

    #[test]
    fn kustomization_sources() {
        let source = kustomization_source("podinfo").unwrap();
        assert_eq!(
            (source.kind.as_str(), source.name.as_str()),
            ("GitRepository", "podinfo")
        );
        let source = kustomization_source("ocirepository/podinfo.flux-system").unwrap();
        assert_eq!(source.kind, "OCIRepository");
        assert_eq!(source.namespace, "flux-system");
        // Go's `strings.EqualFold`: U+017F LONG S folds to `s`; a dotted capital I does not
        // fold to `i`, as it does in Turkish.
        let source = kustomization_source("GitRepo\u{17F}itory/podinfo").unwrap();
        assert_eq!(source.kind, "GitRepository");
        assert!(kustomization_source("G\u{130}tRepository/podinfo").is_err());
        assert_eq!(
            kustomization_source("GitRepository").unwrap_err(),
            "no kind specified for source 'GitRepository'"
        );
        assert_eq!(
            kustomization_source("Bucket/").unwrap_err(),
            "no name given for source of kind 'Bucket'"
        );
        assert_eq!(
            kustomization_source("HelmRepository/x").unwrap_err(),
            "source kind 'HelmRepository' is not supported, must be one of: OCIRepository, \
             GitRepository, Bucket"
        );
        assert!(
            kustomization_source(" ")
                .unwrap_err()
                .starts_with("no Kustomization source given, please specify source that")
        );
    }

    #[test]
    fn chart_sources() {
        let source = helm_chart_source("helmrepository/podinfo.charts").unwrap();
        assert_eq!(
            (
                source.kind.as_str(),
                source.name.as_str(),
                source.namespace.as_str()
            ),
            ("HelmRepository", "podinfo", "charts")
        );
        let source = local_helm_chart_source("GitRepository/podinfo.charts").unwrap();
        assert_eq!(source.name, "podinfo.charts");
        assert_eq!(
            local_helm_chart_source("podinfo").unwrap_err(),
            "invalid helm chart source 'podinfo', must be in format <kind>/<name>"
        );
        assert_eq!(
            helm_chart_source("foobar/podinfo").unwrap_err(),
            "source kind 'foobar' is not supported, must be one of: HelmRepository, \
             GitRepository, Bucket"
        );
    }

    #[test]
    fn enum_flags() {
        assert_eq!(
            source_git_provider("dummy").unwrap_err(),
            "source Git provider 'dummy' is not supported, must be one of: \
             generic|github|aws|azure"
        );
        assert_eq!(
            source_oci_verify_provider("").unwrap_err(),
            "no source OCI verify provider given, please specify the OCI verify provider name \
             to use for signature verification, available options are: (cosign)"
        );
        assert_eq!(
            crds_policy("Replace").unwrap_err(),
            "unsupported upgrade CRDs policy 'Replace', must be one of: Skip, Create, \
             CreateReplace"
        );
        assert_eq!(
            receiver_type("").unwrap_err(),
            "no receiver type given, please specify the receiver type"
        );
        assert_eq!(decryption_provider("sops"), Ok("sops".to_owned()));
        assert_eq!(source_oci_provider("gcp"), Ok("gcp".to_owned()));
        assert_eq!(source_bucket_provider("aws"), Ok("aws".to_owned()));
        assert_eq!(
            source_bucket_provider("").unwrap_err(),
            "no source bucket provider given, please specify the S3 compatible storage provider \
             name"
        );
        assert_eq!(
            source_bucket_provider("minio").unwrap_err(),
            "source bucket provider 'minio' is not supported, must be one of: generic, aws, \
             azure, gcp"
        );
        assert_eq!(
            source_oci_provider(" ").unwrap_err(),
            "no source OCI provider given, please specify the OCI provider name"
        );
        assert_eq!(
            source_oci_provider("ibm").unwrap_err(),
            "source OCI provider 'ibm' is not supported, must be one of: generic, aws, azure, gcp"
        );
    }

    #[test]
    fn paths_are_made_safe_and_relative() {
        let path = |p: &str| safe_relative_path(p).unwrap();
        assert_eq!(path("./"), "./");
        assert_eq!(path(""), "./");
        assert_eq!(path("deploy//dev/"), "./deploy/dev");
        assert_eq!(path("../../etc"), "./etc");
        assert_eq!(path("/abs/dir"), "./abs/dir");
        assert_eq!(path(" ./x "), "./x");
    }
}
