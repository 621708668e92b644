import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { Effect } from "effect"
import { ADMIN_PATH, securityHeaders } from "./admin-security"
import { ADMIN_CSS } from "./admin-style"
import { auditLogRoutes } from "./audit-log-page"
import { auditRoutes } from "./audit-page"
import { keyRoutes } from "./key-page"
import { keysRoutes } from "./keys-page"
import { makePanel } from "./panel"
import { queueRoutes } from "./queue-page"
import { signInRoutes } from "./sign-in-page"
import { messagePage } from "./visit"

/**
 * The admin panel under `/admin` (issue 25): sign-in with an operator's credential, a session cookie
 * kept in the store, a CSRF token on every form, and pages over the same store operations as the
 * operator commands: keys, the audit log, the queue and single audits. Server-rendered HTML, no script.
 * Each page's file adds its own routes; the session and CSRF layers are in session.ts and csrf.ts.
 */
export const AdminLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const panel = yield* makePanel
    yield* router.get(
      `${ADMIN_PATH}/admin.css`,
      Effect.map(panel.visitOf, (visit) =>
        HttpServerResponse.text(ADMIN_CSS, {
          contentType: "text/css; charset=utf-8",
          headers: { ...securityHeaders(visit.secure), "cache-control": "max-age=300" },
        }),
      ),
    )
    yield* signInRoutes(router, panel)
    yield* keysRoutes(router, panel)
    yield* keyRoutes(router, panel)
    yield* auditLogRoutes(router, panel)
    yield* queueRoutes(router, panel)
    yield* auditRoutes(router, panel)
    yield* router.all(
      `${ADMIN_PATH}/*`,
      panel.guarded((visit) => messagePage(visit, 404, "Not found", "The panel has no such page.")),
    )
  }),
)
