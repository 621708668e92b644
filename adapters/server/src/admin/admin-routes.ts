import type { Cookie } from "@effect/platform/Cookies"
import * as HttpApiBuilder from "@effect/platform/HttpApiBuilder"
import * as HttpRouter from "@effect/platform/HttpRouter"
import * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import * as UrlParams from "@effect/platform/UrlParams"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { MAX_BODY_BYTES } from "@svc/contract"
import { HTML_REPORT_CSP, renderFailedHtmlReport, renderHtmlReport } from "@svc/html-report"
import {
  type ApiKeyRecord,
  AuditLog,
  type AuditLogFilter,
  Audits,
  Keys,
  Operators,
  PageQueue,
  SESSION_MS,
  Usage,
} from "@svc/store"
import { Cause, Effect, Option, Redacted } from "effect"
import { AuditReader } from "../audits/audit-reader"
import { ServerSettings } from "../config/server-config"
import { readAtMost } from "../http/request-body"
import {
  ADMIN_PATH,
  clientAddress,
  cookieOf,
  cookieOptions,
  csrfTokenOf,
  isSecure,
  newSignInToken,
  SESSION_COOKIE,
  SIGN_IN_COOKIE,
  sameToken,
  securityHeaders,
} from "./admin-security"
import { ADMIN_CSS } from "./admin-style"
import { type AuditLogQuery, auditLogCsv, auditLogPage } from "./audit-log-page"
import { auditPage } from "./audit-page"
import { type Html, html } from "./html"
import { keysPage } from "./keys-page"
import { type Notice, page, type SignedIn } from "./layout"
import { queuePage } from "./queue-page"
import { makeSignInGate } from "./sign-in-gate"
import { noOperatorPage, signInPage } from "./sign-in-page"

type CookieSet = ReadonlyArray<readonly [string, string, Cookie["options"]]>

/** A request's view of the panel: whether it came over https, and the signed-in operator if any. */
interface Visit {
  readonly request: HttpServerRequest.HttpServerRequest
  readonly secure: boolean
}

interface SignedVisit extends Visit {
  readonly signedIn: SignedIn
  readonly token: string
}

const AUDIT_ID = /^[0-9a-f-]{36}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000
/** Audit log rows shown on the page; the CSV carries every row of the filter, up to the 90 days' rows. */
const LOG_ROWS_SHOWN = 500
const LOG_ROWS_CSV = 200_000
const SIGN_IN_FORM_SECONDS = 3600
/** Seconds a visitor turned away while the panel is busy signing others in is told to wait. */
const BUSY_RETRY_SECONDS = 5

const htmlAnswer = (visit: Visit, status: number, body: Html, cookies: CookieSet = []) =>
  HttpServerResponse.text(body.text, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: securityHeaders(visit.secure),
  }).pipe(HttpServerResponse.unsafeSetCookies(cookies))

const redirect = (visit: Visit, location: string, cookies: CookieSet = []) =>
  HttpServerResponse.empty({
    status: 303,
    headers: { ...securityHeaders(visit.secure), location },
  }).pipe(HttpServerResponse.unsafeSetCookies(cookies))

const messagePage = (visit: Visit, status: number, title: string, message: string, signedIn?: SignedIn) =>
  htmlAnswer(
    visit,
    status,
    page({ title, signedIn }, html`<div class="notice error" role="alert">${message}</div>`),
  )

/** A form post's fields: at most `MAX_BODY_BYTES` (as an API body), or undefined for any body that cannot be read. */
const readForm = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(
    Effect.either(readAtMost(NodeHttpServerRequest.toIncomingMessage(request), MAX_BODY_BYTES)),
    (read) =>
      read._tag === "Left" || read.right === "tooLarge"
        ? undefined
        : UrlParams.fromInput(new URLSearchParams(new TextDecoder().decode(read.right))),
  )

const integerField = (form: UrlParams.UrlParams, name: string): number | undefined =>
  Option.match(UrlParams.getFirst(form, name), {
    onNone: () => undefined,
    onSome: (text) => (text.trim() === "" ? Number.NaN : Number(text.trim())),
  })

const textField = (form: UrlParams.UrlParams, name: string): string =>
  Option.getOrElse(UrlParams.getFirst(form, name), () => "")

const dayStart = (day: string): number | undefined =>
  DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00.000Z`))
    ? Date.parse(`${day}T00:00:00.000Z`)
    : undefined

/**
 * The admin panel under `/admin` (issue 25): sign-in with an operator's credential, a session cookie
 * kept in the store, a CSRF token on every form, and pages over the same store operations as the
 * operator commands: keys, the audit log, the queue and single audits. Server-rendered HTML, no script.
 */
export const AdminLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const store = {
      operators: yield* Operators,
      keys: yield* Keys,
      auditLog: yield* AuditLog,
      audits: yield* Audits,
      usage: yield* Usage,
      queue: yield* PageQueue,
    }
    const settings = yield* ServerSettings
    const audits = yield* AuditReader
    const trustProxy = settings.trustProxy
    const gate = yield* makeSignInGate()

    const visitOf = Effect.map(HttpServerRequest.HttpServerRequest, (request) => ({
      request,
      secure: isSecure(request, trustProxy),
    }))

    /** Whatever went wrong that is not the visitor's doing: logged, and a plain 503 page. */
    const guarded = <R>(
      handler: (visit: Visit) => Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>,
    ) =>
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

    /** A page for signed-in operators only; others go to the sign-in form. */
    const signedIn = <R>(
      handler: (visit: SignedVisit) => Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>,
    ) =>
      guarded((visit) =>
        Effect.gen(function* () {
          const token = cookieOf(visit.request, SESSION_COOKIE)
          const session = token === undefined ? Option.none() : yield* store.operators.session(token)
          if (token === undefined || Option.isNone(session)) return redirect(visit, `${ADMIN_PATH}/sign-in`)
          return yield* handler({
            ...visit,
            token,
            signedIn: { label: session.value.operator.label, csrf: csrfTokenOf(token) },
          })
        }),
      )

    /** A form post of a signed-in operator: refused with 403, changing nothing, unless its CSRF token is the session's. */
    const signedForm = <R>(
      handler: (
        visit: SignedVisit,
        form: UrlParams.UrlParams,
      ) => Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>,
    ) =>
      signedIn((visit) =>
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

    const logChange = (visit: SignedVisit, action: string, subject: string) =>
      Effect.logInfo("admin change").pipe(
        Effect.annotateLogs({ operator: visit.signedIn.label, action, subject }),
      )

    // Sign-in.

    /** Unauthenticated work that reads the database or hashes: through the gate, or 503 when its line is full. */
    const gated = <R>(visit: Visit, work: Effect.Effect<HttpServerResponse.HttpServerResponse, unknown, R>) =>
      Effect.flatMap(
        gate(work),
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

    const signInForm = (visit: Visit, status: number, notice?: Notice, label?: string) =>
      Effect.gen(function* () {
        if (!(yield* store.operators.hasActive)) return htmlAnswer(visit, status, noOperatorPage())
        const existing = cookieOf(visit.request, SIGN_IN_COOKIE)
        const csrf = existing ?? newSignInToken()
        return htmlAnswer(visit, status, signInPage(csrf, notice, label), [
          [SIGN_IN_COOKIE, csrf, cookieOptions(SIGN_IN_FORM_SECONDS, visit.secure)],
        ])
      })

    yield* router.get(
      `${ADMIN_PATH}/admin.css`,
      Effect.flatMap(visitOf, (visit) =>
        Effect.succeed(
          HttpServerResponse.text(ADMIN_CSS, {
            contentType: "text/css; charset=utf-8",
            headers: { ...securityHeaders(visit.secure), "cache-control": "max-age=300" },
          }),
        ),
      ),
    )
    const home = guarded((visit) =>
      Effect.gen(function* () {
        const token = cookieOf(visit.request, SESSION_COOKIE)
        const session = token === undefined ? Option.none() : yield* store.operators.session(token)
        return Option.isSome(session)
          ? redirect(visit, `${ADMIN_PATH}/keys`)
          : yield* gated(visit, signInForm(visit, 200))
      }),
    )
    yield* router.get(ADMIN_PATH, home)
    yield* router.get(
      `${ADMIN_PATH}/sign-in`,
      guarded((visit) => gated(visit, signInForm(visit, 200))),
    )
    /** A sign-in try whose form was read: its CSRF token, the limits, the credential, the answer. */
    const signInTry = (visit: Visit, form: UrlParams.UrlParams) =>
      Effect.gen(function* () {
        const label = textField(form, "operator")
        if (!sameToken(textField(form, "csrf"), cookieOf(visit.request, SIGN_IN_COOKIE)))
          return yield* signInForm(
            visit,
            403,
            {
              kind: "error",
              message: "The form was out of date (or not from this panel). Sign in again.",
            },
            label,
          )
        if (!(yield* store.operators.hasActive)) return htmlAnswer(visit, 403, noOperatorPage())
        const address = clientAddress(visit.request, trustProxy)
        const outcome = yield* store.operators.signIn({
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
            return yield* signInForm(
              visit,
              401,
              { kind: "error", message: "Wrong operator or credential." },
              label,
            )
          case "TooManyFailures": {
            const minutes = Math.ceil(outcome.retryAfter / 60)
            const answer = yield* signInForm(
              visit,
              429,
              {
                kind: "error",
                message: `Too many wrong sign-ins from this address or for this operator. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
              },
              label,
            )
            return HttpServerResponse.setHeader(answer, "retry-after", String(outcome.retryAfter))
          }
        }
      })

    yield* router.post(
      `${ADMIN_PATH}/sign-in`,
      guarded((visit) =>
        Effect.gen(function* () {
          const form = yield* readForm(visit.request)
          if (form === undefined)
            return yield* messagePage(visit, 400, "Unreadable form", "The form could not be read.")
          return yield* gated(visit, signInTry(visit, form))
        }),
      ),
    )
    yield* router.post(
      `${ADMIN_PATH}/sign-out`,
      signedForm((visit) =>
        Effect.gen(function* () {
          yield* store.operators.signOut(visit.token)
          return redirect(visit, `${ADMIN_PATH}/sign-in`, [
            [SESSION_COOKIE, "", cookieOptions(0, visit.secure)],
          ])
        }),
      ),
    )

    // Keys: the same store operations as `svc-server keys`.

    const keysAnswer = (
      visit: SignedVisit,
      status: number,
      extra: { notice?: Notice; created?: { key: string; record: ApiKeyRecord } } = {},
    ) =>
      Effect.gen(function* () {
        const keys = yield* store.keys.list({ includeRevoked: true })
        const usage = yield* store.usage.keyUsage(Date.now())
        return htmlAnswer(visit, status, keysPage({ signedIn: visit.signedIn, keys, usage, ...extra }))
      })

    const refusedChange = (visit: SignedVisit) => (error: { readonly message: string }) =>
      keysAnswer(visit, 400, { notice: { kind: "error", message: error.message } })

    const settingsOf = (form: UrlParams.UrlParams) => ({
      label: textField(form, "label"),
      pagesPerSite: integerField(form, "pagesPerSite"),
      auditsPerHour: integerField(form, "auditsPerHour"),
      fullAuditCost: integerField(form, "fullAuditCost"),
    })

    yield* router.get(
      `${ADMIN_PATH}/keys`,
      signedIn((visit) => keysAnswer(visit, 200)),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys`,
      signedForm((visit, form) =>
        store.keys.create(settingsOf(form)).pipe(
          Effect.tap((created) => logChange(visit, "key created", created.record.label)),
          Effect.flatMap((created) =>
            keysAnswer(visit, 200, {
              created: { key: Redacted.value(created.key), record: created.record },
            }),
          ),
          Effect.catchTags({
            InvalidKeySettings: refusedChange(visit),
            LabelTaken: refusedChange(visit),
            KeyNotFound: refusedChange(visit),
          }),
        ),
      ),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys/:id`,
      signedForm((visit, form) =>
        Effect.flatMap(HttpRouter.params, (params) =>
          store.keys.set(params.id ?? "", settingsOf(form)).pipe(
            Effect.tap((record) => logChange(visit, "key changed", record.label)),
            Effect.flatMap((record) =>
              keysAnswer(visit, 200, { notice: { kind: "done", message: `Saved ${record.label}.` } }),
            ),
            Effect.catchTags({
              InvalidKeySettings: refusedChange(visit),
              LabelTaken: refusedChange(visit),
              KeyNotFound: refusedChange(visit),
              AmbiguousKey: refusedChange(visit),
            }),
          ),
        ),
      ),
    )
    yield* router.post(
      `${ADMIN_PATH}/keys/:id/revoke`,
      signedForm((visit) =>
        Effect.flatMap(HttpRouter.params, (params) =>
          store.keys.revoke(params.id ?? "").pipe(
            Effect.tap((record) => logChange(visit, "key revoked", record.label)),
            Effect.flatMap((record) =>
              keysAnswer(visit, 200, {
                notice: {
                  kind: "done",
                  message: `Revoked ${record.label}: the API refuses it within 5 seconds.`,
                },
              }),
            ),
            Effect.catchTags({ KeyNotFound: refusedChange(visit), AmbiguousKey: refusedChange(visit) }),
          ),
        ),
      ),
    )

    // The audit log.

    const logQueryOf = (visit: Visit): { query: AuditLogQuery; filter: AuditLogFilter; problem?: string } => {
      const search = new URL(visit.request.url, "http://admin.invalid").searchParams
      const query: AuditLogQuery = {
        key: search.get("key") ?? "",
        status: search.get("status") ?? "",
        from: search.get("from") ?? "",
        to: search.get("to") ?? "",
      }
      const from = dayStart(query.from)
      const to = dayStart(query.to)
      const status = query.status === "done" || query.status === "failed" ? query.status : undefined
      const problems = [
        ...(query.from !== "" && from === undefined ? [`"${query.from}" is not a day (YYYY-MM-DD).`] : []),
        ...(query.to !== "" && to === undefined ? [`"${query.to}" is not a day (YYYY-MM-DD).`] : []),
        ...(query.status !== "" && status === undefined ? ["The status is done or failed."] : []),
      ]
      return {
        query,
        filter: {
          keyLabel: query.key === "" ? undefined : query.key,
          status,
          from,
          until: to === undefined ? undefined : to + DAY_MS,
        },
        ...(problems.length === 0 ? {} : { problem: `${problems.join(" ")} That filter is left out.` }),
      }
    }

    yield* router.get(
      `${ADMIN_PATH}/audit-log`,
      signedIn((visit) =>
        Effect.gen(function* () {
          const { query, filter, problem } = logQueryOf(visit)
          const rows = yield* store.auditLog.search(filter, LOG_ROWS_SHOWN)
          const keyLabels = yield* store.auditLog.keyLabels
          return htmlAnswer(
            visit,
            200,
            auditLogPage({
              signedIn: visit.signedIn,
              query,
              keyLabels,
              rows,
              shown: LOG_ROWS_SHOWN,
              problem,
            }),
          )
        }),
      ),
    )
    yield* router.get(
      `${ADMIN_PATH}/audit-log.csv`,
      signedIn((visit) =>
        Effect.gen(function* () {
          const rows = yield* store.auditLog.search(logQueryOf(visit).filter, LOG_ROWS_CSV)
          return HttpServerResponse.text(auditLogCsv(rows), {
            contentType: "text/csv; charset=utf-8",
            headers: {
              ...securityHeaders(visit.secure),
              "content-disposition": 'attachment; filename="svc-audit-log.csv"',
            },
          })
        }),
      ),
    )

    // The queue and single audits.

    yield* router.get(
      `${ADMIN_PATH}/queue`,
      signedIn((visit) =>
        Effect.gen(function* () {
          const now = Date.now()
          const queue = yield* store.queue.overview
          return htmlAnswer(visit, 200, queuePage({ signedIn: visit.signedIn, queue, now }))
        }),
      ),
    )
    yield* router.get(
      `${ADMIN_PATH}/audits/:id`,
      signedIn((visit) =>
        Effect.gen(function* () {
          const id = (yield* HttpRouter.params).id ?? ""
          const owner = AUDIT_ID.test(id) ? yield* store.audits.owner(id) : Option.none()
          const view = Option.isSome(owner) ? yield* store.audits.get(owner.value.keyId, id) : Option.none()
          if (Option.isNone(owner) || Option.isNone(view))
            return yield* messagePage(
              visit,
              404,
              "No such audit",
              `No audit has the id "${id}".`,
              visit.signedIn,
            )
          const record = yield* audits.buildRecord(view.value)
          return htmlAnswer(
            visit,
            200,
            auditPage({ signedIn: visit.signedIn, record, keyLabel: owner.value.keyLabel }),
          )
        }),
      ),
    )
    yield* router.get(
      `${ADMIN_PATH}/audits/:id/pages/:index/report`,
      signedIn((visit) =>
        Effect.gen(function* () {
          const params = yield* HttpRouter.params
          const id = params.id ?? ""
          const index = /^\d{1,4}$/.test(params.index ?? "") ? Number(params.index) : -1
          const owner = AUDIT_ID.test(id) ? yield* store.audits.owner(id) : Option.none()
          const view = Option.isSome(owner) ? yield* store.audits.get(owner.value.keyId, id) : Option.none()
          const record = Option.isSome(view) ? yield* audits.buildRecord(view.value) : undefined
          const entry = record?.pages[index]
          if (
            record === undefined ||
            entry === undefined ||
            (entry.status !== "done" && entry.status !== "failed")
          )
            return yield* messagePage(
              visit,
              404,
              "No such report",
              `No finished page ${params.index ?? ""} in an audit with the id "${id}".`,
              visit.signedIn,
            )
          const locale = Option.isSome(view) ? view.value.locale : "en"
          const report =
            entry.status === "done"
              ? renderHtmlReport(entry.result, {
                  locale,
                  ruleDocsUrl: settings.ruleDocsUrl,
                  ...(record.site ? { site: record.site } : {}),
                })
              : renderFailedHtmlReport(entry, { locale })
          return HttpServerResponse.text(report, {
            contentType: "text/html; charset=utf-8",
            headers: {
              ...securityHeaders(visit.secure),
              "content-security-policy": `${HTML_REPORT_CSP}; frame-ancestors 'none'`,
            },
          })
        }),
      ),
    )
    yield* router.all(
      `${ADMIN_PATH}/*`,
      guarded((visit) => messagePage(visit, 404, "Not found", "The panel has no such page.")),
    )
  }),
)
