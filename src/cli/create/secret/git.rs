//! `fluxr create secret git NAME`: credentials for a GitRepository.

use clap::Args;

use crate::cli::GlobalContext;
use crate::cli::create::{CreateCommonArgs, flags};
use crate::cluster::create::secret::git::{Options, key_algorithm};
use crate::manifestgen::sourcesecret::EcdsaCurve;

// `bootstrap` takes the same SSH key flags, with the same checks.
pub(crate) use crate::cli::create::flags::{
    ecdsa_curve as parse_ecdsa_curve, public_key_algorithm as parse_key_algorithm,
    rsa_key_bits as parse_rsa_bits,
};

#[derive(Args, Debug)]
#[command(after_help = concat!("Examples:\n", "  # Create a Git SSH authentication secret using an ECDSA P-521 curve public key\n\n  fluxr create secret git podinfo-auth \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --ssh-key-algorithm=ecdsa \\\n    --ssh-ecdsa-curve=p521\n\n  # Create a Git SSH authentication secret with a passwordless private key from file\n  # The public SSH host key will still be gathered from the host\n  fluxr create secret git podinfo-auth \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --private-key-file=./private.key\n\n  # Create a Git SSH authentication secret with a passworded private key from file\n  # The public SSH host key will still be gathered from the host\n  fluxr create secret git podinfo-auth \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --private-key-file=./private.key \\\n    --password=<password>\n\n  # Create a secret for a Git repository using basic authentication\n  fluxr create secret git podinfo-auth \\\n    --url=https://github.com/stefanprodan/podinfo \\\n    --username=username \\\n    --password=password\n\n  # Create a Git SSH secret on disk\n  fluxr create secret git podinfo-auth \\\n    --url=ssh://git@github.com/stefanprodan/podinfo \\\n    --export > podinfo-auth.yaml\n\n  # Print the deploy key\n  yq eval '.stringData.\"identity.pub\"' podinfo-auth.yaml\n\n  # Encrypt the secret on disk with Mozilla SOPS\n  sops --encrypt --encrypted-regex '^(data|stringData)$' \\\n    --in-place podinfo-auth.yaml"))]
pub struct GitSecretArgs {
    /// The name of the Secret
    #[arg(value_name = "NAME")]
    pub name: Option<String>,
    /// Further arguments, which flux accepts and ignores.
    #[arg(value_name = "ARGS", hide = true)]
    pub ignored: Vec<String>,
    /// git address, e.g. ssh://git@host/org/repository
    #[arg(long, default_value = "", hide_default_value = true)]
    pub url: String,
    /// basic authentication username
    #[arg(short = 'u', long, default_value = "", hide_default_value = true)]
    pub username: String,
    /// basic authentication password
    #[arg(short = 'p', long, default_value = "", hide_default_value = true)]
    pub password: String,
    /// SSH public key algorithm
    #[arg(long, default_value = "ecdsa", value_parser = flags::public_key_algorithm)]
    pub ssh_key_algorithm: String,
    /// SSH RSA public key bit size (multiplies of 8, min 1024)
    #[arg(long, default_value = "2048", value_parser = flags::rsa_key_bits)]
    pub ssh_rsa_bits: u32,
    /// SSH ECDSA public key curve
    #[arg(long, default_value = "p384", value_parser = flags::ecdsa_curve)]
    pub ssh_ecdsa_curve: EcdsaCurve,
    /// path to TLS CA certificate file used for validating self-signed certificates
    #[arg(long, default_value = "", hide_default_value = true)]
    pub ca_crt_file: String,
    /// path to a passwordless private key file used for authenticating to the Git SSH server
    #[arg(long, default_value = "", hide_default_value = true)]
    pub private_key_file: String,
    /// bearer authentication token
    #[arg(long, default_value = "", hide_default_value = true)]
    pub bearer_token: String,
}

impl GitSecretArgs {
    pub(crate) fn options(self, ctx: &GlobalContext, common: &CreateCommonArgs) -> Options {
        Options {
            name: self.name,
            namespace: ctx.namespace.clone(),
            labels: crate::cli::string_slice::values(common.labels.clone()),
            url: self.url,
            username: self.username,
            password: self.password,
            key_algorithm: key_algorithm(
                &self.ssh_key_algorithm,
                self.ssh_rsa_bits,
                self.ssh_ecdsa_curve,
            ),
            ca_crt_file: self.ca_crt_file,
            private_key_file: self.private_key_file,
            bearer_token: self.bearer_token,
        }
    }
}
