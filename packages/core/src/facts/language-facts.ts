import type { Extractor } from "./extraction"
import { isUnavailable } from "./unavailable"

const nonEmpty = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}

export const extractLanguage: Extractor<"language"> = ({ get }) => {
  const document = get("document")
  const head = get("head")
  const http = get("http")
  if (isUnavailable(document)) return document
  if (isUnavailable(head)) return head
  return {
    declared: nonEmpty(document.html.lang),
    contentLanguageHeader: isUnavailable(http) ? null : nonEmpty(http.header("content-language")),
    metaContentLanguage: nonEmpty(head.httpEquiv("content-language")?.content),
    ogLocale: nonEmpty(head.property("og:locale")?.content),
  }
}
