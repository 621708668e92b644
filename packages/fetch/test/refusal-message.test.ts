import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Fetcher, failureCodeOf, isFetchError, pageLimits, type Resolver } from "../src"
import { type LocalServer, startLocalServer } from "./support/local-server"

/** Names of a private network, as a key holder could try them one after another. */
const privateNames: Readonly<Record<string, string>> = {
  "db.corp.example.net": "10.0.0.7",
  "metadata.corp.example.net": "169.254.169.254",
  "admin.corp.example.net": "::1",
  "nas.corp.example.net": "fd12:3456::9",
}

let site: LocalServer
let fetcher: Fetcher

beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    response.writeHead(302, { location: `http://${request.url?.slice(1)}:8080/` }).end()
  })
  const resolve: Resolver = async (name) => [
    { address: privateNames[name] ?? "127.0.0.1", family: (privateNames[name] ?? "").includes(":") ? 6 : 4 },
  ]
  fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${site.port}`] }, resolve })
})
afterAll(async () => {
  await fetcher.close()
  await site.close()
})

const failureOf = (url: string) =>
  fetcher.fetchPage(url, pageLimits).then(
    () => ({}) as Record<string, unknown>,
    (error: Record<string, unknown>) => error,
  )

describe("a refused host is named, never the private address it resolved to", () => {
  it.each(Object.entries(privateNames))("as the target: %s (%s)", async (name, address) => {
    const error = await failureOf(`http://${name}:8080/`)
    expect(error).toMatchObject({ _tag: "NotPublic", host: name, redirected: false })
    expect(error.message).toBe(`The URL names ${name}, which resolves to no public address.`)
    expect(String(error.message)).not.toContain(address)
  })

  it.each(Object.entries(privateNames))("as a redirect hop: %s (%s)", async (name, address) => {
    const error = await failureOf(`http://site.example.com:${site.port}/${name}`)
    expect(error).toMatchObject({ _tag: "NotPublic", host: name, redirected: true })
    expect(isFetchError(error) && failureCodeOf(error)).toBe("blocked")
    expect(String(error.message)).not.toContain(address)
  })
})
