import type * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import { AuditLog, Audits, Keys, Operators, PageQueue, Usage } from "@svc/store"
import { type Context, Effect } from "effect"
import { AuditReader } from "../audits/audit-reader"
import { ServerSettings } from "../config/server-config"
import { makeSignedForm } from "./csrf"
import { makeSession } from "./session"
import { makeSignInGate } from "./sign-in-gate"
import type { SignedVisit } from "./visit"

/** The router the panel's pages add their routes to. */
export type PanelRouter = Context.Tag.Service<typeof HttpApiBuilder.Router>

/**
 * What every page of the panel works with: the store's services it touches (operators, keys, the
 * audit log, audits, usage, the queue), the session and CSRF layers, and the sign-in gate.
 */
export const makePanel = Effect.gen(function* () {
  const operators = yield* Operators
  const settings = yield* ServerSettings
  const session = makeSession(operators, settings.trustProxy)
  return {
    store: {
      operators,
      keys: yield* Keys,
      auditLog: yield* AuditLog,
      audits: yield* Audits,
      usage: yield* Usage,
      queue: yield* PageQueue,
    },
    audits: yield* AuditReader,
    trustProxy: settings.trustProxy,
    gate: yield* makeSignInGate(),
    ...session,
    signedForm: makeSignedForm(session),
    /** The server's log line of an operator's change. */
    logChange: (visit: SignedVisit, action: string, subject: string) =>
      Effect.logInfo("admin change").pipe(
        Effect.annotateLogs({ operator: visit.signedIn.label, action, subject }),
      ),
  }
})

export type Panel = Effect.Effect.Success<typeof makePanel>
