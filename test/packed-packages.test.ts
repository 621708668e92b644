// The published packages as users get them: `pnpm pack`ed, installed with npm into a fresh project
// that brings its own Effect (another 3.x patch than the workspace's), type-checked and run.
import { execFile, spawn } from "node:child_process"
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { conditionsOf, exportTargets, type PackedPackage, packWorkspace, root } from "./packed/pack-workspace"
import {
  examplesOf,
  type ReadmeExample,
  readmeExamples,
  readmeInstallCommand,
} from "./packed/readme-examples"
import {
  catalogVersion,
  compileExamples,
  floorOf,
  installAsReadmeSays,
  installedCopies,
  installScratchProject,
  offlinePrefix,
  typeCheckOldResolution,
} from "./packed/scratch-project"

const run = promisify(execFile)

/** The applications: they choose the one copy of Effect, so they keep it as an ordinary dependency. */
const applications = new Set(["@svc/cli", "@svc/mcp", "@svc/server"])
/**
 * Packages whose install needs more than npm's registry (sqlite3's native binary, through @svc/store,
 * and so @svc/crawl and @svc/backend, whose embedded crawls keep their frontier in a store) or a test runner.
 */
const notInstalled = new Set([
  ...applications,
  "@svc/store",
  "@svc/crawl",
  "@svc/backend",
  "@svc/rule-tester",
])
const isEffect = (name: string): boolean => name === "effect" || name.startsWith("@effect/")

let scratch = ""
let packed: ReadonlyArray<PackedPackage> = []
let effectVersion = ""
let tscOutput = ""
let oldResolutionOutput = ""

/** The README's library section, then every installed package's README: each ```ts block as a module. */
const examples = (): ReadonlyArray<ReadmeExample> => [
  ...readmeExamples(join(root, "README.md"), "readme", "## Use it as a library"),
  ...[
    "packages/audit",
    "packages/client",
    "packages/contract",
    "packages/core",
    "packages/fetch",
    "packages/html-report",
    "packages/lighthouse",
    "packages/pdf",
    "rules/content",
    "rules/experience",
    "rules/geo",
    "rules/seo",
    "rules/site",
    "rules/technical",
  ].flatMap((dir) => examplesOf(root, dir)),
]

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "svc-packed-"))
  mkdirSync(join(scratch, "tarballs"))
  packed = await packWorkspace(join(scratch, "tarballs"))
  const audit = packed.find((entry) => entry.manifest.name === "@svc/audit")
  // The lowest effect @svc/audit accepts, a patch below the workspace's (3.22.2 where @svc/audit
  // names no peer range and pins its own copy instead).
  const range = audit?.manifest.peerDependencies?.effect
  effectVersion = range === undefined ? "3.22.2" : floorOf(range)
  const project = join(scratch, "project")
  mkdirSync(project)
  await installScratchProject(
    project,
    packed.filter((entry) => !notInstalled.has(entry.manifest.name)),
    {
      effect: effectVersion,
      "@effect/platform": catalogVersion("@effect/platform"),
      typescript: catalogVersion("typescript"),
      "@types/node": catalogVersion("@types/node"),
    },
  )
  // One tsc run over every example: its diagnostics for the type test, its JavaScript for the run test.
  const [types, oldResolution] = await Promise.all([
    compileExamples(project, examples()),
    typeCheckOldResolution(project, [
      'import { auditHtml } from "@svc/audit"',
      'import { renderReport } from "@svc/pdf"',
      'export const report = auditHtml("<title>Rye</title>", { url: "https://example.com/" }).then(renderReport)',
    ]),
  ])
  tscOutput = types
  oldResolutionOutput = oldResolution
}, 300_000)

afterAll(() => {
  // Hundreds of megabytes of node_modules: removed by a process of its own, which the run need not wait for.
  if (scratch !== "") spawn("rm", ["-rf", scratch], { detached: true, stdio: "ignore" }).unref()
})

describe("every packed tarball", () => {
  it("ships what its manifest names: exports, bins, README and LICENSE, and nothing it does not ship", () => {
    expect(packed.length).toBeGreaterThan(10)
    for (const { dir, files, manifest } of packed) {
      const shipped = new Set(files)
      const targets = [
        ...exportTargets(manifest.exports),
        ...Object.values(manifest.bin ?? {}),
        manifest.main ?? "./dist/index.js",
        manifest.types ?? "./dist/index.d.ts",
      ]
      for (const target of targets) {
        expect(shipped.has(target.replace(/^\.\//, "")), `${manifest.name} points at ${target}`).toBe(true)
      }
      expect(files, manifest.name).toEqual(expect.arrayContaining(["README.md", "LICENSE", "package.json"]))
      expect(manifest.repository?.directory, manifest.name).toBe(dir)
      expect(manifest.repository?.url, manifest.name).toMatch(/^git\+https:\/\//)
    }
  })

  it("offers a default condition on every entry point, so require() finds it", () => {
    for (const { manifest } of packed) {
      for (const [entry, conditions] of Object.entries(manifest.exports ?? {})) {
        expect(conditionsOf(conditions), `${manifest.name} ${entry}`).toContain("default")
        expect(conditionsOf(conditions).at(-1), `${manifest.name} ${entry}: default comes last`).toBe(
          "default",
        )
      }
    }
  })

  it("names main and types for tools that do not read exports", () => {
    for (const { manifest } of packed) {
      expect(manifest.main, manifest.name).toBe("./dist/index.js")
      expect(manifest.types, manifest.name).toBe("./dist/index.d.ts")
    }
  })

  it("takes effect and @effect/* as peers with a range, except the applications", () => {
    for (const { manifest } of packed) {
      const pinned = Object.keys(manifest.dependencies ?? {}).filter(isEffect)
      if (applications.has(manifest.name)) continue
      expect(pinned, `${manifest.name} depends on its own Effect`).toEqual([])
      for (const [name, range] of Object.entries(manifest.peerDependencies ?? {}).filter(([name]) =>
        isEffect(name),
      )) {
        expect(range, `${manifest.name} → ${name}`).toMatch(/^\^\d+\.\d+\.\d+$/)
      }
      expect(manifest.peerDependencies?.effect, manifest.name).toBeDefined()
    }
  })
})

describe("the tarballs in a fresh npm project on another Effect patch", () => {
  it("install one copy of effect: the project's", () => {
    expect(effectVersion).not.toBe(catalogVersion("effect"))
    expect(installedCopies(join(scratch, "project"), "effect")).toEqual([
      `node_modules/effect/package.json@${effectVersion}`,
    ])
  })

  it("type-check the README's library examples and every package README's examples with tsc", () => {
    expect(tscOutput).toBe("")
  })

  it("run the README's library examples with node: offline audits print, a live URL fails only for want of a network", async () => {
    const project = join(scratch, "project")
    const offline = offlinePrefix()
    for (const example of readmeExamples(join(root, "README.md"), "readme", "## Use it as a library")) {
      const [command, ...args] = [...offline, process.execPath, `out/${example.name}.js`]
      const outcome = await run(command ?? process.execPath, args, { cwd: project }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
      // Effect's runtime logs (to stdout, as every Effect.log) each effect of another copy it runs.
      expect(`${outcome.stdout}${outcome.stderr}`, example.name).not.toMatch(/dedupe the effect dependencies/)
      expect(outcome.stdout.trim(), `${example.name} printed nothing: ${outcome.stderr}`).not.toBe("")
      if (outcome.code !== 0) expect(outcome.stderr, example.name).toMatch(/Unreachable/)
    }
  }, 120_000)

  it("type-check a CommonJS program with TypeScript's old node10 resolution, which ignores exports", () => {
    expect(oldResolutionOutput).toBe("")
  })

  it("load from CommonJS with require()", async () => {
    const project = join(scratch, "project")
    const names = packed.map(({ manifest }) => manifest.name).filter((name) => !notInstalled.has(name))
    const script = [
      `const names = ${JSON.stringify(names)}`,
      "for (const name of names) console.log(name, Object.keys(require(name)).length)",
      'const { auditHtml } = require("@svc/audit")',
      'auditHtml("<!doctype html><title>Rye</title>", { url: "https://example.com/rye" })',
      '  .then((result) => console.log("score", result.score.svc))',
    ].join("\n")
    writeFileSync(join(project, "require.cjs"), script)
    const { stdout } = await run(process.execPath, ["require.cjs"], { cwd: project })
    for (const name of names) expect(stdout).toMatch(new RegExp(`^${name} [1-9]\\d*$`, "m"))
    expect(stdout).toMatch(/^score (\d+|null)$/m)
  }, 60_000)
})

describe("the README's install command in a fresh project", () => {
  const section = "## Use it as a library"

  it("names the Effect 3 line, installs without a warning and runs the README's first example", async () => {
    const command = readmeInstallCommand(join(root, "README.md"), section)
    expect(command).toContain("effect@^3")
    const project = join(scratch, "readme-reader")
    mkdirSync(project)
    const stderr = await installAsReadmeSays(project, command, packed)
    // npm 11 resolved a bare `effect` to 4.x and printed 21 "npm warn ERESOLVE overriding peer dependency".
    // (npm 11.19's "install-scripts … not yet covered by allowScripts" notice, about msgpackr's optional
    // native speed-up under @effect/platform, is no conflict: it is not counted here.)
    expect(stderr.split("\n").filter((line) => /ERESOLVE|peer|ERR!/i.test(line))).toEqual([])
    expect(installedCopies(project, "effect")).toEqual([
      expect.stringMatching(/^node_modules\/effect\/package\.json@3\./),
    ])
    // The example as the other project compiled it, run from this one's node_modules.
    const [first] = readmeExamples(join(root, "README.md"), "readme", section)
    copyFileSync(join(scratch, "project", "out", `${first?.name}.js`), join(project, "example.js"))
    const [program, ...args] = [...offlinePrefix(), process.execPath, "example.js"]
    const outcome = await run(program ?? process.execPath, args, { cwd: project }).then(
      ({ stdout, stderr: errors }) => ({ code: 0, stdout, stderr: errors }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(outcome.stdout, outcome.stderr).toMatch(/^(\d+|null) /)
    if (outcome.code !== 0) expect(outcome.stderr).toMatch(/Unreachable/)
  }, 300_000)
})
