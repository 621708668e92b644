import type { Translations } from "../index"

/** Spanish labels, fixes and item messages of the site pack's rules. */
export const esMessages = {
  "duplicate-title": {
    label: "Cada página indexable tiene un título propio",
    fix: "Escriba para cada página un título que diga de qué trata esa página y ninguna otra; fusione o canonicalice las páginas que de verdad son la misma.",
    messages: { shared: "{count} páginas indexables comparten el título «{title}»" },
  },
  "duplicate-description": {
    label: "Cada página indexable tiene una meta descripción propia",
    fix: "Escriba para cada página una meta descripción que resuma solo esa página, u omítala donde una plantilla solo repetiría una; fusione o canonicalice las páginas que de verdad son la misma.",
    messages: { shared: "{count} páginas indexables comparten la meta descripción «{description}»" },
  },
  "duplicate-h1": {
    label: "Cada página indexable tiene un H1 propio",
    fix: "Dé a cada página un encabezado principal que nombre de qué trata esa página y ninguna otra; fusione o canonicalice las páginas que de verdad son la misma.",
    messages: { shared: "{count} páginas indexables comparten el H1 «{heading}»" },
  },
  "duplicate-content": {
    label: "Ningún par de páginas indexables tiene el mismo texto principal",
    fix: "Deje una sola página por texto: redirija las copias a ella (301) o apunte a ella su canónica; si las páginas tienen propósitos distintos, escriba a cada una su propio texto.",
    messages: { same: "{count} páginas indexables tienen el mismo texto principal ({words} palabras)" },
  },
  "near-duplicate-content": {
    label: "Ningún par de páginas indexables tiene casi el mismo texto principal",
    fix: "Fusione en una las páginas que dicen casi lo mismo (redirija las demás a ella), apunte la canónica de las menores a la mejor, o reescriba cada una para su propio propósito.",
    messages: { similar: "El {percent} % del texto principal de {url} es igual que en {other}" },
  },
  "canonical-target": {
    label: "Cada canónica apunta a una página indexable que funciona y es canónica de sí misma",
    fix: "Apunte cada canónica directamente a la dirección final de una página indexable que responda 200 y se nombre a sí misma como canónica.",
    messages: {
      redirects: "La canónica de {url} apunta a {target}, que redirige a {final}",
      error: "La canónica de {url} apunta a {target}, que responde {status}",
      noindex: "La canónica de {url} apunta a {target}, que tiene noindex",
      chained: "La canónica de {url} apunta a {target}, cuya propia canónica es {next}",
    },
  },
  "redirect-chain": {
    label: "Cada redirección del sitio llega a su destino en un salto",
    fix: "Apunte cada redirección, y cada enlace, canónica y entrada del sitemap, directamente a la dirección final.",
    messages: { chain: "{url} necesita {hops} redirecciones para llegar a {final}: {chain}" },
  },
  "redirect-loop": {
    label: "Ninguna dirección del sitio redirige en bucle",
    fix: "Rompa el bucle: haga que una dirección del bucle responda 200 con la página y redirija las demás directamente a ella.",
    messages: { loop: "{url} redirige en bucle: {loop}" },
  },
  "broken-internal-link": {
    label: "Cada enlace interno lleva a una página que funciona",
    fix: "Apunte cada enlace roto a una página que exista, o quítelo; si la página se movió, redirija su dirección antigua a la nueva.",
    messages: {
      broken: "Enlaza a {target}, que responde {status}",
      brokenAfterRedirect: "Enlaza a {target}, que redirige a {final}, que responde {status}",
    },
  },
  "internal-link-redirect": {
    label: "Los enlaces internos apuntan directamente a las direcciones finales",
    fix: "Cambie cada enlace a la dirección en la que termina su redirección, para que visitantes y rastreadores se ahorren el salto.",
    messages: { redirects: "Enlaza a {target}, que redirige a {final}" },
  },
  "mixed-scheme-links": {
    label: "Los enlaces internos usan el esquema de la página en la que están",
    fix: "Enlace las páginas del sitio con direcciones https:// (o relativas), nunca http://, para que ningún clic pase por una redirección o una petición insegura.",
    messages: { mixed: "Enlaza a {target} con {scheme}:// desde una página servida por {pageScheme}://" },
  },
  "robots-blocked-linked": {
    label: "Los enlaces internos llevan a páginas que los buscadores pueden rastrear",
    fix: "Permita las páginas enlazadas en robots.txt si deben encontrarse, o deje de enlazarlas donde no son para buscadores (y manténgalas fuera del sitemap).",
    messages: { blocked: "Enlaza a {target}, que robots.txt prohíbe" },
  },
  "orphan-page": {
    label: "Cada página del sitemap está enlazada desde otra página del sitio",
    fix: "Enlace cada página huérfana desde las páginas a las que pertenece (su sección, un índice, la navegación), o quítela del sitemap si debe desaparecer.",
    messages: { orphan: "{url} está en el sitemap, pero ninguna página rastreada la enlaza" },
  },
  "nofollow-only": {
    label: "A cada página indexable enlazada llega al menos un enlace seguido",
    fix: "Quite rel=nofollow de los enlaces internos a páginas que quiere que se encuentren (nofollow es para enlaces que no avala), o ponga noindex a la página si no debe encontrarse.",
    messages: { nofollowOnly: "{url} está enlazada desde {count} páginas, solo con enlaces nofollow" },
  },
  "click-depth": {
    label: "Cada página indexable está a 4 clics como mucho de la página de inicio",
    fix: "Enlace las páginas profundas desde más arriba: desde el índice de su sección, la navegación o páginas relacionadas, para que ninguna quede a más de cuatro clics de la portada.",
    messages: { deep: "{url} está a {clicks} clics de la página de inicio" },
  },
  "sitemap-non-indexable": {
    label: "El sitemap lista solo páginas indexables en sus direcciones finales",
    fix: "Liste en el sitemap solo la dirección final de cada página indexable: quite redirecciones, errores, páginas con noindex o canonicalizadas y páginas que robots.txt bloquea.",
    messages: {
      redirect: "El sitemap lista {url}, que redirige a {final}",
      error: "El sitemap lista {url}, que responde {status}",
      noindex: "El sitemap lista {url}, que tiene noindex",
      canonicalised: "El sitemap lista {url}, cuya canónica es {canonical}",
      blocked: "El sitemap lista {url}, que robots.txt bloquea",
    },
  },
  "not-in-sitemap": {
    label: "El sitemap lista cada página indexable",
    fix: "Añada al sitemap cada página indexable (genérelo de la misma fuente que las páginas), o ponga noindex a las páginas que no deben encontrarse.",
    messages: { missing: "{url} es indexable pero no está en el sitemap" },
  },
  "llms-txt-urls": {
    label: "Cada URL que lista llms.txt funciona y puede descargarse",
    fix: "Liste en llms.txt solo direcciones que respondan 200 en su dirección final y que robots.txt permita; actualice o quite las demás.",
    messages: {
      failed: "llms.txt lista {url}, que no respondió",
      error: "llms.txt lista {url}, que responde {status}",
      redirect: "llms.txt lista {url}, que redirige ({status})",
      blocked: "llms.txt lista {url}, que robots.txt bloquea",
    },
  },
  "hreflang-return-link": {
    label: "Cada alternativa hreflang enlaza de vuelta",
    fix: "Dé a todas las páginas de un conjunto de idiomas las mismas anotaciones hreflang: cada una nombra a todas las demás (y a sí misma), cada una en su dirección final.",
    messages: {
      noReturn: "{url} nombra {target} como su alternativa {hreflang}, pero {target} no nombra {url}",
      notAPage: "{url} nombra {target} como su alternativa {hreflang}, que responde {status}",
      redirects: "{url} nombra {target} como su alternativa {hreflang}, que redirige a {final}",
    },
  },
  "hreflang-x-default": {
    label: "Cada conjunto de idiomas nombra una página x-default",
    fix: 'Añada a cada página del conjunto <link rel="alternate" hreflang="x-default" href="…">, con la página para visitantes cuyo idioma no sirve ninguna de las otras (a menudo un selector de idioma o el idioma principal).',
    messages: { missing: "{url} nombra {count} alternativas hreflang pero ninguna x-default" },
  },
} satisfies Translations
