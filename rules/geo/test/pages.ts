// Page text for the GEO tests: varied prose (no word dominates), and addresses that decide the page type.

/** An article address: the URL path makes the page an article. */
export const ARTICLE_URL = "https://bakery.example/blog/sourdough"
/** An informational page that is neither home, article, product nor contact. */
export const GUIDE_URL = "https://bakery.example/guide"

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

/** `count` paragraphs of `words` words each. */
export const paragraphs = (count: number, words: number): string =>
  Array.from({ length: count }, (_, index) => `<p>${prose(words, index * 13)}</p>`).join("\n")
