import type { Finding, Result } from "@svc/contract"
import type { Canvas } from "../layout/canvas"
import { sectionHeading } from "../layout/section"
import { styles } from "../layout/text-style"
import { contentWidth, page } from "../theme"
import { issueBlock } from "./issue-block"

const blockGap = 14

/** Every finding, worst first as the result lists them, grouped into failures and items to review. */
export const drawFindings = (canvas: Canvas, result: Result) => {
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
    const blocks = group.members.map((finding) => issueBlock(canvas, issueOf(canvas, finding)))
    const subheading = `${group.heading} (${group.members.length})`
    const subheadingHeight = canvas.measure(subheading, styles.subheading, contentWidth) + 6
    const leading = subheadingHeight + (blocks[0]?.height ?? 0)
    if (first) {
      sectionHeading(canvas, t("findings"), leading, t("findings.count", { count: findings.length }))
      first = false
    } else canvas.space(blockGap)
    canvas.place(
      subheadingHeight,
      (top) => canvas.write(subheading, styles.subheading, page.left, top, contentWidth),
      blocks[0]?.height ?? 0,
    )
    blocks.forEach((block, index) => {
      if (index > 0) canvas.space(blockGap)
      canvas.place(block.height, block.draw)
    })
  }
}

const issueOf = (canvas: Canvas, finding: Finding) => {
  const category = canvas.t(`category.${finding.category}`)
  return {
    id: finding.id,
    level: finding.level,
    label: finding.label,
    meta: finding.extra ? `${category} · ${canvas.t("finding.extra")}` : category,
    evidence: finding.evidence,
    fix: finding.fix,
  }
}
