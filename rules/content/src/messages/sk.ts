import type { Translations } from "../index"

/** Slovak labels, fixes and messages of the content pack. */
export const sk = {
  "keyword-stuffing": {
    label: "Hlavný text neopakuje jeden výraz stále dookola",
    fix: "Píšte pre čitateľa: kľúčový výraz uveďte tam, kam patrí, a potom používajte zámená, synonymá a konkrétnosti (čísla, mená, príklady) namiesto jeho opakovania. Prepchávanie kľúčovými slovami v štúdii GEO znížilo viditeľnosť v odpovediach AI a porušuje pravidlá vyhľadávačov proti spamu.",
    messages: {
      stuffedPassage: "„{term}“ tvorí {percent} % jedného <{tag}> hlavného textu: „{text}“.",
      stuffed:
        "Kmeň „{term}“ tvorí {percent} % z {tokens} tematických slov hlavného textu: text pôsobí, akoby bol ním prepchaný.",
      frequent: "Kmeň „{term}“ tvorí {percent} % z {tokens} tematických slov hlavného textu.",
    },
  },
  "section-chunking": {
    label: "Hlavný obsah je rozdelený na sekcie veľkosti pasáže",
    fix: "Dajte každým 150–400 slovám výstižný podnadpis, aby každá sekcia sama odpovedala na jednu vec. Odpoveďové nástroje vyhľadávajú a citujú pasáže a pasáž bez nadpisu stráca kontext.",
    messages: {
      longSection: "V hlavnom obsahu má sekcia „{heading}“ {words} slov bez podnadpisu.",
      longOpening: "V hlavnom obsahu má text pred prvým nadpisom {words} slov bez podnadpisu.",
    },
  },
  "about-contact-links": {
    label: "Stránka odkazuje na stránky O nás a Kontakt",
    fix: "Odkážte stránky O nás a Kontakt z každej stránky (zvyčajne v päte): čitatelia aj vyhľadávače overujú, kto stojí za obsahom.",
    messages: {
      noAbout: "Žiadny z odkazov stránky (spolu {links}) nie je interným odkazom na stránku O nás.",
      noContact: "Žiadny z odkazov stránky (spolu {links}) nie je interným odkazom na stránku Kontakt.",
    },
  },
  "author-visible": {
    label: "Článok uvádza autora tam, kde ho čitatelia vidia",
    fix: 'Uveďte meno autora pri titulku a odkážte ho na stránku autora (rel="author"), ktorá opisuje jeho odbornosť.',
    messages: {
      metaOnly: 'Meno autora nie je na stránke viditeľné; uvádza ho len <meta name="author">: „{author}“.',
      noByline:
        "Meno autora nie je na stránke viditeľné: chýba odkaz rel=author, itemprop=author aj prvok byline/author s textom.",
    },
  },
  "content-language-mismatch": {
    label: "Text je v jazyku, ktorý stránka deklaruje",
    fix: 'Nastavte <html lang> na jazyk, v ktorom je obsah napísaný (napr. lang="sk"), alebo obsah preložte; vyhľadávače aj čítačky obrazovky sa naň spoliehajú.',
    messages: {
      mismatch:
        '<html lang="{declared}">, ale text sa číta ako „{detected}“ (deklarovaný jazyk zodpovedá textu na {fit} oproti najlepšiemu, podľa vzorky {characters} znakov).',
    },
  },
  "empty-heading": {
    label: "Každý nadpis má text",
    fix: "Napíšte do každého nadpisu tému sekcie, alebo odstráňte nadpisy použité len na medzery či vzhľad.",
    messages: {
      empty: "Nadpis <h{level}> je prázdny.",
    },
  },
  "future-date": {
    label: "Žiadny dátum vydania ani úpravy nie je v budúcnosti",
    fix: "Opravte dátum: dátum po dnešku zvyčajne spôsobí zlé časové pásmo, predvolená hodnota šablóny alebo preklep.",
    messages: {
      future: "{source} uvádza {date}, teda dátum po dni auditu ({today}).",
    },
  },
  "h1-length": {
    label: "H1 má najviac 70 znakov",
    fix: "Skráťte H1 na tému stránky v niekoľkých slovách; zvyšok presuňte do prvého odseku.",
    messages: {
      tooLong: "H1 má {length} znakov: „{text}“.",
    },
  },
  "has-content": {
    label: "Stránka má vlastný obsah, ktorý sa dá posúdiť",
    fix: "Zverejnite stránku s jej skutočným obsahom: textom, ktorý odpovedá na otázku návštevníka. Prázdne, zástupné, zaparkované stránky a stránky len s prihlásením držte mimo vyhľadávania (noindex), kým nie sú hotové.",
    messages: {
      parked: "Stránka patrí zaparkovanej alebo predávanej doméne, nemá vlastný obsah.",
      noMainContent: "Stránka nemá hlavný obsah.",
      thin: "Hlavný obsah má {words} z {minimum} slov potrebných na posúdenie: „{text}“.",
      repeated:
        "Hlavný obsah má {words} slov, ale len {own}, keď sa opakované pasáže a slová počítajú raz: „{text}“.",
      fewDistinct:
        "Hlavný obsah má {words} slov, ale rôznych je z nich len {distinct} (treba aspoň {minimum}): „{text}“.",
      placeholder:
        "Tretinu alebo viac hlavného obsahu tvorí zástupný text ({placeholder} z jeho {own} vlastných slov).",
      signIn:
        "Stránka je prihlasovací formulár a vlastných slov okolo neho je len {words} (menej ako {minimum}): obsah je skrytý za prihlásením.",
    },
  },
  "heading-h1": {
    label: "Stránka má práve jeden viditeľný nadpis H1",
    fix: "Dajte stránke jeden <h1>, ktorý uvádza jej tému; pre časti pod ním použite <h2>–<h6>.",
    messages: {
      missing: "Stránka nemá viditeľný <h1>.",
      empty: "Prvý <h1> je prázdny.",
      another: "Ďalší <h1>, „{text}“, nasleduje po prvom, „{first}“.",
    },
  },
  "heading-order": {
    label: "Úrovne nadpisov klesajú po jednom stupni",
    fix: "Vnárajte nadpisy bez preskakovania úrovní: <h2> pod <h1>, <h3> pod <h2> a tak ďalej.",
    messages: {
      skipped:
        "<h{level}> „{text}“ nasleduje po <h{previousLevel}> „{previousText}“: úroveň {skippedLevel} je vynechaná.",
    },
  },
  "images-in-content": {
    label: "Dlhý hlavný obsah je ilustrovaný obrázkami",
    fix: "Pridajte do hlavného obsahu obrázky, ktoré nesú informáciu (fotografie predmetu, diagramy, snímky obrazovky, grafy), každý s alternatívnym textom.",
    messages: {
      noImage: "Hlavný obsah má {words} slov a ani jeden viditeľný obrázok.",
    },
  },
  "in-depth-content": {
    label: "Hlavný obsah pokrýva tému do hĺbky",
    fix: "Choďte nad minimum: pokryte čiastkové otázky, prípady, čísla a príklady, ktoré by doplnil odborník.",
    messages: {
      underMinimum: "Hlavný obsah má {words} z najmenej {minimum} slov, ktoré tento typ stránky potrebuje.",
      shallow:
        "Hlavný obsah má {words} slov: na odpoveď to stačí, no do hĺbky ide tento typ stránky až od {target} slov.",
    },
  },
  "internal-links-in-content": {
    label: "Hlavný obsah odkazuje na súvisiace stránky webu",
    fix: "Odkážte z textu súvisiace stránky webu tam, kde čitateľovi pomôžu, s textom odkazu, ktorý pomenúva ich tému.",
    messages: {
      noLink: "Hlavný obsah má {words} slov a ani jeden odkaz na inú stránku webu.",
    },
  },
  "lists-in-content": {
    label: "Hlavný obsah používa zoznamy alebo tabuľky pre kroky, možnosti a čísla",
    fix: "Kroky, možnosti, vlastnosti a porovnania uveďte ako zoznamy (<ul>, <ol>) alebo tabuľky namiesto súvislého textu.",
    messages: {
      noList: "Hlavný obsah má {words} slov bez jediného zoznamu či tabuľky.",
    },
  },
  "main-content-ratio": {
    label: "Väčšinu textu stránky tvorí hlavný obsah, nie opakujúce sa prvky",
    fix: "Obmedzte opakujúci sa text navigácie, päty a bočných panelov, alebo rozšírte hlavný obsah, aby tvoril aspoň tretinu slov stránky.",
    messages: {
      boilerplate:
        "Hlavný obsah ({region}) tvorí {main} z {total} slov stránky ({percent} %); zvyšok je navigácia, bočné panely a päty.",
    },
  },
  "placeholder-text": {
    label: "Stránka neobsahuje zástupný text",
    fix: "Nahraďte výplň šablóny (lorem ipsum, „pripravujeme“, „vo výstavbe“) skutočným obsahom, alebo stránku nezverejňujte, kým nie je hotová.",
    messages: {
      title: "Titulok je zástupný text: „{title}“.",
      block: "Zástupný text („{placeholder}“) v <{tag}>: „{text}“.",
    },
  },
  "query-in-description": {
    label: "Meta popis obsahuje hľadanú frázu",
    fix: 'Spomeňte hľadanú frázu v <meta name="description">: vyhľadávače ju v úryvku zvýraznia.',
    messages: {
      noDescription:
        "Stránka nemá meta popis, ktorý by obsahoval frázu „{phrase}“ (jej slová: {found} z {total}).",
      partial:
        "Meta popis „{description}“ pokrýva frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-in-h1": {
    label: "H1 obsahuje hľadanú frázu",
    fix: "Sformulujte <h1> okolo hľadanej frázy, aby titulok stránky hovoril to, čo návštevník hľadal.",
    messages: {
      noH1: "Stránka nemá H1, ktorý by obsahoval frázu „{phrase}“ (jej slová: {found} z {total}).",
      partial: "H1 „{h1}“ pokrýva frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-in-image-alts": {
    label: "Alternatívny text obrázka používa slová hľadanej frázy",
    fix: "Opíšte hlavný obrázok v alternatívnom texte slovami frázy, ak je to to, čo obrázok ukazuje.",
    messages: {
      partial:
        "Alternatívne texty obrázkov stránky (počet obrázkov: {images}) pokrývajú frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-in-intro": {
    label: "Prvých 100 slov hlavného obsahu obsahuje hľadanú frázu",
    fix: "Odpovedzte na hľadanú frázu v úvodnom odseku: pomenujte ju v prvých 100 slovách hlavného obsahu.",
    messages: {
      noMainContent:
        "Hlavný obsah nemá text, ktorý by obsahoval frázu „{phrase}“ (jej slová: {found} z {total}).",
      partial:
        "Prvých 100 slov hlavného obsahu, od „{opening}“, pokrýva frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-in-main-text": {
    label: "Hlavný obsah používa všetky slová hľadanej frázy",
    fix: "Pokryte v hlavnom texte každú časť hľadanej frázy; slovo, ktoré stránka nepoužije, je otázka, na ktorú neodpovedá.",
    messages: {
      partial:
        "Hlavný obsah (počet slov: {words}) pokrýva frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-in-subheadings": {
    label: "Podnadpisy používajú slová hľadanej frázy",
    fix: "Použite slová frázy alebo ich tvary v jednom či dvoch podnadpisoch <h2>/<h3>, kde sa k sekcii hodia.",
    messages: {
      partial:
        "Podnadpisy stránky (počet: {subheadings}) pokrývajú frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-in-title": {
    label: "Titulok obsahuje hľadanú frázu",
    fix: "Dajte hľadanú frázu v prirodzenom tvare na začiatok <title>.",
    messages: {
      noTitle: "Stránka nemá titulok, ktorý by obsahoval frázu „{phrase}“ (jej slová: {found} z {total}).",
      partial: "Titulok „{title}“ pokrýva frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-in-url": {
    label: "Cesta URL obsahuje hľadanú frázu",
    fix: "Použite krátky čitateľný slug zo slov frázy (napr. /kvaskovy-chlieb) s presmerovaním zo starej adresy.",
    messages: {
      partial: "Cesta URL „{path}“ pokrýva frázu „{phrase}“ len čiastočne (jej slová: {found} z {total}).",
    },
  },
  "query-match": {
    label: "Stránka dobre pokrýva hľadanú frázu",
    fix: "Venujte stránku fráze: použite ju v titulku, H1, úvodnom odseku a podnadpise a v texte odpovedzte na každú jej časť.",
    messages: {
      weak: "Stránka zodpovedá fráze „{phrase}“ na {score}/100 (pod hranicou {threshold}).",
    },
  },
  "query-stuffing": {
    label: "Hľadaná fráza sa neopakuje neprirodzene často",
    fix: "Používajte frázu tam, kde znie prirodzene, a obmieňajte ju synonymami; opakovanie poradiu nepomáha a čitateľov odrádza.",
    messages: {
      stuffed:
        "Slová frázy „{phrase}“ tvoria {phraseWords} z {topicWords} tematických slov hlavného textu ({percent} %, viac ako {max} %).",
    },
  },
  "reading-level": {
    label: "Hlavný obsah je pre svoj jazyk dostatočne zrozumiteľný",
    fix: "Píšte kratšie vety (v priemere 15–20 slov) a uprednostnite bežné slová pred dlhými odbornými; pojmy, ktoré potrebujete, vysvetlite.",
    messages: {
      hard: "Index čitateľnosti LIX {lix} (nad {limit} je text v jazyku „{language}“ veľmi ťažký): {wordsPerSentence} slova na vetu, {longWords} % dlhých slov.",
    },
  },
  "repeated-blocks": {
    label: "Žiadny odsek sa v hlavnom obsahu neopakuje",
    fix: "Odstráňte zdvojené pasáže alebo ich povedzte raz a odkážte na ne; opakovaný text pridáva dĺžku, nie odpovede.",
    messages: {
      repeated: "Pasáž „{text}“ sa v hlavnom obsahu opakuje {count}-krát.",
    },
  },
  "soft-404": {
    label: "Stránka s kódom 200 nie je stránkou „nenájdené“",
    fix: "Na chýbajúce stránky odpovedajte kódom HTTP 404 (alebo 410, prípadne 301 na náhradu), nie kódom 200 s chybovým hlásením.",
    messages: {
      title: "Stránka odpovedala kódom {status}, ale jej titulok hovorí „{title}“.",
      h1: "Stránka odpovedala kódom {status}, ale jej H1 hovorí „{h1}“.",
    },
  },
  "stale-content": {
    label: "Stránka bola aktualizovaná za posledné dva roky",
    fix: "Prejdite obsah: aktualizujte fakty, čísla a odporúčania, ktoré sa zmenili, a potom aj dátum úpravy.",
    messages: {
      stale: "Najnovší dátum na stránke je {date} ({source}); rokov od neho do auditu: {years}.",
      staleInText: "Najnovší dátum na stránke je {date} v jej texte; rokov od neho do auditu: {years}.",
    },
  },
  "stale-years": {
    label: "Titulky a riadok s autorskými právami neuvádzajú zastaraný rok",
    fix: "Aktualizujte rok v titulku alebo nadpise spolu s obsahom (alebo ho vynechajte) a udržiavajte rok autorských práv aktuálny.",
    messages: {
      title: "Titulok „{title}“ uvádza rok {year}.",
      heading: "<h{level}> „{heading}“ uvádza rok {year}.",
      copyright: "Riadok s copyrightom „{text}“ končí rokom {year}.",
    },
  },
  subheadings: {
    label: "Dlhý hlavný obsah je rozdelený podnadpismi",
    fix: "Rozdeľte text na sekcie s podnadpismi <h2> (a <h3>), ktoré pomenúvajú, na čo každá sekcia odpovedá.",
    messages: {
      none: "Hlavný obsah má {words} slov bez jediného podnadpisu <h2>–<h6>.",
    },
  },
  "table-of-contents": {
    label: "Dlhý článok začína obsahom",
    fix: 'Pridajte obsah z odkazov na podnadpisy dlhého článku (<a href="#sekcia">).',
    messages: {
      missing: "Hlavný obsah má {words} slov a menej ako {minimum} odkazy na svoje sekcie (počet: {jumps}).",
    },
  },
  "visible-date": {
    label: "Článok ukazuje čitateľom, kedy bol vydaný alebo aktualizovaný",
    fix: 'Zobrazte dátum vydania (a poslednej skutočnej úpravy) pri titulku, označený ako <time datetime="RRRR-MM-DD">.',
    messages: {
      structuredOnly: "Na stránke nie je viditeľný žiadny dátum; uvádza ho len {source}: {date}.",
      none: "Na stránke nie je viditeľný žiadny dátum a neuvádzajú ho ani štruktúrované dáta.",
    },
  },
  "wall-of-text": {
    label: "Žiadny odsek hlavného obsahu nemá viac ako 150 slov",
    fix: "Rozdeľte dlhé odseky na odseky s jednou myšlienkou (40–120 slov) alebo vymenovania zmeňte na zoznamy.",
    messages: {
      wall: "<{tag}> hlavného obsahu má {words} slov (viac ako {max}): „{text}“.",
    },
  },
  "word-count": {
    label: "Hlavný obsah je dosť dlhý na typ stránky",
    fix: "Rozšírte hlavný obsah: odpovedzte na otázku návštevníka úplne, s podrobnosťami, číslami a príkladmi, aké by uviedol odborník.",
    messages: {
      tooShort:
        "Hlavný obsah ({region}) má {words} z najmenej {minimum} slov, ktoré tento typ stránky potrebuje.",
    },
  },
} satisfies Translations
