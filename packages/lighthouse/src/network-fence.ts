import { execFile } from "node:child_process"

/**
 * Starts a program in network and PID namespaces of its own: the network namespace has nothing but a
 * loopback interface (brought up here), so whatever the program (Chromium) sends — WebRTC's UDP,
 * QUIC, DNS — reaches no other machine and no address of ours; the filesystem is shared, so a Unix
 * socket is its only way out. In the PID namespace the program is process 1 and `unshare` kills it
 * when it dies itself, so killing `unshare` ends every process inside, Chromium's helpers included.
 */
export interface NetworkFence {
  /** How `unshare` is told to make the namespaces (as root, or in a user namespace of its own). */
  readonly unshareFlags: ReadonlyArray<string>
  /** The command line that runs `command args…` inside a fresh fence. */
  readonly wrap: (command: string, args: ReadonlyArray<string>) => { command: string; args: string[] }
}

/** Either a fence that works on this machine, or why none can be made. */
export type FenceProbe =
  | { readonly _tag: "Fenced"; readonly fence: NetworkFence }
  | { readonly _tag: "Unfenced"; readonly reason: string }

const NAMESPACES = ["--net", "--pid", "--fork", "--kill-child"]
/** Root may make the namespaces directly; anyone else (or root without CAP_SYS_ADMIN) in a user namespace. */
const IN_USER_NAMESPACE = ["--user", "--map-root-user", ...NAMESPACES]
const LOOPBACK_UP = 'ip link set lo up && exec "$@"'

const fenceOf = (unshareFlags: ReadonlyArray<string>): NetworkFence => ({
  unshareFlags,
  wrap: (command, args) => ({
    command: "unshare",
    args: [...unshareFlags, "--", "/bin/sh", "-c", LOOPBACK_UP, "sh", command, ...args],
  }),
})

const succeeds = (command: string, args: ReadonlyArray<string>): Promise<string | undefined> =>
  new Promise((resolve) => {
    execFile(command, [...args], { timeout: 10_000 }, (error, _stdout, stderr) => {
      if (error === null) resolve(undefined)
      else resolve((stderr.trim() || error.message).split("\n")[0])
    })
  })

let probed: Promise<FenceProbe> | undefined

/**
 * Finds out once per process whether a fence can be made here: Linux with `unshare` (util-linux) and
 * `ip` (iproute2), and either root or unprivileged user namespaces.
 */
export const probeNetworkFence = (): Promise<FenceProbe> => {
  probed ??= (async (): Promise<FenceProbe> => {
    if (process.platform !== "linux")
      return {
        _tag: "Unfenced",
        reason: `network namespaces exist only on Linux, not on ${process.platform}`,
      }
    const candidates = process.geteuid?.() === 0 ? [NAMESPACES, IN_USER_NAMESPACE] : [IN_USER_NAMESPACE]
    const failures: string[] = []
    for (const flags of candidates) {
      const fence = fenceOf(flags)
      const { command, args } = fence.wrap("true", [])
      const failure = await succeeds(command, args)
      if (failure === undefined) return { _tag: "Fenced", fence }
      failures.push(`unshare ${flags.join(" ")}: ${failure}`)
    }
    return { _tag: "Unfenced", reason: `no network namespace could be made (${failures.join("; ")})` }
  })()
  return probed
}
