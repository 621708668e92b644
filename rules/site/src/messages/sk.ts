import type { Translations } from "../index"

/** Slovak labels, fixes and item messages of the site pack's rules. */
export const skMessages = {
  "duplicate-title": {
    label: "Každá indexovateľná stránka má vlastný titulok",
    fix: "Napíšte každej stránke titulok, ktorý hovorí, o čom je práve ona a žiadna iná; stránky, ktoré sú naozaj rovnaké, zlúčte alebo im nastavte kanonickú adresu.",
    messages: { shared: "Titulok „{title}“ má spolu {count} indexovateľných stránok" },
  },
  "duplicate-description": {
    label: "Každá indexovateľná stránka má vlastný meta popis",
    fix: "Napíšte každej stránke meta popis, ktorý zhŕňa len ju, alebo ho vynechajte tam, kde by šablóna len opakovala jeden; stránky, ktoré sú naozaj rovnaké, zlúčte alebo im nastavte kanonickú adresu.",
    messages: { shared: "Meta popis „{description}“ má spolu {count} indexovateľných stránok" },
  },
  "duplicate-h1": {
    label: "Každá indexovateľná stránka má vlastný nadpis H1",
    fix: "Dajte každej stránke hlavný nadpis, ktorý pomenúva, o čom je práve ona a žiadna iná; stránky, ktoré sú naozaj rovnaké, zlúčte alebo im nastavte kanonickú adresu.",
    messages: { shared: "Nadpis H1 „{heading}“ má spolu {count} indexovateľných stránok" },
  },
  "duplicate-content": {
    label: "Žiadne dve indexovateľné stránky nemajú rovnaký hlavný text",
    fix: "Pre každý text nechajte jednu stránku: kópie na ňu presmerujte (301) alebo na ňu nasmerujte ich kanonickú adresu; ak majú stránky iný účel, napíšte každej vlastný text.",
    messages: { same: "Rovnaký hlavný text ({words} slov) má {count} indexovateľných stránok" },
  },
  "near-duplicate-content": {
    label: "Žiadne dve indexovateľné stránky nemajú takmer rovnaký hlavný text",
    fix: "Stránky, ktoré hovoria takmer to isté, zlúčte do jednej (ostatné na ňu presmerujte), kanonickú adresu slabších nasmerujte na najlepšiu, alebo každú prepíšte pre jej vlastný účel.",
    messages: { similar: "Hlavný text stránky {url} je na {percent} % rovnaký ako na {other}" },
  },
  "canonical-target": {
    label: "Každá kanonická adresa vedie na funkčnú indexovateľnú stránku, ktorá je kanonická sama sebe",
    fix: "Nasmerujte každú kanonickú adresu priamo na konečnú adresu indexovateľnej stránky, ktorá odpovedá stavom 200 a ako kanonickú uvádza seba.",
    messages: {
      redirects: "Kanonická adresa stránky {url} vedie na {target}, ktorá presmerúva na {final}",
      error: "Kanonická adresa stránky {url} vedie na {target}, ktorá odpovedá stavom {status}",
      noindex: "Kanonická adresa stránky {url} vedie na {target}, ktorá má noindex",
      chained: "Kanonická adresa stránky {url} vedie na {target}, ktorej vlastná kanonická adresa je {next}",
    },
  },
  "redirect-chain": {
    label: "Každé presmerovanie webu dosiahne cieľ jedným skokom",
    fix: "Nasmerujte každé presmerovanie aj každý odkaz, kanonickú adresu a položku sitemapy priamo na konečnú adresu.",
    messages: { chain: "{url} sa k {final} dostane až po {hops} presmerovaniach: {chain}" },
  },
  "redirect-loop": {
    label: "Žiadna adresa webu nepresmerúva v slučke",
    fix: "Prerušte slučku: nech jedna jej adresa odpovedá stavom 200 so stránkou a ostatné na ňu presmerujte priamo.",
    messages: { loop: "{url} presmerúva v slučke: {loop}" },
  },
  "broken-internal-link": {
    label: "Každý interný odkaz vedie na funkčnú stránku",
    fix: "Nasmerujte každý nefunkčný odkaz na existujúcu stránku alebo ho odstráňte; ak sa stránka presunula, presmerujte jej starú adresu na novú.",
    messages: {
      broken: "Odkaz na {target}, ktorá odpovedá stavom {status}",
      brokenAfterRedirect: "Odkaz na {target}, ktorá presmerúva na {final}, ktorá odpovedá stavom {status}",
    },
  },
  "internal-link-redirect": {
    label: "Interné odkazy vedú priamo na konečné adresy",
    fix: "Zmeňte každý odkaz na adresu, kde jeho presmerovanie končí, aby návštevníci aj roboty skok vynechali.",
    messages: { redirects: "Odkaz na {target}, ktorá presmerúva na {final}" },
  },
  "mixed-scheme-links": {
    label: "Interné odkazy používajú schému stránky, na ktorej sú",
    fix: "Odkazujte na stránky webu adresami https:// (alebo relatívnymi), nikdy http://, aby žiadne kliknutie nešlo cez presmerovanie či nezabezpečenú požiadavku.",
    messages: { mixed: "Odkaz na {target} cez {scheme}:// zo stránky doručenej cez {pageScheme}://" },
  },
  "robots-blocked-linked": {
    label: "Interné odkazy vedú na stránky, ktoré smú vyhľadávače prechádzať",
    fix: "Ak sa majú odkazované stránky nájsť, povoľte ich v robots.txt; inak na ne neodkazujte tam, kde nie sú pre vyhľadávače (a nedávajte ich do sitemapy).",
    messages: { blocked: "Odkaz na {target}, ktorú robots.txt zakazuje" },
  },
  "orphan-page": {
    label: "Na každú stránku zo sitemapy odkazuje iná stránka webu",
    fix: "Odkážte na každú osirelú stránku zo stránok, ku ktorým patrí (jej sekcia, rozcestník, navigácia), alebo ju zo sitemapy vyraďte, ak má zmiznúť.",
    messages: { orphan: "{url} je v sitemape, ale neodkazuje na ňu žiadna prejdená stránka" },
  },
  "nofollow-only": {
    label: "Na každú odkazovanú indexovateľnú stránku vedie aspoň jeden sledovaný odkaz",
    fix: "Odstráňte rel=nofollow z interných odkazov na stránky, ktoré sa majú nájsť (nofollow je pre odkazy, za ktoré neručíte), alebo dajte stránke noindex, ak sa nájsť nemá.",
    messages: { nofollowOnly: "Na {url} odkazuje {count} stránok, no len odkazmi nofollow" },
  },
  "click-depth": {
    label: "Každá indexovateľná stránka je najviac 4 kliknutia od úvodnej stránky",
    fix: "Odkážte na hlboké stránky vyššie: z rozcestníka ich sekcie, z navigácie alebo zo súvisiacich stránok, aby žiadna nebola viac ako štyri kliknutia od domovskej stránky.",
    messages: { deep: "{url} je {clicks} kliknutí od úvodnej stránky" },
  },
  "sitemap-non-indexable": {
    label: "Sitemapa uvádza len indexovateľné stránky na ich konečných adresách",
    fix: "Uvádzajte v sitemape len konečnú adresu každej indexovateľnej stránky: vynechajte presmerovania, chyby, stránky s noindex alebo inou kanonickou adresou a stránky zakázané v robots.txt.",
    messages: {
      redirect: "Sitemapa uvádza {url}, ktorá presmerúva na {final}",
      error: "Sitemapa uvádza {url}, ktorá odpovedá stavom {status}",
      noindex: "Sitemapa uvádza {url}, ktorá má noindex",
      canonicalised: "Sitemapa uvádza {url}, ktorej kanonická adresa je {canonical}",
      blocked: "Sitemapa uvádza {url}, ktorú robots.txt zakazuje",
    },
  },
  "not-in-sitemap": {
    label: "Sitemapa uvádza každú indexovateľnú stránku",
    fix: "Pridajte do sitemapy každú indexovateľnú stránku (generujte ju z toho istého zdroja ako stránky), alebo dajte noindex stránkam, ktoré sa nemajú nájsť.",
    messages: { missing: "{url} je indexovateľná, ale nie je v sitemape" },
  },
  "llms-txt-urls": {
    label: "Každá adresa v llms.txt funguje a smie sa stiahnuť",
    fix: "Uvádzajte v llms.txt len adresy, ktoré na konečnej adrese odpovedajú stavom 200 a ktoré robots.txt povoľuje; ostatné opravte alebo odstráňte.",
    messages: {
      failed: "llms.txt uvádza {url}, ktorá neodpovedala",
      error: "llms.txt uvádza {url}, ktorá odpovedá stavom {status}",
      redirect: "llms.txt uvádza {url}, ktorá presmerúva ({status})",
      blocked: "llms.txt uvádza {url}, ktorú robots.txt zakazuje",
    },
  },
  "hreflang-return-link": {
    label: "Každá jazyková alternatíva (hreflang) odkazuje späť",
    fix: "Dajte všetkým stránkam jazykovej sady rovnaké anotácie hreflang: každá uvádza všetky ostatné (aj seba), každú na jej konečnej adrese.",
    messages: {
      noReturn: "{url} uvádza {target} ako alternatívu {hreflang}, ale {target} neuvádza {url}",
      notAPage: "{url} uvádza {target} ako alternatívu {hreflang}, ktorá odpovedá stavom {status}",
      redirects: "{url} uvádza {target} ako alternatívu {hreflang}, ktorá presmerúva na {final}",
    },
  },
  "hreflang-x-default": {
    label: "Každá jazyková sada uvádza stránku x-default",
    fix: 'Pridajte na každú stránku sady <link rel="alternate" hreflang="x-default" href="…"> so stránkou pre návštevníkov, ktorých jazyk žiadna iná neobsluhuje (často výber jazyka alebo hlavný jazyk).',
    messages: { missing: "{url} uvádza {count} alternatív hreflang, ale žiadnu x-default" },
  },
} satisfies Translations
