import { asList, defineRule, textOf } from "@svc/core"

export default defineRule({
  id: "howto-structured-data",
  category: "geo",
  level: "low",
  appliesTo: "served",
  requires: ["schemaNodes"],
  label: "HowTo markup lists its steps",
  fix: "Give a HowTo its `step` list: `HowToStep` items (or `HowToSection`s of them) each with `text` (and `name`), in order. Google retired HowTo rich results in 2023; the steps still let machines follow the instructions.",
  messages: {
    noSteps: "The HowTo has no steps, or steps without text.",
  },
  check: ({ schemaNodes }, { notApplicable, report }) => {
    const howTos = schemaNodes.ofType("HowTo")
    if (howTos.length === 0) return notApplicable("The page has no HowTo markup.")
    for (const howTo of howTos) {
      const steps = asList(howTo.properties.step).flatMap((value) => {
        if (typeof value === "string") return value.trim() === "" ? [] : [value]
        const node = schemaNodes.resolve(value)
        if (node === undefined) return []
        const inner = asList(node.properties.itemListElement)
        return inner.length > 0 ? inner : [node.properties]
      })
      const empty =
        steps.length === 0 ||
        steps.some((step) => {
          if (typeof step === "string") return step.trim() === ""
          const node = schemaNodes.resolve(step)
          return (
            node === undefined ||
            (textOf(node.properties, "text") === null && textOf(node.properties, "name") === null)
          )
        })
      if (empty)
        report("noSteps", { at: howTo.location, subject: textOf(howTo.properties, "name") ?? undefined })
    }
  },
})
