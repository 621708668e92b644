import { defineRule, type LinkFact, shortened } from "@svc/core"
import { schemeOf } from "../lib/links"

/** Schemes a link may rightly use to start an action: mail, calls, messages, maps, app stores, calendars… */
const ACTION_SCHEMES = new Set(
  (
    "http https mailto tel sms mms callto fax skype whatsapp viber tg fb-messenger facetime facetime-audio sip sips " +
    "geo maps comgooglemaps waze webcal market itms-apps itms-appss itms-services intent bitcoin ethereum lightning " +
    "magnet spotify slack zoommtg zoomus msteams irc ircs xmpp news feed ms-word ms-excel ms-powerpoint onenote line"
  ).split(" "),
)
const messages = {
  ftp: '<a href="{href}">: browsers no longer open ftp: links.',
  ftps: '<a href="{href}">: browsers do not open ftps: links.',
  data: '<a href="{href}">: browsers block navigation to data: URLs.',
  about: '<a href="{href}">: about: pages cannot be linked from the web.',
  blob: '<a href="{href}">: a blob: URL only exists in the tab that created it.',
  browserInternal: '<a href="{href}">: browser-internal pages cannot be linked from the web.',
  extension: '<a href="{href}">: extension pages cannot be linked from the web.',
  viewSource: '<a href="{href}">: browsers block view-source: links.',
  mistyped: '<a href="{href}">: "{scheme}:" is a mistyped http(s):.',
  unusual: '<a href="{href}">: "{scheme}:" opens only where an app claims it.',
} as const

/** Schemes browsers no longer open from a web page, or never did, with why. */
const DEAD_SCHEMES: Readonly<Record<string, keyof typeof messages>> = {
  ftp: "ftp",
  ftps: "ftps",
  data: "data",
  about: "about",
  blob: "blob",
  chrome: "browserInternal",
  "chrome-extension": "extension",
  edge: "browserInternal",
  "view-source": "viewSource",
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
  category: "technical",
  level: "medium",
  requires: ["links"],
  label: "Links use schemes that browsers and crawlers can follow",
  fix: 'Link to https:// addresses: correct mistyped schemes ("htps:", "htttp:"), publish files from ftp:, data: or blob: sources at a normal web address, and drop links to browser-internal pages.',
  messages,
  check: ({ links }, { report, review }) => {
    const dead: Array<{ link: LinkFact; scheme: string; messageId: keyof typeof messages }> = []
    const unknown: Array<{ link: LinkFact; scheme: string }> = []
    for (const link of links) {
      const scheme = link.href === null ? null : schemeOf(link.href)
      // javascript: and file: are crawlable-anchors' (Lighthouse) concern.
      if (scheme === null || ACTION_SCHEMES.has(scheme) || scheme === "javascript" || scheme === "file")
        continue
      const messageId = Object.hasOwn(DEAD_SCHEMES, scheme)
        ? DEAD_SCHEMES[scheme]
        : isMistypedWebScheme(scheme)
          ? "mistyped"
          : undefined
      if (messageId !== undefined) dead.push({ link, scheme, messageId })
      else unknown.push({ link, scheme })
    }
    // Links that cannot be followed fail; unusual schemes are only for review, and only listed when
    // nothing fails.
    const reported =
      dead.length > 0 ? dead : unknown.map((entry) => ({ ...entry, messageId: "unusual" as const }))
    for (const { link, scheme, messageId } of reported) {
      const href = shortened(link.href ?? "", 100)
      report(messageId, { at: link.location, subject: href, url: link.url, data: { href, scheme } })
    }
    if (dead.length === 0 && unknown.length > 0) return review()
  },
})
