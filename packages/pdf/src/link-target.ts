import { httpUrl } from "@svc/core"

/** The address a link may point to: only absolute http(s) URLs become clickable, anything else stays text. */
export const linkTarget = (address: string | null): string | undefined =>
  address === null || address.length > 4096 ? undefined : httpUrl(address)
