import type { PageTypeFact } from "@svc/core"

type PageType = PageTypeFact["type"]

/**
 * The least main-content words a page of each type needs to answer its visitor; null where length is
 * not the point (a contact page). Articles and unclassified pages need the most; listings and product
 * pages say less in running text.
 */
export const MIN_MAIN_WORDS: Readonly<Record<PageType, number | null>> = {
  article: 300,
  other: 300,
  home: 200,
  product: 150,
  category: 150,
  about: 150,
  contact: null,
}
