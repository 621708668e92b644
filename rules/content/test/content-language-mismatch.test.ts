import { RuleTester } from "@svc/rule-tester"
import contentLanguageMismatch from "../src/rules/content-language-mismatch"

const slovak =
  "Kváskový chlieb pečieme každé ráno v našej malej pekárni v Košiciach, aby ste mali čerstvé pečivo na raňajky. Ponúkame aj rožky, bagety a koláče podľa tradičných receptov našich starých mám. Objednávky prijímame telefonicky aj cez internet každý pracovný deň."

new RuleTester().run(contentLanguageMismatch, {
  pass: [
    `<html lang="sk"><body><p>${slovak} ${slovak}</p></body></html>`,
    {
      name: "a close language is not a mismatch",
      html: `<html lang="cs-CZ"><body><p>${slovak} ${slovak}</p></body></html>`,
    },
  ],
  fail: [
    {
      html: `<html lang="en"><body><p>${slovak} ${slovak}</p></body></html>`,
      reports: [
        {
          messageId: "mismatch",
          subject: "en",
          data: { declared: "en", detected: "sk", fit: 0.52, characters: 519 },
        },
      ],
    },
  ],
  notApplicable: [`<html><p>${slovak} ${slovak}</p></html>`, '<html lang="en"><p>Too short.</p></html>'],
})
