import { PageFailed } from "@svc/backend"
import type { ApiError } from "@svc/contract"
import { secondsText } from "./seconds-text"

/**
 * An audit was accepted but its page could not be audited (decision 13): `unreachable`, `timeout`,
 * `too_large`, `not_html`, `blocked`, `internal` or `cancelled`, with the reason.
 */
export { PageFailed }

/** Everything a tool can fail with: an error of the contract (by its `code`) or a failed page. */
export type ToolFailure = ApiError | PageFailed

/** The tool names, as the next-step sentences mention them. */
export type ToolName =
  | "audit_website"
  | "get_audit_result"
  | "svc_report_pdf"
  | "audit_site"
  | "get_site_result"

const siteTools: ReadonlySet<ToolName> = new Set(["audit_site", "get_site_result"])

/** What an agent should do next, by code: a sentence it can act on without reading any docs. */
const nextStep = (failure: ToolFailure, tool: ToolName): string => {
  switch (failure.code) {
    case "invalid_request":
    case "invalid_query":
    case "invalid_locale":
      return `Correct the arguments and call ${tool} again.`
    case "bad_format":
    case "bad_page":
      return "This is a fault of svc-mcp; report it with this message."
    case "unauthorized":
      return "Set a valid key as SVC_API_KEY in the env of the svc MCP server's configuration (never in a prompt) and restart it."
    case "not_found":
      if (siteTools.has(tool))
        return "Use a crawl_id returned by audit_site from this same svc MCP server, or start a new crawl with audit_site."
      return "Use an audit_id returned by audit_website from this same svc server, or start a new audit with audit_website."
    case "not_ready":
      return "Call get_audit_result with the audit_id until it is complete, then ask for the PDF again."
    case "use_async":
      return "Update @svc/mcp to the latest version (npx -y @svc/mcp@latest) and restart it."
    case "rate_limited":
    case "unavailable":
    case "not_configured":
      return `Wait ${secondsText(failure.retryAfter)} (retryAfter), then call ${tool} again.`
    case "queue_full":
      if (siteTools.has(tool))
        return `Collect the crawls already running with get_site_result first, or wait ${secondsText(failure.retryAfter)} (retryAfter) and call ${tool} again.`
      return `Collect the audits already running with get_audit_result first, or wait ${secondsText(failure.retryAfter)} (retryAfter) and call ${tool} again.`
    case "domain_limit":
      return `Audit ${failure.availableUrl} instead (already audited today, it costs no site allowance), or wait ${secondsText(failure.retryAfter)} (retryAfter) for tomorrow's allowance of ${failure.pagesPerSite} page(s) of this site.`
    case "report_failed":
      return "The audit result itself is fine: read it with get_audit_result."
    case "unreachable":
      return failure._tag === "Unreachable"
        ? `Check that ${failure.host} is a public address that answers (not localhost or a private network), then call ${tool} again.`
        : "Check that the address is public and answers, then start a new audit with audit_website."
    case "timeout":
      return "The page answered too slowly; try again later or audit a lighter page of the site."
    case "too_large":
    case "not_html":
      return "Audit an HTML page (the address a browser shows for the page), not a file or a download."
    case "blocked":
      return "The site refused the audit (a bot wall or a redirect to a private address); audit another page, or ask the site's owner to allow it."
    case "internal":
      return siteTools.has(tool)
        ? "This is a fault of svc; try the crawl again with audit_site."
        : "This is a fault of svc; try the audit again with audit_website."
    case "cancelled":
      return "The svc server's operator cancelled this page; start a new audit with audit_website if it is still wanted."
  }
}

const sentence = (text: string) => {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/**
 * The text of a tool error: the contract's `code` first, where an agent (or a script) can read it,
 * then what happened and what to do about it, e.g.
 * `Error rate_limited: Too many requests. Wait 30 seconds (retryAfter), then call audit_website again.`
 */
export const failureText = (failure: ToolFailure, tool: ToolName): string =>
  `Error ${failure.code}: ${sentence(failure.message)} ${nextStep(failure, tool)}`
