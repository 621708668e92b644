import { ConfigProvider, Effect, Either, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { type McpConfig, mcpConfig } from "../src/config"

const read = (env: Record<string, string>) =>
  Effect.runSync(
    Effect.either(mcpConfig).pipe(
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))),
    ),
  )

const config = (env: Record<string, string>): McpConfig => {
  const result = read(env)
  if (Either.isLeft(result)) throw new Error(String(result.left))
  return result.right
}

const refusal = (env: Record<string, string>): string => {
  const result = read(env)
  if (Either.isRight(result)) throw new Error(`accepted ${JSON.stringify(env)}`)
  return String(result.left)
}

describe("the configuration from the environment", () => {
  it("is embedded with the guard on and the 45-second wait when nothing is set", () => {
    expect(config({})).toEqual({
      mode: { _tag: "embedded", allowPrivateTargets: false, lighthouse: true, keyUnused: false },
      waitMs: 45_000,
    })
  })

  it("is remote with SVC_API_URL, keeping the key redacted", () => {
    const { mode } = config({ SVC_API_URL: " https://svc.example.com/ ", SVC_API_KEY: "k-123" })
    if (mode._tag !== "remote") throw new Error("not remote")
    expect(mode.apiUrl).toBe("https://svc.example.com")
    expect(Option.map(mode.apiKey, Redacted.value)).toEqual(Option.some("k-123"))
    expect(String(mode.apiKey)).not.toContain("k-123")
  })

  it("treats empty variables as unset, as client configurations often leave them", () => {
    expect(config({ SVC_API_URL: "", SVC_API_KEY: "" }).mode).toMatchObject({
      _tag: "embedded",
      keyUnused: false,
    })
    const { mode } = config({ SVC_API_URL: "http://127.0.0.1:8080", SVC_API_KEY: "  " })
    expect(mode._tag === "remote" && Option.isNone(mode.apiKey)).toBe(true)
  })

  it("notes a key without a server: the audits then run in this process", () => {
    expect(config({ SVC_API_KEY: "k-123" }).mode).toEqual({
      _tag: "embedded",
      allowPrivateTargets: false,
      lighthouse: true,
      keyUnused: true,
    })
  })

  it("allows private targets only when SVC_MCP_ALLOW_PRIVATE_TARGETS says so", () => {
    for (const yes of ["1", "true", "yes", "on"])
      expect(config({ SVC_MCP_ALLOW_PRIVATE_TARGETS: yes }).mode).toMatchObject({
        _tag: "embedded",
        allowPrivateTargets: true,
      })
    for (const no of ["0", "false", "no", "off"])
      expect(config({ SVC_MCP_ALLOW_PRIVATE_TARGETS: no }).mode).toMatchObject({
        _tag: "embedded",
        allowPrivateTargets: false,
      })
    expect(refusal({ SVC_MCP_ALLOW_PRIVATE_TARGETS: "perhaps" })).toContain("SVC_MCP_ALLOW_PRIVATE_TARGETS")
  })

  it("measures with Lighthouse unless SVC_NO_LIGHTHOUSE says no; empty counts as unset", () => {
    for (const yes of ["1", "true", "YES", " on "])
      expect(config({ SVC_NO_LIGHTHOUSE: yes }).mode).toMatchObject({ _tag: "embedded", lighthouse: false })
    for (const no of ["", "0", "false", "no", "off"])
      expect(config({ SVC_NO_LIGHTHOUSE: no }).mode).toMatchObject({ _tag: "embedded", lighthouse: true })
    expect(refusal({ SVC_NO_LIGHTHOUSE: "perhaps" })).toContain(
      'SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "perhaps"',
    )
  })

  it("shortens the wait with SVC_MCP_WAIT_SECONDS, and never lengthens it", () => {
    expect(config({ SVC_MCP_WAIT_SECONDS: "1" }).waitMs).toBe(1_000)
    expect(config({ SVC_MCP_WAIT_SECONDS: "45" }).waitMs).toBe(45_000)
    for (const bad of ["0", "46", "600", "-5", "1.5", "soon"])
      expect(refusal({ SVC_MCP_WAIT_SECONDS: bad })).toContain("SVC_MCP_WAIT_SECONDS")
  })

  it("refuses an SVC_API_URL that is not an http(s) address", () => {
    for (const bad of [
      "ftp://svc.example.com",
      "svc.example.com",
      "not a url",
      "https://user:secret@svc.example.com",
      "https://svc.example.com/?key=secret",
    ])
      expect(refusal({ SVC_API_URL: bad })).toContain(
        "SVC_API_URL must be the http(s) address of an svc server",
      )
  })
})
