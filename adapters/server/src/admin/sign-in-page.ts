import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import type * as UrlParams from "@effect/platform/UrlParams"
import { html, type Markup } from "@svc/html-report"
import { SESSION_MS } from "@svc/store"
import { Effect, Option, Redacted } from "effect"
import {
  ADMIN_PATH,
  clientAddress,
  cookieOf,
  cookieOptions,
  newSignInToken,
  SESSION_COOKIE,
  SIGN_IN_COOKIE,
  sameToken,
} from "./admin-security"
import { readForm, textField } from "./form"
import { type Notice, noticeHtml, page } from "./layout"
import type { Panel, PanelRouter } from "./panel"
import { htmlAnswer, messagePage, redirect, type Visit } from "./visit"

/** The page shown while no operator is issued: how to issue one. */
export const noOperatorPage = (): Markup =>
  page(
    { title: "Sign in" },
    html`<section class="card" aria-labelledby="setup">
<h2 id="setup">No operator yet</h2>
<p>No operator may sign in to this panel yet. On the machine that holds the server's database, issue one:</p>
<pre><code>svc-server operators create --database DATABASE --label "YOUR NAME"</code></pre>
<p>It prints the operator's credential once, on its last line. Then come back here and sign in with the label and the credential. See <em>The admin panel</em> in docs/operations.md.</p>
</section>`,
  )

/** The sign-in form; `csrf` is the value of the sign-in cookie set with it. */
export const signInPage = (csrf: string, notice?: Notice, label = ""): Markup =>
  page(
    { title: "Sign in" },
    html`${noticeHtml(notice)}
<section class="card" aria-labelledby="sign-in">
<h2 id="sign-in">Operator sign-in</h2>
<form method="post" action="${ADMIN_PATH}/sign-in" class="fields">
<input type="hidden" name="csrf" value="${csrf}">
<div><label for="operator">Operator</label><input id="operator" name="operator" autocomplete="username" required maxlength="100" value="${label}"></div>
<div><label for="credential">Credential</label><input id="credential" name="credential" type="password" autocomplete="current-password" required maxlength="200"></div>
<div><button type="submit">Sign in</button></div>
</form>
</section>`,
  )

/** Seconds the sign-in form's CSRF cookie lives. */
const SIGN_IN_FORM_SECONDS = 3600
/** Seconds a visitor turned away while the panel is busy signing others in is told to wait. */
const BUSY_RETRY_SECONDS = 5

/** The panel's home, the sign-in form and tries, and sign-out. */
export const signInRoutes = (router: PanelRouter, panel: Panel) =>
  Effect.gen(function* () {
    const { operators } = panel.store

    /** Unauthenticated work that reads the database or hashes: through the gate, or 503 when its line is full. */
    const gated = <R>(visit: Visit, work: Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>) =>
      Effect.flatMap(
        panel.gate(work),
        Option.match({
          onSome: Effect.succeed,
          onNone: () =>
            Effect.map(
              messagePage(
                visit,
                503,
                "Busy",
                "The panel is busy signing others in. Try again in a few seconds.",
              ),
              HttpServerResponse.setHeader("retry-after", String(BUSY_RETRY_SECONDS)),
            ),
        }),
      )

    /** The form, for a panel known to have an active operator. */
    const formAnswer = (visit: Visit, status: number, notice?: Notice, label?: string) => {
      const csrf = cookieOf(visit.request, SIGN_IN_COOKIE) ?? newSignInToken()
      return htmlAnswer(visit, status, signInPage(csrf, notice, label), [
        [SIGN_IN_COOKIE, csrf, cookieOptions(SIGN_IN_FORM_SECONDS, visit.secure)],
      ])
    }

    const signInForm = (visit: Visit, status: number, notice?: Notice, label?: string) =>
      Effect.map(operators.hasActive, (active) =>
        active ? formAnswer(visit, status, notice, label) : htmlAnswer(visit, status, noOperatorPage()),
      )

    /** A refused try, answered after `hasActive` was asked (so not asked again for each of a burst). */
    const refused = (visit: Visit, status: number, message: string, label: string) =>
      Effect.succeed(formAnswer(visit, status, { kind: "error", message }, label))

    /** A sign-in try whose form was read: its CSRF token, the limits, the credential, the answer. */
    const signInTry = (visit: Visit, form: UrlParams.UrlParams) =>
      Effect.gen(function* () {
        const label = textField(form, "operator")
        if (!(yield* operators.hasActive)) return htmlAnswer(visit, 403, noOperatorPage())
        if (!sameToken(textField(form, "csrf"), cookieOf(visit.request, SIGN_IN_COOKIE)))
          return yield* refused(
            visit,
            403,
            "The form was out of date (or not from this panel). Sign in again.",
            label,
          )
        const address = clientAddress(visit.request, panel.trustProxy)
        const outcome = yield* operators.signIn({
          label,
          credential: Redacted.make(textField(form, "credential")),
          address,
        })
        // Who tried is not logged: a credential typed into the operator field would end up in the log.
        if (outcome._tag !== "SignedIn")
          yield* Effect.logWarning("operator sign-in refused").pipe(
            Effect.annotateLogs({ address, locked: outcome._tag === "TooManyFailures" }),
          )
        switch (outcome._tag) {
          case "SignedIn": {
            yield* Effect.logInfo("operator signed in").pipe(
              Effect.annotateLogs({ operator: outcome.session.operator.label }),
            )
            return redirect(visit, `${ADMIN_PATH}/keys`, [
              [SESSION_COOKIE, Redacted.value(outcome.token), cookieOptions(SESSION_MS / 1000, visit.secure)],
              [SIGN_IN_COOKIE, "", cookieOptions(0, visit.secure)],
            ])
          }
          case "Refused":
            return yield* refused(visit, 401, "Wrong operator or credential.", label)
          case "TooManyFailures": {
            const minutes = Math.ceil(outcome.retryAfter / 60)
            const answer = yield* refused(
              visit,
              429,
              `Too many wrong sign-ins from this address or for this operator. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
              label,
            )
            return HttpServerResponse.setHeader(answer, "retry-after", String(outcome.retryAfter))
          }
        }
      })

    yield* router.get(
      ADMIN_PATH,
      panel.guarded((visit) =>
        Effect.flatMap(panel.sessionOf(visit), (session) =>
          Option.isSome(session)
            ? Effect.succeed(redirect(visit, `${ADMIN_PATH}/keys`))
            : gated(visit, signInForm(visit, 200)),
        ),
      ),
    )
    yield* router.get(
      `${ADMIN_PATH}/sign-in`,
      panel.guarded((visit) => gated(visit, signInForm(visit, 200))),
    )
    yield* router.post(
      `${ADMIN_PATH}/sign-in`,
      panel.guarded((visit) =>
        Effect.flatMap(readForm(visit.request), (form) =>
          form === undefined
            ? messagePage(visit, 400, "Unreadable form", "The form could not be read.")
            : gated(visit, signInTry(visit, form)),
        ),
      ),
    )
    yield* router.post(
      `${ADMIN_PATH}/sign-out`,
      panel.signedForm((visit) =>
        Effect.as(
          operators.signOut(visit.token),
          redirect(visit, `${ADMIN_PATH}/sign-in`, [[SESSION_COOKIE, "", cookieOptions(0, visit.secure)]]),
        ),
      ),
    )
  })
