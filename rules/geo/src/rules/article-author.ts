import { defineRule, type SchemaNode } from "@svc/core"
import {
  ARTICLE_TYPES,
  describeNode,
  isOrganization,
  isPerson,
  isUrlValue,
  text,
  valuesOf,
} from "../schema-types"

export default defineRule({
  id: "article-author",
  part: "ai",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes"],
  label: "Articles name their author as an entity",
  fix: 'Give each Article an `author` that is a `Person` (or `Organization`) with `name` and `url` (the author page) or `sameAs` (their profiles), e.g. `"author": {"@type": "Person", "name": "Eva Nováková", "url": "https://example.com/eva"}`. A bare name string cannot be told apart from namesakes.',
  check: ({ schemaNodes }, { fail, notApplicable, pass, review }) => {
    const articles = schemaNodes.ofType(...ARTICLE_TYPES)
    if (articles.length === 0) return notApplicable("The page declares no Article.")
    const withoutAuthor = articles.filter((article) => valuesOf(article.properties.author).length === 0)
    if (withoutAuthor.length > 0)
      return fail(
        `${withoutAuthor.map((article) => `${describeNode(article)} (line ${article.location.line})`).join(", ")} has no author.`,
        { at: withoutAuthor[0]?.location },
      )
    const weak: string[] = []
    for (const article of articles)
      for (const value of valuesOf(article.properties.author)) {
        if (typeof value === "string") {
          weak.push(`"${value}" is a bare name`)
          continue
        }
        const author: SchemaNode | undefined = schemaNodes.resolve(value)
        if (author === undefined) weak.push(`an author reference that resolves to nothing on the page`)
        else if (!isPerson(author) && !isOrganization(author))
          weak.push(`${describeNode(author)} is not a Person or Organization`)
        else if (text(author, "name") === null) weak.push(`${describeNode(author)} has no name`)
        else if (!isUrlValue(author.properties.url) && !valuesOf(author.properties.sameAs).some(isUrlValue))
          weak.push(`${describeNode(author)} has neither url nor sameAs`)
      }
    if (weak.length > 0)
      return review(`The article's author is not a clear entity: ${weak.slice(0, 3).join("; ")}.`, {
        at: articles[0]?.location,
      })
    return pass()
  },
})
