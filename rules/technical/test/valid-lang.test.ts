import { RuleTester } from "@svc/rule-tester"
import validLang from "../src/rules/valid-lang"

new RuleTester().run(validLang, {
  pass: [
    '<html lang="en"><p lang="de">Hallo</p><p lang="">unknown language</p>',
    {
      name: "an invalid lang without text of its own is skipped",
      html: '<div lang="xx"><p lang="fr">Bonjour</p></div>',
    },
  ],
  fail: [
    {
      html: '<p>Hi</p>\n<blockquote lang="latin">Carpe diem</blockquote>',
      evidence: '1 element(s) have a lang that is not a language: <blockquote lang="latin"> (line 2).',
      line: 2,
    },
    { html: '<span xml:lang="q1">text</span>', evidence: /<span xml:lang="q1">/ },
  ],
  notApplicable: ['<html lang="en"><p>x</p>'],
})
