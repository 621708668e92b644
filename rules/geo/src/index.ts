import { definePack } from "@svc/core"
import aiSearchBotsAccess from "./rules/ai-search-bots-access"
import llmsTxt from "./rules/llms-txt"

/** GEO: being found, read and quoted by AI search (ChatGPT, Perplexity, Google AI Overviews, Claude). */
export const geo = definePack({
  id: "geo",
  rules: [aiSearchBotsAccess, llmsTxt],
  weights: {
    "ai-search-bots-access": 4, // a blocked crawler cannot quote the page, whatever else is right
  },
  messages: {
    sk: {
      "ai-search-bots-access": {
        label: "Vyhľadávacie roboty AI môžu stránku načítať",
        fix: "Povoľte v robots.txt vyhľadávacie roboty AI (napr. `User-agent: OAI-SearchBot` s `Allow: /`). Tréningové roboty ako GPTBot môžete blokovať zvlášť.",
      },
      "llms-txt": {
        label: "Web ponúka llms.txt",
        fix: "Zverejnite /llms.txt (llmstxt.org): nadpis H1 s názvom webu, jednoriadkové zhrnutie > a sekcie H2 so zoznamom kľúčových stránok ako [názov](url): poznámky.",
      },
    },
    es: {
      "ai-search-bots-access": {
        label: "Los rastreadores de búsqueda con IA pueden acceder a la página",
        fix: "Permita en robots.txt los rastreadores de búsqueda con IA (p. ej. `User-agent: OAI-SearchBot` con `Allow: /`). Bloquee aparte los de entrenamiento como GPTBot si lo desea.",
      },
      "llms-txt": {
        label: "El sitio ofrece un llms.txt",
        fix: "Publique /llms.txt (llmstxt.org): un H1 con el nombre del sitio, un resumen > de una línea y secciones H2 con sus páginas clave como [nombre](url): notas.",
      },
    },
  },
})
