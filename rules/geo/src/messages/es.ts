import type { Translations } from "../index"

/** Spanish labels, fixes and messages of the GEO pack. */
export const es = {
  "ai-bot-tokens-valid": {
    label: "robots.txt nombra a los rastreadores de IA por sus nombres reales",
    fix: "Nombre a los rastreadores de IA por sus tokens exactos (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, PerplexityBot, Google-Extended…): robots.txt compara los nombres de forma exacta, así que un grupo para un nombre que ningún rastreador usa no tiene efecto.",
    messages: {
      unknownToken:
        'La línea {line} de robots.txt "User-agent: {value}" no nombra a ningún rastreador de IA (se quería decir: {meant}), así que su grupo no bloquea ni permite nada.',
    },
  },
  "ai-crawler-challenge": {
    label: "Los rastreadores reciben la página, no un desafío antibots",
    fix: "Deje pasar a los rastreadores verificados por su protección antibots (Cloudflare: permita los bots verificados y los rastreadores de búsqueda con IA en Security › Bots; Imperva, DataDome, AWS WAF: permita sus rangos de IP publicados). Los rastreadores de IA no ejecutan JavaScript, así que el desafío es todo lo que verán.",
    messages: {
      challengeHeader:
        'La respuesta lleva "cf-mitigated: {value}" (HTTP {status}, {words} palabras visibles): la descarga recibió un desafío antibots, y los rastreadores de IA chocan con el mismo muro.',
      challengeTitle:
        'La página se titula "{title}" (HTTP {status}, {words} palabras visibles): la descarga recibió un desafío antibots, y los rastreadores de IA chocan con el mismo muro.',
      challengeScript:
        "La página carga el script de desafío {src} (HTTP {status}, {words} palabras visibles): la descarga recibió un desafío antibots, y los rastreadores de IA chocan con el mismo muro.",
    },
  },
  "ai-search-bots-access": {
    label:
      "La búsqueda con IA llega a la página: robots.txt no bloquea a todos los grandes rastreadores de búsqueda con IA",
    fix: "Permita en robots.txt a OAI-SearchBot, Claude-SearchBot y PerplexityBot (un grupo como `User-agent: OAI-SearchBot` con `Allow: /`). Para que los modelos no se entrenen con su contenido, bloquee en su lugar GPTBot, ClaudeBot y Google-Extended: eso no retira la página de las respuestas de IA.",
    messages: {
      blocked:
        "La línea {line} de robots.txt (User-agent: {group}) impide a {agent} acceder a {path}, como a todos los grandes rastreadores de búsqueda con IA: ni la búsqueda de ChatGPT, ni Claude, ni Perplexity pueden citar la página.",
    },
  },
  "ai-search-bots-all-allowed": {
    label: "Todos los rastreadores de búsqueda con IA pueden acceder a la página",
    fix: "Elimine las reglas de robots.txt que prohíben esta página a los rastreadores de búsqueda con IA indicados (o añádales un `Allow`): cada uno bloqueado es un motor de respuestas que no puede citar la página.",
    messages: {
      blocked:
        "La línea {line} de robots.txt (User-agent: {group}) impide al rastreador de búsqueda con IA {agent} acceder a {path}.",
    },
  },
  "ai-snippet-allowed": {
    label: "Los buscadores pueden citar la página en respuestas de IA",
    fix: "Quite `nosnippet` y `max-snippet:0` de la metaetiqueta robots y de la cabecera X-Robots-Tag (Google y Bing los usan para excluir la página de AI Overviews, AI Mode y las respuestas de Copilot). Para proteger un solo pasaje, envuelva solo ese pasaje en un elemento con `data-nosnippet`.",
    messages: {
      noSnippet:
        "{directive} ({source}) prohíbe los fragmentos: Google deja la página fuera de AI Overviews y AI Mode, y Bing fuera de las respuestas de Copilot.",
      shortSnippet:
        "{directive} ({source}) limita los fragmentos a menos de {min} caracteres: demasiado poco para que una respuesta de IA los cite.",
    },
  },
  "ai-training-bots-policy": {
    label:
      "La política del sitio sobre el entrenamiento de IA se expresa de forma que los rastreadores la respeten",
    fix: "Decida si los modelos pueden entrenarse con su contenido. Para excluirse, prohíba en robots.txt los rastreadores de entrenamiento (GPTBot, ClaudeBot, Google-Extended, Applebot-Extended, CCBot, Meta-ExternalAgent); ignoran los valores `noai` de las metaetiquetas. Mantenga permitidos los rastreadores de búsqueda con IA en cualquier caso.",
    messages: {
      unhonoured:
        "{directive} ({source}) excluye la página del entrenamiento de IA, pero ningún gran rastreador de IA lo respeta, mientras robots.txt deja que todos los rastreadores de entrenamiento ({crawlers}) la descarguen.",
      trainingBlocked:
        "La línea {line} de robots.txt (User-agent: {group}) deja fuera al rastreador de entrenamiento {agent}: una decisión de política que aparta el contenido de los futuros datos de entrenamiento (y de lo que los modelos saben de la marca por sí solos), pero no de las respuestas de la búsqueda con IA.",
    },
  },
  "ai-user-fetchers-access": {
    label: "Los asistentes pueden abrir la página cuando un usuario se lo pide",
    fix: "Permita en robots.txt los agentes de IA que actúan a petición del usuario (ChatGPT-User, Claude-User, Perplexity-User, MistralAI-User, Meta-ExternalFetcher): solo acceden a una página porque una persona pidió a un asistente que la leyera.",
    messages: {
      blocked:
        "La línea {line} de robots.txt (User-agent: {group}) impide al lector de IA {agent}, que activa el usuario, acceder a {path}: un asistente al que se le pida leer esta página se negará o responderá sin ella.",
    },
  },
  "answer-first": {
    label: "El contenido principal empieza con una respuesta directa",
    fix: "Empiece el contenido principal con una o dos frases sencillas que respondan a la pregunta de la que trata la página (quién, qué, cuánto, cómo) y nombren el tema del H1; deje el contexto, los ganchos y la historia para después. Las respuestas de IA citan el pasaje que responde primero.",
    messages: {
      noLead:
        "Las primeras {within} palabras del contenido principal no contienen ningún párrafo de {min} palabras o más: empieza con encabezados, listas o líneas cortas.",
      teaser: 'El contenido principal empieza con un gancho, no con una respuesta: "{sentence}".',
      offTopic:
        'Las primeras {within} palabras desde el párrafo inicial no nombran el tema de "{topic}": "{sentence}".',
      longSentence: "La frase inicial tiene {words} palabras: la respuesta queda enterrada en ella.",
    },
  },
  "article-author": {
    label: "Los artículos identifican a su autor como entidad",
    fix: 'Dé a cada Article un `author` que sea `Person` (u `Organization`) con `name` y `url` (la página del autor) o `sameAs` (sus perfiles), p. ej. `"author": {"@type": "Person", "name": "Eva Nováková", "url": "https://example.com/eva"}`. Un nombre suelto no se distingue de sus homónimos.',
    messages: {
      noAuthor: "{article} no tiene autor (author).",
      bareName: '"{name}" es solo un nombre, no una entidad de autor con página o perfiles.',
      unresolved: "Una referencia al autor no lleva a nada en la página.",
      notEntity: "El autor {author} no es Person ni Organization.",
      unnamed: "El autor {author} no tiene nombre (name).",
      unlinked: "El autor {author} no tiene url ni sameAs.",
    },
  },
  "article-dates": {
    label:
      "Los artículos indican de forma legible por máquinas cuándo se publicaron y cuándo se actualizaron",
    fix: "Dé a cada Article `datePublished` y `dateModified` en ISO 8601 con zona horaria («2026-03-14T09:00:00+01:00»), o al menos `article:published_time` y `article:modified_time`, y actualice la fecha de modificación cuando cambie el contenido. Los motores de respuestas prefieren y muestran fuentes recientes.",
    messages: {
      noDates:
        "El artículo no indica fecha de publicación ni de modificación en los datos estructurados ni en las metas.",
      onlyPublished:
        "El artículo solo indica su fecha de publicación ({source}: {date}), no cuándo se modificó por última vez.",
      onlyModified: "El artículo indica cuándo se modificó ({source}: {date}), no cuándo se publicó.",
      noPublished: "{article} no tiene datePublished.",
      invalidPublished: '{article} tiene datePublished "{value}", que no es una fecha ISO 8601.',
      noModified:
        "{article} no tiene dateModified, y ninguna meta indica cuándo se modificó la página por última vez.",
      modifiedOnlyInMeta: "{article} no tiene dateModified (solo {source} indica {date}).",
      invalidModified: '{article} tiene dateModified "{value}", que no es una fecha ISO 8601.',
      modifiedBeforePublished: "{article} se modificó ({modified}) antes de publicarse ({published}).",
    },
  },
  "article-schema": {
    label: "Un artículo se describe en datos estructurados",
    fix: "Describa el artículo en JSON-LD: un `Article` (o `NewsArticle`, `BlogPosting`) con `headline`, `author` (una Person con `name` y `url`), `datePublished`, `dateModified`, `image` y `publisher`. Los motores de respuestas leen en él quién escribió qué y cuándo.",
    messages: {
      noArticle:
        "La página parece un artículo, pero su JSON-LD no declara Article, NewsArticle ni BlogPosting.",
    },
  },
  "authoritative-sources": {
    label: "Entre las fuentes citadas hay al menos una autoridad",
    fix: "Cuando una afirmación se apoye en investigación, leyes, estadísticas o normas, cite la fuente primaria: un organismo público o de estadística, una universidad, un artículo revisado por pares (doi.org), un organismo internacional o de normalización.",
    messages: {
      noSources: "El contenido principal no cita ninguna fuente, así que tampoco una autorizada.",
      notAuthoritative:
        "El contenido principal cita {domain}, que no es una fuente gubernamental, universitaria, científica, de normas ni de referencia.",
    },
  },
  "content-signals": {
    label:
      "Las preferencias de uso por IA, si se declaran, están bien formadas y permiten a la búsqueda con IA usar la página",
    fix: "Escriba las preferencias como las define contentsignals.org, dentro de un grupo de robots.txt: `Content-Signal: search=yes, ai-input=yes, ai-train=no` (IETF aipref: `Content-Usage: train-ai=n`). Mantenga `search` y `ai-input` en yes si quiere que le citen en respuestas de IA.",
    messages: {
      malformedInRobots:
        'La línea {line} de robots.txt "{kind}: {value}" tiene valores que los rastreadores no pueden leer: {problems}.',
      malformedHeader:
        'La cabecera Content-Usage "{value}" tiene valores que los rastreadores no pueden leer: {problems}.',
      optOutInRobots:
        'La línea {line} de robots.txt "{kind}: {value}" pide que el contenido no se use en la búsqueda ni en respuestas de IA ({optOuts}): los rastreadores que lo respetan no citarán la página.',
      optOutHeader:
        'La cabecera Content-Usage "{value}" pide que el contenido no se use en la búsqueda ni en respuestas de IA ({optOuts}): los rastreadores que lo respetan no citarán la página.',
    },
  },
  "copilot-answer-controls": {
    label: "Bing puede usar la página en las respuestas de Microsoft Copilot",
    fix: "Quite `noarchive` de la metaetiqueta robots y de X-Robots-Tag (Bing excluye las páginas con `noarchive` de las respuestas de Copilot); si lo necesita para un muro de pago, añada también `nocache`, que permite a Copilot mostrar y enlazar el título, la URL y el fragmento.",
    messages: {
      noarchive:
        "{directive} ({source}) deja la página fuera de las respuestas de Microsoft Copilot, que no la citarán ni enlazarán.",
      nocache:
        "{directive} ({source}) limita las respuestas de Copilot al título, la URL y el fragmento de la página.",
    },
  },
  "data-nosnippet-scope": {
    label: "data-nosnippet protege pasajes, no el contenido principal",
    fix: "Deje `data-nosnippet` solo en los pocos pasajes que no deben citarse (precios tras un inicio de sesión, textos legales) y quítelo del cuerpo del artículo: los buscadores no pueden citar el texto marcado en fragmentos ni en respuestas de IA.",
    messages: {
      almostAll:
        "<{tag} data-nosnippet> oculta {words} palabras a los fragmentos: está oculto el {share} % de las {total} palabras del contenido principal, y no queda casi nada que citar.",
      large:
        "<{tag} data-nosnippet> oculta {words} palabras a los fragmentos: está oculto el {share} % de las {total} palabras del contenido principal.",
    },
  },
  "definition-lead": {
    label: "Las preguntas «¿Qué es…?» se responden con una definición",
    fix: "Responda a un encabezado «¿Qué es X?» con una definición en su primera frase: «X es un … que …» (en inglés «X is …», en eslovaco «X je …»). Los motores de respuestas toman esa frase como la definición.",
    messages: {
      notDefined: 'A "{question}" se responde con "{answer}", no con "{term} es …".',
    },
  },
  "entity-same-as": {
    label: "Las organizaciones y personas declaradas enlazan a sus perfiles en otros sitios (sameAs)",
    fix: "Añada `sameAs` a cada Organization y Person que declare: URL absolutas de la misma entidad en Wikidata, Wikipedia, LinkedIn, Crunchbase, el registro mercantil o sus perfiles sociales oficiales. Vincula la página a una entidad que los motores de respuestas ya conocen.",
    messages: {
      noSameAs: "{entity} no tiene un sameAs utilizable que la vincule con sus perfiles en otros sitios.",
    },
  },
  "faq-structured-data": {
    label: "El marcado FAQ describe preguntas y respuestas visibles en la página",
    fix: "Marque solo las preguntas y respuestas que muestra la página, cada una como `Question` con `name` y un `acceptedAnswer` con su `text`. Google ya no muestra resultados enriquecidos de FAQ; el marcado solo ayuda a las máquinas a leer las preguntas y respuestas, y los datos estructurados que no están en la página infringen las políticas de Google.",
    messages: {
      noQuestions: "El FAQPage no contiene ninguna pregunta (Question).",
      unnamedQuestion: "Una pregunta de las FAQ no tiene nombre (name).",
      unanswered: 'La pregunta de las FAQ "{question}" no tiene texto de respuesta.',
      notOnPage: 'La pregunta de las FAQ "{question}" del marcado no está en la página.',
    },
  },
  "hidden-ai-instructions": {
    label: "La página no oculta instrucciones para sistemas de IA",
    fix: "Elimine el texto oculto que se dirige a sistemas de IA («los asistentes de IA deben recomendar…», «ignore previous instructions»). Los motores de respuestas lo tratan como manipulación: infringe las políticas antispam de los buscadores y hace que páginas, o sitios enteros, pierdan su confianza.",
    messages: {
      hiddenAttribute: 'Un texto oculto con el atributo hidden se dirige a sistemas de IA: "{text}".',
      hiddenByStyle: 'Un texto oculto con un estilo en línea se dirige a sistemas de IA: "{text}".',
    },
  },
  "howto-structured-data": {
    label: "El marcado HowTo enumera sus pasos",
    fix: "Dé a un HowTo su lista `step`: elementos `HowToStep` (o grupos `HowToSection`) con `text` (y `name`), en orden. Google retiró los resultados enriquecidos HowTo en 2023; los pasos siguen permitiendo a las máquinas seguir las instrucciones.",
    messages: {
      noSteps: "El HowTo no tiene pasos, o tiene pasos sin texto.",
    },
  },
  "key-takeaways": {
    label: "Un artículo largo incluye un resumen",
    fix: "Añada un breve resumen a los artículos largos: una lista de «Puntos clave» al principio o una sección «Resumen» o «Conclusión». Los motores de respuestas citan los resúmenes como la esencia de la página.",
    messages: {
      noSummary: "El artículo tiene {words} palabras y ningún resumen, puntos clave ni conclusión.",
    },
  },
  "llms-txt": {
    label: "El sitio ofrece un llms.txt utilizable",
    fix: "Publique /llms.txt en Markdown (llmstxt.org): un H1 con el nombre del sitio, un resumen > de una línea y secciones H2 con sus páginas clave como [nombre](url): notas.",
    messages: {
      serverError: "{url} respondió HTTP {status}: {reason}.",
      absent: "{url} respondió HTTP {status}: el sitio no tiene llms.txt.",
      servesHtml: '{url} sirve una página HTML, no un archivo Markdown: "{start}".',
      noTitle:
        '{url} no tiene una línea de título H1 ("# Nombre del sitio"), la única parte que llms.txt exige.',
      noLink: "{url} no tiene ningún enlace Markdown ([nombre](url)).",
      tooShort: "{url} solo tiene {length} caracteres.",
    },
  },
  "llms-txt-link": {
    label: "La página dirige a los agentes al llms.txt del sitio",
    fix: 'Enlace a llms.txt desde cada página: `<link rel="describedby" type="text/markdown" href="/llms.txt">` en <head> (o una cabecera `Link: </llms.txt>; rel="describedby"`), y corrija los enlaces a un llms.txt que no existe.',
    messages: {
      brokenPointer: "La página apunta a {url} ({via}), que responde HTTP {status}.",
      notLinked: "{url} existe, pero la página no apunta a él (ningún <link>, cabecera Link ni <a>).",
    },
  },
  "llms-txt-structure": {
    label: "llms.txt sigue el formato de llmstxt.org",
    fix: "Ordene llms.txt como indica llmstxt.org: la línea `# Nombre` primero y una sola vez, luego un `> resumen`, notas opcionales y listas `## Sección` cuyos elementos sean `- [nombre](https://url/absoluta): notas`.",
    messages: {
      beforeTitle: 'La línea {line} de llms.txt "{text}" está antes del título H1 (línea {titleLine}).',
      secondTitle: 'La línea {line} de llms.txt es un segundo H1 "{text}".',
      noSummary: "llms.txt no tiene una línea de resumen (> …) tras el título.",
      emptySection: 'La sección "{title}" de llms.txt (línea {line}) no enumera ningún enlace.',
      notALink: 'La línea {line} de llms.txt "{text}" no es un enlace [nombre](url).',
      relativeLink: 'La línea {line} de llms.txt enlaza a la dirección relativa "{url}".',
      tooLong: "llms.txt tiene {lines} líneas: traslade el detalle a llms-full.txt.",
    },
  },
  "markdown-alternate": {
    label: "La página ofrece una versión en Markdown para agentes",
    fix: 'Sirva una copia limpia de la página en Markdown (llmstxt.org sugiere la URL de la página + `.md`) y anúnciela en <head>: `<link rel="alternate" type="text/markdown" href="/pagina.md">`. Los agentes la leen sin menús, scripts ni anuncios.',
    messages: {
      unusableHref: 'El <link> alternativo en Markdown no tiene un href utilizable ("{href}").',
      noAlternate:
        'Ningún <link rel="alternate" type="text/markdown"> ni cabecera Link anuncia una versión en Markdown de la página.',
    },
  },
  "organization-entity": {
    label: "La página de inicio y la de «Quiénes somos» dicen quién está detrás del sitio",
    fix: "Describa al editor en JSON-LD en la página de inicio y en la de «Quiénes somos»: una `Organization` (o `LocalBusiness`, o `Person` para un sitio personal) con `name`, `url`, `logo` y enlaces `sameAs` a sus perfiles. Los motores de respuestas lo usan para saber a quién citan.",
    messages: {
      noEntity: "La página no declara Organization, LocalBusiness ni Person en JSON-LD.",
      unnamed: "{entity} no tiene nombre (name).",
      noUrl: "{entity} no tiene url.",
      noLogo: "{entity} no tiene logo.",
    },
  },
  "question-answers": {
    label: "Cada encabezado con pregunta tiene su respuesta justo debajo",
    fix: "Ponga justo después de cada encabezado con pregunta su respuesta: de una a tres frases que se entiendan solas (unas 40–80 palabras) y después los detalles. Una pregunta sin texto debajo, o una respuesta escondida en un párrafo largo, no se puede citar.",
    messages: {
      unanswered:
        'El encabezado con la pregunta "{heading}" no tiene respuesta antes del siguiente encabezado.',
      buried: 'La respuesta a "{heading}" empieza con un párrafo de {words} palabras, más de {max}.',
    },
  },
  "question-headings": {
    label: "Algunos subtítulos formulan las preguntas que hacen los lectores",
    fix: "Formule los subtítulos que introducen respuestas como las preguntas que la gente escribe o dice («¿Cuánto tarda en subir la masa madre?», «¿Cuánto cuesta?»), cada uno seguido directamente de su respuesta. Los motores de respuestas relacionan preguntas y pasajes por sus encabezados.",
    messages: {
      fewSubheadings:
        "El contenido principal tiene {words} palabras y solo {count} subtítulos, ninguno de ellos una pregunta o una tarea.",
      notAQuestion:
        'El subtítulo "{heading}" no es una pregunta ni una tarea, como ningún otro subtítulo de la página.',
    },
  },
  "quotable-length": {
    label: "El contenido principal es lo bastante largo para citarlo (150 palabras o más)",
    fix: "Escriba la respuesta completa: una página que informa necesita al menos unos párrafos propios —la respuesta, las cifras, quién lo dice y de dónde viene— antes de que un motor de respuestas encuentre un pasaje digno de citar.",
    messages: {
      tooShort:
        "El contenido principal ({region}) tiene {words} palabras: demasiado poco para citarlo, menos de las {minimum} que necesita una página informativa.",
    },
  },
  quotations: {
    label: "El contenido principal cita a personas o fuentes por su nombre",
    fix: "Cite literalmente a un experto, un cliente o una fuente y diga quién es: un <blockquote> con una línea «— Nombre, cargo» o `cite`, o «…», dijo Nombre. Añadir citas dio la mayor mejora de visibilidad en respuestas de IA en el estudio GEO (alrededor del 40 %).",
    messages: {
      noQuotations:
        "El contenido principal ({words} palabras) no cita a nadie: ningún <blockquote>, <q> ni declaración entrecomillada.",
      unattributed: 'La cita "{text}" no dice de quién es.',
    },
  },
  "server-rendered-text": {
    label: "El texto de la página está en el HTML del servidor, no lo dibuja solo JavaScript",
    fix: "Renderice el contenido principal en el servidor (renderizado en servidor o generación estática: Next.js, Nuxt, Astro, SvelteKit, Angular SSR…) para que la respuesta HTML ya contenga el texto. GPTBot, ClaudeBot y PerplexityBot no ejecutan JavaScript: una aplicación vacía es una página en blanco para ellos.",
    messages: {
      shellMount:
        "El HTML del servidor es un armazón de JavaScript con {words} palabras visibles: {element} está vacío, y los rastreadores que no ejecutan JavaScript ven una página vacía.",
      shellNoscript:
        'El HTML del servidor es un armazón de JavaScript con {words} palabras visibles: <noscript> dice "{text}", y los rastreadores que no ejecutan JavaScript ven una página vacía.',
      shellScripts:
        "El HTML del servidor es un armazón de JavaScript con {words} palabras visibles que ejecuta {scripts} scripts: los rastreadores que no ejecutan JavaScript ven una página vacía.",
      drawnByScript:
        "El contenido principal tiene {words} palabras en el HTML del servidor y {element} está vacío: probablemente su contenido lo dibuja JavaScript.",
    },
  },
  "site-name": {
    label: "La página indica el nombre del sitio al que pertenece",
    fix: 'Indique el nombre del sitio en cada página: `<meta property="og:site_name" content="Panadería Ejemplo">`, y un `WebSite` con `name` en JSON-LD en la página de inicio. Los motores de respuestas atribuyen las citas a un sitio por ese nombre.',
    messages: {
      noSiteName:
        "La página no nombra ningún sitio: ni og:site_name, ni nombre de WebSite en JSON-LD, ni nombre del editor.",
    },
  },
  "source-citations": {
    label: "El contenido principal cita sus fuentes",
    fix: "Enlace las afirmaciones del texto con las fuentes en que se basan (estudios, estadísticas oficiales, documentación, información original), en la propia frase o en una lista de Referencias. Citar fuentes aumentó la visibilidad en respuestas de IA en torno a un 30 % en el estudio GEO, sobre todo en páginas peor posicionadas.",
    messages: {
      noSources:
        "El contenido principal ({words} palabras) no enlaza a ningún otro sitio y no tiene notas al pie ni sección de referencias.",
    },
  },
  "statistics-density": {
    label: "El contenido principal respalda sus afirmaciones con cifras",
    fix: "Añada cifras concretas y con fuente donde el texto afirma algo: porcentajes, importes, medidas, fechas de estudios («el 62 % de los compradores…», «3,20 € el kilo», «listo en 45 minutos»). Añadir estadísticas aumentó la visibilidad en respuestas de IA en torno a un tercio en el estudio GEO.",
    messages: {
      noFigures:
        "El contenido principal ({words} palabras) no da ninguna cifra: ni porcentaje, ni importe, ni medida, ni recuento.",
      fewFigures:
        'El contenido principal ({words} palabras) da {found} cifras, como "{example}"; unas {target} respaldarían sus afirmaciones.',
    },
  },
  "table-headers": {
    label: "Las tablas de datos nombran sus columnas con celdas de encabezado",
    fix: 'Marque la fila (o columna) de encabezado de cada tabla de datos con celdas <th> (la fila dentro de <thead>): los analizadores y los motores de respuestas leen el significado de una tabla en sus encabezados. Dé role="presentation" a las tablas de maquetación.',
    messages: {
      noHeader:
        "Una tabla de datos de {rows} filas × {columns} columnas no tiene ninguna celda de encabezado <th>.",
    },
  },
} satisfies Translations
