import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"

/** A tiny HTTP server on 127.0.0.1 answering every path with `status` and `html`. */
export const servePage = async (
  html: string,
  status = 200,
): Promise<{ readonly url: string; readonly close: () => Promise<void> }> => {
  const server: Server = createServer((request, response) => {
    if (request.url === "/robots.txt") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found")
      return
    }
    response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/page`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Quiet windows fit for pages without scripts: a run takes seconds instead of tens of seconds. */
export const FAST_SETTINGS = {
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 0,
  networkQuietThresholdMs: 100,
  cpuQuietThresholdMs: 100,
  disableFullPageScreenshot: true,
} as const

/**
 * Quiet windows short enough for small local pages yet long enough for the performance category
 * (with `FAST_SETTINGS` Lighthouse may stop before the first paint and report NO_FCP).
 */
export const MEASURE_SETTINGS = {
  pauseAfterFcpMs: 250,
  pauseAfterLoadMs: 500,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 500,
} as const
