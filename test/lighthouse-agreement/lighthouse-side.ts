import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import {
  type AuditVerdict,
  type Chrome,
  categoryVerdicts,
  launchChrome,
  runLighthouse,
} from "@svc/lighthouse"
import { FIXTURES_DIR } from "./cases"

/** The categories run: SEO, and accessibility and best practices, whose audits other packs mirror. */
export const CATEGORIES = ["seo", "accessibility", "best-practices"] as const

/** Lighthouse's verdicts per case and audit id, as recorded by `pnpm agreement:record`. */
export interface RecordedVerdicts {
  readonly lighthouse: string
  readonly chromium: string
  readonly categories: string
  readonly cases: Readonly<Record<string, Readonly<Record<string, AuditVerdict>>>>
}

export const RECORD_FILE = join(FIXTURES_DIR, "lighthouse-verdicts.json")

export const readRecord = (): RecordedVerdicts =>
  JSON.parse(readFileSync(RECORD_FILE, "utf8")) as RecordedVerdicts

/** Writes the record with keys sorted, so that re-recording unchanged verdicts changes nothing. */
export const writeRecord = (record: RecordedVerdicts): void => {
  const sorted = (value: unknown): unknown =>
    typeof value === "object" && value !== null
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value
  writeFileSync(RECORD_FILE, `${JSON.stringify(sorted(record), null, 2)}\n`)
}

/** The one Chrome of a run: Debian's Chromium, trusting the run's self-signed certificate. */
export const agreementChrome = (): Promise<Chrome> =>
  launchChrome({ extraFlags: ["--ignore-certificate-errors"] })

/** The Chromium version, as its debugging endpoint reports it (the user agent hides the build). */
export const chromiumVersion = async (chrome: Chrome): Promise<string> => {
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser?: string
  }
  return version.Browser?.split("/")[1] ?? "unknown"
}

/**
 * Lighthouse's verdicts on one served page, for the audits of `categories` (the agreement fixtures' by
 * default): desktop, error pages audited, short quiet windows (the pages run no script). Nothing is
 * timed and every page is a fresh origin: no throttling, no storage to clear.
 */
export const lighthouseVerdicts = async (
  chrome: Chrome,
  url: string,
  categories: ReadonlyArray<string> = CATEGORIES,
): Promise<{ verdicts: Record<string, AuditVerdict>; lighthouse: string }> => {
  const lhr = await runLighthouse(chrome, url, {
    categories,
    formFactor: "desktop",
    ignoreStatusCode: true,
    settings: {
      pauseAfterFcpMs: 0,
      pauseAfterLoadMs: 0,
      networkQuietThresholdMs: 100,
      cpuQuietThresholdMs: 100,
      disableFullPageScreenshot: true,
      throttlingMethod: "provided",
      disableStorageReset: true,
      skipAboutBlank: true,
    },
  })
  return { verdicts: categoryVerdicts(lhr, categories), lighthouse: lhr.lighthouseVersion }
}
