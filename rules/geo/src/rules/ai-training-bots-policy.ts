import { defineRule } from "@svc/core"
import { AI_TRAINING_BOTS } from "../lib/ai-agents"
import { blockedAgents, blockedData } from "../lib/robots-access"
import { directiveData, directivesFor } from "../lib/robots-directives"

/** Opt-out values no major AI crawler honours (a DeviantArt proposal, never adopted by OpenAI, Anthropic or Google). */
const UNHONOURED_OPT_OUTS = new Set(["noai", "noimageai"])

export default defineRule({
  id: "ai-training-bots-policy",
  category: "geo",
  level: "low",
  requires: ["robots", "http", "head"],
  label: "The site's AI training policy is stated in a way crawlers honour",
  fix: "Decide whether models may train on your content. To opt out, disallow the training crawlers in robots.txt (GPTBot, ClaudeBot, Google-Extended, Applebot-Extended, CCBot, Meta-ExternalAgent); `noai` meta values are ignored by them. Keep the AI search crawlers allowed either way.",
  messages: {
    unhonoured:
      "{directive} ({source}) opts the page out of AI training, but no major AI crawler honours it, while robots.txt lets every training crawler ({crawlers}) fetch the page.",
    trainingBlocked:
      "robots.txt line {line} (User-agent: {group}) keeps the training crawler {agent} out: a policy choice that keeps the content out of future training data (and of what models know about the brand unaided), but not out of AI search answers.",
  },
  check: ({ robots, http, head }, { pass, report, review, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    const unhonoured = directivesFor(head, http, "robots").filter((directive) =>
      UNHONOURED_OPT_OUTS.has(directive.value),
    )
    const blocked = robots.state === "present" ? blockedAgents(robots, http.finalUrl, AI_TRAINING_BOTS) : []
    if (unhonoured.length > 0 && blocked.length === 0) {
      const crawlers = AI_TRAINING_BOTS.map((agent) => agent.token).join(", ")
      for (const directive of unhonoured)
        report("unhonoured", {
          at: directive.location,
          subject: directive.value,
          data: { ...directiveData(directive), crawlers },
        })
      return
    }
    if (robots.state !== "present" || blocked.length === 0) return pass()
    for (const entry of blocked)
      report("trainingBlocked", { subject: entry.agent.token, url: robots.url, data: blockedData(entry) })
    return review()
  },
})
