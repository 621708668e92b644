import { afterAll, beforeAll } from "vitest"
import type { ExtraRoute } from "../../../../packages/audit/test/support/fixture-site"
import { type FixtureSite, serveBakery } from "./bakery"
import { type SvcMcpSession, startSvcMcp, temporaryDirectory } from "./svc-mcp"
import { answerOf } from "./tool-answer"

/**
 * For one test file: the bakery site on 127.0.0.1 (with `routes` answering first) and one svc-mcp
 * process with `env`, started in a fresh working directory before the tests and ended after them.
 */
export const sessionWithSite = (
  options: { readonly env?: Record<string, string>; readonly routes?: Record<string, ExtraRoute> } = {},
) => {
  let site: FixtureSite | undefined
  let session: SvcMcpSession | undefined
  const workingDirectory = temporaryDirectory()
  beforeAll(async () => {
    site = await serveBakery(options.routes)
    session = await startSvcMcp({ cwd: workingDirectory.path, ...(options.env ? { env: options.env } : {}) })
  }, 60_000)
  afterAll(async () => {
    await session?.close()
    await site?.close()
    workingDirectory.dispose()
  })
  const started = <A>(value: A | undefined): A => {
    if (value === undefined) throw new Error("the session has not started (beforeAll)")
    return value
  }
  return {
    workingDirectory: workingDirectory.path,
    site: () => started(site),
    session: () => started(session),
    /** Calls a tool and reads its answer. */
    call: async (name: string, args: Record<string, unknown>) =>
      answerOf(await started(session).client.callTool({ name, arguments: args })),
  }
}
