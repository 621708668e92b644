import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LAUNCHER_FD_VARIABLE, MALLOC_TUNABLES, tunablesToAdd } from "../src/launch/malloc-tunables"

const glibc = () => true
const ours = "glibc.malloc.arena_max=2:glibc.malloc.trim_threshold=131072"

describe("the malloc settings svc-server relaunches with", () => {
  it("are added for serve and work on glibc Linux, after whatever GLIBC_TUNABLES already says", () => {
    expect(tunablesToAdd({}, ["serve", "--db", "x.db"], glibc)).toBe(ours)
    expect(tunablesToAdd({}, ["work"], glibc)).toBe(ours)
    expect(tunablesToAdd({ GLIBC_TUNABLES: "glibc.cpu.x86_shstk=off" }, ["serve"], glibc)).toBe(
      `glibc.cpu.x86_shstk=off:${ours}`,
    )
    // The operator's own value of one setting wins; only the other is added.
    expect(tunablesToAdd({ GLIBC_TUNABLES: "glibc.malloc.arena_max=8" }, ["serve"], glibc)).toBe(
      "glibc.malloc.arena_max=8:glibc.malloc.trim_threshold=131072",
    )
  })

  it("are not added where the process runs as it is", () => {
    const cases: ReadonlyArray<[Record<string, string>, ReadonlyArray<string>, () => boolean]> = [
      [{}, ["keys", "create", "--label", "x"], glibc], // a short command
      [{}, [], glibc],
      [{}, ["--help"], glibc],
      [{}, ["serve", "--help"], glibc], // only printing: one process is enough
      [{}, ["work", "--db", "postgres://db/svc", "-h"], glibc],
      [{}, ["serve", "--version"], glibc],
      [{}, ["serve"], () => false], // musl, macOS, Windows
      [{ SVC_NO_MALLOC_TUNING: "true" }, ["serve"], glibc],
      [{ SVC_NO_MALLOC_TUNING: " Yes" }, ["work"], glibc],
      [{ GLIBC_TUNABLES: "glibc.malloc.trim_threshold=0:glibc.malloc.arena_max=1" }, ["serve"], glibc],
      [{ [LAUNCHER_FD_VARIABLE]: "3" }, ["serve"], glibc], // relaunched already: never twice
    ]
    for (const [env, args, platform] of cases) expect(tunablesToAdd(env, args, platform)).toBeUndefined()
    expect(tunablesToAdd({ SVC_NO_MALLOC_TUNING: "false" }, ["serve"], glibc)).toBe(ours)
  })

  it("keep any GLIBC_TUNABLES as it was and name each setting once; relaunched with them, nothing is added again", () => {
    const entry = fc
      .tuple(
        fc.constantFrom("glibc.malloc.arena_max", "glibc.malloc.mxfast", "glibc.cpu.hwcaps", "x"),
        fc.nat(),
      )
      .map(([name, value]) => `${name}=${value}`)
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 4 }), (entries) => {
        const current = entries.join(":")
        const added = tunablesToAdd({ GLIBC_TUNABLES: current }, ["serve"], glibc)
        if (added === undefined) return
        expect(added.startsWith(current)).toBe(true)
        const names = added.split(":").map((each) => each.split("=")[0])
        for (const name of Object.keys(MALLOC_TUNABLES)) expect(names).toContain(name)
        for (const name of Object.keys(MALLOC_TUNABLES))
          if (!entries.some((each) => each.startsWith(`${name}=`)))
            expect(names.filter((each) => each === name)).toHaveLength(1)
        expect(tunablesToAdd({ GLIBC_TUNABLES: added }, ["serve"], glibc)).toBeUndefined()
      }),
    )
  })
})
