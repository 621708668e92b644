import { checkAuditUrl, InvalidRequest } from "@svc/contract"
import { Either } from "effect"
import { type AddressGuard, canonicalAddress } from "./address-guard"
import { NotPublic } from "./errors"

/** The port a URL connects to: the one written, or the scheme's default. */
export const portOf = (url: URL): number =>
  url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port)

/**
 * The check every URL passes before it is requested — the target and every redirect hop: an absolute
 * http(s) URL without userinfo whose host is a public IP literal or a DNS name that may be public
 * (`checkAuditUrl`, decision 3), unless the guard lets that non-public host through. A DNS name is
 * checked again when it is resolved, at connect time. Never throws.
 */
export const checkTarget = (
  text: string,
  guard: AddressGuard,
  hop: { readonly redirected: boolean } = { redirected: false },
): Either.Either<URL, InvalidRequest | NotPublic> => {
  const strict = checkAuditUrl(text)
  if (Either.isRight(strict)) return Either.right(new URL(strict.right.page))
  const relaxed = checkAuditUrl(text, { allowPrivateTargets: true })
  if (Either.isLeft(relaxed)) {
    return Either.left(new InvalidRequest({ message: `The URL ${JSON.stringify(text)} ${relaxed.left}.` }))
  }
  const url = new URL(relaxed.right.page)
  const address = canonicalAddress(url.hostname)
  const allowed =
    guard.allowsEveryTarget || (address !== undefined && guard.allowsAddress(address, portOf(url)))
  if (allowed) return Either.right(url)
  return Either.left(
    new NotPublic({
      message: `${hop.redirected ? "A redirect leads to" : "The URL names"} the host ${url.hostname}, which is not a public address.`,
      host: url.hostname,
      ...(address === undefined ? {} : { address }),
      redirected: hop.redirected,
    }),
  )
}
