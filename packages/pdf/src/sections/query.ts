import type { Result } from "@svc/contract"
import type { Canvas } from "../layout/canvas"
import { drawBar } from "../layout/graphics"
import { type Block, keyValue, placeAll } from "../layout/key-value"
import { keptHeight, sectionHeading } from "../layout/section"
import { styles, withColor } from "../layout/text-style"
import { colors, contentWidth, page, scoreColor } from "../theme"

const keyWidth = 150
const chipGap = 5
const chipHeight = 15
const maxSuggestions = 20

/** The phrase the page was measured against, where it came from, how well the page matches it, and the suggestions. */
export const drawQuery = (canvas: Canvas, result: Result) => {
  const { t, print } = canvas
  const { query } = result
  const blocks: Block[] = []
  if (query.source === "none" || query.primary.trim() === "") {
    blocks.push(keyValue(canvas, t("query.phrase"), t("query.source.none")))
  } else {
    const phrase = `${t("query.quoted", { phrase: print(query.primary, 300) })} · ${t(`query.source.${query.source}`)}`
    blocks.push(keyValue(canvas, t("query.phrase"), phrase, { valueStyle: styles.bodyBold }))
    blocks.push(matchRow(canvas, query.score))
  }
  blocks.push(suggestionsRow(canvas, query.suggestions))
  sectionHeading(canvas, t("section.query"), keptHeight(blocks.map((block) => block.height)))
  placeAll(canvas, blocks)
}

const matchRow = (canvas: Canvas, score: number | null): Block => {
  const height = 20
  return {
    height,
    draw: (top) => {
      canvas.write(canvas.t("query.match"), styles.mutedBold, page.left, top + 5, keyWidth - 8)
      const x = page.left + keyWidth
      const shown = score === null ? canvas.t("notMeasured") : String(score)
      const style = score === null ? styles.muted : withColor(styles.bodyBold, scoreColor(score))
      canvas.write(shown, style, x, top + 4, 60)
      drawBar(canvas.doc, x + 34, top + 6.5, 180, 6, score)
    },
  }
}

/** The suggestions as chips that wrap like words; the row grows with them. */
const suggestionsRow = (canvas: Canvas, suggestions: ReadonlyArray<string>): Block => {
  const { t, print } = canvas
  const key = t("query.suggestions")
  const shown = suggestions.slice(0, maxSuggestions).map((suggestion) => print(suggestion, 60))
  if (shown.length === 0) return keyValue(canvas, key, t("query.noSuggestions"), { ruled: false })
  const width = contentWidth - keyWidth
  const chips = shown.map((text) => ({ text: canvas.fitLine(text, styles.body, width - 12) }))
  const placed: Array<{ text: string; x: number; y: number; width: number }> = []
  let x = 0
  let y = 0
  for (const chip of chips) {
    const chipWidth = canvas.widthOf(chip.text, styles.body) + 12
    if (x > 0 && x + chipWidth > width) {
      x = 0
      y += chipHeight + chipGap
    }
    placed.push({ text: chip.text, x, y, width: chipWidth })
    x += chipWidth + chipGap
  }
  const height = y + chipHeight + 8
  return {
    height,
    draw: (top) => {
      canvas.write(key, styles.mutedBold, page.left, top + 5, keyWidth - 8)
      for (const chip of placed) {
        const chipX = page.left + keyWidth + chip.x
        const chipY = top + 4 + chip.y
        canvas.doc.save().roundedRect(chipX, chipY, chip.width, chipHeight, 7.5).fill(colors.panel).restore()
        canvas.write(chip.text, styles.body, chipX + 6, chipY + 3, chip.width)
      }
    },
  }
}
