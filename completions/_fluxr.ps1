
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'fluxr' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'fluxr'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'fluxr' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Print the version of fluxr')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print the version of fluxr')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('bootstrap', 'bootstrap', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster the GitOps way')
            [CompletionResult]::new('build', 'build', [CompletionResultType]::ParameterValue, 'Build a flux resource by its name')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check requirements and installation')
            [CompletionResult]::new('completion', 'completion', [CompletionResultType]::ParameterValue, 'Generates completion scripts for various shells')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create or update sources and resources')
            [CompletionResult]::new('diff', 'diff', [CompletionResultType]::ParameterValue, 'Diff a flux resource')
            [CompletionResult]::new('envsubst', 'envsubst', [CompletionResultType]::ParameterValue, 'Substitute environment variables in a text read from stdin')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Get the resources and their status')
            [CompletionResult]::new('install', 'install', [CompletionResultType]::ParameterValue, 'Install or upgrade Flux')
            [CompletionResult]::new('kustomize', 'kustomize', [CompletionResultType]::ParameterValue, 'Build a kustomization directory, like `kubectl kustomize`')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List artifacts')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Display formatted logs for Flux components')
            [CompletionResult]::new('migrate', 'migrate', [CompletionResultType]::ParameterValue, 'Migrate the Flux custom resources to their latest API version')
            [CompletionResult]::new('plugin', 'plugin', [CompletionResultType]::ParameterValue, 'Manage Flux CLI plugins')
            [CompletionResult]::new('pull', 'pull', [CompletionResultType]::ParameterValue, 'Pull artifacts')
            [CompletionResult]::new('push', 'push', [CompletionResultType]::ParameterValue, 'Push artifacts')
            [CompletionResult]::new('reconcile', 'reconcile', [CompletionResultType]::ParameterValue, 'Reconcile sources and resources')
            [CompletionResult]::new('resume', 'resume', [CompletionResultType]::ParameterValue, 'Resume suspended resources')
            [CompletionResult]::new('suspend', 'suspend', [CompletionResultType]::ParameterValue, 'Suspend resources')
            [CompletionResult]::new('tag', 'tag', [CompletionResultType]::ParameterValue, 'Tag artifacts')
            [CompletionResult]::new('uninstall', 'uninstall', [CompletionResultType]::ParameterValue, 'Uninstall Flux and its custom resource definitions')
            [CompletionResult]::new('version', 'version', [CompletionResultType]::ParameterValue, 'Print the client and server-side components version information')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;bootstrap' {
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher''')
            [CompletionResult]::new('--registry', '--registry', [CompletionResultType]::ParameterName, 'Container registry where the toolkit images are published')
            [CompletionResult]::new('--registry-creds', '--registry-creds', [CompletionResultType]::ParameterName, 'Container registry credentials in the format ''user:password'', requires --image-pull-secret to be set')
            [CompletionResult]::new('--image-pull-secret', '--image-pull-secret', [CompletionResultType]::ParameterName, 'Kubernetes secret name used for pulling the toolkit images from a private registry')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Git branch')
            [CompletionResult]::new('--recurse-submodules', '--recurse-submodules', [CompletionResultType]::ParameterName, 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces')
            [CompletionResult]::new('--sparse-checkout', '--sparse-checkout', [CompletionResultType]::ParameterName, 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path')
            [CompletionResult]::new('--manifests', '--manifests', [CompletionResultType]::ParameterName, 'Path to the manifest directory')
            [CompletionResult]::new('--watch-all-namespaces', '--watch-all-namespaces', [CompletionResultType]::ParameterName, 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed')
            [CompletionResult]::new('--network-policy', '--network-policy', [CompletionResultType]::ParameterName, 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces')
            [CompletionResult]::new('--token-auth', '--token-auth', [CompletionResultType]::ParameterName, 'When enabled, the personal access token will be used instead of the SSH deploy key')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--cluster-domain', '--cluster-domain', [CompletionResultType]::ParameterName, 'Internal cluster domain')
            [CompletionResult]::new('--toleration-keys', '--toleration-keys', [CompletionResultType]::ParameterName, 'List of toleration keys used to schedule the components pods onto nodes with matching taints')
            [CompletionResult]::new('--secret-name', '--secret-name', [CompletionResultType]::ParameterName, 'Name of the secret the sync credentials can be found in or stored to')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8)')
            [CompletionResult]::new('--ssh-hostname', '--ssh-hostname', [CompletionResultType]::ParameterName, 'SSH hostname, to be used when the SSH host differs from the HTTPS one')
            [CompletionResult]::new('--ssh-hostkey-algos', '--ssh-hostkey-algos', [CompletionResultType]::ParameterName, 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Path to TLS CA file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--author-name', '--author-name', [CompletionResultType]::ParameterName, 'Author name for Git commits')
            [CompletionResult]::new('--author-email', '--author-email', [CompletionResultType]::ParameterName, 'Author email for Git commits')
            [CompletionResult]::new('--gpg-key-ring', '--gpg-key-ring', [CompletionResultType]::ParameterName, 'Path to GPG key ring for signing commits')
            [CompletionResult]::new('--gpg-passphrase', '--gpg-passphrase', [CompletionResultType]::ParameterName, 'Passphrase for decrypting GPG private key')
            [CompletionResult]::new('--gpg-key-id', '--gpg-key-id', [CompletionResultType]::ParameterName, 'Key id for selecting a particular key')
            [CompletionResult]::new('--ssh-signing-key-file', '--ssh-signing-key-file', [CompletionResultType]::ParameterName, 'Path to an SSH private key file used for signing commits')
            [CompletionResult]::new('--ssh-signing-password', '--ssh-signing-password', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-passphrase', '--ssh-signing-passphrase', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-reuse-private-key', '--ssh-signing-reuse-private-key', [CompletionResultType]::ParameterName, 'Sign commits with the private key given by --private-key-file')
            [CompletionResult]::new('--commit-message-appendix', '--commit-message-appendix', [CompletionResultType]::ParameterName, 'String to add to the commit messages, e.g. ''[ci skip]''')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Override existing Flux installation if it''s managed by a different tool such as Helm')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('bitbucket-server', 'bitbucket-server', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Bitbucket Server repository')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Git repository')
            [CompletionResult]::new('gitea', 'gitea', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Gitea repository')
            [CompletionResult]::new('github', 'github', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a GitHub repository')
            [CompletionResult]::new('gitlab', 'gitlab', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a GitLab repository')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;bootstrap;bitbucket-server' {
            [CompletionResult]::new('--owner', '--owner', [CompletionResultType]::ParameterName, 'Bitbucket Server user or project name')
            [CompletionResult]::new('--repository', '--repository', [CompletionResultType]::ParameterName, 'Bitbucket Server repository name')
            [CompletionResult]::new('--group', '--group', [CompletionResultType]::ParameterName, 'Bitbucket Server groups to be given write access (also accepts comma-separated values); group:pull or group:admin for another access')
            [CompletionResult]::new('--personal', '--personal', [CompletionResultType]::ParameterName, 'If true, the owner is assumed to be a Bitbucket Server user; otherwise a group')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Authentication username')
            [CompletionResult]::new('--private', '--private', [CompletionResultType]::ParameterName, 'If true, the repository is setup or configured as private')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Sync interval')
            [CompletionResult]::new('--hostname', '--hostname', [CompletionResultType]::ParameterName, 'Bitbucket Server hostname')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path relative to the repository root, when specified the cluster sync will be scoped to this path')
            [CompletionResult]::new('--read-write-key', '--read-write-key', [CompletionResultType]::ParameterName, 'If true, the deploy key is configured with read/write permissions')
            [CompletionResult]::new('--reconcile', '--reconcile', [CompletionResultType]::ParameterName, 'If true, the configured options are also reconciled if the repository already exists')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher''')
            [CompletionResult]::new('--registry', '--registry', [CompletionResultType]::ParameterName, 'Container registry where the toolkit images are published')
            [CompletionResult]::new('--registry-creds', '--registry-creds', [CompletionResultType]::ParameterName, 'Container registry credentials in the format ''user:password'', requires --image-pull-secret to be set')
            [CompletionResult]::new('--image-pull-secret', '--image-pull-secret', [CompletionResultType]::ParameterName, 'Kubernetes secret name used for pulling the toolkit images from a private registry')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Git branch')
            [CompletionResult]::new('--recurse-submodules', '--recurse-submodules', [CompletionResultType]::ParameterName, 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces')
            [CompletionResult]::new('--sparse-checkout', '--sparse-checkout', [CompletionResultType]::ParameterName, 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path')
            [CompletionResult]::new('--manifests', '--manifests', [CompletionResultType]::ParameterName, 'Path to the manifest directory')
            [CompletionResult]::new('--watch-all-namespaces', '--watch-all-namespaces', [CompletionResultType]::ParameterName, 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed')
            [CompletionResult]::new('--network-policy', '--network-policy', [CompletionResultType]::ParameterName, 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces')
            [CompletionResult]::new('--token-auth', '--token-auth', [CompletionResultType]::ParameterName, 'When enabled, the personal access token will be used instead of the SSH deploy key')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--cluster-domain', '--cluster-domain', [CompletionResultType]::ParameterName, 'Internal cluster domain')
            [CompletionResult]::new('--toleration-keys', '--toleration-keys', [CompletionResultType]::ParameterName, 'List of toleration keys used to schedule the components pods onto nodes with matching taints')
            [CompletionResult]::new('--secret-name', '--secret-name', [CompletionResultType]::ParameterName, 'Name of the secret the sync credentials can be found in or stored to')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8)')
            [CompletionResult]::new('--ssh-hostname', '--ssh-hostname', [CompletionResultType]::ParameterName, 'SSH hostname, to be used when the SSH host differs from the HTTPS one')
            [CompletionResult]::new('--ssh-hostkey-algos', '--ssh-hostkey-algos', [CompletionResultType]::ParameterName, 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Path to TLS CA file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--author-name', '--author-name', [CompletionResultType]::ParameterName, 'Author name for Git commits')
            [CompletionResult]::new('--author-email', '--author-email', [CompletionResultType]::ParameterName, 'Author email for Git commits')
            [CompletionResult]::new('--gpg-key-ring', '--gpg-key-ring', [CompletionResultType]::ParameterName, 'Path to GPG key ring for signing commits')
            [CompletionResult]::new('--gpg-passphrase', '--gpg-passphrase', [CompletionResultType]::ParameterName, 'Passphrase for decrypting GPG private key')
            [CompletionResult]::new('--gpg-key-id', '--gpg-key-id', [CompletionResultType]::ParameterName, 'Key id for selecting a particular key')
            [CompletionResult]::new('--ssh-signing-key-file', '--ssh-signing-key-file', [CompletionResultType]::ParameterName, 'Path to an SSH private key file used for signing commits')
            [CompletionResult]::new('--ssh-signing-password', '--ssh-signing-password', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-passphrase', '--ssh-signing-passphrase', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-reuse-private-key', '--ssh-signing-reuse-private-key', [CompletionResultType]::ParameterName, 'Sign commits with the private key given by --private-key-file')
            [CompletionResult]::new('--commit-message-appendix', '--commit-message-appendix', [CompletionResultType]::ParameterName, 'String to add to the commit messages, e.g. ''[ci skip]''')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Override existing Flux installation if it''s managed by a different tool such as Helm')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;bootstrap;git' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Git repository URL')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Sync interval')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path relative to the repository root, when specified the cluster sync will be scoped to this path')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Assumes the deploy key is already setup, skips confirmation')
            [CompletionResult]::new('--silent', '--silent', [CompletionResultType]::ParameterName, 'Assumes the deploy key is already setup, skips confirmation')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allows http Git url connections')
            [CompletionResult]::new('--with-bearer-token', '--with-bearer-token', [CompletionResultType]::ParameterName, 'Use password as bearer token for Authorization header')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher''')
            [CompletionResult]::new('--registry', '--registry', [CompletionResultType]::ParameterName, 'Container registry where the toolkit images are published')
            [CompletionResult]::new('--registry-creds', '--registry-creds', [CompletionResultType]::ParameterName, 'Container registry credentials in the format ''user:password'', requires --image-pull-secret to be set')
            [CompletionResult]::new('--image-pull-secret', '--image-pull-secret', [CompletionResultType]::ParameterName, 'Kubernetes secret name used for pulling the toolkit images from a private registry')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Git branch')
            [CompletionResult]::new('--recurse-submodules', '--recurse-submodules', [CompletionResultType]::ParameterName, 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces')
            [CompletionResult]::new('--sparse-checkout', '--sparse-checkout', [CompletionResultType]::ParameterName, 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path')
            [CompletionResult]::new('--manifests', '--manifests', [CompletionResultType]::ParameterName, 'Path to the manifest directory')
            [CompletionResult]::new('--watch-all-namespaces', '--watch-all-namespaces', [CompletionResultType]::ParameterName, 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed')
            [CompletionResult]::new('--network-policy', '--network-policy', [CompletionResultType]::ParameterName, 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces')
            [CompletionResult]::new('--token-auth', '--token-auth', [CompletionResultType]::ParameterName, 'When enabled, the personal access token will be used instead of the SSH deploy key')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--cluster-domain', '--cluster-domain', [CompletionResultType]::ParameterName, 'Internal cluster domain')
            [CompletionResult]::new('--toleration-keys', '--toleration-keys', [CompletionResultType]::ParameterName, 'List of toleration keys used to schedule the components pods onto nodes with matching taints')
            [CompletionResult]::new('--secret-name', '--secret-name', [CompletionResultType]::ParameterName, 'Name of the secret the sync credentials can be found in or stored to')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8)')
            [CompletionResult]::new('--ssh-hostname', '--ssh-hostname', [CompletionResultType]::ParameterName, 'SSH hostname, to be used when the SSH host differs from the HTTPS one')
            [CompletionResult]::new('--ssh-hostkey-algos', '--ssh-hostkey-algos', [CompletionResultType]::ParameterName, 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Path to TLS CA file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--author-name', '--author-name', [CompletionResultType]::ParameterName, 'Author name for Git commits')
            [CompletionResult]::new('--author-email', '--author-email', [CompletionResultType]::ParameterName, 'Author email for Git commits')
            [CompletionResult]::new('--gpg-key-ring', '--gpg-key-ring', [CompletionResultType]::ParameterName, 'Path to GPG key ring for signing commits')
            [CompletionResult]::new('--gpg-passphrase', '--gpg-passphrase', [CompletionResultType]::ParameterName, 'Passphrase for decrypting GPG private key')
            [CompletionResult]::new('--gpg-key-id', '--gpg-key-id', [CompletionResultType]::ParameterName, 'Key id for selecting a particular key')
            [CompletionResult]::new('--ssh-signing-key-file', '--ssh-signing-key-file', [CompletionResultType]::ParameterName, 'Path to an SSH private key file used for signing commits')
            [CompletionResult]::new('--ssh-signing-password', '--ssh-signing-password', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-passphrase', '--ssh-signing-passphrase', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-reuse-private-key', '--ssh-signing-reuse-private-key', [CompletionResultType]::ParameterName, 'Sign commits with the private key given by --private-key-file')
            [CompletionResult]::new('--commit-message-appendix', '--commit-message-appendix', [CompletionResultType]::ParameterName, 'String to add to the commit messages, e.g. ''[ci skip]''')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Override existing Flux installation if it''s managed by a different tool such as Helm')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;bootstrap;gitea' {
            [CompletionResult]::new('--owner', '--owner', [CompletionResultType]::ParameterName, 'Gitea user or organization name')
            [CompletionResult]::new('--repository', '--repository', [CompletionResultType]::ParameterName, 'Gitea repository name')
            [CompletionResult]::new('--team', '--team', [CompletionResultType]::ParameterName, 'Gitea team and the access to be given to it(team:maintain). Defaults to maintainer access if no access level is specified (also accepts comma-separated values)')
            [CompletionResult]::new('--personal', '--personal', [CompletionResultType]::ParameterName, 'If true, the owner is assumed to be a Gitea user; otherwise an org')
            [CompletionResult]::new('--private', '--private', [CompletionResultType]::ParameterName, 'If true, the repository is setup or configured as private')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Sync interval')
            [CompletionResult]::new('--hostname', '--hostname', [CompletionResultType]::ParameterName, 'Gitea hostname [default: gitea.com]')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path relative to the repository root, when specified the cluster sync will be scoped to this path')
            [CompletionResult]::new('--read-write-key', '--read-write-key', [CompletionResultType]::ParameterName, 'If true, the deploy key is configured with read/write permissions')
            [CompletionResult]::new('--reconcile', '--reconcile', [CompletionResultType]::ParameterName, 'If true, the configured options are also reconciled if the repository already exists')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher''')
            [CompletionResult]::new('--registry', '--registry', [CompletionResultType]::ParameterName, 'Container registry where the toolkit images are published')
            [CompletionResult]::new('--registry-creds', '--registry-creds', [CompletionResultType]::ParameterName, 'Container registry credentials in the format ''user:password'', requires --image-pull-secret to be set')
            [CompletionResult]::new('--image-pull-secret', '--image-pull-secret', [CompletionResultType]::ParameterName, 'Kubernetes secret name used for pulling the toolkit images from a private registry')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Git branch')
            [CompletionResult]::new('--recurse-submodules', '--recurse-submodules', [CompletionResultType]::ParameterName, 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces')
            [CompletionResult]::new('--sparse-checkout', '--sparse-checkout', [CompletionResultType]::ParameterName, 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path')
            [CompletionResult]::new('--manifests', '--manifests', [CompletionResultType]::ParameterName, 'Path to the manifest directory')
            [CompletionResult]::new('--watch-all-namespaces', '--watch-all-namespaces', [CompletionResultType]::ParameterName, 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed')
            [CompletionResult]::new('--network-policy', '--network-policy', [CompletionResultType]::ParameterName, 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces')
            [CompletionResult]::new('--token-auth', '--token-auth', [CompletionResultType]::ParameterName, 'When enabled, the personal access token will be used instead of the SSH deploy key')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--cluster-domain', '--cluster-domain', [CompletionResultType]::ParameterName, 'Internal cluster domain')
            [CompletionResult]::new('--toleration-keys', '--toleration-keys', [CompletionResultType]::ParameterName, 'List of toleration keys used to schedule the components pods onto nodes with matching taints')
            [CompletionResult]::new('--secret-name', '--secret-name', [CompletionResultType]::ParameterName, 'Name of the secret the sync credentials can be found in or stored to')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8)')
            [CompletionResult]::new('--ssh-hostname', '--ssh-hostname', [CompletionResultType]::ParameterName, 'SSH hostname, to be used when the SSH host differs from the HTTPS one')
            [CompletionResult]::new('--ssh-hostkey-algos', '--ssh-hostkey-algos', [CompletionResultType]::ParameterName, 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Path to TLS CA file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--author-name', '--author-name', [CompletionResultType]::ParameterName, 'Author name for Git commits')
            [CompletionResult]::new('--author-email', '--author-email', [CompletionResultType]::ParameterName, 'Author email for Git commits')
            [CompletionResult]::new('--gpg-key-ring', '--gpg-key-ring', [CompletionResultType]::ParameterName, 'Path to GPG key ring for signing commits')
            [CompletionResult]::new('--gpg-passphrase', '--gpg-passphrase', [CompletionResultType]::ParameterName, 'Passphrase for decrypting GPG private key')
            [CompletionResult]::new('--gpg-key-id', '--gpg-key-id', [CompletionResultType]::ParameterName, 'Key id for selecting a particular key')
            [CompletionResult]::new('--ssh-signing-key-file', '--ssh-signing-key-file', [CompletionResultType]::ParameterName, 'Path to an SSH private key file used for signing commits')
            [CompletionResult]::new('--ssh-signing-password', '--ssh-signing-password', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-passphrase', '--ssh-signing-passphrase', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-reuse-private-key', '--ssh-signing-reuse-private-key', [CompletionResultType]::ParameterName, 'Sign commits with the private key given by --private-key-file')
            [CompletionResult]::new('--commit-message-appendix', '--commit-message-appendix', [CompletionResultType]::ParameterName, 'String to add to the commit messages, e.g. ''[ci skip]''')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Override existing Flux installation if it''s managed by a different tool such as Helm')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;bootstrap;github' {
            [CompletionResult]::new('--owner', '--owner', [CompletionResultType]::ParameterName, 'GitHub user or organization name')
            [CompletionResult]::new('--repository', '--repository', [CompletionResultType]::ParameterName, 'GitHub repository name')
            [CompletionResult]::new('--team', '--team', [CompletionResultType]::ParameterName, 'GitHub team and the access to give it (team:maintain); the access defaults to maintain, accepts comma-separated values')
            [CompletionResult]::new('--personal', '--personal', [CompletionResultType]::ParameterName, 'If true, the owner is assumed to be a GitHub user; otherwise an org')
            [CompletionResult]::new('--private', '--private', [CompletionResultType]::ParameterName, 'If true, the repository is set up or configured as private')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Sync interval')
            [CompletionResult]::new('--hostname', '--hostname', [CompletionResultType]::ParameterName, 'GitHub hostname [default: github.com]')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path relative to the repository root, when specified the cluster sync will be scoped to this path')
            [CompletionResult]::new('--reconcile', '--reconcile', [CompletionResultType]::ParameterName, 'If true, the configured options are also reconciled if the repository already exists')
            [CompletionResult]::new('--read-write-key', '--read-write-key', [CompletionResultType]::ParameterName, 'If true, the deploy key is configured with read/write permissions')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher''')
            [CompletionResult]::new('--registry', '--registry', [CompletionResultType]::ParameterName, 'Container registry where the toolkit images are published')
            [CompletionResult]::new('--registry-creds', '--registry-creds', [CompletionResultType]::ParameterName, 'Container registry credentials in the format ''user:password'', requires --image-pull-secret to be set')
            [CompletionResult]::new('--image-pull-secret', '--image-pull-secret', [CompletionResultType]::ParameterName, 'Kubernetes secret name used for pulling the toolkit images from a private registry')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Git branch')
            [CompletionResult]::new('--recurse-submodules', '--recurse-submodules', [CompletionResultType]::ParameterName, 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces')
            [CompletionResult]::new('--sparse-checkout', '--sparse-checkout', [CompletionResultType]::ParameterName, 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path')
            [CompletionResult]::new('--manifests', '--manifests', [CompletionResultType]::ParameterName, 'Path to the manifest directory')
            [CompletionResult]::new('--watch-all-namespaces', '--watch-all-namespaces', [CompletionResultType]::ParameterName, 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed')
            [CompletionResult]::new('--network-policy', '--network-policy', [CompletionResultType]::ParameterName, 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces')
            [CompletionResult]::new('--token-auth', '--token-auth', [CompletionResultType]::ParameterName, 'When enabled, the personal access token will be used instead of the SSH deploy key')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--cluster-domain', '--cluster-domain', [CompletionResultType]::ParameterName, 'Internal cluster domain')
            [CompletionResult]::new('--toleration-keys', '--toleration-keys', [CompletionResultType]::ParameterName, 'List of toleration keys used to schedule the components pods onto nodes with matching taints')
            [CompletionResult]::new('--secret-name', '--secret-name', [CompletionResultType]::ParameterName, 'Name of the secret the sync credentials can be found in or stored to')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8)')
            [CompletionResult]::new('--ssh-hostname', '--ssh-hostname', [CompletionResultType]::ParameterName, 'SSH hostname, to be used when the SSH host differs from the HTTPS one')
            [CompletionResult]::new('--ssh-hostkey-algos', '--ssh-hostkey-algos', [CompletionResultType]::ParameterName, 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Path to TLS CA file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--author-name', '--author-name', [CompletionResultType]::ParameterName, 'Author name for Git commits')
            [CompletionResult]::new('--author-email', '--author-email', [CompletionResultType]::ParameterName, 'Author email for Git commits')
            [CompletionResult]::new('--gpg-key-ring', '--gpg-key-ring', [CompletionResultType]::ParameterName, 'Path to GPG key ring for signing commits')
            [CompletionResult]::new('--gpg-passphrase', '--gpg-passphrase', [CompletionResultType]::ParameterName, 'Passphrase for decrypting GPG private key')
            [CompletionResult]::new('--gpg-key-id', '--gpg-key-id', [CompletionResultType]::ParameterName, 'Key id for selecting a particular key')
            [CompletionResult]::new('--ssh-signing-key-file', '--ssh-signing-key-file', [CompletionResultType]::ParameterName, 'Path to an SSH private key file used for signing commits')
            [CompletionResult]::new('--ssh-signing-password', '--ssh-signing-password', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-passphrase', '--ssh-signing-passphrase', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-reuse-private-key', '--ssh-signing-reuse-private-key', [CompletionResultType]::ParameterName, 'Sign commits with the private key given by --private-key-file')
            [CompletionResult]::new('--commit-message-appendix', '--commit-message-appendix', [CompletionResultType]::ParameterName, 'String to add to the commit messages, e.g. ''[ci skip]''')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Override existing Flux installation if it''s managed by a different tool such as Helm')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;bootstrap;gitlab' {
            [CompletionResult]::new('--owner', '--owner', [CompletionResultType]::ParameterName, 'GitLab user or group name (a subgroup as group/subgroup)')
            [CompletionResult]::new('--repository', '--repository', [CompletionResultType]::ParameterName, 'GitLab repository name')
            [CompletionResult]::new('--team', '--team', [CompletionResultType]::ParameterName, 'GitLab teams to be given maintainer access (also accepts comma-separated values); a group path, with an access level as group:permission (pull, triage, push, maintain, admin)')
            [CompletionResult]::new('--personal', '--personal', [CompletionResultType]::ParameterName, 'If true, the owner is assumed to be a GitLab user; otherwise a group')
            [CompletionResult]::new('--private', '--private', [CompletionResultType]::ParameterName, 'If true, the repository is setup or configured as private (deprecated: use --visibility instead) [default: true]')
            [CompletionResult]::new('--visibility', '--visibility', [CompletionResultType]::ParameterName, 'Specifies the visibility of the repository')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Sync interval')
            [CompletionResult]::new('--hostname', '--hostname', [CompletionResultType]::ParameterName, 'GitLab hostname [default: gitlab.com]')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path relative to the repository root, when specified the cluster sync will be scoped to this path')
            [CompletionResult]::new('--read-write-key', '--read-write-key', [CompletionResultType]::ParameterName, 'If true, the deploy key is configured with read/write permissions')
            [CompletionResult]::new('--reconcile', '--reconcile', [CompletionResultType]::ParameterName, 'If true, the configured options are also reconciled if the repository already exists')
            [CompletionResult]::new('--deploy-token-auth', '--deploy-token-auth', [CompletionResultType]::ParameterName, 'When enabled, a Project Deploy Token is generated and will be used instead of the SSH deploy token')
            [CompletionResult]::new('--allow-insecure-http', '--allow-insecure-http', [CompletionResultType]::ParameterName, 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher''')
            [CompletionResult]::new('--registry', '--registry', [CompletionResultType]::ParameterName, 'Container registry where the toolkit images are published')
            [CompletionResult]::new('--registry-creds', '--registry-creds', [CompletionResultType]::ParameterName, 'Container registry credentials in the format ''user:password'', requires --image-pull-secret to be set')
            [CompletionResult]::new('--image-pull-secret', '--image-pull-secret', [CompletionResultType]::ParameterName, 'Kubernetes secret name used for pulling the toolkit images from a private registry')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Git branch')
            [CompletionResult]::new('--recurse-submodules', '--recurse-submodules', [CompletionResultType]::ParameterName, 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces')
            [CompletionResult]::new('--sparse-checkout', '--sparse-checkout', [CompletionResultType]::ParameterName, 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path')
            [CompletionResult]::new('--manifests', '--manifests', [CompletionResultType]::ParameterName, 'Path to the manifest directory')
            [CompletionResult]::new('--watch-all-namespaces', '--watch-all-namespaces', [CompletionResultType]::ParameterName, 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed')
            [CompletionResult]::new('--network-policy', '--network-policy', [CompletionResultType]::ParameterName, 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces')
            [CompletionResult]::new('--token-auth', '--token-auth', [CompletionResultType]::ParameterName, 'When enabled, the personal access token will be used instead of the SSH deploy key')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--cluster-domain', '--cluster-domain', [CompletionResultType]::ParameterName, 'Internal cluster domain')
            [CompletionResult]::new('--toleration-keys', '--toleration-keys', [CompletionResultType]::ParameterName, 'List of toleration keys used to schedule the components pods onto nodes with matching taints')
            [CompletionResult]::new('--secret-name', '--secret-name', [CompletionResultType]::ParameterName, 'Name of the secret the sync credentials can be found in or stored to')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8)')
            [CompletionResult]::new('--ssh-hostname', '--ssh-hostname', [CompletionResultType]::ParameterName, 'SSH hostname, to be used when the SSH host differs from the HTTPS one')
            [CompletionResult]::new('--ssh-hostkey-algos', '--ssh-hostkey-algos', [CompletionResultType]::ParameterName, 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Path to TLS CA file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--author-name', '--author-name', [CompletionResultType]::ParameterName, 'Author name for Git commits')
            [CompletionResult]::new('--author-email', '--author-email', [CompletionResultType]::ParameterName, 'Author email for Git commits')
            [CompletionResult]::new('--gpg-key-ring', '--gpg-key-ring', [CompletionResultType]::ParameterName, 'Path to GPG key ring for signing commits')
            [CompletionResult]::new('--gpg-passphrase', '--gpg-passphrase', [CompletionResultType]::ParameterName, 'Passphrase for decrypting GPG private key')
            [CompletionResult]::new('--gpg-key-id', '--gpg-key-id', [CompletionResultType]::ParameterName, 'Key id for selecting a particular key')
            [CompletionResult]::new('--ssh-signing-key-file', '--ssh-signing-key-file', [CompletionResultType]::ParameterName, 'Path to an SSH private key file used for signing commits')
            [CompletionResult]::new('--ssh-signing-password', '--ssh-signing-password', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-passphrase', '--ssh-signing-passphrase', [CompletionResultType]::ParameterName, 'Password for decrypting the SSH signing key')
            [CompletionResult]::new('--ssh-signing-reuse-private-key', '--ssh-signing-reuse-private-key', [CompletionResultType]::ParameterName, 'Sign commits with the private key given by --private-key-file')
            [CompletionResult]::new('--commit-message-appendix', '--commit-message-appendix', [CompletionResultType]::ParameterName, 'String to add to the commit messages, e.g. ''[ci skip]''')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Override existing Flux installation if it''s managed by a different tool such as Helm')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;bootstrap;help' {
            [CompletionResult]::new('bitbucket-server', 'bitbucket-server', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Bitbucket Server repository')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Git repository')
            [CompletionResult]::new('gitea', 'gitea', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Gitea repository')
            [CompletionResult]::new('github', 'github', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a GitHub repository')
            [CompletionResult]::new('gitlab', 'gitlab', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a GitLab repository')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;bootstrap;help;bitbucket-server' {
            break
        }
        'fluxr;bootstrap;help;git' {
            break
        }
        'fluxr;bootstrap;help;gitea' {
            break
        }
        'fluxr;bootstrap;help;github' {
            break
        }
        'fluxr;bootstrap;help;gitlab' {
            break
        }
        'fluxr;bootstrap;help;help' {
            break
        }
        'fluxr;build' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Build artifact')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Build Kustomization')
            [CompletionResult]::new('ks', 'ks', [CompletionResultType]::ParameterValue, 'Build Kustomization')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;build;artifact' {
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Path to the directory where the Kubernetes manifests are located')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path to the directory where the Kubernetes manifests are located')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Path to where the artifact tgz file should be written')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Path to where the artifact tgz file should be written')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'set paths to ignore in .gitignore format')
            [CompletionResult]::new('--resolve-symlinks', '--resolve-symlinks', [CompletionResultType]::ParameterName, 'resolve symlinks by copying their targets into the artifact')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fluxr;build;kustomization' {
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path to the manifests location')
            [CompletionResult]::new('--kustomization-file', '--kustomization-file', [CompletionResultType]::ParameterName, 'Path to the Flux Kustomization YAML file (''-'' reads stdin)')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'set paths to ignore in .gitignore format')
            [CompletionResult]::new('--local-sources', '--local-sources', [CompletionResultType]::ParameterName, 'Comma-separated list of repositories in format: Kind/namespace/name=path')
            [CompletionResult]::new('--substitute-from-file', '--substitute-from-file', [CompletionResultType]::ParameterName, 'ConfigMap and Secret manifests (multi-document YAML) that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable. Without it substituteFrom is skipped offline, as flux does with --dry-run')
            [CompletionResult]::new('--in-memory-build', '--in-memory-build', [CompletionResultType]::ParameterName, 'Accepted for compatibility: fluxr always builds in memory')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Dry run mode (always offline in fluxr once a kustomization file is given)')
            [CompletionResult]::new('--strict-substitute', '--strict-substitute', [CompletionResultType]::ParameterName, 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Recursively build Kustomizations')
            [CompletionResult]::new('--recursive', '--recursive', [CompletionResultType]::ParameterName, 'Recursively build Kustomizations')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fluxr;build;ks' {
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path to the manifests location')
            [CompletionResult]::new('--kustomization-file', '--kustomization-file', [CompletionResultType]::ParameterName, 'Path to the Flux Kustomization YAML file (''-'' reads stdin)')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'set paths to ignore in .gitignore format')
            [CompletionResult]::new('--local-sources', '--local-sources', [CompletionResultType]::ParameterName, 'Comma-separated list of repositories in format: Kind/namespace/name=path')
            [CompletionResult]::new('--substitute-from-file', '--substitute-from-file', [CompletionResultType]::ParameterName, 'ConfigMap and Secret manifests (multi-document YAML) that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable. Without it substituteFrom is skipped offline, as flux does with --dry-run')
            [CompletionResult]::new('--in-memory-build', '--in-memory-build', [CompletionResultType]::ParameterName, 'Accepted for compatibility: fluxr always builds in memory')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Dry run mode (always offline in fluxr once a kustomization file is given)')
            [CompletionResult]::new('--strict-substitute', '--strict-substitute', [CompletionResultType]::ParameterName, 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Recursively build Kustomizations')
            [CompletionResult]::new('--recursive', '--recursive', [CompletionResultType]::ParameterName, 'Recursively build Kustomizations')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fluxr;build;help' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Build artifact')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Build Kustomization')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;build;help;artifact' {
            break
        }
        'fluxr;build;help;kustomization' {
            break
        }
        'fluxr;build;help;help' {
            break
        }
        'fluxr;check' {
            [CompletionResult]::new('--pre', '--pre', [CompletionResultType]::ParameterName, 'Only run pre-installation checks')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values (default: every Flux Deployment in the namespace)')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts comma-separated values')
            [CompletionResult]::new('--poll-interval', '--poll-interval', [CompletionResultType]::ParameterName, 'How often the health checker should poll the cluster for the latest state of the resources')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;completion' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('bash', 'bash', [CompletionResultType]::ParameterValue, 'Generates bash completion scripts')
            [CompletionResult]::new('zsh', 'zsh', [CompletionResultType]::ParameterValue, 'Generates zsh completion scripts')
            [CompletionResult]::new('fish', 'fish', [CompletionResultType]::ParameterValue, 'Generates fish completion scripts')
            [CompletionResult]::new('powershell', 'powershell', [CompletionResultType]::ParameterValue, 'Generates powershell completion scripts')
            [CompletionResult]::new('elvish', 'elvish', [CompletionResultType]::ParameterValue, 'Generates elvish completion scripts')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;completion;bash' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;completion;zsh' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;completion;fish' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;completion;powershell' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;completion;elvish' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;completion;help' {
            [CompletionResult]::new('bash', 'bash', [CompletionResultType]::ParameterValue, 'Generates bash completion scripts')
            [CompletionResult]::new('zsh', 'zsh', [CompletionResultType]::ParameterValue, 'Generates zsh completion scripts')
            [CompletionResult]::new('fish', 'fish', [CompletionResultType]::ParameterValue, 'Generates fish completion scripts')
            [CompletionResult]::new('powershell', 'powershell', [CompletionResultType]::ParameterValue, 'Generates powershell completion scripts')
            [CompletionResult]::new('elvish', 'elvish', [CompletionResultType]::ParameterValue, 'Generates elvish completion scripts')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;completion;help;bash' {
            break
        }
        'fluxr;completion;help;zsh' {
            break
        }
        'fluxr;completion;help;fish' {
            break
        }
        'fluxr;completion;help;powershell' {
            break
        }
        'fluxr;completion;help;elvish' {
            break
        }
        'fluxr;completion;help;help' {
            break
        }
        'fluxr;create' {
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Create or update sources')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'Create or update a HelmRelease resource')
            [CompletionResult]::new('hr', 'hr', [CompletionResultType]::ParameterValue, 'Create or update a HelmRelease resource')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'Create or update resources dealing with image automation')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Create or update a Kustomization resource')
            [CompletionResult]::new('ks', 'ks', [CompletionResultType]::ParameterValue, 'Create or update a Kustomization resource')
            [CompletionResult]::new('secret', 'secret', [CompletionResultType]::ParameterValue, 'Create or update Kubernetes secrets')
            [CompletionResult]::new('tenant', 'tenant', [CompletionResultType]::ParameterValue, 'Create or update a tenant')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;source' {
            [CompletionResult]::new('--fetch-timeout', '--fetch-timeout', [CompletionResultType]::ParameterName, 'Set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo add'')')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Create or update a HelmChart source')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a GitRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a HelmRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update an OCIRepository')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;source;chart' {
            [CompletionResult]::new('--chart', '--chart', [CompletionResultType]::ParameterName, 'Helm chart name or path')
            [CompletionResult]::new('--chart-version', '--chart-version', [CompletionResultType]::ParameterName, 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Source that contains the chart in the format ''<kind>/<name>'', where kind must be one of: (HelmRepository, GitRepository, Bucket)')
            [CompletionResult]::new('--reconcile-strategy', '--reconcile-strategy', [CompletionResultType]::ParameterName, 'The reconcile strategy for helm chart (accepted values: Revision and ChartRevision)')
            [CompletionResult]::new('--verify-provider', '--verify-provider', [CompletionResultType]::ParameterName, 'The OCI verify provider name to use for signature verification, available options are: (cosign)')
            [CompletionResult]::new('--verify-secret-ref', '--verify-secret-ref', [CompletionResultType]::ParameterName, 'The name of a secret to use for signature verification')
            [CompletionResult]::new('--verify-subject', '--verify-subject', [CompletionResultType]::ParameterName, 'Regular expression to use for the OIDC subject during signature verification')
            [CompletionResult]::new('--verify-issuer', '--verify-issuer', [CompletionResultType]::ParameterName, 'Regular expression to use for the OIDC issuer during signature verification')
            [CompletionResult]::new('--fetch-timeout', '--fetch-timeout', [CompletionResultType]::ParameterName, 'Set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo add'')')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;source;git' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Git address, e.g. ssh://git@host/org/repository')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Git branch')
            [CompletionResult]::new('--tag', '--tag', [CompletionResultType]::ParameterName, 'Git tag')
            [CompletionResult]::new('--tag-semver', '--tag-semver', [CompletionResultType]::ParameterName, 'Git tag semver range')
            [CompletionResult]::new('--ref-name', '--ref-name', [CompletionResultType]::ParameterName, 'Git reference name')
            [CompletionResult]::new('--commit', '--commit', [CompletionResultType]::ParameterName, 'Git commit')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8, min 1024)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--secret-ref', '--secret-ref', [CompletionResultType]::ParameterName, 'The name of an existing secret containing SSH or basic credentials or github app authentication')
            [CompletionResult]::new('--proxy-secret-ref', '--proxy-secret-ref', [CompletionResultType]::ParameterName, 'The name of an existing secret containing the proxy address and credentials')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'The Git provider name')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'Path to TLS CA file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a passwordless private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--recurse-submodules', '--recurse-submodules', [CompletionResultType]::ParameterName, 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Assumes the deploy key is already setup, skips confirmation')
            [CompletionResult]::new('--silent', '--silent', [CompletionResultType]::ParameterName, 'Assumes the deploy key is already setup, skips confirmation')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'Set paths to ignore in git resource (can specify multiple paths with commas: path1,path2)')
            [CompletionResult]::new('--sparse-checkout-paths', '--sparse-checkout-paths', [CompletionResultType]::ParameterName, 'Set paths to sparse checkout in git resource (can specify multiple paths with commas: path1,path2)')
            [CompletionResult]::new('--fetch-timeout', '--fetch-timeout', [CompletionResultType]::ParameterName, 'Set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo add'')')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;source;helm' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Helm repository address')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--cert-file', '--cert-file', [CompletionResultType]::ParameterName, 'TLS authentication cert file path')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'TLS authentication key file path')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'TLS authentication CA file path')
            [CompletionResult]::new('--secret-ref', '--secret-ref', [CompletionResultType]::ParameterName, 'The name of an existing secret containing TLS, basic auth or docker-config credentials')
            [CompletionResult]::new('--oci-provider', '--oci-provider', [CompletionResultType]::ParameterName, 'OCI provider for authentication')
            [CompletionResult]::new('--pass-credentials', '--pass-credentials', [CompletionResultType]::ParameterName, 'Pass credentials to all domains')
            [CompletionResult]::new('--fetch-timeout', '--fetch-timeout', [CompletionResultType]::ParameterName, 'Set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo add'')')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;source;oci' {
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'The OCI provider name, available options are: (generic, aws, azure, gcp)')
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'The OCI repository URL')
            [CompletionResult]::new('--tag', '--tag', [CompletionResultType]::ParameterName, 'The OCI artifact tag')
            [CompletionResult]::new('--tag-semver', '--tag-semver', [CompletionResultType]::ParameterName, 'The OCI artifact tag semver range')
            [CompletionResult]::new('--digest', '--digest', [CompletionResultType]::ParameterName, 'The OCI artifact digest')
            [CompletionResult]::new('--secret-ref', '--secret-ref', [CompletionResultType]::ParameterName, 'The name of the Kubernetes image pull secret (type ''kubernetes.io/dockerconfigjson'')')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'The name of the Kubernetes service account that refers to an image pull secret')
            [CompletionResult]::new('--cert-ref', '--cert-ref', [CompletionResultType]::ParameterName, 'The name of a secret to use for TLS certificates')
            [CompletionResult]::new('--proxy-secret-ref', '--proxy-secret-ref', [CompletionResultType]::ParameterName, 'The name of an existing secret containing the proxy address and credentials')
            [CompletionResult]::new('--verify-provider', '--verify-provider', [CompletionResultType]::ParameterName, 'the OCI verify provider name to use for signature verification, available options are: (cosign)')
            [CompletionResult]::new('--verify-secret-ref', '--verify-secret-ref', [CompletionResultType]::ParameterName, 'The name of a secret to use for signature verification')
            [CompletionResult]::new('--verify-subject', '--verify-subject', [CompletionResultType]::ParameterName, 'Regular expression to use for the OIDC subject during signature verification')
            [CompletionResult]::new('--verify-issuer', '--verify-issuer', [CompletionResultType]::ParameterName, 'Regular expression to use for the OIDC issuer during signature verification')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'Set paths to ignore resources (can specify multiple paths with commas: path1,path2)')
            [CompletionResult]::new('--layer-selector', '--layer-selector', [CompletionResultType]::ParameterName, 'the OCI artifact layer selector in the format ''<media-type>:<operation>''')
            [CompletionResult]::new('--insecure', '--insecure', [CompletionResultType]::ParameterName, 'For when connecting to a non-TLS registries over plain HTTP')
            [CompletionResult]::new('--fetch-timeout', '--fetch-timeout', [CompletionResultType]::ParameterName, 'Set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo add'')')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;source;help' {
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Create or update a HelmChart source')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a GitRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a HelmRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update an OCIRepository')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;source;help;chart' {
            break
        }
        'fluxr;create;source;help;git' {
            break
        }
        'fluxr;create;source;help;helm' {
            break
        }
        'fluxr;create;source;help;oci' {
            break
        }
        'fluxr;create;source;help;help' {
            break
        }
        'fluxr;create;helmrelease' {
            [CompletionResult]::new('--release-name', '--release-name', [CompletionResultType]::ParameterName, 'Name used for the Helm release, defaults to a composition of ''[<target-namespace>-]<HelmRelease-name>''')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Source that contains the chart in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (HelmRepository, GitRepository, Bucket)')
            [CompletionResult]::new('--chart', '--chart', [CompletionResultType]::ParameterName, 'Helm chart name or path')
            [CompletionResult]::new('--chart-version', '--chart-version', [CompletionResultType]::ParameterName, 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)')
            [CompletionResult]::new('--chart-ref', '--chart-ref', [CompletionResultType]::ParameterName, 'The name of the HelmChart resource to use as source for the HelmRelease, in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (OCIRepository,HelmChart)')
            [CompletionResult]::new('--depends-on', '--depends-on', [CompletionResultType]::ParameterName, 'HelmReleases that must be ready before this release can be installed, supported formats ''<name>'' and ''<namespace>/<name>''')
            [CompletionResult]::new('--target-namespace', '--target-namespace', [CompletionResultType]::ParameterName, 'Namespace to install this release, defaults to the HelmRelease namespace')
            [CompletionResult]::new('--storage-namespace', '--storage-namespace', [CompletionResultType]::ParameterName, 'Namespace to store the Helm release, defaults to the target namespace')
            [CompletionResult]::new('--create-target-namespace', '--create-target-namespace', [CompletionResultType]::ParameterName, 'Create the target namespace if it does not exist')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'The name of the service account to impersonate when reconciling this HelmRelease')
            [CompletionResult]::new('--reconcile-strategy', '--reconcile-strategy', [CompletionResultType]::ParameterName, 'The reconcile strategy for helm chart created by the helm release(accepted values: Revision and ChartRevision)')
            [CompletionResult]::new('--chart-interval', '--chart-interval', [CompletionResultType]::ParameterName, 'The interval of which to check for new chart versions')
            [CompletionResult]::new('--values', '--values', [CompletionResultType]::ParameterName, 'Local path to values.yaml files, also accepts comma-separated values')
            [CompletionResult]::new('--values-from', '--values-from', [CompletionResultType]::ParameterName, 'A Kubernetes object reference that contains the values.yaml data key in the format ''<kind>/<name>'', where kind must be one of: (Secret,ConfigMap)')
            [CompletionResult]::new('--crds', '--crds', [CompletionResultType]::ParameterName, 'Upgrade CRDs policy')
            [CompletionResult]::new('--kubeconfig-secret-ref', '--kubeconfig-secret-ref', [CompletionResultType]::ParameterName, 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;hr' {
            [CompletionResult]::new('--release-name', '--release-name', [CompletionResultType]::ParameterName, 'Name used for the Helm release, defaults to a composition of ''[<target-namespace>-]<HelmRelease-name>''')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Source that contains the chart in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (HelmRepository, GitRepository, Bucket)')
            [CompletionResult]::new('--chart', '--chart', [CompletionResultType]::ParameterName, 'Helm chart name or path')
            [CompletionResult]::new('--chart-version', '--chart-version', [CompletionResultType]::ParameterName, 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)')
            [CompletionResult]::new('--chart-ref', '--chart-ref', [CompletionResultType]::ParameterName, 'The name of the HelmChart resource to use as source for the HelmRelease, in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (OCIRepository,HelmChart)')
            [CompletionResult]::new('--depends-on', '--depends-on', [CompletionResultType]::ParameterName, 'HelmReleases that must be ready before this release can be installed, supported formats ''<name>'' and ''<namespace>/<name>''')
            [CompletionResult]::new('--target-namespace', '--target-namespace', [CompletionResultType]::ParameterName, 'Namespace to install this release, defaults to the HelmRelease namespace')
            [CompletionResult]::new('--storage-namespace', '--storage-namespace', [CompletionResultType]::ParameterName, 'Namespace to store the Helm release, defaults to the target namespace')
            [CompletionResult]::new('--create-target-namespace', '--create-target-namespace', [CompletionResultType]::ParameterName, 'Create the target namespace if it does not exist')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'The name of the service account to impersonate when reconciling this HelmRelease')
            [CompletionResult]::new('--reconcile-strategy', '--reconcile-strategy', [CompletionResultType]::ParameterName, 'The reconcile strategy for helm chart created by the helm release(accepted values: Revision and ChartRevision)')
            [CompletionResult]::new('--chart-interval', '--chart-interval', [CompletionResultType]::ParameterName, 'The interval of which to check for new chart versions')
            [CompletionResult]::new('--values', '--values', [CompletionResultType]::ParameterName, 'Local path to values.yaml files, also accepts comma-separated values')
            [CompletionResult]::new('--values-from', '--values-from', [CompletionResultType]::ParameterName, 'A Kubernetes object reference that contains the values.yaml data key in the format ''<kind>/<name>'', where kind must be one of: (Secret,ConfigMap)')
            [CompletionResult]::new('--crds', '--crds', [CompletionResultType]::ParameterName, 'Upgrade CRDs policy')
            [CompletionResult]::new('--kubeconfig-secret-ref', '--kubeconfig-secret-ref', [CompletionResultType]::ParameterName, 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;image' {
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Create or update an ImageUpdateAutomation object')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;image;update' {
            [CompletionResult]::new('--git-repo-ref', '--git-repo-ref', [CompletionResultType]::ParameterName, 'The name of a GitRepository resource with details of the upstream Git repository')
            [CompletionResult]::new('--git-repo-namespace', '--git-repo-namespace', [CompletionResultType]::ParameterName, 'The namespace of the GitRepository resource, defaults to the ImageUpdateAutomation namespace')
            [CompletionResult]::new('--git-repo-path', '--git-repo-path', [CompletionResultType]::ParameterName, 'Path to the directory containing the manifests to be updated, defaults to the repository root')
            [CompletionResult]::new('--checkout-branch', '--checkout-branch', [CompletionResultType]::ParameterName, 'The branch to checkout')
            [CompletionResult]::new('--push-branch', '--push-branch', [CompletionResultType]::ParameterName, 'The branch to push commits to, defaults to the checkout branch if not specified')
            [CompletionResult]::new('--author-name', '--author-name', [CompletionResultType]::ParameterName, 'The name to use for commit author')
            [CompletionResult]::new('--author-email', '--author-email', [CompletionResultType]::ParameterName, 'The email to use for commit author')
            [CompletionResult]::new('--commit-template', '--commit-template', [CompletionResultType]::ParameterName, 'A template for commit messages')
            [CompletionResult]::new('--signing-key-secret', '--signing-key-secret', [CompletionResultType]::ParameterName, 'Name of the Secret containing the signing key referenced in spec.git.commit.signingKey')
            [CompletionResult]::new('--signing-key-type', '--signing-key-type', [CompletionResultType]::ParameterName, 'Signing-key format: gpg or ssh (defaults to gpg when --signing-key-secret is set)')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;image;help' {
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Create or update an ImageUpdateAutomation object')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;image;help;update' {
            break
        }
        'fluxr;create;image;help;help' {
            break
        }
        'fluxr;create;kustomization' {
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Source that contains the Kubernetes manifests in the format ''[<kind>/]<name>.<namespace>'', where kind must be one of: (GitRepository, OCIRepository, Bucket), if kind is not specified it defaults to GitRepository')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path to the directory containing a kustomization.yaml file')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Enable garbage collection')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Enable health checking of all the applied resources')
            [CompletionResult]::new('--health-check', '--health-check', [CompletionResultType]::ParameterName, 'Workload to be included in the health assessment, in the format ''<kind>/<name>.<namespace>''')
            [CompletionResult]::new('--health-check-timeout', '--health-check-timeout', [CompletionResultType]::ParameterName, 'Timeout of health checking operations')
            [CompletionResult]::new('--validation', '--validation', [CompletionResultType]::ParameterName, 'Validate the manifests before applying them on the cluster, can be ''client'' or ''server''')
            [CompletionResult]::new('--depends-on', '--depends-on', [CompletionResultType]::ParameterName, 'Kustomization that must be ready before this Kustomization can be applied, supported formats ''<name>'' and ''<namespace>/<name>'', also accepts comma-separated values')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'The name of the service account to impersonate when reconciling this Kustomization')
            [CompletionResult]::new('--decryption-provider', '--decryption-provider', [CompletionResultType]::ParameterName, 'Decryption provider, available options are: (sops)')
            [CompletionResult]::new('--decryption-secret', '--decryption-secret', [CompletionResultType]::ParameterName, 'Set the Kubernetes secret name that contains the OpenPGP private keys used for sops decryption')
            [CompletionResult]::new('--target-namespace', '--target-namespace', [CompletionResultType]::ParameterName, 'Overrides the namespace of all Kustomization objects reconciled by this Kustomization')
            [CompletionResult]::new('--kubeconfig-secret-ref', '--kubeconfig-secret-ref', [CompletionResultType]::ParameterName, 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster')
            [CompletionResult]::new('--retry-interval', '--retry-interval', [CompletionResultType]::ParameterName, 'The interval at which to retry a previously failed reconciliation')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;ks' {
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'Source that contains the Kubernetes manifests in the format ''[<kind>/]<name>.<namespace>'', where kind must be one of: (GitRepository, OCIRepository, Bucket), if kind is not specified it defaults to GitRepository')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path to the directory containing a kustomization.yaml file')
            [CompletionResult]::new('--prune', '--prune', [CompletionResultType]::ParameterName, 'Enable garbage collection')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Enable health checking of all the applied resources')
            [CompletionResult]::new('--health-check', '--health-check', [CompletionResultType]::ParameterName, 'Workload to be included in the health assessment, in the format ''<kind>/<name>.<namespace>''')
            [CompletionResult]::new('--health-check-timeout', '--health-check-timeout', [CompletionResultType]::ParameterName, 'Timeout of health checking operations')
            [CompletionResult]::new('--validation', '--validation', [CompletionResultType]::ParameterName, 'Validate the manifests before applying them on the cluster, can be ''client'' or ''server''')
            [CompletionResult]::new('--depends-on', '--depends-on', [CompletionResultType]::ParameterName, 'Kustomization that must be ready before this Kustomization can be applied, supported formats ''<name>'' and ''<namespace>/<name>'', also accepts comma-separated values')
            [CompletionResult]::new('--service-account', '--service-account', [CompletionResultType]::ParameterName, 'The name of the service account to impersonate when reconciling this Kustomization')
            [CompletionResult]::new('--decryption-provider', '--decryption-provider', [CompletionResultType]::ParameterName, 'Decryption provider, available options are: (sops)')
            [CompletionResult]::new('--decryption-secret', '--decryption-secret', [CompletionResultType]::ParameterName, 'Set the Kubernetes secret name that contains the OpenPGP private keys used for sops decryption')
            [CompletionResult]::new('--target-namespace', '--target-namespace', [CompletionResultType]::ParameterName, 'Overrides the namespace of all Kustomization objects reconciled by this Kustomization')
            [CompletionResult]::new('--kubeconfig-secret-ref', '--kubeconfig-secret-ref', [CompletionResultType]::ParameterName, 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster')
            [CompletionResult]::new('--retry-interval', '--retry-interval', [CompletionResultType]::ParameterName, 'The interval at which to retry a previously failed reconciliation')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret' {
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Git authentication')
            [CompletionResult]::new('githubapp', 'githubapp', [CompletionResultType]::ParameterValue, 'Create or update a github app secret')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Helm repository authentication')
            [CompletionResult]::new('notation', 'notation', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes image pull secret')
            [CompletionResult]::new('proxy', 'proxy', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for proxy authentication')
            [CompletionResult]::new('receiver', 'receiver', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for a Receiver webhook')
            [CompletionResult]::new('tls', 'tls', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret with TLS certificates')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;secret;git' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Git address, e.g. ssh://git@host/org/repository')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--ssh-key-algorithm', '--ssh-key-algorithm', [CompletionResultType]::ParameterName, 'SSH public key algorithm (rsa, ecdsa, ed25519)')
            [CompletionResult]::new('--ssh-rsa-bits', '--ssh-rsa-bits', [CompletionResultType]::ParameterName, 'SSH RSA public key bit size (multiplies of 8, min 1024)')
            [CompletionResult]::new('--ssh-ecdsa-curve', '--ssh-ecdsa-curve', [CompletionResultType]::ParameterName, 'SSH ECDSA public key curve (p256, p384, p521)')
            [CompletionResult]::new('--ca-crt-file', '--ca-crt-file', [CompletionResultType]::ParameterName, 'Path to TLS CA certificate file used for validating self-signed certificates')
            [CompletionResult]::new('--private-key-file', '--private-key-file', [CompletionResultType]::ParameterName, 'Path to a passwordless private key file used for authenticating to the Git SSH server')
            [CompletionResult]::new('--bearer-token', '--bearer-token', [CompletionResultType]::ParameterName, 'Bearer authentication token')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;githubapp' {
            [CompletionResult]::new('--app-id', '--app-id', [CompletionResultType]::ParameterName, 'Github app ID')
            [CompletionResult]::new('--app-installation-owner', '--app-installation-owner', [CompletionResultType]::ParameterName, 'Github app installation owner (user or organization)')
            [CompletionResult]::new('--app-installation-id', '--app-installation-id', [CompletionResultType]::ParameterName, 'Github app installation ID')
            [CompletionResult]::new('--app-private-key', '--app-private-key', [CompletionResultType]::ParameterName, 'Github app private key file path')
            [CompletionResult]::new('--app-base-url', '--app-base-url', [CompletionResultType]::ParameterName, 'Github app base URL')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;helm' {
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--tls-crt-file', '--tls-crt-file', [CompletionResultType]::ParameterName, 'TLS authentication cert file path')
            [CompletionResult]::new('--tls-key-file', '--tls-key-file', [CompletionResultType]::ParameterName, 'TLS authentication key file path')
            [CompletionResult]::new('--ca-crt-file', '--ca-crt-file', [CompletionResultType]::ParameterName, 'TLS authentication CA file path')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;notation' {
            [CompletionResult]::new('--trust-policy-file', '--trust-policy-file', [CompletionResultType]::ParameterName, 'Notation trust policy file path')
            [CompletionResult]::new('--ca-cert-file', '--ca-cert-file', [CompletionResultType]::ParameterName, 'Root ca cert file path')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;oci' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Oci repository address e.g ghcr.io/stefanprodan/charts')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;proxy' {
            [CompletionResult]::new('--address', '--address', [CompletionResultType]::ParameterName, 'Proxy address')
            [CompletionResult]::new('-u', '-u', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('--username', '--username', [CompletionResultType]::ParameterName, 'Basic authentication username')
            [CompletionResult]::new('-p', '-p', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--password', '--password', [CompletionResultType]::ParameterName, 'Basic authentication password')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;receiver' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'The receiver type')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Webhook token used for payload validation and URL computation, auto-generated if not specified')
            [CompletionResult]::new('--hostname', '--hostname', [CompletionResultType]::ParameterName, 'Hostname for the webhook URL e.g. flux.example.com')
            [CompletionResult]::new('--email-claim', '--email-claim', [CompletionResultType]::ParameterName, 'IAM service account email, required for gcr type')
            [CompletionResult]::new('--audience-claim', '--audience-claim', [CompletionResultType]::ParameterName, 'Custom OIDC token audience for gcr type, defaults to the webhook URL')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;tls' {
            [CompletionResult]::new('--tls-crt-file', '--tls-crt-file', [CompletionResultType]::ParameterName, 'TLS authentication cert file path')
            [CompletionResult]::new('--tls-key-file', '--tls-key-file', [CompletionResultType]::ParameterName, 'TLS authentication key file path')
            [CompletionResult]::new('--ca-crt-file', '--ca-crt-file', [CompletionResultType]::ParameterName, 'TLS authentication CA file path')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;secret;help' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Git authentication')
            [CompletionResult]::new('githubapp', 'githubapp', [CompletionResultType]::ParameterValue, 'Create or update a github app secret')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Helm repository authentication')
            [CompletionResult]::new('notation', 'notation', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes image pull secret')
            [CompletionResult]::new('proxy', 'proxy', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for proxy authentication')
            [CompletionResult]::new('receiver', 'receiver', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for a Receiver webhook')
            [CompletionResult]::new('tls', 'tls', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret with TLS certificates')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;secret;help;git' {
            break
        }
        'fluxr;create;secret;help;githubapp' {
            break
        }
        'fluxr;create;secret;help;helm' {
            break
        }
        'fluxr;create;secret;help;notation' {
            break
        }
        'fluxr;create;secret;help;oci' {
            break
        }
        'fluxr;create;secret;help;proxy' {
            break
        }
        'fluxr;create;secret;help;receiver' {
            break
        }
        'fluxr;create;secret;help;tls' {
            break
        }
        'fluxr;create;secret;help;help' {
            break
        }
        'fluxr;create;tenant' {
            [CompletionResult]::new('--with-namespace', '--with-namespace', [CompletionResultType]::ParameterName, 'Namespace belonging to this tenant')
            [CompletionResult]::new('--cluster-role', '--cluster-role', [CompletionResultType]::ParameterName, 'Cluster role of the tenant role binding')
            [CompletionResult]::new('--with-service-account', '--with-service-account', [CompletionResultType]::ParameterName, 'Service account belonging to this tenant')
            [CompletionResult]::new('--skip-namespace', '--skip-namespace', [CompletionResultType]::ParameterName, 'Skip namespace creation (namespace must exist already)')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Export in YAML format to stdout')
            [CompletionResult]::new('--interval', '--interval', [CompletionResultType]::ParameterName, 'Source sync interval')
            [CompletionResult]::new('--label', '--label', [CompletionResultType]::ParameterName, 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;create;help' {
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Create or update sources')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'Create or update a HelmRelease resource')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'Create or update resources dealing with image automation')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Create or update a Kustomization resource')
            [CompletionResult]::new('secret', 'secret', [CompletionResultType]::ParameterValue, 'Create or update Kubernetes secrets')
            [CompletionResult]::new('tenant', 'tenant', [CompletionResultType]::ParameterValue, 'Create or update a tenant')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;create;help;source' {
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Create or update a HelmChart source')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a GitRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a HelmRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update an OCIRepository')
            break
        }
        'fluxr;create;help;source;chart' {
            break
        }
        'fluxr;create;help;source;git' {
            break
        }
        'fluxr;create;help;source;helm' {
            break
        }
        'fluxr;create;help;source;oci' {
            break
        }
        'fluxr;create;help;helmrelease' {
            break
        }
        'fluxr;create;help;image' {
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Create or update an ImageUpdateAutomation object')
            break
        }
        'fluxr;create;help;image;update' {
            break
        }
        'fluxr;create;help;kustomization' {
            break
        }
        'fluxr;create;help;secret' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Git authentication')
            [CompletionResult]::new('githubapp', 'githubapp', [CompletionResultType]::ParameterValue, 'Create or update a github app secret')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Helm repository authentication')
            [CompletionResult]::new('notation', 'notation', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes image pull secret')
            [CompletionResult]::new('proxy', 'proxy', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for proxy authentication')
            [CompletionResult]::new('receiver', 'receiver', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for a Receiver webhook')
            [CompletionResult]::new('tls', 'tls', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret with TLS certificates')
            break
        }
        'fluxr;create;help;secret;git' {
            break
        }
        'fluxr;create;help;secret;githubapp' {
            break
        }
        'fluxr;create;help;secret;helm' {
            break
        }
        'fluxr;create;help;secret;notation' {
            break
        }
        'fluxr;create;help;secret;oci' {
            break
        }
        'fluxr;create;help;secret;proxy' {
            break
        }
        'fluxr;create;help;secret;receiver' {
            break
        }
        'fluxr;create;help;secret;tls' {
            break
        }
        'fluxr;create;help;tenant' {
            break
        }
        'fluxr;create;help;help' {
            break
        }
        'fluxr;diff' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Diff Artifact')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Diff Kustomization')
            [CompletionResult]::new('ks', 'ks', [CompletionResultType]::ParameterValue, 'Diff Kustomization')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;diff;artifact' {
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'path to the directory where the Kubernetes manifests are located')
            [CompletionResult]::new('--creds', '--creds', [CompletionResultType]::ParameterName, 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'the OCI provider name')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'set paths to ignore in .gitignore format')
            [CompletionResult]::new('--insecure-registry', '--insecure-registry', [CompletionResultType]::ParameterName, 'allows the remote artifact to be pulled without TLS')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fluxr;diff;kustomization' {
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path to a local directory that matches the specified Kustomization.spec.path')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'Set paths to ignore in .gitignore format')
            [CompletionResult]::new('--kustomization-file', '--kustomization-file', [CompletionResultType]::ParameterName, 'Path to the Flux Kustomization YAML file')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Recursively diff Kustomizations')
            [CompletionResult]::new('--recursive', '--recursive', [CompletionResultType]::ParameterName, 'Recursively diff Kustomizations')
            [CompletionResult]::new('--local-sources', '--local-sources', [CompletionResultType]::ParameterName, 'Comma-separated list of repositories in format: Kind/namespace/name=path')
            [CompletionResult]::new('--strict-substitute', '--strict-substitute', [CompletionResultType]::ParameterName, 'Fail when a var without a default value is missing from the input vars')
            [CompletionResult]::new('--ignore-not-found', '--ignore-not-found', [CompletionResultType]::ParameterName, 'Treat a Kustomization missing from the cluster as empty instead of failing')
            [CompletionResult]::new('--base', '--base', [CompletionResultType]::ParameterName, 'Compare offline with this git revision of the repository that holds --path (a branch, tag or commit; read from git objects, nothing is checked out). Needs --kustomization-file')
            [CompletionResult]::new('--substitute-from-file', '--substitute-from-file', [CompletionResultType]::ParameterName, 'ConfigMap and Secret manifests that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable')
            [CompletionResult]::new('--in-memory-build', '--in-memory-build', [CompletionResultType]::ParameterName, 'Accepted for compatibility: fluxr always builds in memory')
            [CompletionResult]::new('--progress-bar', '--progress-bar', [CompletionResultType]::ParameterName, 'Show a progress bar')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fluxr;diff;ks' {
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Path to a local directory that matches the specified Kustomization.spec.path')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'Set paths to ignore in .gitignore format')
            [CompletionResult]::new('--kustomization-file', '--kustomization-file', [CompletionResultType]::ParameterName, 'Path to the Flux Kustomization YAML file')
            [CompletionResult]::new('-r', '-r', [CompletionResultType]::ParameterName, 'Recursively diff Kustomizations')
            [CompletionResult]::new('--recursive', '--recursive', [CompletionResultType]::ParameterName, 'Recursively diff Kustomizations')
            [CompletionResult]::new('--local-sources', '--local-sources', [CompletionResultType]::ParameterName, 'Comma-separated list of repositories in format: Kind/namespace/name=path')
            [CompletionResult]::new('--strict-substitute', '--strict-substitute', [CompletionResultType]::ParameterName, 'Fail when a var without a default value is missing from the input vars')
            [CompletionResult]::new('--ignore-not-found', '--ignore-not-found', [CompletionResultType]::ParameterName, 'Treat a Kustomization missing from the cluster as empty instead of failing')
            [CompletionResult]::new('--base', '--base', [CompletionResultType]::ParameterName, 'Compare offline with this git revision of the repository that holds --path (a branch, tag or commit; read from git objects, nothing is checked out). Needs --kustomization-file')
            [CompletionResult]::new('--substitute-from-file', '--substitute-from-file', [CompletionResultType]::ParameterName, 'ConfigMap and Secret manifests that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable')
            [CompletionResult]::new('--in-memory-build', '--in-memory-build', [CompletionResultType]::ParameterName, 'Accepted for compatibility: fluxr always builds in memory')
            [CompletionResult]::new('--progress-bar', '--progress-bar', [CompletionResultType]::ParameterName, 'Show a progress bar')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            break
        }
        'fluxr;diff;help' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Diff Artifact')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Diff Kustomization')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;diff;help;artifact' {
            break
        }
        'fluxr;diff;help;kustomization' {
            break
        }
        'fluxr;diff;help;help' {
            break
        }
        'fluxr;envsubst' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--strict', '--strict', [CompletionResultType]::ParameterName, 'fail if a variable without a default value is declared in the input but is missing from the environment')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all resources and statuses')
            [CompletionResult]::new('kustomizations', 'kustomizations', [CompletionResultType]::ParameterValue, 'Get Kustomization statuses')
            [CompletionResult]::new('ks', 'ks', [CompletionResultType]::ParameterValue, 'Get Kustomization statuses')
            [CompletionResult]::new('helmreleases', 'helmreleases', [CompletionResultType]::ParameterValue, 'Get HelmRelease statuses')
            [CompletionResult]::new('hr', 'hr', [CompletionResultType]::ParameterValue, 'Get HelmRelease statuses')
            [CompletionResult]::new('sources', 'sources', [CompletionResultType]::ParameterValue, 'Get source statuses')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Get source statuses')
            [CompletionResult]::new('images', 'images', [CompletionResultType]::ParameterValue, 'Get image automation object statuses')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'Get image automation object statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;all' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;kustomizations' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;ks' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;helmreleases' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;hr' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;sources' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all source statuses')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Get GitRepository source statuses')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Get OCIRepository source statuses')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Get HelmRepository source statuses')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'Get Bucket source statuses')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Get HelmChart source statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;source' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all source statuses')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Get GitRepository source statuses')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Get OCIRepository source statuses')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Get HelmRepository source statuses')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'Get Bucket source statuses')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Get HelmChart source statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;sources;all' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;source;all' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;sources;git' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;source;git' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;sources;oci' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;source;oci' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;sources;helm' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;source;helm' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;sources;bucket' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;source;bucket' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;sources;chart' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;source;chart' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;sources;help' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all source statuses')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Get GitRepository source statuses')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Get OCIRepository source statuses')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Get HelmRepository source statuses')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'Get Bucket source statuses')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Get HelmChart source statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;sources;help;all' {
            break
        }
        'fluxr;get;sources;help;git' {
            break
        }
        'fluxr;get;sources;help;oci' {
            break
        }
        'fluxr;get;sources;help;helm' {
            break
        }
        'fluxr;get;sources;help;bucket' {
            break
        }
        'fluxr;get;sources;help;chart' {
            break
        }
        'fluxr;get;sources;help;help' {
            break
        }
        'fluxr;get;source;help' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all source statuses')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Get GitRepository source statuses')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Get OCIRepository source statuses')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Get HelmRepository source statuses')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'Get Bucket source statuses')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Get HelmChart source statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;source;help;all' {
            break
        }
        'fluxr;get;source;help;git' {
            break
        }
        'fluxr;get;source;help;oci' {
            break
        }
        'fluxr;get;source;help;helm' {
            break
        }
        'fluxr;get;source;help;bucket' {
            break
        }
        'fluxr;get;source;help;chart' {
            break
        }
        'fluxr;get;source;help;help' {
            break
        }
        'fluxr;get;images' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all image automation statuses')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'Get ImageRepository statuses')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Get ImagePolicy statuses')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Get ImageUpdateAutomation statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;image' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all image automation statuses')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'Get ImageRepository statuses')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Get ImagePolicy statuses')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Get ImageUpdateAutomation statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;images;all' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;image;all' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;images;repository' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;image;repository' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;images;policy' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;image;policy' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;images;update' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;image;update' {
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'list the requested object(s) across all namespaces')
            [CompletionResult]::new('--no-header', '--no-header', [CompletionResultType]::ParameterName, 'skip the header when printing the results')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;get;images;help' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all image automation statuses')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'Get ImageRepository statuses')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Get ImagePolicy statuses')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Get ImageUpdateAutomation statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;images;help;all' {
            break
        }
        'fluxr;get;images;help;repository' {
            break
        }
        'fluxr;get;images;help;policy' {
            break
        }
        'fluxr;get;images;help;update' {
            break
        }
        'fluxr;get;images;help;help' {
            break
        }
        'fluxr;get;image;help' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all image automation statuses')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'Get ImageRepository statuses')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Get ImagePolicy statuses')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Get ImageUpdateAutomation statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;image;help;all' {
            break
        }
        'fluxr;get;image;help;repository' {
            break
        }
        'fluxr;get;image;help;policy' {
            break
        }
        'fluxr;get;image;help;update' {
            break
        }
        'fluxr;get;image;help;help' {
            break
        }
        'fluxr;get;help' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all resources and statuses')
            [CompletionResult]::new('kustomizations', 'kustomizations', [CompletionResultType]::ParameterValue, 'Get Kustomization statuses')
            [CompletionResult]::new('helmreleases', 'helmreleases', [CompletionResultType]::ParameterValue, 'Get HelmRelease statuses')
            [CompletionResult]::new('sources', 'sources', [CompletionResultType]::ParameterValue, 'Get source statuses')
            [CompletionResult]::new('images', 'images', [CompletionResultType]::ParameterValue, 'Get image automation object statuses')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;get;help;all' {
            break
        }
        'fluxr;get;help;kustomizations' {
            break
        }
        'fluxr;get;help;helmreleases' {
            break
        }
        'fluxr;get;help;sources' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all source statuses')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Get GitRepository source statuses')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Get OCIRepository source statuses')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Get HelmRepository source statuses')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'Get Bucket source statuses')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Get HelmChart source statuses')
            break
        }
        'fluxr;get;help;sources;all' {
            break
        }
        'fluxr;get;help;sources;git' {
            break
        }
        'fluxr;get;help;sources;oci' {
            break
        }
        'fluxr;get;help;sources;helm' {
            break
        }
        'fluxr;get;help;sources;bucket' {
            break
        }
        'fluxr;get;help;sources;chart' {
            break
        }
        'fluxr;get;help;images' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all image automation statuses')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'Get ImageRepository statuses')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Get ImagePolicy statuses')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Get ImageUpdateAutomation statuses')
            break
        }
        'fluxr;get;help;images;all' {
            break
        }
        'fluxr;get;help;images;repository' {
            break
        }
        'fluxr;get;help;images;policy' {
            break
        }
        'fluxr;get;help;images;update' {
            break
        }
        'fluxr;get;help;help' {
            break
        }
        'fluxr;install' {
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Write the install manifests to stdout and exit')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Only print the object that would be applied')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Toolkit version, e.g. v2.9.4 or a semver range such as 2.9.x; fluxr carries the manifests of one version and installs no other [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Toolkit version, e.g. v2.9.4 or a semver range such as 2.9.x; fluxr carries the manifests of one version and installs no other [default: the embedded version, v2.9.4]')
            [CompletionResult]::new('--components', '--components', [CompletionResultType]::ParameterName, 'List of components, accepts comma-separated values')
            [CompletionResult]::new('--components-extra', '--components-extra', [CompletionResultType]::ParameterName, 'List of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher''')
            [CompletionResult]::new('--manifests', '--manifests', [CompletionResultType]::ParameterName, 'Path to the manifest directory')
            [CompletionResult]::new('--registry', '--registry', [CompletionResultType]::ParameterName, 'Container registry where the toolkit images are published')
            [CompletionResult]::new('--registry-creds', '--registry-creds', [CompletionResultType]::ParameterName, 'Container registry credentials in the format ''user:password'', requires --image-pull-secret to be set')
            [CompletionResult]::new('--image-pull-secret', '--image-pull-secret', [CompletionResultType]::ParameterName, 'Kubernetes secret name used for pulling the toolkit images from a private registry')
            [CompletionResult]::new('--watch-all-namespaces', '--watch-all-namespaces', [CompletionResultType]::ParameterName, 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed')
            [CompletionResult]::new('--log-level', '--log-level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--network-policy', '--network-policy', [CompletionResultType]::ParameterName, 'Deny ingress access to the toolkit controllers from other namespaces using network policies')
            [CompletionResult]::new('--cluster-domain', '--cluster-domain', [CompletionResultType]::ParameterName, 'Internal cluster domain')
            [CompletionResult]::new('--toleration-keys', '--toleration-keys', [CompletionResultType]::ParameterName, 'List of toleration keys used to schedule the components pods onto nodes with matching taints')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Override existing Flux installation if it''s managed by a different tool such as Helm')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;kustomize' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('build', 'build', [CompletionResultType]::ParameterValue, 'Build a kustomization target from a directory')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;kustomize;build' {
            [CompletionResult]::new('--load-restrictor', '--load-restrictor', [CompletionResultType]::ParameterName, 'Whether files may be loaded from outside the kustomization''s root')
            [CompletionResult]::new('--reorder', '--reorder', [CompletionResultType]::ParameterName, 'Order of the output: ''legacy'' (by kind) or ''none'' (as read)')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Write the output to this file instead of stdout')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Write the output to this file instead of stdout')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--enable-managedby-label', '--enable-managedby-label', [CompletionResultType]::ParameterName, 'Add the label app.kubernetes.io/managed-by to every resource')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;kustomize;help' {
            [CompletionResult]::new('build', 'build', [CompletionResultType]::ParameterValue, 'Build a kustomization target from a directory')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;kustomize;help;build' {
            break
        }
        'fluxr;kustomize;help;help' {
            break
        }
        'fluxr;list' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('artifacts', 'artifacts', [CompletionResultType]::ParameterValue, 'list artifacts')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;list;artifacts' {
            [CompletionResult]::new('--filter-semver', '--filter-semver', [CompletionResultType]::ParameterName, 'filter tags returned from the oci repository using semver')
            [CompletionResult]::new('--filter-regex', '--filter-regex', [CompletionResultType]::ParameterName, 'filter tags returned from the oci repository using regex')
            [CompletionResult]::new('--creds', '--creds', [CompletionResultType]::ParameterName, 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'the OCI provider name')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)')
            [CompletionResult]::new('--insecure-registry', '--insecure-registry', [CompletionResultType]::ParameterName, 'allows the remote artifacts list to be fetched without TLS')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;list;help' {
            [CompletionResult]::new('artifacts', 'artifacts', [CompletionResultType]::ParameterValue, 'list artifacts')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;list;help;artifacts' {
            break
        }
        'fluxr;list;help;help' {
            break
        }
        'fluxr;logs' {
            [CompletionResult]::new('--level', '--level', [CompletionResultType]::ParameterName, 'Log level, available options are: (debug, info, error)')
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'Displays errors and information for a particular toolkit resource kind')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'Specifies the name of the object logs to be displayed for')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Specifies if the logs should be streamed')
            [CompletionResult]::new('--follow', '--follow', [CompletionResultType]::ParameterName, 'Specifies if the logs should be streamed')
            [CompletionResult]::new('--tail', '--tail', [CompletionResultType]::ParameterName, 'Lines of recent log file to display')
            [CompletionResult]::new('--flux-namespace', '--flux-namespace', [CompletionResultType]::ParameterName, 'The namespace where the Flux components are running')
            [CompletionResult]::new('-A', '-A ', [CompletionResultType]::ParameterName, 'Displays logs for objects across all namespaces')
            [CompletionResult]::new('--all-namespaces', '--all-namespaces', [CompletionResultType]::ParameterName, 'Displays logs for objects across all namespaces')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only return logs newer than a relative duration like 5s, 2m, or 3h')
            [CompletionResult]::new('--since-time', '--since-time', [CompletionResultType]::ParameterName, 'Only return logs after a specific date (RFC3339)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;migrate' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'The path to the file or directory containing the manifests to migrate')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'The path to the file or directory containing the manifests to migrate')
            [CompletionResult]::new('-e', '-e', [CompletionResultType]::ParameterName, 'The file extensions to consider when migrating manifests')
            [CompletionResult]::new('--extensions', '--extensions', [CompletionResultType]::ParameterName, 'The file extensions to consider when migrating manifests')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Skip the confirmation prompt')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Skip the confirmation prompt')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;plugin' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List installed plugins')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;plugin;list' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;plugin;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List installed plugins')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;plugin;help;list' {
            break
        }
        'fluxr;plugin;help;help' {
            break
        }
        'fluxr;pull' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Pull artifact')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;pull;artifact' {
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'path where the artifact content should be extracted')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'path where the artifact content should be extracted')
            [CompletionResult]::new('--creds', '--creds', [CompletionResultType]::ParameterName, 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'the OCI provider name')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)')
            [CompletionResult]::new('--insecure-registry', '--insecure-registry', [CompletionResultType]::ParameterName, 'allows artifacts to be pulled without TLS')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;pull;help' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Pull artifact')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;pull;help;artifact' {
            break
        }
        'fluxr;pull;help;help' {
            break
        }
        'fluxr;push' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Push artifact')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;push;artifact' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'path to the directory where the Kubernetes manifests are located')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'path to the directory where the Kubernetes manifests are located')
            [CompletionResult]::new('--source', '--source', [CompletionResultType]::ParameterName, 'the source address, e.g. the Git URL')
            [CompletionResult]::new('--revision', '--revision', [CompletionResultType]::ParameterName, 'the source revision in the format ''<branch|tag>@sha1:<commit-sha>''')
            [CompletionResult]::new('--creds', '--creds', [CompletionResultType]::ParameterName, 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'the OCI provider name')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)')
            [CompletionResult]::new('--ignore-paths', '--ignore-paths', [CompletionResultType]::ParameterName, 'set paths to ignore in .gitignore format')
            [CompletionResult]::new('-a', '-a', [CompletionResultType]::ParameterName, 'Set custom OCI annotations in the format ''<key>=<value>''')
            [CompletionResult]::new('--annotations', '--annotations', [CompletionResultType]::ParameterName, 'Set custom OCI annotations in the format ''<key>=<value>''')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'the format in which the artifact digest should be printed, can be ''json'' or ''yaml''')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'the format in which the artifact digest should be printed, can be ''json'' or ''yaml''')
            [CompletionResult]::new('--debug', '--debug', [CompletionResultType]::ParameterName, 'display logs from underlying library')
            [CompletionResult]::new('--reproducible', '--reproducible', [CompletionResultType]::ParameterName, 'ensure reproducible image digests by setting the created timestamp to ''1970-01-01T00:00:00Z''')
            [CompletionResult]::new('--insecure-registry', '--insecure-registry', [CompletionResultType]::ParameterName, 'allows artifacts to be pushed without TLS')
            [CompletionResult]::new('--resolve-symlinks', '--resolve-symlinks', [CompletionResultType]::ParameterName, 'resolve symlinks by copying their targets into the artifact')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;push;help' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Push artifact')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;push;help;artifact' {
            break
        }
        'fluxr;push;help;help' {
            break
        }
        'fluxr;reconcile' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Reconcile a Kustomization resource')
            [CompletionResult]::new('ks', 'ks', [CompletionResultType]::ParameterValue, 'Reconcile a Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'Reconcile a HelmRelease resource')
            [CompletionResult]::new('hr', 'hr', [CompletionResultType]::ParameterValue, 'Reconcile a HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Reconcile sources')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'Reconcile image automation objects')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;reconcile;kustomization' {
            [CompletionResult]::new('--with-source', '--with-source', [CompletionResultType]::ParameterName, 'Reconcile the source of the object first')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;ks' {
            [CompletionResult]::new('--with-source', '--with-source', [CompletionResultType]::ParameterName, 'Reconcile the source of the object first')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;helmrelease' {
            [CompletionResult]::new('--with-source', '--with-source', [CompletionResultType]::ParameterName, 'Reconcile the source of the object first')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Force a one-off install or upgrade of the HelmRelease resource')
            [CompletionResult]::new('--reset', '--reset', [CompletionResultType]::ParameterName, 'Reset the retry counter of a HelmRelease resource that failed')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;hr' {
            [CompletionResult]::new('--with-source', '--with-source', [CompletionResultType]::ParameterName, 'Reconcile the source of the object first')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Force a one-off install or upgrade of the HelmRelease resource')
            [CompletionResult]::new('--reset', '--reset', [CompletionResultType]::ParameterName, 'Reset the retry counter of a HelmRelease resource that failed')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;source' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;reconcile;source;git' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;source;oci' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;source;helm' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;source;bucket' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;source;chart' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;source;help' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;reconcile;source;help;git' {
            break
        }
        'fluxr;reconcile;source;help;oci' {
            break
        }
        'fluxr;reconcile;source;help;helm' {
            break
        }
        'fluxr;reconcile;source;help;bucket' {
            break
        }
        'fluxr;reconcile;source;help;chart' {
            break
        }
        'fluxr;reconcile;source;help;help' {
            break
        }
        'fluxr;reconcile;image' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;reconcile;image;repository' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;image;update' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;reconcile;image;help' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;reconcile;image;help;repository' {
            break
        }
        'fluxr;reconcile;image;help;update' {
            break
        }
        'fluxr;reconcile;image;help;help' {
            break
        }
        'fluxr;reconcile;help' {
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Reconcile a Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'Reconcile a HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Reconcile sources')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'Reconcile image automation objects')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;reconcile;help;kustomization' {
            break
        }
        'fluxr;reconcile;help;helmrelease' {
            break
        }
        'fluxr;reconcile;help;source' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            break
        }
        'fluxr;reconcile;help;source;git' {
            break
        }
        'fluxr;reconcile;help;source;oci' {
            break
        }
        'fluxr;reconcile;help;source;helm' {
            break
        }
        'fluxr;reconcile;help;source;bucket' {
            break
        }
        'fluxr;reconcile;help;source;chart' {
            break
        }
        'fluxr;reconcile;help;image' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            break
        }
        'fluxr;reconcile;help;image;repository' {
            break
        }
        'fluxr;reconcile;help;image;update' {
            break
        }
        'fluxr;reconcile;help;help' {
            break
        }
        'fluxr;resume' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('ks', 'ks', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('hr', 'hr', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'A source')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'An image automation object')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;resume;kustomization' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;ks' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;helmrelease' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;hr' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;source' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;resume;source;git' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;source;oci' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;source;helm' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;source;bucket' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;source;chart' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;source;help' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;resume;source;help;git' {
            break
        }
        'fluxr;resume;source;help;oci' {
            break
        }
        'fluxr;resume;source;help;helm' {
            break
        }
        'fluxr;resume;source;help;bucket' {
            break
        }
        'fluxr;resume;source;help;chart' {
            break
        }
        'fluxr;resume;source;help;help' {
            break
        }
        'fluxr;resume;image' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;resume;image;repository' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;image;update' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Resume all resources in that namespace')
            [CompletionResult]::new('--wait', '--wait', [CompletionResultType]::ParameterName, 'Wait for the resources to become ready after resuming')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;resume;image;help' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;resume;image;help;repository' {
            break
        }
        'fluxr;resume;image;help;update' {
            break
        }
        'fluxr;resume;image;help;help' {
            break
        }
        'fluxr;resume;help' {
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'A source')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'An image automation object')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;resume;help;kustomization' {
            break
        }
        'fluxr;resume;help;helmrelease' {
            break
        }
        'fluxr;resume;help;source' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            break
        }
        'fluxr;resume;help;source;git' {
            break
        }
        'fluxr;resume;help;source;oci' {
            break
        }
        'fluxr;resume;help;source;helm' {
            break
        }
        'fluxr;resume;help;source;bucket' {
            break
        }
        'fluxr;resume;help;source;chart' {
            break
        }
        'fluxr;resume;help;image' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            break
        }
        'fluxr;resume;help;image;repository' {
            break
        }
        'fluxr;resume;help;image;update' {
            break
        }
        'fluxr;resume;help;help' {
            break
        }
        'fluxr;suspend' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('ks', 'ks', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('hr', 'hr', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'A source')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'An image automation object')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;suspend;kustomization' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;ks' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;helmrelease' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;hr' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;source' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;suspend;source;git' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;source;oci' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;source;helm' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;source;bucket' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;source;chart' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;source;help' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;suspend;source;help;git' {
            break
        }
        'fluxr;suspend;source;help;oci' {
            break
        }
        'fluxr;suspend;source;help;helm' {
            break
        }
        'fluxr;suspend;source;help;bucket' {
            break
        }
        'fluxr;suspend;source;help;chart' {
            break
        }
        'fluxr;suspend;source;help;help' {
            break
        }
        'fluxr;suspend;image' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;suspend;image;repository' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;image;update' {
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Suspend all resources in that namespace')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;suspend;image;help' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;suspend;image;help;repository' {
            break
        }
        'fluxr;suspend;image;help;update' {
            break
        }
        'fluxr;suspend;image;help;help' {
            break
        }
        'fluxr;suspend;help' {
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'A source')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'An image automation object')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;suspend;help;kustomization' {
            break
        }
        'fluxr;suspend;help;helmrelease' {
            break
        }
        'fluxr;suspend;help;source' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            break
        }
        'fluxr;suspend;help;source;git' {
            break
        }
        'fluxr;suspend;help;source;oci' {
            break
        }
        'fluxr;suspend;help;source;helm' {
            break
        }
        'fluxr;suspend;help;source;bucket' {
            break
        }
        'fluxr;suspend;help;source;chart' {
            break
        }
        'fluxr;suspend;help;image' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            break
        }
        'fluxr;suspend;help;image;repository' {
            break
        }
        'fluxr;suspend;help;image;update' {
            break
        }
        'fluxr;suspend;help;help' {
            break
        }
        'fluxr;tag' {
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Tag artifact')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;tag;artifact' {
            [CompletionResult]::new('--tag', '--tag', [CompletionResultType]::ParameterName, 'tag name')
            [CompletionResult]::new('--creds', '--creds', [CompletionResultType]::ParameterName, 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'the OCI provider name')
            [CompletionResult]::new('--ca-file', '--ca-file', [CompletionResultType]::ParameterName, 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;tag;help' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Tag artifact')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;tag;help;artifact' {
            break
        }
        'fluxr;tag;help;help' {
            break
        }
        'fluxr;uninstall' {
            [CompletionResult]::new('--keep-namespace', '--keep-namespace', [CompletionResultType]::ParameterName, 'Skip namespace deletion')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Only print the objects that would be deleted')
            [CompletionResult]::new('-s', '-s', [CompletionResultType]::ParameterName, 'Delete components without asking for confirmation')
            [CompletionResult]::new('--silent', '--silent', [CompletionResultType]::ParameterName, 'Delete components without asking for confirmation')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;version' {
            [CompletionResult]::new('--client', '--client', [CompletionResultType]::ParameterName, 'Print only the client version')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'The format in which to print the version information, can be ''yaml'' or ''json''')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'The format in which to print the version information, can be ''yaml'' or ''json''')
            [CompletionResult]::new('-n', '-n', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--namespace', '--namespace', [CompletionResultType]::ParameterName, 'The namespace scope for this operation')
            [CompletionResult]::new('--ns-follows-kube-context', '--ns-follows-kube-context', [CompletionResultType]::ParameterName, 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Timeout for this operation')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Print the generated objects')
            [CompletionResult]::new('--kubeconfig', '--kubeconfig', [CompletionResultType]::ParameterName, 'Path to the kubeconfig file to use for CLI requests')
            [CompletionResult]::new('--context', '--context', [CompletionResultType]::ParameterName, 'The name of the kubeconfig context to use')
            [CompletionResult]::new('--cluster', '--cluster', [CompletionResultType]::ParameterName, 'The name of the kubeconfig cluster to use')
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The name of the kubeconfig user to use')
            [CompletionResult]::new('--token', '--token', [CompletionResultType]::ParameterName, 'Bearer token for authentication to the API server')
            [CompletionResult]::new('--server', '--server', [CompletionResultType]::ParameterName, 'The address and port of the Kubernetes API server')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Username to impersonate for the operation')
            [CompletionResult]::new('--as-group', '--as-group', [CompletionResultType]::ParameterName, 'Group to impersonate for the operation')
            [CompletionResult]::new('--as-uid', '--as-uid', [CompletionResultType]::ParameterName, 'UID to impersonate for the operation')
            [CompletionResult]::new('--as-user-extra', '--as-user-extra', [CompletionResultType]::ParameterName, 'Extra user information to impersonate')
            [CompletionResult]::new('--certificate-authority', '--certificate-authority', [CompletionResultType]::ParameterName, 'Path to a cert file for the certificate authority')
            [CompletionResult]::new('--client-certificate', '--client-certificate', [CompletionResultType]::ParameterName, 'Path to a client certificate file for TLS')
            [CompletionResult]::new('--client-key', '--client-key', [CompletionResultType]::ParameterName, 'Path to a client key file for TLS')
            [CompletionResult]::new('--insecure-skip-tls-verify', '--insecure-skip-tls-verify', [CompletionResultType]::ParameterName, 'Skip verifying the server''s certificate')
            [CompletionResult]::new('--tls-server-name', '--tls-server-name', [CompletionResultType]::ParameterName, 'Server name to use for server certificate validation')
            [CompletionResult]::new('--cache-dir', '--cache-dir', [CompletionResultType]::ParameterName, 'Default cache directory')
            [CompletionResult]::new('--disable-compression', '--disable-compression', [CompletionResultType]::ParameterName, 'Opt out of response compression for all requests to the server')
            [CompletionResult]::new('--kube-api-qps', '--kube-api-qps', [CompletionResultType]::ParameterName, 'The maximum queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('--kube-api-burst', '--kube-api-burst', [CompletionResultType]::ParameterName, 'The maximum burst queries-per-second of requests sent to the Kubernetes API')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            break
        }
        'fluxr;help' {
            [CompletionResult]::new('bootstrap', 'bootstrap', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster the GitOps way')
            [CompletionResult]::new('build', 'build', [CompletionResultType]::ParameterValue, 'Build a flux resource by its name')
            [CompletionResult]::new('check', 'check', [CompletionResultType]::ParameterValue, 'Check requirements and installation')
            [CompletionResult]::new('completion', 'completion', [CompletionResultType]::ParameterValue, 'Generates completion scripts for various shells')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create or update sources and resources')
            [CompletionResult]::new('diff', 'diff', [CompletionResultType]::ParameterValue, 'Diff a flux resource')
            [CompletionResult]::new('envsubst', 'envsubst', [CompletionResultType]::ParameterValue, 'Substitute environment variables in a text read from stdin')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Get the resources and their status')
            [CompletionResult]::new('install', 'install', [CompletionResultType]::ParameterValue, 'Install or upgrade Flux')
            [CompletionResult]::new('kustomize', 'kustomize', [CompletionResultType]::ParameterValue, 'Build a kustomization directory, like `kubectl kustomize`')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List artifacts')
            [CompletionResult]::new('logs', 'logs', [CompletionResultType]::ParameterValue, 'Display formatted logs for Flux components')
            [CompletionResult]::new('migrate', 'migrate', [CompletionResultType]::ParameterValue, 'Migrate the Flux custom resources to their latest API version')
            [CompletionResult]::new('plugin', 'plugin', [CompletionResultType]::ParameterValue, 'Manage Flux CLI plugins')
            [CompletionResult]::new('pull', 'pull', [CompletionResultType]::ParameterValue, 'Pull artifacts')
            [CompletionResult]::new('push', 'push', [CompletionResultType]::ParameterValue, 'Push artifacts')
            [CompletionResult]::new('reconcile', 'reconcile', [CompletionResultType]::ParameterValue, 'Reconcile sources and resources')
            [CompletionResult]::new('resume', 'resume', [CompletionResultType]::ParameterValue, 'Resume suspended resources')
            [CompletionResult]::new('suspend', 'suspend', [CompletionResultType]::ParameterValue, 'Suspend resources')
            [CompletionResult]::new('tag', 'tag', [CompletionResultType]::ParameterValue, 'Tag artifacts')
            [CompletionResult]::new('uninstall', 'uninstall', [CompletionResultType]::ParameterValue, 'Uninstall Flux and its custom resource definitions')
            [CompletionResult]::new('version', 'version', [CompletionResultType]::ParameterValue, 'Print the client and server-side components version information')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'fluxr;help;bootstrap' {
            [CompletionResult]::new('bitbucket-server', 'bitbucket-server', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Bitbucket Server repository')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Git repository')
            [CompletionResult]::new('gitea', 'gitea', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a Gitea repository')
            [CompletionResult]::new('github', 'github', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a GitHub repository')
            [CompletionResult]::new('gitlab', 'gitlab', [CompletionResultType]::ParameterValue, 'Deploy Flux on a cluster connected to a GitLab repository')
            break
        }
        'fluxr;help;bootstrap;bitbucket-server' {
            break
        }
        'fluxr;help;bootstrap;git' {
            break
        }
        'fluxr;help;bootstrap;gitea' {
            break
        }
        'fluxr;help;bootstrap;github' {
            break
        }
        'fluxr;help;bootstrap;gitlab' {
            break
        }
        'fluxr;help;build' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Build artifact')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Build Kustomization')
            break
        }
        'fluxr;help;build;artifact' {
            break
        }
        'fluxr;help;build;kustomization' {
            break
        }
        'fluxr;help;check' {
            break
        }
        'fluxr;help;completion' {
            [CompletionResult]::new('bash', 'bash', [CompletionResultType]::ParameterValue, 'Generates bash completion scripts')
            [CompletionResult]::new('zsh', 'zsh', [CompletionResultType]::ParameterValue, 'Generates zsh completion scripts')
            [CompletionResult]::new('fish', 'fish', [CompletionResultType]::ParameterValue, 'Generates fish completion scripts')
            [CompletionResult]::new('powershell', 'powershell', [CompletionResultType]::ParameterValue, 'Generates powershell completion scripts')
            [CompletionResult]::new('elvish', 'elvish', [CompletionResultType]::ParameterValue, 'Generates elvish completion scripts')
            break
        }
        'fluxr;help;completion;bash' {
            break
        }
        'fluxr;help;completion;zsh' {
            break
        }
        'fluxr;help;completion;fish' {
            break
        }
        'fluxr;help;completion;powershell' {
            break
        }
        'fluxr;help;completion;elvish' {
            break
        }
        'fluxr;help;create' {
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Create or update sources')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'Create or update a HelmRelease resource')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'Create or update resources dealing with image automation')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Create or update a Kustomization resource')
            [CompletionResult]::new('secret', 'secret', [CompletionResultType]::ParameterValue, 'Create or update Kubernetes secrets')
            [CompletionResult]::new('tenant', 'tenant', [CompletionResultType]::ParameterValue, 'Create or update a tenant')
            break
        }
        'fluxr;help;create;source' {
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Create or update a HelmChart source')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a GitRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a HelmRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update an OCIRepository')
            break
        }
        'fluxr;help;create;source;chart' {
            break
        }
        'fluxr;help;create;source;git' {
            break
        }
        'fluxr;help;create;source;helm' {
            break
        }
        'fluxr;help;create;source;oci' {
            break
        }
        'fluxr;help;create;helmrelease' {
            break
        }
        'fluxr;help;create;image' {
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Create or update an ImageUpdateAutomation object')
            break
        }
        'fluxr;help;create;image;update' {
            break
        }
        'fluxr;help;create;kustomization' {
            break
        }
        'fluxr;help;create;secret' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Git authentication')
            [CompletionResult]::new('githubapp', 'githubapp', [CompletionResultType]::ParameterValue, 'Create or update a github app secret')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for Helm repository authentication')
            [CompletionResult]::new('notation', 'notation', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes image pull secret')
            [CompletionResult]::new('proxy', 'proxy', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for proxy authentication')
            [CompletionResult]::new('receiver', 'receiver', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret for a Receiver webhook')
            [CompletionResult]::new('tls', 'tls', [CompletionResultType]::ParameterValue, 'Create or update a Kubernetes secret with TLS certificates')
            break
        }
        'fluxr;help;create;secret;git' {
            break
        }
        'fluxr;help;create;secret;githubapp' {
            break
        }
        'fluxr;help;create;secret;helm' {
            break
        }
        'fluxr;help;create;secret;notation' {
            break
        }
        'fluxr;help;create;secret;oci' {
            break
        }
        'fluxr;help;create;secret;proxy' {
            break
        }
        'fluxr;help;create;secret;receiver' {
            break
        }
        'fluxr;help;create;secret;tls' {
            break
        }
        'fluxr;help;create;tenant' {
            break
        }
        'fluxr;help;diff' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Diff Artifact')
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Diff Kustomization')
            break
        }
        'fluxr;help;diff;artifact' {
            break
        }
        'fluxr;help;diff;kustomization' {
            break
        }
        'fluxr;help;envsubst' {
            break
        }
        'fluxr;help;get' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all resources and statuses')
            [CompletionResult]::new('kustomizations', 'kustomizations', [CompletionResultType]::ParameterValue, 'Get Kustomization statuses')
            [CompletionResult]::new('helmreleases', 'helmreleases', [CompletionResultType]::ParameterValue, 'Get HelmRelease statuses')
            [CompletionResult]::new('sources', 'sources', [CompletionResultType]::ParameterValue, 'Get source statuses')
            [CompletionResult]::new('images', 'images', [CompletionResultType]::ParameterValue, 'Get image automation object statuses')
            break
        }
        'fluxr;help;get;all' {
            break
        }
        'fluxr;help;get;kustomizations' {
            break
        }
        'fluxr;help;get;helmreleases' {
            break
        }
        'fluxr;help;get;sources' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all source statuses')
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'Get GitRepository source statuses')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'Get OCIRepository source statuses')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'Get HelmRepository source statuses')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'Get Bucket source statuses')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'Get HelmChart source statuses')
            break
        }
        'fluxr;help;get;sources;all' {
            break
        }
        'fluxr;help;get;sources;git' {
            break
        }
        'fluxr;help;get;sources;oci' {
            break
        }
        'fluxr;help;get;sources;helm' {
            break
        }
        'fluxr;help;get;sources;bucket' {
            break
        }
        'fluxr;help;get;sources;chart' {
            break
        }
        'fluxr;help;get;images' {
            [CompletionResult]::new('all', 'all', [CompletionResultType]::ParameterValue, 'Get all image automation statuses')
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'Get ImageRepository statuses')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Get ImagePolicy statuses')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Get ImageUpdateAutomation statuses')
            break
        }
        'fluxr;help;get;images;all' {
            break
        }
        'fluxr;help;get;images;repository' {
            break
        }
        'fluxr;help;get;images;policy' {
            break
        }
        'fluxr;help;get;images;update' {
            break
        }
        'fluxr;help;install' {
            break
        }
        'fluxr;help;kustomize' {
            [CompletionResult]::new('build', 'build', [CompletionResultType]::ParameterValue, 'Build a kustomization target from a directory')
            break
        }
        'fluxr;help;kustomize;build' {
            break
        }
        'fluxr;help;list' {
            [CompletionResult]::new('artifacts', 'artifacts', [CompletionResultType]::ParameterValue, 'list artifacts')
            break
        }
        'fluxr;help;list;artifacts' {
            break
        }
        'fluxr;help;logs' {
            break
        }
        'fluxr;help;migrate' {
            break
        }
        'fluxr;help;plugin' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List installed plugins')
            break
        }
        'fluxr;help;plugin;list' {
            break
        }
        'fluxr;help;pull' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Pull artifact')
            break
        }
        'fluxr;help;pull;artifact' {
            break
        }
        'fluxr;help;push' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Push artifact')
            break
        }
        'fluxr;help;push;artifact' {
            break
        }
        'fluxr;help;reconcile' {
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'Reconcile a Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'Reconcile a HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'Reconcile sources')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'Reconcile image automation objects')
            break
        }
        'fluxr;help;reconcile;kustomization' {
            break
        }
        'fluxr;help;reconcile;helmrelease' {
            break
        }
        'fluxr;help;reconcile;source' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            break
        }
        'fluxr;help;reconcile;source;git' {
            break
        }
        'fluxr;help;reconcile;source;oci' {
            break
        }
        'fluxr;help;reconcile;source;helm' {
            break
        }
        'fluxr;help;reconcile;source;bucket' {
            break
        }
        'fluxr;help;reconcile;source;chart' {
            break
        }
        'fluxr;help;reconcile;image' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            break
        }
        'fluxr;help;reconcile;image;repository' {
            break
        }
        'fluxr;help;reconcile;image;update' {
            break
        }
        'fluxr;help;resume' {
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'A source')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'An image automation object')
            break
        }
        'fluxr;help;resume;kustomization' {
            break
        }
        'fluxr;help;resume;helmrelease' {
            break
        }
        'fluxr;help;resume;source' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            break
        }
        'fluxr;help;resume;source;git' {
            break
        }
        'fluxr;help;resume;source;oci' {
            break
        }
        'fluxr;help;resume;source;helm' {
            break
        }
        'fluxr;help;resume;source;bucket' {
            break
        }
        'fluxr;help;resume;source;chart' {
            break
        }
        'fluxr;help;resume;image' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            break
        }
        'fluxr;help;resume;image;repository' {
            break
        }
        'fluxr;help;resume;image;update' {
            break
        }
        'fluxr;help;suspend' {
            [CompletionResult]::new('kustomization', 'kustomization', [CompletionResultType]::ParameterValue, 'A Kustomization resource')
            [CompletionResult]::new('helmrelease', 'helmrelease', [CompletionResultType]::ParameterValue, 'A HelmRelease resource')
            [CompletionResult]::new('source', 'source', [CompletionResultType]::ParameterValue, 'A source')
            [CompletionResult]::new('image', 'image', [CompletionResultType]::ParameterValue, 'An image automation object')
            break
        }
        'fluxr;help;suspend;kustomization' {
            break
        }
        'fluxr;help;suspend;helmrelease' {
            break
        }
        'fluxr;help;suspend;source' {
            [CompletionResult]::new('git', 'git', [CompletionResultType]::ParameterValue, 'A GitRepository source')
            [CompletionResult]::new('oci', 'oci', [CompletionResultType]::ParameterValue, 'An OCIRepository source')
            [CompletionResult]::new('helm', 'helm', [CompletionResultType]::ParameterValue, 'A HelmRepository source')
            [CompletionResult]::new('bucket', 'bucket', [CompletionResultType]::ParameterValue, 'A Bucket source')
            [CompletionResult]::new('chart', 'chart', [CompletionResultType]::ParameterValue, 'A HelmChart source')
            break
        }
        'fluxr;help;suspend;source;git' {
            break
        }
        'fluxr;help;suspend;source;oci' {
            break
        }
        'fluxr;help;suspend;source;helm' {
            break
        }
        'fluxr;help;suspend;source;bucket' {
            break
        }
        'fluxr;help;suspend;source;chart' {
            break
        }
        'fluxr;help;suspend;image' {
            [CompletionResult]::new('repository', 'repository', [CompletionResultType]::ParameterValue, 'An ImageRepository')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'An ImageUpdateAutomation')
            break
        }
        'fluxr;help;suspend;image;repository' {
            break
        }
        'fluxr;help;suspend;image;update' {
            break
        }
        'fluxr;help;tag' {
            [CompletionResult]::new('artifact', 'artifact', [CompletionResultType]::ParameterValue, 'Tag artifact')
            break
        }
        'fluxr;help;tag;artifact' {
            break
        }
        'fluxr;help;uninstall' {
            break
        }
        'fluxr;help;version' {
            break
        }
        'fluxr;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
