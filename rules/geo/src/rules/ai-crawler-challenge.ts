import { defineRule } from "@svc/core"

/** Titles of the interstitials bot-protection services show instead of the page. */
const CHALLENGE_TITLE =
  /^(?:just a moment\.{0,3}|attention required!? \| cloudflare|access denied|please wait\.{0,3}|checking your browser.*|ddos-guard|one moment, please\.{0,3}|security check|are you a robot\??|pardon our interruption|robot or human\??|verifying you are human.*|sucuri website firewall.*|request rejected|human verification)$/i
/** Scripts of challenge pages: Cloudflare, DataDome, Imperva/Incapsula, PerimeterX, AWS WAF, Sucuri. */
const CHALLENGE_SCRIPT =
  /\/cdn-cgi\/challenge-platform\/|challenges\.cloudflare\.com|captcha-delivery\.com|_Incapsula_Resource|\/px\/client|px-captcha|perimeterx|awswaf|token\.awswaf|sucuri/i
/** A real page has more to say than an interstitial. */
const MAX_CHALLENGE_WORDS = 150

export default defineRule({
  id: "ai-crawler-challenge",
  part: "ai",
  category: "geo",
  level: "high",
  decides: "served",
  requires: ["http", "head", "content", "scripts"],
  label: "Crawlers get the page, not a bot challenge",
  fix: "Let verified crawlers through your bot protection (Cloudflare: allow verified bots and AI search crawlers under Security › Bots; Imperva, DataDome, AWS WAF: allow-list their published IP ranges). AI crawlers do not run JavaScript, so a challenge page is all they ever see.",
  check: ({ http, head, content, scripts }, { fail, pass }) => {
    const signs: string[] = []
    const mitigated = http.header("cf-mitigated")
    if (mitigated?.toLowerCase().includes("challenge"))
      signs.push(`the response carries "cf-mitigated: ${mitigated}"`)
    const thin = content.wordCount.total < MAX_CHALLENGE_WORDS
    if (thin && head.title !== null && CHALLENGE_TITLE.test(head.title.trim()))
      signs.push(`the title is "${head.title}"`)
    const script = scripts.find((entry) => CHALLENGE_SCRIPT.test(entry.src ?? ""))
    if (thin && script)
      signs.push(`it loads the challenge script ${script.src} (line ${script.location.line})`)
    if (signs.length === 0) return pass()
    return fail(
      `The fetch got a bot-protection challenge (HTTP ${http.status}, ${content.wordCount.total} visible words): ${signs.join("; ")}. AI crawlers get the same wall.`,
      { at: script?.location },
    )
  },
})
