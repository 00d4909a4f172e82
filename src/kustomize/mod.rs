//! The native kustomize engine: `kustomize build` v5.8.1 with builtin plugins only.

pub mod fieldspec;
pub mod fs;
pub mod generators;
pub mod hash;
pub mod images;
pub mod replicas;
pub mod resource;
pub mod types;
