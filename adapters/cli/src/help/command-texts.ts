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

export const ID_TEXT = "The id of the audit or crawl, as its start printed it."

export const RESULT_TEXT =
  "Wait for an audit already started on the server (SVC_API_URL) and print it like svc audit, or a crawl like svc crawl; starts nothing and spends no quota."

export const RESULT_CRAWL_TEXT =
  "The id of a crawl is printed as svc crawl --resume <id> prints it: the site score and the worst site issues, --json the site report, --html <file> the site report (every page's report inside), --format sarif the crawl's SARIF; --fail-on and --min-score judge the site's issues and score. --pdf and --verbose are an audit's only."

export const CRAWL_TEXT =
  "Crawl a website from a start URL in this process (or, with SVC_API_URL, on that svc server), audit every page, and judge the site across its pages: duplicate titles and texts, broken links, redirects, canonicals, sitemap, hreflang, depth, orphans, link scores."

export const CRAWL_URL_TEXT =
  "The start URL (http or https); the crawl stays on its host unless --scope site. Or a built site on disk (a start file, or a folder and its index.html): its relative links followed to files inside that folder, never outside it; --format sarif gives the findings at file:line."

export const CRAWL_RESUME_TEXT =
  "Continue the crawl with this id (printed at the end of every crawl) instead of starting one, with its own options; --max-pages, --max-depth and --max-duration may raise or lower its bounds, its scope and globs stay. A new crawl of the same start URL in the same store continues an interrupted one too. With SVC_API_URL: waits for the server's crawl of this id and prints it (no bounds then), as svc result <id> does."

export const CRAWL_STORE_TEXT =
  "Where the crawl is kept (an SQLite file, or a postgres:// URL): default $XDG_STATE_HOME/svc/crawls.db, else ~/.local/state/svc/crawls.db."

export const CRAWL_MAX_PAGES_TEXT = "The most pages fetched (default 500)."

export const CRAWL_MAX_DEPTH_TEXT =
  "The most clicks from the start URL a followed link may be (default: no limit)."

export const CRAWL_MAX_DURATION_TEXT =
  "Stop fetching new pages after this many seconds; --resume continues (default: no limit)."

export const CRAWL_CONCURRENCY_TEXT = "The most requests in flight to one host, 1 to 16 (default 2)."

export const CRAWL_SCOPE_TEXT =
  "host: the start URL's host only (default); site: its whole registrable domain (example.co.uk with its subdomains)."

export const CRAWL_INCLUDE_TEXT =
  "Crawl only paths matching this glob (* within a segment, ** across); may be repeated."

export const CRAWL_EXCLUDE_TEXT = "Never crawl paths matching this glob; may be repeated."

export const CRAWL_DROP_QUERY_TEXT =
  "Drop query strings from discovered URLs (?page=2 is then the same page)."

export const CRAWL_SITEMAP_TEXT = "A sitemap to read beside those robots.txt names; may be repeated."

export const CRAWL_LIGHTHOUSE_SAMPLE_TEXT =
  "Measure this many pages (at most 50) with Lighthouse in Chromium, one Chromium for them all, the rest static: the shallowest, i.e. the start page, then the pages it links to first. Off by default: a crawl is static."

export const CRAWL_HTML_TEXT =
  "Also save the site report to this HTML file: one file, no request to anywhere; the site issues with their URLs, the pages sortable by score, depth and link score, and each page's own report one click away."

export const CRAWL_CSV_TEXT = "Also write pages.csv and links.csv to this folder (for spreadsheets)."
