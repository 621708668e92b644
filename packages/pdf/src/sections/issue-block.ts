import type { Level } from "@svc/contract"
import type { Canvas } from "../layout/canvas"
import { drawBadge } from "../layout/graphics"
import type { Block } from "../layout/key-value"
import { styles } from "../layout/text-style"
import { linkTarget } from "../link-target"
import { contentWidth, levelColor, page } from "../theme"

/** One finding or site issue as it is printed: never split, so its fix is always beside it. */
export interface Issue {
  readonly id: string
  readonly level: Level
  readonly label: string
  /** Words before the id on the small line under the label (category, "optional improvement"). */
  readonly meta: string
  readonly evidence: string
  /** The first few items of a finding, each as its place (`line:column`, or empty) and its text. */
  readonly items?: ReadonlyArray<{ readonly place: string; readonly text: string }>
  /** How many items there are beyond those listed, as a sentence. */
  readonly moreItems?: string | undefined
  readonly fix: string
  /** The address of the rule's page, linked under the fix. */
  readonly docs?: string | undefined
  /** The affected pages of a site issue. */
  readonly pages?: ReadonlyArray<string>
}

const stripe = 3
const indent = 12
const keyWidth = 62
const maxPages = 10
const frameHeight = page.height - page.top - page.bottom
/** Longest evidence and fix printed; a block that would still not fit a page is shortened further. */
const textLimits = [1200, 600, 300, 120] as const
/** Longest item printed (an item quotes the page: an address, a heading's text…). */
const itemLimit = 300

/** The issue's block, its long texts shortened until the whole block fits on one page. */
export const issueBlock = (canvas: Canvas, issue: Issue): Block => {
  let block = buildBlock(canvas, issue, textLimits[0])
  for (const limit of textLimits.slice(1)) {
    if (block.height <= frameHeight) break
    block = buildBlock(canvas, issue, limit)
  }
  return block
}

const buildBlock = (canvas: Canvas, issue: Issue, limit: number): Block => {
  const { t, print } = canvas
  const x = page.left + indent
  const width = contentWidth - indent
  const badge = t(`level.${issue.level}`).toLocaleUpperCase(canvas.locale)
  const badgeWidth = canvas.widthOf(badge, styles.kicker) + styles.kicker.size * 1.1
  const label = print(issue.label, 300)
  const labelWidth = width - badgeWidth - 8
  const id = canvas.fitLine(print(issue.id, 120), styles.id, width / 2)
  const meta = issue.meta === "" ? "" : `${issue.meta} · `
  const rows = [
    { key: t("evidence"), text: print(issue.evidence, limit), link: undefined },
    ...itemRows(canvas, issue, Math.min(limit, itemLimit)),
    { key: t("fix"), text: print(issue.fix, limit), link: undefined },
    ...(issue.docs === undefined ? [] : [{ key: "", text: t("finding.docs"), link: issue.docs }]),
    ...pageRows(canvas, issue.pages ?? []),
  ].filter((row) => row.text !== "" || row.key === t("fix"))
  const labelHeight = Math.max(styles.kicker.size * 1.55, canvas.measure(label, styles.label, labelWidth))
  const metaHeight = canvas.measure(`${meta}${id}`, styles.muted, width)
  const rowHeights = rows.map((row) =>
    Math.max(
      canvas.measure(row.key, styles.mutedBold, keyWidth - 6),
      canvas.measure(row.text, styles.body, width - keyWidth),
    ),
  )
  const height =
    labelHeight + 2 + metaHeight + 5 + rowHeights.reduce((sum, rowHeight) => sum + rowHeight + 3, 0)

  return {
    height,
    draw: (top) => {
      const { doc } = canvas
      doc
        .save()
        .rect(page.left, top, stripe, height - 3)
        .fill(levelColor[issue.level])
        .restore()
      drawBadge(canvas, badge, styles.kicker, x, top + 0.5, levelColor[issue.level])
      canvas.write(label, styles.label, x + badgeWidth + 8, top, labelWidth)
      let y = top + labelHeight + 2
      canvas.write(meta, styles.muted, x, y, width)
      canvas.write(id, styles.id, x + canvas.widthOf(meta, styles.muted), y + 0.5, width / 2 + 20)
      y += metaHeight + 5
      rows.forEach((row, index) => {
        canvas.write(row.key, styles.mutedBold, x, y + 1, keyWidth - 6)
        const style = row.link === undefined ? styles.body : styles.link
        canvas.write(row.text, style, x + keyWidth, y, width - keyWidth, { link: row.link })
        y += (rowHeights[index] ?? 0) + 3
      })
    },
  }
}

const pageRows = (canvas: Canvas, pages: ReadonlyArray<string>) => {
  const shown = pages.slice(0, maxPages).map((url, index) => ({
    key: index === 0 ? canvas.t("site.pages") : "",
    text: canvas.print(url, 150),
    link: linkTarget(url),
  }))
  const more = pages.length - shown.length
  return more > 0 ? [...shown, { key: "", text: `+ ${more}`, link: undefined }] : shown
}

const itemRows = (canvas: Canvas, issue: Issue, limit: number) => {
  const rows = (issue.items ?? []).map((item, index) => ({
    key: index === 0 ? canvas.t("items.heading") : "",
    text: `${item.place === "" ? "" : `${item.place}  `}${canvas.print(item.text, limit)}`,
    link: undefined,
  }))
  return issue.moreItems === undefined || rows.length === 0
    ? rows
    : [...rows, { key: "", text: `… ${issue.moreItems}`, link: undefined }]
}
