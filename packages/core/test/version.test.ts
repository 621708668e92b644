import { readdirSync, readFileSync } from "node:fs"
import { SVC_VERSION as versionAlone } from "@svc/core/version"
import { describe, expect, it } from "vitest"
import { SVC_VERSION } from "../src"

const manifestOf = (url: URL): { readonly name: string; readonly version: string } =>
  JSON.parse(readFileSync(url, "utf8"))

describe("svc's version", () => {
  it("is the core package's version", () => {
    expect(SVC_VERSION).toBe(manifestOf(new URL("../package.json", import.meta.url)).version)
  })

  it("is every package's version: they are released together, and the bins report this one", () => {
    const root = new URL("../../../", import.meta.url)
    const versions = ["packages", "rules", "adapters"].flatMap((group) =>
      readdirSync(new URL(`${group}/`, root), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => manifestOf(new URL(`${group}/${entry.name}/package.json`, root)))
        .map((manifest) => [manifest.name, manifest.version]),
    )
    expect(versions.length).toBeGreaterThan(15)
    expect(versions.filter(([, version]) => version !== SVC_VERSION)).toEqual([])
  })

  it("is exported alone, for bins that answer --version without loading the engine", () => {
    expect(versionAlone).toBe(SVC_VERSION)
  })
})
