/** A page text for evidence: white space collapsed, cut at `max` characters, in quotes. */
export const quote = (text: string, max = 80): string => {
  const collapsed = text.replace(/\s+/g, " ").trim()
  return `"${collapsed.length > max ? `${collapsed.slice(0, max - 1)}…` : collapsed}"`
}

/** "1 word", "3 words". */
export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? "" : "s"}`
