const WORDS =
  "bakers shape dough loaves morning oven crust flour water salt starter rye wheat spelt seeds knead proof bake cool slice butter market customers village river bridge mill grain harvest autumn winter recipe kitchen table family".split(
    " ",
  )

/** `count` words of text drawn pseudo-randomly by `seed`: texts of two seeds share almost no five-word run. */
export const textOf = (seed: number, count = 240): string => {
  let state = (seed * 0x9e3779b1) >>> 0
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return WORDS[(state >>> 16) % WORDS.length]
  }).join(" ")
}

/** The text of `textOf(seed)` with `changes` words, spread evenly, replaced: similar, not the same. */
export const editedText = (seed: number, changes: number, count = 240): string => {
  const every = Math.floor(count / (changes + 1))
  return textOf(seed, count)
    .split(" ")
    .map((word, index) =>
      index > 0 && index % every === 0 && index / every <= changes ? `changed${index}` : word,
    )
    .join(" ")
}
