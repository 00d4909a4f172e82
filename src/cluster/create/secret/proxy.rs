//! `create secret proxy`: a proxy address and its credentials.

use super::Generated;
use crate::cluster::create::{object_name, parse_labels};
use crate::manifestgen::secrets;

/// The flags of `create secret proxy`.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    pub labels: Vec<String>,
    pub address: String,
    pub username: String,
    pub password: String,
}

/// A proxy secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("address is required")]
    AddressRequired,
}

/// flux's `createSecretProxyCmdRun`: the labels before the address, then `MakeProxySecret`,
/// which parses the address as a URL.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        labels,
        address,
        username,
        password,
    } = options;
    let name = object_name(name)?;
    let labels = parse_labels(&labels)?;
    if address.is_empty() {
        return Err(Error::AddressRequired.into());
    }
    let secret = secrets::proxy(&name, &namespace, &labels, &address, &username, &password)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "proxy",
        blank_line: true,
    })
}
