//! The Flux API types. The CRDs in the component manifests are generated from them.
