//! fluxr: a GitOps bootstrapper compatible with the Flux v2 toolkit.
//!
//! Map of the crate:
//!
//! - [`build`]: Flux's `build kustomization` pipeline on top of the engine.
//! - [`cli`]: the command line (clap types and one file per command); nothing else imports clap.
//! - [`ui`]: every byte fluxr prints: status lines on stderr, data on stdout.
//! - [`yaml`]: the one YAML reader and writer, byte-compatible with what kustomize writes.
//! - [`api`]: the Flux API types; the CRDs are generated from them.
//! - [`manifestgen`]: pure generators, options in, manifests out (install, sync).
//! - [`bootstrap`]: flux's bootstrap steps over a Git remote and a cluster, shared by providers.
//! - [`git`]: clone, commit and push through libgit2, with deploy keys and tokens.
//! - [`cluster`]: the cluster side of flux: the Flux kinds, lookups, status, and the
//!   commands' logic (get, reconcile, tree, trace, events, export, ...).
//! - [`kube`]: the cluster client: kubeconfig, server-side apply, waits for the controllers.
//! - [`provider`]: Git hosting providers (GitHub): repositories, deploy keys, team access.
//! - [`envsubst`]: Flux's `${var}` substitution.
//! - `gosort`: Go's `sort.Sort`, step for step, where flux's order depends on it (YAML keys, events).
//! - [`plugin`]: flux CLI plugins: discovery, the catalog, install and update.
//! - [`http`]: bounded, retried GETs of release assets and catalogs.
//! - [`release`]: which Flux release a `--version` names, and its manifests, checked and cached.
//! - [`kustomize`]: the native kustomize engine; file access goes through a trait.
//! - [`oci`]: Flux's OCI artifacts: the tarball, the manifest, registry sessions.

pub mod api;
pub mod bootstrap;
pub mod build;
pub mod cli;
pub mod cluster;
pub mod duration;
pub mod envsubst;
pub mod git;
pub mod go_os;
pub mod go_regexp;
pub(crate) mod gosort;
pub mod http;
pub mod kube;
pub mod kustomize;
pub mod manifestgen;
pub mod migrate;
pub mod oci;
pub mod plugin;
pub mod provider;
pub mod release;
pub mod ui;
pub mod yaml;

// The unit tests unwind with the binary's unwinder (src/main.rs): every test runs inside the
// harness's catch_unwind, and the panics some of them catch on purpose go through it.
#[cfg(test)]
extern crate unwinding;
