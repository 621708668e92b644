// @svc/audit — the embeddable auditor: an Effect service, and plain promises for everyone else.

export { InvalidLocale, InvalidQuery, InvalidRequest, Unreachable } from "@svc/contract"
export {
  type FetchError,
  type FetchedPage,
  type FetchLimits,
  NotHtml,
  NotPublic,
  type PageRedirectFollowing,
  type PageSourceOptions,
  Timeout,
  TooLarge,
} from "@svc/fetch"
export {
  ChromeUnavailable,
  DEFAULT_RUN_BUDGET_MS,
  MeasurementFailed,
  type MeasurePacing,
  type PerformanceOptions,
  TargetRefused,
} from "@svc/lighthouse"
export {
  Analysis,
  AnalysisFailed,
  type AnalysisOptions,
  type AnalysisService,
  analysisInProcess,
} from "./analysis"
export {
  type AuditedPage,
  type AuditedSite,
  type AuditOptions,
  Auditor,
  AuditorLive,
  type AuditorService,
  type HtmlAuditOptions,
  makeAuditor,
} from "./auditor"
export { pageFailureOf } from "./page-failure"
export { Performance, type PerformanceFailure, type PerformanceService } from "./performance"
export { PerformanceLive } from "./performance-live"
export {
  type AuditError,
  type AuditHtmlOptions,
  type AuditUrlOptions,
  auditHtml,
  auditorLayer,
  auditUrl,
  auditUrls,
  type EmbeddedAuditorOptions,
  embeddedAuditor,
} from "./promise-api"
export { defaultPacks, defaultRegistry, RuleRegistry, ruleRegistryLayer } from "./rule-registry"
export { runToPromise } from "./run-promise"
