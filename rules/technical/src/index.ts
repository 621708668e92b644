import { definePack } from "@svc/core"
import isOnHttps from "./rules/is-on-https"

/** Technical: HTTPS, security headers, caching, markup, viewport, page weight. */
export const technical = definePack({
  id: "technical",
  rules: [isOnHttps],
  weights: {
    "is-on-https": 3, // browsers mark HTTP pages "not secure" and search engines prefer HTTPS
  },
  messages: {
    sk: {
      "is-on-https": {
        label: "Stránka aj všetko, čo načítava, používa HTTPS",
        fix: "Poskytujte stránku cez HTTPS, presmerujte http:// natrvalo na https:// a všetky obrázky, skripty, štýly a rámce načítavajte z adries https://.",
      },
    },
    es: {
      "is-on-https": {
        label: "La página y todo lo que carga usan HTTPS",
        fix: "Sirva la página por HTTPS, redirija http:// a https:// de forma permanente y cargue imágenes, scripts, hojas de estilo y marcos desde direcciones https://.",
      },
    },
  },
})
