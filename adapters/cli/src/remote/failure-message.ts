import { Refused, ServerFailure } from "../errors"
import type { CallFailure } from "./call-failure"
import { MAX_FAULT_RETRIES } from "./retry-policy"

/** What the server's answer adds to its own sentence, for the codes that carry more. */
const detailOf = (failure: Extract<CallFailure, { _tag: "Answer" }>): string => {
  const { error } = failure
  switch (error._tag) {
    case "Unauthorized":
      return " Check the key in SVC_API_KEY."
    case "DomainLimit":
      return ` ${error.availableUrl} can be audited again today; this key may audit ${error.pagesPerSite} page(s) of a site a day.`
    case "Unreachable":
      return ` (host ${error.host})`
    case "RateLimited":
    case "QueueFull":
    case "Unavailable":
    case "NotConfigured":
      return ` Try again in ${error.retryAfter} s.`
    default:
      return ""
  }
}

/** The error a command ends with when the policy stops on `failure`. */
export const errorOfFailure = (failure: CallFailure, baseUrl: string): Refused | ServerFailure => {
  switch (failure._tag) {
    case "Answer":
      return new Refused({
        code: failure.code,
        message: `${failure.error.message}${detailOf(failure)} (${failure.status} ${failure.code})`,
      })
    case "Gateway":
      return new ServerFailure({
        message: `The svc server at ${baseUrl} answered HTTP ${failure.status} ${MAX_FAULT_RETRIES + 1} times in a row; try again later.`,
      })
    case "Transport":
      return new ServerFailure({
        message: `The svc server at ${baseUrl} could not be reached: ${failure.detail}.`,
      })
    case "Unexpected":
      return new ServerFailure({ message: `The svc server at ${baseUrl} answered ${failure.detail}.` })
  }
}
