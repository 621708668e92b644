import { RuleTester } from "@svc/rule-tester"
import imageAltFilename from "../src/rules/image-alt-filename"

new RuleTester().run(imageAltFilename, {
  pass: [
    '<img src="/img/rye-loaf.jpg" alt="Rye loaf cooling on a rack">',
    {
      name: "a one-word description that matches a plain file name",
      html: '<img src="/img/bread.jpg" alt="bread">',
    },
    {
      name: "a sentence that ends in .png-like text is not a file name",
      html: '<img src="a.jpg" alt="Our logo in PNG">',
    },
  ],
  fail: [
    {
      html: '<p>x</p>\n<img src="/uploads/IMG_2041.jpg" alt="IMG_2041.jpg">\n<img src="/a/hero-banner-2x.webp" alt="hero-banner-2x">',
      reports: [
        {
          messageId: "fileName",
          line: 2,
          subject: "IMG_2041.jpg",
          data: { src: "/uploads/IMG_2041.jpg", alt: "IMG_2041.jpg" },
        },
        {
          messageId: "fileName",
          line: 3,
          subject: "hero-banner-2x",
          data: { src: "/a/hero-banner-2x.webp", alt: "hero-banner-2x" },
        },
      ],
      line: 2,
    },
    {
      name: "a phone camera name",
      html: '<img src="/x.jpg" alt="PXL_20240501_101112">',
      reports: [{ messageId: "fileName", subject: "PXL_20240501_101112" }],
    },
    {
      name: "a screenshot",
      html: '<img src="/x.png" alt="Screenshot 2024">',
      reports: [{ messageId: "fileName" }],
    },
    {
      name: "a timestamp name",
      html: '<img src="/x.jpg" alt="20240501_101112">',
      reports: [{ messageId: "fileName", subject: "20240501_101112" }],
    },
  ],
  notApplicable: [
    '<img src="a.jpg" alt="">',
    '<img src="a.jpg">',
    '<div hidden><img src="a.jpg" alt="a.jpg"></div>',
  ],
})
