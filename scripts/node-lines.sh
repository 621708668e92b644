#!/usr/bin/env bash
# Runs the end-to-end tests of the bins (svc, svc-mcp, svc-server, as real processes) and of the library
# on further Node lines (22 and 24 unless named), each taken from the npm registry's `node` package into
# a throwaway prefix: the product's floor stays Node 20, which `pnpm test` runs on. Needs `pnpm build`.
set -euo pipefail
cd "$(dirname "$0")/.."

lines=("$@")
[ ${#lines[@]} -gt 0 ] || lines=(22 24)

# A few files, chosen to cost little (about 2 minutes a line on CI): svc audits a site on 127.0.0.1 in
# process, svc-mcp speaks its protocol over stdio and audits through a real svc-server process, and the
# library's promise API runs end to end.
tests=(
  --project e2e node-line.test.ts
  --project adapters/cli test/embedded.e2e.test.ts
  --project adapters/mcp test/stdio.test.ts test/remote.test.ts
  --project packages/audit test/promise-api.test.ts
)

for line in "${lines[@]}"; do
  prefix="$(mktemp -d "${TMPDIR:-/tmp}/svc-node$line-XXXXXX")"
  trap 'rm -rf "$prefix"' EXIT
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$line" >/dev/null
  node="$prefix/node_modules/node/bin/node"
  echo "node-lines: Node $("$node" -p process.version) (npm's node@$line)"
  # The tests spawn the bins with process.execPath: the same Node runs vitest, its workers and every bin.
  SVC_NODE_LINE="$line" PATH="$(dirname "$node"):$PATH" "$node" node_modules/vitest/vitest.mjs run "${tests[@]}"
  rm -rf "$prefix"
  trap - EXIT
done
