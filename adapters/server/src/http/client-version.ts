/** The oldest CLI and MCP client that speaks the asynchronous API (decision 10). */
export const MINIMUM_CLIENT_VERSION = [0, 3, 0] as const

const OFFICIAL_CLIENT =
  /(?:^|[\s,;(])svc-(cli|mcp)\/(\d{1,9})\.(\d{1,9})\.(\d{1,9})(-[0-9A-Za-z.-]+)?(?=$|[\s,;)])/

/** An official client's product token in a User-Agent: `svc-cli/0.3.1` or `svc-mcp/0.2.0`. */
export interface ClientVersion {
  readonly client: "cli" | "mcp"
  readonly version: readonly [number, number, number]
  readonly prerelease: boolean
}

/** The official client a User-Agent names, if any (a version that cannot be read names none). */
export const clientVersionOf = (userAgent: string | undefined): ClientVersion | undefined => {
  const match = OFFICIAL_CLIENT.exec(userAgent ?? "")
  if (match === null) return undefined
  const [, client, major, minor, patch, prerelease] = match
  return {
    client: client === "mcp" ? "mcp" : "cli",
    version: [Number(major), Number(minor), Number(patch)],
    prerelease: prerelease !== undefined,
  }
}

/**
 * Whether the client is older than 0.3.0, as semantic versioning orders versions: `0.2.9` and
 * `0.3.0-beta.1` are, `0.3.0` and `1.0.0` are not.
 */
export const isRetiredClient = (userAgent: string | undefined): boolean => {
  const client = clientVersionOf(userAgent)
  if (client === undefined) return false
  for (let part = 0; part < 3; part++) {
    const have = client.version[part] ?? 0
    const need = MINIMUM_CLIENT_VERSION[part] ?? 0
    if (have !== need) return have < need
  }
  return client.prerelease
}
