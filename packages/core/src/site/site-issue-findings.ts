import type { Site } from "@svc/contract"
import type { SiteFinding } from "./evaluate-site"

/**
 * Every issue of a site as a finding with its items, worst first: the site object's issues (a cross-page
 * check's own finding, with every URL involved; an issue the pages share, each of its pages an item),
 * then the cross-page checks that ask for review. What a site report lists, in one order everywhere.
 */
export const siteIssueFindings = (
  site: Site,
  findings: ReadonlyArray<SiteFinding>,
): ReadonlyArray<SiteFinding> => {
  const byId = new Map(findings.map((finding) => [finding.id, finding]))
  const failing = site.issues.map(
    (issue): SiteFinding =>
      byId.get(issue.id) ?? {
        ...issue,
        category: "technical",
        status: "fail",
        cap: null,
        items: issue.pages.map((url) => ({ message: "", url, line: null, pages: [url] })),
      },
  )
  return [...failing, ...findings.filter((finding) => finding.status === "review")]
}
