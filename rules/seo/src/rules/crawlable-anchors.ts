import { defineRule, isEventHandlerAttribute, type LinkFact } from "@svc/core"
import { anchorHref } from "../lib/followed-links"
import { urlParses } from "../lib/url-parses"

/** Attributes that only make sense with an href: an anchor carrying one without href is a broken link. */
const HREF_ATTRIBUTES = ["target", "download", "ping", "rel", "hreflang", "type", "referrerpolicy"]
const JAVASCRIPT_VOID = /javascript:void(\(|)0(\)|)/

const hasListener = (link: LinkFact): boolean =>
  link.ancestorHasEventHandler ||
  Object.keys(link.attributes).some((name) => isEventHandlerAttribute(name, "a"))

const messages = {
  fileUrl: "{link} links to a file: URL, which crawlers cannot fetch.",
  clickHandlerOnly: "{link} has no href, only a click handler.",
  noHref: "{link} has no href, though it has link attributes.",
  javascriptVoid: "{link} has a javascript:void(0) href.",
  invalidUrl: "{link} has an href that is not a valid URL.",
} as const

/** Why Lighthouse's `crawlable-anchors` fails this anchor, or undefined when it does not. */
const problem = (
  link: LinkFact,
  pageUrl: string,
  pageTakesPaths: boolean,
): keyof typeof messages | undefined => {
  const attributes = link.attributes
  // The `href` attribute itself (an SVG link's `xlink:href` is not it), and no `name` of an SVG link.
  const rawHref = (attributes.href ?? "").replace(/\s/g, "")
  const name = link.svg ? "" : (attributes.name ?? "")
  if ((attributes.role ?? "").trim() !== "") return undefined
  if (rawHref.startsWith("mailto:")) return undefined
  if (rawHref === "" && attributes.id) return undefined
  if (rawHref.startsWith("file:")) return "fileUrl"
  if (name.trim() !== "") return undefined
  if (!("href" in attributes) && HREF_ATTRIBUTES.every((name) => !(name in attributes)))
    return hasListener(link) ? "clickHandlerOnly" : undefined
  // "" from an href that is there: an SVG link's that does not parse.
  if (anchorHref(link) === "") return link.href === null ? "noHref" : "invalidUrl"
  if (JAVASCRIPT_VOID.test(rawHref)) return "javascriptVoid"
  return urlParses(rawHref, pageUrl, pageTakesPaths) ? undefined : "invalidUrl"
}

const snippet = (link: LinkFact): string => {
  const attributes = Object.entries(link.attributes)
    .slice(0, 3)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("")
  return `<a${attributes}>${link.text.length > 40 ? `${link.text.slice(0, 37)}…` : link.text}</a>`
}

export default defineRule({
  id: "crawlable-anchors",
  category: "technical",
  level: "medium",
  sameAs: ["crawlable-anchors"],
  requires: ["links", "http"],
  appliesTo: "served",
  label: "Links can be followed by crawlers",
  fix: 'Give every link a real address in href ("/menu", "https://…"); use <button> for actions that run script, and never javascript:void(0) or file: URLs.',
  messages,
  check: ({ links, http }, { report }) => {
    const pageTakesPaths = URL.canParse("/", http.finalUrl)
    for (const link of links) {
      const messageId = problem(link, http.finalUrl, pageTakesPaths)
      if (messageId === undefined) continue
      const shown = snippet(link)
      report(messageId, { at: link.location, subject: shown, data: { link: shown } })
    }
  },
})
