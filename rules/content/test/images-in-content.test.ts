import { RuleTester } from "@svc/rule-tester"
import imagesInContent from "../src/rules/images-in-content"
import { words } from "./pages"

new RuleTester().run(imagesInContent, {
  pass: [`<main><p>${words(400)}</p><img src="loaf.jpg" alt="A loaf"></main>`],
  fail: [
    {
      html: `<header><img src="logo.png" alt="Logo"></header><main><p>${words(400)}</p></main>`,
      reports: [{ messageId: "noImage", data: { words: 400 } }],
    },
  ],
  notApplicable: [`<main><p>${words(100)}</p></main>`],
})
