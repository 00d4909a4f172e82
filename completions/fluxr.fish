# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_fluxr_global_optspecs
    string join \n v/version n/namespace= ns-follows-kube-context= timeout= verbose= kubeconfig= context= cluster= user= token= server= as= as-group= as-uid= as-user-extra= certificate-authority= client-certificate= client-key= insecure-skip-tls-verify= tls-server-name= cache-dir= disable-compression= kube-api-qps= kube-api-burst= h/help
end

function __fish_fluxr_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_fluxr_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_fluxr_using_subcommand
    set -l cmd (__fish_fluxr_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c fluxr -n "__fish_fluxr_needs_command" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_needs_command" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_needs_command" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_needs_command" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_needs_command" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_needs_command" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_needs_command" -s v -l version -d 'Print the version of fluxr'
complete -c fluxr -n "__fish_fluxr_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "bootstrap" -d 'Deploy Flux on a cluster the GitOps way'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "build" -d 'Build a flux resource by its name'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "check" -d 'Check requirements and installation'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "completion" -d 'Generates completion scripts for various shells'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "create" -d 'Create or update sources and resources'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "diff" -d 'Diff a flux resource'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "envsubst" -d 'Substitute environment variables in a text read from stdin'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "get" -d 'Get the resources and their status'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "install" -d 'Install or upgrade Flux'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "kustomize" -d 'Build a kustomization directory, like `kubectl kustomize`'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "list" -d 'List artifacts'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "logs" -d 'Display formatted logs for Flux components'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "migrate" -d 'Migrate the Flux custom resources to their latest API version'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "plugin" -d 'Manage Flux CLI plugins'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "pull" -d 'Pull artifacts'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "push" -d 'Push artifacts'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "reconcile" -d 'Reconcile sources and resources'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "resume" -d 'Resume suspended resources'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "suspend" -d 'Suspend resources'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "tag" -d 'Tag artifacts'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "uninstall" -d 'Uninstall Flux and its custom resource definitions'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "version" -d 'Print the client and server-side components version information'
complete -c fluxr -n "__fish_fluxr_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -s v -l version -d 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l components -d 'List of components, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts values such as \'image-reflector-controller,image-automation-controller,source-watcher\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l registry -d 'Container registry where the toolkit images are published' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l registry-creds -d 'Container registry credentials in the format \'user:password\', requires --image-pull-secret to be set' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l image-pull-secret -d 'Kubernetes secret name used for pulling the toolkit images from a private registry' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l branch -d 'Git branch' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l recurse-submodules -d 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l sparse-checkout -d 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l manifests -d 'Path to the manifest directory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l watch-all-namespaces -d 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l network-policy -d 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l token-auth -d 'When enabled, the personal access token will be used instead of the SSH deploy key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l log-level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l cluster-domain -d 'Internal cluster domain' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l toleration-keys -d 'List of toleration keys used to schedule the components pods onto nodes with matching taints' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l secret-name -d 'Name of the secret the sync credentials can be found in or stored to' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-hostname -d 'SSH hostname, to be used when the SSH host differs from the HTTPS one' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-hostkey-algos -d 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ca-file -d 'Path to TLS CA file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l private-key-file -d 'Path to a private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l author-name -d 'Author name for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l author-email -d 'Author email for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l gpg-key-ring -d 'Path to GPG key ring for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l gpg-passphrase -d 'Passphrase for decrypting GPG private key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l gpg-key-id -d 'Key id for selecting a particular key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-signing-key-file -d 'Path to an SSH private key file used for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-signing-password -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-signing-passphrase -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ssh-signing-reuse-private-key -d 'Sign commits with the private key given by --private-key-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l commit-message-appendix -d 'String to add to the commit messages, e.g. \'[ci skip]\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l force -d 'Override existing Flux installation if it\'s managed by a different tool such as Helm' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -f -a "bitbucket-server" -d 'Deploy Flux on a cluster connected to a Bitbucket Server repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -f -a "git" -d 'Deploy Flux on a cluster connected to a Git repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -f -a "gitea" -d 'Deploy Flux on a cluster connected to a Gitea repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -f -a "github" -d 'Deploy Flux on a cluster connected to a GitHub repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -f -a "gitlab" -d 'Deploy Flux on a cluster connected to a GitLab repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and not __fish_seen_subcommand_from bitbucket-server git gitea github gitlab help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l owner -d 'Bitbucket Server user or project name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l repository -d 'Bitbucket Server repository name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l group -d 'Bitbucket Server groups to be given write access (also accepts comma-separated values); group:pull or group:admin for another access' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l personal -d 'If true, the owner is assumed to be a Bitbucket Server user; otherwise a group' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -s u -l username -d 'Authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l private -d 'If true, the repository is setup or configured as private' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l interval -d 'Sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l hostname -d 'Bitbucket Server hostname' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l path -d 'Path relative to the repository root, when specified the cluster sync will be scoped to this path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l read-write-key -d 'If true, the deploy key is configured with read/write permissions' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l reconcile -d 'If true, the configured options are also reconciled if the repository already exists' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l allow-insecure-http -d 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -s v -l version -d 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l components -d 'List of components, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts values such as \'image-reflector-controller,image-automation-controller,source-watcher\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l registry -d 'Container registry where the toolkit images are published' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l registry-creds -d 'Container registry credentials in the format \'user:password\', requires --image-pull-secret to be set' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l image-pull-secret -d 'Kubernetes secret name used for pulling the toolkit images from a private registry' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l branch -d 'Git branch' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l recurse-submodules -d 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l sparse-checkout -d 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l manifests -d 'Path to the manifest directory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l watch-all-namespaces -d 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l network-policy -d 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l token-auth -d 'When enabled, the personal access token will be used instead of the SSH deploy key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l log-level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l cluster-domain -d 'Internal cluster domain' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l toleration-keys -d 'List of toleration keys used to schedule the components pods onto nodes with matching taints' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l secret-name -d 'Name of the secret the sync credentials can be found in or stored to' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-hostname -d 'SSH hostname, to be used when the SSH host differs from the HTTPS one' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-hostkey-algos -d 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ca-file -d 'Path to TLS CA file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l private-key-file -d 'Path to a private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l author-name -d 'Author name for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l author-email -d 'Author email for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l gpg-key-ring -d 'Path to GPG key ring for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l gpg-passphrase -d 'Passphrase for decrypting GPG private key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l gpg-key-id -d 'Key id for selecting a particular key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-signing-key-file -d 'Path to an SSH private key file used for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-signing-password -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-signing-passphrase -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ssh-signing-reuse-private-key -d 'Sign commits with the private key given by --private-key-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l commit-message-appendix -d 'String to add to the commit messages, e.g. \'[ci skip]\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l force -d 'Override existing Flux installation if it\'s managed by a different tool such as Helm' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from bitbucket-server" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l url -d 'Git repository URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l interval -d 'Sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l path -d 'Path relative to the repository root, when specified the cluster sync will be scoped to this path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -s u -l username -d 'Basic authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -s p -l password -d 'Basic authentication password' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -s s -l silent -d 'Assumes the deploy key is already setup, skips confirmation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l allow-insecure-http -d 'Allows http Git url connections' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l with-bearer-token -d 'Use password as bearer token for Authorization header' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -s v -l version -d 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l components -d 'List of components, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts values such as \'image-reflector-controller,image-automation-controller,source-watcher\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l registry -d 'Container registry where the toolkit images are published' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l registry-creds -d 'Container registry credentials in the format \'user:password\', requires --image-pull-secret to be set' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l image-pull-secret -d 'Kubernetes secret name used for pulling the toolkit images from a private registry' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l branch -d 'Git branch' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l recurse-submodules -d 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l sparse-checkout -d 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l manifests -d 'Path to the manifest directory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l watch-all-namespaces -d 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l network-policy -d 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l token-auth -d 'When enabled, the personal access token will be used instead of the SSH deploy key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l log-level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l cluster-domain -d 'Internal cluster domain' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l toleration-keys -d 'List of toleration keys used to schedule the components pods onto nodes with matching taints' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l secret-name -d 'Name of the secret the sync credentials can be found in or stored to' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-hostname -d 'SSH hostname, to be used when the SSH host differs from the HTTPS one' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-hostkey-algos -d 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ca-file -d 'Path to TLS CA file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l private-key-file -d 'Path to a private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l author-name -d 'Author name for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l author-email -d 'Author email for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l gpg-key-ring -d 'Path to GPG key ring for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l gpg-passphrase -d 'Passphrase for decrypting GPG private key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l gpg-key-id -d 'Key id for selecting a particular key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-signing-key-file -d 'Path to an SSH private key file used for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-signing-password -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-signing-passphrase -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ssh-signing-reuse-private-key -d 'Sign commits with the private key given by --private-key-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l commit-message-appendix -d 'String to add to the commit messages, e.g. \'[ci skip]\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l force -d 'Override existing Flux installation if it\'s managed by a different tool such as Helm' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from git" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l owner -d 'Gitea user or organization name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l repository -d 'Gitea repository name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l team -d 'Gitea team and the access to be given to it(team:maintain). Defaults to maintainer access if no access level is specified (also accepts comma-separated values)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l personal -d 'If true, the owner is assumed to be a Gitea user; otherwise an org' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l private -d 'If true, the repository is setup or configured as private' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l interval -d 'Sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l hostname -d 'Gitea hostname [default: gitea.com]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l path -d 'Path relative to the repository root, when specified the cluster sync will be scoped to this path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l read-write-key -d 'If true, the deploy key is configured with read/write permissions' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l reconcile -d 'If true, the configured options are also reconciled if the repository already exists' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l allow-insecure-http -d 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -s v -l version -d 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l components -d 'List of components, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts values such as \'image-reflector-controller,image-automation-controller,source-watcher\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l registry -d 'Container registry where the toolkit images are published' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l registry-creds -d 'Container registry credentials in the format \'user:password\', requires --image-pull-secret to be set' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l image-pull-secret -d 'Kubernetes secret name used for pulling the toolkit images from a private registry' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l branch -d 'Git branch' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l recurse-submodules -d 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l sparse-checkout -d 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l manifests -d 'Path to the manifest directory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l watch-all-namespaces -d 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l network-policy -d 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l token-auth -d 'When enabled, the personal access token will be used instead of the SSH deploy key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l log-level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l cluster-domain -d 'Internal cluster domain' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l toleration-keys -d 'List of toleration keys used to schedule the components pods onto nodes with matching taints' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l secret-name -d 'Name of the secret the sync credentials can be found in or stored to' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-hostname -d 'SSH hostname, to be used when the SSH host differs from the HTTPS one' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-hostkey-algos -d 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ca-file -d 'Path to TLS CA file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l private-key-file -d 'Path to a private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l author-name -d 'Author name for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l author-email -d 'Author email for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l gpg-key-ring -d 'Path to GPG key ring for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l gpg-passphrase -d 'Passphrase for decrypting GPG private key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l gpg-key-id -d 'Key id for selecting a particular key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-signing-key-file -d 'Path to an SSH private key file used for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-signing-password -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-signing-passphrase -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ssh-signing-reuse-private-key -d 'Sign commits with the private key given by --private-key-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l commit-message-appendix -d 'String to add to the commit messages, e.g. \'[ci skip]\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l force -d 'Override existing Flux installation if it\'s managed by a different tool such as Helm' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitea" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l owner -d 'GitHub user or organization name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l repository -d 'GitHub repository name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l team -d 'GitHub team and the access to give it (team:maintain); the access defaults to maintain, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l personal -d 'If true, the owner is assumed to be a GitHub user; otherwise an org' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l private -d 'If true, the repository is set up or configured as private' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l interval -d 'Sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l hostname -d 'GitHub hostname [default: github.com]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l path -d 'Path relative to the repository root, when specified the cluster sync will be scoped to this path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l reconcile -d 'If true, the configured options are also reconciled if the repository already exists' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l read-write-key -d 'If true, the deploy key is configured with read/write permissions' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l allow-insecure-http -d 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -s v -l version -d 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l components -d 'List of components, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts values such as \'image-reflector-controller,image-automation-controller,source-watcher\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l registry -d 'Container registry where the toolkit images are published' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l registry-creds -d 'Container registry credentials in the format \'user:password\', requires --image-pull-secret to be set' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l image-pull-secret -d 'Kubernetes secret name used for pulling the toolkit images from a private registry' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l branch -d 'Git branch' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l recurse-submodules -d 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l sparse-checkout -d 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l manifests -d 'Path to the manifest directory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l watch-all-namespaces -d 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l network-policy -d 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l token-auth -d 'When enabled, the personal access token will be used instead of the SSH deploy key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l log-level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l cluster-domain -d 'Internal cluster domain' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l toleration-keys -d 'List of toleration keys used to schedule the components pods onto nodes with matching taints' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l secret-name -d 'Name of the secret the sync credentials can be found in or stored to' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-hostname -d 'SSH hostname, to be used when the SSH host differs from the HTTPS one' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-hostkey-algos -d 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ca-file -d 'Path to TLS CA file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l private-key-file -d 'Path to a private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l author-name -d 'Author name for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l author-email -d 'Author email for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l gpg-key-ring -d 'Path to GPG key ring for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l gpg-passphrase -d 'Passphrase for decrypting GPG private key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l gpg-key-id -d 'Key id for selecting a particular key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-signing-key-file -d 'Path to an SSH private key file used for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-signing-password -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-signing-passphrase -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ssh-signing-reuse-private-key -d 'Sign commits with the private key given by --private-key-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l commit-message-appendix -d 'String to add to the commit messages, e.g. \'[ci skip]\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l force -d 'Override existing Flux installation if it\'s managed by a different tool such as Helm' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from github" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l owner -d 'GitLab user or group name (a subgroup as group/subgroup)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l repository -d 'GitLab repository name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l team -d 'GitLab teams to be given maintainer access (also accepts comma-separated values); a group path, with an access level as group:permission (pull, triage, push, maintain, admin)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l personal -d 'If true, the owner is assumed to be a GitLab user; otherwise a group' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l private -d 'If true, the repository is setup or configured as private (deprecated: use --visibility instead) [default: true]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l visibility -d 'Specifies the visibility of the repository' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l interval -d 'Sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l hostname -d 'GitLab hostname [default: gitlab.com]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l path -d 'Path relative to the repository root, when specified the cluster sync will be scoped to this path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l read-write-key -d 'If true, the deploy key is configured with read/write permissions' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l reconcile -d 'If true, the configured options are also reconciled if the repository already exists' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l deploy-token-auth -d 'When enabled, a Project Deploy Token is generated and will be used instead of the SSH deploy token' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l allow-insecure-http -d 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -s v -l version -d 'Toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases; fluxr carries the manifests of one version [default: the embedded version, v2.9.4]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l components -d 'List of components, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts values such as \'image-reflector-controller,image-automation-controller,source-watcher\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l registry -d 'Container registry where the toolkit images are published' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l registry-creds -d 'Container registry credentials in the format \'user:password\', requires --image-pull-secret to be set' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l image-pull-secret -d 'Kubernetes secret name used for pulling the toolkit images from a private registry' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l branch -d 'Git branch' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l recurse-submodules -d 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l sparse-checkout -d 'Directories to fetch with a sparse checkout of the repository, accepts comma-separated values; must include --path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l manifests -d 'Path to the manifest directory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l watch-all-namespaces -d 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l network-policy -d 'Setup Kubernetes network policies to deny ingress access to the toolkit controllers from other namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l token-auth -d 'When enabled, the personal access token will be used instead of the SSH deploy key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l log-level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l cluster-domain -d 'Internal cluster domain' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l toleration-keys -d 'List of toleration keys used to schedule the components pods onto nodes with matching taints' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l secret-name -d 'Name of the secret the sync credentials can be found in or stored to' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-hostname -d 'SSH hostname, to be used when the SSH host differs from the HTTPS one' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-hostkey-algos -d 'SSH host key algorithms to use for the Git server connection, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ca-file -d 'Path to TLS CA file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l private-key-file -d 'Path to a private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l author-name -d 'Author name for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l author-email -d 'Author email for Git commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l gpg-key-ring -d 'Path to GPG key ring for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l gpg-passphrase -d 'Passphrase for decrypting GPG private key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l gpg-key-id -d 'Key id for selecting a particular key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-signing-key-file -d 'Path to an SSH private key file used for signing commits' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-signing-password -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-signing-passphrase -d 'Password for decrypting the SSH signing key' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ssh-signing-reuse-private-key -d 'Sign commits with the private key given by --private-key-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l commit-message-appendix -d 'String to add to the commit messages, e.g. \'[ci skip]\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l force -d 'Override existing Flux installation if it\'s managed by a different tool such as Helm' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from gitlab" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from help" -f -a "bitbucket-server" -d 'Deploy Flux on a cluster connected to a Bitbucket Server repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from help" -f -a "git" -d 'Deploy Flux on a cluster connected to a Git repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from help" -f -a "gitea" -d 'Deploy Flux on a cluster connected to a Gitea repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from help" -f -a "github" -d 'Deploy Flux on a cluster connected to a GitHub repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from help" -f -a "gitlab" -d 'Deploy Flux on a cluster connected to a GitLab repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand bootstrap; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "artifact" -d 'Build artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "kustomization" -d 'Build Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "ks" -d 'Build Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -s p -l path -d 'Path to the directory where the Kubernetes manifests are located' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -s o -l output -d 'Path to where the artifact tgz file should be written' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l ignore-paths -d 'set paths to ignore in .gitignore format' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l resolve-symlinks -d 'resolve symlinks by copying their targets into the artifact' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from artifact" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l path -d 'Path to the manifests location' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l kustomization-file -d 'Path to the Flux Kustomization YAML file (\'-\' reads stdin)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l ignore-paths -d 'set paths to ignore in .gitignore format' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l local-sources -d 'Comma-separated list of repositories in format: Kind/namespace/name=path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l substitute-from-file -d 'ConfigMap and Secret manifests (multi-document YAML) that stand in for the cluster\'s objects named in spec.postBuild.substituteFrom; repeatable. Without it substituteFrom is skipped offline, as flux does with --dry-run' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l in-memory-build -d 'Accepted for compatibility: fluxr always builds in memory' -r -f -a "true\t''
false\t''"
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l dry-run -d 'Dry run mode (always offline in fluxr once a kustomization file is given)'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -l strict-substitute -d 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -s r -l recursive -d 'Recursively build Kustomizations'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from kustomization" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l path -d 'Path to the manifests location' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l kustomization-file -d 'Path to the Flux Kustomization YAML file (\'-\' reads stdin)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l ignore-paths -d 'set paths to ignore in .gitignore format' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l local-sources -d 'Comma-separated list of repositories in format: Kind/namespace/name=path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l substitute-from-file -d 'ConfigMap and Secret manifests (multi-document YAML) that stand in for the cluster\'s objects named in spec.postBuild.substituteFrom; repeatable. Without it substituteFrom is skipped offline, as flux does with --dry-run' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l in-memory-build -d 'Accepted for compatibility: fluxr always builds in memory' -r -f -a "true\t''
false\t''"
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l dry-run -d 'Dry run mode (always offline in fluxr once a kustomization file is given)'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -l strict-substitute -d 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -s r -l recursive -d 'Recursively build Kustomizations'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from ks" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from help" -f -a "artifact" -d 'Build artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from help" -f -a "kustomization" -d 'Build Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand build; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l pre -d 'Only run pre-installation checks' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l components -d 'List of components, accepts comma-separated values (default: every Flux Deployment in the namespace)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l poll-interval -d 'How often the health checker should poll the cluster for the latest state of the resources' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand check" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -f -a "bash" -d 'Generates bash completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -f -a "zsh" -d 'Generates zsh completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -f -a "fish" -d 'Generates fish completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -f -a "powershell" -d 'Generates powershell completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -f -a "elvish" -d 'Generates elvish completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and not __fish_seen_subcommand_from bash zsh fish powershell elvish help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from bash" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from zsh" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from fish" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from powershell" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from elvish" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from help" -f -a "bash" -d 'Generates bash completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from help" -f -a "zsh" -d 'Generates zsh completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from help" -f -a "fish" -d 'Generates fish completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from help" -f -a "powershell" -d 'Generates powershell completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from help" -f -a "elvish" -d 'Generates elvish completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand completion; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "source" -d 'Create or update sources'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "helmrelease" -d 'Create or update a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "hr" -d 'Create or update a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "image" -d 'Create or update resources dealing with image automation'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "kustomization" -d 'Create or update a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "ks" -d 'Create or update a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "secret" -d 'Create or update Kubernetes secrets'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "tenant" -d 'Create or update a tenant'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and not __fish_seen_subcommand_from source helmrelease hr image kustomization ks secret tenant help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l fetch-timeout -d 'Set a timeout for fetch operations performed by source-controller (e.g. \'git clone\' or \'helm repo add\')' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -f -a "chart" -d 'Create or update a HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -f -a "git" -d 'Create or update a GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -f -a "helm" -d 'Create or update a HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -f -a "oci" -d 'Create or update an OCIRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l release-name -d 'Name used for the Helm release, defaults to a composition of \'[<target-namespace>-]<HelmRelease-name>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l source -d 'Source that contains the chart in the format \'<kind>/<name>.<namespace>\', where kind must be one of: (HelmRepository, GitRepository, Bucket)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l chart -d 'Helm chart name or path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l chart-version -d 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l chart-ref -d 'The name of the HelmChart resource to use as source for the HelmRelease, in the format \'<kind>/<name>.<namespace>\', where kind must be one of: (OCIRepository,HelmChart)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l depends-on -d 'HelmReleases that must be ready before this release can be installed, supported formats \'<name>\' and \'<namespace>/<name>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l target-namespace -d 'Namespace to install this release, defaults to the HelmRelease namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l storage-namespace -d 'Namespace to store the Helm release, defaults to the target namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l create-target-namespace -d 'Create the target namespace if it does not exist' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l service-account -d 'The name of the service account to impersonate when reconciling this HelmRelease' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l reconcile-strategy -d 'The reconcile strategy for helm chart created by the helm release(accepted values: Revision and ChartRevision)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l chart-interval -d 'The interval of which to check for new chart versions' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l values -d 'Local path to values.yaml files, also accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l values-from -d 'A Kubernetes object reference that contains the values.yaml data key in the format \'<kind>/<name>\', where kind must be one of: (Secret,ConfigMap)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l crds -d 'Upgrade CRDs policy' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l kubeconfig-secret-ref -d 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from helmrelease" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l release-name -d 'Name used for the Helm release, defaults to a composition of \'[<target-namespace>-]<HelmRelease-name>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l source -d 'Source that contains the chart in the format \'<kind>/<name>.<namespace>\', where kind must be one of: (HelmRepository, GitRepository, Bucket)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l chart -d 'Helm chart name or path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l chart-version -d 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l chart-ref -d 'The name of the HelmChart resource to use as source for the HelmRelease, in the format \'<kind>/<name>.<namespace>\', where kind must be one of: (OCIRepository,HelmChart)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l depends-on -d 'HelmReleases that must be ready before this release can be installed, supported formats \'<name>\' and \'<namespace>/<name>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l target-namespace -d 'Namespace to install this release, defaults to the HelmRelease namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l storage-namespace -d 'Namespace to store the Helm release, defaults to the target namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l create-target-namespace -d 'Create the target namespace if it does not exist' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l service-account -d 'The name of the service account to impersonate when reconciling this HelmRelease' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l reconcile-strategy -d 'The reconcile strategy for helm chart created by the helm release(accepted values: Revision and ChartRevision)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l chart-interval -d 'The interval of which to check for new chart versions' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l values -d 'Local path to values.yaml files, also accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l values-from -d 'A Kubernetes object reference that contains the values.yaml data key in the format \'<kind>/<name>\', where kind must be one of: (Secret,ConfigMap)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l crds -d 'Upgrade CRDs policy' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l kubeconfig-secret-ref -d 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from hr" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -f -a "update" -d 'Create or update an ImageUpdateAutomation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l source -d 'Source that contains the Kubernetes manifests in the format \'[<kind>/]<name>.<namespace>\', where kind must be one of: (GitRepository, OCIRepository, Bucket), if kind is not specified it defaults to GitRepository' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l path -d 'Path to the directory containing a kustomization.yaml file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l prune -d 'Enable garbage collection' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l wait -d 'Enable health checking of all the applied resources' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l health-check -d 'Workload to be included in the health assessment, in the format \'<kind>/<name>.<namespace>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l health-check-timeout -d 'Timeout of health checking operations' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l validation -d 'Validate the manifests before applying them on the cluster, can be \'client\' or \'server\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l depends-on -d 'Kustomization that must be ready before this Kustomization can be applied, supported formats \'<name>\' and \'<namespace>/<name>\', also accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l service-account -d 'The name of the service account to impersonate when reconciling this Kustomization' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l decryption-provider -d 'Decryption provider, available options are: (sops)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l decryption-secret -d 'Set the Kubernetes secret name that contains the OpenPGP private keys used for sops decryption' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l target-namespace -d 'Overrides the namespace of all Kustomization objects reconciled by this Kustomization' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l kubeconfig-secret-ref -d 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l retry-interval -d 'The interval at which to retry a previously failed reconciliation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from kustomization" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l source -d 'Source that contains the Kubernetes manifests in the format \'[<kind>/]<name>.<namespace>\', where kind must be one of: (GitRepository, OCIRepository, Bucket), if kind is not specified it defaults to GitRepository' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l path -d 'Path to the directory containing a kustomization.yaml file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l prune -d 'Enable garbage collection' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l wait -d 'Enable health checking of all the applied resources' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l health-check -d 'Workload to be included in the health assessment, in the format \'<kind>/<name>.<namespace>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l health-check-timeout -d 'Timeout of health checking operations' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l validation -d 'Validate the manifests before applying them on the cluster, can be \'client\' or \'server\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l depends-on -d 'Kustomization that must be ready before this Kustomization can be applied, supported formats \'<name>\' and \'<namespace>/<name>\', also accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l service-account -d 'The name of the service account to impersonate when reconciling this Kustomization' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l decryption-provider -d 'Decryption provider, available options are: (sops)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l decryption-secret -d 'Set the Kubernetes secret name that contains the OpenPGP private keys used for sops decryption' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l target-namespace -d 'Overrides the namespace of all Kustomization objects reconciled by this Kustomization' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l kubeconfig-secret-ref -d 'The name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l retry-interval -d 'The interval at which to retry a previously failed reconciliation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from ks" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "git" -d 'Create or update a Kubernetes secret for Git authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "githubapp" -d 'Create or update a github app secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "helm" -d 'Create or update a Kubernetes secret for Helm repository authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "notation" -d 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "oci" -d 'Create or update a Kubernetes image pull secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "proxy" -d 'Create or update a Kubernetes secret for proxy authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "receiver" -d 'Create or update a Kubernetes secret for a Receiver webhook'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "tls" -d 'Create or update a Kubernetes secret with TLS certificates'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l with-namespace -d 'Namespace belonging to this tenant' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l cluster-role -d 'Cluster role of the tenant role binding' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l with-service-account -d 'Service account belonging to this tenant' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l skip-namespace -d 'Skip namespace creation (namespace must exist already)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from tenant" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help" -f -a "source" -d 'Create or update sources'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help" -f -a "helmrelease" -d 'Create or update a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help" -f -a "image" -d 'Create or update resources dealing with image automation'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help" -f -a "kustomization" -d 'Create or update a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help" -f -a "secret" -d 'Create or update Kubernetes secrets'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help" -f -a "tenant" -d 'Create or update a tenant'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "artifact" -d 'Diff Artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "kustomization" -d 'Diff Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "ks" -d 'Diff Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and not __fish_seen_subcommand_from artifact kustomization ks help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l path -d 'path to the directory where the Kubernetes manifests are located' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l creds -d 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l provider -d 'the OCI provider name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l ca-file -d 'a PEM file of certificate authorities to trust for the registry, on top of the system\'s (fluxr)' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l ignore-paths -d 'set paths to ignore in .gitignore format' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l insecure-registry -d 'allows the remote artifact to be pulled without TLS' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from artifact" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l path -d 'Path to a local directory that matches the specified Kustomization.spec.path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l ignore-paths -d 'Set paths to ignore in .gitignore format' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l kustomization-file -d 'Path to the Flux Kustomization YAML file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -s r -l recursive -d 'Recursively diff Kustomizations' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l local-sources -d 'Comma-separated list of repositories in format: Kind/namespace/name=path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l strict-substitute -d 'Fail when a var without a default value is missing from the input vars' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l ignore-not-found -d 'Treat a Kustomization missing from the cluster as empty instead of failing' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l base -d 'Compare offline with this git revision of the repository that holds --path (a branch, tag or commit; read from git objects, nothing is checked out). Needs --kustomization-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l substitute-from-file -d 'ConfigMap and Secret manifests that stand in for the cluster\'s objects named in spec.postBuild.substituteFrom; repeatable' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l in-memory-build -d 'Accepted for compatibility: fluxr always builds in memory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l progress-bar -d 'Show a progress bar' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from kustomization" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l path -d 'Path to a local directory that matches the specified Kustomization.spec.path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l ignore-paths -d 'Set paths to ignore in .gitignore format' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l kustomization-file -d 'Path to the Flux Kustomization YAML file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -s r -l recursive -d 'Recursively diff Kustomizations' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l local-sources -d 'Comma-separated list of repositories in format: Kind/namespace/name=path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l strict-substitute -d 'Fail when a var without a default value is missing from the input vars' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l ignore-not-found -d 'Treat a Kustomization missing from the cluster as empty instead of failing' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l base -d 'Compare offline with this git revision of the repository that holds --path (a branch, tag or commit; read from git objects, nothing is checked out). Needs --kustomization-file' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l substitute-from-file -d 'ConfigMap and Secret manifests that stand in for the cluster\'s objects named in spec.postBuild.substituteFrom; repeatable' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l in-memory-build -d 'Accepted for compatibility: fluxr always builds in memory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l progress-bar -d 'Show a progress bar' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from ks" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from help" -f -a "artifact" -d 'Diff Artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from help" -f -a "kustomization" -d 'Diff Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand diff; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -l strict -d 'fail if a variable without a default value is declared in the input but is missing from the environment'
complete -c fluxr -n "__fish_fluxr_using_subcommand envsubst" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "all" -d 'Get all resources and statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "kustomizations" -d 'Get Kustomization statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "ks" -d 'Get Kustomization statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "helmreleases" -d 'Get HelmRelease statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "hr" -d 'Get HelmRelease statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "sources" -d 'Get source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "source" -d 'Get source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "images" -d 'Get image automation object statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "image" -d 'Get image automation object statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and not __fish_seen_subcommand_from all kustomizations ks helmreleases hr sources source images image help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from all" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from kustomizations" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from ks" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from helmreleases" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from hr" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -f -a "all" -d 'Get all source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -f -a "git" -d 'Get GitRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -f -a "oci" -d 'Get OCIRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -f -a "helm" -d 'Get HelmRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -f -a "bucket" -d 'Get Bucket source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -f -a "chart" -d 'Get HelmChart source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -f -a "all" -d 'Get all source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -f -a "git" -d 'Get GitRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -f -a "oci" -d 'Get OCIRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -f -a "helm" -d 'Get HelmRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -f -a "bucket" -d 'Get Bucket source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -f -a "chart" -d 'Get HelmChart source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from source" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -f -a "all" -d 'Get all image automation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -f -a "repository" -d 'Get ImageRepository statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -f -a "policy" -d 'Get ImagePolicy statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -f -a "update" -d 'Get ImageUpdateAutomation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -f -a "all" -d 'Get all image automation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -f -a "repository" -d 'Get ImageRepository statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -f -a "policy" -d 'Get ImagePolicy statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -f -a "update" -d 'Get ImageUpdateAutomation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from image" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help" -f -a "all" -d 'Get all resources and statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help" -f -a "kustomizations" -d 'Get Kustomization statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help" -f -a "helmreleases" -d 'Get HelmRelease statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help" -f -a "sources" -d 'Get source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help" -f -a "images" -d 'Get image automation object statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l export -d 'Write the install manifests to stdout and exit' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l dry-run -d 'Only print the object that would be applied' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -s v -l version -d 'Toolkit version, e.g. v2.9.4 or a semver range such as 2.9.x; fluxr carries the manifests of one version and installs no other [default: the embedded version, v2.9.4]' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l components -d 'List of components, accepts comma-separated values' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l components-extra -d 'List of components in addition to those supplied or defaulted, accepts values such as \'image-reflector-controller,image-automation-controller,source-watcher\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l manifests -d 'Path to the manifest directory' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l registry -d 'Container registry where the toolkit images are published' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l registry-creds -d 'Container registry credentials in the format \'user:password\', requires --image-pull-secret to be set' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l image-pull-secret -d 'Kubernetes secret name used for pulling the toolkit images from a private registry' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l watch-all-namespaces -d 'Watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l log-level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l network-policy -d 'Deny ingress access to the toolkit controllers from other namespaces using network policies' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l cluster-domain -d 'Internal cluster domain' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l toleration-keys -d 'List of toleration keys used to schedule the components pods onto nodes with matching taints' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l force -d 'Override existing Flux installation if it\'s managed by a different tool such as Helm' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand install" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -f -a "build" -d 'Build a kustomization target from a directory'
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and not __fish_seen_subcommand_from build help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l load-restrictor -d 'Whether files may be loaded from outside the kustomization\'s root' -r -f -a "LoadRestrictionsRootOnly\t''
LoadRestrictionsNone\t''"
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l reorder -d 'Order of the output: \'legacy\' (by kind) or \'none\' (as read)' -r -f -a "legacy\t''
none\t''"
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -s o -l output -d 'Write the output to this file instead of stdout' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -l enable-managedby-label -d 'Add the label app.kubernetes.io/managed-by to every resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from build" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from help" -f -a "build" -d 'Build a kustomization target from a directory'
complete -c fluxr -n "__fish_fluxr_using_subcommand kustomize; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -f -a "artifacts" -d 'list artifacts'
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and not __fish_seen_subcommand_from artifacts help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l filter-semver -d 'filter tags returned from the oci repository using semver' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l filter-regex -d 'filter tags returned from the oci repository using regex' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l creds -d 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l provider -d 'the OCI provider name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l ca-file -d 'a PEM file of certificate authorities to trust for the registry, on top of the system\'s (fluxr)' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l insecure-registry -d 'allows the remote artifacts list to be fetched without TLS' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from artifacts" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from help" -f -a "artifacts" -d 'list artifacts'
complete -c fluxr -n "__fish_fluxr_using_subcommand list; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l level -d 'Log level, available options are: (debug, info, error)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l kind -d 'Displays errors and information for a particular toolkit resource kind' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l name -d 'Specifies the name of the object logs to be displayed for' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -s f -l follow -d 'Specifies if the logs should be streamed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l tail -d 'Lines of recent log file to display' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l flux-namespace -d 'The namespace where the Flux components are running' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -s A -l all-namespaces -d 'Displays logs for objects across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l since -d 'Only return logs newer than a relative duration like 5s, 2m, or 3h' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l since-time -d 'Only return logs after a specific date (RFC3339)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand logs" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -s f -l path -d 'The path to the file or directory containing the manifests to migrate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -s e -l extensions -d 'The file extensions to consider when migrating manifests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -s y -l yes -d 'Skip the confirmation prompt' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand migrate" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -f -a "list" -d 'List installed plugins'
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and not __fish_seen_subcommand_from list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from help" -f -a "list" -d 'List installed plugins'
complete -c fluxr -n "__fish_fluxr_using_subcommand plugin; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -f -a "artifact" -d 'Pull artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and not __fish_seen_subcommand_from artifact help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -s o -l output -d 'path where the artifact content should be extracted' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l creds -d 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l provider -d 'the OCI provider name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l ca-file -d 'a PEM file of certificate authorities to trust for the registry, on top of the system\'s (fluxr)' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l insecure-registry -d 'allows artifacts to be pulled without TLS' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from artifact" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from help" -f -a "artifact" -d 'Pull artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand pull; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -f -a "artifact" -d 'Push artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and not __fish_seen_subcommand_from artifact help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -s f -l path -d 'path to the directory where the Kubernetes manifests are located' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l source -d 'the source address, e.g. the Git URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l revision -d 'the source revision in the format \'<branch|tag>@sha1:<commit-sha>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l creds -d 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l provider -d 'the OCI provider name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l ca-file -d 'a PEM file of certificate authorities to trust for the registry, on top of the system\'s (fluxr)' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l ignore-paths -d 'set paths to ignore in .gitignore format' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -s a -l annotations -d 'Set custom OCI annotations in the format \'<key>=<value>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -s o -l output -d 'the format in which the artifact digest should be printed, can be \'json\' or \'yaml\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l debug -d 'display logs from underlying library' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l reproducible -d 'ensure reproducible image digests by setting the created timestamp to \'1970-01-01T00:00:00Z\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l insecure-registry -d 'allows artifacts to be pushed without TLS' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l resolve-symlinks -d 'resolve symlinks by copying their targets into the artifact' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from artifact" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from help" -f -a "artifact" -d 'Push artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand push; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "kustomization" -d 'Reconcile a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "ks" -d 'Reconcile a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "helmrelease" -d 'Reconcile a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "hr" -d 'Reconcile a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "source" -d 'Reconcile sources'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "image" -d 'Reconcile image automation objects'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l with-source -d 'Reconcile the source of the object first' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from kustomization" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l with-source -d 'Reconcile the source of the object first' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from ks" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l with-source -d 'Reconcile the source of the object first' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l force -d 'Force a one-off install or upgrade of the HelmRelease resource' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l reset -d 'Reset the retry counter of a HelmRelease resource that failed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from helmrelease" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l with-source -d 'Reconcile the source of the object first' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l force -d 'Force a one-off install or upgrade of the HelmRelease resource' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l reset -d 'Reset the retry counter of a HelmRelease resource that failed' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from hr" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help" -f -a "kustomization" -d 'Reconcile a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help" -f -a "helmrelease" -d 'Reconcile a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help" -f -a "source" -d 'Reconcile sources'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help" -f -a "image" -d 'Reconcile image automation objects'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "kustomization" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "ks" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "helmrelease" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "hr" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "source" -d 'A source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "image" -d 'An image automation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from kustomization" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from ks" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from helmrelease" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from hr" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help" -f -a "kustomization" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help" -f -a "helmrelease" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help" -f -a "source" -d 'A source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help" -f -a "image" -d 'An image automation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "kustomization" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "ks" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "helmrelease" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "hr" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "source" -d 'A source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "image" -d 'An image automation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and not __fish_seen_subcommand_from kustomization ks helmrelease hr source image help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from kustomization" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from ks" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from helmrelease" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from hr" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help" -f -a "kustomization" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help" -f -a "helmrelease" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help" -f -a "source" -d 'A source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help" -f -a "image" -d 'An image automation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -f -a "artifact" -d 'Tag artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and not __fish_seen_subcommand_from artifact help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l tag -d 'tag name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l creds -d 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l provider -d 'the OCI provider name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l ca-file -d 'a PEM file of certificate authorities to trust for the registry, on top of the system\'s (fluxr)' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from artifact" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "artifact" -d 'Tag artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand tag; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l keep-namespace -d 'Skip namespace deletion' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l dry-run -d 'Only print the objects that would be deleted' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -s s -l silent -d 'Delete components without asking for confirmation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand uninstall" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l client -d 'Print only the client version' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -s o -l output -d 'The format in which to print the version information, can be \'yaml\' or \'json\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l cluster -d 'The name of the kubeconfig cluster to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l user -d 'The name of the kubeconfig user to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l token -d 'Bearer token for authentication to the API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l server -d 'The address and port of the Kubernetes API server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l as -d 'Username to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l as-group -d 'Group to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l as-uid -d 'UID to impersonate for the operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l as-user-extra -d 'Extra user information to impersonate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l certificate-authority -d 'Path to a cert file for the certificate authority' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l client-certificate -d 'Path to a client certificate file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l client-key -d 'Path to a client key file for TLS' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l insecure-skip-tls-verify -d 'Skip verifying the server\'s certificate' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l tls-server-name -d 'Server name to use for server certificate validation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l cache-dir -d 'Default cache directory' -r -F
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l disable-compression -d 'Opt out of response compression for all requests to the server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l kube-api-qps -d 'The maximum queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -l kube-api-burst -d 'The maximum burst queries-per-second of requests sent to the Kubernetes API' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand version" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "bootstrap" -d 'Deploy Flux on a cluster the GitOps way'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "build" -d 'Build a flux resource by its name'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "check" -d 'Check requirements and installation'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "completion" -d 'Generates completion scripts for various shells'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "create" -d 'Create or update sources and resources'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "diff" -d 'Diff a flux resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "envsubst" -d 'Substitute environment variables in a text read from stdin'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "get" -d 'Get the resources and their status'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "install" -d 'Install or upgrade Flux'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "kustomize" -d 'Build a kustomization directory, like `kubectl kustomize`'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "list" -d 'List artifacts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "logs" -d 'Display formatted logs for Flux components'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "migrate" -d 'Migrate the Flux custom resources to their latest API version'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "plugin" -d 'Manage Flux CLI plugins'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "pull" -d 'Pull artifacts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "push" -d 'Push artifacts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "reconcile" -d 'Reconcile sources and resources'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "resume" -d 'Resume suspended resources'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "suspend" -d 'Suspend resources'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "tag" -d 'Tag artifacts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "uninstall" -d 'Uninstall Flux and its custom resource definitions'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "version" -d 'Print the client and server-side components version information'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and not __fish_seen_subcommand_from bootstrap build check completion create diff envsubst get install kustomize list logs migrate plugin pull push reconcile resume suspend tag uninstall version help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from bootstrap" -f -a "bitbucket-server" -d 'Deploy Flux on a cluster connected to a Bitbucket Server repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from bootstrap" -f -a "git" -d 'Deploy Flux on a cluster connected to a Git repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from bootstrap" -f -a "gitea" -d 'Deploy Flux on a cluster connected to a Gitea repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from bootstrap" -f -a "github" -d 'Deploy Flux on a cluster connected to a GitHub repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from bootstrap" -f -a "gitlab" -d 'Deploy Flux on a cluster connected to a GitLab repository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from build" -f -a "artifact" -d 'Build artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from build" -f -a "kustomization" -d 'Build Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from completion" -f -a "bash" -d 'Generates bash completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from completion" -f -a "zsh" -d 'Generates zsh completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from completion" -f -a "fish" -d 'Generates fish completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from completion" -f -a "powershell" -d 'Generates powershell completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from completion" -f -a "elvish" -d 'Generates elvish completion scripts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create" -f -a "source" -d 'Create or update sources'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create" -f -a "helmrelease" -d 'Create or update a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create" -f -a "image" -d 'Create or update resources dealing with image automation'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create" -f -a "kustomization" -d 'Create or update a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create" -f -a "secret" -d 'Create or update Kubernetes secrets'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create" -f -a "tenant" -d 'Create or update a tenant'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from diff" -f -a "artifact" -d 'Diff Artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from diff" -f -a "kustomization" -d 'Diff Kustomization'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get" -f -a "all" -d 'Get all resources and statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get" -f -a "kustomizations" -d 'Get Kustomization statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get" -f -a "helmreleases" -d 'Get HelmRelease statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get" -f -a "sources" -d 'Get source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get" -f -a "images" -d 'Get image automation object statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from kustomize" -f -a "build" -d 'Build a kustomization target from a directory'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from list" -f -a "artifacts" -d 'list artifacts'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from plugin" -f -a "list" -d 'List installed plugins'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from pull" -f -a "artifact" -d 'Pull artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from push" -f -a "artifact" -d 'Push artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile" -f -a "kustomization" -d 'Reconcile a Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile" -f -a "helmrelease" -d 'Reconcile a HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile" -f -a "source" -d 'Reconcile sources'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile" -f -a "image" -d 'Reconcile image automation objects'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume" -f -a "kustomization" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume" -f -a "helmrelease" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume" -f -a "source" -d 'A source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume" -f -a "image" -d 'An image automation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend" -f -a "kustomization" -d 'A Kustomization resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend" -f -a "helmrelease" -d 'A HelmRelease resource'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend" -f -a "source" -d 'A source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend" -f -a "image" -d 'An image automation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from tag" -f -a "artifact" -d 'Tag artifact'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l chart -d 'Helm chart name or path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l chart-version -d 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l source -d 'Source that contains the chart in the format \'<kind>/<name>\', where kind must be one of: (HelmRepository, GitRepository, Bucket)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l reconcile-strategy -d 'The reconcile strategy for helm chart (accepted values: Revision and ChartRevision)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verify-provider -d 'The OCI verify provider name to use for signature verification, available options are: (cosign)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verify-secret-ref -d 'The name of a secret to use for signature verification' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verify-subject -d 'Regular expression to use for the OIDC subject during signature verification' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verify-issuer -d 'Regular expression to use for the OIDC issuer during signature verification' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l fetch-timeout -d 'Set a timeout for fetch operations performed by source-controller (e.g. \'git clone\' or \'helm repo add\')' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l url -d 'Git address, e.g. ssh://git@host/org/repository' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l branch -d 'Git branch' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l tag -d 'Git tag' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l tag-semver -d 'Git tag semver range' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ref-name -d 'Git reference name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l commit -d 'Git commit' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s u -l username -d 'Basic authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s p -l password -d 'Basic authentication password' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8, min 1024)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l secret-ref -d 'The name of an existing secret containing SSH or basic credentials or github app authentication' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l proxy-secret-ref -d 'The name of an existing secret containing the proxy address and credentials' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l provider -d 'The Git provider name' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ca-file -d 'Path to TLS CA file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l private-key-file -d 'Path to a passwordless private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l recurse-submodules -d 'When enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s s -l silent -d 'Assumes the deploy key is already setup, skips confirmation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ignore-paths -d 'Set paths to ignore in git resource (can specify multiple paths with commas: path1,path2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l sparse-checkout-paths -d 'Set paths to sparse checkout in git resource (can specify multiple paths with commas: path1,path2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l fetch-timeout -d 'Set a timeout for fetch operations performed by source-controller (e.g. \'git clone\' or \'helm repo add\')' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l url -d 'Helm repository address' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s u -l username -d 'Basic authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s p -l password -d 'Basic authentication password' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l cert-file -d 'TLS authentication cert file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l key-file -d 'TLS authentication key file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l ca-file -d 'TLS authentication CA file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l secret-ref -d 'The name of an existing secret containing TLS, basic auth or docker-config credentials' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l oci-provider -d 'OCI provider for authentication' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l pass-credentials -d 'Pass credentials to all domains' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l fetch-timeout -d 'Set a timeout for fetch operations performed by source-controller (e.g. \'git clone\' or \'helm repo add\')' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l provider -d 'The OCI provider name, available options are: (generic, aws, azure, gcp)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l url -d 'The OCI repository URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l tag -d 'The OCI artifact tag' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l tag-semver -d 'The OCI artifact tag semver range' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l digest -d 'The OCI artifact digest' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l secret-ref -d 'The name of the Kubernetes image pull secret (type \'kubernetes.io/dockerconfigjson\')' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l service-account -d 'The name of the Kubernetes service account that refers to an image pull secret' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l cert-ref -d 'The name of a secret to use for TLS certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l proxy-secret-ref -d 'The name of an existing secret containing the proxy address and credentials' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verify-provider -d 'the OCI verify provider name to use for signature verification, available options are: (cosign)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verify-secret-ref -d 'The name of a secret to use for signature verification' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verify-subject -d 'Regular expression to use for the OIDC subject during signature verification' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verify-issuer -d 'Regular expression to use for the OIDC issuer during signature verification' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l ignore-paths -d 'Set paths to ignore resources (can specify multiple paths with commas: path1,path2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l layer-selector -d 'the OCI artifact layer selector in the format \'<media-type>:<operation>\'' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l insecure -d 'For when connecting to a non-TLS registries over plain HTTP' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l fetch-timeout -d 'Set a timeout for fetch operations performed by source-controller (e.g. \'git clone\' or \'helm repo add\')' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from chart git helm oci help" -f -a "chart" -d 'Create or update a HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from chart git helm oci help" -f -a "git" -d 'Create or update a GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from chart git helm oci help" -f -a "helm" -d 'Create or update a HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from chart git helm oci help" -f -a "oci" -d 'Create or update an OCIRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from chart git helm oci help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l git-repo-ref -d 'The name of a GitRepository resource with details of the upstream Git repository' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l git-repo-namespace -d 'The namespace of the GitRepository resource, defaults to the ImageUpdateAutomation namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l git-repo-path -d 'Path to the directory containing the manifests to be updated, defaults to the repository root' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l checkout-branch -d 'The branch to checkout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l push-branch -d 'The branch to push commits to, defaults to the checkout branch if not specified' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l author-name -d 'The name to use for commit author' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l author-email -d 'The email to use for commit author' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l commit-template -d 'A template for commit messages' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l signing-key-secret -d 'Name of the Secret containing the signing key referenced in spec.git.commit.signingKey' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l signing-key-type -d 'Signing-key format: gpg or ssh (defaults to gpg when --signing-key-secret is set)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from update help" -f -a "update" -d 'Create or update an ImageUpdateAutomation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from update help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l url -d 'Git address, e.g. ssh://git@host/org/repository' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -s u -l username -d 'Basic authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -s p -l password -d 'Basic authentication password' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l ssh-key-algorithm -d 'SSH public key algorithm (rsa, ecdsa, ed25519)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l ssh-rsa-bits -d 'SSH RSA public key bit size (multiplies of 8, min 1024)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l ssh-ecdsa-curve -d 'SSH ECDSA public key curve (p256, p384, p521)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l ca-crt-file -d 'Path to TLS CA certificate file used for validating self-signed certificates' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l private-key-file -d 'Path to a passwordless private key file used for authenticating to the Git SSH server' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l bearer-token -d 'Bearer authentication token' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from git" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l app-id -d 'Github app ID' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l app-installation-owner -d 'Github app installation owner (user or organization)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l app-installation-id -d 'Github app installation ID' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l app-private-key -d 'Github app private key file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l app-base-url -d 'Github app base URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from githubapp" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -s u -l username -d 'Basic authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -s p -l password -d 'Basic authentication password' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l tls-crt-file -d 'TLS authentication cert file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l tls-key-file -d 'TLS authentication key file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l ca-crt-file -d 'TLS authentication CA file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from helm" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l trust-policy-file -d 'Notation trust policy file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l ca-cert-file -d 'Root ca cert file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from notation" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l url -d 'Oci repository address e.g ghcr.io/stefanprodan/charts' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -s u -l username -d 'Basic authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -s p -l password -d 'Basic authentication password' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from oci" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l address -d 'Proxy address' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -s u -l username -d 'Basic authentication username' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -s p -l password -d 'Basic authentication password' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from proxy" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l type -d 'The receiver type' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l token -d 'Webhook token used for payload validation and URL computation, auto-generated if not specified' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l hostname -d 'Hostname for the webhook URL e.g. flux.example.com' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l email-claim -d 'IAM service account email, required for gcr type' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l audience-claim -d 'Custom OIDC token audience for gcr type, defaults to the webhook URL' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from receiver" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l tls-crt-file -d 'TLS authentication cert file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l tls-key-file -d 'TLS authentication key file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l ca-crt-file -d 'TLS authentication CA file path' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l export -d 'Export in YAML format to stdout' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l interval -d 'Source sync interval' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l label -d 'Set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from tls" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "git" -d 'Create or update a Kubernetes secret for Git authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "githubapp" -d 'Create or update a github app secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "helm" -d 'Create or update a Kubernetes secret for Helm repository authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "notation" -d 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "oci" -d 'Create or update a Kubernetes image pull secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "proxy" -d 'Create or update a Kubernetes secret for proxy authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "receiver" -d 'Create or update a Kubernetes secret for a Receiver webhook'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "tls" -d 'Create or update a Kubernetes secret with TLS certificates'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from secret; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "chart" -d 'Create or update a HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "git" -d 'Create or update a GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "helm" -d 'Create or update a HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "oci" -d 'Create or update an OCIRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from update" -f -a "update" -d 'Create or update an ImageUpdateAutomation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "git" -d 'Create or update a Kubernetes secret for Git authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "githubapp" -d 'Create or update a github app secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "helm" -d 'Create or update a Kubernetes secret for Helm repository authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "notation" -d 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "oci" -d 'Create or update a Kubernetes image pull secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "proxy" -d 'Create or update a Kubernetes secret for proxy authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "receiver" -d 'Create or update a Kubernetes secret for a Receiver webhook'
complete -c fluxr -n "__fish_fluxr_using_subcommand create; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "tls" -d 'Create or update a Kubernetes secret with TLS certificates'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from all" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from git" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from oci" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from helm" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from bucket" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from chart" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all git oci helm bucket chart help" -f -a "all" -d 'Get all source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all git oci helm bucket chart help" -f -a "git" -d 'Get GitRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all git oci helm bucket chart help" -f -a "oci" -d 'Get OCIRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all git oci helm bucket chart help" -f -a "helm" -d 'Get HelmRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all git oci helm bucket chart help" -f -a "bucket" -d 'Get Bucket source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all git oci helm bucket chart help" -f -a "chart" -d 'Get HelmChart source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from sources; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all git oci helm bucket chart help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from all" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from repository" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from policy" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -s A -l all-namespaces -d 'list the requested object(s) across all namespaces' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -l no-header -d 'skip the header when printing the results' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all repository policy update help" -f -a "all" -d 'Get all image automation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all repository policy update help" -f -a "repository" -d 'Get ImageRepository statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all repository policy update help" -f -a "policy" -d 'Get ImagePolicy statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all repository policy update help" -f -a "update" -d 'Get ImageUpdateAutomation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from images; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from all repository policy update help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "all" -d 'Get all source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "git" -d 'Get GitRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "oci" -d 'Get OCIRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "helm" -d 'Get HelmRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "bucket" -d 'Get Bucket source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "chart" -d 'Get HelmChart source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "all" -d 'Get all image automation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "repository" -d 'Get ImageRepository statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "policy" -d 'Get ImagePolicy statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand get; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "update" -d 'Get ImageUpdateAutomation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand reconcile; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l all -d 'Resume all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l wait -d 'Wait for the resources to become ready after resuming' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand resume; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from git" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from oci" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from helm" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from bucket" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from chart" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from source; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from git oci helm bucket chart help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from repository" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l all -d 'Suspend all resources in that namespace' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s n -l namespace -d 'The namespace scope for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l ns-follows-kube-context -d 'Use the namespace of the current kubeconfig context instead of flux-system, unless --namespace or FLUX_SYSTEM_NAMESPACE says otherwise'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l timeout -d 'Timeout for this operation' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l verbose -d 'Print the generated objects' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l kubeconfig -d 'Path to the kubeconfig file to use for CLI requests' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -l context -d 'The name of the kubeconfig context to use' -r
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from image; and __fish_seen_subcommand_from help; and not __fish_seen_subcommand_from repository update help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand suspend; and __fish_seen_subcommand_from help; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "chart" -d 'Create or update a HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "git" -d 'Create or update a GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "helm" -d 'Create or update a HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from chart git helm oci" -f -a "oci" -d 'Create or update an OCIRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from update" -f -a "update" -d 'Create or update an ImageUpdateAutomation object'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "git" -d 'Create or update a Kubernetes secret for Git authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "githubapp" -d 'Create or update a github app secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "helm" -d 'Create or update a Kubernetes secret for Helm repository authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "notation" -d 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "oci" -d 'Create or update a Kubernetes image pull secret'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "proxy" -d 'Create or update a Kubernetes secret for proxy authentication'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "receiver" -d 'Create or update a Kubernetes secret for a Receiver webhook'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from create; and __fish_seen_subcommand_from secret; and not __fish_seen_subcommand_from git githubapp helm notation oci proxy receiver tls" -f -a "tls" -d 'Create or update a Kubernetes secret with TLS certificates'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "all" -d 'Get all source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "git" -d 'Get GitRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "oci" -d 'Get OCIRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "helm" -d 'Get HelmRepository source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "bucket" -d 'Get Bucket source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from sources; and not __fish_seen_subcommand_from all git oci helm bucket chart" -f -a "chart" -d 'Get HelmChart source statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "all" -d 'Get all image automation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "repository" -d 'Get ImageRepository statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "policy" -d 'Get ImagePolicy statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from get; and __fish_seen_subcommand_from images; and not __fish_seen_subcommand_from all repository policy update" -f -a "update" -d 'Get ImageUpdateAutomation statuses'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from reconcile; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from resume; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "update" -d 'An ImageUpdateAutomation'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "git" -d 'A GitRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "oci" -d 'An OCIRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "helm" -d 'A HelmRepository source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "bucket" -d 'A Bucket source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend; and __fish_seen_subcommand_from source; and not __fish_seen_subcommand_from git oci helm bucket chart" -f -a "chart" -d 'A HelmChart source'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "repository" -d 'An ImageRepository'
complete -c fluxr -n "__fish_fluxr_using_subcommand help; and __fish_seen_subcommand_from suspend; and __fish_seen_subcommand_from image; and not __fish_seen_subcommand_from repository update" -f -a "update" -d 'An ImageUpdateAutomation'
