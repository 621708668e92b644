import { defineRule } from "@svc/core"
import { AI_TRAINING_BOTS } from "../ai-agents"
import { blockedAgents, describeBlocked } from "../robots-access"
import { describeDirective, directivesFor } from "../robots-directives"

/** Opt-out values no major AI crawler honours (a DeviantArt proposal, never adopted by OpenAI, Anthropic or Google). */
const UNHONOURED_OPT_OUTS = new Set(["noai", "noimageai"])

export default defineRule({
  id: "ai-training-bots-policy",
  part: "ai",
  category: "geo",
  level: "low",
  requires: ["robots", "http", "head"],
  label: "The site's AI training policy is stated in a way crawlers honour",
  fix: "Decide whether models may train on your content. To opt out, disallow the training crawlers in robots.txt (GPTBot, ClaudeBot, Google-Extended, Applebot-Extended, CCBot, Meta-ExternalAgent); `noai` meta values are ignored by them. Keep the AI search crawlers allowed either way.",
  check: ({ robots, http, head }, { fail, pass, review, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    const unhonoured = directivesFor(head, http, "robots").filter((directive) =>
      UNHONOURED_OPT_OUTS.has(directive.value),
    )
    const blocked = robots.state === "present" ? blockedAgents(robots, http.finalUrl, AI_TRAINING_BOTS) : []
    if (unhonoured.length > 0 && blocked.length === 0)
      return fail(
        `The page opts out of AI training with ${unhonoured.map(describeDirective).join(", ")}, which no major AI crawler honours, while robots.txt lets every training crawler (${AI_TRAINING_BOTS.map((agent) => agent.token).join(", ")}) fetch it.`,
        { at: unhonoured[0]?.location },
      )
    if (blocked.length > 0)
      return review(
        `robots.txt keeps training crawlers out: ${describeBlocked(blocked)}. A policy choice: the content stays out of future training data (and of what models know about the brand unaided), but not out of AI search answers.`,
      )
    return pass()
  },
})
