import { defineRule } from "@svc/core"
import { isPassage } from "../shared/original-words"
import { quote } from "../shared/quote"
import { repeatedIgnoringCase } from "../shared/repeated-ignoring-case"

export default defineRule({
  id: "repeated-blocks",
  part: "content",
  category: "content",
  level: "low",
  appliesTo: "substantive",
  requires: ["content"],
  label: "No paragraph is repeated within the main content",
  fix: "Remove the duplicated passages, or say what they say once and link to it; repeated text adds length without adding answers.",
  check: ({ content }, { fail, notApplicable, pass }) => {
    const main = content.blocks.filter((block) => block.inMain && isPassage(block))
    if (main.length < 2) return notApplicable("The main content has fewer than two paragraphs to compare.")
    const repeated = repeatedIgnoringCase(main, (block) => block.text)
    const first = repeated[0]
    if (first === undefined) return pass()
    return fail(
      `${repeated.length} passage${repeated.length === 1 ? " appears" : "s appear"} more than once; ${quote(first.first.text, 60)} appears ${first.count} times.`,
      { at: first.first.location },
    )
  },
})
