import type { Cookie } from "@effect/platform/Cookies"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import * as HttpServerResponse from "@effect/platform/HttpServerResponse"
import { html, type Markup } from "@svc/html-report"
import { securityHeaders } from "./admin-security"
import { page, type SignedIn } from "./layout"

export type CookieSet = ReadonlyArray<readonly [string, string, Cookie["options"]]>

/** A request's view of the panel: whether it came over https. */
export interface Visit {
  readonly request: HttpServerRequest.HttpServerRequest
  readonly secure: boolean
}

/** A visit of a signed-in operator: its session token and what the pages show of it. */
export interface SignedVisit extends Visit {
  readonly signedIn: SignedIn
  readonly token: string
}

/** A page of the panel, under its security headers. */
export const htmlAnswer = (visit: Visit, status: number, body: Markup, cookies: CookieSet = []) =>
  HttpServerResponse.text(body.html, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: securityHeaders(visit.secure),
  }).pipe(HttpServerResponse.unsafeSetCookies(cookies))

/** See other (303): where a form post leads, so reloading does not post again. */
export const redirect = (visit: Visit, location: string, cookies: CookieSet = []) =>
  HttpServerResponse.empty({
    status: 303,
    headers: { ...securityHeaders(visit.secure), location },
  }).pipe(HttpServerResponse.unsafeSetCookies(cookies))

/** A page that only says why: a refusal, a page not found, a fault. */
export const messagePage = (
  visit: Visit,
  status: number,
  title: string,
  message: string,
  signedIn?: SignedIn,
) =>
  htmlAnswer(
    visit,
    status,
    page({ title, signedIn }, html`<div class="notice error" role="alert">${message}</div>`),
  )

/** The query string of the visit's address. */
export const searchOf = (visit: Visit): URLSearchParams =>
  new URL(visit.request.url, "http://admin.invalid").searchParams
