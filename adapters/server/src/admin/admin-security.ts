import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import type { IncomingMessage } from "node:http"
import type * as HttpServerRequest from "@effect/platform/HttpServerRequest"
import { Option } from "effect"

/** The session cookie: its token's digest is the session's key in the store. */
export const SESSION_COOKIE = "svc_admin"
/** The sign-in form's own CSRF cookie (double submit): no session exists yet to derive one from. */
export const SIGN_IN_COOKIE = "svc_admin_sign_in"
/** Where the panel lives; its cookies go nowhere else. */
export const ADMIN_PATH = "/admin"

/**
 * Headers of every panel answer: no script at all, styles from the panel only, no framing, no
 * referrer, nothing cached. No CORS header is ever sent (decision 11).
 */
export const securityHeaders = (secure: boolean): Readonly<Record<string, string>> => ({
  "content-security-policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "cache-control": "no-store",
  ...(secure ? { "strict-transport-security": "max-age=31536000" } : {}),
})

/**
 * Whether the request came over https: on a TLS socket, or — only when the operator trusts the proxy
 * in front — through one that says so in `X-Forwarded-Proto`.
 */
export const isSecure = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean): boolean => {
  const source = request.source as Partial<IncomingMessage>
  const socket = source.socket as { readonly encrypted?: boolean } | undefined
  if (socket?.encrypted === true) return true
  if (!trustProxy) return false
  const forwarded = request.headers["x-forwarded-proto"]
  return typeof forwarded === "string" && forwarded.split(",")[0]?.trim().toLowerCase() === "https"
}

/**
 * The address sign-in failures are counted against: the peer's, or — only when the proxy is trusted —
 * the last address the proxy appended to `X-Forwarded-For`.
 */
export const clientAddress = (request: HttpServerRequest.HttpServerRequest, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = request.headers["x-forwarded-for"]
    const last = typeof forwarded === "string" ? forwarded.split(",").at(-1)?.trim() : undefined
    if (last !== undefined && last !== "") return last
  }
  return Option.getOrElse(request.remoteAddress, () => "unknown")
}

/** A cookie the request carries, by name. */
export const cookieOf = (request: HttpServerRequest.HttpServerRequest, name: string): string | undefined => {
  const value = request.cookies[name]
  return value === undefined || value === "" ? undefined : value
}

/** The attributes of every panel cookie: HttpOnly, SameSite=Strict, the panel's path only, Secure over https. */
export const cookieOptions = (maxAgeSeconds: number, secure: boolean) => ({
  path: ADMIN_PATH,
  maxAge: `${Math.max(0, Math.floor(maxAgeSeconds))} seconds` as const,
  httpOnly: true,
  sameSite: "strict" as const,
  secure,
})

/** The CSRF token of a session: derived from its token, so it is known to the panel and to no one else. */
export const csrfTokenOf = (sessionToken: string): string =>
  createHash("sha256").update(`svc admin csrf\0${sessionToken}`, "utf8").digest("base64url")

/** A random token for the sign-in form's double submit. */
export const newSignInToken = (): string => randomBytes(32).toString("base64url")

/** Compares a token a form sent with the one expected, in constant time; a missing one never matches. */
export const sameToken = (sent: string | undefined, expected: string | undefined): boolean => {
  if (sent === undefined || expected === undefined) return false
  const a = Buffer.from(sent, "utf8")
  const b = Buffer.from(expected, "utf8")
  return a.length === b.length && timingSafeEqual(a, b)
}
