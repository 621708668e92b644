/** `count` distinct words ("word0 word1 …", numbered from `from`), or `count` times one word. */
export const words = (count: number, word?: string, from = 0): string =>
  Array.from({ length: count }, (_, index) => word ?? `word${from + index}`).join(" ")

/** Paragraphs of `size` words each, `count` of them, as real-looking sentences. */
export const paragraphs = (count: number, size = 60): string =>
  Array.from(
    { length: count },
    (_, paragraph) =>
      `<p>${Array.from({ length: size }, (_, index) => `term${paragraph}x${index}`).join(" ")}, with a comma.</p>`,
  ).join("\n")

export const ARTICLE_URL = "https://example.com/blog/sourdough-bread"
export const OTHER_URL = "https://example.com/sourdough-bread"

export { prose, proseParagraphs } from "@svc/rule-tester"
