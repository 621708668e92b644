import { RuleTester } from "@svc/rule-tester"
import imageAltStuffing from "../src/rules/image-alt-stuffing"

new RuleTester().run(imageAltStuffing, {
  pass: [
    {
      name: "stop words repeat in any sentence",
      html: '<img src="a.jpg" alt="The buoy contains sensors that measure the salinity and the temperature of the water">',
    },
    {
      name: "a name three times in a long caption",
      html: '<img src="a.jpg" alt="Kauri Parata, watched by his father Hori Parata, at the stranding site; the Parata family has tended the beach for generations, says the local council">',
    },
    '<img src="a.jpg" alt="Bread and more bread on a shelf">',
    { name: "a short list is a description", html: '<img src="a.jpg" alt="Rye, spelt and wheat loaves">' },
  ],
  fail: [],
  review: [
    {
      html: '<img src="a.jpg" alt="bread Košice, best bread, cheap bread Košice, bread delivery">',
      reports: [
        {
          messageId: "repeatedWords",
          line: 1,
          data: {
            src: "a.jpg",
            alt: "bread Košice, best bread, cheap bread Košice, bread delivery",
            words: '"bread" ×4',
          },
        },
      ],
    },
    {
      name: "a list of five terms",
      html: '<img src="a.jpg" alt="bakery | bread | rolls | cakes | coffee">',
      reports: [{ messageId: "keywordList" }],
    },
  ],
  notApplicable: ['<img src="a.jpg" alt="">'],
})
