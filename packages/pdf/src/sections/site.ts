import type { Site } from "@svc/contract"
import { formatCount } from "@svc/core"
import type { Canvas } from "../layout/canvas"
import type { Block } from "../layout/key-value"
import { blockGap, placeGroup, sectionHeading } from "../layout/section"
import { styles, withColor, withSize } from "../layout/text-style"
import { contentWidth, page, scoreColor } from "../theme"
import { issueBlock } from "./issue-block"

const figuresHeight = 40

/** The figures of the whole audit: how many pages, their mean score, the site score and what caps it. */
export const drawSite = (canvas: Canvas, site: Site) => {
  const { t, print, locale } = canvas
  const capping = site.cappedBy === null ? undefined : site.issues.find((issue) => issue.id === site.cappedBy)
  const cappedNote =
    site.cappedBy === null ? "" : t("site.cappedBy", { issue: print(capping?.label ?? site.cappedBy, 200) })
  const noteHeight = canvas.measure(cappedNote, styles.body, contentWidth)
  const height = figuresHeight + (noteHeight > 0 ? noteHeight + 4 : 0)

  sectionHeading(canvas, t("section.site"), height)
  canvas.place(height, (top) => {
    const figures = [
      { key: t("site.addresses"), value: formatCount(site.addresses, locale), color: undefined },
      { key: t("site.uniquePages"), value: formatCount(site.uniquePages, locale), color: undefined },
      {
        key: t("site.meanScore"),
        value: shownScore(canvas, site.meanScore),
        color: scoreColor(site.meanScore),
      },
      { key: t("site.score"), value: shownScore(canvas, site.score), color: scoreColor(site.score) },
    ]
    const columnWidth = contentWidth / figures.length
    figures.forEach((figure, index) => {
      const x = page.left + index * columnWidth
      canvas.write(figure.key, styles.mutedBold, x, top, columnWidth - 10)
      const style = withSize(
        figure.color === undefined ? styles.label : withColor(styles.label, figure.color),
        16,
      )
      canvas.write(figure.value, style, x, top + 13, columnWidth - 10)
    })
    if (noteHeight > 0) canvas.write(cappedNote, styles.body, page.left, top + figuresHeight, contentWidth)
  })

  const blocks: Block[] =
    site.issues.length === 0
      ? [textBlock(canvas, t("site.noIssues"))]
      : site.issues.map((issue) => issueBlock(canvas, { ...issue, meta: "" }))
  canvas.space(blockGap)
  placeGroup(canvas, t("site.issues"), blocks)
}

const shownScore = (canvas: Canvas, score: number | null) =>
  score === null ? canvas.t("notMeasured") : String(score)

const textBlock = (canvas: Canvas, text: string): Block => ({
  height: canvas.measure(text, styles.body, contentWidth),
  draw: (top) => canvas.write(text, styles.body, page.left, top, contentWidth),
})
