import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

export default defineRule({
  id: "duplicate-id",
  part: "technical",
  category: "technical",
  level: "low",
  appliesTo: "served",
  symptomOf: ["duplicate-id-aria"],
  requires: ["document"],
  label: "Every id is used once",
  fix: "Make each id unique: links to #id, scripts and styles reach only the first element that has it.",
  check: ({ document }, { pass, review }) => {
    const first = document.duplicateIds[0]
    if (first === undefined) return pass()
    return review(
      `${document.duplicateIds.length} id(s) are used more than once: ${listed(
        document.duplicateIds.map(
          (duplicate) =>
            `"${duplicate.id}" (${duplicate.locations.length}×, lines ${duplicate.locations
              .map((location) => location.line)
              .slice(0, 4)
              .join(", ")})`,
        ),
      )}.`,
      { at: first.locations[1] ?? first.locations[0] },
    )
  },
})
