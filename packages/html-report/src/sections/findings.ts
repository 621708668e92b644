import { type Category, type Finding, levels, type Result } from "@svc/contract"
import { html, type Markup } from "../markup"
import type { ReportContext } from "../report-context"
import { issueBlock } from "./issue"

/** The id of the checkbox that shows or hides a category's or a level's findings (the stylesheet names the same). */
export const filterId = (kind: "category" | "level", value: string) => `show-${kind}-${value}`

/**
 * Every finding with its evidence and fix, grouped by category — the group of the worst finding first,
 * and worst first within a group, as the result lists them — with checkboxes that hide categories and
 * levels (the stylesheet does it with `:has()`, so it needs no script; without `:has()` all stay shown).
 */
export const findingsSection = (context: ReportContext, result: Result): Markup => {
  const { t, id } = context
  const { findings } = result
  const heading = html`<h2 id="${id("findings-heading")}">${t("findings")}</h2>`
  if (findings.length === 0) {
    return html`<section aria-labelledby="${id("findings-heading")}">${heading}<p>${t("findings.none")}</p></section>`
  }
  const groups = new Map<Category, Finding[]>()
  for (const finding of findings)
    groups.set(finding.category, [...(groups.get(finding.category) ?? []), finding])
  return html`<section aria-labelledby="${id("findings-heading")}">${heading}
<p class="muted">${t("findings.count", { count: findings.length })}</p>
${context.filters ? filtersOf(context, groups, findings) : null}
${[...groups].map(
  ([
    category,
    members,
  ]) => html`<section class="category" data-category="${category}" aria-labelledby="${id(`category-${category}`)}">
<h3 id="${id(`category-${category}`)}">${t(`category.${category}`)} (${members.length})</h3>
${members.map((finding) => issueBlock(context, finding, metaOf(context, finding)))}
</section>`,
)}
</section>`
}

/** The checkboxes of the categories and levels present. */
const filtersOf = (
  { t }: ReportContext,
  groups: ReadonlyMap<Category, ReadonlyArray<Finding>>,
  findings: ReadonlyArray<Finding>,
): Markup => {
  const present = levels.filter((level) => findings.some((finding) => finding.level === level))
  const checkbox = (kind: "category" | "level", value: string, label: string, count: number) =>
    html`<li><input type="checkbox" id="${filterId(kind, value)}" checked> <label for="${filterId(kind, value)}">${label} (${count})</label></li>`
  return html`<fieldset class="filters"><legend>${t("filter.heading")}</legend>
<fieldset><legend>${t("filter.category")}</legend><ul>${[...groups].map(([category, members]) =>
    checkbox("category", category, t(`category.${category}`), members.length),
  )}</ul></fieldset>
<fieldset><legend>${t("filter.level")}</legend><ul>${present.map((level) =>
    checkbox(
      "level",
      level,
      t(`level.${level}`),
      findings.filter((finding) => finding.level === level).length,
    ),
  )}</ul></fieldset>
<p class="muted">${t("filter.hint")}</p>
</fieldset>`
}

/** Status, category and "optional improvement", the words before a finding's id. */
const metaOf = ({ t }: ReportContext, finding: Finding) => [
  t(`status.${finding.status}`),
  t(`category.${finding.category}`),
  ...(finding.extra ? [t("finding.extra")] : []),
]
