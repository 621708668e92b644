import type { Location, MessageTemplates, RuleContext, Verdict } from "@svc/core"
import { describeNode, type SchemaNode } from "@svc/core"

/** One thing a structured-data node lacks: a message of the rule, with the data its template names besides `{node}`. */
export interface NodeProblem<Id extends string> {
  readonly messageId: Id
  readonly data?: Readonly<Record<string, string | number>>
}

/** What one structured-data node lacks: errors make it ineligible, warnings only weaken it. */
export interface NodeProblems<Id extends string> {
  readonly errors: ReadonlyArray<NodeProblem<Id>>
  readonly warnings: ReadonlyArray<NodeProblem<Id>>
}

type UntypedReport = (
  messageId: string,
  options: { readonly at: Location; readonly subject: string; readonly data: object },
) => void

/**
 * Reports the problems of nodes of one kind: the errors of every node that has any (a failure), else
 * the warnings (for review), else nothing (a pass); not applicable when there is no node.
 */
export const reportNodeProblems = <M extends MessageTemplates>(
  nodes: ReadonlyArray<SchemaNode>,
  inspect: (node: SchemaNode) => NodeProblems<keyof M & string>,
  { notApplicable, report, review }: RuleContext<M>,
  kind: string,
  describe: (entry: SchemaNode) => string = (entry) => describeNode(entry.properties),
): Verdict | undefined => {
  if (nodes.length === 0) return notApplicable(`The page declares no ${kind}.`)
  const judged = nodes.map((node) => ({ node, ...inspect(node) }))
  const failing = judged.some((entry) => entry.errors.length > 0)
  // `inspect` pairs each message id with the data its template names; the id/data link is lost in the array.
  const untyped = report as unknown as UntypedReport
  for (const entry of judged) {
    const problems = failing ? entry.errors : entry.warnings
    if (problems.length === 0) continue
    const subject = describe(entry.node)
    for (const { messageId, data } of problems)
      untyped(messageId, { at: entry.node.location, subject, data: { node: subject, ...data } })
  }
  return failing || !judged.some((entry) => entry.warnings.length > 0) ? undefined : review()
}
