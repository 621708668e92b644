import { defineRule } from "@svc/core"

export default defineRule({
  id: "largest-contentful-paint",
  category: "performance",
  level: "medium",
  sameAs: ["largest-contentful-paint"],
  requires: [],
  label: "The main content appears quickly (Largest Contentful Paint)",
  fix: 'Show the largest element of the first screen within 2.5 s: answer the HTML fast, preload the hero image (fetchpriority="high", never loading="lazy"), serve it small and in AVIF or WebP, and remove render-blocking CSS and scripts before it.',
})
