import type { Translations } from "../index"

/** Spanish labels, fixes and item messages of the seo pack's rules. */
export const esMessages = {
  "document-title": {
    label: "La página tiene título",
    fix: "Añada a <head> un único <title> que nombre el tema de la página en 30–60 caracteres, con las palabras más importantes primero.",
    messages: {
      missing: "La página no tiene elemento <title>.",
      empty: "El elemento <title> está vacío.",
    },
  },
  "meta-description": {
    label: "La página tiene meta descripción",
    fix: 'Añada a <head> un <meta name="description" content="…">: 70–160 caracteres que digan qué ofrece la página y por qué hacer clic.',
    messages: {
      missing: 'No hay ningún <meta name="description"> en <head>.',
      spacedName:
        'El nombre de la descripción está escrito "{name}": con los espacios, los rastreadores no lo leen como descripción.',
      inBody:
        'El <meta name="description"> está en <body> (algo anterior cerró <head>), donde los rastreadores lo ignoran.',
      empty: 'El <meta name="description"> tiene el atributo content vacío.',
    },
  },
  "http-status-code": {
    label: "La página responde con un código HTTP correcto",
    fix: "Sirva la página con estado 200. Si se movió, redirija de forma permanente (301/308); si ya no existe, elimine los enlaces a ella.",
    messages: {
      errorStatus: "{url} respondió con HTTP {status}.",
      errorStatusAfterRedirects:
        "{url} respondió con HTTP {status} tras redirigir desde {requested} (redirecciones: {redirects}).",
    },
  },
  "image-alt": {
    label: "Todas las imágenes tienen texto alternativo",
    fix: 'Dé a cada <img> un atributo alt: una breve descripción de lo que muestra, o alt="" si es decorativa.',
    messages: {
      noAlt: '<img src="{src}"> no tiene texto alternativo.',
      blankAlt: '<img src="{src}"> tiene un alt solo de espacios.',
      labelledByNothing:
        '<img src="{src}"> no tiene texto alternativo y aria-labelledby="{ids}" no remite a ningún texto.',
    },
  },
  canonical: {
    label: "La URL canónica es válida",
    fix: 'Declare una sola URL canónica, absoluta (https://…), en un único <link rel="canonical"> en <head> o en la cabecera Link: la dirección de esta página o la página equivalente que debe aparecer en su lugar, nunca solo la página de inicio.',
    messages: {
      invalid: 'La URL canónica "{href}" no es una URL válida.',
      relative: 'La URL canónica "{href}" es relativa, no absoluta.',
      conflicting:
        "La URL canónica {url} es una de las {count} URL canónicas distintas que declara la página.",
      otherLanguage:
        "La URL canónica {url} es otra versión lingüística de esta página (ambas son alternativas hreflang): cada versión debe ser su propia canónica.",
      homePage: "La URL canónica apunta a la página de inicio {url} en lugar de a un equivalente de {path}.",
    },
  },
  "canonical-cross-domain": {
    label: "La URL canónica permanece en este sitio",
    fix: "Haga que la canónica apunte a la dirección de la página en este mismo sitio, salvo que el contenido sea de verdad una copia de la página del otro sitio (sindicación); compruebe que no se haya colado un dominio de pruebas o antiguo.",
    messages: {
      otherSite:
        "La URL canónica {url} está en otro sitio distinto de {host}: los buscadores mostrarán esa página en lugar de esta.",
    },
  },
  "crawlable-anchors": {
    label: "Los rastreadores pueden seguir los enlaces",
    fix: 'Dé a cada enlace una dirección real en href ("/menu", "https://…"); use <button> para las acciones que ejecutan scripts y nunca javascript:void(0) ni URL file:.',
    messages: {
      fileUrl: "{link} enlaza a una URL file:, que los rastreadores no pueden descargar.",
      clickHandlerOnly: "{link} no tiene href, solo un controlador de clic.",
      noHref: "{link} no tiene href, aunque tiene atributos de enlace.",
      javascriptVoid: "{link} tiene un href javascript:void(0).",
      invalidUrl: "{link} tiene un href que no es una URL válida.",
    },
  },
  hreflang: {
    label: "Los enlaces hreflang son válidos",
    fix: 'Dé a cada <link rel="alternate" hreflang> un código de idioma válido (es, de-AT, zh-Hant-TW o x-default) y una URL absoluta que empiece por https://.',
    messages: {
      badLanguage: 'hreflang="{code}" no es un código de idioma.',
      notAbsolute: 'La alternativa hreflang="{code}" enlaza a "{href}", no a una URL http(s) absoluta.',
    },
  },
  "hreflang-region": {
    label: "Las regiones de hreflang son códigos de país reales",
    fix: "Escriba la región tras el idioma como código de país ISO 3166-1 alfa-2: en-GB (no en-UK), de-AT, es-MX; omita la región (es) para dirigirse a un idioma en todas partes.",
    messages: {
      notTwoLetters:
        'hreflang="{code}": "{region}" no es un código de país de dos letras (Google ignora las regiones numéricas y de otro tipo).',
      ukIsGb: 'hreflang="{code}": "{region}" no es un código de país; el Reino Unido es GB.',
      notCountry: 'hreflang="{code}": "{region}" no es un código de país ISO 3166-1.',
      trailing: 'hreflang="{code}": no se entiende "{rest}" después de la región.',
    },
  },
  "is-crawlable": {
    label: "Los buscadores pueden indexar la página",
    fix: 'Salvo que la página deba quedar fuera de los buscadores, quite "noindex" y "none" (y cualquier fecha pasada de "unavailable_after") de las etiquetas <meta> robots y de la cabecera X-Robots-Tag, y elimine la regla Disallow de robots.txt que coincide con esta URL.',
    messages: {
      meta: "{tag} impide que los buscadores indexen la página.",
      header: "La cabecera X-Robots-Tag: {value} impide que los buscadores indexen la página.",
      robotsTxt: "La línea {line} de robots.txt ({rule}) prohíbe rastrear la página.",
    },
  },
  "link-text": {
    label: "Los enlaces tienen un texto descriptivo",
    fix: 'Sustituya los textos genéricos como "haga clic aquí" o "leer más" por palabras que digan adónde lleva el enlace ("Nuestras recetas de pan de masa madre").',
    messages: {
      generic: 'El texto del enlace "{text}" no dice nada de adónde lleva {href}.',
    },
  },
  "link-text-languages": {
    label: "Los enlaces tienen un texto descriptivo en el idioma de la página",
    fix: 'Sustituya los textos genéricos de los enlaces ("leer más", "ver más", "read more", "en savoir plus") por palabras que digan adónde lleva cada enlace.',
    messages: {
      generic: 'El texto del enlace "{text}" no dice nada de adónde lleva {href}.',
    },
  },
  "meta-refresh": {
    label: "La página no se recarga ni redirige sola tras una espera",
    fix: 'Elimine el <meta http-equiv="refresh"> temporizado. Para mover a los visitantes, redirija en el servidor con 301/308; para actualizar el contenido, deje que el visitante decida cuándo.',
    messages: {
      timed:
        '<meta http-equiv="refresh" content="{content}"> recarga o redirige la página al cabo de {delay} s.',
    },
  },
  "meta-refresh-redirect": {
    label: "La página no redirige con un meta refresh",
    fix: 'Sustituya la redirección con <meta http-equiv="refresh"> por una redirección 301 (o 308) en el servidor desde esta dirección al destino, y enlace directamente al destino.',
    messages: {
      redirect:
        '<meta http-equiv="refresh" content="{content}"> envía a los visitantes a {url}: los buscadores lo tratan como una redirección más débil que un HTTP 301.',
      delayedRedirect:
        '<meta http-equiv="refresh" content="{content}"> envía a los visitantes a {url} al cabo de {delay} s: los buscadores lo tratan como una redirección más débil que un HTTP 301.',
    },
  },
  "redirect-chain": {
    label: "Se llega a la página con una redirección como máximo",
    fix: "Apunte enlaces, canónicas, entradas del sitemap y cada redirección directamente a la dirección final, para que cualquier dirección antigua llegue a ella en un solo salto.",
    messages: {
      hop: "Redirección {number} de {count}: {url} respondió {status} y remitió a {location}.",
    },
  },
  "redirect-loop": {
    label: "Las redirecciones nunca vuelven a una dirección ya visitada",
    fix: "Rompa el bucle: haga que la dirección que redirige de vuelta responda 200, o rediríjala una sola vez, de forma permanente, a la página final. Revise las reglas que dependen de cookies, idioma o dispositivo: los rastreadores no guardan nada de eso.",
    messages: {
      loop: "Las redirecciones visitan {url} dos veces: {chain}. Un rastreador sin cookies da vueltas sin fin.",
    },
  },
  "redirect-temporary": {
    label: "Las direcciones movidas redirigen de forma permanente",
    fix: "Si la página se ha movido para siempre, responda en la dirección antigua con 301 o 308 en lugar de 302, 303 o 307, para que los buscadores indexen la nueva dirección y le transfieran sus señales.",
    messages: {
      temporary:
        "{url} respondió {status} → {location}: una redirección temporal mantiene la dirección antigua en el índice; bien para un traslado breve, mal para uno permanente.",
    },
  },
  "redirect-url-variant": {
    label: "La dirección pedida es la propia de la página, no una variante que redirige",
    fix: "Enlace, incluya en el sitemap y comparta la dirección final tal como la sirve el servidor (misma barra final, mayúsculas y dominio), para que ninguna visita empiece con una redirección.",
    messages: {
      wwwAdded:
        "{requested} redirige a {final} (se añade www.): cada enlace a la primera forma cuesta una redirección.",
      wwwRemoved:
        "{requested} redirige a {final} (se quita www.): cada enlace a la primera forma cuesta una redirección.",
      doubledSlashesRemoved:
        "{requested} redirige a {final} (se quitan las barras dobles): cada enlace a la primera forma cuesta una redirección.",
      indexFileDropped:
        "{requested} redirige a {final} (se omite el archivo índice): cada enlace a la primera forma cuesta una redirección.",
      letterCaseChanged:
        "{requested} redirige a {final} (cambian mayúsculas y minúsculas): cada enlace a la primera forma cuesta una redirección.",
      trailingSlashAdded:
        "{requested} redirige a {final} (se añade la barra final): cada enlace a la primera forma cuesta una redirección.",
      trailingSlashRemoved:
        "{requested} redirige a {final} (se quita la barra final): cada enlace a la primera forma cuesta una redirección.",
    },
  },
  // Titles and descriptions
  "meta-description-length": {
    label: "La meta descripción tiene 70–160 caracteres",
    fix: "Escriba una descripción de 70–160 caracteres: qué ofrece la página, para quién y por qué hacer clic, con los datos clave en los primeros 120 caracteres.",
    messages: {
      tooShort:
        'La meta descripción "{text}" es demasiado corta para un fragmento útil ({length} caracteres), así que los buscadores pueden escribir la suya.',
      tooLong:
        'La meta descripción "{text}" tiene {length} caracteres: probablemente se corte en el fragmento.',
    },
  },
  "meta-description-multiple": {
    label: "La página tiene una sola meta descripción",
    fix: 'Deje un único <meta name="description"> en <head> y elimine los demás; revise la plantilla, los plugins y las herramientas SEO que añaden el suyo.',
    messages: {
      another: 'Otro <meta name="description"> en <head>: "{text}".',
    },
  },
  "meta-description-placeholder": {
    label: "La meta descripción está escrita para esta página, no es la predeterminada",
    fix: "Sustituya la descripción predeterminada por una escrita para esta página: 70–160 caracteres sobre lo que ofrece y por qué hacer clic.",
    messages: {
      placeholder: 'La meta descripción "{text}" es un texto predeterminado o de relleno.',
    },
  },
  "title-description-same": {
    label: "La meta descripción dice más que el título",
    fix: "Escriba una descripción que complete el título: qué encuentra el visitante en la página, para quién es y por qué merece el clic.",
    messages: {
      same: 'La meta descripción repite el título (línea {titleLine}) palabra por palabra: "{text}".',
    },
  },
  "title-length": {
    label: "El título tiene 30–60 caracteres",
    fix: "Escriba un título de 30–60 caracteres: primero el tema de la página, luego lo que la distingue y, si cabe, la marca.",
    messages: {
      tooShort:
        'El título "{title}" tiene {length} caracteres: demasiado corto para decir de qué trata la página.',
      tooLong:
        'El título "{title}" tiene {length} caracteres: probablemente se cortará en los resultados de búsqueda.',
    },
  },
  "title-multiple": {
    label: "El documento tiene un solo <title>",
    fix: "Deje un único <title> en <head> y elimine los demás; revise plantillas, plugins y herramientas SEO que añaden el suyo.",
    messages: {
      extraTitle: 'Otro <title> después del primero: "{title}" ({count} en el documento).',
    },
  },
  "title-pixel-width": {
    label: "El título cabe en el ancho de un resultado de búsqueda",
    fix: "Acorte el título o use palabras más estrechas: las mayúsculas y letras como W y M son anchas. Manténgalo por debajo de unos 580 px, con las palabras importantes primero.",
    messages: {
      tooWide:
        'El título "{title}" mide unos {width} px de ancho en un resultado de búsqueda de escritorio; Google corta los títulos hacia los {max} px.',
    },
  },
  "title-placeholder": {
    label: "El título está escrito para esta página, no es el predeterminado",
    fix: "Sustituya el título predeterminado por uno escrito para esta página: su tema y lo que la distingue, p. ej. «Pan de masa madre horneado a diario en Košice – Panadería Kvások».",
    messages: {
      placeholder:
        'El título "{title}" es un texto predeterminado o de relleno, igual en innumerables sitios.',
    },
  },
  // Links
  "link-href-syntax": {
    label: "Las direcciones de los enlaces están bien escritas",
    fix: "Corrija cada dirección: «https://» con dos barras, solo barras normales, sin espacios ni saltos de línea (use guiones o %20), «%» solo en secuencias %XX y un esquema antes de cualquier dominio. Complete o elimine los href vacíos.",
    messages: {
      lineBreak: '<a href="{href}"> tiene un salto de línea o un tabulador en su dirección.',
      space: '<a href="{href}"> tiene un espacio en su dirección (escriba %20 o, mejor, un guion).',
      backslash: '<a href="{href}"> tiene una barra invertida donde va una barra.',
      tooFewSlashes: '<a href="{href}"> tiene menos de dos barras tras el esquema.',
      tooManySlashes: '<a href="{href}"> tiene más de dos barras tras el esquema.',
      noColon: '<a href="{href}"> no tiene ":" tras el esquema, así que se lee como una ruta de este sitio.',
      noScheme: '<a href="{href}"> no tiene "https://", así que se lee como una ruta de este sitio.',
      schemeTwice: '<a href="{href}"> tiene el esquema escrito dos veces.',
      strayPercent: '<a href="{href}"> tiene un "%" que no inicia un escape %XX.',
      empty: '<a href=""> solo vuelve a cargar esta página.',
    },
  },
  "links-internal-nofollow": {
    label: "Los enlaces dentro del sitio se siguen",
    fix: 'Quite rel="nofollow" de los enlaces a sus propias páginas. Para dejar una página fuera de los resultados use una etiqueta meta robots noindex en ella; para mantener fuera a los rastreadores, use robots.txt.',
    messages: {
      nofollow:
        '<a href="{href}"> lleva a una página del propio sitio pero tiene rel="nofollow", así que los buscadores pueden no rastrearlo ni darle crédito.',
    },
  },
  "links-too-many": {
    label: "La página enlaza a un número manejable de direcciones",
    fix: "Reduzca los enlaces a los que los visitantes necesitan aquí: simplifique los megamenús y pies de página, pagine las listas largas y enlace a páginas índice en lugar de a cada elemento.",
    messages: {
      tooMany:
        "La página enlaza a {total} direcciones distintas ({internal} en este sitio, {external} fuera); por encima de {max}, cada enlace transmite menos y los importantes cuestan más de encontrar.",
    },
  },
  "links-to-localhost": {
    label: "Ningún enlace ni recurso apunta a una dirección local o privada",
    fix: "Sustituya las direcciones de desarrollo (localhost, 127.0.0.1, 192.168.…, 10.…, *.local) por las públicas o por rutas relativas; revise la URL del sitio en el CMS y la URL base de la compilación.",
    messages: {
      local:
        '<{tag} {attribute}="{value}"> apunta a una dirección a la que solo llegan el propio equipo o la red del autor.',
    },
  },
  "links-unsupported-scheme": {
    label: "Los enlaces usan esquemas que navegadores y rastreadores pueden seguir",
    fix: "Enlace a direcciones https://: corrija los esquemas mal escritos («htps:», «htttp:»), publique los archivos de ftp:, data: o blob: en una dirección web normal y elimine los enlaces a páginas internas del navegador.",
    messages: {
      ftp: '<a href="{href}">: los navegadores ya no abren enlaces ftp:.',
      ftps: '<a href="{href}">: los navegadores no abren enlaces ftps:.',
      data: '<a href="{href}">: los navegadores bloquean la navegación a URL data:.',
      about: '<a href="{href}">: no se puede enlazar a páginas about: desde la web.',
      blob: '<a href="{href}">: una URL blob: solo existe en la pestaña que la creó.',
      browserInternal:
        '<a href="{href}">: no se puede enlazar a páginas internas del navegador desde la web.',
      extension: '<a href="{href}">: no se puede enlazar a páginas de extensiones desde la web.',
      viewSource: '<a href="{href}">: los navegadores bloquean los enlaces view-source:.',
      mistyped: '<a href="{href}">: "{scheme}:" es un http(s): mal escrito.',
      unusual: '<a href="{href}">: "{scheme}:" solo se abre donde una aplicación lo reclama.',
    },
  },
  // Images
  "image-alt-filename": {
    label: "Los textos alternativos describen las imágenes en lugar de repetir nombres de archivo",
    fix: 'Sustituya cada nombre de archivo por una breve descripción de lo que muestra la imagen, p. ej. alt="Pan de centeno enfriándose en una rejilla" en lugar de alt="IMG_2041.jpg"; revise el ajuste del CMS que rellena el alt con el nombre del archivo.',
    messages: {
      fileName: '<img src="{src}" alt="{alt}"> tiene un nombre de archivo como texto alternativo.',
    },
  },
  "image-alt-generic": {
    label: "Los textos alternativos dicen qué muestra la imagen, no que es una imagen",
    fix: 'Describa el contenido: alt="Pan de centeno sobre una tabla de madera" en lugar de alt="imagen" o alt="Imagen de un pan"; nombre la marca en el alt del logotipo (alt="Panadería Kvások"); use alt="" para las imágenes puramente decorativas.',
    messages: {
      onlySaysImage: '<img src="{src}" alt="{alt}">: el texto alternativo solo dice que hay una imagen.',
      redundantStart:
        '<img src="{src}" alt="{alt}">: el texto alternativo empieza con palabras que los lectores de pantalla ya dicen.',
    },
  },
  "image-alt-length": {
    label: "Los textos alternativos son breves (125 caracteres como máximo)",
    fix: "Limite cada texto alternativo a una frase breve sobre lo que muestra la imagen; lleve las explicaciones largas a un pie de foto (<figcaption>) o al texto que la rodea.",
    messages: {
      tooLong: '<img src="{src}" alt="{alt}">: el texto alternativo tiene {length} caracteres, más de {max}.',
    },
  },
  "image-alt-stuffing": {
    label: "Los textos alternativos describen las imágenes en lugar de listar palabras clave",
    fix: "Reescriba cada texto alternativo como una descripción sencilla de la imagen, con cada palabra una vez; los buscadores tratan las listas de palabras clave en el alt como spam y los lectores de pantalla leen cada palabra.",
    messages: {
      repeatedWords: '<img src="{src}" alt="{alt}"> repite {words} en su texto alternativo.',
      keywordList: '<img src="{src}" alt="{alt}">: el texto alternativo es una lista de {terms} términos.',
    },
  },
  "image-src-missing": {
    label: "Cada imagen tiene un src que la carga sin scripts",
    fix: 'Dé a cada <img> un src con la dirección de la imagen (en imágenes adaptables, mantenga src como respaldo junto a srcset); para la carga diferida use loading="lazy" en lugar de un data-src que solo un script convierte en src.',
    messages: {
      noAddress: "{image} no tiene ninguna dirección desde la que cargarse.",
      scripted:
        "{image} no tiene src: deja la carga a srcset o a un script de carga diferida, y los buscadores indexan el src.",
    },
  },
  // Sitemaps
  "robots-txt": {
    label: "robots.txt es válido",
    fix: "Haga que cada línea de robots.txt sea una directiva conocida (User-agent, Allow, Disallow, Sitemap…) seguida de dos puntos; empiece las rutas por / o *, use $ solo al final, dé a Sitemap una URL absoluta y responda a /robots.txt con estado 200 (o 404 si no tiene).",
    messages: {
      serverError:
        "{url} respondió HTTP {status}: los rastreadores no pueden leer las reglas y pueden dejar de rastrear el sitio.",
      unreachable: "No se pudo descargar {url}: {reason}.",
      syntax: 'Línea {line} "{text}": sintaxis no reconocida.',
      unknownDirective: 'Línea {line} "{text}": directiva desconocida.',
      invalidSitemapUrl: 'Línea {line} "{text}": URL de sitemap no válida.',
      invalidSitemapProtocol: 'Línea {line} "{text}": protocolo de URL de sitemap no válido.',
      noUserAgent: 'Línea {line} "{text}": no se indica ningún user-agent.',
      patternStart: 'Línea {line} "{text}": un patrón debe estar vacío o empezar por "/" o "*".',
      dollarNotAtEnd: 'Línea {line} "{text}": "$" solo debe usarse al final del patrón.',
    },
  },
  "search-bots-access": {
    label: "Todos los buscadores principales pueden indexar la página",
    fix: 'Dé a todos los buscadores el mismo acceso: quite el noindex dirigido a un robot (<meta name="googlebot">, X-Robots-Tag: bingbot: noindex) o el grupo de robots.txt que prohíbe esta URL al rastreador indicado en la evidencia.',
    messages: {
      meta: '{bot} no puede indexar la página: <meta name="{name}"> dice "{directive}".',
      header: '{bot} no puede indexar la página: X-Robots-Tag dice "{directive}".',
      robotsTxt: "{bot} no puede indexar la página: la línea {line} de robots.txt dice {rule}.",
    },
  },
  "robots-txt-sitemap": {
    label: "robots.txt indica el sitemap y este responde",
    fix: "Añada a robots.txt una línea como Sitemap: https://www.example.com/sitemap.xml (URL absoluta), una por cada sitemap o índice de sitemaps, y haga que cada sitemap indicado responda con 200.",
    messages: {
      noSitemapLine:
        "{url} no tiene línea Sitemap:, así que los rastreadores a los que usted no envíe el sitemap deben adivinar dónde está.",
      notAnswering: "robots.txt nombra {url} (línea {line}), que respondió HTTP {status}, no 200.",
    },
  },
  "sitemap-lastmod-valid": {
    label: "Las fechas <lastmod> del sitemap son válidas y no están en el futuro",
    fix: "Escriba cada <lastmod> como fecha W3C (2026-03-01, o 2026-03-01T09:30:00+01:00 con zona horaria), con la fecha del último cambio del contenido, nunca una fecha futura ni la hora en que se generó el sitemap.",
    messages: {
      notW3cDate: "<lastmod>{lastmod}</lastmod> de {url} en {sitemap} no es una fecha W3C.",
      inFuture: "<lastmod>{lastmod}</lastmod> de {url} en {sitemap} está en el futuro.",
    },
  },
  "sitemap-lists-page": {
    label: "Un sitemap incluye esta página",
    fix: "Añada a un sitemap la dirección final de la página tal como se sirve (esquema, dominio, ruta, barra final); genere los sitemaps desde la misma fuente que las páginas del sitio para que no falte ninguna.",
    messages: {
      notListed:
        "{url} no está entre las {listed} direcciones leídas de {sitemaps} ({entries} entradas en total).",
      variantListed: "Los sitemaps incluyen {variant} en lugar de {url}, una dirección distinta.",
      mayBeUnread:
        "Quedaron {unread} archivos de sitemap sin leer; la página puede estar en alguno de ellos.",
    },
  },
  "sitemap-size": {
    label: "Ningún sitemap supera las 50.000 entradas ni los 50 MB",
    fix: "Divida el sitemap en archivos de 50.000 URL y 50 MB (sin comprimir) como máximo y enumérelos en un índice de sitemaps indicado en robots.txt.",
    messages: {
      overLimit:
        "{url} tiene {entries} entradas en {megabytes} MB, por encima del límite de {maxEntries} entradas y 50 MB por archivo; los buscadores ignoran lo que pasa del límite.",
    },
  },
  "sitemap-urls": {
    label: "Los sitemaps indican direcciones absolutas de su propio sitio",
    fix: "Escriba cada <loc> como URL absoluta completa (https://www.example.com/pagina) con el mismo esquema y dominio que el sitemap; ponga las páginas de otros dominios en sus propios sitemaps o indique este en su robots.txt.",
    messages: {
      notAbsolute: "<loc>{loc}</loc> en {sitemap} no es una URL http(s) absoluta.",
      otherHost:
        "{loc} en {sitemap} está en otro esquema o dominio; los buscadores solo la aceptan si el robots.txt de ese dominio nombra este sitemap.",
    },
  },
  "sitemap-xml": {
    label: "El sitio tiene un sitemap XML legible",
    fix: "Publique un sitemap XML (<urlset> con <url><loc>…</loc></url>, en UTF-8, respondido con 200) con las páginas que quiere indexar, e indíquelo en robots.txt con una línea Sitemap:; haga que cada sitemap que indiquen robots.txt o un índice de sitemaps responda con 200 y XML válido.",
    messages: {
      invalid: "{url} no es un sitemap válido: {error}.",
      invalidListed: "{url}, incluido en {index}, no es un sitemap válido: {error}.",
      unanswered: "{url} respondió HTTP {status}, así que los rastreadores no pueden leerlo.",
      unansweredListed:
        "{url}, incluido en {index}, respondió HTTP {status}, así que los rastreadores no pueden leerlo.",
      namedButAbsent: "robots.txt nombra {url}, pero respondió HTTP {status}.",
      noSitemap: "No se encontró ningún sitemap: {url} respondió HTTP {status}.",
      noSitemapNorLine:
        "No se encontró ningún sitemap: robots.txt no nombra ninguno y {url} respondió HTTP {status}.",
      nestedIndex:
        "{url} es un índice dentro del índice {index}: los buscadores no siguen un índice incluido en otro índice, así que los sitemaps que incluye quedan sin leer. Inclúyalos en el índice principal.",
    },
  },
  // Open Graph and social
  "og-image-absolute": {
    label: "Las imágenes para compartir se indican con URL absolutas",
    fix: 'Escriba og:image (y twitter:image) como URL completa, p. ej. content="https://www.example.com/img/compartir.jpg"; las plataformas la descargan por su cuenta y no resuelven rutas relativas.',
    messages: {
      notAbsolute: "{tag} no es una URL http(s) absoluta.",
      secureNotHttps: "{tag} no es una URL https://.",
    },
  },
  "og-type-valid": {
    label: "og:type es un tipo de Open Graph conocido",
    fix: "Dé a og:type un tipo de Open Graph: «website» para la mayoría de las páginas, «article» para entradas y noticias, «product» para productos, o un tipo propio con espacio de nombres (prefijo:tipo).",
    messages: {
      unknownType: '{tag} no es un tipo de Open Graph; las plataformas recurren a "website".',
    },
  },
  "og-url-canonical": {
    label: "og:url indica la dirección canónica de la página",
    fix: "Dé a og:url la misma dirección absoluta que el enlace canónico (o, si no lo hay, la propia dirección de la página), para que los compartidos, reacciones y comentarios se reúnan en una sola URL.",
    messages: {
      notAbsolute: "{tag} no es una URL absoluta; puede que las plataformas no la resuelvan.",
      differsFromCanonical: "{tag} difiere de la URL canónica {url}: lo compartido cuenta para otra URL.",
      differsFromAddress:
        "{tag} difiere de la dirección de la página {url}: lo compartido cuenta para otra URL.",
    },
  },
  "open-graph": {
    label: "La página tiene etiquetas Open Graph para las vistas previas de enlaces",
    fix: 'Añada a <head>: <meta property="og:title">, og:description, og:type (p. ej. website o article), og:url (la dirección canónica) y og:image (URL absoluta de una imagen de 1200×630).',
    messages: {
      none: "La página no tiene etiquetas Open Graph: los enlaces compartidos muestran lo que cada plataforma adivine.",
      missing:
        "La etiqueta Open Graph {property} falta o está vacía; los enlaces compartidos rellenan el hueco con una suposición.",
    },
  },
  "twitter-card": {
    label: "La página elige su tarjeta de X (Twitter)",
    fix: 'Añada <meta name="twitter:card" content="summary_large_image"> (o «summary» para una imagen cuadrada pequeña); X toma el título, la descripción y la imagen de las etiquetas Open Graph cuando faltan las twitter:.',
    messages: {
      noCard:
        'No hay <meta name="twitter:card">: X decide por su cuenta cómo mostrar los enlaces a la página.',
    },
  },
  "twitter-card-valid": {
    label: "twitter:card indica una tarjeta que X admite, con su imagen",
    fix: "Use un tipo de tarjeta que X admita: «summary_large_image», «summary», «app» o «player»; dé a las tarjetas de imagen grande una twitter:image u og:image.",
    messages: {
      unknownType: "{meta} no es un tipo de tarjeta que X admita, así que no se muestra ninguna tarjeta.",
      noImage: "{meta} pide una imagen grande, pero la página no indica ninguna (twitter:image ni og:image).",
    },
  },
  // Structured data
  "schema-aggregate-rating": {
    label: "Las valoraciones agregadas tienen valor, recuento y escala coherentes",
    fix: "Dé a cada AggregateRating «ratingValue» (un número dentro de la escala), «ratingCount» o «reviewCount» (un número positivo) y «bestRating»/«worstRating» cuando la escala no sea 1–5; anídela en el producto o negocio que valora (o indíquelo en «itemReviewed»).",
    messages: {
      noRatingValue: "{node} no tiene ratingValue.",
      ratingNotNumber: "{node}: ratingValue {value} no es un número.",
      noCount: "{node} no tiene ni ratingCount ni reviewCount.",
      countNotPositive: "{node}: {property} {value} no es un número positivo.",
      outsideScale: "{node}: ratingValue {value} está fuera de {worst}–{best}.",
      outsideDefaultScale:
        "{node}: ratingValue {value} está fuera de 1–5 (indique bestRating si la escala no es 1–5).",
      notNested: "{node} no tiene itemReviewed ni está anidado en el elemento que valora.",
    },
  },
  "schema-article": {
    label: "El marcado de artículo tiene un titular y una imagen que Google puede descargar",
    fix: "Dé a cada Article, NewsArticle o BlogPosting un «headline» y una «image» como URL absolutas (idealmente en 16×9, 4×3 y 1×1, de al menos 1.200 px de ancho), para que Google pueda mostrarlo en Noticias destacadas y Discover.",
    messages: {
      noHeadline: "{node} no tiene headline.",
      noImage: "{node} no tiene image.",
      imageNotAbsolute: "{node} no tiene ninguna image con URL absoluta.",
    },
  },
  "schema-breadcrumb": {
    label: "El marcado de migas de pan enumera elementos con posición, nombre y enlace",
    fix: "Dé a la BreadcrumbList un «itemListElement» de ListItem, cada uno con «position» (1, 2, 3…), «name» e «item» (la URL de ese nivel; el último, la página actual, puede omitirla), al menos dos.",
    messages: {
      noItems: "{node} no tiene itemListElement.",
      notListItem: "{node}: la miga {item} no es un ListItem.",
      noPosition: "{node}: la miga {item} no tiene position (un número entero desde 1).",
      noName: "{node}: la miga {item} no tiene name.",
      noItemUrl: "{node}: la miga {item} no tiene URL en item.",
      singleCrumb: "{node} tiene una sola miga, que no muestra ningún recorrido.",
    },
  },
  "schema-local-business": {
    label: "El marcado de negocio local tiene nombre y dirección postal completa",
    fix: "Dé al nodo LocalBusiness (o Restaurant, Store…) «name» y «address» como PostalAddress con streetAddress, addressLocality, postalCode y addressCountry, además de «telephone» y «openingHoursSpecification», coherentes con la página y su Perfil de Empresa.",
    messages: {
      noName: "{node} no tiene name.",
      noAddress: "{node} no tiene address.",
      addressAsText: "{node} da su dirección como texto plano, no como PostalAddress.",
      addressIncomplete: "{node} tiene una dirección sin {missing}.",
      noTelephone: "{node} no tiene telephone.",
      noOpeningHours: "{node} no tiene horario de apertura.",
    },
  },
  "schema-offer": {
    label: "Las ofertas de producto indican precio, moneda y disponibilidad",
    fix: "Dé a cada Offer «price» como número simple («24.90»), «priceCurrency» como código ISO 4217 («EUR») y «availability» como valor de schema.org («https://schema.org/InStock»); dé a una AggregateOffer «lowPrice» y «priceCurrency».",
    messages: {
      noType: '{node} no tiene "@type": "Offer".',
      noPrice: "{node} no tiene price.",
      priceNotNumber:
        '{node}: price {value} no es un número simple (sin símbolos de moneda ni separadores de miles, "." para los decimales).',
      noLowPrice: "{node} no tiene lowPrice.",
      lowPriceNotNumber: "{node}: lowPrice {value} no es un número simple.",
      highPriceNotNumber: "{node}: highPrice {value} no es un número simple.",
      noCurrency: "{node} no tiene priceCurrency.",
      currencyNotIso: "{node}: priceCurrency {value} no es un código ISO 4217 de tres letras.",
      noAvailability: "{node} no tiene availability.",
      availabilityUnknown: '{node}: availability "{value}" no es un valor ItemAvailability de schema.org.',
    },
  },
  "schema-organization": {
    label: "El marcado de organización indica su sitio y su logotipo con URL absolutas",
    fix: "Escriba la «url» (la página de inicio) y el «logo» (una imagen de al menos 112×112 px que los rastreadores puedan descargar) de la organización como URL absolutas, p. ej. «https://www.example.com/img/logo.png»; Google no resuelve las relativas.",
    messages: {
      notAbsolute: "{node}: {property} {value} no es una URL absoluta.",
    },
  },
  "schema-product": {
    label: "El marcado de producto tiene nombre y una oferta, reseña o valoración",
    fix: "Dé a cada Product un «name» y al menos uno de «offers» (con precio y moneda), «review» o «aggregateRating», además de una «image»; Google solo muestra fragmentos de producto para los productos que los tienen.",
    messages: {
      noName: "{node} no tiene name.",
      noOfferReviewOrRating: "{node} no tiene offers, review ni aggregateRating.",
      noImage: "{node} no tiene image.",
    },
  },
  "schema-website": {
    label: "El marcado de sitio web tiene el nombre del sitio y la URL de inicio",
    fix: "Dé al nodo WebSite «name» (el nombre del sitio que quiere en los resultados, p. ej. «Kvások») y «url» (la página de inicio, absoluta, p. ej. https://www.example.com/); añada «alternateName» para una sigla o forma corta.",
    messages: {
      noName: "{node} no tiene name.",
      noUrl: "{node} no tiene url.",
      urlNotAbsolute: "{node} tiene la url {url}, que no es absoluta.",
      notHomePage: "{node} tiene la url {url}, que no es una página de inicio.",
    },
  },
  "structured-data": {
    label: "Cada bloque JSON-LD se puede leer",
    fix: 'Haga que cada <script type="application/ld+json"> sea JSON válido: sin comas finales, comentarios ni comillas o saltos de línea sin escapar en las cadenas; genérelo con un serializador JSON en lugar de a mano y compruébelo con la prueba de resultados enriquecidos de Google.',
    messages: {
      empty: "El bloque JSON-LD está vacío, así que los buscadores lo ignoran.",
      cdata:
        "El bloque JSON-LD está envuelto en <![CDATA[ … ]]>, que HTML deja tal cual, así que no es JSON y los buscadores lo ignoran.",
      unparsable: 'El bloque JSON-LD no se puede analizar ("{error}"), así que los buscadores lo ignoran.',
      notAnObject:
        "El bloque JSON-LD no contiene ningún objeto, solo un valor JSON, así que los buscadores lo ignoran.",
    },
  },
  "structured-data-context": {
    label: "El JSON-LD declara schema.org como su vocabulario",
    fix: 'Empiece cada objeto JSON-LD de nivel superior con "@context": "https://schema.org"; sin él, los tipos y propiedades no son de schema.org y los buscadores los omiten.',
    messages: {
      noContext:
        "Un objeto JSON-LD no tiene @context, así que sus tipos y propiedades no son los de schema.org.",
      otherContext: "Un objeto JSON-LD tiene @context {context}, no schema.org.",
    },
  },
  // URLs
  "url-depth": {
    label: "La ruta tiene como máximo cinco niveles",
    fix: "Simplifique la estructura: quite carpetas que no aportan nada al visitante (fechas, ID, categorías repetidas) y enlace las páginas importantes desde cerca de la página de inicio.",
    messages: {
      tooDeep:
        "La ruta {path} tiene {depth} niveles de profundidad; las direcciones profundas son largas, difíciles de leer y a menudo indican que la página está a muchos clics de la de inicio.",
    },
  },
  "url-double-slash": {
    label: "La ruta no tiene barras duplicadas",
    fix: "Corrija la plantilla o la regla de reescritura que une los tramos de la ruta con una barra de más, y redirija la forma con barra doble de forma permanente a la dirección con una sola.",
    messages: {
      doubledSlashes:
        "La ruta {path} tiene barras dobles: los servidores suelen servirla igual que la dirección con una sola barra, lo que crea un duplicado.",
    },
  },
  "url-file-extension": {
    label: "La dirección no revela la tecnología del servidor",
    fix: "Sirva las páginas en direcciones sin extensión de tecnología (/contacto en lugar de /contacto.php) para que sobrevivan a un cambio de plataforma; si las cambia, redirija las antiguas de forma permanente.",
    messages: {
      serverExtension:
        "La ruta {path} termina en .{extension}: pasar a otra plataforma cambiaría todas las direcciones o exigiría una redirección para cada una.",
    },
  },
  "url-length": {
    label: "La dirección tiene como máximo 115 caracteres",
    fix: "Acorte la dirección: unas pocas palabras descriptivas en la ruta, sin fechas, ID ni carpetas repetidas salvo que ayuden al visitante; redirija la dirección antigua de forma permanente.",
    messages: {
      tooLong:
        "La dirección {url} tiene {length} caracteres; a partir de {max} se corta en los resultados y cuesta leerla o compartirla.",
    },
  },
  "url-non-ascii": {
    label: "Las direcciones están en ASCII, con los demás caracteres codificados",
    fix: "Codifique con porcentajes en UTF-8 los caracteres no ASCII de las direcciones (/ko%C5%A1ice, no /košice), o use palabras ASCII en las rutas nuevas (/kosice); los enlaces escritos de una forma y pedidos de otra pueden acabar siendo dos direcciones.",
    messages: {
      requestedUrl: "La dirección solicitada {url} tiene caracteres no ASCII sin codificar.",
      finalUrl: "La dirección final {url} tiene caracteres no ASCII sin codificar.",
      link: '<a href="{href}"> dentro del sitio tiene caracteres no ASCII sin codificar.',
    },
  },
  "url-parameters": {
    label: "La dirección tiene como máximo tres parámetros de consulta",
    fix: "Deje los parámetros de orden, filtros y seguimiento fuera de las direcciones que enlaza e incluye en el sitemap; dé una ruta limpia a las páginas que merecen posicionar y apunte a ella las variantes con parámetros mediante un enlace canónico.",
    messages: {
      tooMany:
        "La dirección tiene {count} parámetros de consulta ({names}); cada combinación es otra dirección que los rastreadores pueden descargar e indexar.",
    },
  },
  "url-session-id": {
    label: "La dirección no lleva un identificador de sesión",
    fix: "Guarde las sesiones en cookies, no en las direcciones: desactive las sesiones en la URL (p. ej. session.use_trans_sid de PHP, la reescritura de URL de Java, las sesiones sin cookies de ASP.NET) para que cada visitante y rastreador vea una sola dirección por página.",
    messages: {
      inPath:
        '{url} lleva un identificador de sesión ("{found}" en la ruta): cada visita crea una dirección nueva para la misma página, así que los rastreadores descargan e indexan duplicados.',
      inQuery:
        "{url} lleva un identificador de sesión (el parámetro {name}): cada visita crea una dirección nueva para la misma página, así que los rastreadores descargan e indexan duplicados.",
    },
  },
  "url-underscores": {
    label: "Las palabras de la ruta se separan con guiones, no con guiones bajos",
    fix: "Separe las palabras de las direcciones nuevas con guiones (/pan-de-centeno, no /pan_de_centeno), como recomienda Google; cambie las páginas existentes solo junto con una redirección permanente.",
    messages: {
      underscores:
        "La ruta {path} une las palabras con guiones bajos; Google lee los guiones, no los guiones bajos, como separadores de palabras.",
    },
  },
  "url-uppercase": {
    label: "La ruta está en minúsculas",
    fix: "Use rutas en minúsculas; redirija de forma permanente la dirección con mayúsculas a la de minúsculas y enlace solo a esta, ya que la mayoría de servidores tratan /Tienda y /tienda como dos páginas.",
    messages: {
      capitals:
        "La ruta {path} tiene mayúsculas: {url} y su gemela en minúsculas pueden ser dos páginas distintas.",
    },
  },
} satisfies Translations
