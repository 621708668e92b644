import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

const JAVASCRIPT_TYPE = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script(?:1\.[0-5])?)?$/i

export default defineRule({
  id: "render-blocking-scripts",
  part: "technical",
  category: "performance",
  level: "medium",
  appliesTo: "served",
  // Lighthouse measures what these resources cost the first paint in a real browser: its verdict,
  // reported by the experience pack's render-blocking-resources, replaces this static prediction.
  measuredBy: ["render-blocking-resources"],
  requires: ["scripts"],
  label: "No script in <head> blocks the first render",
  fix: "Add defer (or async for independent scripts such as analytics) to every <script src> in <head>, or move it to the end of <body>.",
  check: ({ scripts }, { fail, pass }) => {
    // A classic external script in <head> stops the parser until it has downloaded and run.
    const blocking = scripts.filter(
      (script) =>
        script.inHead &&
        script.src !== null &&
        script.src.trim() !== "" &&
        !script.async &&
        !script.defer &&
        !script.module &&
        JAVASCRIPT_TYPE.test((script.type ?? "").trim()),
    )
    const first = blocking[0]
    if (first === undefined) return pass()
    return fail(
      `${blocking.length} script(s) in <head> block rendering until they download and run: ${listed(
        blocking.map((script) => `${script.src} (line ${script.location.line})`),
      )}.`,
      { at: first.location },
    )
  },
})
