// @svc/lighthouse — Lighthouse in Debian's Chromium: launch once, run many, clean up always.
export { type AuditVerdict, auditVerdict, categoryVerdicts } from "./audit-verdict"
export {
  type Chrome,
  ChromeLaunchError,
  type ChromeOptions,
  DEFAULT_CHROME_PATH,
  HEADLESS_FLAGS,
  launchChrome,
} from "./chrome"
export {
  type LighthouseOptions,
  type LighthouseResult,
  LighthouseRunError,
  LighthouseTimeoutError,
  runLighthouse,
} from "./run-lighthouse"
export { withChrome } from "./with-chrome"
