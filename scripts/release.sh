#!/usr/bin/env bash
# Builds fluxr's release files for linux/amd64:
#
#   scripts/release.sh [OUT_DIR]        (default: dist/)
#
#   fluxr_<version>_linux_amd64.tar.gz  fluxr_<version>_linux_amd64/ holding the binary, completions/,
#                                       man/man1/, LICENSE and README.md
#   fluxr_<version>_sbom.cdx.json       CycloneDX SBOM of the crates built into the binary
#   checksums.txt                       their SHA-256 sums, as `sha256sum -c` reads them
#
# The binary is built with the `vendored` feature: OpenSSL, libgit2, libssh2 and zlib are compiled
# into it, so it needs only the C library at run time; the script fails if it links anything else
# or weighs more than 20 MB. The same commit built in the same folder gives the same bytes:
# SOURCE_DATE_EPOCH defaults to the commit's time (build.rs and OpenSSL's build record it), and
# the archive is written with fixed order, owners, modes and times. Build paths are not remapped
# (source file paths show in panic messages): RUSTFLAGS would also rebuild every dependency
# whenever a developer's plain release build runs in between. It needs cargo-cyclonedx (`cargo install --locked
# cargo-cyclonedx`) and refuses a work tree with uncommitted changes unless ALLOW_DIRTY=1.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
out=${1:-$root/dist}
max_bytes=20000000
max_glibc=GLIBC_2.34
# What the loader may resolve for fluxr: the C library and the loader itself, nothing else. The
# unwinder and the libm functions are built in (src/main.rs): every library the loader opens
# costs each start, a TAB in the shell included, 0.06-0.12 ms.
allowed_libs='^(libc\.so\.6|ld-linux-x86-64\.so\.2)$'

die() { printf '✗ %s\n' "$*" >&2; exit 1; }

[ "$(uname -s)/$(uname -m)" = Linux/x86_64 ] || die "releases are built on linux/amd64, not $(uname -s)/$(uname -m)"
command -v cargo-cyclonedx >/dev/null || die "cargo-cyclonedx is missing: cargo install --locked cargo-cyclonedx"
if [ "${ALLOW_DIRTY:-0}" != 1 ] && [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
  die "the work tree has uncommitted changes; commit them or set ALLOW_DIRTY=1"
fi

version=$(awk -F'"' '/^version = / {print $2; exit}' Cargo.toml)
name=fluxr_${version}_linux_amd64
sbom=fluxr_${version}_sbom.cdx.json
: "${SOURCE_DATE_EPOCH:=$(git log -1 --format=%ct 2>/dev/null || date +%s)}"
export SOURCE_DATE_EPOCH
# The C libraries built into the binary (libgit2, libssh2, zlib; OpenSSL gets the same from
# scripts/openssl-configure) without unwind tables: no Rust panic unwinds through their frames
# (git2 catches panics in its callbacks; ssh2's are `extern "C"`, which abort instead), so the
# tables only cost bytes (cc reads this variable; the build scripts rebuild when it changes).
export CFLAGS_x86_64_unknown_linux_gnu="-fno-asynchronous-unwind-tables -fno-unwind-tables"
printf '== building fluxr %s (SOURCE_DATE_EPOCH=%s)\n' "$version" "$SOURCE_DATE_EPOCH"
start=$SECONDS
# Linked with identical code folding (rustc links through LLD here): machine code that generic
# instantiations repeat byte for byte is kept once, 0.15 MB less. Only functions are folded, not
# data, and Rust promises no distinct address for distinct functions. `cargo rustc` passes the
# flag to the binary's link alone, so no dependency is rebuilt for it.
cargo rustc --release --locked --features vendored --bin fluxr -- -C link-arg=-Wl,--icf=all
printf 'build: %ss\n' "$((SECONDS - start))"
bin=$root/target/release/fluxr

needed=$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
unexpected=$(printf '%s\n' "$needed" | grep -Ev "$allowed_libs" || true)
[ -z "$unexpected" ] || die "the binary links $(echo $unexpected); only the C library is allowed"
bytes=$(stat -c %s "$bin")
[ "$bytes" -le "$max_bytes" ] || die "the binary has $bytes bytes, more than $max_bytes"
glibc=$(objdump -T "$bin" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -n 1)
# The oldest C library the README promises (RHEL 9's): one symbol of a newer one (GCC's static
# unwinder would bring _dl_find_object, GLIBC_2.35) and the binary no longer starts there.
[ "$(printf '%s\n' "$glibc" "$max_glibc" | sort -V | tail -n 1)" = "$max_glibc" ] ||
  die "the binary needs $glibc, newer than the $max_glibc releases promise"
printf 'binary: %s bytes, links %s, needs %s or newer\n' "$bytes" "$(echo $needed)" "$glibc"

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
dir=$stage/$name
install -d "$dir/completions" "$dir/man/man1"
install -m 0755 "$bin" "$dir/fluxr"
install -m 0644 LICENSE README.md "$dir/"
install -m 0644 completions/* "$dir/completions/"
install -m 0644 man/*.1 "$dir/man/man1/"

mkdir -p "$out"
rm -f "$out/$name.tar.gz" "$out/$sbom" "$out/checksums.txt"
tar --create --directory "$stage" --sort=name --format=gnu \
  --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
  --mode='u+rw,go+r,go-w' "$name" | gzip -9 --no-name > "$out/$name.tar.gz"

# The crates the binary is built from, as the release build selects them (SOURCE_DATE_EPOCH
# makes cargo-cyclonedx leave out its random serial number and use that time).
cargo cyclonedx --format json --spec-version 1.5 --features vendored --target x86_64-unknown-linux-gnu \
  --override-filename fluxr.sbom.tmp >/dev/null
mv fluxr.sbom.tmp.json "$out/$sbom"

(cd "$out" && sha256sum "$name.tar.gz" "$sbom" > checksums.txt)
printf '== %s\n' "$out"
(cd "$out" && ls -l "$name.tar.gz" "$sbom" checksums.txt)
