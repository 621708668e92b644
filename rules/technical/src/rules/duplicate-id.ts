import { defineRule } from "@svc/core"

export default defineRule({
  id: "duplicate-id",
  category: "technical",
  level: "low",
  appliesTo: "served",
  symptomOf: ["duplicate-id-aria"],
  requires: ["document"],
  label: "Every id is used once",
  fix: "Make each id unique: links to #id, scripts and styles reach only the first element that has it.",
  messages: {
    duplicate: 'The id "{id}" is used {count} times (lines {lines}).',
  },
  check: ({ document }, { pass, report, review }) => {
    if (document.duplicateIds.length === 0) return pass()
    for (const duplicate of document.duplicateIds)
      report("duplicate", {
        at: duplicate.locations[1] ?? duplicate.locations[0],
        subject: duplicate.id,
        data: {
          id: duplicate.id,
          count: duplicate.locations.length,
          lines: duplicate.locations
            .slice(0, 4)
            .map((location) => location.line)
            .join(", "),
        },
      })
    return review()
  },
})
