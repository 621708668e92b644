import fc from "fast-check"

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

/**
 * Tag soup: well-formed and broken HTML with the elements, attributes and texts rules care about,
 * plus binary junk. For proving that a rule never throws, whatever a page contains.
 */
export const arbitraryHtml: fc.Arbitrary<string> = fc
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
