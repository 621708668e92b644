import { existsSync, readdirSync } from "node:fs"
import { availableParallelism } from "node:os"
import { resolve } from "node:path"
import { defineConfig } from "vitest/config"

// One vitest project per workspace package (and one for the cross-package tests in test/).
const packageDirs = ["packages", "rules", "adapters"].flatMap((group) =>
  existsSync(group)
    ? readdirSync(group, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(`${group}/${entry.name}/test`))
        .map((entry) => `${group}/${entry.name}`)
    : [],
)

/**
 * Projects of pure functions over plain values (no processes, servers, files, environment or mocks): their
 * test files share one module graph per worker instead of importing the engine and every pack afresh, which
 * is nine tenths of their time (rules/technical: 45 files in 81 s instead of 19 min on a loaded machine).
 */
const PURE_PROJECTS = (dir: string) =>
  dir.startsWith("rules/") || ["packages/core", "packages/contract", "packages/rule-tester"].includes(dir)

/** Projects whose tests run on PostgreSQL too (the store's suite, the server on PostgreSQL). */
const POSTGRES_PROJECTS = ["packages/store", "adapters/server"]

export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    // Speed is measured by pnpm bench, not by tests: the limit only catches a hung test, and must hold
    // on a loaded 2-core CI machine (a 50,001-entry sitemap once took over 5 s there).
    testTimeout: 20_000,
    // Teardown hooks stop child processes (servers, workers), which get SIGKILL after 30 s of ignoring
    // SIGTERM; a hook must outlast that rather than fail the file while the process is still stopping.
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, where the
    // end-to-end files mostly wait on the servers, bins and browsers they start while a core idles.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...packageDirs.map((dir) => ({
        extends: true as const,
        test: {
          name: dir,
          root: dir,
          include: ["test/**/*.test.ts"],
          isolate: !PURE_PROJECTS(dir),
          // A package whose tests need something prepared once (e.g. its built bin) has test/global-setup.ts;
          // those that need PostgreSQL share one server for the run.
          globalSetup: [
            ...(POSTGRES_PROJECTS.includes(dir) ? [resolve("test/support/postgres-global-setup.ts")] : []),
            ...(existsSync(`${dir}/test/global-setup.ts`) ? [resolve(dir, "test/global-setup.ts")] : []),
          ],
          // The RuleTesters (of the rule packs and its own) audit every failing case with every pack too (the full-audit stage).
          setupFiles:
            dir.startsWith("rules/") || dir === "packages/rule-tester"
              ? [resolve("test/support/full-audit-packs.ts")]
              : [],
        },
      })),
      { extends: true as const, test: { name: "e2e", root: "test", include: ["**/*.test.ts"] } },
    ],
  },
})
