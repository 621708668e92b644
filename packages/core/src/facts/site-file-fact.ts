import type { SiteFile } from "../snapshot"
import { Unavailable } from "./unavailable"

type Present = Extract<SiteFile, { state: "present" }>
type Missing =
  | { readonly state: "absent"; readonly url: string; readonly status: number }
  | {
      readonly state: "failed"
      readonly url: string
      readonly reason: string
      readonly status: number | null
    }

/**
 * The fact of a site file: parsed when present, absent or failed as fetched, unavailable when nobody
 * fetched it (so the rules that need it say `unavailable` rather than guess).
 */
export const siteFileFact = <P>(
  file: SiteFile,
  name: string,
  parse: (file: Present) => P,
): P | Missing | Unavailable => {
  switch (file.state) {
    case "notFetched":
      return new Unavailable(`${name} was not fetched`)
    case "absent":
      return { state: "absent", url: file.url, status: file.status }
    case "failed":
      return { state: "failed", url: file.url, reason: file.reason, status: file.status ?? null }
    case "present":
      return parse(file)
  }
}
