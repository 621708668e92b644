import type { HeadFacts, MetaTag } from "@svc/core"

/**
 * A social metadata tag in <head> by its key: `<meta property>` as Open Graph specifies, else
 * `<meta name>`, which Facebook, LinkedIn and X accept as well.
 */
export const socialMeta = (head: HeadFacts, key: string): MetaTag | undefined =>
  head.property(key) ?? head.meta(key)

/** Every social tag with one of the keys, by property or name, in document order. */
export const socialMetas = (head: HeadFacts, keys: ReadonlyArray<string>): MetaTag[] =>
  head.metas.filter((meta) => {
    if (!meta.inHead) return false
    const key = (meta.property ?? meta.name ?? "").trim().toLowerCase()
    return keys.includes(key)
  })

/** The trimmed content of a tag; "" when it has none. */
export const contentOf = (meta: MetaTag | undefined): string => (meta?.content ?? "").trim()

/** `<meta property="og:image" content="…">`: a tag as evidence shows it, with the attribute it used. */
export const metaSnippet = (meta: MetaTag): string => {
  const attribute = meta.property !== null ? "property" : "name"
  const key = meta.property ?? meta.name ?? ""
  const content =
    (meta.content ?? "").length > 100 ? `${(meta.content ?? "").slice(0, 99)}…` : (meta.content ?? "")
  return `<meta ${attribute}="${key}" content="${content}">`
}
