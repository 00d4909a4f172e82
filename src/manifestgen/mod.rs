//! Pure generators: options in, manifests out. `install` makes the component manifests,
//! `sync` the GitRepository/Kustomization pair that points a cluster at its repository,
//! `sourcesecret` and `secrets` the Secrets of `create secret`.
pub mod gourl;
pub mod install;
pub mod secrets;
pub mod sourcesecret;
pub mod sync;
pub mod trustpolicy;
