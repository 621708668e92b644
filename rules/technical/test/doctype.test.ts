import { RuleTester } from "@svc/rule-tester"
import doctype from "../src/rules/doctype"

new RuleTester().run(doctype, {
  pass: [
    "<!DOCTYPE html><p>x</p>",
    { name: "a comment before the doctype is fine", html: "<!-- hi -->\n<!doctype HTML><p>x</p>" },
    {
      name: "a strict HTML 4 doctype with its system id gives standards mode",
      html: '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd"><p>x</p>',
    },
  ],
  fail: [
    { html: "<p>x</p>", reports: [{ messageId: "missing" }] },
    {
      html: "hello\n<!DOCTYPE html><p>x</p>",
      reports: [{ messageId: "late", line: 2 }],
      line: 2,
    },
    {
      html: '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><p>x</p>',
      reports: [
        {
          messageId: "quirks",
          data: { doctype: '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">' },
        },
      ],
    },
    {
      html: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd"><p>x</p>',
      reports: [{ messageId: "limitedQuirks" }],
    },
  ],
})
