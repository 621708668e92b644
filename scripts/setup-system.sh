#!/usr/bin/env bash
# `pnpm setup:system`: installs the system packages the tests need (Debian's names) when they are missing,
# as root or through sudo. Where it cannot (no apt-get, no root, no sudo without a password prompt it
# could answer), it names what is missing and exits 0: the tests that need a missing tool then fail with
# one line naming the package to install. With --strict (CI) it exits 1 there instead.
set -euo pipefail
strict=false
[ "${1:-}" = --strict ] && strict=true

# What each tool is for, in the order checked:
# - chromium: the Lighthouse and end-to-end tests (or CHROME_PATH);
# - poppler-utils (pdftotext): the PDF tests read the reports as text;
# - openssl: throwaway certificates for the TLS tests;
# - iproute2 (ip netns, veth): the network fence test's sealed namespaces;
# - nginx: the admin panel's documented proxy lock is tried against a real nginx;
# - postgresql: the PostgreSQL tests start their own server from /usr/lib/postgresql/<version>/bin.
executable() { [ -f "$1" ] && [ -x "$1" ]; }
# (bash's `command -v` also names a file on PATH that cannot be run, hence the second test.)
on_path() { executable "$(command -v "$1" 2>/dev/null)"; }
postgres_installed() {
  local binary
  for binary in /usr/lib/postgresql/*/bin/postgres; do executable "$binary" && return 0; done
  on_path postgres
}
missing=()
executable "${CHROME_PATH:-/usr/bin/chromium}" || missing+=(chromium)
on_path pdftotext || missing+=(poppler-utils)
on_path openssl || missing+=(openssl)
on_path ip || missing+=(iproute2)
on_path nginx || executable /usr/sbin/nginx || missing+=(nginx)
postgres_installed || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup:system: chromium, poppler-utils, openssl, iproute2, nginx and postgresql are installed"
  exit 0
fi

cannot_install() {
  echo "setup:system: cannot install ${missing[*]} ($1); install them yourself, e.g. apt-get install -y ${missing[*]}" >&2
  if $strict; then exit 1; fi
  echo "setup:system: until then the tests that need them fail, each naming its package" >&2
  exit 0
}

if ! command -v apt-get >/dev/null 2>&1; then cannot_install "no apt-get here"; fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [ -t 0 ]; }; then
  as_root=(sudo)
else
  cannot_install "not root, and no sudo that can run without a password prompt"
fi

echo "setup:system: installing ${missing[*]} with apt-get"
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
