import {
  ARTICLE_TYPES,
  asList,
  defineRule,
  describeNode,
  isOrganizationType,
  namesHttpUrl,
  type SchemaNode,
  textOf,
} from "@svc/core"

export default defineRule({
  id: "article-author",
  category: "geo",
  level: "medium",
  appliesTo: "served",
  requires: ["schemaNodes"],
  label: "Articles name their author as an entity",
  fix: 'Give each Article an `author` that is a `Person` (or `Organization`) with `name` and `url` (the author page) or `sameAs` (their profiles), e.g. `"author": {"@type": "Person", "name": "Eva Nováková", "url": "https://example.com/eva"}`. A bare name string cannot be told apart from namesakes.',
  messages: {
    noAuthor: "{article} has no author.",
    bareName: '"{name}" is a bare name, not an author entity with a page or profiles.',
    unresolved: "An author reference resolves to nothing on the page.",
    notEntity: "The author {author} is not a Person or Organization.",
    unnamed: "The author {author} has no name.",
    unlinked: "The author {author} has neither url nor sameAs.",
  },
  check: ({ schemaNodes }, { notApplicable, pass, report, review }) => {
    const articles = schemaNodes.ofType(...ARTICLE_TYPES)
    if (articles.length === 0) return notApplicable("The page declares no Article.")
    const withoutAuthor = articles.filter((article) => asList(article.properties.author).length === 0)
    for (const article of withoutAuthor)
      report("noAuthor", {
        at: article.location,
        subject: describeNode(article.properties),
        data: { article: describeNode(article.properties) },
      })
    if (withoutAuthor.length > 0) return
    let weak = false
    for (const article of articles)
      for (const value of asList(article.properties.author)) {
        const at = article.location
        if (typeof value === "string") {
          report("bareName", { at, subject: value, data: { name: value } })
          weak = true
          continue
        }
        const author: SchemaNode | undefined = schemaNodes.resolve(value)
        if (author === undefined) {
          report("unresolved", { at })
          weak = true
          continue
        }
        const problem =
          !author.types.includes("Person") && !author.types.some(isOrganizationType)
            ? "notEntity"
            : textOf(author.properties, "name") === null
              ? "unnamed"
              : !namesHttpUrl(author.properties.url) && !asList(author.properties.sameAs).some(namesHttpUrl)
                ? "unlinked"
                : null
        if (problem === null) continue
        report(problem, {
          at,
          subject: describeNode(author.properties),
          data: { author: describeNode(author.properties) },
        })
        weak = true
      }
    return weak ? review() : pass()
  },
})
