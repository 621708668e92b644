import {
  ALLOW_PRIVATE_TEXT,
  AUDIT_TEXT,
  CRAWL_CONCURRENCY_TEXT,
  CRAWL_CSV_TEXT,
  CRAWL_DROP_QUERY_TEXT,
  CRAWL_EXCLUDE_TEXT,
  CRAWL_HTML_TEXT,
  CRAWL_INCLUDE_TEXT,
  CRAWL_LIGHTHOUSE_SAMPLE_TEXT,
  CRAWL_MAX_DEPTH_TEXT,
  CRAWL_MAX_DURATION_TEXT,
  CRAWL_MAX_PAGES_TEXT,
  CRAWL_RESUME_TEXT,
  CRAWL_SCOPE_TEXT,
  CRAWL_SITEMAP_TEXT,
  CRAWL_STORE_TEXT,
  CRAWL_TEXT,
  CRAWL_URL_TEXT,
  FAIL_ON_TEXT,
  FORMAT_TEXT,
  HTML_TEXT,
  ID_TEXT,
  JSON_TEXT,
  KEY_CHECK_TEXT,
  KEY_LOCALE_TEXT,
  LOCALE_TEXT,
  MIN_SCORE_TEXT,
  NO_LIGHTHOUSE_TEXT,
  PDF_TEXT,
  QUERY_TEXT,
  RESULT_CRAWL_TEXT,
  RESULT_TEXT,
  TARGETS_TEXT,
  VERBOSE_TEXT,
} from "./command-texts"
import type { HelpPage, HelpSection } from "./help-text"

const EXIT_CODES: HelpSection = {
  heading: "Exit codes",
  rows: [
    ["0", "the gate passes: no failing check (at or above --fail-on), no score below --min-score"],
    ["2", "the gate fails: failing checks (at or above --fail-on), or a score below --min-score"],
    ["1", "the call failed: bad arguments or environment, a refusal, a page that could not be audited"],
    ["130, 143", "stopped by Ctrl-C (SIGINT) or SIGTERM; a server audit goes on (svc result <id>)"],
  ],
}

const OUTPUT_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ["--json", JSON_TEXT],
  ["--format human|json|sarif", FORMAT_TEXT],
  ["--pdf <file>", PDF_TEXT],
  ["--html <file>", HTML_TEXT],
  ["--verbose", VERBOSE_TEXT],
  ["--fail-on high|medium|low", FAIL_ON_TEXT],
  ["--min-score <0-100>", MIN_SCORE_TEXT],
]

const root: HelpPage = {
  title: "website audits for search engines and AI search: scores, fixes, PDF and HTML reports",
  usage: [
    "svc <command> [options]",
    "svc <command> --help",
    "svc --version",
    "svc --completions bash|zsh|fish|sh",
  ],
  description:
    "Without SVC_API_URL, svc audits in this process (embedded); with it, on that svc server, with the key from SVC_API_KEY (never an argument).",
  sections: [
    {
      heading: "Commands",
      rows: [
        ["audit <url|file>...", AUDIT_TEXT],
        ["crawl <url>", CRAWL_TEXT],
        ["result <id>", RESULT_TEXT],
        ["key check", "Test SVC_API_KEY on SVC_API_URL: stores nothing, runs no audit, spends no quota."],
      ],
    },
    {
      heading: "Options",
      rows: [
        ["-h, --help", "This help; svc <command> --help tells the options of a command."],
        ["-v, --version", "The version of svc."],
        ["--completions <shell>", "A completion script for bash, zsh, fish or sh, to source in that shell."],
      ],
    },
    {
      heading: "Environment",
      rows: [
        ["SVC_API_URL", "The svc server to audit on (http or https); unset: audits run in this process."],
        ["SVC_API_KEY", "The server's API key."],
        ["SVC_NO_LIGHTHOUSE", "true: embedded audits skip Lighthouse."],
        ["CHROME_PATH", "The Chromium for Lighthouse (default /usr/bin/chromium)."],
        [
          "NO_COLOR, FORCE_COLOR",
          "No colours; or colours even into a pipe (FORCE_COLOR=1, 2, 3; 0 turns them off).",
        ],
      ],
    },
    EXIT_CODES,
  ],
}

const audit: HelpPage = {
  title: "audit web pages or local HTML files",
  usage: ["svc audit [options] <url|file>..."],
  description: `${AUDIT_TEXT} Runs embedded in this process, or on the server named by SVC_API_URL (key in SVC_API_KEY).`,
  sections: [
    { heading: "Arguments", rows: [["<url|file>...", TARGETS_TEXT]] },
    {
      heading: "Options",
      rows: [
        ["--query <phrase>", QUERY_TEXT],
        ["--locale en|sk|es", LOCALE_TEXT],
        ...OUTPUT_OPTIONS,
        ["--allow-private", ALLOW_PRIVATE_TEXT],
        ["--no-lighthouse", NO_LIGHTHOUSE_TEXT],
      ],
    },
    EXIT_CODES,
  ],
}

const crawl: HelpPage = {
  title: "crawl a website and judge it across its pages",
  usage: [
    "svc crawl [options] <url>",
    "svc crawl [options] <folder|file>",
    "svc crawl --resume <id> [options]",
  ],
  description: `${CRAWL_TEXT} robots.txt is obeyed (Crawl-delay too, at most 10 s), at most --concurrency requests go to a host at once, 429 and 503 are retried after their Retry-After. The crawl is kept in --store as it goes: interrupted, it continues with --resume or when crawled again. With SVC_API_URL (key in SVC_API_KEY) the crawl runs on that server, within the key's pages of the site today: --max-pages, --max-depth, --scope, --include, --exclude, --drop-query, --query and --locale are sent; --store, --max-duration, --concurrency, --lighthouse-sample, --sitemap, --allow-private, --csv and a folder are refused.`,
  sections: [
    { heading: "Arguments", rows: [["<url|folder|file>", CRAWL_URL_TEXT]] },
    {
      heading: "Options",
      rows: [
        ["--resume <id>", CRAWL_RESUME_TEXT],
        ["--store <file|url>", CRAWL_STORE_TEXT],
        ["--max-pages <n>", CRAWL_MAX_PAGES_TEXT],
        ["--max-depth <n>", CRAWL_MAX_DEPTH_TEXT],
        ["--max-duration <seconds>", CRAWL_MAX_DURATION_TEXT],
        ["--concurrency <n>", CRAWL_CONCURRENCY_TEXT],
        ["--scope host|site", CRAWL_SCOPE_TEXT],
        ["--include <glob>", CRAWL_INCLUDE_TEXT],
        ["--exclude <glob>", CRAWL_EXCLUDE_TEXT],
        ["--drop-query", CRAWL_DROP_QUERY_TEXT],
        ["--sitemap <url>", CRAWL_SITEMAP_TEXT],
        ["--query <phrase>", QUERY_TEXT],
        ["--locale en|sk|es", LOCALE_TEXT],
        [
          "--json",
          "Print the site report as one JSON document: the site object, every page with its score and link score, every site finding with its URLs.",
        ],
        [
          "--format human|json|sarif",
          "How to print the crawl: human (default), json (as --json), or sarif (SARIF 2.1.0: page findings and each site finding's items at the pages involved; at file:line for a built site on disk).",
        ],
        ["--csv <folder>", CRAWL_CSV_TEXT],
        ["--html <file>", CRAWL_HTML_TEXT],
        ["--lighthouse-sample <n>", CRAWL_LIGHTHOUSE_SAMPLE_TEXT],
        [
          "--fail-on high|medium|low",
          "Exit code 2 only for site issues of this level or above (default: any site issue).",
        ],
        ["--min-score <0-100>", "Exit code 2 also when the site score is below this number."],
        ["--allow-private", ALLOW_PRIVATE_TEXT],
      ],
    },
    {
      heading: "Exit codes",
      rows: [
        ["0", "the gate passes: no site issue (at or above --fail-on), no site score below --min-score"],
        ["2", "the gate fails: site issues (at or above --fail-on), or a site score below --min-score"],
        [
          "1",
          "the crawl failed: bad arguments, a refused start URL, a store that cannot be used, a server's refusal (its code printed, e.g. 429 domain_limit)",
        ],
        [
          "130, 143",
          "stopped by Ctrl-C (SIGINT) or SIGTERM; the crawl continues with --resume (on a server it goes on: svc crawl --resume <id> or svc result <id> collects it)",
        ],
      ],
    },
  ],
}

const result: HelpPage = {
  title: "collect an audit or a crawl already running on the server",
  usage: ["svc result [options] <id>"],
  description: RESULT_TEXT,
  sections: [
    { heading: "Arguments", rows: [["<id>", ID_TEXT]] },
    { heading: "Options", rows: [["--locale en|sk|es", LOCALE_TEXT], ...OUTPUT_OPTIONS] },
    { heading: "A crawl", text: RESULT_CRAWL_TEXT },
    EXIT_CODES,
  ],
}

const keyCheck: HelpPage = {
  title: "test the API key",
  usage: ["svc key check [--locale en|sk|es]"],
  description: KEY_CHECK_TEXT,
  sections: [{ heading: "Options", rows: [["--locale en|sk|es", KEY_LOCALE_TEXT]] }],
}

/** The help page of a command path (`[]`, `["audit"]`, `["key", "check"]`, …). */
export const helpPageOf = (path: ReadonlyArray<string>): HelpPage => {
  switch (path[0]) {
    case "audit":
      return audit
    case "crawl":
      return crawl
    case "result":
      return result
    case "key":
      return keyCheck
    default:
      return root
  }
}
