import { defineRule } from "@svc/core"
import { productToken } from "../robots-access"

interface Declaration {
  readonly kind: "Content-Signal" | "Content-Usage"
  readonly value: string
  /** "robots.txt line 3 (User-agent: *)" or "the Content-Usage header". */
  readonly where: string
}

/** contentsignals.org: search, ai-input and ai-train take yes or no; Cloudflare adds `use`. */
const SIGNAL_VALUES: Readonly<Record<string, ReadonlySet<string>>> = {
  search: new Set(["yes", "no"]),
  "ai-input": new Set(["yes", "no"]),
  "ai-train": new Set(["yes", "no"]),
  use: new Set(["immediate", "reference", "full"]),
}
/** IETF aipref (draft-ietf-aipref-attach): a dictionary of vocabulary keys set to y or n. */
const USAGE_ENTRY = /^[a-z*][a-z0-9_.*-]*\s*=\s*[yn]$/

const entries = (value: string): Array<[string, string]> =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .map((entry) => {
      const [key = "", setting = ""] = entry.split("=", 2)
      return [key.trim().toLowerCase(), setting.trim().toLowerCase()]
    })

const problemsOf = (declaration: Declaration): string[] =>
  declaration.kind === "Content-Signal"
    ? entries(declaration.value)
        .filter(([key, setting]) => !SIGNAL_VALUES[key]?.has(setting))
        .map(([key, setting]) => `"${key}=${setting}"`)
    : declaration.value
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== "" && !USAGE_ENTRY.test(entry))
        .map((entry) => `"${entry}"`)

const optOutsOf = (declaration: Declaration): string[] =>
  entries(declaration.value)
    .filter(([key, setting]) =>
      declaration.kind === "Content-Signal"
        ? (key === "search" || key === "ai-input") && setting === "no"
        : key === "search" && setting === "n",
    )
    .map(([key, setting]) => `${key}=${setting}`)

export default defineRule({
  id: "content-signals",
  part: "ai",
  category: "geo",
  level: "low",
  requires: ["robots", "http"],
  label: "AI usage preferences, where declared, are well-formed and let AI search use the page",
  fix: "Write preferences as contentsignals.org defines them, inside a robots.txt group: `Content-Signal: search=yes, ai-input=yes, ai-train=no` (IETF aipref: `Content-Usage: train-ai=n`). Keep `search` and `ai-input` at yes if you want to be cited in AI answers.",
  check: ({ robots, http }, { fail, notApplicable, pass, review, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    const declarations: Declaration[] = []
    if (robots.state === "present") {
      let agents: string[] = []
      let inAgentLines = false
      for (const line of robots.lines) {
        if (line.directive === "user-agent") {
          if (!inAgentLines) agents = []
          agents.push(productToken(line.value))
          inAgentLines = true
          continue
        }
        inAgentLines = false
        if (line.directive !== "content-signal" && line.directive !== "content-usage") continue
        declarations.push({
          kind: line.directive === "content-signal" ? "Content-Signal" : "Content-Usage",
          value: line.value,
          where: `robots.txt line ${line.line}${agents.length > 0 ? ` (User-agent: ${agents.join(", ")})` : ""}`,
        })
      }
    }
    const header = http.header("content-usage")
    if (header !== undefined)
      declarations.push({ kind: "Content-Usage", value: header, where: "the Content-Usage header" })
    if (declarations.length === 0)
      return notApplicable("No Content-Signal or Content-Usage preference is declared.")
    const malformed = declarations.flatMap((declaration) => {
      const problems = problemsOf(declaration)
      return problems.length === 0
        ? []
        : [`${declaration.kind} at ${declaration.where}: ${problems.join(", ")}`]
    })
    if (malformed.length > 0)
      return fail(`AI usage preferences crawlers cannot read: ${malformed.join("; ")}.`)
    const optOuts = declarations.flatMap((declaration) => {
      const values = optOutsOf(declaration)
      return values.length === 0 ? [] : [`${declaration.kind}: ${values.join(", ")} at ${declaration.where}`]
    })
    if (optOuts.length > 0)
      return review(
        `The site asks not to be used in search or AI answers: ${optOuts.join("; ")}. Crawlers that honour it will not cite the page.`,
      )
    return pass()
  },
})
