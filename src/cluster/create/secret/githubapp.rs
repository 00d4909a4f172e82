//! `create secret githubapp`: GitHub App credentials for Git authentication.

use super::{Generated, ReadError, read_file};
use crate::cluster::create::object_name;
use crate::manifestgen::secrets::{self, GitHubApp};

/// The flags of `create secret githubapp`; flux takes no labels for it.
#[derive(Debug, Clone)]
pub struct Options {
    pub name: Option<String>,
    pub namespace: String,
    pub app_id: String,
    pub installation_owner: String,
    pub installation_id: String,
    pub private_key_file: String,
    pub base_url: String,
}

/// A GitHub App secret flux would refuse to create.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("unable to read private key file: {0}")]
    ReadPrivateKey(ReadError),
}

/// flux's `createSecretGitHubAppCmdRun`: the key file first, so that a missing
/// `--app-private-key` is a file error, then `MakeGitHubAppSecret`'s checks.
pub fn generate(options: Options) -> Result<Generated, super::Error> {
    let Options {
        name,
        namespace,
        app_id,
        installation_owner,
        installation_id,
        private_key_file,
        base_url,
    } = options;
    let name = object_name(name)?;
    let private_key = read_file(&private_key_file).map_err(Error::ReadPrivateKey)?;
    let app = GitHubApp {
        app_id,
        installation_owner,
        installation_id,
        private_key,
        base_url,
    };
    let secret = secrets::github_app(&name, &namespace, &app)?;
    Ok(Generated {
        secret: secret.to_value(),
        what: "githubapp",
        blank_line: true,
    })
}
