// The WHATWG Encoding Standard's decoders, not Node's: Node 20's TextDecoder turns windows-1252's
// 0x80–0x9F (€ “ ” ’ –) into control characters and decodes GBK and Shift_JIS by older tables.
import { TextDecoder } from "@exodus/bytes/encoding.js"
import { prescanMetaCharset } from "./meta-prescan"

/** Where the encoding of a decoded body came from, in the order a browser looks. */
export type CharsetSource = "bom" | "header" | "meta" | "utf-8 default" | "windows-1252 fallback"

export interface DecodedBody {
  readonly text: string
  /** The WHATWG name of the encoding used, e.g. `utf-8`, `windows-1250`. */
  readonly encoding: string
  readonly source: CharsetSource
}

const BOMS: ReadonlyArray<{ readonly bytes: ReadonlyArray<number>; readonly encoding: string }> = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: "utf-8" },
  { bytes: [0xfe, 0xff], encoding: "utf-16be" },
  { bytes: [0xff, 0xfe], encoding: "utf-16le" },
]

const bomEncoding = (bytes: Uint8Array): string | undefined =>
  BOMS.find((bom) => bom.bytes.every((byte, index) => bytes[index] === byte))?.encoding

/** The decoder for a charset label, or undefined when the label names no WHATWG encoding. */
const decoderFor = (label: string, fatal = false): InstanceType<typeof TextDecoder> | undefined => {
  try {
    return new TextDecoder(label.trim(), { fatal })
  } catch {
    return undefined
  }
}

/** The `charset` parameter of a Content-Type value. */
export const charsetParameter = (contentType: string | undefined): string | undefined =>
  contentType
    ?.split(";")
    .slice(1)
    .map((parameter) => parameter.trim().match(/^charset\s*=\s*"?([^";\s]+)"?/i)?.[1])
    .find((label) => label !== undefined)

/**
 * Decodes an HTML body the way browsers choose its encoding: a byte-order mark wins, then the
 * `charset` of the Content-Type header, then what the WHATWG prescan of the first 1,024 bytes finds
 * (`<meta charset>`, or `http-equiv="Content-Type"` with its `content`); a label nobody knows is
 * skipped. Undeclared bodies are UTF-8 when they are valid UTF-8, else windows-1252.
 */
export const decodeHtml = (bytes: Uint8Array, contentType: string | undefined): DecodedBody => {
  const declared: ReadonlyArray<readonly [CharsetSource, string | undefined]> = [
    ["bom", bomEncoding(bytes)],
    ["header", charsetParameter(contentType)],
    ["meta", prescanMetaCharset(bytes)],
  ]
  for (const [source, label] of declared) {
    const decoder = label === undefined ? undefined : decoderFor(label)
    if (decoder !== undefined) return { text: decoder.decode(bytes), encoding: decoder.encoding, source }
  }
  const strict = new TextDecoder("utf-8", { fatal: true })
  try {
    return { text: strict.decode(bytes), encoding: "utf-8", source: "utf-8 default" }
  } catch {
    return {
      text: new TextDecoder("windows-1252").decode(bytes),
      encoding: "windows-1252",
      source: "windows-1252 fallback",
    }
  }
}

/** Decodes a plain-text site file (robots.txt, sitemap, llms.txt): UTF-8, a byte-order mark honoured. */
export const decodeText = (bytes: Uint8Array): string => {
  const encoding = bomEncoding(bytes) ?? "utf-8"
  return new TextDecoder(encoding).decode(bytes)
}
