import fc from "fast-check"
import { prose } from "./prose"

const tagNames = [
  "html",
  "head",
  "body",
  "title",
  "meta",
  "link",
  "base",
  "script",
  "style",
  "noscript",
  "template",
  "main",
  "article",
  "section",
  "nav",
  "header",
  "footer",
  "aside",
  "div",
  "span",
  "p",
  "a",
  "img",
  "picture",
  "source",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "table",
  "tr",
  "td",
  "form",
  "input",
  "label",
  "button",
  "iframe",
  "svg",
  "math",
  "blockquote",
  "pre",
  "code",
  "br",
] as const

const attributeNames = [
  "id",
  "class",
  "href",
  "src",
  "alt",
  "title",
  "name",
  "content",
  "property",
  "http-equiv",
  "charset",
  "rel",
  "hreflang",
  "lang",
  "type",
  "role",
  "aria-label",
  "aria-hidden",
  "hidden",
  "target",
  "onclick",
  "width",
  "height",
  "loading",
  "for",
  "itemtype",
  "srcset",
  "media",
  "async",
  "defer",
] as const

const attributeValue = fc.oneof(
  fc.constantFrom(
    "",
    "description",
    "robots",
    "noindex, nofollow",
    "canonical",
    "alternate",
    "https://example.com/",
    "/relative/path",
    "javascript:void(0)",
    "mailto:a@b.c",
    "#top",
    "x-default",
    "en",
    "sk-SK",
    "es",
    "application/ld+json",
    "og:title",
    "utf-8",
    "stylesheet",
    "true",
    "none",
    "//cdn.example.net/x.js",
    "http://[::1]/",
    "file:///etc/passwd",
    "https://schema.org/Product",
    "click here",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
)

const text = fc.oneof(
  fc.lorem({ maxCount: 12 }),
  fc.constantFrom(
    "Fresh bread daily in Košice.",
    "¿Dónde está la panadería?",
    "Привет мир",
    "東京の天気",
    "&amp; &lt; &#x1F600; &bogus;",
  ),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 10 }),
  fc.constantFrom(
    '{"@context":"https://schema.org","@type":"Product","name":"Bread"}',
    '{"@graph":[{"@type":"Organization"}]}',
    "{broken json",
  ),
)

const attribute = fc
  .tuple(fc.constantFrom(...attributeNames), attributeValue, fc.constantFrom('"', "'", ""))
  .map(([name, value, quote]) =>
    quote === ""
      ? ` ${name}=${value.replace(/[\s>"']/g, "")}`
      : ` ${name}=${quote}${value.replaceAll(quote, "")}${quote}`,
  )

const openTag = fc
  .tuple(fc.constantFrom(...tagNames), fc.array(attribute, { maxLength: 4 }), fc.boolean())
  .map(([name, attributes, selfClosing]) => `<${name}${attributes.join("")}${selfClosing ? " /" : ""}>`)

const closeTag = fc.constantFrom(...tagNames).map((name) => `</${name}>`)

const junk = fc.constantFrom(
  "<!DOCTYPE html>",
  "<!doctype>",
  "<!-- comment -->",
  "<!--",
  "<",
  ">",
  "</",
  "<![CDATA[x]]>",
  "\u0000",
  "\uFEFF",
  "<?xml version='1.0'?>",
)

/** Broken and well-formed markup, binary junk included: almost always a page too thin to judge. */
const tagSoup: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: openTag },
      { weight: 3, arbitrary: text },
      { weight: 3, arbitrary: closeTag },
      { weight: 1, arbitrary: junk },
    ),
    {
      maxLength: 60,
    },
  )
  .map((parts) => parts.join(""))

/**
 * A main content long enough to judge: one to six paragraphs of 60 to 120 words of varied prose (above
 * has-content's minimum), in <main>, <article>, a <div> or the bare body.
 */
const substantiveContent: fc.Arbitrary<string> = fc
  .record({
    paragraphs: fc.array(fc.tuple(fc.integer({ min: 60, max: 120 }), fc.nat(500)), {
      minLength: 1,
      maxLength: 6,
    }),
    container: fc.constantFrom("main", "article", "div", ""),
    heading: fc.option(text, { nil: undefined }),
  })
  .map(({ paragraphs, container, heading }) => {
    const body = [
      ...(heading === undefined ? [] : [`<h1>${heading}</h1>`]),
      ...paragraphs.map(([words, offset]) => `<p>${prose(words, offset)}</p>`),
    ].join("\n")
    return container === "" ? body : `<${container}>${body}</${container}>`
  })

/**
 * Tag soup: well-formed and broken HTML with the elements, attributes and texts rules care about,
 * plus binary junk — half the time around a main content long enough to judge, so that the checks of
 * pages with content of their own run too. For proving that a rule never throws, whatever a page contains.
 */
export const arbitraryHtml: fc.Arbitrary<string> = fc.oneof(
  tagSoup,
  fc.tuple(tagSoup, substantiveContent, tagSoup).map((parts) => parts.join("")),
)
