import { defineRule, type LinkFact } from "@svc/core"
import { count, examples } from "../lib/evidence"
import { anchor, schemeOf } from "../lib/links"

/** Schemes a link may rightly use to start an action: mail, calls, messages, maps, app stores, calendars… */
const ACTION_SCHEMES = new Set(
  (
    "http https mailto tel sms mms callto fax skype whatsapp viber tg fb-messenger facetime facetime-audio sip sips " +
    "geo maps comgooglemaps waze webcal market itms-apps itms-appss itms-services intent bitcoin ethereum lightning " +
    "magnet spotify slack zoommtg zoomus msteams irc ircs xmpp news feed ms-word ms-excel ms-powerpoint onenote line"
  ).split(" "),
)
/** Schemes browsers no longer open from a web page, or never did. */
const DEAD_SCHEMES: Readonly<Record<string, string>> = {
  ftp: "browsers no longer open ftp: links",
  ftps: "browsers do not open ftps: links",
  data: "browsers block navigation to data: URLs",
  about: "about: pages cannot be linked from the web",
  blob: "a blob: URL only exists in the tab that created it",
  chrome: "browser-internal pages cannot be linked from the web",
  "chrome-extension": "extension pages cannot be linked from the web",
  edge: "browser-internal pages cannot be linked from the web",
  "view-source": "browsers block view-source: links",
}

/** Levenshtein distance of two short strings. */
const distance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution))
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** One edit away from "http" or "https": a mistyped web scheme such as "htps", "htttp" or "hhttp". */
const isMistypedWebScheme = (scheme: string): boolean =>
  scheme.length <= 6 && (distance(scheme, "http") <= 1 || distance(scheme, "https") <= 1)

export default defineRule({
  id: "links-unsupported-scheme",
  part: "google",
  category: "technical",
  level: "medium",
  requires: ["links"],
  label: "Links use schemes that browsers and crawlers can follow",
  fix: 'Link to https:// addresses: correct mistyped schemes ("htps:", "htttp:"), publish files from ftp:, data: or blob: sources at a normal web address, and drop links to browser-internal pages.',
  check: ({ links }, { fail, pass, review }) => {
    const dead: Array<{ link: LinkFact; reason: string }> = []
    const unknown: Array<{ link: LinkFact; reason: string }> = []
    for (const link of links) {
      const scheme = link.href === null ? null : schemeOf(link.href)
      // javascript: and file: are crawlable-anchors' (Lighthouse) concern.
      if (scheme === null || ACTION_SCHEMES.has(scheme) || scheme === "javascript" || scheme === "file")
        continue
      const reason =
        DEAD_SCHEMES[scheme] ??
        (isMistypedWebScheme(scheme) ? `"${scheme}:" is a mistyped http(s):` : undefined)
      if (reason !== undefined) dead.push({ link, reason })
      else unknown.push({ link, reason: `"${scheme}:" opens only where an app claims it` })
    }
    const listed = (found: typeof dead) =>
      examples(found.map(({ link, reason }) => `${anchor(link)}: ${reason}`))
    const firstDead = dead[0]
    if (firstDead !== undefined)
      return fail(`${count(dead.length, "link")} that cannot be followed: ${listed(dead)}.`, {
        at: firstDead.link.location,
      })
    const firstUnknown = unknown[0]
    if (firstUnknown !== undefined)
      return review(`${count(unknown.length, "link")} with an unusual scheme: ${listed(unknown)}.`, {
        at: firstUnknown.link.location,
      })
    return pass()
  },
})
