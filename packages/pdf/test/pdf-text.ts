import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { requireTool } from "../../../scripts/system-tools"

const withFile = <T>(pdf: Uint8Array, read: (path: string) => T): T => {
  const dir = mkdtempSync(join(tmpdir(), "svc-pdf-"))
  try {
    const path = join(dir, "report.pdf")
    writeFileSync(path, pdf)
    return read(path)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The text of each page, as poppler's pdftotext extracts it, white space collapsed. */
export const pagesOf = (pdf: Uint8Array): string[] =>
  withFile(pdf, (path) =>
    execFileSync(requireTool("pdftotext"), ["-enc", "UTF-8", path, "-"], { encoding: "utf8" }),
  )
    .split("\f")
    .slice(0, -1)
    .map(collapse)

/** The lines of every page as laid out on paper (pdftotext -layout), each with its white space collapsed. */
export const linesOf = (pdf: Uint8Array): string[] =>
  withFile(pdf, (path) =>
    execFileSync(requireTool("pdftotext"), ["-layout", "-enc", "UTF-8", path, "-"], { encoding: "utf8" }),
  )
    .split(/[\n\f]/)
    .map(collapse)
    .filter((line) => line !== "")

/** The whole text of a PDF, white space collapsed. */
export const textOf = (pdf: Uint8Array): string => pagesOf(pdf).join(" ")

export const collapse = (text: string): string => text.replace(/\s+/g, " ").trim()

/**
 * Text with its hyphens dropped, for comparing long passages: pdftotext joins a word broken
 * after a hyphen at a line end without the hyphen ("Meta-" + "ExternalAgent" → "MetaExternalAgent").
 */
export const unhyphenated = (text: string): string => collapse(text).replace(/-/g, "")

export interface Word {
  readonly page: number
  readonly text: string
  readonly xMin: number
  readonly yMin: number
  readonly xMax: number
  readonly yMax: number
}

/** Every word with its box, from pdftotext -bbox; pages count from 1. */
export const wordsOf = (
  pdf: Uint8Array,
): { pages: Array<{ width: number; height: number }>; words: Word[] } =>
  withFile(pdf, (path) => {
    const html = execFileSync(requireTool("pdftotext"), ["-bbox", "-enc", "UTF-8", path, "-"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    })
    const pages: Array<{ width: number; height: number }> = []
    const words: Word[] = []
    for (const match of html.matchAll(
      /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      if (match[1] !== undefined) pages.push({ width: Number(match[1]), height: Number(match[2]) })
      else
        words.push({
          page: pages.length,
          text: unescapeHtml(match[7] ?? ""),
          xMin: Number(match[3]),
          yMin: Number(match[4]),
          xMax: Number(match[5]),
          yMax: Number(match[6]),
        })
    }
    return { pages, words }
  })

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")

/** The word set largest on a page (by the height of its box). */
export const largestWord = (pdf: Uint8Array, page: number): string | undefined =>
  wordsOf(pdf)
    .words.filter((word) => word.page === page)
    .sort((a, b) => b.yMax - b.yMin - (a.yMax - a.yMin))[0]?.text

/** The raw bytes as Latin-1 text, to look for PDF objects (link annotations, info dates) that are not compressed. */
export const rawOf = (pdf: Uint8Array): string => Buffer.from(pdf).toString("latin1")
