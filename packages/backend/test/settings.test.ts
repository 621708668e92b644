import { type Config, ConfigProvider, Effect, Either, Option, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { MAX_WAIT_SECONDS, mcpSettings } from "../src/mcp-settings"
import {
  type BackendSettings,
  backendSettings,
  type SettingsOptions,
  settingsErrorSentences,
} from "../src/settings"

/** The two ways the adapters read the environment. */
const CLI: SettingsOptions = {
  badApiUrl: (_, reason) => `SVC_API_URL ${reason}.`,
  readsNoLighthouse: "embedded",
}
const MCP: SettingsOptions = {
  badApiUrl: (text, reason) => `SVC_API_URL must be an svc server's address; "${text}" ${reason}.`,
  readsNoLighthouse: "always",
}

const read = <A>(config: Config.Config<A>, env: Record<string, string>) =>
  Effect.runSync(
    Effect.either(config).pipe(
      Effect.withConfigProvider(ConfigProvider.fromMap(new Map(Object.entries(env)))),
    ),
  )

const settings = (env: Record<string, string>, options: SettingsOptions = CLI): BackendSettings => {
  const result = read(backendSettings(options), env)
  if (Either.isLeft(result)) throw new Error(String(result.left))
  return result.right
}

const refusal = (env: Record<string, string>, options: SettingsOptions = CLI): ReadonlyArray<string> => {
  const result = read(backendSettings(options), env)
  if (Either.isRight(result)) throw new Error(`accepted ${JSON.stringify(env)}`)
  return settingsErrorSentences(result.left)
}

describe("the one reader of where audits run", () => {
  it("is embedded with Lighthouse and no key when nothing is set", () => {
    for (const options of [CLI, MCP])
      expect(settings({}, options)).toEqual({ _tag: "embedded", lighthouse: true, keyUnused: false })
  })

  it("is remote with SVC_API_URL, trimmed and without a trailing slash, keeping the key redacted", () => {
    const read = settings({ SVC_API_URL: " https://svc.example.com/ ", SVC_API_KEY: "k-123" })
    if (read._tag !== "remote") throw new Error("not remote")
    expect(read.apiUrl).toBe("https://svc.example.com")
    expect(Option.map(read.apiKey, Redacted.value)).toEqual(Option.some("k-123"))
    expect(String(read.apiKey)).not.toContain("k-123")
    expect(JSON.stringify(read)).not.toContain("k-123")
  })

  it("treats blank variables as unset, as CI systems and client configurations leave them", () => {
    expect(settings({ SVC_API_URL: "  ", SVC_API_KEY: "", SVC_NO_LIGHTHOUSE: " " })).toEqual({
      _tag: "embedded",
      lighthouse: true,
      keyUnused: false,
    })
    const read = settings({ SVC_API_URL: "http://127.0.0.1:8080", SVC_API_KEY: "  " })
    expect(read._tag === "remote" && Option.isNone(read.apiKey)).toBe(true)
  })

  it("notes a key without a server: the key goes unused", () => {
    expect(settings({ SVC_API_KEY: "k-123" })).toEqual({
      _tag: "embedded",
      lighthouse: true,
      keyUnused: true,
    })
  })

  it("turns Lighthouse off with SVC_NO_LIGHTHOUSE's true words, leaves it on with the false ones", () => {
    for (const yes of ["1", "true", "YES", " on "])
      expect(settings({ SVC_NO_LIGHTHOUSE: yes })).toMatchObject({ _tag: "embedded", lighthouse: false })
    for (const no of ["", "0", "false", "No", "off"])
      expect(settings({ SVC_NO_LIGHTHOUSE: no })).toMatchObject({ _tag: "embedded", lighthouse: true })
  })

  it("refuses any other SVC_NO_LIGHTHOUSE, without a server in both adapters' readings", () => {
    for (const options of [CLI, MCP])
      expect(refusal({ SVC_NO_LIGHTHOUSE: "Perhaps" }, options)).toEqual([
        'SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "perhaps".',
      ])
  })

  it("reads SVC_NO_LIGHTHOUSE with a server only when asked to (svc-mcp), not in the CLI's reading", () => {
    const remote = { SVC_API_URL: "https://svc.example.com", SVC_NO_LIGHTHOUSE: "perhaps" }
    expect(settings(remote, CLI)).toMatchObject({ _tag: "remote", apiUrl: "https://svc.example.com" })
    expect(refusal(remote, MCP)).toEqual([
      'SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "perhaps".',
    ])
  })

  it("refuses an SVC_API_URL that is not an http(s) address, in each adapter's words", () => {
    const cases = [
      ["ftp://svc.example.com", "is not an http(s) URL"],
      ["svc.example.com", "is not an absolute URL"],
      [
        "https://user:secret@svc.example.com",
        "holds credentials; the key belongs in SVC_API_KEY, never in a URL",
      ],
      ["https://svc.example.com/?key=secret", "has a query or a fragment"],
    ] as const
    for (const [bad, reason] of cases) {
      expect(refusal({ SVC_API_URL: bad }, CLI)).toEqual([`SVC_API_URL ${reason}.`])
      expect(refusal({ SVC_API_URL: bad }, MCP)).toEqual([
        `SVC_API_URL must be an svc server's address; "${bad}" ${reason}.`,
      ])
    }
  })

  it("says every refusal at once", () => {
    expect(refusal({ SVC_API_URL: "ftp://x", SVC_NO_LIGHTHOUSE: "maybe" }, MCP)).toEqual([
      `SVC_API_URL must be an svc server's address; "ftp://x" is not an http(s) URL.`,
      'SVC_NO_LIGHTHOUSE must be true or false (yes/no, on/off, 1/0), not "maybe".',
    ])
  })
})

describe("svc-mcp's own variables", () => {
  const mcp = (env: Record<string, string>) => read(mcpSettings, env)

  it("default to the 45-second wait and the public-address guard", () => {
    expect(mcp({})).toEqual(Either.right({ waitSeconds: MAX_WAIT_SECONDS, allowPrivateTargets: false }))
  })

  it("allow private targets only when SVC_MCP_ALLOW_PRIVATE_TARGETS says so", () => {
    for (const yes of ["1", "true", "yes", "on"])
      expect(mcp({ SVC_MCP_ALLOW_PRIVATE_TARGETS: yes })).toMatchObject(
        Either.right({ allowPrivateTargets: true }),
      )
    for (const no of ["0", "false", "no", "off"])
      expect(mcp({ SVC_MCP_ALLOW_PRIVATE_TARGETS: no })).toMatchObject(
        Either.right({ allowPrivateTargets: false }),
      )
    const refused = mcp({ SVC_MCP_ALLOW_PRIVATE_TARGETS: "perhaps" })
    expect(Either.isLeft(refused) && settingsErrorSentences(refused.left).join(" ")).toContain(
      "SVC_MCP_ALLOW_PRIVATE_TARGETS",
    )
  })

  it("shorten the wait with SVC_MCP_WAIT_SECONDS, never lengthen it", () => {
    expect(mcp({ SVC_MCP_WAIT_SECONDS: "1" })).toMatchObject(Either.right({ waitSeconds: 1 }))
    expect(mcp({ SVC_MCP_WAIT_SECONDS: "45" })).toMatchObject(Either.right({ waitSeconds: 45 }))
    for (const bad of ["0", "46", "600", "-5"]) {
      const refused = mcp({ SVC_MCP_WAIT_SECONDS: bad })
      expect(Either.isLeft(refused) && settingsErrorSentences(refused.left)).toEqual([
        "SVC_MCP_WAIT_SECONDS (for tests only) must be a whole number of seconds from 1 to 45.",
      ])
    }
    for (const bad of ["1.5", "soon"]) {
      const refused = mcp({ SVC_MCP_WAIT_SECONDS: bad })
      expect(Either.isLeft(refused) && settingsErrorSentences(refused.left).join(" ")).toContain(
        "SVC_MCP_WAIT_SECONDS",
      )
    }
  })
})
