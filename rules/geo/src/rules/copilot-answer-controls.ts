import { defineRule } from "@svc/core"
import { directiveData, directivesFor, isNoindex } from "../lib/robots-directives"

export default defineRule({
  id: "copilot-answer-controls",
  category: "geo",
  level: "medium",
  appliesTo: "indexable",
  requires: ["head", "http"],
  label: "Bing may use the page in Microsoft Copilot answers",
  fix: "Remove `noarchive` from the robots meta tag and X-Robots-Tag (Bing keeps `noarchive` pages out of Copilot answers); if you need it for a paywall, add `nocache` too, which lets Copilot show and link the title, URL and snippet.",
  messages: {
    noarchive:
      "{directive} ({source}) keeps the page out of Microsoft Copilot answers, which will not cite or link it.",
    nocache: "{directive} ({source}) limits Copilot answers to the page's title, URL and snippet.",
  },
  check: ({ head, http }, { notApplicable, pass, report, review }) => {
    const directives = directivesFor(head, http, "bingbot")
    if (isNoindex(directives)) return notApplicable("The page is kept out of Bing's index (noindex).")
    const noarchive = directives.find((directive) => directive.value === "noarchive")
    const nocache = directives.find((directive) => directive.value === "nocache")
    if (noarchive && !nocache)
      return report("noarchive", {
        at: noarchive.location,
        subject: noarchive.value,
        data: directiveData(noarchive),
      })
    if (nocache === undefined) return pass()
    report("nocache", { at: nocache.location, subject: nocache.value, data: directiveData(nocache) })
    return review()
  },
})
