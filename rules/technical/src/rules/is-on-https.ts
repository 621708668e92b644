import { defineRule } from "@svc/core"

const isInsecure = (url: string | null): url is string => typeof url === "string" && url.startsWith("http:")

export default defineRule({
  id: "is-on-https",
  part: "technical",
  category: "technical",
  level: "high",
  sameAs: ["is-on-https"],
  requires: ["http", "images", "scripts", "stylesheets", "document"],
  label: "The page and everything it loads use HTTPS",
  fix: "Serve the page over HTTPS, redirect http:// to https:// permanently, and load every image, script, stylesheet and frame from https:// addresses.",
  siteCap: 60,
  check: ({ http, images, scripts, stylesheets, document }, { fail, pass }) => {
    if (!http.url.isHttps) return fail(`The page is served over plain HTTP: ${http.finalUrl}.`)
    const insecure = [
      ...images.map((image) => image.url),
      ...scripts.map((script) => script.url),
      ...stylesheets.map((sheet) => sheet.url),
      ...document.iframes.map((frame) => frame.src),
    ].filter(isInsecure)
    if (insecure.length > 0)
      return fail(
        `The HTTPS page loads ${insecure.length} resource(s) over HTTP: ${insecure.slice(0, 3).join(", ")}.`,
      )
    return pass()
  },
})
