import { defineRule } from "@svc/core"

export default defineRule({
  id: "image-delivery",
  category: "performance",
  level: "low",
  sameAs: [
    "uses-optimized-images",
    "modern-image-formats",
    "uses-responsive-images",
    "efficient-animated-content",
  ],
  requires: [],
  label: "Images are no heavier than they are shown",
  fix: "Serve every image at the size it is displayed (srcset and sizes), compressed, in AVIF or WebP, and animations as video (MP4 or WebM) instead of GIF.",
})
