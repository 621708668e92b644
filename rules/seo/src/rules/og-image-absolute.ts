import { defineRule, isAbsoluteHttpUrl } from "@svc/core"
import { contentOf, metaSnippet, socialMetas } from "../lib/social"

const IMAGE_KEYS = ["og:image", "og:image:url", "og:image:secure_url", "twitter:image"]

export default defineRule({
  id: "og-image-absolute",
  category: "on-page",
  level: "medium",
  requires: ["head"],
  label: "Share images are given as absolute URLs",
  fix: 'Write og:image (and twitter:image) as a full URL, e.g. content="https://www.example.com/img/share.jpg"; platforms fetch it on their own and do not resolve relative paths.',
  messages: {
    notAbsolute: "{tag} is not an absolute http(s) URL.",
    secureNotHttps: "{tag} is not an https:// URL.",
  },
  check: ({ head }, { notApplicable, report }) => {
    const images = socialMetas(head, IMAGE_KEYS)
    if (images.length === 0) return notApplicable("The page names no share image.")
    for (const meta of images) {
      const content = contentOf(meta)
      const messageId = !isAbsoluteHttpUrl(content)
        ? "notAbsolute"
        : (meta.property ?? meta.name ?? "").toLowerCase() === "og:image:secure_url" &&
            !/^https:/i.test(content)
          ? "secureNotHttps"
          : undefined
      if (messageId === undefined) continue
      const tag = metaSnippet(meta)
      report(messageId, { at: meta.location, subject: tag, data: { tag } })
    }
  },
})
