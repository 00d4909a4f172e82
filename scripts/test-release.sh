#!/usr/bin/env bash
# Checks the files scripts/release.sh wrote, as a user receives them:
#
#   scripts/test-release.sh [DIST_DIR]      (default: dist/; run as root: it uses chroot)
#
# - checksums.txt verifies, and the tarball holds exactly the binary, completions, man pages,
#   LICENSE and README.md of this commit;
# - the binary links only the C library (ELF NEEDED entries and ldd; no libm, no libgcc_s) and is
#   position-independent;
# - in a root holding nothing but the binary and those libraries (no libssl, no libgit2, no zlib,
#   no certificates but a test CA), it prints its version and commit, renders manifests, scans an
#   SSH server's host keys and makes a key pair (libssh2, OpenSSL), and trusts an HTTPS server
#   through the host's CA bundle, not through a path of its own build.
# Needs openssl, python3, ssh-keygen and /usr/sbin/sshd.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
dist=$(cd "${1:-dist}" && pwd)
version=$(awk -F'"' '/^version = / {print $2; exit}' Cargo.toml)
name=fluxr_${version}_linux_amd64
allowed_libs='^(linux-vdso\.so\.1|libc\.so\.6|ld-linux-x86-64\.so\.2)$'

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
failures=0
pass() { printf '  ✔ %s\n' "$*"; }
fail() { printf '  ✗ %s\n' "$*"; failures=$((failures + 1)); }
check() { # description, then a command that must succeed
  local what=$1; shift
  if "$@" >"$work/check.out" 2>&1; then pass "$what"; else fail "$what"; sed 's/^/      /' "$work/check.out" | head -n 20; fi
}
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
wait_port() {
  for _ in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

echo "== release files in $dist"
check "checksums.txt verifies" bash -c "cd '$dist' && sha256sum --strict -c checksums.txt"
tar -tzf "$dist/$name.tar.gz" | sort > "$work/listed"
{
  printf '%s/\n' "$name" "$name/completions" "$name/man" "$name/man/man1"
  printf "$name/%s\n" fluxr LICENSE README.md
  (cd completions && printf "$name/completions/%s\n" *)
  (cd man && printf "$name/man/man1/%s\n" *.1)
} | sort > "$work/wanted"
check "the tarball holds the binary, completions, man pages, LICENSE and README.md" diff "$work/wanted" "$work/listed"
tar -xzf "$dist/$name.tar.gz" -C "$work"
pkg=$work/$name
check "its completions and man pages are this commit's" bash -c \
  "diff -r '$root/completions' '$pkg/completions' && diff -r '$root/man' '$pkg/man/man1' && cmp '$root/LICENSE' '$pkg/LICENSE'"
bin=$pkg/fluxr

echo "== linking"
readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' > "$work/needed"
check "NEEDED lists only the C library: $(tr '\n' ' ' < "$work/needed")" bash -c "! grep -Ev '$allowed_libs' '$work/needed'"
# fluxr parses what repositories and servers send through C libraries (OpenSSL, libssh2, libgit2,
# zlib): its own image keeps a random address, as the loader gives a position-independent one.
check "the binary is position-independent (ELF type DYN)" bash -c "readelf -h '$bin' | grep -q 'Type: *DYN'"
ldd "$bin" | tee "$work/ldd" | sed 's/^/      /'
check "ldd resolves only the C library" bash -c "! awk '{print \$1}' '$work/ldd' | sed 's|.*/||' | grep -Ev '$allowed_libs'"

echo "== a root with the binary and the C library alone"
jail=$work/root
mkdir -p "$jail/tmp" "$jail/etc/ssl/certs"
cp "$bin" "$jail/fluxr"
# Only the C library goes in, whatever else ldd found: a binary that needs more cannot start there.
for lib in $(awk '/=>/ {print $3} !/=>/ && $1 ~ /^\// {print $1}' "$work/ldd"); do
  [[ "${lib##*/}" =~ $allowed_libs ]] || continue
  mkdir -p "$jail$(dirname "$lib")"
  cp -L "$lib" "$jail$lib"
done
(cd "$jail" && find . -type f | sort | sed 's/^/      /')
chroot=$(command -v chroot)
in_root() { env -i HOME=/tmp "$chroot" "$jail" /fluxr "$@"; }
commit=$(git rev-parse HEAD 2>/dev/null || echo unknown)
check "no libssl, libcrypto, libgit2, libssh2 or libz in the root" bash -c "! find '$jail' -name 'libssl*' -o -name 'libcrypto*' -o -name 'libgit2*' -o -name 'libssh2*' -o -name 'libz.*' | grep ."
check "version --client names $version and commit $commit" bash -c \
  "out=\$(env -i HOME=/tmp '$chroot' '$jail' /fluxr version --client) && echo \"\$out\" && grep -qx 'fluxr: v$version' <<<\"\$out\" && grep -qx 'commit: $commit' <<<\"\$out\""
check "install --export renders the controllers" bash -c \
  "[ \$(env -i HOME=/tmp '$chroot' '$jail' /fluxr install --export | grep -c '^kind: Deployment$') -eq 4 ]"

# libssh2 scans the host keys of a real sshd; OpenSSL makes the deploy key.
mkdir -p /run/sshd
ssh-keygen -q -t ed25519 -N '' -f "$work/host_ed25519"
ssh_port=$(free_port)
printf 'ListenAddress 127.0.0.1\nPort %s\nHostKey %s\nPidFile none\nUsePAM no\nPasswordAuthentication no\n' \
  "$ssh_port" "$work/host_ed25519" > "$work/sshd_config"
/usr/sbin/sshd -D -e -f "$work/sshd_config" 2>"$work/sshd.log" &
pids+=($!)
wait_port "$ssh_port"
in_root create secret git demo --url="ssh://git@127.0.0.1:$ssh_port/org/repo" --export > "$work/secret.yaml" 2>&1 || true
host_key=$(cut -d' ' -f2 "$work/host_ed25519.pub")
check "create secret git scans the SSH server's key and makes an ECDSA key pair" bash -c \
  "grep -q 'kind: Secret' '$work/secret.yaml' && grep -q '$host_key' '$work/secret.yaml' && grep -q '^ *ecdsa-sha2-nistp384 AAAA' '$work/secret.yaml' || { cat '$work/secret.yaml'; false; }"

# An HTTPS API server whose certificate a test CA signed; the root's CA bundle holds that CA
# where Debian keeps its bundle, and the kubeconfig names no CA, so only the bundle can vouch.
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=fluxr-test-ca \
  -keyout "$work/ca.key" -out "$work/ca.crt" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj /CN=127.0.0.1 -keyout "$work/server.key" -out "$work/server.csr" 2>/dev/null
printf 'subjectAltName=IP:127.0.0.1\n' > "$work/san"
openssl x509 -req -in "$work/server.csr" -CA "$work/ca.crt" -CAkey "$work/ca.key" -CAcreateserial \
  -days 2 -extfile "$work/san" -out "$work/server.crt" 2>/dev/null
api_port=$(free_port)
python3 - "$api_port" "$work/server.crt" "$work/server.key" <<'EOF' 2>"$work/api.log" &
import http.server, json, ssl, sys
port, cert, key = int(sys.argv[1]), sys.argv[2], sys.argv[3]
class Api(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if '/deployments' in self.path:
            code, body = 200, {"kind": "DeploymentList", "apiVersion": "apps/v1", "metadata": {}, "items": []}
        else:
            code, body = 404, {"kind": "Status", "apiVersion": "v1", "status": "Failure", "reason": "NotFound", "code": 404}
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Api)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
server.socket = context.wrap_socket(server.socket, server_side=True)
server.serve_forever()
EOF
pids+=($!)
wait_port "$api_port"
cat > "$jail/tmp/kubeconfig" <<EOF
apiVersion: v1
kind: Config
clusters:
- name: test
  cluster:
    server: https://127.0.0.1:$api_port
users:
- name: test
  user:
    token: not-a-secret
contexts:
- name: test
  context: {cluster: test, user: test}
current-context: test
EOF
: > "$jail/etc/ssl/certs/ca-certificates.crt"
in_root version --kubeconfig=/tmp/kubeconfig > "$work/untrusted.out" 2>&1 || true
check "without the CA in the host's bundle, the API server is refused" bash -c \
  "grep -qi 'certificate' '$work/untrusted.out' || { cat '$work/untrusted.out'; false; }"
cp "$work/ca.crt" "$jail/etc/ssl/certs/ca-certificates.crt"
in_root version --kubeconfig=/tmp/kubeconfig > "$work/trusted.out" 2>&1 || true
check "with it, the API server is trusted and answers" bash -c \
  "grep -qx '✗ no deployments found in flux-system namespace' '$work/trusted.out' || { cat '$work/trusted.out'; false; }"

echo
if [ "$failures" -ne 0 ]; then
  echo "release checks: $failures failed"
  exit 1
fi
echo "release checks: all passed"
