
use builtin;
use str;

set edit:completion:arg-completer[fluxr] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'fluxr'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'fluxr'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -v 'Print the version of fluxr'
            cand --version 'Print the version of fluxr'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bootstrap 'Deploy Flux on a cluster the GitOps way.'
            cand build 'Build a flux resource'
            cand check 'Check requirements and installation'
            cand completion 'Generates completion scripts for various shells'
            cand create 'Create or update sources and resources'
            cand debug 'Debug a flux resource'
            cand delete 'Delete sources and resources'
            cand diff 'Diff a flux resource'
            cand envsubst 'envsubst substitutes the values of environment variables'
            cand events 'Display Kubernetes events for Flux resources'
            cand export 'Export resources in YAML format'
            cand get 'Get the resources and their status'
            cand install 'Install or upgrade Flux'
            cand kustomize 'Build a kustomization directory, like `kubectl kustomize`'
            cand list 'List artifacts'
            cand logs 'Display formatted logs for Flux components'
            cand migrate 'Migrate the Flux custom resources to their latest API version'
            cand plugin 'Manage Flux CLI plugins'
            cand pull 'Pull artifacts'
            cand push 'Push artifacts'
            cand reconcile 'Reconcile sources and resources'
            cand resume 'Resume suspended resources'
            cand stats 'Stats of Flux reconciles'
            cand suspend 'Suspend resources'
            cand tag 'Tag artifacts'
            cand trace 'Trace in-cluster objects throughout the GitOps delivery pipeline'
            cand tree 'Print the resources reconciled by Flux'
            cand trigger 'Trigger Flux resources from outside the cluster'
            cand uninstall 'Uninstall Flux and its custom resource definitions'
            cand version 'Print the client and server-side components version information.'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;bootstrap'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -v 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --version 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --registry 'container registry where the Flux controller images are published'
            cand --registry-creds 'container registry credentials in the format ''user:password'', requires --image-pull-secret to be set'
            cand --image-pull-secret 'Kubernetes secret name used for pulling the controller images from a private registry'
            cand --branch 'Git branch'
            cand --recurse-submodules 'when enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces'
            cand --sparse-checkout 'list of directories to be included in the GitRepository sparse checkout, the configured --path must be one of them, accepts comma-separated values'
            cand --manifests 'Path to the manifest directory'
            cand --watch-all-namespaces 'watch for custom resources in all namespaces, if set to false it will only watch the namespace where the Flux controllers are installed'
            cand --network-policy 'setup Kubernetes network policies to deny ingress access to the Flux controllers from other namespaces'
            cand --token-auth 'when enabled, the personal access token will be used instead of the SSH deploy key'
            cand --cluster-domain 'internal cluster domain'
            cand --toleration-keys 'list of toleration keys used to schedule the controller pods onto nodes with matching taints'
            cand --secret-name 'name of the secret the sync credentials can be found in or stored to'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-hostname 'SSH hostname, to be used when the SSH host differs from the HTTPS one'
            cand --ssh-hostkey-algos 'list of host key algorithms to be used by the CLI for SSH connections'
            cand --ca-file 'path to TLS CA file used for validating self-signed certificates'
            cand --private-key-file 'path to a private key file used for authenticating to the Git SSH server'
            cand --author-name 'author name for Git commits'
            cand --author-email 'author email for Git commits'
            cand --gpg-key-ring 'path to GPG key ring for signing commits'
            cand --gpg-passphrase 'passphrase for decrypting GPG private key'
            cand --gpg-key-id 'key id for selecting a particular key'
            cand --ssh-signing-key-file 'path to an SSH private key file used for signing commits'
            cand --ssh-signing-password 'passphrase for decrypting SSH signing key'
            cand --ssh-signing-passphrase 'alias for --ssh-signing-password'
            cand --ssh-signing-reuse-private-key 'use the SSH transport key (--private-key-file) to sign commits'
            cand --commit-message-appendix 'string to add to the commit messages, e.g. ''[ci skip]'''
            cand --force 'override existing Flux installation if it''s managed by a different tool such as Helm'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher'''
            cand --log-level 'log level'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bitbucket-server 'Deploy Flux on a cluster connected to a Bitbucket Server repository'
            cand git 'Deploy Flux on a cluster connected to a Git repository'
            cand gitea 'Deploy Flux on a cluster connected to a Gitea repository'
            cand github 'Deploy Flux on a cluster connected to a GitHub repository'
            cand gitlab 'Deploy Flux on a cluster connected to a GitLab repository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;bootstrap;bitbucket-server'= {
            cand --owner 'Bitbucket Server user or project name'
            cand --repository 'Bitbucket Server repository name'
            cand --group 'Bitbucket Server groups to be given write access (also accepts comma-separated values); group:pull or group:admin for another access'
            cand --personal 'if true, the owner is assumed to be a Bitbucket Server user; otherwise a group'
            cand -u 'authentication username'
            cand --username 'authentication username'
            cand --private 'if true, the repository is setup or configured as private'
            cand --interval 'sync interval'
            cand --hostname 'Bitbucket Server hostname'
            cand --path 'path relative to the repository root, when specified the cluster sync will be scoped to this path'
            cand --read-write-key 'if true, the deploy key is configured with read/write permissions'
            cand --reconcile 'if true, the configured options are also reconciled if the repository already exists'
            cand --allow-insecure-http 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -v 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --version 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --registry 'container registry where the Flux controller images are published'
            cand --registry-creds 'container registry credentials in the format ''user:password'', requires --image-pull-secret to be set'
            cand --image-pull-secret 'Kubernetes secret name used for pulling the controller images from a private registry'
            cand --branch 'Git branch'
            cand --recurse-submodules 'when enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces'
            cand --sparse-checkout 'list of directories to be included in the GitRepository sparse checkout, the configured --path must be one of them, accepts comma-separated values'
            cand --manifests 'Path to the manifest directory'
            cand --watch-all-namespaces 'watch for custom resources in all namespaces, if set to false it will only watch the namespace where the Flux controllers are installed'
            cand --network-policy 'setup Kubernetes network policies to deny ingress access to the Flux controllers from other namespaces'
            cand --token-auth 'when enabled, the personal access token will be used instead of the SSH deploy key'
            cand --cluster-domain 'internal cluster domain'
            cand --toleration-keys 'list of toleration keys used to schedule the controller pods onto nodes with matching taints'
            cand --secret-name 'name of the secret the sync credentials can be found in or stored to'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-hostname 'SSH hostname, to be used when the SSH host differs from the HTTPS one'
            cand --ssh-hostkey-algos 'list of host key algorithms to be used by the CLI for SSH connections'
            cand --ca-file 'path to TLS CA file used for validating self-signed certificates'
            cand --private-key-file 'path to a private key file used for authenticating to the Git SSH server'
            cand --author-name 'author name for Git commits'
            cand --author-email 'author email for Git commits'
            cand --gpg-key-ring 'path to GPG key ring for signing commits'
            cand --gpg-passphrase 'passphrase for decrypting GPG private key'
            cand --gpg-key-id 'key id for selecting a particular key'
            cand --ssh-signing-key-file 'path to an SSH private key file used for signing commits'
            cand --ssh-signing-password 'passphrase for decrypting SSH signing key'
            cand --ssh-signing-passphrase 'alias for --ssh-signing-password'
            cand --ssh-signing-reuse-private-key 'use the SSH transport key (--private-key-file) to sign commits'
            cand --commit-message-appendix 'string to add to the commit messages, e.g. ''[ci skip]'''
            cand --force 'override existing Flux installation if it''s managed by a different tool such as Helm'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher'''
            cand --log-level 'log level'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fluxr;bootstrap;git'= {
            cand --url 'Git repository URL'
            cand --interval 'sync interval'
            cand --path 'path relative to the repository root, when specified the cluster sync will be scoped to this path'
            cand -u 'basic authentication username'
            cand --username 'basic authentication username'
            cand -p 'basic authentication password'
            cand --password 'basic authentication password'
            cand -s 'assumes the deploy key is already setup, skips confirmation'
            cand --silent 'assumes the deploy key is already setup, skips confirmation'
            cand --allow-insecure-http 'allows insecure HTTP connections'
            cand --with-bearer-token 'use password as bearer token for Authorization header'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -v 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --version 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --registry 'container registry where the Flux controller images are published'
            cand --registry-creds 'container registry credentials in the format ''user:password'', requires --image-pull-secret to be set'
            cand --image-pull-secret 'Kubernetes secret name used for pulling the controller images from a private registry'
            cand --branch 'Git branch'
            cand --recurse-submodules 'when enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces'
            cand --sparse-checkout 'list of directories to be included in the GitRepository sparse checkout, the configured --path must be one of them, accepts comma-separated values'
            cand --manifests 'Path to the manifest directory'
            cand --watch-all-namespaces 'watch for custom resources in all namespaces, if set to false it will only watch the namespace where the Flux controllers are installed'
            cand --network-policy 'setup Kubernetes network policies to deny ingress access to the Flux controllers from other namespaces'
            cand --token-auth 'when enabled, the personal access token will be used instead of the SSH deploy key'
            cand --cluster-domain 'internal cluster domain'
            cand --toleration-keys 'list of toleration keys used to schedule the controller pods onto nodes with matching taints'
            cand --secret-name 'name of the secret the sync credentials can be found in or stored to'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-hostname 'SSH hostname, to be used when the SSH host differs from the HTTPS one'
            cand --ssh-hostkey-algos 'list of host key algorithms to be used by the CLI for SSH connections'
            cand --ca-file 'path to TLS CA file used for validating self-signed certificates'
            cand --private-key-file 'path to a private key file used for authenticating to the Git SSH server'
            cand --author-name 'author name for Git commits'
            cand --author-email 'author email for Git commits'
            cand --gpg-key-ring 'path to GPG key ring for signing commits'
            cand --gpg-passphrase 'passphrase for decrypting GPG private key'
            cand --gpg-key-id 'key id for selecting a particular key'
            cand --ssh-signing-key-file 'path to an SSH private key file used for signing commits'
            cand --ssh-signing-password 'passphrase for decrypting SSH signing key'
            cand --ssh-signing-passphrase 'alias for --ssh-signing-password'
            cand --ssh-signing-reuse-private-key 'use the SSH transport key (--private-key-file) to sign commits'
            cand --commit-message-appendix 'string to add to the commit messages, e.g. ''[ci skip]'''
            cand --force 'override existing Flux installation if it''s managed by a different tool such as Helm'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher'''
            cand --log-level 'log level'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fluxr;bootstrap;gitea'= {
            cand --owner 'Gitea user or organization name'
            cand --repository 'Gitea repository name'
            cand --team 'Gitea team and the access to be given to it(team:maintain). Defaults to maintainer access if no access level is specified (also accepts comma-separated values)'
            cand --personal 'if true, the owner is assumed to be a Gitea user; otherwise an org'
            cand --private 'if true, the repository is setup or configured as private'
            cand --interval 'sync interval'
            cand --hostname 'Gitea hostname [default: gitea.com]'
            cand --path 'path relative to the repository root, when specified the cluster sync will be scoped to this path'
            cand --read-write-key 'if true, the deploy key is configured with read/write permissions'
            cand --reconcile 'if true, the configured options are also reconciled if the repository already exists'
            cand --allow-insecure-http 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -v 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --version 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --registry 'container registry where the Flux controller images are published'
            cand --registry-creds 'container registry credentials in the format ''user:password'', requires --image-pull-secret to be set'
            cand --image-pull-secret 'Kubernetes secret name used for pulling the controller images from a private registry'
            cand --branch 'Git branch'
            cand --recurse-submodules 'when enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces'
            cand --sparse-checkout 'list of directories to be included in the GitRepository sparse checkout, the configured --path must be one of them, accepts comma-separated values'
            cand --manifests 'Path to the manifest directory'
            cand --watch-all-namespaces 'watch for custom resources in all namespaces, if set to false it will only watch the namespace where the Flux controllers are installed'
            cand --network-policy 'setup Kubernetes network policies to deny ingress access to the Flux controllers from other namespaces'
            cand --token-auth 'when enabled, the personal access token will be used instead of the SSH deploy key'
            cand --cluster-domain 'internal cluster domain'
            cand --toleration-keys 'list of toleration keys used to schedule the controller pods onto nodes with matching taints'
            cand --secret-name 'name of the secret the sync credentials can be found in or stored to'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-hostname 'SSH hostname, to be used when the SSH host differs from the HTTPS one'
            cand --ssh-hostkey-algos 'list of host key algorithms to be used by the CLI for SSH connections'
            cand --ca-file 'path to TLS CA file used for validating self-signed certificates'
            cand --private-key-file 'path to a private key file used for authenticating to the Git SSH server'
            cand --author-name 'author name for Git commits'
            cand --author-email 'author email for Git commits'
            cand --gpg-key-ring 'path to GPG key ring for signing commits'
            cand --gpg-passphrase 'passphrase for decrypting GPG private key'
            cand --gpg-key-id 'key id for selecting a particular key'
            cand --ssh-signing-key-file 'path to an SSH private key file used for signing commits'
            cand --ssh-signing-password 'passphrase for decrypting SSH signing key'
            cand --ssh-signing-passphrase 'alias for --ssh-signing-password'
            cand --ssh-signing-reuse-private-key 'use the SSH transport key (--private-key-file) to sign commits'
            cand --commit-message-appendix 'string to add to the commit messages, e.g. ''[ci skip]'''
            cand --force 'override existing Flux installation if it''s managed by a different tool such as Helm'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher'''
            cand --log-level 'log level'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fluxr;bootstrap;github'= {
            cand --owner 'GitHub user or organization name'
            cand --repository 'GitHub repository name'
            cand --team 'GitHub team and the access to give it (team:maintain); the access defaults to maintain, accepts comma-separated values'
            cand --personal 'if true, the owner is assumed to be a GitHub user; otherwise an org'
            cand --private 'if true, the repository is setup or configured as private'
            cand --interval 'sync interval'
            cand --hostname 'GitHub hostname [default: github.com]'
            cand --path 'path relative to the repository root, when specified the cluster sync will be scoped to this path'
            cand --reconcile 'if true, the configured options are also reconciled if the repository already exists'
            cand --read-write-key 'if true, the deploy key is configured with read/write permissions'
            cand --allow-insecure-http 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL'
            cand --app-id 'GitHub App ID (or client ID): fluxr and the cluster authenticate as the app''s installation instead of with a personal access token'
            cand --app-installation-id 'GitHub App installation ID'
            cand --app-installation-owner 'GitHub App installation owner (user or organization) to look the installation up by; defaults to --owner when no installation ID is given'
            cand --app-private-key-file 'GitHub App private key file path'
            cand --app-base-url 'GitHub App API base URL the cluster uses; defaults to the API fluxr uses, unless that is github.com''s'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -v 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --version 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --registry 'container registry where the Flux controller images are published'
            cand --registry-creds 'container registry credentials in the format ''user:password'', requires --image-pull-secret to be set'
            cand --image-pull-secret 'Kubernetes secret name used for pulling the controller images from a private registry'
            cand --branch 'Git branch'
            cand --recurse-submodules 'when enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces'
            cand --sparse-checkout 'list of directories to be included in the GitRepository sparse checkout, the configured --path must be one of them, accepts comma-separated values'
            cand --manifests 'Path to the manifest directory'
            cand --watch-all-namespaces 'watch for custom resources in all namespaces, if set to false it will only watch the namespace where the Flux controllers are installed'
            cand --network-policy 'setup Kubernetes network policies to deny ingress access to the Flux controllers from other namespaces'
            cand --token-auth 'when enabled, the personal access token will be used instead of the SSH deploy key'
            cand --cluster-domain 'internal cluster domain'
            cand --toleration-keys 'list of toleration keys used to schedule the controller pods onto nodes with matching taints'
            cand --secret-name 'name of the secret the sync credentials can be found in or stored to'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-hostname 'SSH hostname, to be used when the SSH host differs from the HTTPS one'
            cand --ssh-hostkey-algos 'list of host key algorithms to be used by the CLI for SSH connections'
            cand --ca-file 'path to TLS CA file used for validating self-signed certificates'
            cand --private-key-file 'path to a private key file used for authenticating to the Git SSH server'
            cand --author-name 'author name for Git commits'
            cand --author-email 'author email for Git commits'
            cand --gpg-key-ring 'path to GPG key ring for signing commits'
            cand --gpg-passphrase 'passphrase for decrypting GPG private key'
            cand --gpg-key-id 'key id for selecting a particular key'
            cand --ssh-signing-key-file 'path to an SSH private key file used for signing commits'
            cand --ssh-signing-password 'passphrase for decrypting SSH signing key'
            cand --ssh-signing-passphrase 'alias for --ssh-signing-password'
            cand --ssh-signing-reuse-private-key 'use the SSH transport key (--private-key-file) to sign commits'
            cand --commit-message-appendix 'string to add to the commit messages, e.g. ''[ci skip]'''
            cand --force 'override existing Flux installation if it''s managed by a different tool such as Helm'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher'''
            cand --log-level 'log level'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fluxr;bootstrap;gitlab'= {
            cand --owner 'GitLab user or group name (a subgroup as group/subgroup)'
            cand --repository 'GitLab repository name'
            cand --team 'GitLab teams to be given maintainer access (also accepts comma-separated values); a group path, with an access level as group:permission (pull, triage, push, maintain, admin)'
            cand --personal 'if true, the owner is assumed to be a GitLab user; otherwise a group'
            cand --private 'if true, the repository is setup or configured as private'
            cand --visibility 'specifies the visibility of the repository'
            cand --interval 'sync interval'
            cand --hostname 'GitLab hostname [default: gitlab.com]'
            cand --path 'path relative to the repository root, when specified the cluster sync will be scoped to this path'
            cand --read-write-key 'if true, the deploy key is configured with read/write permissions'
            cand --reconcile 'if true, the configured options are also reconciled if the repository already exists'
            cand --deploy-token-auth 'when enabled, a Project Deploy Token is generated and will be used instead of the SSH deploy token'
            cand --allow-insecure-http 'Allows the token to travel over plain HTTP, to the API and to an http:// clone URL'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -v 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --version 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --registry 'container registry where the Flux controller images are published'
            cand --registry-creds 'container registry credentials in the format ''user:password'', requires --image-pull-secret to be set'
            cand --image-pull-secret 'Kubernetes secret name used for pulling the controller images from a private registry'
            cand --branch 'Git branch'
            cand --recurse-submodules 'when enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces'
            cand --sparse-checkout 'list of directories to be included in the GitRepository sparse checkout, the configured --path must be one of them, accepts comma-separated values'
            cand --manifests 'Path to the manifest directory'
            cand --watch-all-namespaces 'watch for custom resources in all namespaces, if set to false it will only watch the namespace where the Flux controllers are installed'
            cand --network-policy 'setup Kubernetes network policies to deny ingress access to the Flux controllers from other namespaces'
            cand --token-auth 'when enabled, the personal access token will be used instead of the SSH deploy key'
            cand --cluster-domain 'internal cluster domain'
            cand --toleration-keys 'list of toleration keys used to schedule the controller pods onto nodes with matching taints'
            cand --secret-name 'name of the secret the sync credentials can be found in or stored to'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-hostname 'SSH hostname, to be used when the SSH host differs from the HTTPS one'
            cand --ssh-hostkey-algos 'list of host key algorithms to be used by the CLI for SSH connections'
            cand --ca-file 'path to TLS CA file used for validating self-signed certificates'
            cand --private-key-file 'path to a private key file used for authenticating to the Git SSH server'
            cand --author-name 'author name for Git commits'
            cand --author-email 'author email for Git commits'
            cand --gpg-key-ring 'path to GPG key ring for signing commits'
            cand --gpg-passphrase 'passphrase for decrypting GPG private key'
            cand --gpg-key-id 'key id for selecting a particular key'
            cand --ssh-signing-key-file 'path to an SSH private key file used for signing commits'
            cand --ssh-signing-password 'passphrase for decrypting SSH signing key'
            cand --ssh-signing-passphrase 'alias for --ssh-signing-password'
            cand --ssh-signing-reuse-private-key 'use the SSH transport key (--private-key-file) to sign commits'
            cand --commit-message-appendix 'string to add to the commit messages, e.g. ''[ci skip]'''
            cand --force 'override existing Flux installation if it''s managed by a different tool such as Helm'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher'''
            cand --log-level 'log level'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fluxr;bootstrap;help'= {
            cand bitbucket-server 'Deploy Flux on a cluster connected to a Bitbucket Server repository'
            cand git 'Deploy Flux on a cluster connected to a Git repository'
            cand gitea 'Deploy Flux on a cluster connected to a Gitea repository'
            cand github 'Deploy Flux on a cluster connected to a GitHub repository'
            cand gitlab 'Deploy Flux on a cluster connected to a GitLab repository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;bootstrap;help;bitbucket-server'= {
        }
        &'fluxr;bootstrap;help;git'= {
        }
        &'fluxr;bootstrap;help;gitea'= {
        }
        &'fluxr;bootstrap;help;github'= {
        }
        &'fluxr;bootstrap;help;gitlab'= {
        }
        &'fluxr;bootstrap;help;help'= {
        }
        &'fluxr;build'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand artifact 'Build artifact'
            cand kustomization 'Build Kustomization'
            cand ks 'Build Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;build;artifact'= {
            cand -p 'Path to the directory where the Kubernetes manifests are located.'
            cand --path 'Path to the directory where the Kubernetes manifests are located.'
            cand -o 'Path to where the artifact tgz file should be written.'
            cand --output 'Path to where the artifact tgz file should be written.'
            cand --ignore-paths 'set paths to ignore in .gitignore format'
            cand --resolve-symlinks 'resolve symlinks by copying their targets into the artifact'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;build;kustomization'= {
            cand --path 'Path to the manifests location.'
            cand --kustomization-file 'Path to the Flux Kustomization YAML file (''-'' reads stdin)'
            cand --ignore-paths 'set paths to ignore in .gitignore format'
            cand --dry-run 'Dry run mode.'
            cand --strict-substitute 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars.'
            cand -r 'Recursively build Kustomizations'
            cand --recursive 'Recursively build Kustomizations'
            cand --local-sources 'Comma-separated list of repositories in format: Kind/namespace/name=path'
            cand --substitute-from-file 'ConfigMap and Secret manifests (multi-document YAML) that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable. Without it substituteFrom is skipped offline, as flux does with --dry-run'
            cand --in-memory-build 'Use in-memory filesystem during build.'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;build;ks'= {
            cand --path 'Path to the manifests location.'
            cand --kustomization-file 'Path to the Flux Kustomization YAML file (''-'' reads stdin)'
            cand --ignore-paths 'set paths to ignore in .gitignore format'
            cand --dry-run 'Dry run mode.'
            cand --strict-substitute 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars.'
            cand -r 'Recursively build Kustomizations'
            cand --recursive 'Recursively build Kustomizations'
            cand --local-sources 'Comma-separated list of repositories in format: Kind/namespace/name=path'
            cand --substitute-from-file 'ConfigMap and Secret manifests (multi-document YAML) that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable. Without it substituteFrom is skipped offline, as flux does with --dry-run'
            cand --in-memory-build 'Use in-memory filesystem during build.'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;build;help'= {
            cand artifact 'Build artifact'
            cand kustomization 'Build Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;build;help;artifact'= {
        }
        &'fluxr;build;help;kustomization'= {
        }
        &'fluxr;build;help;help'= {
        }
        &'fluxr;check'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --pre 'only run pre-installation checks'
            cand --poll-interval 'how often the health checker should poll the cluster for the latest state of the resources.'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts comma-separated values'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;completion'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bash 'Generates bash completion scripts'
            cand zsh 'Generates zsh completion scripts'
            cand fish 'Generates fish completion scripts'
            cand powershell 'Generates powershell completion scripts'
            cand elvish 'Generates elvish completion scripts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;completion;bash'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;completion;zsh'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;completion;fish'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;completion;powershell'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;completion;elvish'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fluxr;completion;help'= {
            cand bash 'Generates bash completion scripts'
            cand zsh 'Generates zsh completion scripts'
            cand fish 'Generates fish completion scripts'
            cand powershell 'Generates powershell completion scripts'
            cand elvish 'Generates elvish completion scripts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;completion;help;bash'= {
        }
        &'fluxr;completion;help;zsh'= {
        }
        &'fluxr;completion;help;fish'= {
        }
        &'fluxr;completion;help;powershell'= {
        }
        &'fluxr;completion;help;elvish'= {
        }
        &'fluxr;completion;help;help'= {
        }
        &'fluxr;create'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand alert 'Create or update a Alert resource'
            cand alert-provider 'Create or update a Provider resource'
            cand source 'Create or update sources'
            cand helmrelease 'Create or update a HelmRelease resource'
            cand hr 'Create or update a HelmRelease resource'
            cand image 'Create or update resources dealing with image automation'
            cand kustomization 'Create or update a Kustomization resource'
            cand ks 'Create or update a Kustomization resource'
            cand receiver 'Create or update a Receiver resource'
            cand secret 'Create or update Kubernetes secrets'
            cand tenant 'Create or update a tenant'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;alert'= {
            cand --provider-ref 'reference to provider'
            cand --event-severity 'severity of events to send alerts for'
            cand --event-source 'sources that should generate alerts (<kind>/<name>), also accepts comma-separated values'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;alert-provider'= {
            cand --type 'type of provider'
            cand --channel 'channel to send messages to in the case of a chat provider'
            cand --username 'bot username used by the provider'
            cand --address 'path to either the git repository, chat provider or webhook'
            cand --secret-ref 'name of secret containing authentication token'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;source'= {
            cand --fetch-timeout 'set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo update'')'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bucket 'Create or update a Bucket source'
            cand chart 'Create or update a HelmChart source'
            cand git 'Create or update a GitRepository source'
            cand helm 'Create or update a HelmRepository source'
            cand oci 'Create or update an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;source;bucket'= {
            cand --bucket-name 'the bucket name'
            cand --endpoint 'the bucket endpoint address'
            cand --access-key 'the bucket access key'
            cand --secret-key 'the bucket secret key'
            cand --region 'the bucket region'
            cand --insecure 'for when connecting to a non-TLS S3 HTTP endpoint'
            cand --secret-ref 'the name of an existing secret containing credentials'
            cand --proxy-secret-ref 'the name of an existing secret containing the proxy address and credentials'
            cand --ignore-paths 'set paths to ignore in bucket resource (can specify multiple paths with commas: path1,path2)'
            cand --fetch-timeout 'set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo update'')'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand --provider 'the S3 compatible storage provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;source;chart'= {
            cand --chart 'Helm chart name or path'
            cand --chart-version 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)'
            cand --source 'source that contains the chart in the format ''<kind>/<name>'', where kind must be one of: (HelmRepository, GitRepository, Bucket)'
            cand --reconcile-strategy 'the reconcile strategy for helm chart (accepted values: Revision and ChartRevision)'
            cand --verify-provider 'the OCI verify provider name to use for signature verification, available options are: (cosign)'
            cand --verify-secret-ref 'the name of a secret to use for signature verification'
            cand --verify-subject 'regular expression to use for the OIDC subject during signature verification'
            cand --verify-issuer 'regular expression to use for the OIDC issuer during signature verification'
            cand --fetch-timeout 'set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo update'')'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;source;git'= {
            cand --url 'git address, e.g. ssh://git@host/org/repository'
            cand --branch 'git branch'
            cand --tag 'git tag'
            cand --tag-semver 'git tag semver range'
            cand --ref-name 'git reference name'
            cand --commit 'git commit'
            cand -u 'basic authentication username'
            cand --username 'basic authentication username'
            cand -p 'basic authentication password'
            cand --password 'basic authentication password'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --secret-ref 'the name of an existing secret containing SSH or basic credentials or github app authentication'
            cand --proxy-secret-ref 'the name of an existing secret containing the proxy address and credentials'
            cand --ca-file 'path to TLS CA file used for validating self-signed certificates'
            cand --private-key-file 'path to a passwordless private key file used for authenticating to the Git SSH server'
            cand --recurse-submodules 'when enabled, configures the GitRepository source to initialize and include Git submodules in the artifact it produces'
            cand -s 'assumes the deploy key is already setup, skips confirmation'
            cand --silent 'assumes the deploy key is already setup, skips confirmation'
            cand --ignore-paths 'set paths to ignore in git resource (can specify multiple paths with commas: path1,path2)'
            cand --sparse-checkout-paths 'set paths to sparse checkout in git resource (can specify multiple paths with commas: path1,path2)'
            cand --fetch-timeout 'set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo update'')'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand --provider 'the Git provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;source;helm'= {
            cand --url 'Helm repository address'
            cand -u 'basic authentication username'
            cand --username 'basic authentication username'
            cand -p 'basic authentication password'
            cand --password 'basic authentication password'
            cand --cert-file 'TLS authentication cert file path'
            cand --key-file 'TLS authentication key file path'
            cand --ca-file 'TLS authentication CA file path'
            cand --secret-ref 'the name of an existing secret containing TLS, basic auth or docker-config credentials'
            cand --oci-provider 'OCI provider for authentication'
            cand --pass-credentials 'pass credentials to all domains'
            cand --fetch-timeout 'set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo update'')'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;source;oci'= {
            cand --url 'the OCI repository URL'
            cand --tag 'the OCI artifact tag'
            cand --tag-semver 'the OCI artifact tag semver range'
            cand --digest 'the OCI artifact digest'
            cand --secret-ref 'the name of the Kubernetes image pull secret (type ''kubernetes.io/dockerconfigjson'')'
            cand --service-account 'the name of the Kubernetes service account that refers to an image pull secret'
            cand --cert-ref 'the name of a secret to use for TLS certificates'
            cand --proxy-secret-ref 'the name of an existing secret containing the proxy address and credentials'
            cand --verify-provider 'the OCI verify provider name to use for signature verification, available options are: (cosign)'
            cand --verify-secret-ref 'the name of a secret to use for signature verification'
            cand --verify-subject 'regular expression to use for the OIDC subject during signature verification'
            cand --verify-issuer 'regular expression to use for the OIDC issuer during signature verification'
            cand --ignore-paths 'set paths to ignore resources (can specify multiple paths with commas: path1,path2)'
            cand --layer-selector 'the OCI artifact layer selector in the format ''<media-type>:<operation>'''
            cand --insecure 'for when connecting to a non-TLS registries over plain HTTP'
            cand --fetch-timeout 'set a timeout for fetch operations performed by source-controller (e.g. ''git clone'' or ''helm repo update'')'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand --provider 'the OCI provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;source;help'= {
            cand bucket 'Create or update a Bucket source'
            cand chart 'Create or update a HelmChart source'
            cand git 'Create or update a GitRepository source'
            cand helm 'Create or update a HelmRepository source'
            cand oci 'Create or update an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;source;help;bucket'= {
        }
        &'fluxr;create;source;help;chart'= {
        }
        &'fluxr;create;source;help;git'= {
        }
        &'fluxr;create;source;help;helm'= {
        }
        &'fluxr;create;source;help;oci'= {
        }
        &'fluxr;create;source;help;help'= {
        }
        &'fluxr;create;helmrelease'= {
            cand --release-name 'name used for the Helm release, defaults to a composition of ''[<target-namespace>-]<HelmRelease-name>'''
            cand --source 'source that contains the chart in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (HelmRepository, GitRepository, Bucket)'
            cand --chart 'Helm chart name or path'
            cand --chart-version 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)'
            cand --chart-ref 'the name of the HelmChart resource to use as source for the HelmRelease, in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (OCIRepository,HelmChart)'
            cand --depends-on 'HelmReleases that must be ready before this release can be installed, supported formats ''<name>'' and ''<namespace>/<name>'''
            cand --target-namespace 'namespace to install this release, defaults to the HelmRelease namespace'
            cand --storage-namespace 'namespace to store the Helm release, defaults to the target namespace'
            cand --create-target-namespace 'create the target namespace if it does not exist'
            cand --service-account 'the name of the service account to impersonate when reconciling this HelmRelease'
            cand --reconcile-strategy 'the reconcile strategy for helm chart created by the helm release(accepted values: Revision and ChartRevision)'
            cand --chart-interval 'the interval of which to check for new chart versions'
            cand --values 'local path to values.yaml files, also accepts comma-separated values'
            cand --values-from 'a Kubernetes object reference that contains the values.yaml data key in the format ''<kind>/<name>'', where kind must be one of: (Secret,ConfigMap)'
            cand --crds 'upgrade CRDs policy'
            cand --kubeconfig-secret-ref 'the name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;hr'= {
            cand --release-name 'name used for the Helm release, defaults to a composition of ''[<target-namespace>-]<HelmRelease-name>'''
            cand --source 'source that contains the chart in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (HelmRepository, GitRepository, Bucket)'
            cand --chart 'Helm chart name or path'
            cand --chart-version 'Helm chart version, accepts a semver range (ignored for charts from GitRepository sources)'
            cand --chart-ref 'the name of the HelmChart resource to use as source for the HelmRelease, in the format ''<kind>/<name>.<namespace>'', where kind must be one of: (OCIRepository,HelmChart)'
            cand --depends-on 'HelmReleases that must be ready before this release can be installed, supported formats ''<name>'' and ''<namespace>/<name>'''
            cand --target-namespace 'namespace to install this release, defaults to the HelmRelease namespace'
            cand --storage-namespace 'namespace to store the Helm release, defaults to the target namespace'
            cand --create-target-namespace 'create the target namespace if it does not exist'
            cand --service-account 'the name of the service account to impersonate when reconciling this HelmRelease'
            cand --reconcile-strategy 'the reconcile strategy for helm chart created by the helm release(accepted values: Revision and ChartRevision)'
            cand --chart-interval 'the interval of which to check for new chart versions'
            cand --values 'local path to values.yaml files, also accepts comma-separated values'
            cand --values-from 'a Kubernetes object reference that contains the values.yaml data key in the format ''<kind>/<name>'', where kind must be one of: (Secret,ConfigMap)'
            cand --crds 'upgrade CRDs policy'
            cand --kubeconfig-secret-ref 'the name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;image'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand policy 'Create or update an ImagePolicy object'
            cand repository 'Create or update an ImageRepository object'
            cand update 'Create or update an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;image;policy'= {
            cand --image-ref 'the name of an image repository object'
            cand --select-semver 'a semver range to apply to tags; e.g., ''1.x'''
            cand --select-alpha 'use alphabetical sorting to select image; either "asc" meaning select the last, or "desc" meaning select the first'
            cand --select-numeric 'use numeric sorting to select image; either "asc" meaning select the last, or "desc" meaning select the first'
            cand --filter-regex 'regular expression pattern used to filter the image tags'
            cand --filter-extract 'replacement pattern (using capture groups from --filter-regex) to use for sorting'
            cand --reflect-digest 'the digest reflection policy to use when observing latest image tags (one of ''Never'', ''IfNotPresent'', ''Never'')'
            cand --interval 'the interval at which to check for new image digests when the policy is set to ''Always'''
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;image;repository'= {
            cand --image 'the image repository to scan; e.g., library/alpine'
            cand --secret-ref 'the name of a docker-registry secret to use for credentials'
            cand --cert-ref 'the name of a secret to use for TLS certificates'
            cand --scan-timeout 'a timeout for scanning; this defaults to the interval if not set'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;image;update'= {
            cand --git-repo-ref 'the name of a GitRepository resource with details of the upstream Git repository'
            cand --git-repo-namespace 'the namespace of the GitRepository resource, defaults to the ImageUpdateAutomation namespace'
            cand --git-repo-path 'path to the directory containing the manifests to be updated, defaults to the repository root'
            cand --checkout-branch 'the branch to checkout'
            cand --push-branch 'the branch to push commits to, defaults to the checkout branch if not specified'
            cand --author-name 'the name to use for commit author'
            cand --author-email 'the email to use for commit author'
            cand --commit-template 'a template for commit messages'
            cand --signing-key-secret 'name of the Secret containing the signing key referenced in spec.git.commit.signingKey'
            cand --signing-key-type 'signing-key format: gpg or ssh (defaults to gpg when --signing-key-secret is set)'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;image;help'= {
            cand policy 'Create or update an ImagePolicy object'
            cand repository 'Create or update an ImageRepository object'
            cand update 'Create or update an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;image;help;policy'= {
        }
        &'fluxr;create;image;help;repository'= {
        }
        &'fluxr;create;image;help;update'= {
        }
        &'fluxr;create;image;help;help'= {
        }
        &'fluxr;create;kustomization'= {
            cand --source 'source that contains the Kubernetes manifests in the format ''[<kind>/]<name>.<namespace>'', where kind must be one of: (OCIRepository, GitRepository, Bucket), if kind is not specified it defaults to GitRepository'
            cand --path 'path to the directory containing a kustomization.yaml file'
            cand --prune 'enable garbage collection'
            cand --wait 'enable health checking of all the applied resources'
            cand --health-check 'workload to be included in the health assessment, in the format ''<kind>/<name>.<namespace>'''
            cand --health-check-timeout 'timeout of health checking operations'
            cand --validation 'Validate the manifests before applying them on the cluster, can be ''client'' or ''server'''
            cand --depends-on 'Kustomization that must be ready before this Kustomization can be applied, supported formats ''<name>'' and ''<namespace>/<name>'', also accepts comma-separated values'
            cand --service-account 'the name of the service account to impersonate when reconciling this Kustomization'
            cand --decryption-provider 'decryption provider, available options are: (sops)'
            cand --decryption-secret 'set the Kubernetes secret name that contains the OpenPGP private keys used for sops decryption'
            cand --target-namespace 'overrides the namespace of all Kustomization objects reconciled by this Kustomization'
            cand --kubeconfig-secret-ref 'the name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster'
            cand --retry-interval 'the interval at which to retry a previously failed reconciliation'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;ks'= {
            cand --source 'source that contains the Kubernetes manifests in the format ''[<kind>/]<name>.<namespace>'', where kind must be one of: (OCIRepository, GitRepository, Bucket), if kind is not specified it defaults to GitRepository'
            cand --path 'path to the directory containing a kustomization.yaml file'
            cand --prune 'enable garbage collection'
            cand --wait 'enable health checking of all the applied resources'
            cand --health-check 'workload to be included in the health assessment, in the format ''<kind>/<name>.<namespace>'''
            cand --health-check-timeout 'timeout of health checking operations'
            cand --validation 'Validate the manifests before applying them on the cluster, can be ''client'' or ''server'''
            cand --depends-on 'Kustomization that must be ready before this Kustomization can be applied, supported formats ''<name>'' and ''<namespace>/<name>'', also accepts comma-separated values'
            cand --service-account 'the name of the service account to impersonate when reconciling this Kustomization'
            cand --decryption-provider 'decryption provider, available options are: (sops)'
            cand --decryption-secret 'set the Kubernetes secret name that contains the OpenPGP private keys used for sops decryption'
            cand --target-namespace 'overrides the namespace of all Kustomization objects reconciled by this Kustomization'
            cand --kubeconfig-secret-ref 'the name of the Kubernetes Secret that contains a key with the kubeconfig file for connecting to a remote cluster'
            cand --retry-interval 'the interval at which to retry a previously failed reconciliation'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;receiver'= {
            cand --type 'the receiver type'
            cand --secret-ref 'secret-ref'
            cand --event 'also accepts comma-separated values'
            cand --resource 'also accepts comma-separated values'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand git 'Create or update a Kubernetes secret for Git authentication'
            cand githubapp 'Create or update a github app secret'
            cand helm 'Create or update a Kubernetes secret for Helm repository authentication'
            cand notation 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
            cand oci 'Create or update a Kubernetes image pull secret'
            cand proxy 'Create or update a Kubernetes secret for proxy authentication'
            cand receiver 'Create or update a Kubernetes secret for a Receiver webhook'
            cand tls 'Create or update a Kubernetes secret with TLS certificates'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;secret;git'= {
            cand --url 'git address, e.g. ssh://git@host/org/repository'
            cand -u 'basic authentication username'
            cand --username 'basic authentication username'
            cand -p 'basic authentication password'
            cand --password 'basic authentication password'
            cand --ssh-rsa-bits 'SSH RSA public key bit size (multiplies of 8, min 1024)'
            cand --ssh-ecdsa-curve 'SSH ECDSA public key curve'
            cand --ca-crt-file 'path to TLS CA certificate file used for validating self-signed certificates'
            cand --private-key-file 'path to a passwordless private key file used for authenticating to the Git SSH server'
            cand --bearer-token 'bearer authentication token'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand --ssh-key-algorithm 'SSH public key algorithm'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;githubapp'= {
            cand --app-id 'github app ID'
            cand --app-installation-owner 'github app installation owner (user or organization)'
            cand --app-installation-id 'github app installation ID'
            cand --app-private-key 'github app private key file path'
            cand --app-base-url 'github app base URL'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;helm'= {
            cand -u 'basic authentication username'
            cand --username 'basic authentication username'
            cand -p 'basic authentication password'
            cand --password 'basic authentication password'
            cand --tls-crt-file 'TLS authentication cert file path'
            cand --tls-key-file 'TLS authentication key file path'
            cand --ca-crt-file 'TLS authentication CA file path'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;notation'= {
            cand --trust-policy-file 'notation trust policy file path'
            cand --ca-cert-file 'root ca cert file path'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;oci'= {
            cand --url 'oci repository address e.g ghcr.io/stefanprodan/charts'
            cand -u 'basic authentication username'
            cand --username 'basic authentication username'
            cand -p 'basic authentication password'
            cand --password 'basic authentication password'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;proxy'= {
            cand --address 'proxy address'
            cand -u 'basic authentication username'
            cand --username 'basic authentication username'
            cand -p 'basic authentication password'
            cand --password 'basic authentication password'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;receiver'= {
            cand --type 'the receiver type'
            cand --token 'webhook token used for payload validation and URL computation, auto-generated if not specified'
            cand --hostname 'hostname for the webhook URL e.g. flux.example.com'
            cand --email-claim 'IAM service account email, required for gcr type'
            cand --audience-claim 'custom OIDC token audience for gcr type, defaults to the webhook URL'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;tls'= {
            cand --tls-crt-file 'TLS authentication cert file path'
            cand --tls-key-file 'TLS authentication key file path'
            cand --ca-crt-file 'TLS authentication CA file path'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;secret;help'= {
            cand git 'Create or update a Kubernetes secret for Git authentication'
            cand githubapp 'Create or update a github app secret'
            cand helm 'Create or update a Kubernetes secret for Helm repository authentication'
            cand notation 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
            cand oci 'Create or update a Kubernetes image pull secret'
            cand proxy 'Create or update a Kubernetes secret for proxy authentication'
            cand receiver 'Create or update a Kubernetes secret for a Receiver webhook'
            cand tls 'Create or update a Kubernetes secret with TLS certificates'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;secret;help;git'= {
        }
        &'fluxr;create;secret;help;githubapp'= {
        }
        &'fluxr;create;secret;help;helm'= {
        }
        &'fluxr;create;secret;help;notation'= {
        }
        &'fluxr;create;secret;help;oci'= {
        }
        &'fluxr;create;secret;help;proxy'= {
        }
        &'fluxr;create;secret;help;receiver'= {
        }
        &'fluxr;create;secret;help;tls'= {
        }
        &'fluxr;create;secret;help;help'= {
        }
        &'fluxr;create;tenant'= {
            cand --with-namespace 'namespace belonging to this tenant'
            cand --cluster-role 'cluster role of the tenant role binding'
            cand --with-service-account 'service account belonging to this tenant'
            cand --skip-namespace 'skip namespace creation (namespace must exist already)'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'export in YAML format to stdout'
            cand --interval 'source sync interval'
            cand --label 'set labels on the resource (can specify multiple labels with commas: label1=value1,label2=value2)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;create;help'= {
            cand alert 'Create or update a Alert resource'
            cand alert-provider 'Create or update a Provider resource'
            cand source 'Create or update sources'
            cand helmrelease 'Create or update a HelmRelease resource'
            cand image 'Create or update resources dealing with image automation'
            cand kustomization 'Create or update a Kustomization resource'
            cand receiver 'Create or update a Receiver resource'
            cand secret 'Create or update Kubernetes secrets'
            cand tenant 'Create or update a tenant'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;create;help;alert'= {
        }
        &'fluxr;create;help;alert-provider'= {
        }
        &'fluxr;create;help;source'= {
            cand bucket 'Create or update a Bucket source'
            cand chart 'Create or update a HelmChart source'
            cand git 'Create or update a GitRepository source'
            cand helm 'Create or update a HelmRepository source'
            cand oci 'Create or update an OCIRepository'
        }
        &'fluxr;create;help;source;bucket'= {
        }
        &'fluxr;create;help;source;chart'= {
        }
        &'fluxr;create;help;source;git'= {
        }
        &'fluxr;create;help;source;helm'= {
        }
        &'fluxr;create;help;source;oci'= {
        }
        &'fluxr;create;help;helmrelease'= {
        }
        &'fluxr;create;help;image'= {
            cand policy 'Create or update an ImagePolicy object'
            cand repository 'Create or update an ImageRepository object'
            cand update 'Create or update an ImageUpdateAutomation object'
        }
        &'fluxr;create;help;image;policy'= {
        }
        &'fluxr;create;help;image;repository'= {
        }
        &'fluxr;create;help;image;update'= {
        }
        &'fluxr;create;help;kustomization'= {
        }
        &'fluxr;create;help;receiver'= {
        }
        &'fluxr;create;help;secret'= {
            cand git 'Create or update a Kubernetes secret for Git authentication'
            cand githubapp 'Create or update a github app secret'
            cand helm 'Create or update a Kubernetes secret for Helm repository authentication'
            cand notation 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
            cand oci 'Create or update a Kubernetes image pull secret'
            cand proxy 'Create or update a Kubernetes secret for proxy authentication'
            cand receiver 'Create or update a Kubernetes secret for a Receiver webhook'
            cand tls 'Create or update a Kubernetes secret with TLS certificates'
        }
        &'fluxr;create;help;secret;git'= {
        }
        &'fluxr;create;help;secret;githubapp'= {
        }
        &'fluxr;create;help;secret;helm'= {
        }
        &'fluxr;create;help;secret;notation'= {
        }
        &'fluxr;create;help;secret;oci'= {
        }
        &'fluxr;create;help;secret;proxy'= {
        }
        &'fluxr;create;help;secret;receiver'= {
        }
        &'fluxr;create;help;secret;tls'= {
        }
        &'fluxr;create;help;tenant'= {
        }
        &'fluxr;create;help;help'= {
        }
        &'fluxr;debug'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand helmrelease 'Debug a HelmRelease resource'
            cand hr 'Debug a HelmRelease resource'
            cand kustomization 'Debug a Flux Kustomization resource'
            cand ks 'Debug a Flux Kustomization resource'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;debug;helmrelease'= {
            cand --show-status 'print the status of the Helm release'
            cand --show-values 'print the final values of the Helm release'
            cand --show-history 'print the reconciliation history of the Helm release'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;debug;hr'= {
            cand --show-status 'print the status of the Helm release'
            cand --show-values 'print the final values of the Helm release'
            cand --show-history 'print the reconciliation history of the Helm release'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;debug;kustomization'= {
            cand --show-status 'print the status of the Flux Kustomization'
            cand --show-vars 'print the final vars of the Flux Kustomization in dot env format'
            cand --show-history 'print the reconciliation history of the Flux Kustomization'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;debug;ks'= {
            cand --show-status 'print the status of the Flux Kustomization'
            cand --show-vars 'print the final vars of the Flux Kustomization in dot env format'
            cand --show-history 'print the reconciliation history of the Flux Kustomization'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;debug;help'= {
            cand helmrelease 'Debug a HelmRelease resource'
            cand kustomization 'Debug a Flux Kustomization resource'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;debug;help;helmrelease'= {
        }
        &'fluxr;debug;help;kustomization'= {
        }
        &'fluxr;debug;help;help'= {
        }
        &'fluxr;delete'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand alert 'Delete a Alert resource'
            cand alert-provider 'Delete a Provider resource'
            cand helmrelease 'Delete a HelmRelease resource'
            cand hr 'Delete a HelmRelease resource'
            cand image 'Delete image automation objects'
            cand kustomization 'Delete a Kustomization resource'
            cand ks 'Delete a Kustomization resource'
            cand receiver 'Delete a Receiver resource'
            cand source 'Delete sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;delete;alert'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;alert-provider'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;helmrelease'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;hr'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;image'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand policy 'Delete an ImagePolicy object'
            cand repository 'Delete an ImageRepository object'
            cand update 'Delete an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;delete;image;policy'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;image;repository'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;image;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;image;help'= {
            cand policy 'Delete an ImagePolicy object'
            cand repository 'Delete an ImageRepository object'
            cand update 'Delete an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;delete;image;help;policy'= {
        }
        &'fluxr;delete;image;help;repository'= {
        }
        &'fluxr;delete;image;help;update'= {
        }
        &'fluxr;delete;image;help;help'= {
        }
        &'fluxr;delete;kustomization'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;ks'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;receiver'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;source'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bucket 'Delete a Bucket source'
            cand chart 'Delete a HelmChart source'
            cand git 'Delete a GitRepository source'
            cand helm 'Delete a HelmRepository source'
            cand oci 'Delete an OCIRepository source'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;delete;source;bucket'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;source;chart'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;source;git'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;source;helm'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;source;oci'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -s 'delete resource without asking for confirmation'
            cand --silent 'delete resource without asking for confirmation'
            cand --wait 'wait until the object is gone, its finalizers done (within --timeout)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;delete;source;help'= {
            cand bucket 'Delete a Bucket source'
            cand chart 'Delete a HelmChart source'
            cand git 'Delete a GitRepository source'
            cand helm 'Delete a HelmRepository source'
            cand oci 'Delete an OCIRepository source'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;delete;source;help;bucket'= {
        }
        &'fluxr;delete;source;help;chart'= {
        }
        &'fluxr;delete;source;help;git'= {
        }
        &'fluxr;delete;source;help;helm'= {
        }
        &'fluxr;delete;source;help;oci'= {
        }
        &'fluxr;delete;source;help;help'= {
        }
        &'fluxr;delete;help'= {
            cand alert 'Delete a Alert resource'
            cand alert-provider 'Delete a Provider resource'
            cand helmrelease 'Delete a HelmRelease resource'
            cand image 'Delete image automation objects'
            cand kustomization 'Delete a Kustomization resource'
            cand receiver 'Delete a Receiver resource'
            cand source 'Delete sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;delete;help;alert'= {
        }
        &'fluxr;delete;help;alert-provider'= {
        }
        &'fluxr;delete;help;helmrelease'= {
        }
        &'fluxr;delete;help;image'= {
            cand policy 'Delete an ImagePolicy object'
            cand repository 'Delete an ImageRepository object'
            cand update 'Delete an ImageUpdateAutomation object'
        }
        &'fluxr;delete;help;image;policy'= {
        }
        &'fluxr;delete;help;image;repository'= {
        }
        &'fluxr;delete;help;image;update'= {
        }
        &'fluxr;delete;help;kustomization'= {
        }
        &'fluxr;delete;help;receiver'= {
        }
        &'fluxr;delete;help;source'= {
            cand bucket 'Delete a Bucket source'
            cand chart 'Delete a HelmChart source'
            cand git 'Delete a GitRepository source'
            cand helm 'Delete a HelmRepository source'
            cand oci 'Delete an OCIRepository source'
        }
        &'fluxr;delete;help;source;bucket'= {
        }
        &'fluxr;delete;help;source;chart'= {
        }
        &'fluxr;delete;help;source;git'= {
        }
        &'fluxr;delete;help;source;helm'= {
        }
        &'fluxr;delete;help;source;oci'= {
        }
        &'fluxr;delete;help;help'= {
        }
        &'fluxr;diff'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand artifact 'Diff Artifact'
            cand kustomization 'Diff Kustomization'
            cand ks 'Diff Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;diff;artifact'= {
            cand --path 'path to the directory where the Kubernetes manifests are located'
            cand --creds 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic'
            cand --ca-file 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)'
            cand --ignore-paths 'set paths to ignore in .gitignore format'
            cand --insecure-registry 'allows the remote artifact to be pulled without TLS'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --provider 'the OCI provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;diff;kustomization'= {
            cand --path 'Path to a local directory that matches the specified Kustomization.spec.path.'
            cand --ignore-paths 'set paths to ignore in .gitignore format'
            cand --kustomization-file 'Path to the Flux Kustomization YAML file.'
            cand -r 'Recursively diff Kustomizations'
            cand --recursive 'Recursively diff Kustomizations'
            cand --local-sources 'Comma-separated list of repositories in format: Kind/namespace/name=path'
            cand --strict-substitute 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars.'
            cand --ignore-not-found 'Ignore Kustomization not found errors on the cluster when diffing.'
            cand --base 'Compare offline with this git revision of the repository that holds --path (a branch, tag or commit; read from git objects, nothing is checked out). Needs --kustomization-file'
            cand --substitute-from-file 'ConfigMap and Secret manifests that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable'
            cand --in-memory-build 'Use in-memory filesystem during build.'
            cand --progress-bar 'Boolean to set the progress bar. The default value is true.'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;diff;ks'= {
            cand --path 'Path to a local directory that matches the specified Kustomization.spec.path.'
            cand --ignore-paths 'set paths to ignore in .gitignore format'
            cand --kustomization-file 'Path to the Flux Kustomization YAML file.'
            cand -r 'Recursively diff Kustomizations'
            cand --recursive 'Recursively diff Kustomizations'
            cand --local-sources 'Comma-separated list of repositories in format: Kind/namespace/name=path'
            cand --strict-substitute 'When enabled, the post build substitutions will fail if a var without a default value is declared in files but is missing from the input vars.'
            cand --ignore-not-found 'Ignore Kustomization not found errors on the cluster when diffing.'
            cand --base 'Compare offline with this git revision of the repository that holds --path (a branch, tag or commit; read from git objects, nothing is checked out). Needs --kustomization-file'
            cand --substitute-from-file 'ConfigMap and Secret manifests that stand in for the cluster''s objects named in spec.postBuild.substituteFrom; repeatable'
            cand --in-memory-build 'Use in-memory filesystem during build.'
            cand --progress-bar 'Boolean to set the progress bar. The default value is true.'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;diff;help'= {
            cand artifact 'Diff Artifact'
            cand kustomization 'Diff Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;diff;help;artifact'= {
        }
        &'fluxr;diff;help;kustomization'= {
        }
        &'fluxr;diff;help;help'= {
        }
        &'fluxr;envsubst'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --strict 'fail if a variable without a default value is declared in the input but is missing from the environment'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;events'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'display events from Flux resources across all namespaces'
            cand --all-namespaces 'display events from Flux resources across all namespaces'
            cand -w 'indicate if the events should be streamed'
            cand --watch 'indicate if the events should be streamed'
            cand --for 'get events for a particular object'
            cand --types 'filter events for certain types (valid types are: Normal, Warning)'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand alert 'Export Alert resources in YAML format'
            cand alert-provider 'Export Provider resources in YAML format'
            cand artifact 'Export artifact objects'
            cand helmrelease 'Export HelmRelease resources in YAML format'
            cand hr 'Export HelmRelease resources in YAML format'
            cand image 'Export image automation objects'
            cand kustomization 'Export Kustomization resources in YAML format'
            cand ks 'Export Kustomization resources in YAML format'
            cand receiver 'Export Receiver resources in YAML format'
            cand source 'Export sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;alert'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;alert-provider'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;artifact'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand generator 'Export ArtifactGenerator resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;artifact;generator'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;artifact;help'= {
            cand generator 'Export ArtifactGenerator resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;artifact;help;generator'= {
        }
        &'fluxr;export;artifact;help;help'= {
        }
        &'fluxr;export;helmrelease'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;hr'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;image'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand policy 'Export ImagePolicy resources in YAML format'
            cand repository 'Export ImageRepository resources in YAML format'
            cand update 'Export ImageUpdateAutomation resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;image;policy'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;image;repository'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;image;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;image;help'= {
            cand policy 'Export ImagePolicy resources in YAML format'
            cand repository 'Export ImageRepository resources in YAML format'
            cand update 'Export ImageUpdateAutomation resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;image;help;policy'= {
        }
        &'fluxr;export;image;help;repository'= {
        }
        &'fluxr;export;image;help;update'= {
        }
        &'fluxr;export;image;help;help'= {
        }
        &'fluxr;export;kustomization'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;ks'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;receiver'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;source'= {
            cand --with-credentials 'include credential secrets'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bucket 'Export Bucket sources in YAML format'
            cand chart 'Export HelmChart sources in YAML format'
            cand external 'Export ExternalArtifact sources in YAML format'
            cand git 'Export GitRepository sources in YAML format'
            cand helm 'Export HelmRepository sources in YAML format'
            cand oci 'Export OCIRepository sources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;source;bucket'= {
            cand --with-credentials 'include credential secrets'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;source;chart'= {
            cand --with-credentials 'include credential secrets'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;source;external'= {
            cand --with-credentials 'include credential secrets'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;source;git'= {
            cand --with-credentials 'include credential secrets'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;source;helm'= {
            cand --with-credentials 'include credential secrets'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;source;oci'= {
            cand --with-credentials 'include credential secrets'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'select all resources'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;export;source;help'= {
            cand bucket 'Export Bucket sources in YAML format'
            cand chart 'Export HelmChart sources in YAML format'
            cand external 'Export ExternalArtifact sources in YAML format'
            cand git 'Export GitRepository sources in YAML format'
            cand helm 'Export HelmRepository sources in YAML format'
            cand oci 'Export OCIRepository sources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;source;help;bucket'= {
        }
        &'fluxr;export;source;help;chart'= {
        }
        &'fluxr;export;source;help;external'= {
        }
        &'fluxr;export;source;help;git'= {
        }
        &'fluxr;export;source;help;helm'= {
        }
        &'fluxr;export;source;help;oci'= {
        }
        &'fluxr;export;source;help;help'= {
        }
        &'fluxr;export;help'= {
            cand alert 'Export Alert resources in YAML format'
            cand alert-provider 'Export Provider resources in YAML format'
            cand artifact 'Export artifact objects'
            cand helmrelease 'Export HelmRelease resources in YAML format'
            cand image 'Export image automation objects'
            cand kustomization 'Export Kustomization resources in YAML format'
            cand receiver 'Export Receiver resources in YAML format'
            cand source 'Export sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;export;help;alert'= {
        }
        &'fluxr;export;help;alert-provider'= {
        }
        &'fluxr;export;help;artifact'= {
            cand generator 'Export ArtifactGenerator resources in YAML format'
        }
        &'fluxr;export;help;artifact;generator'= {
        }
        &'fluxr;export;help;helmrelease'= {
        }
        &'fluxr;export;help;image'= {
            cand policy 'Export ImagePolicy resources in YAML format'
            cand repository 'Export ImageRepository resources in YAML format'
            cand update 'Export ImageUpdateAutomation resources in YAML format'
        }
        &'fluxr;export;help;image;policy'= {
        }
        &'fluxr;export;help;image;repository'= {
        }
        &'fluxr;export;help;image;update'= {
        }
        &'fluxr;export;help;kustomization'= {
        }
        &'fluxr;export;help;receiver'= {
        }
        &'fluxr;export;help;source'= {
            cand bucket 'Export Bucket sources in YAML format'
            cand chart 'Export HelmChart sources in YAML format'
            cand external 'Export ExternalArtifact sources in YAML format'
            cand git 'Export GitRepository sources in YAML format'
            cand helm 'Export HelmRepository sources in YAML format'
            cand oci 'Export OCIRepository sources in YAML format'
        }
        &'fluxr;export;help;source;bucket'= {
        }
        &'fluxr;export;help;source;chart'= {
        }
        &'fluxr;export;help;source;external'= {
        }
        &'fluxr;export;help;source;git'= {
        }
        &'fluxr;export;help;source;helm'= {
        }
        &'fluxr;export;help;source;oci'= {
        }
        &'fluxr;export;help;help'= {
        }
        &'fluxr;get'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand alerts 'Get Alert statuses'
            cand alert 'Get Alert statuses'
            cand alert-providers 'Get Provider statuses'
            cand alert-provider 'Get Provider statuses'
            cand all 'Get all resources and statuses'
            cand artifacts 'Get artifact object status'
            cand artifact 'Get artifact object status'
            cand helmreleases 'Get HelmRelease statuses'
            cand hr 'Get HelmRelease statuses'
            cand images 'Get image automation object status'
            cand image 'Get image automation object status'
            cand kustomizations 'Get Kustomization statuses'
            cand ks 'Get Kustomization statuses'
            cand receivers 'Get Receiver statuses'
            cand receiver 'Get Receiver statuses'
            cand sources 'Get source statuses'
            cand source 'Get source statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;alerts'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;alert'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;alert-providers'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;alert-provider'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;all'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;artifacts'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand generators 'Get artifact generator statuses'
            cand generator 'Get artifact generator statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;artifact'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand generators 'Get artifact generator statuses'
            cand generator 'Get artifact generator statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;artifacts;generators'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;artifacts;generator'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;artifact;generators'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;artifact;generator'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;artifacts;help'= {
            cand generators 'Get artifact generator statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;artifacts;help;generators'= {
        }
        &'fluxr;get;artifacts;help;help'= {
        }
        &'fluxr;get;artifact;help'= {
            cand generators 'Get artifact generator statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;artifact;help;generators'= {
        }
        &'fluxr;get;artifact;help;help'= {
        }
        &'fluxr;get;helmreleases'= {
            cand --show-source 'show the source reference for each helmrelease'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;hr'= {
            cand --show-source 'show the source reference for each helmrelease'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;images'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;image'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;images;all'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;image;all'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;images;policy'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;image;policy'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;images;repository'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;image;repository'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;images;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;image;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;images;help'= {
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;images;help;all'= {
        }
        &'fluxr;get;images;help;policy'= {
        }
        &'fluxr;get;images;help;repository'= {
        }
        &'fluxr;get;images;help;update'= {
        }
        &'fluxr;get;images;help;help'= {
        }
        &'fluxr;get;image;help'= {
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;image;help;all'= {
        }
        &'fluxr;get;image;help;policy'= {
        }
        &'fluxr;get;image;help;repository'= {
        }
        &'fluxr;get;image;help;update'= {
        }
        &'fluxr;get;image;help;help'= {
        }
        &'fluxr;get;kustomizations'= {
            cand --show-source 'show the source reference for each kustomization'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;ks'= {
            cand --show-source 'show the source reference for each kustomization'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;receivers'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;receiver'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;source'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;sources;all'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;source;all'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources;bucket'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;source;bucket'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources;chart'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;source;chart'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources;external'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;source;external'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources;git'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;source;git'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources;helm'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;source;helm'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources;oci'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;source;oci'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the requested object(s) across all namespaces'
            cand --all-namespaces 'list the requested object(s) across all namespaces'
            cand --no-header 'skip the header when printing the results'
            cand -w 'After listing/getting the requested object, watch for changes.'
            cand --watch 'After listing/getting the requested object, watch for changes.'
            cand --status-selector 'specify the status condition name and the desired state to filter the get result, e.g. ready=false or ready!=true'
            cand -l 'filter objects by label selector'
            cand --label-selector 'filter objects by label selector'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;get;sources;help'= {
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;sources;help;all'= {
        }
        &'fluxr;get;sources;help;bucket'= {
        }
        &'fluxr;get;sources;help;chart'= {
        }
        &'fluxr;get;sources;help;external'= {
        }
        &'fluxr;get;sources;help;git'= {
        }
        &'fluxr;get;sources;help;helm'= {
        }
        &'fluxr;get;sources;help;oci'= {
        }
        &'fluxr;get;sources;help;help'= {
        }
        &'fluxr;get;source;help'= {
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;source;help;all'= {
        }
        &'fluxr;get;source;help;bucket'= {
        }
        &'fluxr;get;source;help;chart'= {
        }
        &'fluxr;get;source;help;external'= {
        }
        &'fluxr;get;source;help;git'= {
        }
        &'fluxr;get;source;help;helm'= {
        }
        &'fluxr;get;source;help;oci'= {
        }
        &'fluxr;get;source;help;help'= {
        }
        &'fluxr;get;help'= {
            cand alerts 'Get Alert statuses'
            cand alert-providers 'Get Provider statuses'
            cand all 'Get all resources and statuses'
            cand artifacts 'Get artifact object status'
            cand helmreleases 'Get HelmRelease statuses'
            cand images 'Get image automation object status'
            cand kustomizations 'Get Kustomization statuses'
            cand receivers 'Get Receiver statuses'
            cand sources 'Get source statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;get;help;alerts'= {
        }
        &'fluxr;get;help;alert-providers'= {
        }
        &'fluxr;get;help;all'= {
        }
        &'fluxr;get;help;artifacts'= {
            cand generators 'Get artifact generator statuses'
        }
        &'fluxr;get;help;artifacts;generators'= {
        }
        &'fluxr;get;help;helmreleases'= {
        }
        &'fluxr;get;help;images'= {
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
        }
        &'fluxr;get;help;images;all'= {
        }
        &'fluxr;get;help;images;policy'= {
        }
        &'fluxr;get;help;images;repository'= {
        }
        &'fluxr;get;help;images;update'= {
        }
        &'fluxr;get;help;kustomizations'= {
        }
        &'fluxr;get;help;receivers'= {
        }
        &'fluxr;get;help;sources'= {
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
        }
        &'fluxr;get;help;sources;all'= {
        }
        &'fluxr;get;help;sources;bucket'= {
        }
        &'fluxr;get;help;sources;chart'= {
        }
        &'fluxr;get;help;sources;external'= {
        }
        &'fluxr;get;help;sources;git'= {
        }
        &'fluxr;get;help;sources;helm'= {
        }
        &'fluxr;get;help;sources;oci'= {
        }
        &'fluxr;get;help;help'= {
        }
        &'fluxr;install'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --export 'write the install manifests to stdout and exit'
            cand --dry-run 'Only print the object that would be applied'
            cand -v 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --version 'toolkit version, when specified the manifests are downloaded from https://github.com/fluxcd/flux2/releases'
            cand --manifests 'path to the manifest directory'
            cand --registry 'container registry where the toolkit images are published'
            cand --registry-creds 'container registry credentials in the format ''user:password'', requires --image-pull-secret to be set'
            cand --image-pull-secret 'Kubernetes secret name used for pulling the toolkit images from a private registry'
            cand --watch-all-namespaces 'watch for custom resources in all namespaces, if set to false it will only watch the namespace where the toolkit is installed'
            cand --network-policy 'deny ingress access to the toolkit controllers from other namespaces using network policies'
            cand --cluster-domain 'internal cluster domain'
            cand --toleration-keys 'list of toleration keys used to schedule the components pods onto nodes with matching taints'
            cand --force 'override existing Flux installation if it''s managed by a different tool such as Helm'
            cand --components 'list of components, accepts comma-separated values'
            cand --components-extra 'list of components in addition to those supplied or defaulted, accepts values such as ''image-reflector-controller,image-automation-controller,source-watcher'''
            cand --log-level 'log level'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;kustomize'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help'
            cand --help 'Print help'
            cand build 'Build a kustomization target from a directory'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;kustomize;build'= {
            cand --load-restrictor 'Whether files may be loaded from outside the kustomization''s root'
            cand --reorder 'Order of the output: ''legacy'' (by kind) or ''none'' (as read)'
            cand -o 'Write the output to this file instead of stdout'
            cand --output 'Write the output to this file instead of stdout'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --enable-managedby-label 'Add the label app.kubernetes.io/managed-by to every resource'
            cand -h 'Print help'
            cand --help 'Print help'
        }
        &'fluxr;kustomize;help'= {
            cand build 'Build a kustomization target from a directory'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;kustomize;help;build'= {
        }
        &'fluxr;kustomize;help;help'= {
        }
        &'fluxr;list'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand artifacts 'list artifacts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;list;artifacts'= {
            cand --filter-semver 'filter tags returned from the oci repository using semver'
            cand --filter-regex 'filter tags returned from the oci repository using regex'
            cand --creds 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic'
            cand --ca-file 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)'
            cand --insecure-registry 'allows the remote artifacts list to be fetched without TLS'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --provider 'the OCI provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;list;help'= {
            cand artifacts 'list artifacts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;list;help;artifacts'= {
        }
        &'fluxr;list;help;help'= {
        }
        &'fluxr;logs'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --level 'log level'
            cand --name 'specifies the name of the object logs to be displayed'
            cand -f 'specifies if the logs should be streamed'
            cand --follow 'specifies if the logs should be streamed'
            cand --tail 'lines of recent log file to display'
            cand --flux-namespace 'the namespace where the Flux components are running'
            cand -A 'displays logs for objects across all namespaces'
            cand --all-namespaces 'displays logs for objects across all namespaces'
            cand --since 'Only return logs newer than a relative duration like 5s, 2m, or 3h. Defaults to all logs. Only one of since-time / since may be used.'
            cand --since-time 'Only return logs after a specific date (RFC3339). Defaults to all logs. Only one of since-time / since may be used.'
            cand --kind 'displays errors of a particular toolkit kind e.g GitRepository'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;migrate'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -f 'the path to the directory containing the manifests to migrate'
            cand --path 'the path to the directory containing the manifests to migrate'
            cand -e 'the file extensions to consider when migrating manifests, only applicable with --path'
            cand --extensions 'the file extensions to consider when migrating manifests, only applicable with --path'
            cand -v 'the target Flux minor version to migrate manifests to, only applicable with --path (defaults to the version of the CLI)'
            cand --version 'the target Flux minor version to migrate manifests to, only applicable with --path (defaults to the version of the CLI)'
            cand -y 'skip confirmation prompts when migrating manifests, only applicable with --path'
            cand --yes 'skip confirmation prompts when migrating manifests, only applicable with --path'
            cand --dry-run 'simulate the migration of manifests without making any changes, only applicable with --path'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand list 'List installed plugins'
            cand ls 'List installed plugins'
            cand install 'Install a plugin from the catalog'
            cand update 'Update installed plugins'
            cand upgrade 'Update installed plugins'
            cand uninstall 'Uninstall a plugin'
            cand delete 'Uninstall a plugin'
            cand search 'Search the plugin catalog'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;plugin;list'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;ls'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;install'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;upgrade'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;uninstall'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;delete'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;search'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;plugin;help'= {
            cand list 'List installed plugins'
            cand install 'Install a plugin from the catalog'
            cand update 'Update installed plugins'
            cand uninstall 'Uninstall a plugin'
            cand search 'Search the plugin catalog'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;plugin;help;list'= {
        }
        &'fluxr;plugin;help;install'= {
        }
        &'fluxr;plugin;help;update'= {
        }
        &'fluxr;plugin;help;uninstall'= {
        }
        &'fluxr;plugin;help;search'= {
        }
        &'fluxr;plugin;help;help'= {
        }
        &'fluxr;pull'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand artifact 'Pull artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;pull;artifact'= {
            cand -o 'path where the artifact content should be extracted.'
            cand --output 'path where the artifact content should be extracted.'
            cand --creds 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic'
            cand --ca-file 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)'
            cand --insecure-registry 'allows artifacts to be pulled without TLS'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --provider 'the OCI provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;pull;help'= {
            cand artifact 'Pull artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;pull;help;artifact'= {
        }
        &'fluxr;pull;help;help'= {
        }
        &'fluxr;push'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand artifact 'Push artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;push;artifact'= {
            cand -f 'path to the directory where the Kubernetes manifests are located'
            cand --path 'path to the directory where the Kubernetes manifests are located'
            cand --source 'the source address, e.g. the Git URL'
            cand --revision 'the source revision in the format ''<branch|tag>@sha1:<commit-sha>'''
            cand --creds 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic'
            cand --ca-file 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)'
            cand --ignore-paths 'set paths to ignore in .gitignore format'
            cand -a 'Set custom OCI annotations in the format ''<key>=<value>'''
            cand --annotations 'Set custom OCI annotations in the format ''<key>=<value>'''
            cand --debug 'display logs from underlying library'
            cand --reproducible 'ensure reproducible image digests by setting the created timestamp to ''1970-01-01T00:00:00Z'''
            cand --insecure-registry 'allows artifacts to be pushed without TLS'
            cand --resolve-symlinks 'resolve symlinks by copying their targets into the artifact'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -o 'the format in which the artifact digest should be printed, can be ''json'' or ''yaml'''
            cand --output 'the format in which the artifact digest should be printed, can be ''json'' or ''yaml'''
            cand --provider 'the OCI provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;push;help'= {
            cand artifact 'Push artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;push;help;artifact'= {
        }
        &'fluxr;push;help;help'= {
        }
        &'fluxr;reconcile'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand helmrelease 'Reconcile a HelmRelease resource'
            cand hr 'Reconcile a HelmRelease resource'
            cand image 'Reconcile image automation objects'
            cand kustomization 'Reconcile a Kustomization resource'
            cand ks 'Reconcile a Kustomization resource'
            cand receiver 'Reconcile a Receiver'
            cand source 'Reconcile sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;reconcile;helmrelease'= {
            cand --with-source 'reconcile HelmRelease source'
            cand --force 'force a one-off install or upgrade of the HelmRelease resource'
            cand --reset 'reset the failure count for this HelmRelease resource'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;hr'= {
            cand --with-source 'reconcile HelmRelease source'
            cand --force 'force a one-off install or upgrade of the HelmRelease resource'
            cand --reset 'reset the failure count for this HelmRelease resource'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;image'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand policy 'Reconcile an ImagePolicy'
            cand repository 'Reconcile an ImageRepository'
            cand update 'Reconcile an ImageUpdateAutomation'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;reconcile;image;policy'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;image;repository'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;image;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;image;help'= {
            cand policy 'Reconcile an ImagePolicy'
            cand repository 'Reconcile an ImageRepository'
            cand update 'Reconcile an ImageUpdateAutomation'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;reconcile;image;help;policy'= {
        }
        &'fluxr;reconcile;image;help;repository'= {
        }
        &'fluxr;reconcile;image;help;update'= {
        }
        &'fluxr;reconcile;image;help;help'= {
        }
        &'fluxr;reconcile;kustomization'= {
            cand --with-source 'reconcile Kustomization source'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;ks'= {
            cand --with-source 'reconcile Kustomization source'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;receiver'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;source'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bucket 'Reconcile a Bucket source'
            cand chart 'Reconcile a HelmChart source'
            cand git 'Reconcile a GitRepository source'
            cand helm 'Reconcile a HelmRepository source'
            cand oci 'Reconcile an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;reconcile;source;bucket'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;source;chart'= {
            cand --with-source 'reconcile HelmChart source'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;source;git'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;source;helm'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;source;oci'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;reconcile;source;help'= {
            cand bucket 'Reconcile a Bucket source'
            cand chart 'Reconcile a HelmChart source'
            cand git 'Reconcile a GitRepository source'
            cand helm 'Reconcile a HelmRepository source'
            cand oci 'Reconcile an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;reconcile;source;help;bucket'= {
        }
        &'fluxr;reconcile;source;help;chart'= {
        }
        &'fluxr;reconcile;source;help;git'= {
        }
        &'fluxr;reconcile;source;help;helm'= {
        }
        &'fluxr;reconcile;source;help;oci'= {
        }
        &'fluxr;reconcile;source;help;help'= {
        }
        &'fluxr;reconcile;help'= {
            cand helmrelease 'Reconcile a HelmRelease resource'
            cand image 'Reconcile image automation objects'
            cand kustomization 'Reconcile a Kustomization resource'
            cand receiver 'Reconcile a Receiver'
            cand source 'Reconcile sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;reconcile;help;helmrelease'= {
        }
        &'fluxr;reconcile;help;image'= {
            cand policy 'Reconcile an ImagePolicy'
            cand repository 'Reconcile an ImageRepository'
            cand update 'Reconcile an ImageUpdateAutomation'
        }
        &'fluxr;reconcile;help;image;policy'= {
        }
        &'fluxr;reconcile;help;image;repository'= {
        }
        &'fluxr;reconcile;help;image;update'= {
        }
        &'fluxr;reconcile;help;kustomization'= {
        }
        &'fluxr;reconcile;help;receiver'= {
        }
        &'fluxr;reconcile;help;source'= {
            cand bucket 'Reconcile a Bucket source'
            cand chart 'Reconcile a HelmChart source'
            cand git 'Reconcile a GitRepository source'
            cand helm 'Reconcile a HelmRepository source'
            cand oci 'Reconcile an OCIRepository'
        }
        &'fluxr;reconcile;help;source;bucket'= {
        }
        &'fluxr;reconcile;help;source;chart'= {
        }
        &'fluxr;reconcile;help;source;git'= {
        }
        &'fluxr;reconcile;help;source;helm'= {
        }
        &'fluxr;reconcile;help;source;oci'= {
        }
        &'fluxr;reconcile;help;help'= {
        }
        &'fluxr;resume'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand alert 'Resume a suspended Alert'
            cand alert-provider 'Resume a suspended Provider'
            cand helmrelease 'Resume a suspended HelmRelease'
            cand hr 'Resume a suspended HelmRelease'
            cand kustomization 'Resume a suspended Kustomization'
            cand ks 'Resume a suspended Kustomization'
            cand receiver 'Resume a suspended Receiver'
            cand image 'Resume image automation objects'
            cand source 'Resume sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;resume;alert'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;alert-provider'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;helmrelease'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;hr'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;kustomization'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;ks'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;receiver'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;image'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand repository 'Resume a suspended ImageRepository'
            cand update 'Resume a suspended ImageUpdateAutomation'
            cand policy 'Resume an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;resume;image;repository'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;image;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;image;policy'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;image;help'= {
            cand repository 'Resume a suspended ImageRepository'
            cand update 'Resume a suspended ImageUpdateAutomation'
            cand policy 'Resume an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;resume;image;help;repository'= {
        }
        &'fluxr;resume;image;help;update'= {
        }
        &'fluxr;resume;image;help;policy'= {
        }
        &'fluxr;resume;image;help;help'= {
        }
        &'fluxr;resume;source'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bucket 'Resume a suspended Bucket'
            cand chart 'Resume a suspended HelmChart'
            cand git 'Resume a suspended GitRepository'
            cand helm 'Resume a suspended HelmRepository'
            cand oci 'Resume a suspended OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;resume;source;bucket'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;source;chart'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;source;git'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;source;helm'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;source;oci'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'resume all resources in that namespace'
            cand --wait 'waits for one resource to reconcile before moving to the next one [default: false]'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;resume;source;help'= {
            cand bucket 'Resume a suspended Bucket'
            cand chart 'Resume a suspended HelmChart'
            cand git 'Resume a suspended GitRepository'
            cand helm 'Resume a suspended HelmRepository'
            cand oci 'Resume a suspended OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;resume;source;help;bucket'= {
        }
        &'fluxr;resume;source;help;chart'= {
        }
        &'fluxr;resume;source;help;git'= {
        }
        &'fluxr;resume;source;help;helm'= {
        }
        &'fluxr;resume;source;help;oci'= {
        }
        &'fluxr;resume;source;help;help'= {
        }
        &'fluxr;resume;help'= {
            cand alert 'Resume a suspended Alert'
            cand alert-provider 'Resume a suspended Provider'
            cand helmrelease 'Resume a suspended HelmRelease'
            cand kustomization 'Resume a suspended Kustomization'
            cand receiver 'Resume a suspended Receiver'
            cand image 'Resume image automation objects'
            cand source 'Resume sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;resume;help;alert'= {
        }
        &'fluxr;resume;help;alert-provider'= {
        }
        &'fluxr;resume;help;helmrelease'= {
        }
        &'fluxr;resume;help;kustomization'= {
        }
        &'fluxr;resume;help;receiver'= {
        }
        &'fluxr;resume;help;image'= {
            cand repository 'Resume a suspended ImageRepository'
            cand update 'Resume a suspended ImageUpdateAutomation'
            cand policy 'Resume an ImagePolicy'
        }
        &'fluxr;resume;help;image;repository'= {
        }
        &'fluxr;resume;help;image;update'= {
        }
        &'fluxr;resume;help;image;policy'= {
        }
        &'fluxr;resume;help;source'= {
            cand bucket 'Resume a suspended Bucket'
            cand chart 'Resume a suspended HelmChart'
            cand git 'Resume a suspended GitRepository'
            cand helm 'Resume a suspended HelmRepository'
            cand oci 'Resume a suspended OCIRepository'
        }
        &'fluxr;resume;help;source;bucket'= {
        }
        &'fluxr;resume;help;source;chart'= {
        }
        &'fluxr;resume;help;source;git'= {
        }
        &'fluxr;resume;help;source;helm'= {
        }
        &'fluxr;resume;help;source;oci'= {
        }
        &'fluxr;resume;help;help'= {
        }
        &'fluxr;stats'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -A 'list the statistics for objects across all namespaces'
            cand --all-namespaces 'list the statistics for objects across all namespaces'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand alert 'Suspend reconciliation of Alert'
            cand alert-provider 'Suspend reconciliation of Provider'
            cand helmrelease 'Suspend reconciliation of HelmRelease'
            cand hr 'Suspend reconciliation of HelmRelease'
            cand kustomization 'Suspend reconciliation of Kustomization'
            cand ks 'Suspend reconciliation of Kustomization'
            cand receiver 'Suspend reconciliation of Receiver'
            cand image 'Suspend image automation objects'
            cand source 'Suspend sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;suspend;alert'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;alert-provider'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;helmrelease'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;hr'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;kustomization'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;ks'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;receiver'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;image'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand repository 'Suspend reconciliation of an ImageRepository'
            cand update 'Suspend reconciliation of an ImageUpdateAutomation'
            cand policy 'Suspend an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;suspend;image;repository'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;image;update'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;image;policy'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;image;help'= {
            cand repository 'Suspend reconciliation of an ImageRepository'
            cand update 'Suspend reconciliation of an ImageUpdateAutomation'
            cand policy 'Suspend an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;suspend;image;help;repository'= {
        }
        &'fluxr;suspend;image;help;update'= {
        }
        &'fluxr;suspend;image;help;policy'= {
        }
        &'fluxr;suspend;image;help;help'= {
        }
        &'fluxr;suspend;source'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand bucket 'Suspend reconciliation of a Bucket'
            cand chart 'Suspend reconciliation of a HelmChart'
            cand git 'Suspend reconciliation of a GitRepository'
            cand helm 'Suspend reconciliation of a HelmRepository'
            cand oci 'Suspend reconciliation of an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;suspend;source;bucket'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;source;chart'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;source;git'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;source;helm'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;source;oci'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --all 'suspend all resources in that namespace'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;suspend;source;help'= {
            cand bucket 'Suspend reconciliation of a Bucket'
            cand chart 'Suspend reconciliation of a HelmChart'
            cand git 'Suspend reconciliation of a GitRepository'
            cand helm 'Suspend reconciliation of a HelmRepository'
            cand oci 'Suspend reconciliation of an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;suspend;source;help;bucket'= {
        }
        &'fluxr;suspend;source;help;chart'= {
        }
        &'fluxr;suspend;source;help;git'= {
        }
        &'fluxr;suspend;source;help;helm'= {
        }
        &'fluxr;suspend;source;help;oci'= {
        }
        &'fluxr;suspend;source;help;help'= {
        }
        &'fluxr;suspend;help'= {
            cand alert 'Suspend reconciliation of Alert'
            cand alert-provider 'Suspend reconciliation of Provider'
            cand helmrelease 'Suspend reconciliation of HelmRelease'
            cand kustomization 'Suspend reconciliation of Kustomization'
            cand receiver 'Suspend reconciliation of Receiver'
            cand image 'Suspend image automation objects'
            cand source 'Suspend sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;suspend;help;alert'= {
        }
        &'fluxr;suspend;help;alert-provider'= {
        }
        &'fluxr;suspend;help;helmrelease'= {
        }
        &'fluxr;suspend;help;kustomization'= {
        }
        &'fluxr;suspend;help;receiver'= {
        }
        &'fluxr;suspend;help;image'= {
            cand repository 'Suspend reconciliation of an ImageRepository'
            cand update 'Suspend reconciliation of an ImageUpdateAutomation'
            cand policy 'Suspend an ImagePolicy'
        }
        &'fluxr;suspend;help;image;repository'= {
        }
        &'fluxr;suspend;help;image;update'= {
        }
        &'fluxr;suspend;help;image;policy'= {
        }
        &'fluxr;suspend;help;source'= {
            cand bucket 'Suspend reconciliation of a Bucket'
            cand chart 'Suspend reconciliation of a HelmChart'
            cand git 'Suspend reconciliation of a GitRepository'
            cand helm 'Suspend reconciliation of a HelmRepository'
            cand oci 'Suspend reconciliation of an OCIRepository'
        }
        &'fluxr;suspend;help;source;bucket'= {
        }
        &'fluxr;suspend;help;source;chart'= {
        }
        &'fluxr;suspend;help;source;git'= {
        }
        &'fluxr;suspend;help;source;helm'= {
        }
        &'fluxr;suspend;help;source;oci'= {
        }
        &'fluxr;suspend;help;help'= {
        }
        &'fluxr;tag'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand artifact 'Tag artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;tag;artifact'= {
            cand --tag 'tag name'
            cand --creds 'credentials for OCI registry in the format <username>[:<password>] if --provider is generic'
            cand --ca-file 'a PEM file of certificate authorities to trust for the registry, on top of the system''s (fluxr)'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --provider 'the OCI provider name'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;tag;help'= {
            cand artifact 'Tag artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;tag;help;artifact'= {
        }
        &'fluxr;tag;help;help'= {
        }
        &'fluxr;trace'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --kind 'the Kubernetes object kind, e.g. Deployment'''
            cand --api-version 'the Kubernetes object API version, e.g. ''apps/v1'''
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;tree'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand kustomization 'Print the resource inventory of a Kustomization'
            cand ks 'Print the resource inventory of a Kustomization'
            cand artifact 'Print artifact objects reconciled by Flux'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;tree;kustomization'= {
            cand --compact 'list Flux resources only.'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -o 'the format in which the tree should be printed. can be ''json'' or ''yaml'''
            cand --output 'the format in which the tree should be printed. can be ''json'' or ''yaml'''
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;tree;ks'= {
            cand --compact 'list Flux resources only.'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -o 'the format in which the tree should be printed. can be ''json'' or ''yaml'''
            cand --output 'the format in which the tree should be printed. can be ''json'' or ''yaml'''
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;tree;artifact'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand generator 'Print the inventory of an ArtifactGenerator'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;tree;artifact;generator'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -o 'the format in which the tree should be printed. can be ''json'' or ''yaml'''
            cand --output 'the format in which the tree should be printed. can be ''json'' or ''yaml'''
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;tree;artifact;help'= {
            cand generator 'Print the inventory of an ArtifactGenerator'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;tree;artifact;help;generator'= {
        }
        &'fluxr;tree;artifact;help;help'= {
        }
        &'fluxr;tree;help'= {
            cand kustomization 'Print the resource inventory of a Kustomization'
            cand artifact 'Print artifact objects reconciled by Flux'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;tree;help;kustomization'= {
        }
        &'fluxr;tree;help;artifact'= {
            cand generator 'Print the inventory of an ArtifactGenerator'
        }
        &'fluxr;tree;help;artifact;generator'= {
        }
        &'fluxr;tree;help;help'= {
        }
        &'fluxr;trigger'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand receiver 'Trigger the webhook of a Receiver'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;trigger;receiver'= {
            cand --token 'the Receiver token, required for all types except generic-oidc where it must not be set'
            cand --url 'the base URL of the notification-controller webhook receiver, may contain a base path'
            cand --type 'the Receiver type, one of: generic, generic-hmac, generic-oidc'
            cand --oidc-provider 'the OIDC provider to fetch the token from, one of: github, forgejo (generic-oidc only, mutually exclusive with --oidc-token)'
            cand --oidc-token 'the OIDC token to authenticate the request (generic-oidc only, mutually exclusive with --oidc-provider); defaults to the FLUX_TRIGGER_RECEIVER_OIDC_TOKEN environment variable'
            cand --oidc-audience 'the audience of the OIDC token to fetch (requires --oidc-provider); defaults to "notification-controller"'
            cand --payload 'the JSON payload to send in the request body'
            cand --retries 'the number of times to retry on connection errors or retryable HTTP status codes (404, 408, 429, 5xx); set to 0 to disable'
            cand --retry-delay 'the delay between retries'
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;trigger;help'= {
            cand receiver 'Trigger the webhook of a Receiver'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;trigger;help;receiver'= {
        }
        &'fluxr;trigger;help;help'= {
        }
        &'fluxr;uninstall'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --keep-namespace 'skip namespace deletion'
            cand --dry-run 'only print the objects that would be deleted'
            cand -s 'delete components without asking for confirmation'
            cand --silent 'delete components without asking for confirmation'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;version'= {
            cand -n 'If present, the namespace scope for this CLI request'
            cand --namespace 'If present, the namespace scope for this CLI request'
            cand --ns-follows-kube-context 'use the namespace from the kubeconfig context instead of the default flux-system namespace, can also be set via FLUX_NS_FOLLOWS_KUBE_CONTEXT env var'
            cand --timeout 'timeout for this operation'
            cand --verbose 'print generated objects'
            cand --kubeconfig 'Path to the kubeconfig file to use for CLI requests.'
            cand --context 'The name of the kubeconfig context to use'
            cand --cluster 'The name of the kubeconfig cluster to use'
            cand --user 'The name of the kubeconfig user to use'
            cand --token 'Bearer token for authentication to the API server'
            cand --server 'The address and port of the Kubernetes API server'
            cand --as 'Username to impersonate for the operation. User could be a regular user or a service account in a namespace.'
            cand --as-group 'Group to impersonate for the operation, this flag can be repeated to specify multiple groups.'
            cand --as-uid 'UID to impersonate for the operation.'
            cand --as-user-extra 'User extras to impersonate for the operation, this flag can be repeated to specify multiple values for the same key.'
            cand --certificate-authority 'Path to a cert file for the certificate authority to authenticate the Kubernetes API server'
            cand --client-certificate 'Path to a client certificate file for TLS authentication to the Kubernetes API server'
            cand --client-key 'Path to a client key file for TLS authentication to the Kubernetes API server'
            cand --insecure-skip-tls-verify 'If true, the Kubernetes API server''s certificate will not be checked for validity. This will make your HTTPS connections insecure'
            cand --tls-server-name 'Server name to use for server certificate validation. If it is not provided, the hostname used to contact the server is used'
            cand --cache-dir 'Default cache directory'
            cand --disable-compression 'If true, opt-out of response compression for all requests to the server'
            cand --kube-api-qps 'The maximum queries-per-second of requests sent to the Kubernetes API.'
            cand --kube-api-burst 'The maximum burst queries-per-second of requests sent to the Kubernetes API.'
            cand --client 'print only client version'
            cand -o 'the format in which the information should be printed. can be ''json'' or ''yaml'''
            cand --output 'the format in which the information should be printed. can be ''json'' or ''yaml'''
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
        }
        &'fluxr;help'= {
            cand bootstrap 'Deploy Flux on a cluster the GitOps way.'
            cand build 'Build a flux resource'
            cand check 'Check requirements and installation'
            cand completion 'Generates completion scripts for various shells'
            cand create 'Create or update sources and resources'
            cand debug 'Debug a flux resource'
            cand delete 'Delete sources and resources'
            cand diff 'Diff a flux resource'
            cand envsubst 'envsubst substitutes the values of environment variables'
            cand events 'Display Kubernetes events for Flux resources'
            cand export 'Export resources in YAML format'
            cand get 'Get the resources and their status'
            cand install 'Install or upgrade Flux'
            cand kustomize 'Build a kustomization directory, like `kubectl kustomize`'
            cand list 'List artifacts'
            cand logs 'Display formatted logs for Flux components'
            cand migrate 'Migrate the Flux custom resources to their latest API version'
            cand plugin 'Manage Flux CLI plugins'
            cand pull 'Pull artifacts'
            cand push 'Push artifacts'
            cand reconcile 'Reconcile sources and resources'
            cand resume 'Resume suspended resources'
            cand stats 'Stats of Flux reconciles'
            cand suspend 'Suspend resources'
            cand tag 'Tag artifacts'
            cand trace 'Trace in-cluster objects throughout the GitOps delivery pipeline'
            cand tree 'Print the resources reconciled by Flux'
            cand trigger 'Trigger Flux resources from outside the cluster'
            cand uninstall 'Uninstall Flux and its custom resource definitions'
            cand version 'Print the client and server-side components version information.'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;bootstrap'= {
            cand bitbucket-server 'Deploy Flux on a cluster connected to a Bitbucket Server repository'
            cand git 'Deploy Flux on a cluster connected to a Git repository'
            cand gitea 'Deploy Flux on a cluster connected to a Gitea repository'
            cand github 'Deploy Flux on a cluster connected to a GitHub repository'
            cand gitlab 'Deploy Flux on a cluster connected to a GitLab repository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;bootstrap;bitbucket-server'= {
        }
        &'fluxr;help;bootstrap;git'= {
        }
        &'fluxr;help;bootstrap;gitea'= {
        }
        &'fluxr;help;bootstrap;github'= {
        }
        &'fluxr;help;bootstrap;gitlab'= {
        }
        &'fluxr;help;bootstrap;help'= {
            cand bitbucket-server 'Deploy Flux on a cluster connected to a Bitbucket Server repository'
            cand git 'Deploy Flux on a cluster connected to a Git repository'
            cand gitea 'Deploy Flux on a cluster connected to a Gitea repository'
            cand github 'Deploy Flux on a cluster connected to a GitHub repository'
            cand gitlab 'Deploy Flux on a cluster connected to a GitLab repository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;bootstrap;help;bitbucket-server'= {
        }
        &'fluxr;help;bootstrap;help;git'= {
        }
        &'fluxr;help;bootstrap;help;gitea'= {
        }
        &'fluxr;help;bootstrap;help;github'= {
        }
        &'fluxr;help;bootstrap;help;gitlab'= {
        }
        &'fluxr;help;bootstrap;help;help'= {
        }
        &'fluxr;help;build'= {
            cand artifact 'Build artifact'
            cand kustomization 'Build Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;build;artifact'= {
        }
        &'fluxr;help;build;kustomization'= {
        }
        &'fluxr;help;build;help'= {
            cand artifact 'Build artifact'
            cand kustomization 'Build Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;build;help;artifact'= {
        }
        &'fluxr;help;build;help;kustomization'= {
        }
        &'fluxr;help;build;help;help'= {
        }
        &'fluxr;help;check'= {
        }
        &'fluxr;help;completion'= {
            cand bash 'Generates bash completion scripts'
            cand zsh 'Generates zsh completion scripts'
            cand fish 'Generates fish completion scripts'
            cand powershell 'Generates powershell completion scripts'
            cand elvish 'Generates elvish completion scripts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;completion;bash'= {
        }
        &'fluxr;help;completion;zsh'= {
        }
        &'fluxr;help;completion;fish'= {
        }
        &'fluxr;help;completion;powershell'= {
        }
        &'fluxr;help;completion;elvish'= {
        }
        &'fluxr;help;completion;help'= {
            cand bash 'Generates bash completion scripts'
            cand zsh 'Generates zsh completion scripts'
            cand fish 'Generates fish completion scripts'
            cand powershell 'Generates powershell completion scripts'
            cand elvish 'Generates elvish completion scripts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;completion;help;bash'= {
        }
        &'fluxr;help;completion;help;zsh'= {
        }
        &'fluxr;help;completion;help;fish'= {
        }
        &'fluxr;help;completion;help;powershell'= {
        }
        &'fluxr;help;completion;help;elvish'= {
        }
        &'fluxr;help;completion;help;help'= {
        }
        &'fluxr;help;create'= {
            cand alert 'Create or update a Alert resource'
            cand alert-provider 'Create or update a Provider resource'
            cand source 'Create or update sources'
            cand helmrelease 'Create or update a HelmRelease resource'
            cand image 'Create or update resources dealing with image automation'
            cand kustomization 'Create or update a Kustomization resource'
            cand receiver 'Create or update a Receiver resource'
            cand secret 'Create or update Kubernetes secrets'
            cand tenant 'Create or update a tenant'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;alert'= {
        }
        &'fluxr;help;create;alert-provider'= {
        }
        &'fluxr;help;create;source'= {
            cand bucket 'Create or update a Bucket source'
            cand chart 'Create or update a HelmChart source'
            cand git 'Create or update a GitRepository source'
            cand helm 'Create or update a HelmRepository source'
            cand oci 'Create or update an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;source;bucket'= {
        }
        &'fluxr;help;create;source;chart'= {
        }
        &'fluxr;help;create;source;git'= {
        }
        &'fluxr;help;create;source;helm'= {
        }
        &'fluxr;help;create;source;oci'= {
        }
        &'fluxr;help;create;source;help'= {
            cand bucket 'Create or update a Bucket source'
            cand chart 'Create or update a HelmChart source'
            cand git 'Create or update a GitRepository source'
            cand helm 'Create or update a HelmRepository source'
            cand oci 'Create or update an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;source;help;bucket'= {
        }
        &'fluxr;help;create;source;help;chart'= {
        }
        &'fluxr;help;create;source;help;git'= {
        }
        &'fluxr;help;create;source;help;helm'= {
        }
        &'fluxr;help;create;source;help;oci'= {
        }
        &'fluxr;help;create;source;help;help'= {
        }
        &'fluxr;help;create;helmrelease'= {
        }
        &'fluxr;help;create;image'= {
            cand policy 'Create or update an ImagePolicy object'
            cand repository 'Create or update an ImageRepository object'
            cand update 'Create or update an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;image;policy'= {
        }
        &'fluxr;help;create;image;repository'= {
        }
        &'fluxr;help;create;image;update'= {
        }
        &'fluxr;help;create;image;help'= {
            cand policy 'Create or update an ImagePolicy object'
            cand repository 'Create or update an ImageRepository object'
            cand update 'Create or update an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;image;help;policy'= {
        }
        &'fluxr;help;create;image;help;repository'= {
        }
        &'fluxr;help;create;image;help;update'= {
        }
        &'fluxr;help;create;image;help;help'= {
        }
        &'fluxr;help;create;kustomization'= {
        }
        &'fluxr;help;create;receiver'= {
        }
        &'fluxr;help;create;secret'= {
            cand git 'Create or update a Kubernetes secret for Git authentication'
            cand githubapp 'Create or update a github app secret'
            cand helm 'Create or update a Kubernetes secret for Helm repository authentication'
            cand notation 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
            cand oci 'Create or update a Kubernetes image pull secret'
            cand proxy 'Create or update a Kubernetes secret for proxy authentication'
            cand receiver 'Create or update a Kubernetes secret for a Receiver webhook'
            cand tls 'Create or update a Kubernetes secret with TLS certificates'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;secret;git'= {
        }
        &'fluxr;help;create;secret;githubapp'= {
        }
        &'fluxr;help;create;secret;helm'= {
        }
        &'fluxr;help;create;secret;notation'= {
        }
        &'fluxr;help;create;secret;oci'= {
        }
        &'fluxr;help;create;secret;proxy'= {
        }
        &'fluxr;help;create;secret;receiver'= {
        }
        &'fluxr;help;create;secret;tls'= {
        }
        &'fluxr;help;create;secret;help'= {
            cand git 'Create or update a Kubernetes secret for Git authentication'
            cand githubapp 'Create or update a github app secret'
            cand helm 'Create or update a Kubernetes secret for Helm repository authentication'
            cand notation 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
            cand oci 'Create or update a Kubernetes image pull secret'
            cand proxy 'Create or update a Kubernetes secret for proxy authentication'
            cand receiver 'Create or update a Kubernetes secret for a Receiver webhook'
            cand tls 'Create or update a Kubernetes secret with TLS certificates'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;secret;help;git'= {
        }
        &'fluxr;help;create;secret;help;githubapp'= {
        }
        &'fluxr;help;create;secret;help;helm'= {
        }
        &'fluxr;help;create;secret;help;notation'= {
        }
        &'fluxr;help;create;secret;help;oci'= {
        }
        &'fluxr;help;create;secret;help;proxy'= {
        }
        &'fluxr;help;create;secret;help;receiver'= {
        }
        &'fluxr;help;create;secret;help;tls'= {
        }
        &'fluxr;help;create;secret;help;help'= {
        }
        &'fluxr;help;create;tenant'= {
        }
        &'fluxr;help;create;help'= {
            cand alert 'Create or update a Alert resource'
            cand alert-provider 'Create or update a Provider resource'
            cand source 'Create or update sources'
            cand helmrelease 'Create or update a HelmRelease resource'
            cand image 'Create or update resources dealing with image automation'
            cand kustomization 'Create or update a Kustomization resource'
            cand receiver 'Create or update a Receiver resource'
            cand secret 'Create or update Kubernetes secrets'
            cand tenant 'Create or update a tenant'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;create;help;alert'= {
        }
        &'fluxr;help;create;help;alert-provider'= {
        }
        &'fluxr;help;create;help;source'= {
            cand bucket 'Create or update a Bucket source'
            cand chart 'Create or update a HelmChart source'
            cand git 'Create or update a GitRepository source'
            cand helm 'Create or update a HelmRepository source'
            cand oci 'Create or update an OCIRepository'
        }
        &'fluxr;help;create;help;source;bucket'= {
        }
        &'fluxr;help;create;help;source;chart'= {
        }
        &'fluxr;help;create;help;source;git'= {
        }
        &'fluxr;help;create;help;source;helm'= {
        }
        &'fluxr;help;create;help;source;oci'= {
        }
        &'fluxr;help;create;help;helmrelease'= {
        }
        &'fluxr;help;create;help;image'= {
            cand policy 'Create or update an ImagePolicy object'
            cand repository 'Create or update an ImageRepository object'
            cand update 'Create or update an ImageUpdateAutomation object'
        }
        &'fluxr;help;create;help;image;policy'= {
        }
        &'fluxr;help;create;help;image;repository'= {
        }
        &'fluxr;help;create;help;image;update'= {
        }
        &'fluxr;help;create;help;kustomization'= {
        }
        &'fluxr;help;create;help;receiver'= {
        }
        &'fluxr;help;create;help;secret'= {
            cand git 'Create or update a Kubernetes secret for Git authentication'
            cand githubapp 'Create or update a github app secret'
            cand helm 'Create or update a Kubernetes secret for Helm repository authentication'
            cand notation 'Create or update a Kubernetes secret for verifications of artifacts signed by Notation'
            cand oci 'Create or update a Kubernetes image pull secret'
            cand proxy 'Create or update a Kubernetes secret for proxy authentication'
            cand receiver 'Create or update a Kubernetes secret for a Receiver webhook'
            cand tls 'Create or update a Kubernetes secret with TLS certificates'
        }
        &'fluxr;help;create;help;secret;git'= {
        }
        &'fluxr;help;create;help;secret;githubapp'= {
        }
        &'fluxr;help;create;help;secret;helm'= {
        }
        &'fluxr;help;create;help;secret;notation'= {
        }
        &'fluxr;help;create;help;secret;oci'= {
        }
        &'fluxr;help;create;help;secret;proxy'= {
        }
        &'fluxr;help;create;help;secret;receiver'= {
        }
        &'fluxr;help;create;help;secret;tls'= {
        }
        &'fluxr;help;create;help;tenant'= {
        }
        &'fluxr;help;create;help;help'= {
        }
        &'fluxr;help;debug'= {
            cand helmrelease 'Debug a HelmRelease resource'
            cand kustomization 'Debug a Flux Kustomization resource'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;debug;helmrelease'= {
        }
        &'fluxr;help;debug;kustomization'= {
        }
        &'fluxr;help;debug;help'= {
            cand helmrelease 'Debug a HelmRelease resource'
            cand kustomization 'Debug a Flux Kustomization resource'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;debug;help;helmrelease'= {
        }
        &'fluxr;help;debug;help;kustomization'= {
        }
        &'fluxr;help;debug;help;help'= {
        }
        &'fluxr;help;delete'= {
            cand alert 'Delete a Alert resource'
            cand alert-provider 'Delete a Provider resource'
            cand helmrelease 'Delete a HelmRelease resource'
            cand image 'Delete image automation objects'
            cand kustomization 'Delete a Kustomization resource'
            cand receiver 'Delete a Receiver resource'
            cand source 'Delete sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;delete;alert'= {
        }
        &'fluxr;help;delete;alert-provider'= {
        }
        &'fluxr;help;delete;helmrelease'= {
        }
        &'fluxr;help;delete;image'= {
            cand policy 'Delete an ImagePolicy object'
            cand repository 'Delete an ImageRepository object'
            cand update 'Delete an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;delete;image;policy'= {
        }
        &'fluxr;help;delete;image;repository'= {
        }
        &'fluxr;help;delete;image;update'= {
        }
        &'fluxr;help;delete;image;help'= {
            cand policy 'Delete an ImagePolicy object'
            cand repository 'Delete an ImageRepository object'
            cand update 'Delete an ImageUpdateAutomation object'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;delete;image;help;policy'= {
        }
        &'fluxr;help;delete;image;help;repository'= {
        }
        &'fluxr;help;delete;image;help;update'= {
        }
        &'fluxr;help;delete;image;help;help'= {
        }
        &'fluxr;help;delete;kustomization'= {
        }
        &'fluxr;help;delete;receiver'= {
        }
        &'fluxr;help;delete;source'= {
            cand bucket 'Delete a Bucket source'
            cand chart 'Delete a HelmChart source'
            cand git 'Delete a GitRepository source'
            cand helm 'Delete a HelmRepository source'
            cand oci 'Delete an OCIRepository source'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;delete;source;bucket'= {
        }
        &'fluxr;help;delete;source;chart'= {
        }
        &'fluxr;help;delete;source;git'= {
        }
        &'fluxr;help;delete;source;helm'= {
        }
        &'fluxr;help;delete;source;oci'= {
        }
        &'fluxr;help;delete;source;help'= {
            cand bucket 'Delete a Bucket source'
            cand chart 'Delete a HelmChart source'
            cand git 'Delete a GitRepository source'
            cand helm 'Delete a HelmRepository source'
            cand oci 'Delete an OCIRepository source'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;delete;source;help;bucket'= {
        }
        &'fluxr;help;delete;source;help;chart'= {
        }
        &'fluxr;help;delete;source;help;git'= {
        }
        &'fluxr;help;delete;source;help;helm'= {
        }
        &'fluxr;help;delete;source;help;oci'= {
        }
        &'fluxr;help;delete;source;help;help'= {
        }
        &'fluxr;help;delete;help'= {
            cand alert 'Delete a Alert resource'
            cand alert-provider 'Delete a Provider resource'
            cand helmrelease 'Delete a HelmRelease resource'
            cand image 'Delete image automation objects'
            cand kustomization 'Delete a Kustomization resource'
            cand receiver 'Delete a Receiver resource'
            cand source 'Delete sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;delete;help;alert'= {
        }
        &'fluxr;help;delete;help;alert-provider'= {
        }
        &'fluxr;help;delete;help;helmrelease'= {
        }
        &'fluxr;help;delete;help;image'= {
            cand policy 'Delete an ImagePolicy object'
            cand repository 'Delete an ImageRepository object'
            cand update 'Delete an ImageUpdateAutomation object'
        }
        &'fluxr;help;delete;help;image;policy'= {
        }
        &'fluxr;help;delete;help;image;repository'= {
        }
        &'fluxr;help;delete;help;image;update'= {
        }
        &'fluxr;help;delete;help;kustomization'= {
        }
        &'fluxr;help;delete;help;receiver'= {
        }
        &'fluxr;help;delete;help;source'= {
            cand bucket 'Delete a Bucket source'
            cand chart 'Delete a HelmChart source'
            cand git 'Delete a GitRepository source'
            cand helm 'Delete a HelmRepository source'
            cand oci 'Delete an OCIRepository source'
        }
        &'fluxr;help;delete;help;source;bucket'= {
        }
        &'fluxr;help;delete;help;source;chart'= {
        }
        &'fluxr;help;delete;help;source;git'= {
        }
        &'fluxr;help;delete;help;source;helm'= {
        }
        &'fluxr;help;delete;help;source;oci'= {
        }
        &'fluxr;help;delete;help;help'= {
        }
        &'fluxr;help;diff'= {
            cand artifact 'Diff Artifact'
            cand kustomization 'Diff Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;diff;artifact'= {
        }
        &'fluxr;help;diff;kustomization'= {
        }
        &'fluxr;help;diff;help'= {
            cand artifact 'Diff Artifact'
            cand kustomization 'Diff Kustomization'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;diff;help;artifact'= {
        }
        &'fluxr;help;diff;help;kustomization'= {
        }
        &'fluxr;help;diff;help;help'= {
        }
        &'fluxr;help;envsubst'= {
        }
        &'fluxr;help;events'= {
        }
        &'fluxr;help;export'= {
            cand alert 'Export Alert resources in YAML format'
            cand alert-provider 'Export Provider resources in YAML format'
            cand artifact 'Export artifact objects'
            cand helmrelease 'Export HelmRelease resources in YAML format'
            cand image 'Export image automation objects'
            cand kustomization 'Export Kustomization resources in YAML format'
            cand receiver 'Export Receiver resources in YAML format'
            cand source 'Export sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;alert'= {
        }
        &'fluxr;help;export;alert-provider'= {
        }
        &'fluxr;help;export;artifact'= {
            cand generator 'Export ArtifactGenerator resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;artifact;generator'= {
        }
        &'fluxr;help;export;artifact;help'= {
            cand generator 'Export ArtifactGenerator resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;artifact;help;generator'= {
        }
        &'fluxr;help;export;artifact;help;help'= {
        }
        &'fluxr;help;export;helmrelease'= {
        }
        &'fluxr;help;export;image'= {
            cand policy 'Export ImagePolicy resources in YAML format'
            cand repository 'Export ImageRepository resources in YAML format'
            cand update 'Export ImageUpdateAutomation resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;image;policy'= {
        }
        &'fluxr;help;export;image;repository'= {
        }
        &'fluxr;help;export;image;update'= {
        }
        &'fluxr;help;export;image;help'= {
            cand policy 'Export ImagePolicy resources in YAML format'
            cand repository 'Export ImageRepository resources in YAML format'
            cand update 'Export ImageUpdateAutomation resources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;image;help;policy'= {
        }
        &'fluxr;help;export;image;help;repository'= {
        }
        &'fluxr;help;export;image;help;update'= {
        }
        &'fluxr;help;export;image;help;help'= {
        }
        &'fluxr;help;export;kustomization'= {
        }
        &'fluxr;help;export;receiver'= {
        }
        &'fluxr;help;export;source'= {
            cand bucket 'Export Bucket sources in YAML format'
            cand chart 'Export HelmChart sources in YAML format'
            cand external 'Export ExternalArtifact sources in YAML format'
            cand git 'Export GitRepository sources in YAML format'
            cand helm 'Export HelmRepository sources in YAML format'
            cand oci 'Export OCIRepository sources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;source;bucket'= {
        }
        &'fluxr;help;export;source;chart'= {
        }
        &'fluxr;help;export;source;external'= {
        }
        &'fluxr;help;export;source;git'= {
        }
        &'fluxr;help;export;source;helm'= {
        }
        &'fluxr;help;export;source;oci'= {
        }
        &'fluxr;help;export;source;help'= {
            cand bucket 'Export Bucket sources in YAML format'
            cand chart 'Export HelmChart sources in YAML format'
            cand external 'Export ExternalArtifact sources in YAML format'
            cand git 'Export GitRepository sources in YAML format'
            cand helm 'Export HelmRepository sources in YAML format'
            cand oci 'Export OCIRepository sources in YAML format'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;source;help;bucket'= {
        }
        &'fluxr;help;export;source;help;chart'= {
        }
        &'fluxr;help;export;source;help;external'= {
        }
        &'fluxr;help;export;source;help;git'= {
        }
        &'fluxr;help;export;source;help;helm'= {
        }
        &'fluxr;help;export;source;help;oci'= {
        }
        &'fluxr;help;export;source;help;help'= {
        }
        &'fluxr;help;export;help'= {
            cand alert 'Export Alert resources in YAML format'
            cand alert-provider 'Export Provider resources in YAML format'
            cand artifact 'Export artifact objects'
            cand helmrelease 'Export HelmRelease resources in YAML format'
            cand image 'Export image automation objects'
            cand kustomization 'Export Kustomization resources in YAML format'
            cand receiver 'Export Receiver resources in YAML format'
            cand source 'Export sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;export;help;alert'= {
        }
        &'fluxr;help;export;help;alert-provider'= {
        }
        &'fluxr;help;export;help;artifact'= {
            cand generator 'Export ArtifactGenerator resources in YAML format'
        }
        &'fluxr;help;export;help;artifact;generator'= {
        }
        &'fluxr;help;export;help;helmrelease'= {
        }
        &'fluxr;help;export;help;image'= {
            cand policy 'Export ImagePolicy resources in YAML format'
            cand repository 'Export ImageRepository resources in YAML format'
            cand update 'Export ImageUpdateAutomation resources in YAML format'
        }
        &'fluxr;help;export;help;image;policy'= {
        }
        &'fluxr;help;export;help;image;repository'= {
        }
        &'fluxr;help;export;help;image;update'= {
        }
        &'fluxr;help;export;help;kustomization'= {
        }
        &'fluxr;help;export;help;receiver'= {
        }
        &'fluxr;help;export;help;source'= {
            cand bucket 'Export Bucket sources in YAML format'
            cand chart 'Export HelmChart sources in YAML format'
            cand external 'Export ExternalArtifact sources in YAML format'
            cand git 'Export GitRepository sources in YAML format'
            cand helm 'Export HelmRepository sources in YAML format'
            cand oci 'Export OCIRepository sources in YAML format'
        }
        &'fluxr;help;export;help;source;bucket'= {
        }
        &'fluxr;help;export;help;source;chart'= {
        }
        &'fluxr;help;export;help;source;external'= {
        }
        &'fluxr;help;export;help;source;git'= {
        }
        &'fluxr;help;export;help;source;helm'= {
        }
        &'fluxr;help;export;help;source;oci'= {
        }
        &'fluxr;help;export;help;help'= {
        }
        &'fluxr;help;get'= {
            cand alerts 'Get Alert statuses'
            cand alert-providers 'Get Provider statuses'
            cand all 'Get all resources and statuses'
            cand artifacts 'Get artifact object status'
            cand helmreleases 'Get HelmRelease statuses'
            cand images 'Get image automation object status'
            cand kustomizations 'Get Kustomization statuses'
            cand receivers 'Get Receiver statuses'
            cand sources 'Get source statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;alerts'= {
        }
        &'fluxr;help;get;alert-providers'= {
        }
        &'fluxr;help;get;all'= {
        }
        &'fluxr;help;get;artifacts'= {
            cand generators 'Get artifact generator statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;artifacts;generators'= {
        }
        &'fluxr;help;get;artifacts;help'= {
            cand generators 'Get artifact generator statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;artifacts;help;generators'= {
        }
        &'fluxr;help;get;artifacts;help;help'= {
        }
        &'fluxr;help;get;helmreleases'= {
        }
        &'fluxr;help;get;images'= {
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;images;all'= {
        }
        &'fluxr;help;get;images;policy'= {
        }
        &'fluxr;help;get;images;repository'= {
        }
        &'fluxr;help;get;images;update'= {
        }
        &'fluxr;help;get;images;help'= {
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;images;help;all'= {
        }
        &'fluxr;help;get;images;help;policy'= {
        }
        &'fluxr;help;get;images;help;repository'= {
        }
        &'fluxr;help;get;images;help;update'= {
        }
        &'fluxr;help;get;images;help;help'= {
        }
        &'fluxr;help;get;kustomizations'= {
        }
        &'fluxr;help;get;receivers'= {
        }
        &'fluxr;help;get;sources'= {
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;sources;all'= {
        }
        &'fluxr;help;get;sources;bucket'= {
        }
        &'fluxr;help;get;sources;chart'= {
        }
        &'fluxr;help;get;sources;external'= {
        }
        &'fluxr;help;get;sources;git'= {
        }
        &'fluxr;help;get;sources;helm'= {
        }
        &'fluxr;help;get;sources;oci'= {
        }
        &'fluxr;help;get;sources;help'= {
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;sources;help;all'= {
        }
        &'fluxr;help;get;sources;help;bucket'= {
        }
        &'fluxr;help;get;sources;help;chart'= {
        }
        &'fluxr;help;get;sources;help;external'= {
        }
        &'fluxr;help;get;sources;help;git'= {
        }
        &'fluxr;help;get;sources;help;helm'= {
        }
        &'fluxr;help;get;sources;help;oci'= {
        }
        &'fluxr;help;get;sources;help;help'= {
        }
        &'fluxr;help;get;help'= {
            cand alerts 'Get Alert statuses'
            cand alert-providers 'Get Provider statuses'
            cand all 'Get all resources and statuses'
            cand artifacts 'Get artifact object status'
            cand helmreleases 'Get HelmRelease statuses'
            cand images 'Get image automation object status'
            cand kustomizations 'Get Kustomization statuses'
            cand receivers 'Get Receiver statuses'
            cand sources 'Get source statuses'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;get;help;alerts'= {
        }
        &'fluxr;help;get;help;alert-providers'= {
        }
        &'fluxr;help;get;help;all'= {
        }
        &'fluxr;help;get;help;artifacts'= {
            cand generators 'Get artifact generator statuses'
        }
        &'fluxr;help;get;help;artifacts;generators'= {
        }
        &'fluxr;help;get;help;helmreleases'= {
        }
        &'fluxr;help;get;help;images'= {
            cand all 'Get all image statuses'
            cand policy 'Get ImagePolicy status'
            cand repository 'Get ImageRepository status'
            cand update 'Get ImageUpdateAutomation status'
        }
        &'fluxr;help;get;help;images;all'= {
        }
        &'fluxr;help;get;help;images;policy'= {
        }
        &'fluxr;help;get;help;images;repository'= {
        }
        &'fluxr;help;get;help;images;update'= {
        }
        &'fluxr;help;get;help;kustomizations'= {
        }
        &'fluxr;help;get;help;receivers'= {
        }
        &'fluxr;help;get;help;sources'= {
            cand all 'Get all source statuses'
            cand bucket 'Get Bucket source statuses'
            cand chart 'Get HelmChart statuses'
            cand external 'Get ExternalArtifact source statuses'
            cand git 'Get GitRepository source statuses'
            cand helm 'Get HelmRepository source statuses'
            cand oci 'Get OCIRepository status'
        }
        &'fluxr;help;get;help;sources;all'= {
        }
        &'fluxr;help;get;help;sources;bucket'= {
        }
        &'fluxr;help;get;help;sources;chart'= {
        }
        &'fluxr;help;get;help;sources;external'= {
        }
        &'fluxr;help;get;help;sources;git'= {
        }
        &'fluxr;help;get;help;sources;helm'= {
        }
        &'fluxr;help;get;help;sources;oci'= {
        }
        &'fluxr;help;get;help;help'= {
        }
        &'fluxr;help;install'= {
        }
        &'fluxr;help;kustomize'= {
            cand build 'Build a kustomization target from a directory'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;kustomize;build'= {
        }
        &'fluxr;help;kustomize;help'= {
            cand build 'Build a kustomization target from a directory'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;kustomize;help;build'= {
        }
        &'fluxr;help;kustomize;help;help'= {
        }
        &'fluxr;help;list'= {
            cand artifacts 'list artifacts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;list;artifacts'= {
        }
        &'fluxr;help;list;help'= {
            cand artifacts 'list artifacts'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;list;help;artifacts'= {
        }
        &'fluxr;help;list;help;help'= {
        }
        &'fluxr;help;logs'= {
        }
        &'fluxr;help;migrate'= {
        }
        &'fluxr;help;plugin'= {
            cand list 'List installed plugins'
            cand install 'Install a plugin from the catalog'
            cand update 'Update installed plugins'
            cand uninstall 'Uninstall a plugin'
            cand search 'Search the plugin catalog'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;plugin;list'= {
        }
        &'fluxr;help;plugin;install'= {
        }
        &'fluxr;help;plugin;update'= {
        }
        &'fluxr;help;plugin;uninstall'= {
        }
        &'fluxr;help;plugin;search'= {
        }
        &'fluxr;help;plugin;help'= {
            cand list 'List installed plugins'
            cand install 'Install a plugin from the catalog'
            cand update 'Update installed plugins'
            cand uninstall 'Uninstall a plugin'
            cand search 'Search the plugin catalog'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;plugin;help;list'= {
        }
        &'fluxr;help;plugin;help;install'= {
        }
        &'fluxr;help;plugin;help;update'= {
        }
        &'fluxr;help;plugin;help;uninstall'= {
        }
        &'fluxr;help;plugin;help;search'= {
        }
        &'fluxr;help;plugin;help;help'= {
        }
        &'fluxr;help;pull'= {
            cand artifact 'Pull artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;pull;artifact'= {
        }
        &'fluxr;help;pull;help'= {
            cand artifact 'Pull artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;pull;help;artifact'= {
        }
        &'fluxr;help;pull;help;help'= {
        }
        &'fluxr;help;push'= {
            cand artifact 'Push artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;push;artifact'= {
        }
        &'fluxr;help;push;help'= {
            cand artifact 'Push artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;push;help;artifact'= {
        }
        &'fluxr;help;push;help;help'= {
        }
        &'fluxr;help;reconcile'= {
            cand helmrelease 'Reconcile a HelmRelease resource'
            cand image 'Reconcile image automation objects'
            cand kustomization 'Reconcile a Kustomization resource'
            cand receiver 'Reconcile a Receiver'
            cand source 'Reconcile sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;reconcile;helmrelease'= {
        }
        &'fluxr;help;reconcile;image'= {
            cand policy 'Reconcile an ImagePolicy'
            cand repository 'Reconcile an ImageRepository'
            cand update 'Reconcile an ImageUpdateAutomation'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;reconcile;image;policy'= {
        }
        &'fluxr;help;reconcile;image;repository'= {
        }
        &'fluxr;help;reconcile;image;update'= {
        }
        &'fluxr;help;reconcile;image;help'= {
            cand policy 'Reconcile an ImagePolicy'
            cand repository 'Reconcile an ImageRepository'
            cand update 'Reconcile an ImageUpdateAutomation'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;reconcile;image;help;policy'= {
        }
        &'fluxr;help;reconcile;image;help;repository'= {
        }
        &'fluxr;help;reconcile;image;help;update'= {
        }
        &'fluxr;help;reconcile;image;help;help'= {
        }
        &'fluxr;help;reconcile;kustomization'= {
        }
        &'fluxr;help;reconcile;receiver'= {
        }
        &'fluxr;help;reconcile;source'= {
            cand bucket 'Reconcile a Bucket source'
            cand chart 'Reconcile a HelmChart source'
            cand git 'Reconcile a GitRepository source'
            cand helm 'Reconcile a HelmRepository source'
            cand oci 'Reconcile an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;reconcile;source;bucket'= {
        }
        &'fluxr;help;reconcile;source;chart'= {
        }
        &'fluxr;help;reconcile;source;git'= {
        }
        &'fluxr;help;reconcile;source;helm'= {
        }
        &'fluxr;help;reconcile;source;oci'= {
        }
        &'fluxr;help;reconcile;source;help'= {
            cand bucket 'Reconcile a Bucket source'
            cand chart 'Reconcile a HelmChart source'
            cand git 'Reconcile a GitRepository source'
            cand helm 'Reconcile a HelmRepository source'
            cand oci 'Reconcile an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;reconcile;source;help;bucket'= {
        }
        &'fluxr;help;reconcile;source;help;chart'= {
        }
        &'fluxr;help;reconcile;source;help;git'= {
        }
        &'fluxr;help;reconcile;source;help;helm'= {
        }
        &'fluxr;help;reconcile;source;help;oci'= {
        }
        &'fluxr;help;reconcile;source;help;help'= {
        }
        &'fluxr;help;reconcile;help'= {
            cand helmrelease 'Reconcile a HelmRelease resource'
            cand image 'Reconcile image automation objects'
            cand kustomization 'Reconcile a Kustomization resource'
            cand receiver 'Reconcile a Receiver'
            cand source 'Reconcile sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;reconcile;help;helmrelease'= {
        }
        &'fluxr;help;reconcile;help;image'= {
            cand policy 'Reconcile an ImagePolicy'
            cand repository 'Reconcile an ImageRepository'
            cand update 'Reconcile an ImageUpdateAutomation'
        }
        &'fluxr;help;reconcile;help;image;policy'= {
        }
        &'fluxr;help;reconcile;help;image;repository'= {
        }
        &'fluxr;help;reconcile;help;image;update'= {
        }
        &'fluxr;help;reconcile;help;kustomization'= {
        }
        &'fluxr;help;reconcile;help;receiver'= {
        }
        &'fluxr;help;reconcile;help;source'= {
            cand bucket 'Reconcile a Bucket source'
            cand chart 'Reconcile a HelmChart source'
            cand git 'Reconcile a GitRepository source'
            cand helm 'Reconcile a HelmRepository source'
            cand oci 'Reconcile an OCIRepository'
        }
        &'fluxr;help;reconcile;help;source;bucket'= {
        }
        &'fluxr;help;reconcile;help;source;chart'= {
        }
        &'fluxr;help;reconcile;help;source;git'= {
        }
        &'fluxr;help;reconcile;help;source;helm'= {
        }
        &'fluxr;help;reconcile;help;source;oci'= {
        }
        &'fluxr;help;reconcile;help;help'= {
        }
        &'fluxr;help;resume'= {
            cand alert 'Resume a suspended Alert'
            cand alert-provider 'Resume a suspended Provider'
            cand helmrelease 'Resume a suspended HelmRelease'
            cand kustomization 'Resume a suspended Kustomization'
            cand receiver 'Resume a suspended Receiver'
            cand image 'Resume image automation objects'
            cand source 'Resume sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;resume;alert'= {
        }
        &'fluxr;help;resume;alert-provider'= {
        }
        &'fluxr;help;resume;helmrelease'= {
        }
        &'fluxr;help;resume;kustomization'= {
        }
        &'fluxr;help;resume;receiver'= {
        }
        &'fluxr;help;resume;image'= {
            cand repository 'Resume a suspended ImageRepository'
            cand update 'Resume a suspended ImageUpdateAutomation'
            cand policy 'Resume an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;resume;image;repository'= {
        }
        &'fluxr;help;resume;image;update'= {
        }
        &'fluxr;help;resume;image;policy'= {
        }
        &'fluxr;help;resume;image;help'= {
            cand repository 'Resume a suspended ImageRepository'
            cand update 'Resume a suspended ImageUpdateAutomation'
            cand policy 'Resume an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;resume;image;help;repository'= {
        }
        &'fluxr;help;resume;image;help;update'= {
        }
        &'fluxr;help;resume;image;help;policy'= {
        }
        &'fluxr;help;resume;image;help;help'= {
        }
        &'fluxr;help;resume;source'= {
            cand bucket 'Resume a suspended Bucket'
            cand chart 'Resume a suspended HelmChart'
            cand git 'Resume a suspended GitRepository'
            cand helm 'Resume a suspended HelmRepository'
            cand oci 'Resume a suspended OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;resume;source;bucket'= {
        }
        &'fluxr;help;resume;source;chart'= {
        }
        &'fluxr;help;resume;source;git'= {
        }
        &'fluxr;help;resume;source;helm'= {
        }
        &'fluxr;help;resume;source;oci'= {
        }
        &'fluxr;help;resume;source;help'= {
            cand bucket 'Resume a suspended Bucket'
            cand chart 'Resume a suspended HelmChart'
            cand git 'Resume a suspended GitRepository'
            cand helm 'Resume a suspended HelmRepository'
            cand oci 'Resume a suspended OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;resume;source;help;bucket'= {
        }
        &'fluxr;help;resume;source;help;chart'= {
        }
        &'fluxr;help;resume;source;help;git'= {
        }
        &'fluxr;help;resume;source;help;helm'= {
        }
        &'fluxr;help;resume;source;help;oci'= {
        }
        &'fluxr;help;resume;source;help;help'= {
        }
        &'fluxr;help;resume;help'= {
            cand alert 'Resume a suspended Alert'
            cand alert-provider 'Resume a suspended Provider'
            cand helmrelease 'Resume a suspended HelmRelease'
            cand kustomization 'Resume a suspended Kustomization'
            cand receiver 'Resume a suspended Receiver'
            cand image 'Resume image automation objects'
            cand source 'Resume sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;resume;help;alert'= {
        }
        &'fluxr;help;resume;help;alert-provider'= {
        }
        &'fluxr;help;resume;help;helmrelease'= {
        }
        &'fluxr;help;resume;help;kustomization'= {
        }
        &'fluxr;help;resume;help;receiver'= {
        }
        &'fluxr;help;resume;help;image'= {
            cand repository 'Resume a suspended ImageRepository'
            cand update 'Resume a suspended ImageUpdateAutomation'
            cand policy 'Resume an ImagePolicy'
        }
        &'fluxr;help;resume;help;image;repository'= {
        }
        &'fluxr;help;resume;help;image;update'= {
        }
        &'fluxr;help;resume;help;image;policy'= {
        }
        &'fluxr;help;resume;help;source'= {
            cand bucket 'Resume a suspended Bucket'
            cand chart 'Resume a suspended HelmChart'
            cand git 'Resume a suspended GitRepository'
            cand helm 'Resume a suspended HelmRepository'
            cand oci 'Resume a suspended OCIRepository'
        }
        &'fluxr;help;resume;help;source;bucket'= {
        }
        &'fluxr;help;resume;help;source;chart'= {
        }
        &'fluxr;help;resume;help;source;git'= {
        }
        &'fluxr;help;resume;help;source;helm'= {
        }
        &'fluxr;help;resume;help;source;oci'= {
        }
        &'fluxr;help;resume;help;help'= {
        }
        &'fluxr;help;stats'= {
        }
        &'fluxr;help;suspend'= {
            cand alert 'Suspend reconciliation of Alert'
            cand alert-provider 'Suspend reconciliation of Provider'
            cand helmrelease 'Suspend reconciliation of HelmRelease'
            cand kustomization 'Suspend reconciliation of Kustomization'
            cand receiver 'Suspend reconciliation of Receiver'
            cand image 'Suspend image automation objects'
            cand source 'Suspend sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;suspend;alert'= {
        }
        &'fluxr;help;suspend;alert-provider'= {
        }
        &'fluxr;help;suspend;helmrelease'= {
        }
        &'fluxr;help;suspend;kustomization'= {
        }
        &'fluxr;help;suspend;receiver'= {
        }
        &'fluxr;help;suspend;image'= {
            cand repository 'Suspend reconciliation of an ImageRepository'
            cand update 'Suspend reconciliation of an ImageUpdateAutomation'
            cand policy 'Suspend an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;suspend;image;repository'= {
        }
        &'fluxr;help;suspend;image;update'= {
        }
        &'fluxr;help;suspend;image;policy'= {
        }
        &'fluxr;help;suspend;image;help'= {
            cand repository 'Suspend reconciliation of an ImageRepository'
            cand update 'Suspend reconciliation of an ImageUpdateAutomation'
            cand policy 'Suspend an ImagePolicy'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;suspend;image;help;repository'= {
        }
        &'fluxr;help;suspend;image;help;update'= {
        }
        &'fluxr;help;suspend;image;help;policy'= {
        }
        &'fluxr;help;suspend;image;help;help'= {
        }
        &'fluxr;help;suspend;source'= {
            cand bucket 'Suspend reconciliation of a Bucket'
            cand chart 'Suspend reconciliation of a HelmChart'
            cand git 'Suspend reconciliation of a GitRepository'
            cand helm 'Suspend reconciliation of a HelmRepository'
            cand oci 'Suspend reconciliation of an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;suspend;source;bucket'= {
        }
        &'fluxr;help;suspend;source;chart'= {
        }
        &'fluxr;help;suspend;source;git'= {
        }
        &'fluxr;help;suspend;source;helm'= {
        }
        &'fluxr;help;suspend;source;oci'= {
        }
        &'fluxr;help;suspend;source;help'= {
            cand bucket 'Suspend reconciliation of a Bucket'
            cand chart 'Suspend reconciliation of a HelmChart'
            cand git 'Suspend reconciliation of a GitRepository'
            cand helm 'Suspend reconciliation of a HelmRepository'
            cand oci 'Suspend reconciliation of an OCIRepository'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;suspend;source;help;bucket'= {
        }
        &'fluxr;help;suspend;source;help;chart'= {
        }
        &'fluxr;help;suspend;source;help;git'= {
        }
        &'fluxr;help;suspend;source;help;helm'= {
        }
        &'fluxr;help;suspend;source;help;oci'= {
        }
        &'fluxr;help;suspend;source;help;help'= {
        }
        &'fluxr;help;suspend;help'= {
            cand alert 'Suspend reconciliation of Alert'
            cand alert-provider 'Suspend reconciliation of Provider'
            cand helmrelease 'Suspend reconciliation of HelmRelease'
            cand kustomization 'Suspend reconciliation of Kustomization'
            cand receiver 'Suspend reconciliation of Receiver'
            cand image 'Suspend image automation objects'
            cand source 'Suspend sources'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;suspend;help;alert'= {
        }
        &'fluxr;help;suspend;help;alert-provider'= {
        }
        &'fluxr;help;suspend;help;helmrelease'= {
        }
        &'fluxr;help;suspend;help;kustomization'= {
        }
        &'fluxr;help;suspend;help;receiver'= {
        }
        &'fluxr;help;suspend;help;image'= {
            cand repository 'Suspend reconciliation of an ImageRepository'
            cand update 'Suspend reconciliation of an ImageUpdateAutomation'
            cand policy 'Suspend an ImagePolicy'
        }
        &'fluxr;help;suspend;help;image;repository'= {
        }
        &'fluxr;help;suspend;help;image;update'= {
        }
        &'fluxr;help;suspend;help;image;policy'= {
        }
        &'fluxr;help;suspend;help;source'= {
            cand bucket 'Suspend reconciliation of a Bucket'
            cand chart 'Suspend reconciliation of a HelmChart'
            cand git 'Suspend reconciliation of a GitRepository'
            cand helm 'Suspend reconciliation of a HelmRepository'
            cand oci 'Suspend reconciliation of an OCIRepository'
        }
        &'fluxr;help;suspend;help;source;bucket'= {
        }
        &'fluxr;help;suspend;help;source;chart'= {
        }
        &'fluxr;help;suspend;help;source;git'= {
        }
        &'fluxr;help;suspend;help;source;helm'= {
        }
        &'fluxr;help;suspend;help;source;oci'= {
        }
        &'fluxr;help;suspend;help;help'= {
        }
        &'fluxr;help;tag'= {
            cand artifact 'Tag artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;tag;artifact'= {
        }
        &'fluxr;help;tag;help'= {
            cand artifact 'Tag artifact'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;tag;help;artifact'= {
        }
        &'fluxr;help;tag;help;help'= {
        }
        &'fluxr;help;trace'= {
        }
        &'fluxr;help;tree'= {
            cand kustomization 'Print the resource inventory of a Kustomization'
            cand artifact 'Print artifact objects reconciled by Flux'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;tree;kustomization'= {
        }
        &'fluxr;help;tree;artifact'= {
            cand generator 'Print the inventory of an ArtifactGenerator'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;tree;artifact;generator'= {
        }
        &'fluxr;help;tree;artifact;help'= {
            cand generator 'Print the inventory of an ArtifactGenerator'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;tree;artifact;help;generator'= {
        }
        &'fluxr;help;tree;artifact;help;help'= {
        }
        &'fluxr;help;tree;help'= {
            cand kustomization 'Print the resource inventory of a Kustomization'
            cand artifact 'Print artifact objects reconciled by Flux'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;tree;help;kustomization'= {
        }
        &'fluxr;help;tree;help;artifact'= {
            cand generator 'Print the inventory of an ArtifactGenerator'
        }
        &'fluxr;help;tree;help;artifact;generator'= {
        }
        &'fluxr;help;tree;help;help'= {
        }
        &'fluxr;help;trigger'= {
            cand receiver 'Trigger the webhook of a Receiver'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;trigger;receiver'= {
        }
        &'fluxr;help;trigger;help'= {
            cand receiver 'Trigger the webhook of a Receiver'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'fluxr;help;trigger;help;receiver'= {
        }
        &'fluxr;help;trigger;help;help'= {
        }
        &'fluxr;help;uninstall'= {
        }
        &'fluxr;help;version'= {
        }
        &'fluxr;help;help'= {
        }
    ]
    $completions[$command]
}
