import { RuleTester } from "@svc/rule-tester"
import structuredData from "../src/rules/structured-data"

const script = (json: string) => `<script type="application/ld+json">${json}</script>`

new RuleTester().run(structuredData, {
  pass: [
    script('{"@context":"https://schema.org","@type":"Organization","name":"Kvások"}'),
    { name: "a top-level array", html: script('[{"@type":"WebSite"},{"@type":"Organization"}]') },
  ],
  fail: [
    {
      html: `<p>x</p>\n${script('{"@context":"https://schema.org","@type":"Product","name":"Rye",}')}`,
      evidence:
        /^1 JSON-LD block of 1 cannot be read, so search engines ignore it: the block at line 2 does not parse: .+\.$/,
      line: 2,
    },
    {
      name: "empty blocks and bare values",
      html: `${script("  ")}${script('"just a string"')}${script('{"@type":"Thing"}')}`,
      evidence:
        "2 JSON-LD blocks of 3 cannot be read, so search engines ignore them: the block at line 1 is empty; the block at line 1 holds no object, only a JSON value.",
    },
    {
      name: "a CDATA wrapper, which HTML does not strip",
      html: script('\n<![CDATA[\n{"@context":"http://schema.org","@type":"Thing"}\n]]>\n'),
      evidence: /is wrapped in <!\[CDATA\[ … \]\]>, which HTML leaves in place, so it is not JSON\.$/,
    },
    {
      name: "an HTML comment inside",
      html: script('<!-- {"@type":"Thing"} -->'),
      evidence: /does not parse/,
    },
  ],
  notApplicable: ["<p>no structured data</p>", '<script type="application/json">{"a":1}</script>'],
})
