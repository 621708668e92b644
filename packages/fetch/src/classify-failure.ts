import { Unreachable } from "@svc/contract"
import { canonicalAddress } from "./address-guard"
import { type FetchError, isFetchError, NotPublic, Timeout, TooLarge, TooManyCodings } from "./errors"
import { GuardRefusal } from "./guarded-connector"
import type { FetchLimits } from "./limits"
import { BodyTooLarge, BudgetSpent, CodingsOverLimit, UnsupportedEncoding } from "./read-body"

/** Where a fetch was when it failed: the URL being requested and whether a redirect led there. */
export interface FailureContext {
  readonly url: URL
  readonly redirected: boolean
  readonly limits: FetchLimits
  readonly connectTimeoutMs: number
  /** Aborted when the overall deadline passed. */
  readonly deadline: AbortSignal
}

const codeOf = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === "string") return code
  const cause = (error as { cause?: unknown }).cause
  return cause === undefined ? undefined : codeOf(cause)
}

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH)/

/** Why a host could not be reached, in words a site owner understands. */
const unreachableReason = (code: string | undefined, error: unknown, connectTimeoutMs: number): string => {
  switch (code) {
    case "ENOTFOUND":
    case "EAI_NONAME":
    case "EAI_NODATA":
      return "does not resolve in DNS"
    case "EAI_AGAIN":
      return "could not be resolved (DNS did not answer)"
    case "ECONNREFUSED":
      return "refused the connection"
    case "ECONNRESET":
    case "EPIPE":
    case "UND_ERR_SOCKET":
    case "UND_ERR_CLOSED":
      return "closed the connection before answering"
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "is not reachable from here"
    case "UND_ERR_CONNECT_TIMEOUT":
    case "ETIMEDOUT":
      return `did not accept a connection within ${seconds(connectTimeoutMs)}`
    default:
      if (code !== undefined && TLS_CODE.test(code)) {
        return `failed the TLS handshake (${code}): browsers would show a security warning`
      }
      if (code?.startsWith("Z_")) return "sent a compressed body that cannot be decompressed"
      // undici's HTTPParserError often carries no code, only its name.
      if (
        code?.startsWith("HPE_") ||
        code === "UND_ERR_HEADERS_OVERFLOW" ||
        (error instanceof Error && error.name === "HTTPParserError")
      )
        return "sent a response that is not valid HTTP"
      // The code or the kind of error, never its message: a system error's message names the address
      // that was dialled.
      return `could not be fetched (${code ?? (error instanceof Error ? error.name : typeof error)})`
  }
}

/**
 * Turns whatever a fetch threw into one of the typed fetch errors. The guard's refusal is `NotPublic`,
 * a passed deadline or a stalled response `Timeout`, an oversized body `TooLarge`, too many stacked
 * content codings `TooManyCodings`, and every network, DNS, TLS or protocol failure `Unreachable`
 * with the reason in its message.
 */
export const classifyFailure = (error: unknown, context: FailureContext): FetchError => {
  if (isFetchError(error)) return error
  const host = context.url.hostname
  if (error instanceof GuardRefusal) {
    // The host only, never the address it resolved to: a caller trying names one after another
    // would otherwise map the names of a private network.
    return new NotPublic({
      message: `${context.redirected ? "A redirect leads to" : "The URL names"} ${host}, which ${canonicalAddress(host) === undefined ? "resolves to no public address" : "is not a public address"}.`,
      host,
      address: error.address,
      redirected: context.redirected,
    })
  }
  if (error instanceof BodyTooLarge) {
    return new TooLarge({
      message: `${context.url.href} is larger than ${error.limitBytes} bytes once decoded.`,
      host,
      limitBytes: error.limitBytes,
    })
  }
  if (error instanceof BudgetSpent) {
    return new TooLarge({
      message: `${context.url.href} was cut off: ${error.message}.`,
      host,
      limitBytes: error.budget.limitBytes,
    })
  }
  if (error instanceof CodingsOverLimit) {
    return new TooManyCodings({
      message: `${context.url.href} declares ${error.codings} stacked content codings; svc undoes at most ${error.limit}.`,
      host,
      codings: error.codings,
      limit: error.limit,
    })
  }
  const code = codeOf(error)
  if (context.deadline.aborted) {
    return new Timeout({
      message: `${context.url.href} did not finish within ${seconds(context.limits.deadlineMs)}.`,
      host,
      limitMs: context.limits.deadlineMs,
    })
  }
  if (code === "UND_ERR_HEADERS_TIMEOUT") {
    return new Timeout({
      message: `${host} sent no response head within ${seconds(context.limits.headersTimeoutMs)}.`,
      host,
      limitMs: context.limits.headersTimeoutMs,
    })
  }
  if (code === "UND_ERR_BODY_TIMEOUT") {
    return new Timeout({
      message: `${host} stopped sending the body for ${seconds(context.limits.bodyTimeoutMs)}.`,
      host,
      limitMs: context.limits.bodyTimeoutMs,
    })
  }
  if (error instanceof UnsupportedEncoding) {
    return new Unreachable({ message: `${host} ${error.message}.`, host })
  }
  return new Unreachable({
    message: `${host} ${unreachableReason(code, error, context.connectTimeoutMs)}.`,
    host,
  })
}
