/** Collapses runs of white space to one space and trims. */
export const collapse = (text: string): string => text.replace(/\s+/gu, " ").trim()
