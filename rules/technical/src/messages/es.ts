import type { Translations } from "../index"

/** Spanish labels and fixes of the technical pack. */
export const es = {
  "cache-validators": {
    label: "La página puede revalidarse con ETag o Last-Modified",
    fix: "Envíe con el HTML una cabecera ETag o Last-Modified y responda a If-None-Match / If-Modified-Since con 304 Not Modified cuando nada haya cambiado.",
    messages: {
      noValidator:
        "La respuesta no tiene ni ETag ni Last-Modified: los navegadores y los rastreadores no pueden preguntar si ha cambiado y la descargan entera cada vez.",
    },
  },
  charset: {
    label: "La página declara pronto su codificación de caracteres",
    fix: 'Envíe Content-Type: text/html; charset=utf-8 y ponga <meta charset="utf-8"> al principio de <head>, dentro de los primeros 1024 bytes.',
    messages: {
      late: 'La cabecera Content-Type no indica el charset y la primera declaración de codificación ("{charset}") empieza en el byte {offset}, después de los primeros 1024 bytes en los que la buscan los navegadores.',
      outsideHead:
        'La cabecera Content-Type no indica el charset y la primera declaración de codificación ("{charset}") no está en <head>, donde la buscan los navegadores.',
      undeclared:
        "Ni la cabecera Content-Type indica el charset ni la página tiene <meta charset>: los navegadores tienen que adivinar la codificación.",
    },
  },
  "charset-conflict": {
    label: "La cabecera y la página declaran la misma codificación de caracteres",
    fix: "Declare una sola codificación en todas partes: el mismo charset en la cabecera Content-Type y en el único <meta charset> de la página (UTF-8).",
    messages: {
      headerContradictsBom:
        'La cabecera Content-Type declara "{label}" ({encoding}), pero la marca de orden de bytes (BOM) hace que los navegadores lean la página como UTF-8.',
      metaContradictsBom:
        '<meta charset="{label}"> declara {encoding}, pero la marca de orden de bytes (BOM) hace que los navegadores lean la página como UTF-8.',
      metaContradictsHeader:
        '<meta charset="{label}"> declara {encoding}, pero los navegadores siguen el valor "{winner}" ({winning}) de la cabecera Content-Type.',
      metaContradictsMeta:
        '<meta charset="{label}"> declara {encoding}, pero los navegadores siguen el primer <meta charset="{winner}"> ({winning}).',
    },
  },
  "charset-utf-8": {
    label: "La página está codificada en UTF-8",
    fix: 'Guarde y sirva la página en UTF-8: Content-Type: text/html; charset=utf-8 y <meta charset="utf-8">.',
    messages: {
      headerNotUtf8:
        'La cabecera Content-Type declara "{label}" ({encoding}): los caracteres que no caben en esa codificación se rompen en formularios, URL y feeds, y el estándar HTML exige UTF-8.',
      metaNotUtf8:
        '<meta charset="{label}"> declara {encoding}: los caracteres que no caben en esa codificación se rompen en formularios, URL y feeds, y el estándar HTML exige UTF-8.',
    },
  },
  "clickjacking-mitigation": {
    label: "La página controla quién puede enmarcarla",
    fix: "Envíe Content-Security-Policy: frame-ancestors 'self' (con los socios que puedan insertarla) o X-Frame-Options: SAMEORIGIN.",
    messages: {
      unprotected:
        "No hay ni directiva frame-ancestors en Content-Security-Policy ni cabecera X-Frame-Options: cualquier sitio puede enmarcar la página.",
      invalidFrameOptions:
        'X-Frame-Options "{value}" no es DENY ni SAMEORIGIN, y ninguna Content-Security-Policy indica frame-ancestors.',
    },
  },
  "content-type-declared": {
    label: "La respuesta declara su Content-Type",
    fix: "Envíe con la página Content-Type: text/html; charset=utf-8, para que navegadores y rastreadores no tengan que adivinar.",
    messages: {
      missingLooksHtml:
        "La respuesta no tiene cabecera Content-Type: los navegadores y los rastreadores tienen que adivinar qué es (el cuerpo empieza como HTML, así que probablemente acierten).",
      missing: "La respuesta no tiene cabecera Content-Type.",
    },
  },
  "content-type": {
    label: "La página se sirve como text/html",
    fix: "Envíe con la página Content-Type: text/html; charset=utf-8.",
    messages: {
      missingNotHtml:
        "La respuesta no tiene cabecera Content-Type y su cuerpo no empieza como HTML: los navegadores y los rastreadores no pueden tratarla como una página web.",
      notHtml:
        'La página se sirve como "{mediaType}", no como text/html: los navegadores pueden mostrar su código fuente o descargarla, y los rastreadores pueden no indexarla como página web.',
    },
  },
  "csp-xss": {
    label: "Una Content Security Policy protege la página contra cross-site scripting",
    fix: "Envíe una cabecera Content-Security-Policy estricta: script-src 'nonce-{aleatorio}' 'strict-dynamic' https:; object-src 'none'; base-uri 'none' — con un nonce nuevo en cada <script> en cada respuesta.",
    messages: {
      noPolicy: "No se aplica ninguna Content-Security-Policy (ni en cabecera ni en <meta>).",
      missingDirective: "A la política le falta la directiva {directive}, así que puede eludirse.",
      hostAllowlist:
        "La directiva {directive} depende de una lista de hosts permitidos, que a menudo puede eludirse; no tiene nonce ni hash con 'strict-dynamic'.",
      unsafeInline:
        "{value} en {directive} permite que se ejecuten scripts y controladores de eventos inyectados en la página.",
      looseSource: "{value} en {directive} permite cargar scripts desde cualquier host.",
    },
  },
  doctype: {
    label: "La página tiene el doctype de HTML",
    fix: "Ponga <!DOCTYPE html> en la primera línea de la página, antes de cualquier texto o etiqueta.",
    messages: {
      missing: "La página no tiene doctype: los navegadores la muestran en modo quirks.",
      late: "El doctype aparece después de otro contenido, así que los navegadores lo ignoran y muestran la página en modo quirks.",
      quirks: "El doctype {doctype} pone a los navegadores en modo quirks.",
      limitedQuirks: "El doctype {doctype} pone a los navegadores en modo limited-quirks.",
    },
  },
  "dom-size": {
    label: "La página tiene un DOM compacto",
    fix: "Genere menos elementos: pagine o renderice de forma diferida las listas largas, elimine <div> envolventes innecesarios y deje fuera del HTML inicial los menús y plantillas ocultos.",
    messages: {
      large:
        "<body> contiene {elements} elementos (Lighthouse aprueba hasta 818), anidados hasta {depth} niveles, con un máximo de {children} hijos bajo un elemento.",
      largeAtLeast:
        "<body> contiene al menos {elements} elementos (Lighthouse aprueba hasta 818), anidados hasta {depth} niveles, con un máximo de {children} hijos bajo un elemento.",
      readCut:
        "La página tiene más de {nodes} elementos y comentarios, más de lo que lee la auditoría: se detuvo en la línea {line}, columna {column}, y no se comprobó nada a partir de ahí.",
    },
  },
  "duplicate-id": {
    label: "Cada id se usa una sola vez",
    fix: "Haga único cada id: los enlaces a #id, los scripts y los estilos solo alcanzan el primer elemento que lo tiene.",
    messages: {
      duplicate: 'El id "{id}" se usa {count} veces (líneas {lines}).',
    },
  },
  "duplicate-id-aria": {
    label: "Cada id que etiqueta o describe algo es único",
    fix: "Haga único en la página cada id al que apunten un <label for> o un aria-labelledby, aria-describedby o aria-controls, para que la referencia llegue al elemento correcto.",
    messages: {
      duplicate:
        'El id "{id}", al que apunta {reference}, se usa {count} veces: la referencia solo llega al primer elemento.',
    },
  },
  favicon: {
    label: "La página declara un favicon",
    fix: 'Añada <link rel="icon" href="/favicon.svg"> (o un PNG de tamaño múltiplo de 48 px) a <head>: aparece en los resultados de búsqueda y en las pestañas del navegador.',
    messages: {
      noIcon:
        'No hay <link rel="icon"> en <head>: los navegadores y Google recurren a /favicon.ico, que esta auditoría no descarga.',
      onlyTouchIcon:
        'Solo se declara un apple-touch-icon, ningún <link rel="icon">: los navegadores y Google recurren a /favicon.ico, que esta auditoría no descarga.',
    },
  },
  "form-insecure": {
    label: "Todos los formularios envían sus datos por HTTPS",
    fix: "Apunte el action de cada formulario a una dirección https:// (o déjelo relativo en una página HTTPS), para que lo que escriben los visitantes vaya cifrado.",
    messages: {
      insecure: "Un formulario envía sus datos por HTTP a {url}.",
    },
  },
  "has-hsts": {
    label: "La página envía una cabecera Strict-Transport-Security sólida",
    fix: "Cuando todos los subdominios sirvan HTTPS, envíe en cada respuesta HTTPS Strict-Transport-Security: max-age=63072000; includeSubDomains; preload.",
    messages: {
      missing: "La respuesta no tiene cabecera Strict-Transport-Security.",
      noMaxAge: 'Strict-Transport-Security "{header}" no tiene max-age.',
      shortMaxAge: "max-age={maxAge} en Strict-Transport-Security es inferior a un año (31536000 segundos).",
      emptyDirective: 'Strict-Transport-Security "{header}" tiene una directiva vacía (un ";" de más).',
      unknownDirective: '"{directive}" en Strict-Transport-Security no es una directiva HSTS.',
    },
  },
  "head-elements-in-body": {
    label: "Todo title, meta y enlace de cabecera se analiza dentro de <head>",
    fix: "Deje en <head> solo title, meta, link, script, style, base, noscript y template. Mueva cualquier otro elemento (un <img>, un <div>, texto suelto) a <body>, debajo de los elementos de cabecera.",
    messages: {
      inBody:
        "{tag} pertenece a <head>, pero el analizador lo coloca en <body>, donde los navegadores y los buscadores lo ignoran.",
      bodyStartsWithElement:
        "Aquí empieza <body>, con <{tag}>: los elementos de cabecera que siguen acaban en <body>.",
      bodyStartsWithText:
        'Aquí empieza <body>, con el texto "{text}": los elementos de cabecera que siguen acaban en <body>.',
    },
  },
  "hsts-preload": {
    label:
      "La política HSTS cubre los subdominios y cumple los requisitos de la lista de precarga de los navegadores",
    fix: "Cuando todos los subdominios sirvan HTTPS, envíe Strict-Transport-Security: max-age=63072000; includeSubDomains; preload e inscriba el dominio en hstspreload.org.",
    messages: {
      shortMaxAge:
        "Strict-Transport-Security no tiene un max-age de al menos 31536000 segundos (un año), que exige la lista de precarga.",
      noIncludeSubDomains:
        "Strict-Transport-Security no tiene includeSubDomains: los subdominios quedan expuestos a ataques de degradación.",
      noPreload:
        "Strict-Transport-Security no tiene preload: la primera visita queda expuesta a ataques de degradación hasta que el dominio esté en la lista de precarga de los navegadores.",
    },
  },
  "html-cache-control": {
    label: "La página indica cuánto tiempo puede guardarse en caché",
    fix: "Envíe con el HTML una cabecera Cache-Control, p. ej. Cache-Control: no-cache (reutilizar tras revalidar) o max-age=300 para páginas que pueden tener unos minutos de antigüedad.",
    messages: {
      missing:
        "La respuesta no tiene cabecera Cache-Control: los navegadores y las CDN adivinan cuánto tiempo reutilizar la página (a menudo una décima parte de su antigüedad).",
      onlyExpires:
        "La respuesta solo tiene Expires: {expires}, sin Cache-Control: las cachés que prefieren Cache-Control adivinan cuánto tiempo reutilizar la página.",
    },
  },
  "html-has-lang": {
    label: "El elemento <html> indica el idioma de la página",
    fix: 'Indique el idioma de la página en el elemento raíz, p. ej. <html lang="es"> (o lang="es-MX", lang="en").',
    messages: {
      onlyXmlLang: '<html> solo tiene xml:lang="{xmlLang}", que los documentos HTML ignoran: necesita lang.',
      emptyLang: '<html> tiene un atributo lang vacío (lang="{lang}").',
      noLang:
        "<html> no tiene atributo lang: los lectores de pantalla y las herramientas de traducción tienen que adivinar el idioma.",
    },
  },
  "html-lang-valid": {
    label: "El atributo lang de <html> nombra un idioma real",
    fix: 'Use una etiqueta BCP 47 que empiece por un código de idioma ISO 639: lang="es", lang="es-MX", lang="en-GB" — no "spanish", "es_ES" ni "sp".',
    messages: {
      invalid: '<html {attribute}="{value}"> no empieza por un código de idioma ISO 639 conocido.',
    },
  },
  "html-size": {
    label: "El documento HTML es lo bastante pequeño para descargarse e indexarse entero",
    fix: "Reduzca el HTML: lleve los datos, scripts, estilos y sprites SVG incrustados a archivos en caché, pagine las listas largas y no incruste imágenes como URL data:.",
    messages: {
      tooLarge:
        "El HTML ocupa {megabytes} MB: Googlebot solo lee los primeros 15 MB, así que el resto no se indexa.",
      heavy:
        "El HTML ocupa {megabytes} MB: los móviles lo descargan y analizan entero antes de que la página se estabilice, y algunos rastreadores leen menos.",
    },
  },
  "html-xml-lang-mismatch": {
    label: "Los atributos lang y xml:lang de <html> nombran el mismo idioma",
    fix: "Dé a lang y xml:lang el mismo valor, o elimine xml:lang: a las páginas HTML les basta lang.",
    messages: {
      mismatch: '<html lang="{lang}" xml:lang="{xmlLang}"> indica dos idiomas distintos.',
    },
  },
  "http-compression": {
    label: "El HTML se envía comprimido",
    fix: "Active Brotli o gzip para text/html (y CSS, JavaScript, SVG y JSON) en el servidor web o la CDN.",
    messages: {
      uncompressed:
        "Los {kilobytes} KB de HTML llegaron sin Content-Encoding: comprimidos ocuparían normalmente entre una quinta y una tercera parte.",
    },
  },
  "http-resource-urls": {
    label: "Los recursos de la página se indican con direcciones https://",
    fix: "Escriba direcciones https:// (o relativas) para cada script, hoja de estilo, imagen y marco, en lugar de confiar en que upgrade-insecure-requests reescriba las http://.",
    messages: {
      insecure: "La dirección {url} está escrita como http:// y se carga por HTTP.",
      upgradedByHeader:
        "La dirección {url} está escrita como http:// y el recurso solo se carga porque la cabecera Content-Security-Policy indica upgrade-insecure-requests.",
      upgradedByMeta:
        "La dirección {url} está escrita como http:// y el recurso solo se carga porque la política en <meta> indica upgrade-insecure-requests.",
    },
  },
  "image-dimensions": {
    label: "Cada imagen reserva su espacio con width y height",
    fix: 'Dé a cada <img> sus atributos width y height intrínsecos (p. ej. width="1200" height="800") y escálela con CSS mediante height: auto, para que el diseño no salte mientras carga.',
    messages: {
      unsized:
        '<img src="{src}"> no tiene width ni height, así que la página se desplaza cuando la imagen se carga.',
    },
  },
  "inline-code-weight": {
    label: "Los scripts y estilos incrustados son pequeños",
    fix: "Lleve los scripts, estilos y bloques de datos incrustados grandes a archivos externos que el navegador pueda guardar en caché; incruste solo el poco CSS que necesita la primera pantalla.",
    messages: {
      heavy:
        "La página incrusta {scriptKilobytes} KB de script y {styleKilobytes} KB de CSS (más de 100 KB), que se envían de nuevo en cada visita.",
      largestScript: "El mayor es un <script> de {kilobytes} KB.",
      largestStyle: "El mayor es un <style> de {kilobytes} KB.",
    },
  },
  "is-on-https": {
    label: "La página y todo lo que carga usan HTTPS",
    fix: "Sirva la página por HTTPS, redirija http:// a https:// de forma permanente y cargue imágenes, scripts, hojas de estilo y marcos desde direcciones https://.",
    messages: {
      plainHttp: "La página se sirve por HTTP sin cifrar: {url}.",
      blocked:
        "El recurso {url} (<{tag}>) se carga por HTTP en una página HTTPS: los navegadores lo bloquean.",
      upgraded:
        "El recurso {url} (<{tag}>) se carga por HTTP en una página HTTPS: los navegadores lo pasan a HTTPS o muestran una advertencia.",
    },
  },
  "legacy-doctype": {
    label: "La página usa el doctype corto de HTML",
    fix: "Sustituya el doctype de HTML 4 o XHTML 1 por <!DOCTYPE html> y valide la página como HTML.",
    messages: {
      legacy:
        "{doctype} es un doctype de HTML 4 / XHTML 1: la página se valida con reglas que ya nadie sigue.",
    },
  },
  "meta-viewport": {
    label: "El viewport permite a los visitantes ampliar",
    fix: 'Quite de <meta name="viewport"> user-scalable=no y cualquier maximum-scale inferior a 2: basta "width=device-width, initial-scale=1".',
    messages: {
      blocksZoom: 'El viewport "{content}" impide ampliar con {setting}.',
    },
  },
  "obsolete-elements": {
    label: "La página no usa elementos HTML obsoletos",
    fix: "Sustituya los elementos obsoletos: diseño y estilo (<center>, <font>, <big>, <tt>, <strike>) por CSS, <marquee> y <blink> por nada, <acronym> por <abbr> y los marcos por páginas reales.",
    messages: {
      obsolete: "<{tag}> está obsoleto (×{count}, el primero en la línea {line}).",
      framed:
        "La página es un <frameset>: su contenido está en marcos, así que la página en sí no tiene nada que indexar.",
    },
  },
  "permissions-policy": {
    label: "Una Permissions-Policy válida limita las funciones del navegador que puede usar la página",
    fix: "Envíe una cabecera Permissions-Policy que desactive lo que la página no usa, p. ej. camera=(), microphone=(), geolocation=(), browsing-topics=() — con la sintaxis estructurada, no la de Feature-Policy \"camera 'none'\".",
    messages: {
      missing: "La respuesta no tiene cabecera Permissions-Policy.",
      onlyFeaturePolicy:
        'Solo se envía la cabecera retirada Feature-Policy ("{value}"); los navegadores actuales leen Permissions-Policy.',
      invalidMember:
        'El miembro de Permissions-Policy "{member}" no tiene una sintaxis estructurada válida, así que los navegadores ignoran toda la cabecera.',
    },
  },
  "redirects-http": {
    label: "La dirección http:// redirige a HTTPS",
    fix: "Responda a cada solicitud http:// con una redirección permanente (301 o 308) a la misma ruta en https://.",
    messages: {
      neverHttps: "{requested} termina en {final}: nunca llega a HTTPS.",
      neverHttpsAfterRedirects:
        "{requested} termina en {final} tras redirecciones ({count} en total): nunca llega a HTTPS.",
      temporaryRedirect:
        "{url} llega a HTTPS mediante una redirección temporal {status} a {location}: los buscadores pueden conservar la dirección http://.",
    },
  },
  "referrer-policy": {
    label: "La página no envía su dirección completa a otros sitios",
    fix: "Envíe Referrer-Policy: strict-origin-when-cross-origin (o quite la política más débil: es el comportamiento predeterminado de los navegadores).",
    messages: {
      leakyHeader:
        "La cabecera Referrer-Policy establece {policy}: cada enlace y cada solicitud de recurso envían a otros sitios la dirección completa de la página, consulta incluida.",
      leakyMeta:
        '<meta name="referrer"> establece {policy}: cada enlace y cada solicitud de recurso envían a otros sitios la dirección completa de la página, consulta incluida.',
    },
  },
  "render-blocking-scripts": {
    label: "Ningún script de <head> bloquea el primer renderizado",
    fix: "Añada defer (o async para scripts independientes como la analítica) a cada <script src> de <head>, o muévalo al final de <body>.",
    messages: {
      blocking: '<script src="{src}"> en <head> bloquea el renderizado hasta que se descarga y se ejecuta.',
    },
  },
  "render-blocking-stylesheets": {
    label: "Pocas hojas de estilo, todas del propio origen de la página, bloquean el primer renderizado",
    fix: "Combine las hojas de estilo, incruste el CSS que necesita la primera pantalla, sirva el CSS de fuentes y bibliotecas desde su propio origen y cargue el resto con media o preload.",
    messages: {
      foreign: "La hoja de estilos {url} viene de otro origen y debe cargarse antes del primer renderizado.",
      tooMany: "Deben cargarse {count} hojas de estilos antes del primer renderizado (más de 3).",
    },
  },
  "server-header-disclosure": {
    label: "Las cabeceras de respuesta no anuncian versiones de software",
    fix: "Quite X-Powered-By, X-AspNet-Version y cabeceras similares, y elimine la versión de Server (p. ej. server_tokens off en nginx, ServerTokens Prod en Apache).",
    messages: {
      serverVersion:
        'La cabecera Server "{value}" revela el software y su versión: los atacantes los cotejan con vulnerabilidades conocidas.',
      stackHeader:
        'La cabecera {name} "{value}" revela el software utilizado: los atacantes lo cotejan con vulnerabilidades conocidas.',
    },
  },
  "server-response-time": {
    label: "El servidor responde rápido",
    fix: "Responda en menos de 600 ms (objetivo: 200 ms): guarde en caché el HTML generado o ponga una CDN delante, acelere las consultas lentas a la base de datos y tenga el servidor cerca de los visitantes.",
    messages: {
      slow: "El servidor tardó {milliseconds} ms en enviar el primer byte de {url} (Lighthouse suspende a partir de 600 ms).",
    },
  },
  "unsafe-cross-origin-links": {
    label: "Los enlaces que abren otros sitios en una ventana nueva no pueden controlar esta página",
    fix: 'Añada rel="noopener" a los enlaces que abren otro sitio en una ventana con nombre (target="_new", target="tienda") y quite rel="opener" salvo que ese sitio deba controlar esta página.',
    messages: {
      namedTarget: '<a href="{href}" target="{target}"> da a otro sitio el control de esta ventana.',
      relOpener:
        '<a href="{href}" target="{target}" rel="{rel}"> da a otro sitio el control de esta ventana.',
    },
  },
  "unterminated-elements": {
    label: "Ningún elemento o comentario sin cerrar se traga el resto de la página",
    fix: "Cierre el elemento (</title>, </textarea>, </script>, </style>, …) o el comentario (-->) donde debe terminar.",
    messages: {
      element:
        "<{tag}> nunca se cierra: se traga los últimos {characters} caracteres de la página, así que nada de lo que sigue se muestra ni se indexa.",
      comment:
        "Un comentario nunca se cierra: se traga los últimos {characters} caracteres de la página, así que nada de lo que sigue se muestra ni se indexa.",
    },
  },
  "valid-lang": {
    label: "Cada atributo lang dentro de la página nombra un idioma real",
    fix: 'Dé a cada elemento que cambia de idioma una etiqueta válida, p. ej. <span lang="de">, o quite el atributo lang.',
    messages: {
      invalidLang: '<{tag} lang="{value}"> no indica ningún idioma.',
      invalidXmlLang: '<{tag} xml:lang="{value}"> no indica ningún idioma.',
    },
  },
  viewport: {
    label: 'La página tiene un <meta name="viewport"> con width o initial-scale',
    fix: 'Añada <meta name="viewport" content="width=device-width, initial-scale=1"> a <head>.',
    messages: {
      missing:
        'No hay <meta name="viewport"> en <head>: los móviles maquetan la página a 980 px de ancho y la reducen.',
      unreadableScale: 'El viewport "{content}" tiene un initial-scale que los navegadores no pueden leer.',
      zoomedOut: 'El viewport "{content}" empieza alejado (initial-scale inferior a 1).',
      noWidth:
        'El viewport "{content}" no fija ni un ancho ni un initial-scale que los navegadores entiendan.',
    },
  },
  "viewport-fixed-width": {
    label: "El viewport sigue el ancho del dispositivo",
    fix: 'Use <meta name="viewport" content="width=device-width, initial-scale=1"> y un diseño adaptable en lugar de un ancho fijo en píxeles.',
    messages: {
      fixedWidth:
        'El viewport "{content}" fija el diseño en {width} px: los móviles lo reducen en lugar de readaptarlo.',
    },
  },
  "x-content-type-options": {
    label: "La respuesta prohíbe adivinar el tipo MIME",
    fix: "Envíe X-Content-Type-Options: nosniff en cada respuesta y sirva cada archivo con su Content-Type correcto.",
    messages: {
      missing: "La respuesta no tiene cabecera X-Content-Type-Options.",
      invalid:
        'X-Content-Type-Options es "{value}"; el único valor que los navegadores tienen en cuenta es nosniff.',
    },
  },
} satisfies Translations
