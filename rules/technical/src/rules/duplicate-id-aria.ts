import { defineRule } from "@svc/core"

export default defineRule({
  id: "duplicate-id-aria",
  category: "accessibility",
  level: "medium",
  appliesTo: "served",
  sameAs: ["duplicate-id-aria"],
  requires: ["document"],
  label: "Every id that labels or describes something is unique",
  fix: "Make every id that a <label for> or an aria-labelledby, aria-describedby or aria-controls points to unique in the page, so the reference reaches the intended element.",
  messages: {
    duplicate:
      'The id "{id}", which {reference} points to, is used {count} times: the reference reaches only the first.',
  },
  check: ({ document }, { notApplicable, report }) => {
    // As axe-core: ids referenced by <label for> or by an ARIA id-reference attribute must be unique.
    if (document.idReferences.length === 0)
      return notApplicable("No label or ARIA attribute references an element by id.")
    const referenced = new Map<string, string>()
    for (const reference of document.idReferences)
      if (!referenced.has(reference.id))
        referenced.set(reference.id, reference.attribute === "for" ? "<label for>" : reference.attribute)
    for (const duplicate of document.duplicateIds) {
      const reference = referenced.get(duplicate.id)
      if (reference === undefined) continue
      report("duplicate", {
        at: duplicate.locations[1] ?? duplicate.locations[0],
        subject: duplicate.id,
        data: { id: duplicate.id, reference, count: duplicate.locations.length },
      })
    }
  },
})
