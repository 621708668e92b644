import type { BackendFailure } from "@svc/backend"
import { type ApiError, errorStatus } from "@svc/contract"
import { Refused, ServerFailure, SetupError } from "../errors"

/** What the server's answer adds to its own sentence, for the codes that carry more. */
const detailOf = (error: ApiError): string => {
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

/** The error a command ends with when a call of the backend failed for good. */
export const errorOfBackendFailure = (error: BackendFailure): Refused | ServerFailure | SetupError => {
  switch (error._tag) {
    case "ServerUnreachable":
      return new ServerFailure({ message: error.message })
    case "MissingKey":
      return new SetupError({ message: error.message })
    case "PageFailed":
      return new Refused({ code: error.code, message: `${error.message} (${error.code})` })
    default:
      return new Refused({
        code: error.code,
        message: `${error.message}${detailOf(error)} (${errorStatus[error.code]} ${error.code})`,
      })
  }
}
