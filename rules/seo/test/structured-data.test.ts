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
      reports: [{ messageId: "unparsable", line: 2 }],
      line: 2,
    },
    {
      name: "empty blocks and bare values",
      html: `${script("  ")}${script('"just a string"')}${script('{"@type":"Thing"}')}`,
      reports: [{ messageId: "empty" }, { messageId: "notAnObject" }],
    },
    {
      name: "a CDATA wrapper, which HTML does not strip",
      html: script('\n<![CDATA[\n{"@context":"http://schema.org","@type":"Thing"}\n]]>\n'),
      reports: [{ messageId: "cdata" }],
    },
    {
      name: "an HTML comment inside",
      html: script('<!-- {"@type":"Thing"} -->'),
      reports: [{ messageId: "unparsable" }],
    },
  ],
  notApplicable: ["<p>no structured data</p>", '<script type="application/json">{"a":1}</script>'],
})
