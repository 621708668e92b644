import { defineRule } from "@svc/core"
import { contentOf, metaSnippet, socialMeta } from "../lib/social"

/** The types of ogp.me and the object types Facebook documents. */
const KNOWN_TYPES = new Set(
  (
    "website article book profile music.song music.album music.playlist music.radio_station video.movie " +
    "video.episode video.tv_show video.other product product.item product.group place business.business " +
    "restaurant.restaurant restaurant.menu restaurant.menu_item restaurant.menu_section books.author books.book " +
    "books.genre fitness.course game.achievement"
  ).split(" "),
)

export default defineRule({
  id: "og-type-valid",
  category: "on-page",
  level: "low",
  requires: ["head"],
  label: "og:type is a known Open Graph type",
  fix: 'Set og:type to an Open Graph type: "website" for most pages, "article" for posts and news, "product" for products, or a namespaced custom type (prefix:type).',
  messages: {
    unknownType: '{tag} is not an Open Graph type; platforms fall back to "website".',
  },
  check: ({ head }, { notApplicable, report }) => {
    const type = socialMeta(head, "og:type")
    const value = contentOf(type).toLowerCase()
    if (type === undefined || value === "") return notApplicable("The page has no og:type.")
    if (KNOWN_TYPES.has(value) || /^[a-z][\w-]*:[\w.-]+$/.test(value)) return
    const tag = metaSnippet(type)
    report("unknownType", { at: type.location, subject: tag, data: { tag } })
  },
})
