import type { Chrome } from "@svc/lighthouse"
import { lighthouseVerdicts } from "../lighthouse-agreement/lighthouse-side"
import type { TestCertificate } from "../lighthouse-agreement/tls"
import { servePage } from "./page-server"
import type { PageSpec } from "./page-spec"
import { renderPage } from "./render-page"
import { type RecordedPage, type RecordedVerdict, SEO_AUDITS, type SeoAudit } from "./verdicts"

const recordable: ReadonlySet<string> = new Set(["pass", "fail", "notApplicable"])

/**
 * Serves each page in turn and records Lighthouse's verdicts on it. A page where an audit errs (or
 * is missing) is left out, and said on stderr: the record holds only verdicts the engine can be held to.
 */
export const recordPages = async (
  chrome: Chrome,
  certificate: TestCertificate,
  specs: ReadonlyArray<{ readonly index: number; readonly spec: PageSpec }>,
  progress: (page: RecordedPage | undefined, done: number) => void,
): Promise<{ lighthouse: string; pages: RecordedPage[] }> => {
  const pages: RecordedPage[] = []
  let lighthouse = ""
  for (const [done, { index, spec }] of specs.entries()) {
    const served = await servePage(renderPage(spec), certificate)
    try {
      const run = await lighthouseVerdicts(chrome, served.startUrl, ["seo"])
      lighthouse = run.lighthouse
      const unrecordable = SEO_AUDITS.filter((id) => !recordable.has(run.verdicts[id] ?? "missing"))
      if (unrecordable.length > 0) {
        console.error(
          `page ${index} left out: ${unrecordable.map((id) => `${id} ${run.verdicts[id]}`).join(", ")}`,
        )
        progress(undefined, done + 1)
        continue
      }
      const verdicts = Object.fromEntries(SEO_AUDITS.map((id) => [id, run.verdicts[id]])) as Record<
        SeoAudit,
        RecordedVerdict
      >
      pages.push({ index, spec, verdicts })
      progress({ index, spec, verdicts }, done + 1)
    } finally {
      await served.close()
    }
  }
  return { lighthouse, pages }
}
