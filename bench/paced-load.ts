// An open-loop load at a fixed rate, evenly spaced: request k is due at start + k / rate whatever
// happened to the requests before it, and its latency is counted from that moment, not from when it
// could be sent — so a slow answer that holds up later requests shows in their latency too (what
// wrk2 calls correcting for coordinated omission). autocannon's `overallRate` is not this: each of
// its connections sends its share of a second back to back when the second begins, then idles.
import { Agent, request } from "node:http"

export interface PacedRequest {
  readonly path: string
  readonly headers: Record<string, string>
}

export interface PacedLoadOptions {
  /** The server's base URL, `http://host:port`. */
  readonly baseUrl: string
  /** Requests a second. */
  readonly rate: number
  readonly seconds: number
  /**
   * Seconds of the same load before the measured ones, not counted: the connections are open and the
   * server warm, as for clients already polling (0 by default).
   */
  readonly warmUpSeconds?: number
  /** Kept-alive connections at most; requests due while all are busy wait for one (and that counts). */
  readonly connections: number
  /** The k-th request. */
  readonly requestFor: (k: number) => PacedRequest
}

export interface PacedLoadResult {
  /** Latencies of the answered requests in ms, from when each was due, sorted. */
  readonly latencies: ReadonlyArray<number>
  /** The same of the warm-up's requests, sorted: a server's cold start, when clients begin polling. */
  readonly warmUpLatencies: ReadonlyArray<number>
  /** Answers by HTTP status. */
  readonly statuses: ReadonlyMap<number, number>
  readonly errors: number
  /** Answers a second over the whole run, from the first request due to the last answer. */
  readonly perSecond: number
  /** The slowest answer (ms) of the requests due in each quarter second of the run: where the tail is. */
  readonly worstPerQuarterSecond: ReadonlyArray<number>
}

const QUARTER_SECOND_MS = 250

export const pacedLoad = (options: PacedLoadOptions): Promise<PacedLoadResult> =>
  new Promise((done) => {
    const { hostname, port } = new URL(options.baseUrl)
    const agent = new Agent({ keepAlive: true, maxSockets: options.connections })
    const warmUpCount = Math.round(options.rate * (options.warmUpSeconds ?? 0))
    const total = warmUpCount + Math.round(options.rate * options.seconds)
    const latencies: Array<number> = []
    const warmUpLatencies: Array<number> = []
    const statuses = new Map<number, number>()
    const worst = Array.from({ length: Math.ceil((options.seconds * 1000) / QUARTER_SECOND_MS) }, () => 0)
    let errors = 0
    let sent = 0
    let settled = 0
    const startedAt = performance.now()
    const measuredFrom = startedAt + (warmUpCount * 1000) / options.rate

    const finish = () => {
      const seconds = (performance.now() - measuredFrom) / 1000
      agent.destroy()
      latencies.sort((a, b) => a - b)
      warmUpLatencies.sort((a, b) => a - b)
      done({
        latencies,
        warmUpLatencies,
        statuses,
        errors,
        perSecond: latencies.length / seconds,
        worstPerQuarterSecond: worst,
      })
    }

    const settle = () => {
      settled += 1
      if (settled === total) finish()
    }

    const send = (k: number) => {
      const dueAt = startedAt + (k * 1000) / options.rate
      const { path, headers } = options.requestFor(k)
      const outgoing = request({ agent, hostname, port, path, headers, method: "GET" }, (response) => {
        response.resume()
        response.on("end", () => {
          const latency = performance.now() - dueAt
          if (k < warmUpCount) warmUpLatencies.push(latency)
          else {
            latencies.push(latency)
            const quarter = Math.floor((dueAt - measuredFrom) / QUARTER_SECOND_MS)
            worst[quarter] = Math.max(worst[quarter] ?? 0, latency)
            const status = response.statusCode ?? 0
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
          }
          settle()
        })
      })
      outgoing.on("error", () => {
        errors += 1
        settle()
      })
      outgoing.end()
    }

    // Every millisecond or so, sends every request that has come due; a late tick sends its backlog.
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * options.rate) / 1000) + 1)
      while (sent < due) send(sent++)
      if (sent < total) setTimeout(tick, 1)
    }
    tick()
  })
