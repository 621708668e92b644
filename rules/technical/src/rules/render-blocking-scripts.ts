import { defineRule } from "@svc/core"

const JAVASCRIPT_TYPE = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script(?:1\.[0-5])?)?$/i

export default defineRule({
  id: "render-blocking-scripts",
  category: "performance",
  level: "medium",
  appliesTo: "served",
  // Lighthouse measures what these resources cost the first paint in a real browser: its verdict,
  // reported by the experience pack's render-blocking-resources, replaces this static prediction.
  measuredBy: ["render-blocking-resources"],
  requires: ["scripts"],
  label: "No script in <head> blocks the first render",
  fix: "Add defer (or async for independent scripts such as analytics) to every <script src> in <head>, or move it to the end of <body>.",
  messages: {
    blocking: '<script src="{src}"> in <head> blocks rendering until it downloads and runs.',
  },
  check: ({ scripts }, { report }) => {
    // A classic external script in <head> stops the parser until it has downloaded and run.
    for (const script of scripts) {
      const blocks =
        script.inHead &&
        script.src !== null &&
        script.src.trim() !== "" &&
        !script.async &&
        !script.defer &&
        !script.module &&
        JAVASCRIPT_TYPE.test((script.type ?? "").trim())
      const src = script.src ?? ""
      if (blocks) report("blocking", { at: script.location, subject: src, data: { src } })
    }
  },
})
