import { RuleTester } from "@svc/rule-tester"
import structuredDataContext from "../src/rules/structured-data-context"

const script = (json: string) => `<script type="application/ld+json">${json}</script>`

new RuleTester().run(structuredDataContext, {
  pass: [
    script('{"@context":"https://schema.org","@type":"Organization","name":"Kvások"}'),
    {
      name: "http and a trailing slash",
      html: script('{"@context":"http://schema.org/","@graph":[{"@type":"WebSite"}]}'),
    },
    {
      name: "a context object with @vocab",
      html: script('{"@context":{"@vocab":"https://schema.org/"},"@type":"Thing"}'),
    },
    {
      name: "a context list",
      html: script('{"@context":["https://schema.org",{"x":"https://example.com/x"}],"@type":"Thing"}'),
    },
  ],
  fail: [
    {
      html: `<p>x</p>\n${script('{"@type":"Organization","name":"Kvások"}')}`,
      reports: [{ messageId: "noContext", line: 2, subject: "Organization" }],
      line: 2,
    },
    {
      name: "each object of a top-level array needs its own",
      html: script('[{"@context":"https://schema.org","@type":"WebSite"},{"@type":"Organization"}]'),
      reports: [{ messageId: "noContext", line: 1, subject: "Organization" }],
    },
    {
      name: "another vocabulary",
      html: script('{"@context":"https://example.com/vocab","@type":"Thing"}'),
      reports: [{ messageId: "otherContext" }],
    },
  ],
  notApplicable: ["<p>none</p>", script("{broken")],
})
