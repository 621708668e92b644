import { fc, test } from "@fast-check/vitest"
import { type DefaultTreeAdapterTypes, parse } from "parse5"
import { expect } from "vitest"
import { scanDocument } from "../../src/facts/dom-scan"
import { markupOf } from "./markup-of"

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document

const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml"
const RAW_TEXT_TAGS = new Set(["script", "style", "noscript"])

/**
 * The document's text as parse5's own tree holds it: every text node in order, raw-text elements apart.
 * As in the scan, an element inside SVG or MathML is foreign, even an HTML <script> in a MathML <mi>.
 */
const textOfDefaultTree = (html: string) => {
  let text = ""
  const rawLengths: number[] = []
  const stack: Array<{ node: Node; inForeign: boolean }> = [{ node: parse(html), inForeign: false }]
  while (stack.length > 0) {
    const { node, inForeign } = stack.pop() as { node: Node; inForeign: boolean }
    if (node.nodeName === "#text") text += (node as DefaultTreeAdapterTypes.TextNode).value
    if (!("childNodes" in node)) continue
    const foreign = inForeign || ("tagName" in node && node.namespaceURI !== HTML_NAMESPACE)
    if ("tagName" in node && !foreign && RAW_TEXT_TAGS.has(node.tagName)) {
      rawLengths.push(
        node.childNodes.reduce((sum, child) => sum + ("value" in child ? child.value.length : 0), 0),
      )
      continue
    }
    for (let index = node.childNodes.length - 1; index >= 0; index--)
      stack.push({ node: node.childNodes[index] as Node, inForeign: foreign })
  }
  return { text, rawLengths }
}

const PIECES = [
  "<table>",
  "</table>",
  "<tr>",
  "<td>",
  "<p>",
  "</p>",
  "<b>",
  "</b>",
  "<i>",
  "</i>",
  "<html>",
  "<body>",
  "<!-- c -->",
  "<select>",
  "<option>",
  "<script>",
  "</script>",
  "<style>",
  "</style>",
  "<noscript>",
  "</noscript>",
  "<svg><script>",
  "<math><mi>",
  "<math><mi><script>x",
  "</svg>",
  "<title>",
  "</title>",
  "<template>",
  "</template>",
  "<textarea>",
  "</textarea>",
  "<pre>\n",
  "<listing>\n",
  "&amp;",
  "&copy",
  "&#x1F600;",
  "&nvlt;",
  "&bogus;",
  "\n",
  " \t ",
  "word",
  "😀",
]

// With CRs and NULs, which the parser changes (CR LF and a lone CR to LF, NUL to nothing or U+FFFD)…
const markup = markupOf([...PIECES, "\r\n", "\r", "\0"], fc.string({ maxLength: 8 }))
// …and without: then most text is a slice of the source, and CR LF alone must not spoil the rest.
const markupPassedOn = markupOf(
  [...PIECES, "\r\n"],
  fc.string({ maxLength: 8 }).map((text) => text.replace(/[\r\0]/g, "")),
)

test.prop([fc.oneof(markup, markupPassedOn)])(
  "the scan's text is exactly the text nodes of parse5's own tree",
  (html) => {
    const scan = scanDocument(html)
    const expected = textOfDefaultTree(html)
    expect(scan.text).toBe(expected.text)
    expect([...scan.rawLength.values()]).toEqual(expected.rawLengths)
  },
)
