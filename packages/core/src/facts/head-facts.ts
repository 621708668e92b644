import type { ElementRecord } from "./dom-scan"
import type { Extractor } from "./extraction"
import type { HeadFacts, LinkTag, MetaTag } from "./page-facts"
import { scannedPage } from "./scan-memo"
import { collapseWhiteSpace, resolveUrl } from "./text"

const attribute = (element: ElementRecord, name: string): string | null => element.attributes[name] ?? null

export const extractHead: Extractor<"head"> = (context) => {
  const { scan } = scannedPage(context)
  const finalUrl = context.snapshot.finalUrl
  const baseElement = (scan.byTag.get("base") ?? []).find(
    (element) => element.inHead && element.attributes.href !== undefined,
  )
  const base = baseElement
    ? { href: baseElement.attributes.href ?? "", location: baseElement.location }
    : null
  const baseUrl = (base && resolveUrl(base.href, finalUrl)) ?? finalUrl

  const titles = scan.titles.map((title) => ({
    text: title.text,
    location: title.element.location,
    inHead: title.element.inHead,
  }))
  const metas: MetaTag[] = (scan.byTag.get("meta") ?? []).map((element) => ({
    name: attribute(element, "name"),
    property: attribute(element, "property"),
    httpEquiv: attribute(element, "http-equiv"),
    charset: attribute(element, "charset"),
    content: attribute(element, "content"),
    location: element.location,
    inHead: element.inHead,
  }))
  const links: LinkTag[] = (scan.byTag.get("link") ?? []).map((element) => {
    const href = attribute(element, "href")
    const relAttribute = attribute(element, "rel")
    return {
      rel: (relAttribute ?? "")
        .toLowerCase()
        .split(/\s+/)
        .filter((token) => token !== ""),
      relAttribute,
      href,
      url: href === null ? null : resolveUrl(href, baseUrl),
      hreflang: attribute(element, "hreflang"),
      type: attribute(element, "type"),
      media: attribute(element, "media"),
      as: attribute(element, "as"),
      sizes: attribute(element, "sizes"),
      location: element.location,
      inHead: element.inHead,
    }
  })

  const headMetas = metas.filter((meta) => meta.inHead)
  const byKey = (key: "name" | "property" | "httpEquiv") => {
    const index = new Map<string, MetaTag[]>()
    for (const meta of headMetas) {
      const value = meta[key]?.trim().toLowerCase()
      if (!value) continue
      const list = index.get(value) ?? []
      list.push(meta)
      index.set(value, list)
    }
    return index
  }
  const byName = byKey("name")
  const byProperty = byKey("property")
  const byHttpEquiv = byKey("httpEquiv")
  const headLinks = links.filter((link) => link.inHead)
  const firstTitle = titles.find((title) => title.inHead)

  return {
    titles,
    title: firstTitle ? collapseWhiteSpace(firstTitle.text) : null,
    metas,
    links,
    meta: (name) => byName.get(name.toLowerCase())?.[0],
    metasNamed: (name) => byName.get(name.toLowerCase()) ?? [],
    property: (property) => byProperty.get(property.toLowerCase())?.[0],
    httpEquiv: (name) => byHttpEquiv.get(name.toLowerCase())?.[0],
    linksWithRel: (rel) => headLinks.filter((link) => link.rel.includes(rel.toLowerCase())),
    base,
    baseUrl,
  } satisfies HeadFacts
}
