import { RuleTester } from "@svc/rule-tester"
import placeholderText from "../src/rules/placeholder-text"

new RuleTester().run(placeholderText, {
  pass: ["<title>Sourdough bread</title><p>We bake every morning.</p>"],
  fail: [
    {
      html: "<h1>Bread</h1>\n<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>",
      evidence:
        'Placeholder text ("lorem ipsum") in a <p>: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.".',
      line: 2,
    },
    { html: "<title>Coming soon</title>", evidence: 'The title is placeholder text: "Coming soon".' },
    { name: "Slovak", html: "<p>Stránka je vo výstavbe.</p>", evidence: /stranka je vo vystavbe/ },
    { name: "Spanish", html: "<p>Próximamente.</p>", evidence: /proximamente/ },
  ],
})
