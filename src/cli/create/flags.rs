//! The flag values of flux's `create` commands: flux's flag types live in the domain
//! ([`crate::cluster::create::flags`]); pflag's list flags are read by [`crate::cli::string_slice`].

pub(crate) use crate::cluster::create::flags::*;
