// The browser host: a child process that owns one Chromium and runs Lighthouse on it for the parent.
// In the network fence it is the only program besides Chromium, and it bridges Chromium's proxy port
// on the fence's loopback to the guard proxy's Unix socket outside; Lighthouse's trace processing runs
// here too, off the parent's thread. It imports no workspace package, so that it runs from the
// sources (through tsx) without their builds.

import type { AddressInfo } from "node:net"
import { connect, createServer, type Server, type Socket } from "node:net"
import type { BrowserHostSettings, HostReply, HostRequest } from "./browser-host-messages"
import { type Chrome, launchChrome } from "./chrome"
import { proxyFlags } from "./proxy-flags"
import { LighthouseRunError, runLighthouse } from "./run-lighthouse"

/** Sends to the parent; `then` runs once it is sent, or could not be (the parent is gone). */
const reply = (message: HostReply, then?: () => void): void => {
  if (process.send === undefined || !process.connected) then?.()
  else process.send(message, undefined, undefined, () => then?.())
}

/** A port on this namespace's 127.0.0.1 whose every connection is piped to the Unix socket. */
const bridgeTo = (socketPath: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer((client: Socket) => {
      const upstream = connect(socketPath)
      const cut = () => {
        client.destroy()
        upstream.destroy()
      }
      client.on("error", cut).on("close", cut)
      upstream.on("error", cut).on("close", cut)
      client.pipe(upstream).pipe(client)
    })
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve(server))
  })

const proxyUrlOf = async (proxy: BrowserHostSettings["proxy"]): Promise<string | undefined> => {
  if (proxy === undefined) return undefined
  if ("url" in proxy) return proxy.url
  const bridge = await bridgeTo(proxy.socketPath)
  return `http://127.0.0.1:${(bridge.address() as AddressInfo).port}`
}

const main = async (): Promise<void> => {
  const settings = JSON.parse(process.argv[2] ?? "{}") as BrowserHostSettings
  let chrome: Chrome
  try {
    const proxyUrl = await proxyUrlOf(settings.proxy)
    chrome = await launchChrome({
      ...(settings.chromePath === undefined ? {} : { chromePath: settings.chromePath }),
      tempDir: settings.tempDir,
      extraFlags: proxyUrl === undefined ? [] : proxyFlags(proxyUrl),
    })
  } catch (error) {
    // Told (or not: the parent is gone), the host ends, its bridge with it.
    reply({ type: "unavailable", message: error instanceof Error ? error.message : String(error) }, () =>
      process.exit(0),
    )
    return
  }
  const stop = async () => {
    await chrome.close()
    process.exit(0)
  }
  process.on("disconnect", () => void stop())
  // A Chromium that died takes the host with it: the parent sees the exit and starts both afresh.
  setInterval(() => {
    try {
      process.kill(chrome.pid, 0)
    } catch {
      void stop()
    }
  }, 1_000).unref()
  process.on("message", (request: HostRequest) => {
    if (request.type === "close") {
      void stop()
      return
    }
    runLighthouse(chrome, request.url, request.options).then(
      (lhr) => reply({ type: "result", id: request.id, lhr }),
      (error: unknown) =>
        reply({
          type: "failure",
          id: request.id,
          error:
            error instanceof Error
              ? {
                  name: error.name,
                  message: error.message,
                  ...(error instanceof LighthouseRunError ? { code: error.code } : {}),
                }
              : { name: "Error", message: String(error) },
        }),
    )
  })
  reply({ type: "ready", chromePid: chrome.pid })
}

void main()
