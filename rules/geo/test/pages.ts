// Page text for the GEO tests (varied prose from the rule tester) and addresses that decide the page type.

/** An article address: the URL path makes the page an article. */
export const ARTICLE_URL = "https://bakery.example/blog/sourdough"
/** An informational page that is neither home, article, product nor contact. */
export const GUIDE_URL = "https://bakery.example/guide"

export { prose, proseParagraphs as paragraphs } from "@svc/rule-tester"
