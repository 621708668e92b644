import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { SVC_VERSION } from "../src"

describe("svc's version", () => {
  it("is the core package's version", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
    expect(SVC_VERSION).toBe(manifest.version)
  })
})
