import type { Translations } from "../index"

/** Spanish labels, fixes and messages of the content pack. */
export const es = {
  "keyword-stuffing": {
    label: "El texto principal no repite un término una y otra vez",
    fix: "Escriba para el lector: use el término clave donde corresponda y luego pronombres, sinónimos y datos concretos (cifras, nombres, ejemplos) en lugar de repetirlo. El relleno de palabras clave redujo la visibilidad en respuestas de IA en el estudio GEO e infringe las políticas antispam de los buscadores.",
    messages: {
      stuffedPassage: "«{term}» ocupa el {percent} % de un <{tag}> del texto principal: «{text}».",
      stuffed:
        "La raíz «{term}» ocupa el {percent} % de las {tokens} palabras temáticas del texto principal: el texto parece relleno de ella.",
      frequent:
        "La raíz «{term}» ocupa el {percent} % de las {tokens} palabras temáticas del texto principal.",
    },
  },
  "section-chunking": {
    label: "El contenido principal está dividido en secciones del tamaño de un pasaje",
    fix: "Ponga un subtítulo descriptivo cada 150–400 palabras, para que cada sección responda por sí sola a una cosa. Los motores de respuestas recuperan y citan pasajes, y un pasaje sin su encabezado pierde el contexto.",
    messages: {
      longSection:
        "En el contenido principal, la sección «{heading}» ocupa {words} palabras sin un subtítulo.",
      longOpening:
        "En el contenido principal, el texto anterior al primer encabezado ocupa {words} palabras sin un subtítulo.",
    },
  },
  "about-contact-links": {
    label: "La página enlaza las páginas Quiénes somos y Contacto",
    fix: "Enlace las páginas Quiénes somos y Contacto desde todas las páginas (normalmente en el pie): lectores y buscadores comprueban quién está detrás del contenido.",
    messages: {
      noAbout:
        "Ninguno de los enlaces de la página ({links} en total) es un enlace interno a la página «Quiénes somos».",
      noContact:
        "Ninguno de los enlaces de la página ({links} en total) es un enlace interno a la página de contacto.",
    },
  },
  "author-visible": {
    label: "El artículo nombra a su autor donde los lectores lo ven",
    fix: 'Muestre una firma con el nombre del autor junto al titular, enlazada a una página de autor (rel="author") que indique su experiencia.',
    messages: {
      metaOnly: 'No se ve la firma del autor; solo lo nombra <meta name="author">: «{author}».',
      noByline:
        "No se ve la firma del autor: no hay enlace rel=author, itemprop=author ni elemento byline/author con texto.",
    },
  },
  "content-language-mismatch": {
    label: "El texto está en el idioma que declara la página",
    fix: 'Ponga en <html lang> el idioma en que está escrito el contenido (p. ej. lang="es"), o traduzca el contenido; buscadores y lectores de pantalla dependen de ello.',
    messages: {
      mismatch:
        '<html lang="{declared}">, pero el texto parece estar en «{detected}» (el idioma declarado encaja en {fit} respecto al mejor, según una muestra de {characters} caracteres).',
    },
  },
  "empty-heading": {
    label: "Todos los encabezados tienen texto",
    fix: "Escriba el tema de la sección en cada encabezado, o elimine los encabezados usados solo para espaciado o estilo.",
    messages: {
      empty: "Un encabezado <h{level}> está vacío.",
    },
  },
  "future-date": {
    label: "Ninguna fecha de publicación o modificación está en el futuro",
    fix: "Corrija la fecha: una fecha posterior a hoy suele deberse a una zona horaria errónea, un valor por defecto de la plantilla o una errata.",
    messages: {
      future: "{source} indica {date}, una fecha posterior a la de la auditoría ({today}).",
    },
  },
  "h1-length": {
    label: "El H1 tiene como máximo 70 caracteres",
    fix: "Acorte el H1 al tema de la página en pocas palabras; pase el resto al primer párrafo.",
    messages: {
      tooLong: "El H1 tiene {length} caracteres: «{text}».",
    },
  },
  "has-content": {
    label: "La página tiene contenido propio que evaluar",
    fix: "Publique la página con su contenido real: un texto que responda a la pregunta del visitante. Mantenga fuera de los buscadores (noindex) las páginas vacías, de relleno, aparcadas o que solo piden iniciar sesión hasta que estén listas.",
    messages: {
      parked: "La página es de un dominio aparcado o en venta, no contenido propio.",
      noMainContent: "La página no tiene contenido principal.",
      thin: "El contenido principal tiene {words} de las {minimum} palabras necesarias para juzgarlo: «{text}».",
      repeated:
        "El contenido principal tiene {words} palabras, pero solo {own} si los pasajes y las palabras repetidos se cuentan una vez: «{text}».",
      fewDistinct:
        "El contenido principal tiene {words} palabras, pero solo {distinct} distintas (se necesitan al menos {minimum}): «{text}».",
      placeholder:
        "Un tercio o más del contenido principal es texto de relleno ({placeholder} de sus {own} palabras propias).",
      signIn:
        "La página es un formulario de inicio de sesión con {words} palabras propias alrededor (menos de {minimum}): su contenido está detrás del inicio de sesión.",
    },
  },
  "heading-h1": {
    label: "La página tiene exactamente un H1 visible",
    fix: "Dé a la página un único <h1> que indique su tema; use <h2>–<h6> para las secciones.",
    messages: {
      missing: "La página no tiene ningún <h1> visible.",
      empty: "El primer <h1> está vacío.",
      another: "Otro <h1>, «{text}», sigue al primero, «{first}».",
    },
  },
  "heading-order": {
    label: "Los niveles de encabezado bajan de uno en uno",
    fix: "Anide los encabezados sin saltar niveles: un <h2> bajo el <h1>, un <h3> bajo un <h2>, y así sucesivamente.",
    messages: {
      skipped:
        "<h{level}> «{text}» sigue a <h{previousLevel}> «{previousText}»: se salta el nivel {skippedLevel}.",
    },
  },
  "images-in-content": {
    label: "El contenido principal largo está ilustrado con imágenes",
    fix: "Añada al contenido principal imágenes que aporten información (fotos del tema, diagramas, capturas, gráficos), cada una con texto alternativo.",
    messages: {
      noImage: "El contenido principal tiene {words} palabras y ninguna imagen visible.",
    },
  },
  "in-depth-content": {
    label: "El contenido principal trata su tema en profundidad",
    fix: "Vaya más allá del mínimo: cubra las preguntas secundarias, casos, cifras y ejemplos que añadiría un especialista.",
    messages: {
      underMinimum:
        "El contenido principal tiene {words} de las al menos {minimum} palabras que necesita este tipo de página.",
      shallow:
        "{words} palabras en el contenido principal: bastan para responder, pero la profundidad empieza en {target} para este tipo de página.",
    },
  },
  "internal-links-in-content": {
    label: "El contenido principal enlaza páginas relacionadas del sitio",
    fix: "Enlace desde el texto páginas relacionadas de su sitio donde ayuden al lector, con un texto de enlace que nombre su tema.",
    messages: {
      noLink: "El contenido principal tiene {words} palabras y ni un solo enlace a otra página del sitio.",
    },
  },
  "lists-in-content": {
    label: "El contenido principal usa listas o tablas para pasos, opciones y cifras",
    fix: "Presente pasos, opciones, características y comparaciones como listas (<ul>, <ol>) o tablas en lugar de texto corrido.",
    messages: {
      noList: "El contenido principal tiene {words} palabras sin una sola lista ni tabla.",
    },
  },
  "main-content-ratio": {
    label: "La mayor parte del texto de la página es contenido principal, no elementos repetidos",
    fix: "Recorte el texto repetido de navegación, pie y barras laterales, o dé más sustancia al contenido principal, para que sea al menos un tercio de las palabras.",
    messages: {
      boilerplate:
        "El contenido principal ({region}) son {main} de las {total} palabras de la página ({percent} %); el resto es navegación, barras laterales y pies de página.",
    },
  },
  "placeholder-text": {
    label: "La página no contiene texto de relleno",
    fix: "Sustituya el relleno de plantilla (lorem ipsum, «próximamente», «en construcción») por el contenido real, o no publique la página hasta que esté lista.",
    messages: {
      title: "El título es texto de relleno: «{title}».",
      block: "Texto de relleno («{placeholder}») en un <{tag}>: «{text}».",
    },
  },
  "query-in-description": {
    label: "La meta descripción contiene la frase de búsqueda",
    fix: 'Mencione la frase de búsqueda en la <meta name="description">: los buscadores la resaltan en el fragmento.',
    messages: {
      noDescription:
        "La página no tiene una meta descripción que contenga la frase «{phrase}» (sus palabras: {found} de {total}).",
      partial:
        "La meta descripción «{description}» cubre la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-in-h1": {
    label: "El H1 contiene la frase de búsqueda",
    fix: "Redacte el <h1> en torno a la frase de búsqueda, para que el titular diga lo que el visitante buscó.",
    messages: {
      noH1: "La página no tiene un H1 que contenga la frase «{phrase}» (sus palabras: {found} de {total}).",
      partial: "El H1 «{h1}» cubre la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-in-image-alts": {
    label: "El texto alternativo de una imagen usa las palabras de la frase de búsqueda",
    fix: "Describa la imagen principal en su texto alternativo con las palabras de la frase, cuando sea lo que muestra la imagen.",
    messages: {
      partial:
        "Los textos alternativos de las imágenes de la página (imágenes: {images}) cubren la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-in-intro": {
    label: "Las primeras 100 palabras del contenido principal contienen la frase de búsqueda",
    fix: "Responda a la frase de búsqueda en el párrafo inicial: nómbrela en las primeras 100 palabras del contenido principal.",
    messages: {
      noMainContent:
        "El contenido principal no tiene texto que contenga la frase «{phrase}» (sus palabras: {found} de {total}).",
      partial:
        "Las primeras 100 palabras del contenido principal, desde «{opening}», cubren la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-in-main-text": {
    label: "El contenido principal usa todas las palabras de la frase de búsqueda",
    fix: "Cubra en el texto principal cada parte de la frase de búsqueda; una palabra que la página nunca usa es una pregunta que no responde.",
    messages: {
      partial:
        "El contenido principal ({words} palabras) cubre la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-in-subheadings": {
    label: "Los subtítulos usan las palabras de la frase de búsqueda",
    fix: "Use las palabras de la frase, o sus variantes, en uno o dos subtítulos <h2>/<h3> donde encajen con la sección.",
    messages: {
      partial:
        "Los subtítulos de la página ({subheadings}) cubren la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-in-title": {
    label: "El título contiene la frase de búsqueda",
    fix: "Ponga la frase de búsqueda, en su forma natural, al principio del <title>.",
    messages: {
      noTitle:
        "La página no tiene un título que contenga la frase «{phrase}» (sus palabras: {found} de {total}).",
      partial:
        "El título «{title}» cubre la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-in-url": {
    label: "La ruta de la URL contiene la frase de búsqueda",
    fix: "Use un slug corto y legible con las palabras de la frase (p. ej. /pan-de-masa-madre), con una redirección desde la dirección antigua.",
    messages: {
      partial:
        "La ruta de la URL «{path}» cubre la frase «{phrase}» solo en parte (sus palabras: {found} de {total}).",
    },
  },
  "query-match": {
    label: "La página cubre bien la frase de búsqueda",
    fix: "Dedique la página a la frase: úsela en el título, el H1, el párrafo inicial y un subtítulo, y responda a cada parte de ella en el texto.",
    messages: {
      weak: "La página coincide con la frase «{phrase}» en un {score}/100 (por debajo de {threshold}).",
    },
  },
  "query-stuffing": {
    label: "La frase de búsqueda no se repite de forma poco natural",
    fix: "Use la frase donde suene natural y varíe la redacción con sinónimos; la repetición no ayuda al posicionamiento y aleja a los lectores.",
    messages: {
      stuffed:
        "Las palabras de la frase «{phrase}» son {phraseWords} de las {topicWords} palabras temáticas del texto principal ({percent} %, más del {max} %).",
    },
  },
  "reading-level": {
    label: "El contenido principal es fácil de leer para su idioma",
    fix: "Escriba frases más cortas (15–20 palabras de media) y prefiera palabras comunes a largas palabras técnicas; explique los términos que necesite.",
    messages: {
      hard: "Índice de legibilidad LIX {lix} (muy difícil por encima de {limit} para «{language}»): {wordsPerSentence} palabras por oración, {longWords} % de palabras largas.",
    },
  },
  "repeated-blocks": {
    label: "Ningún párrafo se repite dentro del contenido principal",
    fix: "Elimine los pasajes duplicados, o dígalo una vez y enlácelo; el texto repetido añade longitud sin añadir respuestas.",
    messages: {
      repeated: "El pasaje «{text}» aparece {count} veces en el contenido principal.",
    },
  },
  "soft-404": {
    label: "Una página que responde 200 no es una página de «no encontrado»",
    fix: "Responda a las páginas que faltan con HTTP 404 (o 410, o un 301 a la sustituta), no con 200 y un mensaje de error.",
    messages: {
      title: "La página respondió con el código {status}, pero su título dice «{title}».",
      h1: "La página respondió con el código {status}, pero su H1 dice «{h1}».",
    },
  },
  "stale-content": {
    label: "La página se actualizó en los últimos dos años",
    fix: "Revise el contenido: actualice los hechos, cifras y recomendaciones que hayan cambiado, y después la fecha de modificación.",
    messages: {
      stale: "La fecha más reciente de la página es {date} ({source}), {years} años antes de la auditoría.",
      staleInText:
        "La fecha más reciente de la página es {date}, en su texto, {years} años antes de la auditoría.",
    },
  },
  "stale-years": {
    label: "Los títulos y la línea de copyright no nombran un año desfasado",
    fix: "Actualice el año del título o titular junto con el contenido (o quítelo), y mantenga al día el año del copyright.",
    messages: {
      title: "El título «{title}» menciona el año {year}.",
      heading: "El <h{level}> «{heading}» menciona el año {year}.",
      copyright: "La línea de copyright «{text}» termina en {year}.",
    },
  },
  subheadings: {
    label: "El contenido principal largo está dividido por subtítulos",
    fix: "Divida el texto en secciones con subtítulos <h2> (y <h3>) que nombren lo que responde cada sección.",
    messages: {
      none: "El contenido principal tiene {words} palabras sin un solo subtítulo <h2>–<h6>.",
    },
  },
  "table-of-contents": {
    label: "Un artículo largo empieza con un índice",
    fix: 'Añada un índice de enlaces internos (<a href="#seccion">) a los subtítulos de un artículo largo.',
    messages: {
      missing:
        "El contenido principal tiene {words} palabras y menos de {minimum} enlaces a sus secciones ({jumps}).",
    },
  },
  "visible-date": {
    label: "El artículo muestra a los lectores cuándo se publicó o actualizó",
    fix: 'Muestre la fecha de publicación (y la de la última actualización real) junto al titular, marcada como <time datetime="AAAA-MM-DD">.',
    messages: {
      structuredOnly: "La página no muestra ninguna fecha; solo {source} indica {date}.",
      none: "La página no muestra ninguna fecha y los datos estructurados tampoco indican ninguna.",
    },
  },
  "wall-of-text": {
    label: "Ningún párrafo del contenido principal supera las 150 palabras",
    fix: "Divida los párrafos largos en párrafos de una idea (40–120 palabras), o convierta las enumeraciones en listas.",
    messages: {
      wall: "Un <{tag}> del contenido principal tiene {words} palabras (más de {max}): «{text}».",
    },
  },
  "word-count": {
    label: "El contenido principal es lo bastante largo para el tipo de página",
    fix: "Amplíe el contenido principal: responda por completo a la pregunta del visitante, con los detalles, cifras y ejemplos que daría un especialista.",
    messages: {
      tooShort:
        "El contenido principal ({region}) tiene {words} de las al menos {minimum} palabras que necesita este tipo de página.",
    },
  },
} satisfies Translations
