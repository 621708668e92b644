/** Collapses runs of white space to one space and trims. */
export const collapse = (text: string): string => text.replace(/\s+/gu, " ").trim()

/** A value the page wrote, its white space collapsed and cut to `max` characters for a message. */
export const shortened = (text: string, max = 80): string => {
  const characters = [...collapse(text)]
  return characters.length > max ? `${characters.slice(0, max - 1).join("")}…` : characters.join("")
}
