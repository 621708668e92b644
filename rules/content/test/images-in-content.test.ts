import { RuleTester } from "@svc/rule-tester"
import imagesInContent from "../src/rules/images-in-content"
import { words } from "./pages"

new RuleTester().run(imagesInContent, {
  pass: [`<main><p>${words(400)}</p><img src="loaf.jpg" alt="A loaf"></main>`],
  fail: [
    {
      html: `<header><img src="logo.png" alt="Logo"></header><main><p>${words(400)}</p></main>`,
      evidence: "The main content has 400 words and no visible image.",
    },
  ],
  notApplicable: [`<main><p>${words(100)}</p></main>`],
})
