import { RuleTester } from "@svc/rule-tester"
import imageAltGeneric from "../src/rules/image-alt-generic"

new RuleTester().run(imageAltGeneric, {
  pass: [
    '<img src="a.jpg" alt="Rye loaf on a wooden board">',
    { name: "a brand's logo named", html: '<img src="logo.svg" alt="Kvások bakery logo">' },
    {
      name: "an image of words is fine inside a sentence",
      html: '<img src="a.jpg" alt="Team photo of our bakers">',
    },
  ],
  fail: [],
  review: [
    {
      html: '<p>x</p>\n<img src="a.jpg" alt="Image">\n<img src="b.jpg" alt="Picture of a rye loaf">',
      reports: [
        { messageId: "onlySaysImage", line: 2, subject: "Image" },
        { messageId: "redundantStart", line: 3, subject: "Picture of a rye loaf" },
      ],
      line: 2,
    },
    {
      name: "Slovak",
      html: '<img src="a.jpg" alt="Obrázok chleba">',
      reports: [{ messageId: "redundantStart" }],
    },
    {
      name: "Spanish",
      html: '<img src="a.jpg" alt="Imagen de un pan">',
      reports: [{ messageId: "redundantStart" }],
    },
    {
      name: "a bare logo",
      html: '<img src="logo.svg" alt="logo">',
      reports: [{ messageId: "onlySaysImage" }],
    },
  ],
  notApplicable: ['<img src="a.jpg" alt="">'],
})
