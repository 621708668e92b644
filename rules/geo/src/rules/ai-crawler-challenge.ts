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
  category: "geo",
  level: "high",
  decides: "served",
  requires: ["http", "head", "content", "scripts"],
  label: "Crawlers get the page, not a bot challenge",
  fix: "Let verified crawlers through your bot protection (Cloudflare: allow verified bots and AI search crawlers under Security › Bots; Imperva, DataDome, AWS WAF: allow-list their published IP ranges). AI crawlers do not run JavaScript, so a challenge page is all they ever see.",
  messages: {
    challengeHeader:
      'The response carries "cf-mitigated: {value}" (HTTP {status}, {words} visible words): the fetch got a bot-protection challenge, and AI crawlers get the same wall.',
    challengeTitle:
      'The page is titled "{title}" (HTTP {status}, {words} visible words): the fetch got a bot-protection challenge, and AI crawlers get the same wall.',
    challengeScript:
      "The page loads the challenge script {src} (HTTP {status}, {words} visible words): the fetch got a bot-protection challenge, and AI crawlers get the same wall.",
  },
  check: ({ http, head, content, scripts }, { report }) => {
    const status = http.status
    const words = content.wordCount.total
    const mitigated = http.header("cf-mitigated")
    if (mitigated?.toLowerCase().includes("challenge"))
      report("challengeHeader", { subject: mitigated, data: { value: mitigated, status, words } })
    const thin = words < MAX_CHALLENGE_WORDS
    if (thin && head.title !== null && CHALLENGE_TITLE.test(head.title.trim()))
      report("challengeTitle", { subject: head.title, data: { title: head.title, status, words } })
    const script = scripts.find((entry) => CHALLENGE_SCRIPT.test(entry.src ?? ""))
    if (thin && script?.src)
      report("challengeScript", {
        at: script.location,
        subject: script.src,
        url: script.url ?? undefined,
        data: { src: script.src, status, words },
      })
  },
})
