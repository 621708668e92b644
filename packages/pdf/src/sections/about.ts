import type { Canvas } from "../layout/canvas"
import { sectionHeading } from "../layout/section"
import { styles } from "../layout/text-style"
import { contentWidth, page } from "../theme"

/** How to read the report, and what printing had to change (characters the font lacks, shortened texts). */
export const drawAbout = (canvas: Canvas) => {
  const { t, notes } = canvas
  const paragraphs = [
    t("about.scores"),
    ...(notes.replaced ? [t("about.replaced")] : []),
    ...(notes.shortened ? [t("about.shortened")] : []),
  ]
  const heights = paragraphs.map((text) => canvas.measure(text, styles.muted, contentWidth))
  const height = heights.reduce((sum, paragraph) => sum + paragraph + 3, 0)
  sectionHeading(canvas, t("section.about"), height)
  canvas.place(height, (top) => {
    let y = top
    paragraphs.forEach((text, index) => {
      canvas.write(text, styles.muted, page.left, y, contentWidth)
      y += (heights[index] ?? 0) + 3
    })
  })
}
