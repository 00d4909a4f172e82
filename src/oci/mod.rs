//! Flux's OCI artifacts: the tarball flux packs a directory into ([`archive`], with flux's
//! [`ignore`] rules), the manifest it pushes ([`manifest`]), the `oci://` addresses it reads
//! ([`reference`]), the credentials it finds ([`auth`]), a registry session over oci-client
//! ([`registry`]), safe extraction ([`untar`]) and the comparison of a tree with an artifact
//! ([`diff`]).

pub mod archive;
pub mod auth;
pub mod diff;
pub mod ignore;
pub mod manifest;
pub mod reference;
pub mod registry;
pub mod untar;
