import { prose, RuleTester, substantivePage } from "@svc/rule-tester"
import placeholderText from "../src/rules/placeholder-text"

new RuleTester().run(placeholderText, {
  pass: [
    "<title>Sourdough bread</title><p>We bake every morning.</p>",
    {
      name: "a notice mentioned in a sentence of real text",
      html: "<p>Users appear to be stuck in the middle. Banzi says that several retailers have told him the new boards are coming soon, but none has shipped.</p>",
    },
  ],
  // Placeholder text on a page with content of its own (has-content's minimum): a page that is nothing
  // else folds into has-content.
  fail: [
    {
      html: substantivePage(
        "<h1>Bread</h1>\n<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>",
      ),
      reports: [
        {
          messageId: "block",
          line: 2,
          subject: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
          data: {
            placeholder: "lorem ipsum",
            tag: "p",
            text: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
          },
        },
      ],
    },
    {
      html: substantivePage("<title>Coming soon</title>"),
      reports: [{ messageId: "title", subject: "Coming soon" }],
    },
    {
      name: "Slovak",
      html: substantivePage("<p>Stránka je vo výstavbe.</p>"),
      reports: [{ messageId: "block", data: { placeholder: "stranka je vo vystavbe" } }],
    },
    {
      name: "Spanish",
      html: substantivePage("<p>Próximamente.</p>"),
      reports: [{ messageId: "block", data: { placeholder: "proximamente" } }],
    },
    {
      name: "a notice in a short block",
      html: "<p>This page is coming soon. Check back later!</p>",
      reports: [{ messageId: "block", data: { placeholder: "coming soon" } }],
      // A page that is only the notice has no content of its own: has-content's finding, this one its symptom.
      hiddenBy: "has-content",
    },
    {
      name: "filler inside a longer block",
      // Twenty placeholder words of ninety: a hole in a page with content, not a page of placeholder.
      html: `<p>Our story begins here, and the rest of this paragraph is lorem ipsum until the copy arrives from the writers.</p>\n<p>${prose(70)}</p>`,
      reports: [{ messageId: "block", data: { placeholder: "lorem ipsum" } }],
    },
  ],
})
