/** A value the page wrote, as a message shows it: white space collapsed, cut to `max` characters. */
export const shown = (value: string, max = 80): string => {
  const characters = [...value.replace(/\s+/gu, " ").trim()]
  return characters.length > max ? `${characters.slice(0, max - 1).join("")}…` : characters.join("")
}
