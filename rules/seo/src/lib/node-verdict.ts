import type { Outcome, OutcomeBuilders } from "@svc/core"
import { examples } from "./evidence"
import { describeNode, type LocatedNode } from "./schema"

/** What one structured-data node lacks: errors make it ineligible, warnings only weaken it. */
export interface NodeProblems {
  readonly errors: ReadonlyArray<string>
  readonly warnings: ReadonlyArray<string>
}

/**
 * The outcome over nodes of one kind: fail listing the nodes with errors, else review listing those
 * with warnings, else pass; not applicable when there is no node.
 */
export const nodeVerdict = (
  nodes: ReadonlyArray<LocatedNode>,
  inspect: (node: LocatedNode) => NodeProblems,
  outcome: OutcomeBuilders,
  kind: string,
  describe: (node: LocatedNode) => string = describeNode,
): Outcome => {
  if (nodes.length === 0) return outcome.notApplicable(`The page declares no ${kind}.`)
  const judged = nodes.map((node) => ({ node, ...inspect(node) }))
  const failing = judged.filter((entry) => entry.errors.length > 0)
  const firstFailing = failing[0]
  if (firstFailing !== undefined)
    return outcome.fail(
      `${failing.length} of ${nodes.length} ${kind} lack what search engines require: ${examples(
        failing.map((entry) => `${describe(entry.node)}: ${entry.errors.join(", ")}`),
      )}.`,
      { at: firstFailing.node.location },
    )
  const weak = judged.filter((entry) => entry.warnings.length > 0)
  const firstWeak = weak[0]
  if (firstWeak !== undefined)
    return outcome.review(
      `${weak.length} of ${nodes.length} ${kind} miss recommended properties: ${examples(
        weak.map((entry) => `${describe(entry.node)}: ${entry.warnings.join(", ")}`),
      )}.`,
      { at: firstWeak.node.location },
    )
  return outcome.pass()
}
