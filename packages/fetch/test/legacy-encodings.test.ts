import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Fetcher, pageLimits } from "../src"
import { type LocalServer, startLocalServer } from "./support/local-server"

/**
 * Legacy encodings decoded as the WHATWG Encoding Standard says, on every Node line: Node 20's own
 * TextDecoder turns windows-1252's 0x80–0x9F (€ “ ” ’ –) into C1 control characters and decodes GBK
 * and Shift_JIS by older tables. The cases are those of the web-platform-tests' encoding suite
 * (single-byte indexes, gb18030-decoder, sjis-decode-errors): bytes, the text a browser shows.
 */
interface EncodingCase {
  readonly encoding: string
  /** Another label of the same encoding, the one `<meta charset>` names. */
  readonly alias: string
  readonly bytes: ReadonlyArray<number>
  readonly text: string
}

const cases: ReadonlyArray<EncodingCase> = [
  {
    encoding: "windows-1252",
    alias: "latin1",
    // "Bread “fresh” – every day for €3…" then ‚ ™ Ÿ é, and the five bytes the index maps to C1 controls.
    bytes: [
      0x42, 0x72, 0x65, 0x61, 0x64, 0x20, 0x93, 0x66, 0x72, 0x65, 0x73, 0x68, 0x94, 0x20, 0x96, 0x20, 0x80,
      0x33, 0x85, 0x92, 0x82, 0x99, 0x9f, 0xe9, 0x81, 0x8d, 0x8f, 0x90, 0x9d,
    ],
    text: "Bread “fresh” – €3…’‚™Ÿé\u0081\u008d\u008f\u0090\u009d",
  },
  {
    encoding: "iso-8859-2",
    alias: "latin2",
    // "Šťastný kôň, čaj, ů" and Ą ą ˙ with a no-break space.
    bytes: [
      0xa9, 0xbb, 0x61, 0x73, 0x74, 0x6e, 0xfd, 0x20, 0x6b, 0xf4, 0xf2, 0x2c, 0x20, 0xe8, 0x61, 0x6a, 0x2c,
      0x20, 0xf9, 0xa1, 0xb1, 0xff, 0xa0,
    ],
    text: "Šťastný kôň, čaj, ůĄą˙\u00a0",
  },
  {
    encoding: "koi8-r",
    alias: "koi8",
    // "Привет, ёЁ" then ─ © and a no-break space.
    bytes: [0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4, 0x2c, 0x20, 0xa3, 0xb3, 0x80, 0xbf, 0x9a],
    text: "Привет, ёЁ─©\u00a0",
  },
  {
    encoding: "shift_jis",
    alias: "x-sjis",
    // 日本 あ ｡ ① ⅰ; 0x80 is U+0080; A0, a trail byte outside 0x40–0xFC and a null pointer are errors.
    bytes: [
      0x93, 0xfa, 0x96, 0x7b, 0x82, 0xa0, 0xa1, 0x87, 0x40, 0xfa, 0x40, 0x80, 0xa0, 0xfa, 0xfd, 0x81, 0xb5,
    ],
    text: "日本あ｡①ⅰ\u0080\ufffd\ufffd\ufffd",
  },
  {
    encoding: "gbk",
    alias: "gb2312",
    // 你好 € and an ideographic space; FE 50 is ⺁ (GB18030-2022); four-byte sequences (U+0080, U+1F4A9);
    // 0xFF and 0x81 0x28 are errors, the 0x28 kept.
    bytes: [
      0xc4, 0xe3, 0xba, 0xc3, 0x80, 0xa1, 0xa1, 0xfe, 0x50, 0x81, 0x30, 0x81, 0x30, 0x94, 0x39, 0xda, 0x33,
      0xff, 0x81, 0x28,
    ],
    text: "你好€\u3000⺁\u0080\u{1f4a9}\ufffd\ufffd(",
  },
]

const page = (meta: string, bytes: ReadonlyArray<number>): Buffer =>
  Buffer.concat([
    Buffer.from(`<!doctype html><html><head>${meta}<title>`),
    Buffer.from(bytes),
    Buffer.from("</title>"),
  ])

/** The text between `<title>` and `</title>` of a decoded page. */
const titleOf = (body: string): string | undefined => /<title>([\s\S]*)<\/title>/.exec(body)?.[1]

describe("legacy encodings over HTTP, WHATWG-correct on every Node line", () => {
  let server: LocalServer
  let fetcher: Fetcher
  beforeAll(async () => {
    server = await startLocalServer((request, response) => {
      const [, where, encoding] = (request.url ?? "").split("/")
      const found = cases.find((each) => each.encoding === encoding)
      if (found === undefined) {
        response.writeHead(404).end()
      } else if (where === "header") {
        response.writeHead(200, { "content-type": `text/html; charset=${found.encoding}` })
        response.end(page("", found.bytes))
      } else {
        response.writeHead(200, { "content-type": "text/html" })
        response.end(page(`<meta charset="${found.alias}">`, found.bytes))
      }
    })
    fetcher = new Fetcher({ policy: { privateEndpoints: [`127.0.0.1:${server.port}`] } })
  })
  afterAll(async () => {
    await fetcher.close()
    await server.close()
  })

  describe.each(["header", "meta"])("charset in the %s", (where) => {
    it.each(cases)("$encoding", async ({ encoding, text }) => {
      const fetched = await fetcher.fetchPage(server.url(`/${where}/${encoding}`), pageLimits)
      expect(titleOf(fetched.body)).toBe(text)
    })
  })
})
