//! The `images:` transformer: new names, tags and digests for container images.
//!
//! For each entry, in order, kustomize makes two passes over every object but
//! CustomResourceDefinitions (fluxr makes every pass on one object before the next, with the
//! same result and the same first error, see [`super::resource::per_resource`]):
//! 1. the legacy pass: any `image` field of an element of a sequence named `containers` or
//!    `initContainers`, at any depth;
//! 2. the field-spec pass: the `images` field specs (builtin ones plus `configurations:`),
//!    e.g. `spec/template/spec/containers[]/image`.
//!
//! A field the two passes both reach is updated twice. That is harmless for names, tags and
//! digests, and it is why kubectl kustomize appends a `tagSuffix` twice to a pod template's
//! images; we reproduce it.
//!
//! An image matches an entry when it is the entry's `name`, optionally followed by a `:tag` and
//! an `@sha256:` digest, the name being read as a regular expression, as kustomize does.

use regex::Regex;
use serde_json::Value;

use super::fieldspec::{self, FieldSpec};
use super::resource::Step;
use super::types::Image;

/// Why an image could not be updated.
#[derive(Debug, thiserror::Error)]
pub enum ImagesError {
    #[error(transparent)]
    FieldSpec(#[from] fieldspec::Error),
    #[error("wrong node kind: expected ScalarNode but got {found}")]
    NotAScalar { found: &'static str },
}

/// Applies every entry of `images:` to `resources`, in order. `specs` are the `images` field
/// specs in force ([`fieldspec::builtin::images`] plus any from `configurations:`).
pub fn apply_images(
    resources: &mut [Value],
    images: &[Image],
    specs: &[FieldSpec],
) -> Result<(), ImagesError> {
    super::resource::per_resource(resources, &steps(images, specs))
}

/// The passes of every entry, in kustomize's order (each entry's legacy pass first), for
/// [`super::resource::per_resource`]: no pass looks at another resource.
pub fn steps<'a>(images: &'a [Image], specs: &'a [FieldSpec]) -> Vec<Step<'a, ImagesError>> {
    let mut steps: Vec<Step<'a, ImagesError>> = Vec::new();
    for image in images {
        let matcher = ImageMatcher::new(image);
        let legacy = matcher.clone();
        steps.push(Box::new(move |obj| {
            if is_crd(obj) {
                return Ok(());
            }
            legacy_walk(obj, &legacy)
        }));
        steps.push(Box::new(move |obj| {
            if is_crd(obj) {
                return Ok(());
            }
            spec_pass(obj, specs, &matcher)
        }));
    }
    steps
}

/// The field-spec pass over one resource.
fn spec_pass(
    obj: &mut Value,
    specs: &[FieldSpec],
    matcher: &ImageMatcher,
) -> Result<(), ImagesError> {
    for spec in fieldspec::selecting(obj, specs) {
        fieldspec::apply_selected(obj, spec, None, &mut |field: &mut Value| {
            update_field(field, matcher)
        })?;
    }
    Ok(())
}

fn is_crd(obj: &Value) -> bool {
    super::resource::kind(obj) == "CustomResourceDefinition"
}

#[derive(Clone)]
struct ImageMatcher<'a> {
    image: &'a Image,
    pattern: Option<Regex>,
}

impl<'a> ImageMatcher<'a> {
    fn new(image: &'a Image) -> Self {
        let name = image.name.as_deref().unwrap_or_default();
        let pattern = Regex::new(&format!(
            "^{name}(:[a-zA-Z0-9_.{{}}-]*)?(@sha256:[a-zA-Z0-9_.{{}}-]*)?$"
        ))
        .ok();
        Self { image, pattern }
    }

    fn matches(&self, value: &str) -> bool {
        self.pattern.as_ref().is_some_and(|p| p.is_match(value))
    }
}

/// Whether `value` is the image `name` (a regular expression), possibly with a tag and a
/// sha256 digest.
pub fn is_image_matched(value: &str, name: &str) -> bool {
    let image = Image {
        name: Some(name.to_owned()),
        ..Image::default()
    };
    ImageMatcher::new(&image).matches(value)
}

/// Splits an image reference into name, tag and digest, as kustomize does: a `:` or `@` before
/// the first `/` belongs to the registry host.
pub fn split_image(image: &str) -> (String, String, String) {
    let slash = match image.find('/') {
        Some(i) if i > 0 => i,
        _ => 0,
    };
    let search = &image[slash..];
    let at = search.find('@').map(|i| i + slash);
    let colon = search.find(':').map(|i| i + slash);
    match (colon, at) {
        (None, None) => (image.to_owned(), String::new(), String::new()),
        (c, Some(a)) if c.is_none_or(|c| a < c) => (
            image[..a].to_owned(),
            String::new(),
            image[a + 1..].to_owned(),
        ),
        (Some(c), Some(a)) => (
            image[..c].to_owned(),
            image[c + 1..a].to_owned(),
            image[a + 1..].to_owned(),
        ),
        (Some(c), None) => (
            image[..c].to_owned(),
            image[c + 1..].to_owned(),
            String::new(),
        ),
        (None, Some(_)) => unreachable!("handled by the digest-only arm"),
    }
}

/// The new value of an image field, or `None` when the entry does not match it.
pub fn updated_image(value: &str, image: &Image) -> Option<String> {
    if !ImageMatcher::new(image).matches(value) {
        return None;
    }
    Some(rewrite(value, image))
}

fn rewrite(value: &str, image: &Image) -> String {
    let (mut name, mut tag, mut digest) = split_image(value);
    let field = |f: &Option<String>| f.as_deref().filter(|s| !s.is_empty()).map(str::to_owned);
    if let Some(new_name) = field(&image.new_name) {
        name = new_name;
    }
    match (
        field(&image.new_tag),
        field(&image.digest),
        field(&image.tag_suffix),
    ) {
        (Some(new_tag), Some(new_digest), _) => {
            tag = new_tag;
            digest = new_digest;
        }
        (Some(new_tag), None, _) => {
            tag = new_tag;
            digest.clear();
        }
        (None, Some(new_digest), _) => {
            tag.clear();
            digest = new_digest;
        }
        (None, None, Some(suffix)) => {
            tag.push_str(&suffix);
            digest.clear();
        }
        (None, None, None) => {}
    }
    if !tag.is_empty() {
        name.push(':');
        name.push_str(&tag);
    }
    if !digest.is_empty() {
        name.push('@');
        name.push_str(&digest);
    }
    name
}

fn update_field(field: &mut Value, matcher: &ImageMatcher) -> Result<(), ImagesError> {
    // Borrowed: every image field of every resource is looked at, few are rewritten.
    let text: std::borrow::Cow<'_, str> = match field {
        Value::String(s) => s.as_str().into(),
        Value::Number(n) => n.to_string().into(),
        Value::Bool(b) => b.to_string().into(),
        Value::Null => return Ok(()),
        Value::Array(_) => {
            return Err(ImagesError::NotAScalar {
                found: "SequenceNode",
            });
        }
        Value::Object(_) => {
            return Err(ImagesError::NotAScalar {
                found: "MappingNode",
            });
        }
    };
    if matcher.matches(&text) {
        let rewritten = rewrite(&text, matcher.image);
        *field = Value::from(rewritten);
    }
    Ok(())
}

/// The legacy pass: `image` of every element of any `containers` or `initContainers` sequence.
fn legacy_walk(node: &mut Value, matcher: &ImageMatcher) -> Result<(), ImagesError> {
    match node {
        Value::Object(map) => {
            for (key, value) in map.iter_mut() {
                legacy_walk(value, matcher)?;
                if let (true, Value::Array(items)) =
                    (key == "containers" || key == "initContainers", value)
                {
                    for item in items {
                        if let Some(image) = super::resource::get_mut(item, "image") {
                            update_field(image, matcher)?;
                        }
                    }
                }
            }
            Ok(())
        }
        Value::Array(items) => {
            for item in items {
                legacy_walk(item, matcher)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn image(name: &str) -> Image {
        Image {
            name: Some(name.to_owned()),
            ..Image::default()
        }
    }

    #[test]
    fn split_keeps_registry_ports_in_the_name() {
        let s = |v: &str| split_image(v);
        assert_eq!(s("nginx"), ("nginx".into(), "".into(), "".into()));
        assert_eq!(s("nginx:1.1"), ("nginx".into(), "1.1".into(), "".into()));
        assert_eq!(
            s("nginx@sha256:1"),
            ("nginx".into(), "".into(), "sha256:1".into())
        );
        assert_eq!(
            s("b:1.0@sha256:abc"),
            ("b".into(), "1.0".into(), "sha256:abc".into())
        );
        assert_eq!(
            s("my.registry:5000/app:1.0"),
            ("my.registry:5000/app".into(), "1.0".into(), "".into())
        );
    }

    #[test]
    fn matching_needs_the_whole_name() {
        assert!(is_image_matched("nginx", "nginx"));
        assert!(is_image_matched("nginx:1.1", "nginx"));
        assert!(is_image_matched("nginx@sha256:111", "nginx"));
        assert!(is_image_matched("busybox:1.0@sha256:abc", "busybox"));
        assert!(!is_image_matched("nginxx", "nginx"));
        assert!(!is_image_matched("docker.io/library/nginx:2", "nginx"));
        assert!(!is_image_matched("anything", "(unclosed"));
    }

    #[test]
    fn tag_and_digest_rules_follow_kustomize() {
        let with = |f: &dyn Fn(&mut Image)| {
            let mut i = image("x");
            f(&mut i);
            i
        };
        let new_tag = with(&|i| i.new_tag = Some("2".into()));
        assert_eq!(updated_image("x:1@sha256:a", &new_tag).unwrap(), "x:2");
        let digest = with(&|i| i.digest = Some("sha256:d".into()));
        assert_eq!(updated_image("x:1", &digest).unwrap(), "x@sha256:d");
        let both = with(&|i| {
            i.new_name = Some("m/x".into());
            i.new_tag = Some("3".into());
            i.digest = Some("sha256:e".into());
        });
        assert_eq!(updated_image("x:1", &both).unwrap(), "m/x:3@sha256:e");
        let suffix = with(&|i| i.tag_suffix = Some("-s".into()));
        assert_eq!(updated_image("x", &suffix).unwrap(), "x:-s");
        assert_eq!(updated_image("x:1@sha256:a", &suffix).unwrap(), "x:1-s");
        assert_eq!(updated_image("y:1", &suffix), None);
    }

    #[test]
    fn a_legacy_failure_further_on_is_reported_before_a_field_spec_failure() {
        // kustomize's legacy pass goes over every resource before its field-spec pass starts.
        let mut resources = vec![
            json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "a"}, "spec": "text"}),
            json!({"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "b"},
                "spec": {"containers": [{"name": "c", "image": {"not": "a scalar"}}]}}),
        ];
        let specs = fieldspec::builtin::images();
        // With several entries too: the first entry's legacy pass covers every resource before
        // any other pass.
        let err = apply_images(&mut resources, &[image("nginx"), image("x")], &specs).unwrap_err();
        assert_eq!(
            err.to_string(),
            "wrong node kind: expected ScalarNode but got MappingNode"
        );
        let err = apply_images(&mut resources[..1], &[image("nginx")], &specs).unwrap_err();
        assert!(
            err.to_string()
                .contains("expected sequence or mapping node"),
            "{err}"
        );
    }

    #[test]
    fn both_passes_reach_pod_templates_and_crds_are_left_alone() {
        // Expected values from kubectl kustomize on the same objects.
        let mut resources = vec![
            json!({"apiVersion": "apps/v1", "kind": "Deployment", "metadata": {"name": "d"},
                "spec": {"template": {"spec": {"containers": [
                    {"name": "h", "image": "tagsfx:1"}, {"name": "a", "image": "nginx"}]}}}}),
            json!({"apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "foo"},
                "spec": {"deep": {"containers": [{"image": "nginx:5"}],
                    "other": {"image": "nginx:6"}}}}),
            json!({"apiVersion": "apiextensions.k8s.io/v1", "kind": "CustomResourceDefinition",
                "metadata": {"name": "crd"}, "spec": {"containers": [{"image": "nginx"}]}}),
        ];
        let images = [
            Image {
                new_tag: Some("1.25".into()),
                ..image("nginx")
            },
            Image {
                tag_suffix: Some("-x".into()),
                ..image("tagsfx")
            },
        ];
        let specs = fieldspec::builtin::images();
        apply_images(&mut resources, &images, &specs).unwrap();
        let containers = &resources[0]["spec"]["template"]["spec"]["containers"];
        assert_eq!(containers[0]["image"], "tagsfx:1-x-x");
        assert_eq!(containers[1]["image"], "nginx:1.25");
        assert_eq!(
            resources[1]["spec"]["deep"]["containers"][0]["image"],
            "nginx:1.25"
        );
        assert_eq!(resources[1]["spec"]["deep"]["other"]["image"], "nginx:6");
        assert_eq!(resources[2]["spec"]["containers"][0]["image"], "nginx");
    }
}
