import type { LighthouseFigures } from "@svc/contract"
import type { LighthouseRun, Measurement, OutcomeStatus } from "@svc/core"
import { auditItems } from "./audit-items"

/** The categories every measurement runs, on mobile and on desktop. */
export const MEASURED_CATEGORIES: ReadonlyArray<keyof LighthouseFigures> = [
  "performance",
  "accessibility",
  "seo",
]

export type FormFactor = "mobile" | "desktop"

type Fields = Readonly<Record<string, unknown>>

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const fieldsOf = (value: unknown, key: string): Fields => {
  const field = isFields(value) ? value[key] : undefined
  return isFields(field) ? field : {}
}

/** A category score as the contract takes it: a number from 0 to 1, or null when there is none. */
const categoryScore = (lhr: unknown, category: string): number | null => {
  const score = fieldsOf(fieldsOf(lhr, "categories"), category).score
  return typeof score === "number" && Number.isFinite(score) && score >= 0 && score <= 1 ? score : null
}

/** The performance, accessibility and SEO scores of one report. */
export const figuresOf = (lhr: unknown): LighthouseFigures => ({
  performance: categoryScore(lhr, "performance"),
  accessibility: categoryScore(lhr, "accessibility"),
  seo: categoryScore(lhr, "seo"),
})

/**
 * The status an audit reports. Binary audits pass with score 1. Scored audits (metrics, savings) pass
 * from 0.9 (Lighthouse's green), ask for review from 0.5 (its orange) and fail below. Not-applicable
 * audits say so; errored ones are unavailable. Manual and informative audits check nothing: undefined.
 */
export const measuredStatus = (audit: Fields): OutcomeStatus | undefined => {
  const score = typeof audit.score === "number" && Number.isFinite(audit.score) ? audit.score : null
  switch (audit.scoreDisplayMode) {
    case "notApplicable":
      return "notApplicable"
    case "error":
      return "unavailable"
    case "binary":
      return score === 1 ? "pass" : "fail"
    case "numeric":
    case "metricSavings":
      if (score === null) return "unavailable"
      return score >= 0.9 ? "pass" : score >= 0.5 ? "review" : "fail"
    default:
      return undefined
  }
}

/** The audit ids the run categories refer to, each once, in report order. */
const referencedAuditIds = (lhr: unknown): ReadonlyArray<string> => {
  const ids = new Set<string>()
  for (const category of Object.values(fieldsOf(lhr, "categories"))) {
    const refs = isFields(category) && Array.isArray(category.auditRefs) ? category.auditRefs : []
    for (const ref of refs) if (isFields(ref) && typeof ref.id === "string") ids.add(ref.id)
  }
  return [...ids]
}

/**
 * One measurement per audit of the run categories that checks something: source
 * `lighthouse/<formFactor>`, the audit id, its status, and what it found as items (elements, resources,
 * values) when it fails or asks for review — Lighthouse's error when it could not run the audit. The
 * engine keeps the ones a rule claims through `sameAs` and writes their words. Never throws on any input.
 */
export const measurementsOf = (lhr: unknown, formFactor: FormFactor): Measurement[] => {
  const audits = fieldsOf(lhr, "audits")
  const source = `lighthouse/${formFactor}`
  const measurements: Measurement[] = []
  for (const auditId of referencedAuditIds(lhr)) {
    const audit = fieldsOf(audits, auditId)
    const status = measuredStatus(audit)
    if (status === undefined) continue
    if (status === "fail" || status === "review")
      measurements.push({ source, auditId, status, items: auditItems(audit, audits, auditId) })
    else if (status === "unavailable" && typeof audit.errorMessage === "string" && audit.errorMessage.trim())
      measurements.push({ source, auditId, status, error: audit.errorMessage.trim() })
    else measurements.push({ source, auditId, status })
  }
  return measurements
}

/** What the mobile and the desktop report deliver to the engine: figures and measurements. */
export const lighthouseRunOf = (reports: {
  readonly mobile: unknown
  readonly desktop: unknown
}): LighthouseRun => ({
  figures: { mobile: figuresOf(reports.mobile), desktop: figuresOf(reports.desktop) },
  audits: [...measurementsOf(reports.mobile, "mobile"), ...measurementsOf(reports.desktop, "desktop")],
})
