import type { LighthouseOptions, LighthouseResult } from "./run-lighthouse"

/** How the browser host is set up: passed as its one argument, in JSON. */
export interface BrowserHostSettings {
  readonly chromePath: string | undefined
  /** Where Chromium's profile folder is made. */
  readonly tempDir: string
  /**
   * The guard proxy: a URL Chromium can reach as it is (no fence), or a Unix socket the host bridges
   * to from a port on its own loopback (in the fence); none when every target is allowed.
   */
  readonly proxy: { readonly url: string } | { readonly socketPath: string } | undefined
}

/** What the parent asks of the host. */
export type HostRequest =
  | { readonly type: "run"; readonly id: number; readonly url: string; readonly options: LighthouseOptions }
  | { readonly type: "close" }

/** An error of a run, as it crosses the process boundary. */
export interface HostError {
  readonly name: string
  readonly message: string
  readonly code?: string
}

/** What the host answers. */
export type HostReply =
  | { readonly type: "ready"; readonly chromePid: number }
  | { readonly type: "unavailable"; readonly message: string }
  | { readonly type: "result"; readonly id: number; readonly lhr: LighthouseResult }
  | { readonly type: "failure"; readonly id: number; readonly error: HostError }
