/** The note that keeps a crawl's llms.txt facts (JSON of `SiteFacts["llmsTxt"]`). */
export const LLMS_TXT_NOTE = "llms.txt"
/** Notes whose key starts so are notices: sentences the crawl said as it went. */
export const NOTICE_PREFIX = "notice:"
