import type { LighthouseResult } from "./run-lighthouse"

/** What a Lighthouse audit concluded, in the words the audit engine compares. */
export type AuditVerdict = "pass" | "fail" | "notApplicable" | "error" | "manual" | "informative"

type Audit = LighthouseResult["audits"][string]

/**
 * The verdict of one audit: binary audits pass with score 1; scored (numeric, metric) audits pass at
 * 0.9 or more, as Lighthouse colours them green; not-applicable, errored, manual and informative audits
 * say so.
 */
export const auditVerdict = (audit: Audit): AuditVerdict => {
  switch (audit.scoreDisplayMode) {
    case "notApplicable":
      return "notApplicable"
    case "error":
      return "error"
    case "manual":
      return "manual"
    case "informative":
      return "informative"
    case "binary":
      return audit.score === 1 ? "pass" : "fail"
    default:
      return audit.score !== null && audit.score >= 0.9 ? "pass" : "fail"
  }
}

/** The verdict of every audit the given categories (default: every category run) refer to, by audit id. */
export const categoryVerdicts = (
  lhr: LighthouseResult,
  categories: ReadonlyArray<string> = Object.keys(lhr.categories),
): Record<string, AuditVerdict> => {
  const verdicts: Record<string, AuditVerdict> = {}
  for (const category of categories) {
    for (const reference of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[reference.id]
      if (audit !== undefined) verdicts[reference.id] = auditVerdict(audit)
    }
  }
  return verdicts
}
