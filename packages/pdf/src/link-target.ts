/** The address a link may point to: only absolute http(s) URLs become clickable, anything else stays text. */
export const linkTarget = (address: string | null): string | undefined => {
  if (address === null || address.length > 4096) return undefined
  try {
    const url = new URL(address)
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined
  } catch {
    return undefined
  }
}
