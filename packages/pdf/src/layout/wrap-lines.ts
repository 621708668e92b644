import LineBreaker from "linebreak"

/**
 * The lines `text` takes in `width`, broken where Unicode's line-breaking rules (UAX #14) allow, as
 * pdfkit's own wrapper does; a word wider than a whole line is cut between characters. A line's
 * trailing spaces do not count against the width (they hang, as in a browser) and are dropped.
 * `widthOf` measures one line of text.
 */
export const wrapLines = (text: string, width: number, widthOf: (text: string) => number): string[] => {
  const lines: string[] = []
  let line = ""
  // The width of `line` including its trailing spaces, which the next word sits after.
  let used = 0
  const endLine = () => {
    lines.push(line.trimEnd())
    line = ""
    used = 0
  }
  const add = (word: string) => {
    const inked = word.trimEnd()
    if (line !== "" && used + widthOf(inked) > width) endLine()
    if (widthOf(inked) > width) {
      for (const piece of cutToFit(inked, width, widthOf)) {
        if (line !== "") endLine()
        line = piece
        used = widthOf(piece)
      }
      return
    }
    line += word
    used += widthOf(word)
  }

  const breaker = new LineBreaker(text)
  let start = 0
  for (let opportunity = breaker.nextBreak(); opportunity; opportunity = breaker.nextBreak()) {
    const word = text.slice(start, opportunity.position)
    start = opportunity.position
    if (opportunity.required) {
      add(word.replace(/[\n\r]+$/, ""))
      endLine()
    } else add(word)
  }
  if (line !== "" || lines.length === 0) endLine()
  return lines
}

/** `word` cut between characters into pieces that each fit `width` (at least one character each). */
const cutToFit = (word: string, width: number, widthOf: (text: string) => number): string[] => {
  const characters = [...word]
  const pieces: string[] = []
  let start = 0
  while (start < characters.length) {
    // The longest prefix that fits, found by halving: widths grow with length.
    let low = start + 1
    let high = characters.length
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (widthOf(characters.slice(start, middle).join("")) <= width) low = middle
      else high = middle - 1
    }
    pieces.push(characters.slice(start, low).join(""))
    start = low
  }
  return pieces
}
