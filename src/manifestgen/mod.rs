//! Pure generators: options in, manifests out. `install` makes the component manifests,
//! `sync` the GitRepository/Kustomization pair that points a cluster at its repository.
pub mod duration;
pub mod install;
pub mod sourcesecret;
pub mod sync;
