import { RuleTester } from "@svc/rule-tester"
import legacyDoctype from "../src/rules/legacy-doctype"

new RuleTester().run(legacyDoctype, {
  pass: ["<!DOCTYPE html>", '<!DOCTYPE html SYSTEM "about:legacy-compat">'],
  fail: [
    {
      html: '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
      reports: [
        {
          messageId: "legacy",
          line: 1,
          data: {
            doctype:
              '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
          },
        },
      ],
      line: 1,
    },
  ],
  notApplicable: ["<p>no doctype</p>", '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">'],
})
