import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clientVersionOf, isRetiredClient } from "../src/http/client-version"

const part = fc.integer({ min: 0, max: 999 })
const version = fc.tuple(part, part, part)
const client = fc.constantFrom("cli", "mcp")
const prerelease = fc.option(fc.stringMatching(/^[0-9A-Za-z][0-9A-Za-z.-]{0,8}$/), { nil: undefined })
const noise = fc.constantFrom("", "node/20.11.0", "(linux; x64)", "curl/8.5.0")

/** Semantic-version order of x.y.z[-pre] against 0.3.0. */
const belowMinimum = ([major, minor, patch]: [number, number, number], pre: string | undefined) => {
  if (major !== 0) return major < 0
  if (minor !== 3) return minor < 3
  if (patch !== 0) return patch < 0
  return pre !== undefined
}

describe("official clients below 0.3.0 (decision 10)", () => {
  it("are exactly the CLI and MCP versions that semantic versioning orders below 0.3.0", () => {
    fc.assert(
      fc.property(client, version, prerelease, noise, noise, (name, parts, pre, before, after) => {
        const token = `svc-${name}/${parts.join(".")}${pre === undefined ? "" : `-${pre}`}`
        const agent = [before, token, after].filter((piece) => piece !== "").join(" ")
        expect(clientVersionOf(agent)).toEqual({
          client: name,
          version: parts,
          prerelease: pre !== undefined,
        })
        expect(isRetiredClient(agent)).toBe(belowMinimum(parts, pre))
      }),
    )
  })

  it("never refuse a caller that does not name an official client", () => {
    fc.assert(
      fc.property(fc.string(), (agent) => {
        fc.pre(!/svc-(cli|mcp)\//.test(agent))
        expect(isRetiredClient(agent)).toBe(false)
      }),
    )
    for (const agent of [
      undefined,
      "",
      "my-svc-cli/0.1.0",
      "svc-cli/0.2",
      "svc-cli/banana",
      "svc-clix/0.1.0",
    ]) {
      expect(isRetiredClient(agent)).toBe(false)
    }
  })

  it("are named by their product token wherever it stands in the User-Agent", () => {
    expect(isRetiredClient("svc-cli/0.2.9")).toBe(true)
    expect(isRetiredClient("Mozilla/5.0 svc-mcp/0.1.0")).toBe(true)
    expect(isRetiredClient("svc-cli/0.3.0-rc.1 node/20")).toBe(true)
    expect(isRetiredClient("svc-cli/0.3.0")).toBe(false)
    expect(isRetiredClient("svc-mcp/0.10.0")).toBe(false)
  })
})
