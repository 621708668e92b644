import { RuleTester } from "@svc/rule-tester"
import linksTooMany from "../src/rules/links-too-many"

const linksTo = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `<a href="${prefix}${index}">${index}</a>`).join("")

new RuleTester().run(linksTooMany, {
  pass: [
    linksTo(100, "/p/"),
    {
      name: "the same address linked many times counts once, fragments included",
      html: Array.from({ length: 300 }, (_, index) => `<a href="/shop#${index}">Shop</a>`).join(""),
    },
  ],
  fail: [],
  review: [
    {
      html: linksTo(90, "/p/") + linksTo(20, "https://other.example/"),
      reports: [{ messageId: "tooMany", data: { total: 110, internal: 90, external: 20, max: 100 } }],
    },
  ],
})
