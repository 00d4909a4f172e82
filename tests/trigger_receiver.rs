//! `trigger receiver` against a local webhook server: the path computed from the token, name
//! and namespace, the signature of a generic-hmac Receiver, the bearer token of a
//! generic-oidc one (given, from the environment, or fetched from an Actions-style endpoint),
//! retries on the statuses flux retries, and the flag checks in flux's order.

mod support;

use std::net::TcpListener;

use support::webhook::{Webhook, receiver_hook_path};
use support::{Run, RunWith, fluxr_on_cluster_with};

/// The webhook path of a Receiver under the test server's `/base/` prefix.
fn hook_path(token: &str, name: &str, namespace: &str) -> String {
    format!("/base{}", receiver_hook_path(token, name, namespace))
}

/// `fluxr trigger receiver ARGS` with no kubeconfig: the command never needs a cluster.
fn fluxr(args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut words = vec!["trigger", "receiver"];
    words.extend_from_slice(args);
    fluxr_on_cluster_with(
        RunWith {
            env,
            ..RunWith::default()
        },
        &words,
    )
}

#[test]
fn generic_receiver_gets_the_payload_at_its_hook_path() {
    let hook = Webhook::start(&[(200, "")]);
    let run = fluxr(
        &[
            "podinfo",
            "-n",
            "apps",
            "--token=t0k3n",
            &format!("--url={}", hook.url()),
        ],
        &[],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "► triggering Receiver apps/podinfo\n✔ Receiver apps/podinfo triggered\n"
    );
    assert!(run.stdout.is_empty());
    let seen = hook.seen();
    assert_eq!(seen.len(), 1);
    assert_eq!(
        seen[0].request_line,
        format!("POST {} HTTP/1.1", hook_path("t0k3n", "podinfo", "apps"))
    );
    assert_eq!(seen[0].body, "{}");
    assert_eq!(seen[0].header("content-type"), Some("application/json"));
    assert_eq!(seen[0].header("x-signature"), None);
    assert_eq!(seen[0].header("authorization"), None);
    assert!(!run.stderr.contains("t0k3n"));
}

#[test]
fn hmac_receiver_payload_is_signed_with_the_token() {
    let hook = Webhook::start(&[(200, "")]);
    let payload = r#"{"image":"ghcr.io/org/app:v1.0.0"}"#;
    let run = fluxr(
        &[
            "podinfo",
            "--type=generic-hmac",
            "--token=Jefe",
            &format!("--url={}", hook.url()),
            &format!("--payload={payload}"),
        ],
        &[],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let seen = hook.seen();
    assert_eq!(seen[0].body, payload);
    use hmac::Mac as _;
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(b"Jefe").unwrap();
    mac.update(payload.as_bytes());
    let expected: String = mac
        .finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_eq!(
        seen[0].header("x-signature"),
        Some(&*format!("sha256={expected}"))
    );
    assert_eq!(
        seen[0].request_line,
        format!(
            "POST {} HTTP/1.1",
            hook_path("Jefe", "podinfo", "flux-system")
        )
    );
}

#[test]
fn oidc_receiver_sends_a_bearer_token_and_an_unsalted_path() {
    let hook = Webhook::start(&[(200, "")]);
    let given = fluxr(
        &[
            "podinfo",
            "--type=generic-oidc",
            "--oidc-token=id.tok.en",
            &format!("--url={}", hook.url()),
        ],
        &[],
    );
    assert_eq!(given.code, 0, "{}", given.stderr);
    let from_env = fluxr(
        &[
            "podinfo",
            "--type=generic-oidc",
            &format!("--url={}", hook.url()),
        ],
        &[("FLUX_TRIGGER_RECEIVER_OIDC_TOKEN", "env.tok.en")],
    );
    assert_eq!(from_env.code, 0, "{}", from_env.stderr);
    let seen = hook.seen();
    let path = format!("POST {} HTTP/1.1", hook_path("", "podinfo", "flux-system"));
    assert_eq!(seen[0].request_line, path);
    assert_eq!(seen[0].header("authorization"), Some("Bearer id.tok.en"));
    assert_eq!(seen[1].header("authorization"), Some("Bearer env.tok.en"));

    let none = fluxr(
        &[
            "podinfo",
            "--type=generic-oidc",
            &format!("--url={}", hook.url()),
        ],
        &[],
    );
    assert_eq!(none.code, 1);
    assert_eq!(
        none.stderr,
        "✗ no OIDC token provided: set --oidc-provider, --oidc-token or the \
         FLUX_TRIGGER_RECEIVER_OIDC_TOKEN environment variable\n"
    );
    assert_eq!(hook.seen().len(), 2, "nothing sent without a token");
}

#[test]
fn oidc_token_is_fetched_from_the_actions_endpoint() {
    let actions = Webhook::start(&[(200, r#"{"value":"fetched.tok.en"}"#)]);
    let hook = Webhook::start(&[(200, "")]);
    let run = fluxr(
        &[
            "podinfo",
            "--type=generic-oidc",
            "--oidc-provider=github",
            "--oidc-audience=my-flux",
            &format!("--url={}", hook.url()),
        ],
        &[
            (
                "ACTIONS_ID_TOKEN_REQUEST_URL",
                &format!(
                    "http://127.0.0.1:{}/token?api-version=2.0&audience=x",
                    actions.port
                ),
            ),
            ("ACTIONS_ID_TOKEN_REQUEST_TOKEN", "req-token"),
        ],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let asked = actions.seen();
    assert_eq!(
        asked[0].request_line,
        "GET /token?api-version=2.0&audience=my-flux HTTP/1.1"
    );
    assert_eq!(asked[0].header("authorization"), Some("bearer req-token"));
    assert_eq!(
        hook.seen()[0].header("authorization"),
        Some("Bearer fetched.tok.en")
    );

    let no_env = fluxr(
        &[
            "podinfo",
            "--type=generic-oidc",
            "--oidc-provider=forgejo",
            &format!("--url={}", hook.url()),
        ],
        &[],
    );
    assert_eq!(
        no_env.stderr,
        "✗ ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN must be set in the \
         environment; ensure the Actions job has the 'id-token: write' permission\n"
    );
}

#[test]
fn retryable_statuses_are_retried_and_others_fail_at_once() {
    let hook = Webhook::start(&[(404, "not here yet"), (503, ""), (200, "")]);
    let run = fluxr(
        &[
            "podinfo",
            "--token=t",
            "--retry-delay=10ms",
            &format!("--url={}", hook.url()),
        ],
        &[],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let url = format!(
        "http://127.0.0.1:{}{}",
        hook.port,
        hook_path("t", "podinfo", "flux-system")
    );
    assert_eq!(
        run.stderr,
        format!(
            "► triggering Receiver flux-system/podinfo\n\
             ◎ request to {url} failed with status 404 Not Found: not here yet; retrying in 10ms (1/10)\n\
             ◎ request to {url} failed with status 503 Service Unavailable; retrying in 10ms (2/10)\n\
             ✔ Receiver flux-system/podinfo triggered\n"
        )
    );

    let denied = Webhook::start(&[(401, "invalid signature")]);
    let run = fluxr(
        &["podinfo", "--token=t", &format!("--url={}", denied.url())],
        &[],
    );
    assert_eq!(run.code, 1);
    let url = format!(
        "http://127.0.0.1:{}{}",
        denied.port,
        hook_path("t", "podinfo", "flux-system")
    );
    assert_eq!(
        run.stderr,
        format!(
            "► triggering Receiver flux-system/podinfo\n\
             ✗ request to {url} failed with status 401 Unauthorized: invalid signature\n"
        )
    );
    assert_eq!(denied.seen().len(), 1);

    let gone = Webhook::start(&[(404, "")]);
    let run = fluxr(
        &[
            "podinfo",
            "--token=t",
            "--retries=1",
            "--retry-delay=10ms",
            &format!("--url={}", gone.url()),
        ],
        &[],
    );
    assert_eq!(run.code, 1);
    assert_eq!(gone.seen().len(), 2, "one attempt and one retry");

    // A negative delay is Go's: printed with its sign, and over at once.
    let negative = Webhook::start(&[(503, ""), (200, "")]);
    let run = fluxr(
        &[
            "podinfo",
            "--token=t",
            "--retry-delay",
            "-1m30s",
            &format!("--url={}", negative.url()),
        ],
        &[],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("failed with status 503 Service Unavailable; retrying in -1m30s (1/10)\n"),
        "{}",
        run.stderr
    );
    assert_eq!(negative.seen().len(), 2);
}

#[test]
fn unreachable_url_fails_after_the_retries_with_one_line() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let run = fluxr(
        &[
            "podinfo",
            "--token=t",
            "--retries=0",
            &format!("--url=http://127.0.0.1:{port}"),
        ],
        &[],
    );
    assert_eq!(run.code, 1);
    let last = run.stderr.lines().last().unwrap();
    let url = format!(
        "http://127.0.0.1:{port}{}",
        hook_path("t", "podinfo", "flux-system").trim_start_matches("/base")
    );
    // Go's client names the request, then its dialer the address.
    assert_eq!(
        last,
        format!(
            "✗ request to {url} failed: Post \"{url}\": dial tcp 127.0.0.1:{port}: connect: \
             connection refused"
        ),
        "{}",
        run.stderr
    );
    let timed_out = fluxr(
        &[
            "podinfo",
            "--token=t",
            "--retry-delay=1h",
            "--timeout=1s",
            &format!("--url=http://127.0.0.1:{port}"),
        ],
        &[],
    );
    assert_eq!(timed_out.code, 1);
    assert!(
        timed_out.stderr.ends_with("✗ context deadline exceeded\n"),
        "{}",
        timed_out.stderr
    );
}

#[test]
fn a_request_the_timeout_cuts_short_fails_as_that_request() {
    // The server takes the connection and never answers. flux's context ends the request in
    // flight, which fails as `Post "URL": context deadline exceeded`; with retries left, the
    // wait that follows ends at once with the context's own error.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let url = format!(
        "http://127.0.0.1:{port}{}",
        hook_path("t", "podinfo", "flux-system").trim_start_matches("/base")
    );
    let base = format!("--url=http://127.0.0.1:{port}");
    let run = fluxr(
        &["podinfo", "--token=t", "--retries=0", "--timeout=1s", &base],
        &[],
    );
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stderr.lines().last().unwrap(),
        format!("✗ request to {url} failed: Post \"{url}\": context deadline exceeded"),
        "{}",
        run.stderr
    );
    let run = fluxr(&["podinfo", "--token=t", "--timeout=1s", &base], &[]);
    assert_eq!(run.code, 1);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(
        lines[lines.len() - 2..],
        [
            format!(
                "◎ request to {url} failed: Post \"{url}\": context deadline exceeded; retrying \
                 in 10s (1/10)"
            ),
            "✗ context deadline exceeded".to_owned(),
        ],
        "{}",
        run.stderr
    );
    drop(listener);
}

#[test]
fn flags_are_checked_before_anything_is_sent() {
    let cases: [(&[&str], &str); 7] = [
        (&[], "accepts 1 arg(s), received 0"),
        (&["a", "b"], "accepts 1 arg(s), received 2"),
        (&["r", "--type=github"], "--url is required"),
        (
            &["r", "--url=http://x", "--type=github"],
            "invalid --type \"github\", must be one of: generic, generic-hmac, generic-oidc",
        ),
        (
            &["r", "--url=http://x"],
            "--token is required for --type=generic",
        ),
        (
            &["r", "--url=http://x", "--type=generic-oidc", "--token=t"],
            "--token must not be set for --type=generic-oidc, the Receiver of this type has no \
             secret",
        ),
        (
            &[
                "r",
                "--url=http://x",
                "--type=generic-oidc",
                "--oidc-audience=a",
            ],
            "--oidc-audience can only be set together with --oidc-provider",
        ),
    ];
    for (args, message) in cases {
        let run = fluxr(args, &[]);
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(run.stderr, format!("✗ {message}\n"), "{args:?}");
    }
}
