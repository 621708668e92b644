import type * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import * as UrlParams from "@effect/platform/UrlParams"
import { Effect, Option } from "effect"
import { sameToken } from "./admin-security"
import { readForm } from "./form"
import type { Session } from "./session"
import { messagePage, type SignedVisit } from "./visit"

/**
 * A form post of a signed-in operator: read, then refused with 403, changing nothing, unless its
 * CSRF token is the session's.
 */
export const makeSignedForm =
  (session: Session) =>
  <R>(
    handler: (
      visit: SignedVisit,
      form: UrlParams.UrlParams,
    ) => Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>,
  ) =>
    session.signedIn((visit) =>
      Effect.gen(function* () {
        const form = yield* readForm(visit.request)
        if (form === undefined)
          return yield* messagePage(
            visit,
            400,
            "Unreadable form",
            "The form could not be read.",
            visit.signedIn,
          )
        if (!sameToken(Option.getOrUndefined(UrlParams.getFirst(form, "csrf")), visit.signedIn.csrf))
          return yield* messagePage(
            visit,
            403,
            "Refused",
            "The form did not carry this session's token: nothing was changed. Reload the page and try again.",
            visit.signedIn,
          )
        return yield* handler(visit, form)
      }),
    )
