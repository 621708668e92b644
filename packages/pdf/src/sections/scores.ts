import { type Result, scoreParts } from "@svc/contract"
import type { Canvas } from "../layout/canvas"
import { drawBar, drawGauge, drawRule } from "../layout/graphics"
import { sectionHeading } from "../layout/section"
import { styles, withColor, withSize } from "../layout/text-style"
import { colors, contentWidth, page, scoreColor } from "../theme"

const padding = 14
const gaugeRadius = 44
const gaugeColumn = 150
const partRow = 18
const htmlRow = 40

/** The main score as a gauge with its five parts as bars, the three HTML scores, and what was not measured. */
export const drawScores = (canvas: Canvas, result: Result) => {
  const { t } = canvas
  const { score } = result
  const unmeasured =
    result.unmeasured.length === 0
      ? ""
      : t("scores.unmeasured", { what: result.unmeasured.map((what) => t(`unmeasured.${what}`)).join(", ") })
  const note = [t("scores.scale"), unmeasured].filter((sentence) => sentence !== "").join(" ")
  const noteHeight = canvas.measure(note, styles.muted, contentWidth - padding * 2)
  const upper = padding + Math.max(gaugeRadius * 2 + 48, 16 + scoreParts.length * partRow)
  const height = upper + 4 + htmlRow + noteHeight + padding - 2

  sectionHeading(canvas, t("section.scores"), height)
  canvas.place(height, (top) => {
    const { doc } = canvas
    doc.save().roundedRect(page.left, top, contentWidth, height, 6).fill(colors.panel).restore()

    // The main score in its ring.
    const cx = page.left + padding + gaugeColumn / 2 - 8
    const cy = top + padding + gaugeRadius + 4
    drawGauge(doc, cx, cy, gaugeRadius, score.svc)
    const value = score.svc === null ? "–" : String(score.svc)
    const big = withColor(withSize(styles.title, 26), scoreColor(score.svc))
    canvas.write(value, big, cx - gaugeRadius, cy - 16, gaugeRadius * 2, { align: "center" })
    canvas.write(t("score.svc"), styles.label, cx - 70, cy + gaugeRadius + 12, 140, { align: "center" })
    if (score.svc === null) {
      canvas.write(t("notMeasured"), styles.muted, cx - 70, cy + gaugeRadius + 26, 140, { align: "center" })
    }

    // The five parts.
    const x = page.left + padding + gaugeColumn
    const width = contentWidth - padding * 2 - gaugeColumn
    canvas.write(t("scores.parts"), styles.mutedBold, x, top + padding, width)
    scoreParts.forEach((part, index) => {
      const y = top + padding + 16 + index * partRow
      const partScore = score.parts[part]
      canvas.write(t(`part.${part}`), styles.body, x, y, 110)
      drawBar(doc, x + 112, y + 2.5, width - 112 - 70, 7, partScore)
      const shown = partScore === null ? t("notMeasured") : String(partScore)
      const style = partScore === null ? styles.muted : withColor(styles.bodyBold, scoreColor(partScore))
      canvas.write(shown, style, x + width - 64, y + (partScore === null ? 1 : 0), 64, { align: "right" })
    })

    // SEO, GEO and HTML.
    const rowTop = top + upper + 4
    drawRule(doc, page.left + padding, rowTop, contentWidth - padding * 2)
    const columnWidth = (contentWidth - padding * 2) / 3
    const htmlScores = [
      ["score.seo", score.seo],
      ["score.geo", score.geo],
      ["score.html", score.html],
    ] as const
    htmlScores.forEach(([key, htmlScore], index) => {
      const columnX = page.left + padding + index * columnWidth
      canvas.write(t(key), styles.mutedBold, columnX, rowTop + 10, 60)
      const shown = htmlScore === null ? t("notMeasured") : String(htmlScore)
      const style =
        htmlScore === null ? styles.muted : withColor(withSize(styles.label, 14), scoreColor(htmlScore))
      const y = rowTop + (htmlScore === null ? 11 : 7)
      canvas.write(shown, style, columnX + columnWidth - 70 - 16, y, 70, { align: "right" })
      drawBar(doc, columnX, rowTop + 28, columnWidth - 16, 5, htmlScore)
    })

    canvas.write(note, styles.muted, page.left + padding, rowTop + htmlRow + 4, contentWidth - padding * 2)
  })
}
