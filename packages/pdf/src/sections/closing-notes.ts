import type { Result } from "@svc/contract"
import { reportFooter } from "@svc/core"
import type { Canvas } from "../layout/canvas"
import { drawRule } from "../layout/graphics"
import { styles } from "../layout/text-style"
import { contentWidth, page } from "../theme"

/**
 * The closing lines: what made the report, when the page was scanned and with which settings, then what
 * printing had to change, if anything (characters the font lacks, shortened texts).
 */
export const drawClosingNotes = (canvas: Canvas, result: Result) => {
  const { t, notes } = canvas
  const paragraphs = [
    ...reportFooter(canvas.locale, result, canvas.print),
    ...(notes.replaced ? [t("about.replaced")] : []),
    ...(notes.shortened ? [t("about.shortened")] : []),
  ]
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
