import type { HeadFacts, HttpFacts, Location } from "@svc/core"

/** One policy the browser enforces, from a header or a `<meta http-equiv>` in `<head>`. */
export interface Policy {
  readonly raw: string
  readonly source: "header" | "meta"
  readonly location?: Location
  /** Directive names (lower case) with their source lists, first occurrence wins as in browsers. */
  readonly directives: ReadonlyMap<string, ReadonlyArray<string>>
}

const parseDirectives = (raw: string): Map<string, string[]> => {
  const directives = new Map<string, string[]>()
  for (const part of raw.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (!name) continue
    const key = name.toLowerCase()
    if (!directives.has(key)) directives.set(key, values)
  }
  return directives
}

/** Enforced Content-Security-Policy policies (report-only ones are not): comma-separated headers and head metas. */
export const enforcedPolicies = (http: HttpFacts, head: HeadFacts): Policy[] => {
  const fromHeader = (http.header("content-security-policy") ?? "")
    .split(",")
    .filter((raw) => raw.trim() !== "")
    .map((raw): Policy => ({ raw: raw.trim(), source: "header", directives: parseDirectives(raw) }))
  const fromMeta = head.metas
    .filter((meta) => meta.inHead && (meta.httpEquiv ?? "").toLowerCase() === "content-security-policy")
    .flatMap((meta) =>
      (meta.content ?? "")
        .split(",")
        .filter((raw) => raw.trim() !== "")
        .map(
          (raw): Policy => ({
            raw: raw.trim(),
            source: "meta",
            location: meta.location,
            directives: parseDirectives(raw),
          }),
        ),
    )
  return [...fromHeader, ...fromMeta]
}

/** The policy that asks browsers to upgrade insecure requests, if one does. */
export const upgradingPolicy = (policies: ReadonlyArray<Policy>): Policy | undefined =>
  policies.find((policy) => policy.directives.has("upgrade-insecure-requests"))
