import type { Canvas } from "../layout/canvas"
import { drawRule } from "../layout/graphics"
import { styles } from "../layout/text-style"
import { contentWidth, page } from "../theme"

/** A closing note, only when printing had to change something: characters the font lacks, shortened texts. */
export const drawPrintNotes = (canvas: Canvas) => {
  const { t, notes } = canvas
  const paragraphs = [
    ...(notes.replaced ? [t("about.replaced")] : []),
    ...(notes.shortened ? [t("about.shortened")] : []),
  ]
  if (paragraphs.length === 0) return
  const heights = paragraphs.map((text) => canvas.measure(text, styles.muted, contentWidth))
  const height = 8 + heights.reduce((sum, paragraph) => sum + paragraph + 2, 0)
  canvas.space(18)
  canvas.place(height, (top) => {
    drawRule(canvas.doc, page.left, top, contentWidth)
    let y = top + 8
    paragraphs.forEach((text, index) => {
      canvas.write(text, styles.muted, page.left, y, contentWidth)
      y += (heights[index] ?? 0) + 2
    })
  })
}
