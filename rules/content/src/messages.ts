import type { Pack } from "@svc/core"

/** Slovak and Spanish labels and fixes of the content rules (English is in each rule). */
export const contentMessages: NonNullable<Pack["messages"]> = {
  sk: {
    "keyword-stuffing": {
      label: "Hlavný text neopakuje jeden výraz stále dookola",
      fix: "Píšte pre čitateľa: kľúčový výraz uveďte tam, kam patrí, a potom používajte zámená, synonymá a konkrétnosti (čísla, mená, príklady) namiesto jeho opakovania. Prepchávanie kľúčovými slovami v štúdii GEO znížilo viditeľnosť v odpovediach AI a porušuje pravidlá vyhľadávačov proti spamu.",
    },
    "section-chunking": {
      label: "Hlavný obsah je rozdelený na sekcie veľkosti pasáže",
      fix: "Dajte každým 150–400 slovám výstižný podnadpis, aby každá sekcia sama odpovedala na jednu vec. Odpoveďové nástroje vyhľadávajú a citujú pasáže a pasáž bez nadpisu stráca kontext.",
    },
    "about-contact-links": {
      label: "Stránka odkazuje na stránky O nás a Kontakt",
      fix: "Odkážte stránky O nás a Kontakt z každej stránky (zvyčajne v päte): čitatelia aj vyhľadávače overujú, kto stojí za obsahom.",
    },
    "author-visible": {
      label: "Článok uvádza autora tam, kde ho čitatelia vidia",
      fix: 'Uveďte meno autora pri titulku a odkážte ho na stránku autora (rel="author"), ktorá opisuje jeho odbornosť.',
    },
    "content-language-mismatch": {
      label: "Text je v jazyku, ktorý stránka deklaruje",
      fix: 'Nastavte <html lang> na jazyk, v ktorom je obsah napísaný (napr. lang="sk"), alebo obsah preložte; vyhľadávače aj čítačky obrazovky sa naň spoliehajú.',
    },
    "empty-heading": {
      label: "Každý nadpis má text",
      fix: "Napíšte do každého nadpisu tému sekcie, alebo odstráňte nadpisy použité len na medzery či vzhľad.",
    },
    "future-date": {
      label: "Žiadny dátum vydania ani úpravy nie je v budúcnosti",
      fix: "Opravte dátum: dátum po dnešku zvyčajne spôsobí zlé časové pásmo, predvolená hodnota šablóny alebo preklep.",
    },
    "h1-length": {
      label: "H1 má najviac 70 znakov",
      fix: "Skráťte H1 na tému stránky v niekoľkých slovách; zvyšok presuňte do prvého odseku.",
    },
    "has-content": {
      label: "Stránka má vlastný obsah, ktorý sa dá posúdiť",
      fix: "Zverejnite stránku s jej skutočným obsahom: textom, ktorý odpovedá na otázku návštevníka. Prázdne, zástupné, zaparkované stránky a stránky len s prihlásením držte mimo vyhľadávania (noindex), kým nie sú hotové.",
    },
    "heading-h1": {
      label: "Stránka má práve jeden viditeľný nadpis H1",
      fix: "Dajte stránke jeden <h1>, ktorý uvádza jej tému; pre časti pod ním použite <h2>–<h6>.",
    },
    "heading-order": {
      label: "Úrovne nadpisov klesajú po jednom stupni",
      fix: "Vnárajte nadpisy bez preskakovania úrovní: <h2> pod <h1>, <h3> pod <h2> a tak ďalej.",
    },
    "images-in-content": {
      label: "Dlhý hlavný obsah je ilustrovaný obrázkami",
      fix: "Pridajte do hlavného obsahu obrázky, ktoré nesú informáciu (fotografie predmetu, diagramy, snímky obrazovky, grafy), každý s alternatívnym textom.",
    },
    "in-depth-content": {
      label: "Hlavný obsah pokrýva tému do hĺbky",
      fix: "Choďte nad minimum: pokryte čiastkové otázky, prípady, čísla a príklady, ktoré by doplnil odborník.",
    },
    "internal-links-in-content": {
      label: "Hlavný obsah odkazuje na súvisiace stránky webu",
      fix: "Odkážte z textu súvisiace stránky webu tam, kde čitateľovi pomôžu, s textom odkazu, ktorý pomenúva ich tému.",
    },
    "lists-in-content": {
      label: "Hlavný obsah používa zoznamy alebo tabuľky pre kroky, možnosti a čísla",
      fix: "Kroky, možnosti, vlastnosti a porovnania uveďte ako zoznamy (<ul>, <ol>) alebo tabuľky namiesto súvislého textu.",
    },
    "main-content-ratio": {
      label: "Väčšinu textu stránky tvorí hlavný obsah, nie opakujúce sa prvky",
      fix: "Obmedzte opakujúci sa text navigácie, päty a bočných panelov, alebo rozšírte hlavný obsah, aby tvoril aspoň tretinu slov stránky.",
    },
    "placeholder-text": {
      label: "Stránka neobsahuje zástupný text",
      fix: "Nahraďte výplň šablóny (lorem ipsum, „pripravujeme“, „vo výstavbe“) skutočným obsahom, alebo stránku nezverejňujte, kým nie je hotová.",
    },
    "query-in-description": {
      label: "Meta popis obsahuje hľadanú frázu",
      fix: 'Spomeňte hľadanú frázu v <meta name="description">: vyhľadávače ju v úryvku zvýraznia.',
    },
    "query-in-h1": {
      label: "H1 obsahuje hľadanú frázu",
      fix: "Sformulujte <h1> okolo hľadanej frázy, aby titulok stránky hovoril to, čo návštevník hľadal.",
    },
    "query-in-image-alts": {
      label: "Alternatívny text obrázka používa slová hľadanej frázy",
      fix: "Opíšte hlavný obrázok v alternatívnom texte slovami frázy, ak je to to, čo obrázok ukazuje.",
    },
    "query-in-intro": {
      label: "Prvých 100 slov hlavného obsahu obsahuje hľadanú frázu",
      fix: "Odpovedzte na hľadanú frázu v úvodnom odseku: pomenujte ju v prvých 100 slovách hlavného obsahu.",
    },
    "query-in-main-text": {
      label: "Hlavný obsah používa všetky slová hľadanej frázy",
      fix: "Pokryte v hlavnom texte každú časť hľadanej frázy; slovo, ktoré stránka nepoužije, je otázka, na ktorú neodpovedá.",
    },
    "query-in-subheadings": {
      label: "Podnadpisy používajú slová hľadanej frázy",
      fix: "Použite slová frázy alebo ich tvary v jednom či dvoch podnadpisoch <h2>/<h3>, kde sa k sekcii hodia.",
    },
    "query-in-title": {
      label: "Titulok obsahuje hľadanú frázu",
      fix: "Dajte hľadanú frázu v prirodzenom tvare na začiatok <title>.",
    },
    "query-in-url": {
      label: "Cesta URL obsahuje hľadanú frázu",
      fix: "Použite krátky čitateľný slug zo slov frázy (napr. /kvaskovy-chlieb) s presmerovaním zo starej adresy.",
    },
    "query-match": {
      label: "Stránka dobre pokrýva hľadanú frázu",
      fix: "Venujte stránku fráze: použite ju v titulku, H1, úvodnom odseku a podnadpise a v texte odpovedzte na každú jej časť.",
    },
    "query-stuffing": {
      label: "Hľadaná fráza sa neopakuje neprirodzene často",
      fix: "Používajte frázu tam, kde znie prirodzene, a obmieňajte ju synonymami; opakovanie poradiu nepomáha a čitateľov odrádza.",
    },
    "reading-level": {
      label: "Hlavný obsah je pre svoj jazyk dostatočne zrozumiteľný",
      fix: "Píšte kratšie vety (v priemere 15–20 slov) a uprednostnite bežné slová pred dlhými odbornými; pojmy, ktoré potrebujete, vysvetlite.",
    },
    "repeated-blocks": {
      label: "Žiadny odsek sa v hlavnom obsahu neopakuje",
      fix: "Odstráňte zdvojené pasáže alebo ich povedzte raz a odkážte na ne; opakovaný text pridáva dĺžku, nie odpovede.",
    },
    "soft-404": {
      label: "Stránka s kódom 200 nie je stránkou „nenájdené“",
      fix: "Na chýbajúce stránky odpovedajte kódom HTTP 404 (alebo 410, prípadne 301 na náhradu), nie kódom 200 s chybovým hlásením.",
    },
    "stale-content": {
      label: "Stránka bola aktualizovaná za posledné dva roky",
      fix: "Prejdite obsah: aktualizujte fakty, čísla a odporúčania, ktoré sa zmenili, a potom aj dátum úpravy.",
    },
    "stale-years": {
      label: "Titulky a riadok s autorskými právami neuvádzajú zastaraný rok",
      fix: "Aktualizujte rok v titulku alebo nadpise spolu s obsahom (alebo ho vynechajte) a udržiavajte rok autorských práv aktuálny.",
    },
    subheadings: {
      label: "Dlhý hlavný obsah je rozdelený podnadpismi",
      fix: "Rozdeľte text na sekcie s podnadpismi <h2> (a <h3>), ktoré pomenúvajú, na čo každá sekcia odpovedá.",
    },
    "table-of-contents": {
      label: "Dlhý článok začína obsahom",
      fix: 'Pridajte obsah z odkazov na podnadpisy dlhého článku (<a href="#sekcia">).',
    },
    "visible-date": {
      label: "Článok ukazuje čitateľom, kedy bol vydaný alebo aktualizovaný",
      fix: 'Zobrazte dátum vydania (a poslednej skutočnej úpravy) pri titulku, označený ako <time datetime="RRRR-MM-DD">.',
    },
    "wall-of-text": {
      label: "Žiadny odsek hlavného obsahu nemá viac ako 150 slov",
      fix: "Rozdeľte dlhé odseky na odseky s jednou myšlienkou (40–120 slov) alebo vymenovania zmeňte na zoznamy.",
    },
    "word-count": {
      label: "Hlavný obsah je dosť dlhý na typ stránky",
      fix: "Rozšírte hlavný obsah: odpovedzte na otázku návštevníka úplne, s podrobnosťami, číslami a príkladmi, aké by uviedol odborník.",
    },
  },
  es: {
    "keyword-stuffing": {
      label: "El texto principal no repite un término una y otra vez",
      fix: "Escriba para el lector: use el término clave donde corresponda y luego pronombres, sinónimos y datos concretos (cifras, nombres, ejemplos) en lugar de repetirlo. El relleno de palabras clave redujo la visibilidad en respuestas de IA en el estudio GEO e infringe las políticas antispam de los buscadores.",
    },
    "section-chunking": {
      label: "El contenido principal está dividido en secciones del tamaño de un pasaje",
      fix: "Ponga un subtítulo descriptivo cada 150–400 palabras, para que cada sección responda por sí sola a una cosa. Los motores de respuestas recuperan y citan pasajes, y un pasaje sin su encabezado pierde el contexto.",
    },
    "about-contact-links": {
      label: "La página enlaza las páginas Quiénes somos y Contacto",
      fix: "Enlace las páginas Quiénes somos y Contacto desde todas las páginas (normalmente en el pie): lectores y buscadores comprueban quién está detrás del contenido.",
    },
    "author-visible": {
      label: "El artículo nombra a su autor donde los lectores lo ven",
      fix: 'Muestre una firma con el nombre del autor junto al titular, enlazada a una página de autor (rel="author") que indique su experiencia.',
    },
    "content-language-mismatch": {
      label: "El texto está en el idioma que declara la página",
      fix: 'Ponga en <html lang> el idioma en que está escrito el contenido (p. ej. lang="es"), o traduzca el contenido; buscadores y lectores de pantalla dependen de ello.',
    },
    "empty-heading": {
      label: "Todos los encabezados tienen texto",
      fix: "Escriba el tema de la sección en cada encabezado, o elimine los encabezados usados solo para espaciado o estilo.",
    },
    "future-date": {
      label: "Ninguna fecha de publicación o modificación está en el futuro",
      fix: "Corrija la fecha: una fecha posterior a hoy suele deberse a una zona horaria errónea, un valor por defecto de la plantilla o una errata.",
    },
    "h1-length": {
      label: "El H1 tiene como máximo 70 caracteres",
      fix: "Acorte el H1 al tema de la página en pocas palabras; pase el resto al primer párrafo.",
    },
    "has-content": {
      label: "La página tiene contenido propio que evaluar",
      fix: "Publique la página con su contenido real: un texto que responda a la pregunta del visitante. Mantenga fuera de los buscadores (noindex) las páginas vacías, de relleno, aparcadas o que solo piden iniciar sesión hasta que estén listas.",
    },
    "heading-h1": {
      label: "La página tiene exactamente un H1 visible",
      fix: "Dé a la página un único <h1> que indique su tema; use <h2>–<h6> para las secciones.",
    },
    "heading-order": {
      label: "Los niveles de encabezado bajan de uno en uno",
      fix: "Anide los encabezados sin saltar niveles: un <h2> bajo el <h1>, un <h3> bajo un <h2>, y así sucesivamente.",
    },
    "images-in-content": {
      label: "El contenido principal largo está ilustrado con imágenes",
      fix: "Añada al contenido principal imágenes que aporten información (fotos del tema, diagramas, capturas, gráficos), cada una con texto alternativo.",
    },
    "in-depth-content": {
      label: "El contenido principal trata su tema en profundidad",
      fix: "Vaya más allá del mínimo: cubra las preguntas secundarias, casos, cifras y ejemplos que añadiría un especialista.",
    },
    "internal-links-in-content": {
      label: "El contenido principal enlaza páginas relacionadas del sitio",
      fix: "Enlace desde el texto páginas relacionadas de su sitio donde ayuden al lector, con un texto de enlace que nombre su tema.",
    },
    "lists-in-content": {
      label: "El contenido principal usa listas o tablas para pasos, opciones y cifras",
      fix: "Presente pasos, opciones, características y comparaciones como listas (<ul>, <ol>) o tablas en lugar de texto corrido.",
    },
    "main-content-ratio": {
      label: "La mayor parte del texto de la página es contenido principal, no elementos repetidos",
      fix: "Recorte el texto repetido de navegación, pie y barras laterales, o dé más sustancia al contenido principal, para que sea al menos un tercio de las palabras.",
    },
    "placeholder-text": {
      label: "La página no contiene texto de relleno",
      fix: "Sustituya el relleno de plantilla (lorem ipsum, «próximamente», «en construcción») por el contenido real, o no publique la página hasta que esté lista.",
    },
    "query-in-description": {
      label: "La meta descripción contiene la frase de búsqueda",
      fix: 'Mencione la frase de búsqueda en la <meta name="description">: los buscadores la resaltan en el fragmento.',
    },
    "query-in-h1": {
      label: "El H1 contiene la frase de búsqueda",
      fix: "Redacte el <h1> en torno a la frase de búsqueda, para que el titular diga lo que el visitante buscó.",
    },
    "query-in-image-alts": {
      label: "El texto alternativo de una imagen usa las palabras de la frase de búsqueda",
      fix: "Describa la imagen principal en su texto alternativo con las palabras de la frase, cuando sea lo que muestra la imagen.",
    },
    "query-in-intro": {
      label: "Las primeras 100 palabras del contenido principal contienen la frase de búsqueda",
      fix: "Responda a la frase de búsqueda en el párrafo inicial: nómbrela en las primeras 100 palabras del contenido principal.",
    },
    "query-in-main-text": {
      label: "El contenido principal usa todas las palabras de la frase de búsqueda",
      fix: "Cubra en el texto principal cada parte de la frase de búsqueda; una palabra que la página nunca usa es una pregunta que no responde.",
    },
    "query-in-subheadings": {
      label: "Los subtítulos usan las palabras de la frase de búsqueda",
      fix: "Use las palabras de la frase, o sus variantes, en uno o dos subtítulos <h2>/<h3> donde encajen con la sección.",
    },
    "query-in-title": {
      label: "El título contiene la frase de búsqueda",
      fix: "Ponga la frase de búsqueda, en su forma natural, al principio del <title>.",
    },
    "query-in-url": {
      label: "La ruta de la URL contiene la frase de búsqueda",
      fix: "Use un slug corto y legible con las palabras de la frase (p. ej. /pan-de-masa-madre), con una redirección desde la dirección antigua.",
    },
    "query-match": {
      label: "La página cubre bien la frase de búsqueda",
      fix: "Dedique la página a la frase: úsela en el título, el H1, el párrafo inicial y un subtítulo, y responda a cada parte de ella en el texto.",
    },
    "query-stuffing": {
      label: "La frase de búsqueda no se repite de forma poco natural",
      fix: "Use la frase donde suene natural y varíe la redacción con sinónimos; la repetición no ayuda al posicionamiento y aleja a los lectores.",
    },
    "reading-level": {
      label: "El contenido principal es fácil de leer para su idioma",
      fix: "Escriba frases más cortas (15–20 palabras de media) y prefiera palabras comunes a largas palabras técnicas; explique los términos que necesite.",
    },
    "repeated-blocks": {
      label: "Ningún párrafo se repite dentro del contenido principal",
      fix: "Elimine los pasajes duplicados, o dígalo una vez y enlácelo; el texto repetido añade longitud sin añadir respuestas.",
    },
    "soft-404": {
      label: "Una página que responde 200 no es una página de «no encontrado»",
      fix: "Responda a las páginas que faltan con HTTP 404 (o 410, o un 301 a la sustituta), no con 200 y un mensaje de error.",
    },
    "stale-content": {
      label: "La página se actualizó en los últimos dos años",
      fix: "Revise el contenido: actualice los hechos, cifras y recomendaciones que hayan cambiado, y después la fecha de modificación.",
    },
    "stale-years": {
      label: "Los títulos y la línea de copyright no nombran un año desfasado",
      fix: "Actualice el año del título o titular junto con el contenido (o quítelo), y mantenga al día el año del copyright.",
    },
    subheadings: {
      label: "El contenido principal largo está dividido por subtítulos",
      fix: "Divida el texto en secciones con subtítulos <h2> (y <h3>) que nombren lo que responde cada sección.",
    },
    "table-of-contents": {
      label: "Un artículo largo empieza con un índice",
      fix: 'Añada un índice de enlaces internos (<a href="#seccion">) a los subtítulos de un artículo largo.',
    },
    "visible-date": {
      label: "El artículo muestra a los lectores cuándo se publicó o actualizó",
      fix: 'Muestre la fecha de publicación (y la de la última actualización real) junto al titular, marcada como <time datetime="AAAA-MM-DD">.',
    },
    "wall-of-text": {
      label: "Ningún párrafo del contenido principal supera las 150 palabras",
      fix: "Divida los párrafos largos en párrafos de una idea (40–120 palabras), o convierta las enumeraciones en listas.",
    },
    "word-count": {
      label: "El contenido principal es lo bastante largo para el tipo de página",
      fix: "Amplíe el contenido principal: responda por completo a la pregunta del visitante, con los detalles, cifras y ejemplos que daría un especialista.",
    },
  },
}
