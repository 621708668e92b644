// @svc/lighthouse — Lighthouse in Debian's Chromium: launch once, run many, clean up always.

export { auditItems } from "./audit-items"
export { type AuditVerdict, auditVerdict, categoryVerdicts } from "./audit-verdict"
export {
  type Chrome,
  ChromeLaunchError,
  type ChromeOptions,
  DEFAULT_CHROME_PATH,
  HEADLESS_FLAGS,
  launchChrome,
} from "./chrome"
export { ChromeUnavailable, type MeasureError, MeasurementFailed, TargetRefused } from "./errors"
export { type GuardProxy, type GuardProxyOptions, startGuardProxy } from "./guard-proxy"
export {
  type FormFactor,
  figuresOf,
  lighthouseRunOf,
  MEASURED_CATEGORIES,
  measuredStatus,
  measurementsOf,
} from "./measurements"
export { type FenceProbe, type NetworkFence, probeNetworkFence } from "./network-fence"
export {
  DEFAULT_LIGHTHOUSE_SETTINGS,
  DEFAULT_RUN_BUDGET_MS,
  type MeasurePacing,
  makePerformance,
  type PerformanceMeasurer,
  type PerformanceOptions,
} from "./performance"
export { proxyFlags } from "./proxy-flags"
export {
  type LighthouseOptions,
  type LighthouseResult,
  LighthouseRunError,
  LighthouseTimeoutError,
  runLighthouse,
} from "./run-lighthouse"
export { withChrome } from "./with-chrome"
