//! The native kustomize engine: `kustomize build` v5.8.1 with builtin plugins only.
//!
//! [`build`] reads a kustomization tree through a [`fs::FileSystem`] and returns the output
//! objects; [`crate::yaml::to_stream`] prints them as kustomize does.

pub mod build;
pub mod crds;
pub mod fieldspec;
pub mod fs;
pub mod generators;
pub mod hash;
mod heap;
pub mod images;
pub mod load;
pub mod nameref;
mod parallel;
pub mod patch;
pub mod plugins;
pub mod replacements;
pub mod replicas;
pub mod resource;
pub mod transform;
pub mod types;
pub mod vars;

pub use build::{BuildError, Options, Reorder, build};

/// The engine's lookup tables: never iterated into output, keyed by repository content, so
/// hashed fast but seeded per process (see Cargo.toml).
pub(crate) type FastMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;
pub(crate) type FastSet<K> = std::collections::HashSet<K, foldhash::fast::RandomState>;
pub use load::LoadRestrictor;
