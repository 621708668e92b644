import { defineRule } from "@svc/core"
import { excerpt, plural } from "../applicability"

/** Below this many visible words the server's HTML is an empty shell. */
const SHELL_WORDS = 50
/** Below this many main-content words, an empty app root means the content is drawn in the browser. */
const THIN_MAIN_WORDS = 150
const ENABLE_JAVASCRIPT = /javascript|\bjs\b|enable|povoľte|zapnite|habilit|activ/i
const DATA_SCRIPT = /json|ld\+json|importmap|speculationrules|text\/template|x-template/i

export default defineRule({
  id: "server-rendered-text",
  part: "ai",
  category: "geo",
  level: "high",
  appliesTo: "served",
  requires: ["content", "rendering", "scripts", "http"],
  label: "The page's text is in the server's HTML, not drawn only by JavaScript",
  fix: "Render the main content on the server (server-side rendering or static generation: Next.js, Nuxt, Astro, SvelteKit, Angular SSR…) so the HTML response already holds the text. GPTBot, ClaudeBot and PerplexityBot do not run JavaScript: an app shell is an empty page to them.",
  check: ({ content, rendering, scripts, http }, { fail, notApplicable, pass, review }) => {
    if (!http.isHtml) return notApplicable("The response is not an HTML page.")
    const total = content.wordCount.total
    const main = content.wordCount.main
    const emptyMount = rendering.mountPoints.find((mount) => mount.empty)
    const message = rendering.noscript.find((entry) => ENABLE_JAVASCRIPT.test(entry.text))
    const programs = scripts.filter((script) => !DATA_SCRIPT.test(script.type ?? ""))
    const signs = [
      ...(emptyMount
        ? [
            `<${emptyMount.tag}${emptyMount.id ? ` id="${emptyMount.id}"` : ""}> on line ${emptyMount.location.line} is empty`,
          ]
        : []),
      ...(message ? [`<noscript> on line ${message.location.line} says "${excerpt(message.text, 60)}"`] : []),
      ...(programs.length > 0 ? [plural(programs.length, "script")] : []),
    ]
    const at = emptyMount?.location ?? message?.location
    if (total < SHELL_WORDS && (emptyMount || message || programs.length > 0))
      return fail(
        `The server's HTML is a JavaScript shell with ${plural(total, "visible word")}: ${signs.join(", ")}. Crawlers that do not run JavaScript see an empty page.`,
        { at },
      )
    if (emptyMount && main < THIN_MAIN_WORDS)
      return review(
        `The main content has ${plural(main, "word")} in the server's HTML and ${signs.join(", ")}: its content is probably drawn by JavaScript.`,
        { at },
      )
    return pass()
  },
})
