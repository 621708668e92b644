import type { Result } from "@svc/contract"
import { formatTime } from "@svc/core"
import type { Canvas } from "../layout/canvas"
import { drawRule } from "../layout/graphics"
import { styles } from "../layout/text-style"
import { linkTarget } from "../link-target"
import { contentWidth, page } from "../theme"

/** The first lines: what this is, the page's own title, its address (clickable) and when it was scanned. */
export const drawTitle = (canvas: Canvas, result: Result) => {
  const { t, print, locale } = canvas
  const kicker = t("report.kicker").toLocaleUpperCase(locale)
  const title = print(result.page.title ?? "", 200) || t("report.untitled")
  const url = print(result.url, 300)
  const scanned = t("report.scanned", { time: formatTime(result.scannedAt, locale) })

  const kickerHeight = canvas.measure(kicker, styles.kicker, contentWidth)
  const titleHeight = canvas.measure(title, styles.title, contentWidth)
  const urlHeight = canvas.measure(url, styles.link, contentWidth)
  const scannedHeight = canvas.measure(scanned, styles.muted, contentWidth)
  const height = kickerHeight + 4 + titleHeight + 4 + urlHeight + 2 + scannedHeight + 10

  canvas.place(height, (top) => {
    let y = top
    y += canvas.write(kicker, styles.kicker, page.left, y, contentWidth) + 4
    y += canvas.write(title, styles.title, page.left, y, contentWidth) + 4
    y += canvas.write(url, styles.link, page.left, y, contentWidth, { link: linkTarget(result.url) }) + 2
    y += canvas.write(scanned, styles.muted, page.left, y, contentWidth) + 6
    drawRule(canvas.doc, page.left, y, contentWidth)
  })
}
