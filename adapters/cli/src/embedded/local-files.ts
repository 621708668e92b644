import { readFile } from "node:fs/promises"
import { basename, relative, resolve, sep } from "node:path"
import { Auditor, auditorLayer, RuleRegistry, ruleRegistryLayer } from "@svc/audit"
import { extractFacts, isUnavailable, siteCapsOf, siteFigures, snapshotOfHtml } from "@svc/core"
import { Effect, Layer } from "effect"
import type { AuditAsk, AuditedPages, FinishedPage } from "../audited-pages"
import { FileFailure, refusedOf } from "../errors"

/** Where a page with no canonical URL is taken to be served from: a name that is never fetched. */
const LOCAL_ORIGIN = "https://localhost"

const fallbackUrl = (file: string): string => {
  const path = relative(process.cwd(), resolve(file))
  const inside = path.startsWith("..") ? basename(file) : path
  return `${LOCAL_ORIGIN}/${inside.split(sep).map(encodeURIComponent).join("/")}`
}

/**
 * The URL a local HTML file is audited as: its own canonical URL (what the built page says it will
 * be served as), else `https://localhost/<path from the working directory>`.
 */
export const urlOfFile = (html: string, file: string): string => {
  const fallback = fallbackUrl(file)
  const { head } = extractFacts(snapshotOfHtml(html, { url: fallback }), { keys: ["head"] })
  if (head === undefined || isUnavailable(head)) return fallback
  const canonical = head.linksWithRel("canonical").find((link) => link.url !== null)?.url
  return canonical !== undefined && canonical !== null && /^https?:\/\//i.test(canonical)
    ? canonical
    : fallback
}

const readHtml = (file: string) =>
  Effect.tryPromise({
    try: () => readFile(file, "utf8"),
    catch: (cause) =>
      new FileFailure({
        message: `${file} could not be read: ${cause instanceof Error ? cause.message : String(cause)}`,
      }),
  })

/**
 * Audits local HTML files in this process, offline (no site files, no Lighthouse). Each page entry
 * names the file as given; findings keep their line and column in it.
 */
export const auditFiles = (files: ReadonlyArray<string>, ask: AuditAsk) =>
  Effect.gen(function* () {
    const auditor = yield* Auditor
    const registry = yield* RuleRegistry
    const pages = yield* Effect.forEach(files, (file) =>
      Effect.gen(function* () {
        const html = yield* readHtml(file)
        return yield* auditor
          .auditHtml(html, { url: urlOfFile(html, file), query: ask.query, locale: ask.locale })
          .pipe(
            Effect.map((result): FinishedPage => ({ url: file, status: "done", result })),
            Effect.catchTags({
              TooLarge: (error) =>
                Effect.succeed<FinishedPage>({
                  url: file,
                  status: "failed",
                  error: { error: error.message, code: "too_large" },
                }),
              AnalysisFailed: (error) =>
                Effect.succeed<FinishedPage>({ url: file, status: "failed", error: error.pageFailure }),
            }),
            Effect.mapError(refusedOf),
          )
      }),
    )
    const site = siteFigures(
      pages.map((page) => ({
        url: page.status === "done" ? page.result.url : page.url,
        result: page.status === "done" ? page.result : undefined,
      })),
      siteCapsOf(registry),
      ask.locale,
    )
    const audited: AuditedPages = { pages, site, files: new Map(files.map((file, index) => [index, file])) }
    return audited
  }).pipe(Effect.provide(Layer.merge(auditorLayer(), ruleRegistryLayer())))
