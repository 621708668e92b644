#!/usr/bin/env bash
# Runs the end-to-end tests of the bins (svc, svc-mcp, svc-server, as real processes) and of the library
# (from its packed tarballs, installed with npm) on further Node lines (22 and 24 unless named), each
# taken from the npm registry's `node` package into a throwaway prefix: the product's floor stays
# Node 20, which `pnpm test` runs on. Needs `pnpm build`.
set -euo pipefail
cd "$(dirname "$0")/.."

lines=("$@")
[ ${#lines[@]} -gt 0 ] || lines=(22 24)

# A few files, chosen to cost little (about 2 minutes a line on CI): svc audits a site on 127.0.0.1 in
# process, svc-mcp speaks its protocol over stdio and audits through a real svc-server process, and the
# library's promise API runs end to end, from the sources and from the tarballs; legacy encodings
# (windows-1252, ISO-8859-2, Shift_JIS, GBK, KOI8-R) decode as the WHATWG standard says on each line.
tests=(
  --project e2e node-line.test.ts packed-library.test.ts
  --project packages/fetch test/legacy-encodings.test.ts
  --project adapters/cli test/embedded.e2e.test.ts
  --project adapters/mcp test/stdio.test.ts test/remote.test.ts
  --project packages/audit test/promise-api.test.ts
)

work="$(mktemp -d "${TMPDIR:-/tmp}/svc-node-lines-XXXXXX")"
trap 'rm -rf "$work"' EXIT
# @svc/audit and every workspace package it needs, packed as published, installed as a user would.
pnpm -s -r --filter "@svc/audit..." pack --pack-destination "$work/tarballs" >/dev/null
mkdir "$work/library"
echo '{ "name": "svc-packed-library", "private": true, "type": "module" }' >"$work/library/package.json"
(cd "$work/library" && npm install --no-audit --no-fund --loglevel=error "$work"/tarballs/*.tgz >/dev/null)

for line in "${lines[@]}"; do
  prefix="$work/node$line"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$line" >/dev/null
  node="$prefix/node_modules/node/bin/node"
  echo "node-lines: Node $("$node" -p process.version) (npm's node@$line)"
  # The tests spawn the bins with process.execPath: the same Node runs vitest, its workers and every bin.
  SVC_NODE_LINE="$line" SVC_PACKED_LIBRARY="$work/library" PATH="$(dirname "$node"):$PATH" \
    "$node" node_modules/vitest/vitest.mjs run "${tests[@]}"
  rm -rf "$prefix"
done
