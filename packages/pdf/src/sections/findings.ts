import type { Finding, Result } from "@svc/contract"
import {
  evidenceBeyondItems,
  ITEMS_LISTED,
  itemPlace,
  itemsToList,
  itemText,
  moreItemsText,
  type RuleDocs,
  unmarkedText,
} from "@svc/core"
import type { Canvas } from "../layout/canvas"
import { blockGap, placeGroup, sectionHeading, subheadingHeight } from "../layout/section"
import { styles } from "../layout/text-style"
import { contentWidth, page } from "../theme"
import { issueBlock } from "./issue-block"

/** Every finding, worst first as the result lists them, grouped into failures and items to review. */
export const drawFindings = (canvas: Canvas, result: Result, ruleDocs: RuleDocs) => {
  const { t } = canvas
  const { findings } = result
  if (findings.length === 0) {
    const text = t("findings.none")
    sectionHeading(canvas, t("findings"), canvas.measure(text, styles.body, contentWidth))
    canvas.place(canvas.measure(text, styles.body, contentWidth), (top) =>
      canvas.write(text, styles.body, page.left, top, contentWidth),
    )
    return
  }
  const groups = [
    { heading: t("summary.failed"), members: findings.filter((finding) => finding.status === "fail") },
    { heading: t("summary.review"), members: findings.filter((finding) => finding.status === "review") },
  ].filter((group) => group.members.length > 0)

  let first = true
  for (const group of groups) {
    const blocks = group.members.map((finding) => issueBlock(canvas, issueOf(canvas, finding, ruleDocs)))
    const subheading = `${group.heading} (${group.members.length})`
    const leading = subheadingHeight(canvas, subheading) + (blocks[0]?.height ?? 0)
    if (first) {
      sectionHeading(canvas, t("findings"), leading, t("findings.count", { count: findings.length }))
      first = false
    } else canvas.space(blockGap)
    placeGroup(canvas, subheading, blocks)
  }
}

const issueOf = (canvas: Canvas, finding: Finding, ruleDocs: RuleDocs) => {
  const category = canvas.t(`category.${finding.category}`)
  const items = itemsToList(finding).slice(0, ITEMS_LISTED)
  return {
    id: finding.id,
    level: finding.level,
    label: finding.label,
    meta: finding.extra ? `${category} · ${canvas.t("finding.extra")}` : category,
    // Items printed below a finding speak for themselves: its evidence keeps only what it says beyond them.
    evidence: evidenceBeyondItems(finding, canvas.locale),
    items: items.map((item) => ({ place: itemPlace(item), text: itemText(item) })),
    moreItems: moreItemsText(finding, items.length, canvas.locale),
    fix: unmarkedText(finding.fix),
    docs: ruleDocs(finding.id),
  }
}
