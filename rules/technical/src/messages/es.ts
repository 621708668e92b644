import type { RuleMessages } from "@svc/core"

/** Spanish labels and fixes of the technical pack. */
export const es: Readonly<Record<string, RuleMessages>> = {
  "cache-validators": {
    label: "La página puede revalidarse con ETag o Last-Modified",
    fix: "Envíe con el HTML una cabecera ETag o Last-Modified y responda a If-None-Match / If-Modified-Since con 304 Not Modified cuando nada haya cambiado.",
  },
  charset: {
    label: "La página declara pronto su codificación de caracteres",
    fix: 'Envíe Content-Type: text/html; charset=utf-8 y ponga <meta charset="utf-8"> al principio de <head>, dentro de los primeros 1024 bytes.',
  },
  "charset-conflict": {
    label: "La cabecera y la página declaran la misma codificación de caracteres",
    fix: "Declare una sola codificación en todas partes: el mismo charset en la cabecera Content-Type y en el único <meta charset> de la página (UTF-8).",
  },
  "charset-utf-8": {
    label: "La página está codificada en UTF-8",
    fix: 'Guarde y sirva la página en UTF-8: Content-Type: text/html; charset=utf-8 y <meta charset="utf-8">.',
  },
  "clickjacking-mitigation": {
    label: "La página controla quién puede enmarcarla",
    fix: "Envíe Content-Security-Policy: frame-ancestors 'self' (con los socios que puedan insertarla) o X-Frame-Options: SAMEORIGIN.",
  },
  "content-type-declared": {
    label: "La respuesta declara su Content-Type",
    fix: "Envíe con la página Content-Type: text/html; charset=utf-8, para que navegadores y rastreadores no tengan que adivinar.",
  },
  "content-type": {
    label: "La página se sirve como text/html",
    fix: "Envíe con la página Content-Type: text/html; charset=utf-8.",
  },
  "csp-xss": {
    label: "Una Content Security Policy protege la página contra cross-site scripting",
    fix: "Envíe una cabecera Content-Security-Policy estricta: script-src 'nonce-{aleatorio}' 'strict-dynamic' https:; object-src 'none'; base-uri 'none' — con un nonce nuevo en cada <script> en cada respuesta.",
  },
  doctype: {
    label: "La página tiene el doctype de HTML",
    fix: "Ponga <!DOCTYPE html> en la primera línea de la página, antes de cualquier texto o etiqueta.",
  },
  "dom-size": {
    label: "La página tiene un DOM compacto",
    fix: "Genere menos elementos: pagine o renderice de forma diferida las listas largas, elimine <div> envolventes innecesarios y deje fuera del HTML inicial los menús y plantillas ocultos.",
  },
  "duplicate-id": {
    label: "Cada id se usa una sola vez",
    fix: "Haga único cada id: los enlaces a #id, los scripts y los estilos solo alcanzan el primer elemento que lo tiene.",
  },
  "duplicate-id-aria": {
    label: "Cada id que etiqueta o describe algo es único",
    fix: "Haga único en la página cada id al que apunten un <label for> o un aria-labelledby, aria-describedby o aria-controls, para que la referencia llegue al elemento correcto.",
  },
  favicon: {
    label: "La página declara un favicon",
    fix: 'Añada <link rel="icon" href="/favicon.svg"> (o un PNG de tamaño múltiplo de 48 px) a <head>: aparece en los resultados de búsqueda y en las pestañas del navegador.',
  },
  "form-insecure": {
    label: "Todos los formularios envían sus datos por HTTPS",
    fix: "Apunte el action de cada formulario a una dirección https:// (o déjelo relativo en una página HTTPS), para que lo que escriben los visitantes vaya cifrado.",
  },
  "has-hsts": {
    label: "La página envía una cabecera Strict-Transport-Security sólida",
    fix: "Cuando todos los subdominios sirvan HTTPS, envíe en cada respuesta HTTPS Strict-Transport-Security: max-age=63072000; includeSubDomains; preload.",
  },
  "head-elements-in-body": {
    label: "Todo title, meta y enlace de cabecera se analiza dentro de <head>",
    fix: "Deje en <head> solo title, meta, link, script, style, base, noscript y template. Mueva cualquier otro elemento (un <img>, un <div>, texto suelto) a <body>, debajo de los elementos de cabecera.",
  },
  "hsts-preload": {
    label:
      "La política HSTS cubre los subdominios y cumple los requisitos de la lista de precarga de los navegadores",
    fix: "Cuando todos los subdominios sirvan HTTPS, envíe Strict-Transport-Security: max-age=63072000; includeSubDomains; preload e inscriba el dominio en hstspreload.org.",
  },
  "html-cache-control": {
    label: "La página indica cuánto tiempo puede guardarse en caché",
    fix: "Envíe con el HTML una cabecera Cache-Control, p. ej. Cache-Control: no-cache (reutilizar tras revalidar) o max-age=300 para páginas que pueden tener unos minutos de antigüedad.",
  },
  "html-has-lang": {
    label: "El elemento <html> indica el idioma de la página",
    fix: 'Indique el idioma de la página en el elemento raíz, p. ej. <html lang="es"> (o lang="es-MX", lang="en").',
  },
  "html-lang-valid": {
    label: "El atributo lang de <html> nombra un idioma real",
    fix: 'Use una etiqueta BCP 47 que empiece por un código de idioma ISO 639: lang="es", lang="es-MX", lang="en-GB" — no "spanish", "es_ES" ni "sp".',
  },
  "html-size": {
    label: "El documento HTML es lo bastante pequeño para descargarse e indexarse entero",
    fix: "Reduzca el HTML: lleve los datos, scripts, estilos y sprites SVG incrustados a archivos en caché, pagine las listas largas y no incruste imágenes como URL data:.",
  },
  "html-xml-lang-mismatch": {
    label: "Los atributos lang y xml:lang de <html> nombran el mismo idioma",
    fix: "Dé a lang y xml:lang el mismo valor, o elimine xml:lang: a las páginas HTML les basta lang.",
  },
  "http-compression": {
    label: "El HTML se envía comprimido",
    fix: "Active Brotli o gzip para text/html (y CSS, JavaScript, SVG y JSON) en el servidor web o la CDN.",
  },
  "http-resource-urls": {
    label: "Los recursos de la página se indican con direcciones https://",
    fix: "Escriba direcciones https:// (o relativas) para cada script, hoja de estilo, imagen y marco, en lugar de confiar en que upgrade-insecure-requests reescriba las http://.",
  },
  "image-dimensions": {
    label: "Cada imagen reserva su espacio con width y height",
    fix: 'Dé a cada <img> sus atributos width y height intrínsecos (p. ej. width="1200" height="800") y escálela con CSS mediante height: auto, para que el diseño no salte mientras carga.',
  },
  "inline-code-weight": {
    label: "Los scripts y estilos incrustados son pequeños",
    fix: "Lleve los scripts, estilos y bloques de datos incrustados grandes a archivos externos que el navegador pueda guardar en caché; incruste solo el poco CSS que necesita la primera pantalla.",
  },
  "is-on-https": {
    label: "La página y todo lo que carga usan HTTPS",
    fix: "Sirva la página por HTTPS, redirija http:// a https:// de forma permanente y cargue imágenes, scripts, hojas de estilo y marcos desde direcciones https://.",
  },
  "legacy-doctype": {
    label: "La página usa el doctype corto de HTML",
    fix: "Sustituya el doctype de HTML 4 o XHTML 1 por <!DOCTYPE html> y valide la página como HTML.",
  },
  "meta-viewport": {
    label: "El viewport permite a los visitantes ampliar",
    fix: 'Quite de <meta name="viewport"> user-scalable=no y cualquier maximum-scale inferior a 2: basta "width=device-width, initial-scale=1".',
  },
  "obsolete-elements": {
    label: "La página no usa elementos HTML obsoletos",
    fix: "Sustituya los elementos obsoletos: diseño y estilo (<center>, <font>, <big>, <tt>, <strike>) por CSS, <marquee> y <blink> por nada, <acronym> por <abbr> y los marcos por páginas reales.",
  },
  "permissions-policy": {
    label: "Una Permissions-Policy válida limita las funciones del navegador que puede usar la página",
    fix: "Envíe una cabecera Permissions-Policy que desactive lo que la página no usa, p. ej. camera=(), microphone=(), geolocation=(), browsing-topics=() — con la sintaxis estructurada, no la de Feature-Policy \"camera 'none'\".",
  },
  "redirects-http": {
    label: "La dirección http:// redirige a HTTPS",
    fix: "Responda a cada solicitud http:// con una redirección permanente (301 o 308) a la misma ruta en https://.",
  },
  "referrer-policy": {
    label: "La página no envía su dirección completa a otros sitios",
    fix: "Envíe Referrer-Policy: strict-origin-when-cross-origin (o quite la política más débil: es el comportamiento predeterminado de los navegadores).",
  },
  "render-blocking-scripts": {
    label: "Ningún script de <head> bloquea el primer renderizado",
    fix: "Añada defer (o async para scripts independientes como la analítica) a cada <script src> de <head>, o muévalo al final de <body>.",
  },
  "render-blocking-stylesheets": {
    label: "Pocas hojas de estilo, todas del propio origen de la página, bloquean el primer renderizado",
    fix: "Combine las hojas de estilo, incruste el CSS que necesita la primera pantalla, sirva el CSS de fuentes y bibliotecas desde su propio origen y cargue el resto con media o preload.",
  },
  "server-header-disclosure": {
    label: "Las cabeceras de respuesta no anuncian versiones de software",
    fix: "Quite X-Powered-By, X-AspNet-Version y cabeceras similares, y elimine la versión de Server (p. ej. server_tokens off en nginx, ServerTokens Prod en Apache).",
  },
  "server-response-time": {
    label: "El servidor responde rápido",
    fix: "Responda en menos de 600 ms (objetivo: 200 ms): guarde en caché el HTML generado o ponga una CDN delante, acelere las consultas lentas a la base de datos y tenga el servidor cerca de los visitantes.",
  },
  "unsafe-cross-origin-links": {
    label: "Los enlaces que abren otros sitios en una ventana nueva no pueden controlar esta página",
    fix: 'Añada rel="noopener" a los enlaces que abren otro sitio en una ventana con nombre (target="_new", target="tienda") y quite rel="opener" salvo que ese sitio deba controlar esta página.',
  },
  "unterminated-elements": {
    label: "Ningún elemento o comentario sin cerrar se traga el resto de la página",
    fix: "Cierre el elemento (</title>, </textarea>, </script>, </style>, …) o el comentario (-->) donde debe terminar.",
  },
  "valid-lang": {
    label: "Cada atributo lang dentro de la página nombra un idioma real",
    fix: 'Dé a cada elemento que cambia de idioma una etiqueta válida, p. ej. <span lang="de">, o quite el atributo lang.',
  },
  viewport: {
    label: 'La página tiene un <meta name="viewport"> con width o initial-scale',
    fix: 'Añada <meta name="viewport" content="width=device-width, initial-scale=1"> a <head>.',
  },
  "viewport-fixed-width": {
    label: "El viewport sigue el ancho del dispositivo",
    fix: 'Use <meta name="viewport" content="width=device-width, initial-scale=1"> y un diseño adaptable en lugar de un ancho fijo en píxeles.',
  },
  "x-content-type-options": {
    label: "La respuesta prohíbe adivinar el tipo MIME",
    fix: "Envíe X-Content-Type-Options: nosniff en cada respuesta y sirva cada archivo con su Content-Type correcto.",
  },
}
