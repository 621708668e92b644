import { defineRule } from "@svc/core"

export default defineRule({
  id: "color-contrast",
  category: "accessibility",
  level: "medium",
  sameAs: ["color-contrast"],
  requires: [],
  label: "Text stands out clearly from its background",
  fix: "Give text a contrast ratio of at least 4.5:1 against its background (3:1 for text from 24 px, or 18.66 px bold): darken light grey text, lighten dark backgrounds, and check text over images and on hover and focus states.",
})
