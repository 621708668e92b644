// A page spec made into what the server answers: the page (status, headers, HTML), its redirect chain and
// its robots.txt. `{{origin}}` and `{{host}}` stand for where it is served (a port that changes every run).
import type { PageSpec, RobotsRule } from "./page-spec"

export interface RenderedPage {
  /** The page's path (with its query, if any). */
  readonly path: string
  readonly status: number
  readonly headers: Readonly<Record<string, string | string[]>>
  readonly html: string
  /** The redirect chain before the page: each hop's path and status; a crawler starts at the first. */
  readonly redirects: ReadonlyArray<{ readonly from: string; readonly status: number }>
  /** robots.txt: a status and, for a 2xx, its body. */
  readonly robots: { readonly status: number; readonly body: string }
}

const TITLE = "Riverside Bakery: fresh sourdough, rye and spelt bread"
const DESCRIPTION =
  "Sourdough, rye and spelt loaves baked every morning at the Riverside Bakery, open from 7 am."

const SENTENCES = [
  "Our bakers start the ovens at four every morning so that the first loaves are ready when we open.",
  "The sourdough starter is twelve years old and is fed with stone-ground rye flour from a local mill.",
  "Rye bread keeps for a week when wrapped in linen and stored away from direct sunlight.",
  "Spelt loaves are lighter than whole wheat and have a nutty taste that children often prefer.",
  "We bake in small batches, which means the shelves are full at eight and often empty by noon.",
  "Every Saturday the bakery holds a short class on shaping dough, folding and scoring the crust.",
  "Customers who bring their own bags receive a small discount on every loaf they buy from us.",
  "The seeded rye contains sunflower, pumpkin and flax seeds that are toasted before they are mixed.",
]

/** About 20 words, or about 380 (a page with real content). */
const bodyText = (long: boolean): string =>
  long
    ? [0, 1, 2]
        .map(
          (round) =>
            `<p>${SENTENCES.map((_, index) => SENTENCES[(index + round) % SENTENCES.length]).join(" ")}</p>`,
        )
        .join("\n")
    : `<p>${SENTENCES[0]} ${SENTENCES[2]}</p>`

const robotsValue = (rule: RobotsRule): string =>
  rule.bot === "" ? rule.directive : `${rule.bot}: ${rule.directive}`

const titleParts = (spec: PageSpec): { head: string; body: string } => {
  switch (spec.title) {
    case "head":
      return { head: `<title>${TITLE}</title>`, body: "" }
    case "missing":
      return { head: "", body: "" }
    case "empty":
      return { head: "<title></title>", body: "" }
    case "whitespace":
      return { head: "<title> \n\t </title>", body: "" }
    case "nbsp":
      return { head: "<title>&nbsp;</title>", body: "" }
    case "body":
      return { head: "", body: `<title>${TITLE}</title>` }
    case "noscript":
      return { head: `<noscript><title>${TITLE}</title></noscript>`, body: "" }
    case "two":
      return { head: `<title>${TITLE}</title><title>Riverside Bakery</title>`, body: "" }
    case "twoFirstEmpty":
      return { head: `<title></title><title>${TITLE}</title>`, body: "" }
    case "upper":
      return { head: `<TITLE>${TITLE}</TITLE>`, body: "" }
    case "svgOnly":
      return { head: "", body: `<svg width="10" height="10"><title>${TITLE}</title></svg>` }
  }
}

const descriptionParts = (spec: PageSpec): { head: string; body: string } => {
  const meta = (content: string) => `<meta name="description" content="${content}">`
  switch (spec.description) {
    case "head":
      return { head: meta(DESCRIPTION), body: "" }
    case "missing":
      return { head: "", body: "" }
    case "empty":
      return { head: meta(""), body: "" }
    case "whitespace":
      return { head: meta("  \n "), body: "" }
    case "noContent":
      return { head: `<meta name="description">`, body: "" }
    case "body":
      return { head: "", body: meta(DESCRIPTION) }
    case "noscript":
      return { head: `<noscript>${meta(DESCRIPTION)}</noscript>`, body: "" }
    case "two":
      return { head: meta(DESCRIPTION) + meta("Riverside Bakery, since 1961."), body: "" }
    case "twoFirstEmpty":
      return { head: meta("") + meta(DESCRIPTION), body: "" }
    case "upperName":
      return { head: `<meta name="DESCRIPTION" content="${DESCRIPTION}">`, body: "" }
    case "upperTag":
      return { head: `<META NAME="Description" CONTENT="${DESCRIPTION}">`, body: "" }
    case "property":
      return { head: `<meta property="description" content="${DESCRIPTION}">`, body: "" }
    case "nbsp":
      return { head: meta("&nbsp;"), body: "" }
  }
}

const canonicalParts = (spec: PageSpec): { head: string; body: string; header: string[] } => {
  const link = (href: string) => `<link rel="canonical" href="${href}">`
  const self = `{{origin}}${spec.path}`
  const other = "{{origin}}/other-page"
  const header = (href: string) => `<${href}>; rel="canonical"`
  const none = { head: "", body: "", header: [] }
  switch (spec.canonical) {
    case "none":
      return none
    case "self":
      return { ...none, head: link(self) }
    case "relativeSelf":
      return { ...none, head: link(spec.path) }
    case "relativeOther":
      return { ...none, head: link("/other-page") }
    case "conflicting":
      return { ...none, head: link(self) + link(other) }
    case "twoSame":
      return { ...none, head: link(self) + link(self) }
    case "invalid":
      return { ...none, head: link("http://[bad") }
    case "protocolRelative":
      return { ...none, head: link(`//{{host}}${spec.path}`) }
    case "otherOrigin":
      return { ...none, head: link(`https://example.com${spec.path}`) }
    case "root":
      return { ...none, head: link("{{origin}}/") }
    case "fragment":
      return { ...none, head: link(`${self}#part`) }
    case "header":
      return { ...none, header: [header(self)] }
    case "headerConflict":
      return { ...none, head: link(other), header: [header(self)] }
    case "headerOther":
      return { ...none, header: [header(other)] }
    case "body":
      return { ...none, body: link(self) }
    case "empty":
      return { ...none, head: link("") }
  }
}

const hreflangHref = (href: PageSpec["hreflang"][number]["href"], path: string): string => {
  switch (href) {
    case "absolute":
      return "{{origin}}/de/"
    case "relative":
      return "/de/"
    case "protocolRelative":
      return "//{{host}}/de/"
    case "self":
      return `{{origin}}${path}`
    case "empty":
      return ""
  }
}

const linkHref = (index: number) => `/products/loaf-${index}`

const linkMarkup = (link: PageSpec["links"][number], index: number): string => {
  const href = linkHref(index)
  const text = link.text
  switch (link.kind) {
    case "plain":
      return `<a href="${href}">${text}</a>`
    case "shadow":
      return `<div><template shadowrootmode="open"><a href="${href}">${text}</a></template></div>`
    case "svg":
      return `<svg width="200" height="20"><a href="${href}"><text x="0" y="15">${text}</text></a></svg>`
    case "ariaLabel":
      return `<a href="${href}" aria-label="Rye and spelt loaves">${text}</a>`
    case "image":
      return `<a href="${href}"><img src="/img/link-${index}.png" alt="${text}" width="20" height="20"></a>`
    case "nofollow":
      return `<a href="${href}" rel="nofollow">${text}</a>`
    case "javascript":
      return `<a href="javascript:void(0)">${text}</a>`
    case "fragment":
      return `<a href="#opening-hours">${text}</a>`
    case "otherOrigin":
      return `<a href="https://example.com${href}">${text}</a>`
    case "wrapped":
      return `<a href="${href}"><span>${text}</span></a>`
  }
}

const anchorMarkup = (kind: PageSpec["anchors"][number], index: number): string => {
  const text = `Bakery menu ${index + 1}`
  switch (kind) {
    case "ok":
      return `<a href="/menu/${index}">${text}</a>`
    case "javascriptVoid":
      return `<a href="javascript:void(0)">${text}</a>`
    case "javascript":
      return `<a href="javascript:showMenu()">${text}</a>`
    case "onclickNoHref":
      return `<a onclick="showMenu()">${text}</a>`
    case "emptyHref":
      return `<a href="">${text}</a>`
    case "hash":
      return `<a href="#">${text}</a>`
    case "hashTop":
      return `<a href="#top">${text}</a>`
    case "mailto":
      return `<a href="mailto:bread@example.com">${text}</a>`
    case "tel":
      return `<a href="tel:+4930123456">${text}</a>`
    case "file":
      return `<a href="file:///C:/menu.pdf">${text}</a>`
    case "spaces":
      return `<a href="  /menu/${index}  ">${text}</a>`
    case "nameOnly":
      return `<a name="menu-${index}">${text}</a>`
    case "roleButton":
      return `<a role="button" onclick="showMenu()">${text}</a>`
    case "ftp":
      return `<a href="ftp://example.com/menu.pdf">${text}</a>`
    case "invalidUrl":
      return `<a href="http://[bad/menu">${text}</a>`
    case "handlerOnWrapper":
      return `<div onclick="showMenu()"><a>${text}</a></div>`
  }
}

const imageMarkup = (alt: PageSpec["images"][number], index: number): string => {
  const src = `src="/img/photo-${index}.png" width="40" height="30"`
  switch (alt) {
    case "ok":
      return `<img ${src} alt="A round rye loaf on a wooden board">`
    case "missing":
      return `<img ${src}>`
    case "empty":
      return `<img ${src} alt="">`
    case "whitespace":
      return `<img ${src} alt=" ">`
    case "presentation":
      return `<img ${src} role="presentation">`
    case "ariaLabel":
      return `<img ${src} aria-label="A round rye loaf">`
    case "hidden":
      return `<img ${src} hidden>`
    case "filename":
      return `<img ${src} alt="photo-${index}.png">`
  }
}

const robotsLine = (line: PageSpec["robots"]["lines"][number], path: string): string => {
  switch (line) {
    case "uaAll":
      return "User-agent: *"
    case "uaGooglebot":
      return "User-agent: Googlebot"
    case "uaOther":
      return "User-agent: OtherBot"
    case "allowAll":
      return "Disallow:"
    case "disallowAll":
      return "Disallow: /"
    case "disallowPage":
      return `Disallow: ${path}`
    case "disallowPattern":
      return "Disallow: /*.html$"
    case "allowPage":
      return `Allow: ${path}`
    case "sitemapAbsolute":
      return "Sitemap: {{origin}}/sitemap.xml"
    case "sitemapRelative":
      return "Sitemap: /sitemap.xml"
    case "unknownDirective":
      return "Bread-type: rye"
    case "noColon":
      return "Disallow /tmp/"
    case "comment":
      return "# The Riverside Bakery's robots"
    case "blank":
      return ""
    case "crawlDelay":
      return "Crawl-delay: 5"
    case "allowNoSlash":
      return "Allow: tmp"
    case "uaEmpty":
      return "User-agent:"
  }
}

const robotsFile = (spec: PageSpec): RenderedPage["robots"] => {
  const { robots } = spec
  if (robots.kind === "missing") return { status: 404, body: "not found" }
  if (robots.kind === "serverError") return { status: 500, body: "server error" }
  if (robots.kind === "forbidden") return { status: 403, body: "forbidden" }
  const lines = [
    ...(robots.agentFirst ? ["User-agent: *"] : []),
    ...robots.lines.map((line) => robotsLine(line, spec.path)),
  ]
  const body = lines.join(robots.crlf ? "\r\n" : "\n")
  return { status: 200, body: `${robots.bom ? "\uFEFF" : ""}${body}\n` }
}

export const renderPage = (spec: PageSpec): RenderedPage => {
  const title = titleParts(spec)
  const description = descriptionParts(spec)
  const canonical = canonicalParts(spec)
  const hreflangLink = (entry: PageSpec["hreflang"][number]) =>
    `<link rel="alternate" hreflang="${entry.code}" href="${hreflangHref(entry.href, spec.path)}">`
  const metaRobots = (place: boolean) =>
    spec.metaRobots
      .filter((rule) => rule.inBody === place)
      .map((rule) => `<meta name="${rule.bot || "robots"}" content="${rule.directive}">`)
      .join("")
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    title.head,
    description.head,
    canonical.head,
    ...spec.hreflang.filter((entry) => entry.place === "head").map(hreflangLink),
    metaRobots(false),
  ].join("\n")
  const body = [
    title.body,
    description.body,
    canonical.body,
    ...spec.hreflang.filter((entry) => entry.place === "body").map(hreflangLink),
    metaRobots(true),
    "<h1>The Riverside Bakery</h1>",
    bodyText(spec.longText),
    ...spec.links.map(linkMarkup),
    ...spec.anchors.map(anchorMarkup),
    ...spec.images.map(imageMarkup),
  ].join("\n")
  const linkHeader = [
    ...canonical.header,
    ...spec.hreflang
      .filter((entry) => entry.place === "header")
      .map((entry) => `<${hreflangHref(entry.href, spec.path)}>; rel="alternate"; hreflang="${entry.code}"`),
  ]
  const headers: Record<string, string | string[]> = {}
  if (linkHeader.length > 0) headers.link = linkHeader.join(", ")
  if (spec.xRobotsTag.length > 0) headers["x-robots-tag"] = spec.xRobotsTag.map(robotsValue)
  return {
    path: spec.path,
    status: spec.status,
    headers,
    html: `<!doctype html>\n<html lang="en">\n<head>\n${head}\n</head>\n<body>\n${body}\n</body>\n</html>\n`,
    redirects: spec.redirects.map((status, index) => ({ from: `/hop-${index + 1}`, status })),
    robots: robotsFile(spec),
  }
}
