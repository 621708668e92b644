import { defineRule } from "@svc/core"

const SERVER_EXTENSION = /\.(php[3-7]?|phtml|aspx?|jspx?|cfml?|cgi|pl|do|action)$/i

export default defineRule({
  id: "url-file-extension",
  part: "google",
  category: "technical",
  level: "low",
  requires: ["http"],
  label: "The address does not expose the server technology",
  fix: "Serve pages at addresses without a technology extension (/contact rather than /contact.php) so they survive a change of platform; when you change them, redirect the old addresses permanently.",
  check: ({ http }, { pass, review }) => {
    const extension = SERVER_EXTENSION.exec(http.url.pathname)?.[1]
    if (extension === undefined) return pass()
    return review(
      `The path ${http.url.pathname} ends in .${extension}: moving to another platform would change every address, or need a redirect for each.`,
    )
  },
})
