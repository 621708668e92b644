import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { coloursWanted } from "@svc/contract"
import { Effect, Either, Option } from "effect"
import { describe, expect, it } from "vitest"
import { chosenFormat } from "../src/commands/output-options"
import { pdfFileOf } from "../src/output/pdf-reports"
import { parseTargets } from "../src/targets"

const directory = mkdtempSync(join(tmpdir(), "svc-cli-targets-"))
const page = join(directory, "index.html")
writeFileSync(page, "<!doctype html><title>t</title>")
const targets = (args: ReadonlyArray<string>) => Effect.runSync(Effect.either(parseTargets(args)))

describe("targets of svc audit", () => {
  it("takes http(s) URLs as pages and existing files (paths or file: URLs) as local HTML", () => {
    expect(targets(["https://a.example/", "HTTP://b.example"])).toEqual(
      Either.right({ _tag: "Urls", urls: ["https://a.example/", "HTTP://b.example"] }),
    )
    expect(targets([page, pathToFileURL(page).href])).toEqual(
      Either.right({ _tag: "Files", files: [page, page] }),
    )
  })

  it("refuses a mix, an unknown option, a missing file, and suggests a scheme for a bare host", () => {
    const message = (args: ReadonlyArray<string>) =>
      Either.getLeft(targets(args)).pipe(Option.map((error) => error.message))
    expect(message(["https://a.example/", page])).toEqual(Option.some(expect.stringContaining("not both")))
    expect(message(["--quiet"])).toEqual(Option.some(expect.stringContaining("not an option")))
    expect(message([join(directory, "missing.html")])).toEqual(
      Option.some(expect.stringContaining("neither")),
    )
    expect(message(["bakery.example/bread"])).toEqual(
      Option.some(expect.stringContaining("https://bakery.example/bread")),
    )
  })
})

describe("output choices", () => {
  it("--json and --format must agree", () => {
    const format = (json: boolean, chosen?: "human" | "json" | "sarif") =>
      Effect.runSync(Effect.either(chosenFormat(json, Option.fromNullable(chosen))))
    expect(format(false)).toEqual(Either.right("human"))
    expect(format(true)).toEqual(Either.right("json"))
    expect(format(false, "sarif")).toEqual(Either.right("sarif"))
    expect(format(true, "json")).toEqual(Either.right("json"))
    expect(Either.isLeft(format(true, "sarif"))).toBe(true)
  })

  it("names one PDF as asked, several by page index from 0", () => {
    expect(pdfFileOf("out/report.pdf", 0, 1)).toBe("out/report.pdf")
    expect(pdfFileOf("out/report.pdf", 2, 3)).toBe("out/report-2.pdf")
    expect(pdfFileOf("report", 0, 2)).toBe("report-0.pdf")
  })

  it("colours a terminal unless NO_COLOR, NODE_DISABLE_COLORS or TERM=dumb; FORCE_COLOR decides alone", () => {
    expect(coloursWanted({ isTTY: true }, {})).toBe(true)
    expect(coloursWanted({ isTTY: true }, { NO_COLOR: "" })).toBe(true)
    expect(coloursWanted({ isTTY: true }, { NO_COLOR: "1" })).toBe(false)
    expect(coloursWanted({ isTTY: true }, { NODE_DISABLE_COLORS: "1" })).toBe(false)
    expect(coloursWanted({ isTTY: true }, { TERM: "dumb" })).toBe(false)
    expect(coloursWanted({ isTTY: true, hasColors: () => false }, {})).toBe(false)
    expect(coloursWanted({ isTTY: false }, {})).toBe(false)
    expect(coloursWanted({}, {})).toBe(false)
    for (const on of ["", "1", "2", "3", "true"]) {
      expect(coloursWanted({}, { FORCE_COLOR: on, NO_COLOR: "1", TERM: "dumb" })).toBe(true)
    }
    for (const off of ["0", "false", "yes"])
      expect(coloursWanted({ isTTY: true }, { FORCE_COLOR: off })).toBe(false)
  })
})
