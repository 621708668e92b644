/** A page text for a message: white space collapsed, cut at `max` characters. */
export const shortened = (text: string, max = 80): string => {
  const collapsed = text.replace(/\s+/g, " ").trim()
  return collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed
}
