import { defineRule } from "@svc/core"
import { listed } from "../lib/evidence"

export default defineRule({
  id: "duplicate-id-aria",
  part: "technical",
  category: "accessibility",
  level: "medium",
  appliesTo: "served",
  sameAs: ["duplicate-id-aria"],
  requires: ["document"],
  label: "Every id that labels or describes something is unique",
  fix: "Make every id that a <label for> or an aria-labelledby, aria-describedby or aria-controls points to unique in the page, so the reference reaches the intended element.",
  check: ({ document }, { fail, notApplicable, pass }) => {
    // As axe-core: ids referenced by <label for> or by an ARIA id-reference attribute must be unique.
    if (document.idReferences.length === 0)
      return notApplicable("No label or ARIA attribute references an element by id.")
    const referenced = new Map<string, string>()
    for (const reference of document.idReferences)
      if (!referenced.has(reference.id))
        referenced.set(reference.id, reference.attribute === "for" ? "<label for>" : reference.attribute)
    const broken = document.duplicateIds.filter((duplicate) => referenced.has(duplicate.id))
    const first = broken[0]
    if (first === undefined) return pass()
    return fail(
      `${broken.length} referenced id(s) are used more than once, so the reference reaches only the first element: ${listed(
        broken.map(
          (duplicate) =>
            `"${duplicate.id}" (${referenced.get(duplicate.id)}; lines ${duplicate.locations.map((location) => location.line).join(", ")})`,
        ),
      )}.`,
      { at: first.locations[1] ?? first.locations[0] },
    )
  },
})
