import { defineRule } from "@svc/core"

export default defineRule({
  id: "cumulative-layout-shift",
  category: "performance",
  level: "medium",
  sameAs: ["cumulative-layout-shift"],
  requires: [],
  label: "The layout stays put while the page loads (Cumulative Layout Shift)",
  fix: "Reserve space for everything that arrives late: width and height (or aspect-ratio) on images, videos and iframes, fixed slots for ads and embeds, font-display: optional or size-adjusted fallback fonts, and no content inserted above what is already shown.",
})
