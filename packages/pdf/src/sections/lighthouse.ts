import type { LighthouseFigures, Result } from "@svc/contract"
import { lighthouseScore } from "@svc/core"
import type { Canvas } from "../layout/canvas"
import { drawBar, drawRule } from "../layout/graphics"
import { sectionHeading } from "../layout/section"
import { styles, withColor } from "../layout/text-style"
import { colors, contentWidth, page, scoreColor } from "../theme"

const categories = ["performance", "accessibility", "seo"] as const satisfies ReadonlyArray<
  keyof LighthouseFigures
>
const rowHeight = 22
const labelWidth = 105

/** Lighthouse's mobile and desktop figures on the report's 0–100 scale, or a plain "not measured". */
export const drawLighthouse = (canvas: Canvas, result: Result) => {
  const { t } = canvas
  const { performance } = result
  if (performance === undefined) {
    const text = t("lighthouse.none")
    const height = canvas.measure(text, styles.body, contentWidth)
    sectionHeading(canvas, t("section.lighthouse"), height)
    canvas.place(height, (top) => canvas.write(text, styles.body, page.left, top, contentWidth))
    return
  }
  const rows = [
    ["lighthouse.mobile", performance.mobile],
    ["lighthouse.desktop", performance.desktop],
  ] as const
  const height = rowHeight * (rows.length + 1)
  const columnWidth = (contentWidth - labelWidth) / categories.length
  sectionHeading(canvas, t("section.lighthouse"), height)
  canvas.place(height, (top) => {
    categories.forEach((category, index) => {
      const x = page.left + labelWidth + index * columnWidth
      canvas.write(t(`lighthouse.${category}`), styles.mutedBold, x, top + 4, columnWidth - 12)
    })
    rows.forEach(([key, figures], rowIndex) => {
      const y = top + rowHeight * (rowIndex + 1)
      drawRule(canvas.doc, page.left, y, contentWidth, colors.track)
      canvas.write(t(key), styles.bodyBold, page.left, y + 6, labelWidth - 8)
      categories.forEach((category, index) => {
        const x = page.left + labelWidth + index * columnWidth
        const value = lighthouseScore(figures[category])
        const shown = value === null ? t("notMeasured") : String(value)
        const style = value === null ? styles.muted : withColor(styles.bodyBold, scoreColor(value))
        canvas.write(shown, style, x, y + 6, 60)
        if (value !== null) drawBar(canvas.doc, x + 30, y + 8.5, columnWidth - 48, 5, value)
      })
    })
  })
}
