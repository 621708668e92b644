import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import type { Operators } from "@svc/store"
import { Cause, Effect, Option } from "effect"
import { ADMIN_PATH, cookieOf, csrfTokenOf, isSecure, SESSION_COOKIE } from "./admin-security"
import { messagePage, redirect, type SignedVisit, type Visit } from "./visit"

type Answer<R> = Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>

/**
 * The panel's outer layers: every request becomes a `Visit` and any fault not the visitor's doing a
 * logged 503 page (`guarded`); pages for operators only send everyone else to the sign-in form (`signedIn`).
 */
export const makeSession = (operators: Operators, trustProxy: boolean) => {
  const visitOf = Effect.map(HttpServerRequest.HttpServerRequest, (request) => ({
    request,
    secure: isSecure(request, trustProxy),
  }))

  const guarded = <R>(handler: (visit: Visit) => Answer<R>) =>
    Effect.flatMap(visitOf, (visit) =>
      Effect.catchAllCause(handler(visit), (cause) =>
        Effect.as(
          Effect.logError("admin request failed").pipe(Effect.annotateLogs("cause", Cause.pretty(cause))),
          messagePage(
            visit,
            503,
            "Unavailable",
            "The panel could not reach its database. Try again in a moment.",
          ),
        ),
      ),
    )

  /** The operator whose session cookie the visit carries, if the session is live. */
  const sessionOf = (visit: Visit) =>
    Effect.gen(function* () {
      const token = cookieOf(visit.request, SESSION_COOKIE)
      const session = token === undefined ? Option.none() : yield* operators.session(token)
      return token === undefined || Option.isNone(session)
        ? Option.none()
        : Option.some({ token, label: session.value.operator.label })
    })

  const signedIn = <R>(handler: (visit: SignedVisit) => Answer<R>) =>
    guarded((visit) =>
      Effect.flatMap(sessionOf(visit), (session) =>
        Option.isNone(session)
          ? Effect.succeed(redirect(visit, `${ADMIN_PATH}/sign-in`))
          : handler({
              ...visit,
              token: session.value.token,
              signedIn: { label: session.value.label, csrf: csrfTokenOf(session.value.token) },
            }),
      ),
    )

  return { visitOf, guarded, sessionOf, signedIn }
}

export type Session = ReturnType<typeof makeSession>
