import { defineRule } from "@svc/core"
import { excerpt } from "../lib/applicability"

/** Below this many visible words the server's HTML is an empty shell. */
const SHELL_WORDS = 50
/** Below this many main-content words, an empty app root means the content is drawn in the browser. */
const THIN_MAIN_WORDS = 150
const ENABLE_JAVASCRIPT = /javascript|\bjs\b|enable|povoľte|zapnite|habilit|activ/i
const DATA_SCRIPT = /json|ld\+json|importmap|speculationrules|text\/template|x-template/i

export default defineRule({
  id: "server-rendered-text",
  category: "geo",
  level: "high",
  appliesTo: "served",
  requires: ["content", "rendering", "scripts", "http"],
  label: "The page's text is in the server's HTML, not drawn only by JavaScript",
  fix: "Render the main content on the server (server-side rendering or static generation: Next.js, Nuxt, Astro, SvelteKit, Angular SSR…) so the HTML response already holds the text. GPTBot, ClaudeBot and PerplexityBot do not run JavaScript: an app shell is an empty page to them.",
  messages: {
    shellMount:
      "The server's HTML is a JavaScript shell of {words} visible words: {element} is empty, and crawlers that do not run JavaScript see an empty page.",
    shellNoscript:
      'The server\'s HTML is a JavaScript shell of {words} visible words: <noscript> says "{text}", and crawlers that do not run JavaScript see an empty page.',
    shellScripts:
      "The server's HTML is a JavaScript shell of {words} visible words that runs {scripts} scripts: crawlers that do not run JavaScript see an empty page.",
    drawnByScript:
      "The main content has {words} words in the server's HTML and {element} is empty: its content is probably drawn by JavaScript.",
  },
  check: ({ content, rendering, scripts, http }, { notApplicable, pass, report, review }) => {
    if (!http.isHtml) return notApplicable("The response is not an HTML page.")
    const total = content.wordCount.total
    const main = content.wordCount.main
    const emptyMount = rendering.mountPoints.find((mount) => mount.empty)
    const message = rendering.noscript.find((entry) => ENABLE_JAVASCRIPT.test(entry.text))
    const programs = scripts.filter((script) => !DATA_SCRIPT.test(script.type ?? "")).length
    const element = emptyMount && `<${emptyMount.tag}${emptyMount.id ? ` id="${emptyMount.id}"` : ""}>`
    if (total < SHELL_WORDS && (emptyMount || message || programs > 0)) {
      if (emptyMount && element)
        report("shellMount", { at: emptyMount.location, subject: element, data: { words: total, element } })
      if (message)
        report("shellNoscript", {
          at: message.location,
          subject: excerpt(message.text, 60),
          data: { words: total, text: excerpt(message.text, 60) },
        })
      if (programs > 0) report("shellScripts", { data: { words: total, scripts: programs } })
      return
    }
    if (!emptyMount || !element || main >= THIN_MAIN_WORDS) return pass()
    report("drawnByScript", { at: emptyMount.location, subject: element, data: { words: main, element } })
    return review()
  },
})
