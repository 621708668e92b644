import type { Result, Summary } from "@svc/contract"
import { checksFootnote } from "@svc/core"
import type { Canvas } from "../layout/canvas"
import { sectionHeading } from "../layout/section"
import { styles } from "../layout/text-style"
import { colors, contentWidth, page } from "../theme"

type Bucket = "failed" | "review" | "extras" | "passed" | "notApplicable" | "unavailable"

const buckets: ReadonlyArray<{ bucket: Bucket; color: string }> = [
  { bucket: "failed", color: colors.poor },
  { bucket: "review", color: colors.average },
  { bucket: "extras", color: colors.info },
  { bucket: "passed", color: colors.good },
  { bucket: "notApplicable", color: colors.track },
  { bucket: "unavailable", color: colors.neutral },
]

const barHeight = 10
const legendTop = barHeight + 9
const legendRow = 14

/** The six summary buckets as one stacked bar with a legend, and how checks became counted problems as a footnote. */
export const drawChecks = (canvas: Canvas, result: Result) => {
  const { t } = canvas
  const { summary } = result
  const note = checksFootnote(canvas.locale, summary)
  const columns = 3
  const legendHeight = Math.ceil(buckets.length / columns) * legendRow
  const noteHeight = canvas.measure(note, styles.muted, contentWidth)
  const height = legendTop + legendHeight + 4 + noteHeight

  sectionHeading(canvas, t("section.checks"), height)
  canvas.place(height, (top) => {
    drawStackedBar(canvas.doc, summary, top)
    const columnWidth = contentWidth / columns
    buckets.forEach(({ bucket, color }, index) => {
      const x = page.left + (index % columns) * columnWidth
      const y = top + legendTop + Math.floor(index / columns) * legendRow
      canvas.doc
        .save()
        .roundedRect(x, y + 1.5, 8, 8, 1.5)
        .fill(color)
        .restore()
      const count = String(summary[bucket])
      canvas.write(count, styles.bodyBold, x + 13, y, 30)
      canvas.write(
        t(`summary.${bucket}`),
        styles.body,
        x + 13 + canvas.widthOf(count, styles.bodyBold) + 5,
        y,
        120,
      )
    })
    canvas.write(note, styles.muted, page.left, top + legendTop + legendHeight + 4, contentWidth)
  })
}

const drawStackedBar = (doc: PDFKit.PDFDocument, summary: Summary, top: number) => {
  doc
    .save()
    .roundedRect(page.left, top, contentWidth, barHeight, barHeight / 2)
    .clip()
  doc.rect(page.left, top, contentWidth, barHeight).fill(colors.track)
  if (summary.total > 0) {
    let x = page.left
    for (const { bucket, color } of buckets) {
      const width = (summary[bucket] / summary.total) * contentWidth
      if (width > 0) doc.rect(x, top, width, barHeight).fill(color)
      x += width
    }
  }
  doc.restore()
}
