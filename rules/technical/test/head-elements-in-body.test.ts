import { RuleTester } from "@svc/rule-tester"
import headElementsInBody from "../src/rules/head-elements-in-body"

new RuleTester().run(headElementsInBody, {
  pass: [
    '<head><title>T</title><meta name="description" content="d"><link rel="canonical" href="/"></head><body><p>x</p></body>',
    {
      name: "microdata metas and stylesheets may sit in <body>",
      html: '<body><div itemscope><meta itemprop="price" content="1"></div><link rel="stylesheet" href="a.css"></body>',
    },
  ],
  fail: [
    {
      name: "a tracking pixel closes <head> early",
      html: '<html><head>\n<title>Shop</title>\n<img src="/pixel.gif">\n<meta name="description" content="d">\n<link rel="canonical" href="https://shop.example/">\n</head><body><p>x</p>',
      reports: [
        { messageId: "inBody", line: 4, data: { tag: '<meta name="description">' } },
        { messageId: "inBody", line: 5, data: { tag: '<link rel="canonical">' } },
        { messageId: "bodyStartsWithElement", line: 3, data: { tag: "img" } },
      ],
      line: 4,
    },
    {
      name: "stray text closes it too",
      html: '<head><meta charset="utf-8">\n}\n<title>T</title></head>',
      reports: [
        { messageId: "inBody", line: 3, subject: "<title>" },
        { messageId: "bodyStartsWithText", line: 2 },
      ],
      line: 3,
    },
  ],
})
