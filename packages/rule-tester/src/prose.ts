// Page text for rule tests: varied prose in which no word dominates, so that density, stuffing and
// length checks judge what a case adds, not the filler.

const VOCABULARY =
  "bakers shape dough loaves morning oven crust flour water salt starter rye wheat spelt seeds knead proof bake cool slice butter market customers village river bridge mill grain harvest autumn winter recipe kitchen table family neighbours basket linen apron wooden paddle stone hearth fire smoke ash timber chimney window street corner square church bell clock evening lamp candle story letter journey travel season weather rain snow frost sunshine garden orchard apple plum honey cheese milk eggs".split(
    " ",
  )

/** `count` words of varied prose in sentences of twelve words, without digits or quotation marks. */
export const prose = (count: number, offset = 0): string => {
  const words: string[] = []
  for (let index = 0; index < count; index++) {
    const word = VOCABULARY[(index * 7 + offset) % VOCABULARY.length] ?? "bread"
    const first = index % 12 === 0
    const last = index % 12 === 11 || index === count - 1
    words.push(`${first ? word.charAt(0).toUpperCase() + word.slice(1) : word}${last ? "." : ""}`)
  }
  return words.join(" ")
}

/** `count` `<p>` paragraphs of `words` words of varied prose each, one per line; `from` skips as many first ones, so two calls never repeat a paragraph. */
export const proseParagraphs = (count: number, words: number, from = 0): string =>
  Array.from({ length: count }, (_, index) => `<p>${prose(words, (from + index) * 13)}</p>`).join("\n")
