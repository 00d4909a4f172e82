//! The flag values of flux's `create` commands: flux's flag types live in the domain
//! ([`crate::cluster::create::flags`]); what is left here is how pflag reads a flag.

pub(crate) use crate::cluster::create::flags::*;

/// The values of a string-slice flag as pflag keeps them: `--flag=` sets no value at all, so
/// the empty strings clap reports for it are dropped.
pub(crate) fn string_slice(values: Vec<String>) -> Vec<String> {
    values.into_iter().filter(|v| !v.is_empty()).collect()
}
