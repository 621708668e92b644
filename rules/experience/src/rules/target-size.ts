import { defineRule } from "@svc/core"

export default defineRule({
  id: "target-size",
  category: "accessibility",
  level: "low",
  sameAs: ["target-size"],
  requires: [],
  label: "Links and buttons are large enough to tap",
  fix: "Make every link, button and form control at least 24 × 24 CSS px (48 px is comfortable), or keep 24 px of space around smaller ones: add padding to icon buttons and space out inline links in lists and footers.",
})
