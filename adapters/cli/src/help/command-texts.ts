// What each command and option does, in one place: the commands' descriptions and svc's own help
// pages both read it, and the help pages load without the command parser.

export const TARGETS_TEXT =
  "1 to 10 http(s) URLs, or local HTML files (./dist/index.html), audited as one audit."

export const QUERY_TEXT =
  "The search phrase the pages are measured against (at most 32 words). Without it, each page's first keyword suggestion is measured and its phrase findings are only for review."

export const LOCALE_TEXT = "Language of labels, fixes and the PDF: en (default), sk or es."

export const ALLOW_PRIVATE_TEXT =
  "Embedded mode only: also audit localhost and private addresses, e.g. a dev server. Off by default."

export const NO_LIGHTHOUSE_TEXT =
  "Embedded mode only: skip Lighthouse (or set SVC_NO_LIGHTHOUSE=true); performance is then unmeasured. Without it, web pages are also measured with Lighthouse in Chromium (CHROME_PATH, else /usr/bin/chromium) when it can be started."

export const AUDIT_TEXT =
  "Audit web pages or local HTML files and print the score, the page facts and the 10 worst findings."

export const FAIL_ON_TEXT =
  "Exit code 2 only for failing checks of this level or above: high, medium, or low (default: any failing check)."

export const MIN_SCORE_TEXT =
  "Exit code 2 also when a page's main score is below this number, 0 to 100 (an unmeasured score is below)."

export const KEY_CHECK_TEXT =
  "Test the key in SVC_API_KEY against the server in SVC_API_URL: stores nothing, runs no audit, spends no quota. Exit code 0 when valid, 1 when not."

export const KEY_LOCALE_TEXT = "Language of the sentence it prints: en (default), sk or es."

export const JSON_TEXT =
  "Print exactly the result object (one page) or the status record's pages (several) on stdout, and nothing else."

export const FORMAT_TEXT =
  "What stdout gets: human (default), json (as --json) or sarif (SARIF 2.1.0 for code-scanning tools)."

export const PDF_TEXT =
  "Also save the PDF report to this file (several pages: file-0.pdf, file-1.pdf, …). Exit code 0 once written, unless --json, --format json|sarif, --fail-on or --min-score asks to gate on the results."

export const HTML_TEXT =
  "Also save the HTML report to this file: one page, no request to anywhere, opens from disk (several pages: file-0.html, file-1.html, …; a page that could not be audited gets one saying why). Exit code as with --pdf."

export const VERBOSE_TEXT =
  "The human output lists every item of a finding (each image without alt text, each duplicate id…) the result holds, not only the first five."

export const ID_TEXT = "The audit id the start of the audit printed."

export const RESULT_TEXT =
  "Wait for an audit already started on the server (SVC_API_URL) and print it like svc audit; starts nothing and spends no quota."
