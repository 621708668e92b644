import { TextDecoder } from "@exodus/bytes/encoding.js"

/** How far into the body the prescan looks (the standard's number). */
const PRESCAN_BYTES = 1024

/**
 * The encoding the first 1,024 bytes of an HTML page declare, found as browsers find it: the WHATWG
 * HTML standard's "prescan a byte stream to determine its encoding" (§13.2.3.2), step by step. It skips
 * comments, other tags with their attributes, `<!…>`, `</…>` and `<?…>`; a `<meta>` counts only
 * with a `charset` attribute, or with `content="…charset=…"` beside `http-equiv="content-type"`.
 * Answers the WHATWG name of the encoding (`utf-8`, `windows-1250`, …), or undefined when there is
 * none, the name is unknown, or the window ends inside a tag.
 */
export const prescanMetaCharset = (bytes: Uint8Array): string | undefined => {
  const prescan = new Prescan(bytes.subarray(0, PRESCAN_BYTES))
  try {
    return prescan.run()
  } catch (error) {
    if (error === END) return undefined
    throw error
  }
}

const LESS_THAN = 0x3c
const GREATER_THAN = 0x3e
const SLASH = 0x2f
const EQUALS = 0x3d
const DOUBLE_QUOTE = 0x22
const SINGLE_QUOTE = 0x27

const isSpace = (byte: number | undefined): boolean =>
  byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d || byte === 0x20
const isUpper = (byte: number): boolean => byte >= 0x41 && byte <= 0x5a
const isLetter = (byte: number | undefined): boolean =>
  byte !== undefined && (isUpper(byte) || (byte >= 0x61 && byte <= 0x7a))
/** A byte as a character of an attribute's name or value: ASCII upper case lowered, every other byte as itself. */
const lowered = (byte: number): string => String.fromCharCode(isUpper(byte) ? byte + 0x20 : byte)

/** Thrown when the window ends where the prescan needs another byte: it then finds nothing. */
const END = Symbol("end of the prescan window")

interface Attribute {
  readonly name: string
  readonly value: string
}

/** The standard's "get an encoding": the WHATWG name a label stands for, or undefined for an unknown label. */
const encodingOf = (label: string): string | undefined => {
  // No TextDecoder is made for the replacement encoding's labels (iso-2022-kr, …): they count as unknown.
  try {
    return new TextDecoder(label).encoding
  } catch {
    return undefined
  }
}

/** The standard's "algorithm for extracting a character encoding from a meta element" over a `content` value. */
const encodingInContent = (content: string): string | undefined => {
  let from = 0
  for (;;) {
    const found = content.slice(from).search(/charset/i)
    if (found === -1) return undefined
    let at = from + found + "charset".length
    while (isSpace(content.charCodeAt(at))) at++
    if (content[at] === "=") {
      at++
      while (isSpace(content.charCodeAt(at))) at++
      const next = content[at]
      if (next === undefined) return undefined
      if (next === '"' || next === "'") {
        const closing = content.indexOf(next, at + 1)
        return closing === -1 ? undefined : encodingOf(content.slice(at + 1, closing))
      }
      const end = content.slice(at).search(/[\t\n\f\r ;]/)
      return encodingOf(end === -1 ? content.slice(at) : content.slice(at, at + end))
    }
    from = at
  }
}

class Prescan {
  private position = 0

  constructor(private readonly bytes: Uint8Array) {}

  /** The byte at `position + offset`; undefined past the window (only for looking ahead). */
  private peek(offset = 0): number | undefined {
    return this.bytes[this.position + offset]
  }

  /** The byte at `position`, which must be inside the window. */
  private byte(): number {
    const byte = this.bytes[this.position]
    if (byte === undefined) throw END
    return byte
  }

  private startsWith(text: string): boolean {
    for (let index = 0; index < text.length; index++) {
      const byte = this.peek(index)
      if (byte === undefined || lowered(byte) !== text[index]) return false
    }
    return true
  }

  run(): string | undefined {
    for (; this.position < this.bytes.length; this.position++) {
      if (this.peek() !== LESS_THAN) continue
      if (this.startsWith("<!--")) this.skipComment()
      else if (this.startsWith("<meta") && (isSpace(this.peek(5)) || this.peek(5) === SLASH)) {
        const charset = this.meta()
        if (charset !== undefined) return charset
      } else if (isLetter(this.peek(1)) || (this.peek(1) === SLASH && isLetter(this.peek(2)))) this.skipTag()
      else if (this.peek(1) === 0x21 || this.peek(1) === SLASH || this.peek(1) === 0x3f)
        this.skipTo(GREATER_THAN)
    }
    return undefined
  }

  /** To the first `>` after the `<` that has two `-` before it (those of `<!--` count: `<!-->` is a comment). */
  private skipComment(): void {
    for (this.position += 3; ; ) {
      this.position++
      if (this.byte() === GREATER_THAN && this.peek(-1) === 0x2d && this.peek(-2) === 0x2d) return
    }
  }

  private skipTo(target: number): void {
    while (this.byte() !== target) this.position++
  }

  /** A start or end tag other than `<meta`: its name, then every attribute, so a `>` in a quoted value does not end it. */
  private skipTag(): void {
    this.position++
    while (!isSpace(this.byte()) && this.byte() !== GREATER_THAN) this.position++
    while (this.attribute() !== undefined) {}
  }

  /** A `<meta` tag: the encoding it declares as a page's encoding, or undefined. */
  private meta(): string | undefined {
    this.position += 6
    const seen = new Set<string>()
    let gotPragma = false
    let needPragma: boolean | undefined
    let charset: string | undefined
    for (let attribute = this.attribute(); attribute !== undefined; attribute = this.attribute()) {
      if (seen.has(attribute.name)) continue
      seen.add(attribute.name)
      if (attribute.name === "http-equiv") {
        if (attribute.value === "content-type") gotPragma = true
      } else if (attribute.name === "content") {
        const declared = encodingInContent(attribute.value)
        if (declared !== undefined && charset === undefined) {
          charset = declared
          needPragma = true
        }
      } else if (attribute.name === "charset") {
        charset = encodingOf(attribute.value)
        needPragma = false
      }
    }
    if (needPragma === undefined || (needPragma && !gotPragma) || charset === undefined) return undefined
    if (charset === "utf-16le" || charset === "utf-16be") return "utf-8"
    if (charset === "x-user-defined") return "windows-1252"
    return charset
  }

  /** The standard's "get an attribute": the next attribute of a tag, or undefined at its `>`. */
  private attribute(): Attribute | undefined {
    while (isSpace(this.byte()) || this.byte() === SLASH) this.position++
    if (this.byte() === GREATER_THAN) return undefined
    let name = ""
    for (;;) {
      const byte = this.byte()
      if (byte === EQUALS && name !== "") {
        this.position++
        return { name, value: this.value() }
      }
      if (isSpace(byte)) break
      if (byte === SLASH || byte === GREATER_THAN) return { name, value: "" }
      name += lowered(byte)
      this.position++
    }
    while (isSpace(this.byte())) this.position++
    if (this.byte() !== EQUALS) return { name, value: "" }
    this.position++
    return { name, value: this.value() }
  }

  private value(): string {
    while (isSpace(this.byte())) this.position++
    const first = this.byte()
    let value = ""
    if (first === DOUBLE_QUOTE || first === SINGLE_QUOTE) {
      for (this.position++; this.byte() !== first; this.position++) value += lowered(this.byte())
      this.position++
      return value
    }
    if (first === GREATER_THAN) return value
    for (;;) {
      value += lowered(this.byte())
      this.position++
      if (isSpace(this.byte()) || this.byte() === GREATER_THAN) return value
    }
  }
}
