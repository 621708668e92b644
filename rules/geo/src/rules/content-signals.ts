import { defineRule } from "@svc/core"

interface Declaration {
  readonly kind: "Content-Signal" | "Content-Usage"
  readonly value: string
  /** Its line in robots.txt; null for the Content-Usage header. */
  readonly line: number | null
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
  category: "geo",
  level: "low",
  requires: ["robots", "http"],
  label: "AI usage preferences, where declared, are well-formed and let AI search use the page",
  fix: "Write preferences as contentsignals.org defines them, inside a robots.txt group: `Content-Signal: search=yes, ai-input=yes, ai-train=no` (IETF aipref: `Content-Usage: train-ai=n`). Keep `search` and `ai-input` at yes if you want to be cited in AI answers.",
  messages: {
    malformedInRobots:
      'robots.txt line {line} "{kind}: {value}" has values crawlers cannot read: {problems}.',
    malformedHeader: 'The Content-Usage header "{value}" has values crawlers cannot read: {problems}.',
    optOutInRobots:
      'robots.txt line {line} "{kind}: {value}" asks not to be used in search or AI answers ({optOuts}): crawlers that honour it will not cite the page.',
    optOutHeader:
      'The Content-Usage header "{value}" asks not to be used in search or AI answers ({optOuts}): crawlers that honour it will not cite the page.',
  },
  check: ({ robots, http }, { notApplicable, pass, report, review, unavailable }) => {
    if (robots.state === "failed") return unavailable(`robots.txt could not be read: ${robots.reason}.`)
    const declarations: Declaration[] = []
    if (robots.state === "present")
      for (const line of robots.lines)
        if (line.directive === "content-signal" || line.directive === "content-usage")
          declarations.push({
            kind: line.directive === "content-signal" ? "Content-Signal" : "Content-Usage",
            value: line.value,
            line: line.line,
          })
    const header = http.header("content-usage")
    if (header !== undefined) declarations.push({ kind: "Content-Usage", value: header, line: null })
    if (declarations.length === 0)
      return notApplicable("No Content-Signal or Content-Usage preference is declared.")
    const url = robots.state === "present" ? robots.url : undefined
    const malformed = declarations.filter((declaration) => problemsOf(declaration).length > 0)
    for (const { kind, value, line } of malformed) {
      const problems = problemsOf({ kind, value, line }).join(", ")
      if (line === null) report("malformedHeader", { subject: value, data: { value, problems } })
      else report("malformedInRobots", { subject: value, url, data: { line, kind, value, problems } })
    }
    if (malformed.length > 0) return
    const optingOut = declarations.filter((declaration) => optOutsOf(declaration).length > 0)
    if (optingOut.length === 0) return pass()
    for (const { kind, value, line } of optingOut) {
      const optOuts = optOutsOf({ kind, value, line }).join(", ")
      if (line === null) report("optOutHeader", { subject: value, data: { value, optOuts } })
      else report("optOutInRobots", { subject: value, url, data: { line, kind, value, optOuts } })
    }
    return review()
  },
})
