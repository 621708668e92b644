import { Either } from "effect"
import { MAX_URL_LENGTH } from "./limits"
import { classifyHost } from "./public-address"

/** A URL accepted for auditing: the text as the caller sent it (trimmed) and the address it denotes. */
export interface AcceptedUrl {
  /** The caller's text without surrounding white space; echoed back in page entries. */
  readonly sent: string
  /** The WHATWG serialisation without the fragment: two entries with the same `page` are one page. */
  readonly page: string
}

const ABSOLUTE_HTTP = /^https?:\/\//i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

/** The authority as written: between `//` and the first `/`, `?`, `#` or `\`. */
const writtenAuthority = (text: string): string => {
  const rest = text.replace(ABSOLUTE_HTTP, "")
  const end = rest.search(/[/?#\\]/)
  return end === -1 ? rest : rest.slice(0, end)
}

const parse = (text: string): URL | undefined => {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** How strictly targets are checked. */
export interface TargetPolicy {
  /**
   * Accept loopback, private and other non-public hosts. Off by default; only an operator's explicit
   * flag (a server audited in tests) or the embedded CLI's `--allow-private` turns it on.
   */
  readonly allowPrivateTargets?: boolean | undefined
}

/**
 * Accepts `text` when it is an absolute http(s) URL of at most 2,048 characters, without userinfo,
 * whose host is a public IP literal or a DNS name that may be public (decision 3) — or any host when
 * the policy allows private targets. The left side says, in English, why it was refused. Whether the
 * name resolves to a public address is decided later, when the target is fetched.
 */
export const checkAuditUrl = (
  text: string,
  policy: TargetPolicy = {},
): Either.Either<AcceptedUrl, string> => {
  const sent = text.trim()
  if (sent.length === 0) return Either.left("is empty")
  if (sent.length > MAX_URL_LENGTH) return Either.left(`is longer than ${MAX_URL_LENGTH} characters`)
  if (CONTROL_CHARACTER.test(sent)) return Either.left("contains a control character")
  if (!ABSOLUTE_HTTP.test(sent)) return Either.left("is not an absolute http:// or https:// URL")
  const authority = writtenAuthority(sent)
  if (authority.includes("@"))
    return Either.left("contains userinfo (user:password@); send the URL without it")
  const url = parse(sent)
  if (url === undefined || authority.length === 0) return Either.left("is not a valid URL")
  switch (classifyHost(url.hostname)) {
    case "public-ip":
    case "dns-name":
      url.hash = ""
      return Either.right({ sent, page: url.href })
    case "non-public-ip":
    case "non-public-name":
      if (policy.allowPrivateTargets) {
        url.hash = ""
        return Either.right({ sent, page: url.href })
      }
      return Either.left(`has the host ${url.hostname}, which is not a public address`)
    case "invalid":
      return Either.left(`has the host ${url.hostname}, which is neither a DNS name nor an IP address`)
  }
}
