import { defineRule } from "@svc/core"

/** Query parameter names platforms use for session identifiers. */
const SESSION_PARAMETERS = new Set([
  "sid",
  "sessionid",
  "session_id",
  "session",
  "sessid",
  "phpsessid",
  "jsessionid",
  "aspsessionid",
  "cfid",
  "cftoken",
  "zenid",
  "oscsid",
  "xtcsid",
  "s_id",
])
/** A Java `;jsessionid=` path parameter, or an ASP.NET cookieless session folder such as /(S(abc123))/. */
const SESSION_IN_PATH = /;jsessionid=|\/\((?:S|A|F)\([a-z0-9]+\)\)\//i

export default defineRule({
  id: "url-session-id",
  category: "technical",
  level: "medium",
  requires: ["http"],
  label: "The address carries no session identifier",
  fix: "Keep sessions in cookies, not in addresses: turn off URL-based sessions (e.g. PHP's session.use_trans_sid, Java's URL rewriting, ASP.NET cookieless sessions) so every visitor and crawler sees one address per page.",
  messages: {
    inPath:
      '{url} carries a session identifier ("{found}" in the path): each visit makes a new address for the same page, so crawlers fetch and index duplicates.',
    inQuery:
      "{url} carries a session identifier (the parameter {name}): each visit makes a new address for the same page, so crawlers fetch and index duplicates.",
  },
  check: ({ http }, { report }) => {
    const url = http.finalUrl
    const inPath = SESSION_IN_PATH.exec(http.url.pathname)?.[0]
    if (inPath !== undefined) report("inPath", { subject: inPath, data: { url, found: inPath } })
    for (const name of new URLSearchParams(http.url.search).keys())
      if (SESSION_PARAMETERS.has(name.toLowerCase()))
        report("inQuery", { subject: name, data: { url, name } })
  },
})
