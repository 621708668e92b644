import { defineRule } from "@svc/core"

const SERVER_EXTENSION = /\.(php[3-7]?|phtml|aspx?|jspx?|cfml?|cgi|pl|do|action)$/i

export default defineRule({
  id: "url-file-extension",
  category: "technical",
  level: "low",
  reviewOnly: true,
  requires: ["http"],
  label: "The address does not expose the server technology",
  fix: "Serve pages at addresses without a technology extension (/contact rather than /contact.php) so they survive a change of platform; when you change them, redirect the old addresses permanently.",
  messages: {
    serverExtension:
      "The path {path} ends in .{extension}: moving to another platform would change every address, or need a redirect for each.",
  },
  check: ({ http }, { report, review }) => {
    const path = http.url.pathname
    const extension = SERVER_EXTENSION.exec(path)?.[1]
    if (extension === undefined) return
    report("serverExtension", { subject: path, data: { path, extension } })
    return review()
  },
})
