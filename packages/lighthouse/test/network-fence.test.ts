import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requireTool } from "../../../scripts/system-tools"
import { PRIVATE_TARGETS } from "./fence/hostile-page"
import { processesMentioning } from "./support-processes"

// A hostile page measured by the real Performance service in a network namespace this test makes
// (A), joined by a veth pair to a second one (B) that holds 10.0.0.7 and 169.254.169.254 and is A's
// default route and DNS server. Canaries listen (UDP and TCP) on B's addresses and on A's own
// 127.0.0.1, and B's interface counts every packet that reaches it. The guard lets through only the
// page's own port on 127.0.0.1, so any packet at a canary went around it.

const isRoot = process.getuid?.() === 0
const id = process.pid % 100_000
const measuring = `svcfa${id}`
const canaryNs = `svcfb${id}`
const measuringLink = `svfa${id}`
const canaryLink = `svfb${id}`
const scratch = mkdtempSync(join(tmpdir(), "svc-fence-test-"))
const here = new URL(".", import.meta.url).pathname

const ip = (...args: string[]) => execFileSync(requireTool("ip"), args, { stdio: "pipe" })
const inNs = (ns: string, ...command: string[]) =>
  execFileSync(requireTool("ip"), ["netns", "exec", ns, ...command])

/** Every packet that reached the canary namespace's interface so far. */
const packetsAtCanaries = (): number => {
  const [link] = JSON.parse(ip("-n", canaryNs, "-j", "-s", "link", "show", canaryLink).toString()) as [
    { stats64: { rx: { packets: number } } },
  ]
  return link.stats64.rx.packets
}

/** Runs a test script with Node (through tsx) as `prefix… node …`, resolving with its last stdout line. */
const runScript = (prefix: ReadonlyArray<string>, script: string, args: ReadonlyArray<string>) =>
  new Promise<string>((resolve, reject) => {
    const [command = "", ...rest] = [
      ...prefix,
      process.execPath,
      "--import",
      "tsx",
      join(here, script),
      ...args,
    ]
    const child = spawn(command, rest, { stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk) => {
      stdout += chunk
    })
    child.stderr.on("data", (chunk) => {
      stderr += chunk
    })
    child.once("exit", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? ""
      if (code === 0 && last.startsWith("{")) resolve(last)
      else reject(new Error(`${script} exited ${code}: ${stderr.slice(-2_000)}`))
    })
  })

interface Measurement {
  readonly measured: boolean
  readonly figures?: unknown
  readonly error?: { readonly tag: string; readonly message: string }
  readonly loopbackHits: Record<string, number>
  readonly warnings: ReadonlyArray<string>
}

let canaries: ChildProcess | undefined

const canaryHits = (): Promise<Record<string, number>> =>
  new Promise((resolve) => {
    let output = ""
    canaries?.stdout?.on("data", (chunk) => {
      output += chunk
    })
    canaries?.once("exit", () => resolve(JSON.parse(output.trim().split("\n").at(-1) ?? "{}")))
    canaries?.stdin?.end()
  })

beforeAll(async () => {
  if (!isRoot) return
  ip("netns", "add", measuring)
  ip("netns", "add", canaryNs)
  for (const ns of [measuring, canaryNs]) inNs(ns, "sysctl", "-q", "-w", "net.ipv6.conf.all.disable_ipv6=1")
  ip(
    "-n",
    measuring,
    "link",
    "add",
    measuringLink,
    "type",
    "veth",
    "peer",
    "name",
    canaryLink,
    "netns",
    canaryNs,
  )
  ip("-n", measuring, "link", "set", "lo", "up")
  ip("-n", measuring, "addr", "add", "10.0.0.2/24", "dev", measuringLink)
  ip("-n", measuring, "link", "set", measuringLink, "up")
  ip("-n", measuring, "route", "add", "default", "via", "10.0.0.7")
  ip("-n", canaryNs, "link", "set", "lo", "up")
  ip("-n", canaryNs, "addr", "add", "10.0.0.7/24", "dev", canaryLink)
  ip("-n", canaryNs, "addr", "add", "169.254.169.254/32", "dev", canaryLink)
  ip("-n", canaryNs, "link", "set", canaryLink, "up")
  // `ip netns exec` gives the measuring process this resolv.conf: DNS goes to a canary too.
  mkdirSync(`/etc/netns/${measuring}`, { recursive: true })
  writeFileSync(`/etc/netns/${measuring}/resolv.conf`, "nameserver 10.0.0.7\n")
  canaries = spawn(
    "ip",
    [
      "netns",
      "exec",
      canaryNs,
      process.execPath,
      "--import",
      "tsx",
      join(here, "fence/canary-main.ts"),
      ...PRIVATE_TARGETS,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  )
  await new Promise<void>((resolve) => canaries?.stdout?.once("data", () => resolve()))
})

afterAll(() => {
  canaries?.kill("SIGKILL")
  if (isRoot) {
    for (const ns of [measuring, canaryNs]) execFileSync("ip", ["netns", "del", ns], { stdio: "ignore" })
    rmSync(`/etc/netns/${measuring}`, { recursive: true, force: true })
  }
  rmSync(scratch, { recursive: true, force: true })
})

describe.skipIf(!isRoot)("Chromium's network fence (needs root to make the veth namespaces)", () => {
  it("lets no packet of a hostile page reach a private address or the measuring machine's loopback, and still measures it", async () => {
    requireTool("chromium")
    const before = packetsAtCanaries()
    const measurement = JSON.parse(
      await runScript(["ip", "netns", "exec", measuring], "fence/measure-main.ts", [scratch]),
    ) as Measurement
    const reachedCanaries = await canaryHits()
    const packets = packetsAtCanaries() - before

    expect({ loopback: measurement.loopbackHits, privateAddresses: reachedCanaries, packets }).toEqual({
      loopback: {},
      privateAddresses: {},
      packets: 0,
    })
    expect(measurement.error).toBeUndefined()
    expect(measurement.measured).toBe(true)
    expect(processesMentioning(scratch)).toEqual([])
  }, 240_000)

  // A user namespace of the test's own in which no further user or network namespace may be made:
  // a machine without root and with user namespaces disabled, as the fence sees it.
  const withoutNamespaces = [
    "ip",
    "netns",
    "exec",
    measuring,
    "unshare",
    "--user",
    "--map-root-user",
    "/bin/sh",
    "-c",
    'echo 0 > /proc/sys/user/max_user_namespaces && echo 0 > /proc/sys/user/max_net_namespaces && exec "$@"',
    "sh",
  ]

  it("refuses Lighthouse where no namespace can be made, saying why once, and measures nothing", async () => {
    const measurement = JSON.parse(
      await runScript(withoutNamespaces, "fence/measure-main.ts", [scratch, "--no-canaries", "--twice"]),
    ) as Measurement

    expect(measurement.measured).toBe(false)
    expect(measurement.error?.tag).toBe("ChromeUnavailable")
    expect(measurement.error?.message).toMatch(/cannot be fenced off the network here: no network namespace/)
    expect(measurement.warnings).toHaveLength(1)
    expect(measurement.warnings[0]).toMatch(/--allow-unfenced-chromium/)
    expect(processesMentioning(scratch)).toEqual([])
  }, 60_000)

  it("runs an unfenced Chromium there only when allowed, with a warning that says so", async () => {
    requireTool("chromium")
    const measurement = JSON.parse(
      await runScript(withoutNamespaces, "fence/measure-main.ts", [
        scratch,
        "--no-canaries",
        "--allow-unfenced-chromium",
      ]),
    ) as Measurement

    expect(measurement.error).toBeUndefined()
    expect(measurement.measured).toBe(true)
    expect(measurement.warnings).toEqual([expect.stringMatching(/^Chromium runs without a network fence/)])
    expect(processesMentioning(scratch)).toEqual([])
  }, 240_000)
})
