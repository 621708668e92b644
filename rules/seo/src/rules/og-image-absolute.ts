import { defineRule } from "@svc/core"
import { examples, onLine } from "../lib/evidence"
import { isAbsoluteHttpUrl } from "../lib/schema"
import { contentOf, metaSnippet, socialMetas } from "../lib/social"

const IMAGE_KEYS = ["og:image", "og:image:url", "og:image:secure_url", "twitter:image"]

export default defineRule({
  id: "og-image-absolute",
  part: "google",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  label: "Share images are given as absolute URLs",
  fix: 'Write og:image (and twitter:image) as a full URL, e.g. content="https://www.example.com/img/share.jpg"; platforms fetch it on their own and do not resolve relative paths.',
  check: ({ head }, { fail, notApplicable, pass }) => {
    const images = socialMetas(head, IMAGE_KEYS)
    if (images.length === 0) return notApplicable("The page names no share image.")
    const relative = images.filter((meta) => {
      const content = contentOf(meta)
      const key = (meta.property ?? meta.name ?? "").toLowerCase()
      return !isAbsoluteHttpUrl(content) || (key === "og:image:secure_url" && !/^https:/i.test(content))
    })
    const first = relative[0]
    if (first === undefined) return pass()
    const listed = relative.map((meta) => `${metaSnippet(meta)}${onLine(meta.location)}`)
    return fail(`Share images that are not absolute http(s) URLs: ${examples(listed)}.`, {
      at: first.location,
    })
  },
})
