import { defineRule, fold, shortened } from "@svc/core"

const NOT_FOUND =
  /\b(page not found|404 not found|error 404|page (you requested |you are looking for )?(does not|doesn't|could not|cannot) (exist|be found)|no longer available|stranka (sa )?(nenasla|neexistuje)|stranka nebola najdena|chyba 404|pagina no encontrada|la pagina (no existe|que buscas no existe)|error 404)\b/

export default defineRule({
  id: "soft-404",
  part: "google",
  category: "content",
  level: "high",
  decides: "served",
  requires: ["http", "head", "headings"],
  label: 'A page that answers 200 is not a "not found" page',
  fix: "Answer missing pages with HTTP 404 (or 410, or a 301 to the replacement), not with 200 and an error message.",
  messages: {
    title: 'The page answered {status} but its title says "{title}".',
    h1: 'The page answered {status} but its H1 says "{h1}".',
  },
  check: ({ http, head, headings }, { notApplicable, report }) => {
    if (http.status < 200 || http.status >= 300) return notApplicable(`The page answered ${http.status}.`)
    const title = head.titles.find((tag) => tag.inHead)
    if (title && NOT_FOUND.test(fold(title.text))) {
      const text = shortened(title.text)
      report("title", { at: title.location, subject: text, data: { status: http.status, title: text } })
    }
    const h1 = headings.find(
      (heading) => heading.level === 1 && !heading.hidden && NOT_FOUND.test(fold(heading.text)),
    )
    if (h1) {
      const text = shortened(h1.text)
      report("h1", { at: h1.location, subject: text, data: { status: http.status, h1: text } })
    }
  },
})
