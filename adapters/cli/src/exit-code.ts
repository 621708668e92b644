import type { Level, Locale } from "@svc/contract"
import { Option } from "effect"
import type { AuditedPages, FinishedPage } from "./audited-pages"
import { say } from "./output/say"

/** The contract's exit codes: 0 no failing checks, 1 the call failed, 2 failing checks exist. */
export type ExitCode = 0 | 1 | 2

/** What makes a CI gate fail (exit code 2): `--fail-on` and `--min-score`. */
export interface Gate {
  /** The lowest level of a failing check that fails the gate; `low` (any failing check) by default. */
  readonly failOn: Level
  /** A page whose main score is below this fails the gate. */
  readonly minScore: Option.Option<number>
}

/** The gate without options: any failing check fails it (the contract's exit code 2). */
export const defaultGate: Gate = { failOn: "low", minScore: Option.none() }

/** How severe a level is: a gate at `failOn` counts the levels ranked at or above it. */
export const levelRank: Readonly<Record<Level, number>> = { high: 3, medium: 2, low: 1 }

/** Why one page fails the gate, as sentences for stderr in the audit's locale; none when it passes. */
const pageFailures = (page: FinishedPage, gate: Gate, locale: Locale): ReadonlyArray<string> => {
  if (page.status !== "done") return []
  const { result, url } = page
  const reasons: Array<string> = []
  // `low` is every failing check, each root cause once: exactly `summary.failed`.
  const failing =
    gate.failOn === "low"
      ? result.summary.failed
      : result.findings.filter(
          (finding) => finding.status === "fail" && levelRank[finding.level] >= levelRank[gate.failOn],
        ).length
  if (failing > 0) {
    const checks =
      failing === 1
        ? say(locale, "cli.gate.failingOne", { url })
        : say(locale, "cli.gate.failing", { url, count: failing })
    reasons.push(
      gate.failOn === "low"
        ? checks
        : say(locale, gate.failOn === "high" ? "cli.gate.level" : "cli.gate.levelOrAbove", {
            checks,
            level: gate.failOn,
          }),
    )
  }
  if (Option.isSome(gate.minScore)) {
    const score = result.score.svc
    const min = gate.minScore.value
    if (score === null) reasons.push(say(locale, "cli.gate.unmeasured", { url, min }))
    else if (score < min) reasons.push(say(locale, "cli.gate.below", { url, score, min }))
  }
  return reasons
}

/** Why the audit fails the gate, one sentence per reason in the audit's locale; empty when it passes. */
export const gateFailures = (audited: AuditedPages, gate: Gate, locale: Locale): ReadonlyArray<string> =>
  audited.pages.flatMap((page) => pageFailures(page, gate, locale))

/**
 * 1 when a page could not be audited — a gate cannot pass on a page it never saw; else 2 when the
 * gate fails (by default: a page has failing checks, `summary.failed`, each root cause counted once),
 * 0 when it passes.
 */
export const exitCodeOf = (audited: AuditedPages, gate: Gate = defaultGate): ExitCode => {
  if (audited.pages.some((page) => page.status === "failed")) return 1
  return gateFailures(audited, gate, "en").length > 0 ? 2 : 0
}
