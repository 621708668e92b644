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
      evidence:
        '2 images with an alt text that does not describe it: <img src="a.jpg" alt="Image"> (line 2) says only that there is an image; <img src="b.jpg" alt="Picture of a rye loaf"> (line 3) starts with words screen readers already say.',
      line: 2,
    },
    {
      name: "Slovak",
      html: '<img src="a.jpg" alt="Obrázok chleba">',
      evidence: /starts with words screen readers already say/,
    },
    { name: "Spanish", html: '<img src="a.jpg" alt="Imagen de un pan">', evidence: /starts with words/ },
    {
      name: "a bare logo",
      html: '<img src="logo.svg" alt="logo">',
      evidence: /says only that there is an image/,
    },
  ],
  notApplicable: ['<img src="a.jpg" alt="">'],
})
