import type { Translations } from "../index"

/** Slovak labels, fixes and item messages of the seo pack's rules. */
export const skMessages = {
  "document-title": {
    label: "Stránka má titulok",
    fix: "Pridajte do <head> jeden <title>, ktorý v 30–60 znakoch pomenuje tému stránky, najdôležitejšie slová ako prvé.",
    messages: {
      missing: "Stránka nemá element <title>.",
      empty: "Element <title> je prázdny.",
    },
  },
  "meta-description": {
    label: "Stránka má meta popis",
    fix: 'Pridajte do <head> jeden <meta name="description" content="…">: 70–160 znakov o tom, čo stránka ponúka a prečo kliknúť.',
    messages: {
      missing: 'V <head> nie je <meta name="description">.',
      spacedName: "Názov popisu je zapísaný ako „{name}“: pre medzery ho roboty nečítajú ako popis.",
      inBody:
        '<meta name="description"> je v <body> (niečo pred ním uzavrelo <head>), kde ho roboty ignorujú.',
      empty: '<meta name="description"> má prázdny atribút content.',
    },
  },
  "http-status-code": {
    label: "Stránka odpovedá úspešným stavovým kódom HTTP",
    fix: "Vráťte stránku so stavom 200. Ak sa presunula, presmerujte ju natrvalo (301/308); ak zanikla, odstráňte odkazy na ňu.",
    messages: {
      errorStatus: "{url} odpovedala stavom HTTP {status}.",
      errorStatusAfterRedirects:
        "{url} odpovedala stavom HTTP {status} po presmerovaní z {requested} (počet presmerovaní: {redirects}).",
    },
  },
  "image-alt": {
    label: "Každý obrázok má alternatívny text",
    fix: 'Dajte každému <img> atribút alt: krátky opis toho, čo zobrazuje, alebo alt="", ak je len dekoratívny.',
    messages: {
      noAlt: '<img src="{src}"> nemá alternatívny text.',
      blankAlt: '<img src="{src}"> má alt len z medzier.',
      labelledByNothing:
        '<img src="{src}"> nemá alternatívny text a aria-labelledby="{ids}" neodkazuje na žiadny text.',
    },
  },
  canonical: {
    label: "Kanonická adresa je platná",
    fix: 'Uveďte jednu kanonickú adresu, absolútnu (https://…), v jedinom <link rel="canonical"> v <head> alebo v hlavičke Link: vlastnú adresu stránky alebo rovnocennú stránku, ktorá má byť vo výsledkoch namiesto nej, nikdy len domovskú stránku.',
    messages: {
      invalid: "Kanonická adresa „{href}“ nie je platná adresa URL.",
      relative: "Kanonická adresa „{href}“ je relatívna, nie absolútna.",
      conflicting:
        "Kanonická adresa {url} je jednou z {count} rôznych kanonických adries, ktoré stránka uvádza.",
      otherLanguage:
        "Kanonická adresa {url} je iná jazyková verzia tejto stránky (obe sú alternatívy hreflang): každá verzia má byť kanonickou adresou sama sebe.",
      homePage: "Kanonická adresa ukazuje na domovskú stránku {url} namiesto rovnocennej stránky k {path}.",
    },
  },
  "canonical-cross-domain": {
    label: "Kanonická adresa zostáva na tomto webe",
    fix: "Nasmerujte kanonickú adresu na vlastnú adresu stránky na tomto webe, pokiaľ obsah naozaj nie je kópiou stránky iného webu (syndikácia); skontrolujte, či sa tam nedostala testovacia alebo stará doména.",
    messages: {
      otherSite:
        "Kanonická adresa {url} je na inom webe ako {host}: vyhľadávače namiesto tejto stránky zobrazia tamtú.",
    },
  },
  "crawlable-anchors": {
    label: "Odkazy môžu vyhľadávače sledovať",
    fix: 'Dajte každému odkazu skutočnú adresu v href ("/menu", "https://…"); na akcie spúšťajúce skript použite <button>, nikdy javascript:void(0) ani adresy file:.',
    messages: {
      fileUrl: "{link} odkazuje na adresu file:, ktorú roboty nemôžu stiahnuť.",
      clickHandlerOnly: "{link} nemá href, len obsluhu kliknutia.",
      noHref: "{link} nemá href, hoci má atribúty odkazu.",
      javascriptVoid: "{link} má href javascript:void(0).",
      invalidUrl: "{link} má href, ktorý nie je platnou adresou URL.",
    },
  },
  hreflang: {
    label: "Odkazy hreflang sú platné",
    fix: 'Dajte každému <link rel="alternate" hreflang> platný kód jazyka (sk, de-AT, zh-Hant-TW alebo x-default) a absolútnu adresu začínajúcu https://.',
    messages: {
      badLanguage: 'hreflang="{code}" nie je kód jazyka.',
      notAbsolute: 'Alternatíva hreflang="{code}" odkazuje na „{href}“, nie na absolútnu adresu http(s).',
    },
  },
  "hreflang-region": {
    label: "Regióny v hreflang sú skutočné kódy krajín",
    fix: "Píšte región za jazykom ako kód krajiny podľa ISO 3166-1 alpha-2: en-GB (nie en-UK), de-AT, es-MX; ak cielite na jazyk všade, región vynechajte (es).",
    messages: {
      notTwoLetters:
        'hreflang="{code}": „{region}“ nie je dvojpísmenový kód krajiny (Google číselné a iné regióny ignoruje).',
      ukIsGb: 'hreflang="{code}": „{region}“ nie je kód krajiny; Spojené kráľovstvo je GB.',
      notCountry: 'hreflang="{code}": „{region}“ nie je kód krajiny podľa ISO 3166-1.',
      trailing: 'hreflang="{code}": „{rest}“ za regiónom nie je zrozumiteľné.',
    },
  },
  "is-crawlable": {
    label: "Vyhľadávače môžu stránku indexovať",
    fix: 'Ak stránka nemá zostať mimo vyhľadávania, odstráňte "noindex" a "none" (aj uplynutý dátum "unavailable_after") z robots <meta> a z hlavičky X-Robots-Tag a zrušte pravidlo Disallow v robots.txt, ktoré sa zhoduje s touto adresou.',
    messages: {
      meta: "{tag} bráni vyhľadávačom indexovať stránku.",
      header: "Hlavička X-Robots-Tag: {value} bráni vyhľadávačom indexovať stránku.",
      robotsTxt: "Riadok {line} súboru robots.txt ({rule}) zakazuje prehľadávať stránku.",
    },
  },
  "link-text": {
    label: "Odkazy majú výstižný text",
    fix: 'Nahraďte všeobecné texty odkazov ako "kliknite sem" či "čítať viac" slovami, ktoré povedia, kam odkaz vedie ("Naše recepty na kváskový chlieb").',
    messages: {
      generic: "Text odkazu „{text}“ nehovorí nič o tom, kam vedie {href}.",
    },
  },
  "link-text-languages": {
    label: "Odkazy majú výstižný text v jazyku stránky",
    fix: 'Nahraďte všeobecné texty odkazov ("čítať viac", "viac", "read more", "en savoir plus") slovami, ktoré povedia, kam každý odkaz vedie.',
    messages: {
      generic: "Text odkazu „{text}“ nehovorí nič o tom, kam vedie {href}.",
    },
  },
  "meta-refresh": {
    label: "Stránka sa po čase sama neobnovuje ani nepresmerúva",
    fix: 'Odstráňte časovaný <meta http-equiv="refresh">. Návštevníkov presmerujte na serveri kódom 301/308; obsah nech si obnovia sami, keď chcú.',
    messages: {
      timed:
        '<meta http-equiv="refresh" content="{content}"> po {delay} s stránku znova načíta alebo presmeruje.',
    },
  },
  "meta-refresh-redirect": {
    label: "Stránka nepresmerúva cez meta refresh",
    fix: 'Nahraďte presmerovanie cez <meta http-equiv="refresh"> presmerovaním na serveri (301 alebo 308) z tejto adresy na cieľ a odkazujte priamo na cieľ.',
    messages: {
      redirect:
        '<meta http-equiv="refresh" content="{content}"> posiela návštevníkov na {url}: vyhľadávače ho berú ako slabšie presmerovanie než HTTP 301.',
      delayedRedirect:
        '<meta http-equiv="refresh" content="{content}"> posiela návštevníkov po {delay} s na {url}: vyhľadávače ho berú ako slabšie presmerovanie než HTTP 301.',
    },
  },
  "redirect-chain": {
    label: "Stránka je dostupná najviac po jednom presmerovaní",
    fix: "Nasmerujte odkazy, kanonické adresy, položky sitemapy aj všetky presmerovania priamo na konečnú adresu, aby sa k nej každá stará adresa dostala jedným skokom.",
    messages: {
      hop: "Presmerovanie {number} z {count}: {url} odpovedá stavom {status} a posiela ďalej na {location}.",
    },
  },
  "redirect-loop": {
    label: "Presmerovania sa nevracajú na už navštívenú adresu",
    fix: "Prerušte slučku: nech adresa, ktorá presmerúva späť, sama odpovie kódom 200, alebo ju raz natrvalo presmerujte na konečnú stránku. Skontrolujte pravidlá závislé od cookies, jazyka či zariadenia: roboty si nič z toho nepamätajú.",
    messages: {
      loop: "Presmerovania navštívia {url} dvakrát: {chain}. Robot bez cookies sa točí donekonečna.",
    },
  },
  "redirect-temporary": {
    label: "Presunuté adresy presmerúvajú natrvalo",
    fix: "Ak sa stránka presunula natrvalo, odpovedajte na starej adrese kódom 301 alebo 308 namiesto 302, 303 či 307, aby vyhľadávače indexovali novú adresu a preniesli na ňu jej signály.",
    messages: {
      temporary:
        "{url} odpovedá stavom {status} → {location}: dočasné presmerovanie necháva v indexe starú adresu; v poriadku pri krátkodobom presune, chybné pri trvalom.",
    },
  },
  "redirect-url-variant": {
    label: "Žiadaná adresa je vlastnou adresou stránky, nie variantom, ktorý presmerúva",
    fix: "Odkazujte, uvádzajte v sitemape a zdieľajte konečnú adresu presne tak, ako ju server poskytuje (rovnaká lomka, veľkosť písmen aj doména), aby žiadna návšteva nezačínala presmerovaním.",
    messages: {
      wwwAdded:
        "{requested} presmerúva na {final} (pridané www.): každý odkaz na prvý tvar stojí presmerovanie.",
      wwwRemoved:
        "{requested} presmerúva na {final} (odstránené www.): každý odkaz na prvý tvar stojí presmerovanie.",
      doubledSlashesRemoved:
        "{requested} presmerúva na {final} (odstránené zdvojené lomky): každý odkaz na prvý tvar stojí presmerovanie.",
      indexFileDropped:
        "{requested} presmerúva na {final} (vynechaný indexový súbor): každý odkaz na prvý tvar stojí presmerovanie.",
      letterCaseChanged:
        "{requested} presmerúva na {final} (zmenená veľkosť písmen): každý odkaz na prvý tvar stojí presmerovanie.",
      trailingSlashAdded:
        "{requested} presmerúva na {final} (pridaná koncová lomka): každý odkaz na prvý tvar stojí presmerovanie.",
      trailingSlashRemoved:
        "{requested} presmerúva na {final} (odstránená koncová lomka): každý odkaz na prvý tvar stojí presmerovanie.",
    },
  },
  // Titles and descriptions
  "meta-description-length": {
    label: "Meta popis má 70–160 znakov",
    fix: "Napíšte popis so 70–160 znakmi: čo stránka ponúka, pre koho a prečo kliknúť, s kľúčovými údajmi v prvých 120 znakoch.",
    messages: {
      tooShort:
        "Meta popis „{text}“ je na užitočný úryvok príliš krátky (znakov: {length}), takže vyhľadávače si môžu napísať vlastný.",
      tooLong: "Meta popis „{text}“ má {length} znakov: vo výsledkoch vyhľadávania sa pravdepodobne oreže.",
    },
  },
  "meta-description-multiple": {
    label: "Stránka má jeden meta popis",
    fix: 'Ponechajte v <head> jeden <meta name="description"> a ostatné odstráňte; skontrolujte šablónu, pluginy a SEO nástroje, ktoré pridávajú vlastný.',
    messages: {
      another: 'Ďalší <meta name="description"> v <head>: „{text}“.',
    },
  },
  "meta-description-placeholder": {
    label: "Meta popis je napísaný pre túto stránku, nie predvolený",
    fix: "Nahraďte predvolený popis vlastným: 70–160 znakov o tom, čo stránka ponúka a prečo kliknúť.",
    messages: {
      placeholder: "Meta popis „{text}“ je predvolený alebo zástupný text.",
    },
  },
  "title-description-same": {
    label: "Meta popis hovorí viac než titulok",
    fix: "Napíšte popis, ktorý titulok dopĺňa: čo návštevník na stránke nájde, pre koho je a prečo sa oplatí kliknúť.",
    messages: {
      same: "Meta popis opakuje titulok (riadok {titleLine}) doslova: „{text}“.",
    },
  },
  "title-length": {
    label: "Titulok má 30–60 znakov",
    fix: "Napíšte titulok s 30–60 znakmi: najprv téma stránky, potom čím sa odlišuje, a ak zostane miesto, značka.",
    messages: {
      tooShort: "Titulok „{title}“ má len {length} zn.: príliš málo na to, aby povedal, o čom stránka je.",
      tooLong: "Titulok „{title}“ má {length} zn.: vo výsledkoch vyhľadávania ho pravdepodobne skrátia.",
    },
  },
  "title-multiple": {
    label: "Dokument má jeden <title>",
    fix: "Ponechajte v <head> jediný <title> a ostatné odstráňte; skontrolujte šablóny, pluginy a SEO nástroje, ktoré pridávajú vlastný.",
    messages: {
      extraTitle: "Ďalší <title> za prvým: „{title}“ (v dokumente ich je {count}).",
    },
  },
  "title-pixel-width": {
    label: "Titulok sa zmestí do šírky výsledku vyhľadávania",
    fix: "Skráťte titulok alebo použite užšie slová: veľké písmená a písmená ako W a M sú široké. Držte sa pod približne 580 px a dôležité slová dajte na začiatok.",
    messages: {
      tooWide:
        "Titulok „{title}“ je vo výsledku vyhľadávania na počítači široký asi {width} px; Google skracuje titulky okolo {max} px.",
    },
  },
  "title-placeholder": {
    label: "Titulok je napísaný pre túto stránku, nie predvolený",
    fix: "Nahraďte predvolený titulok vlastným: téma stránky a čím sa odlišuje, napr. „Kváskový chlieb pečený denne v Košiciach – Pekáreň Kvások“.",
    messages: {
      placeholder: "Titulok „{title}“ je predvolený alebo zástupný text, rovnaký na nespočetných weboch.",
    },
  },
  // Links
  "link-href-syntax": {
    label: "Adresy odkazov sú zapísané správne",
    fix: "Opravte každú adresu: „https://“ s dvoma lomkami, iba lomky dopredu, bez medzier a zalomení (použite spojovník alebo %20), „%“ iba v únikových sekvenciách %XX a schému pred každou doménou. Prázdne href doplňte alebo odstráňte.",
    messages: {
      lineBreak: '<a href="{href}"> má v adrese zalomenie riadka alebo tabulátor.',
      space: '<a href="{href}"> má v adrese medzeru (napíšte %20, alebo radšej spojovník).',
      backslash: '<a href="{href}"> má spätnú lomku tam, kde patrí lomka.',
      tooFewSlashes: '<a href="{href}"> má za schémou menej ako dve lomky.',
      tooManySlashes: '<a href="{href}"> má za schémou viac ako dve lomky.',
      noColon: '<a href="{href}"> nemá za schémou „:“, takže sa číta ako cesta na tomto webe.',
      noScheme: '<a href="{href}"> nemá „https://“, takže sa číta ako cesta na tomto webe.',
      schemeTwice: '<a href="{href}"> má schému zapísanú dvakrát.',
      strayPercent: '<a href="{href}"> má „%“, ktorým nezačína úniková sekvencia %XX.',
      empty: '<a href=""> len znova načíta túto stránku.',
    },
  },
  "links-internal-nofollow": {
    label: "Odkazy v rámci webu nemajú nofollow",
    fix: 'Odstráňte rel="nofollow" z odkazov na vlastné stránky. Ak má stránka zostať mimo výsledkov vyhľadávania, dajte na ňu robots meta noindex; ak majú roboty zostať mimo, použite robots.txt.',
    messages: {
      nofollow:
        '<a href="{href}"> vedie na vlastnú stránku webu, ale má rel="nofollow", takže ho vyhľadávače nemusia prehľadať ani započítať.',
    },
  },
  "links-too-many": {
    label: "Stránka odkazuje na zvládnuteľný počet adries",
    fix: "Obmedzte odkazy na tie, ktoré návštevníci tu potrebujú: zjednodušte rozsiahle menu a pätičky, dlhé zoznamy rozdeľte na strany a odkazujte na rozcestníky namiesto každej položky.",
    messages: {
      tooMany:
        "Stránka odkazuje na {total} rôznych adries ({internal} na tomto webe, {external} inde); nad {max} odovzdáva každý odkaz menej a dôležité odkazy sa ťažšie hľadajú.",
    },
  },
  "links-to-localhost": {
    label: "Žiadny odkaz ani zdroj nesmeruje na lokálnu či súkromnú adresu",
    fix: "Nahraďte vývojové adresy (localhost, 127.0.0.1, 192.168.…, 10.…, *.local) verejnými alebo relatívnymi cestami; skontrolujte adresu webu v CMS a základnú adresu zostavenia.",
    messages: {
      local:
        '<{tag} {attribute}="{value}"> ukazuje na adresu, na ktorú sa dostane len autorov vlastný počítač alebo sieť.',
    },
  },
  "links-unsupported-scheme": {
    label: "Odkazy používajú schémy, ktoré prehliadače a roboty vedia otvoriť",
    fix: "Odkazujte na adresy https://: opravte preklepy v schéme („htps:“, „htttp:“), súbory z ftp:, data: či blob: zverejnite na bežnej webovej adrese a odstráňte odkazy na interné stránky prehliadača.",
    messages: {
      ftp: '<a href="{href}">: prehliadače už odkazy ftp: neotvárajú.',
      ftps: '<a href="{href}">: prehliadače odkazy ftps: neotvárajú.',
      data: '<a href="{href}">: prehliadače blokujú prechod na adresy data:.',
      about: '<a href="{href}">: na stránky about: sa z webu odkazovať nedá.',
      blob: '<a href="{href}">: adresa blob: existuje len na karte, ktorá ju vytvorila.',
      browserInternal: '<a href="{href}">: na interné stránky prehliadača sa z webu odkazovať nedá.',
      extension: '<a href="{href}">: na stránky rozšírení sa z webu odkazovať nedá.',
      viewSource: '<a href="{href}">: prehliadače blokujú odkazy view-source:.',
      mistyped: '<a href="{href}">: „{scheme}:“ je preklep v http(s):.',
      unusual: '<a href="{href}">: „{scheme}:“ sa otvorí len tam, kde ho obslúži nejaká aplikácia.',
    },
  },
  // Images
  "image-alt-filename": {
    label: "Alternatívne texty opisujú obrázky, neopakujú názvy súborov",
    fix: 'Nahraďte každý názov súboru krátkym opisom toho, čo obrázok zobrazuje, napr. alt="Ražný chlieb chladne na mriežke" namiesto alt="IMG_2041.jpg"; skontrolujte nastavenie CMS, ktoré preberá alt z názvu súboru.',
    messages: {
      fileName: '<img src="{src}" alt="{alt}"> má ako alternatívny text názov súboru.',
    },
  },
  "image-alt-generic": {
    label: "Alternatívne texty hovoria, čo obrázok zobrazuje, nie že ide o obrázok",
    fix: 'Opíšte obsah: alt="Ražný chlieb na drevenej doske" namiesto alt="obrázok" či alt="Obrázok chleba"; v alt loga uveďte značku (alt="Pekáreň Kvások"); čisto dekoratívne obrázky majú alt="".',
    messages: {
      onlySaysImage: '<img src="{src}" alt="{alt}">: alternatívny text hovorí len to, že ide o obrázok.',
      redundantStart:
        '<img src="{src}" alt="{alt}">: alternatívny text začína slovami, ktoré čítačky obrazovky povedia aj samy.',
    },
  },
  "image-alt-length": {
    label: "Alternatívne texty sú krátke (najviac 125 znakov)",
    fix: "Každý alternatívny text nech je jedna krátka veta o tom, čo obrázok zobrazuje; dlhšie vysvetlenie presuňte do popisu (<figcaption>) alebo okolitého textu.",
    messages: {
      tooLong: '<img src="{src}" alt="{alt}">: alternatívny text má {length} znakov, viac ako {max}.',
    },
  },
  "image-alt-stuffing": {
    label: "Alternatívne texty opisujú obrázky, nevypočítavajú kľúčové slová",
    fix: "Prepíšte každý alternatívny text na obyčajný opis obrázka, každé slovo raz; vyhľadávače považujú zoznamy kľúčových slov v alt za spam a čítačky obrazovky prečítajú každé slovo.",
    messages: {
      repeatedWords: '<img src="{src}" alt="{alt}"> opakuje v alternatívnom texte {words}.',
      keywordList: '<img src="{src}" alt="{alt}">: alternatívny text je zoznam {terms} výrazov.',
    },
  },
  "image-src-missing": {
    label: "Každý obrázok má src, ktorý ho načíta aj bez skriptov",
    fix: 'Dajte každému <img> atribút src s adresou obrázka (pri responzívnych obrázkoch ponechajte src ako náhradu popri srcset); na oneskorené načítanie použite loading="lazy" namiesto data-src, z ktorého src spraví až skript.',
    messages: {
      noAddress: "{image} nemá žiadnu adresu, z ktorej by sa načítal.",
      scripted:
        "{image} nemá src: načítanie necháva na srcset alebo na skript oneskoreného načítania, no vyhľadávače indexujú src.",
    },
  },
  // Sitemaps
  "robots-txt": {
    label: "robots.txt je platný",
    fix: "Každý riadok robots.txt nech je známa direktíva (User-agent, Allow, Disallow, Sitemap…) s dvojbodkou; cesty začínajte / alebo *, $ používajte len na konci, Sitemap uveďte absolútnou adresou a na /robots.txt odpovedajte stavom 200 (alebo 404, ak súbor nemáte).",
    messages: {
      serverError:
        "{url} odpovedal kódom HTTP {status}: roboty nevedia prečítať pravidlá a môžu prestať web prehľadávať.",
      unreachable: "{url} sa nepodarilo stiahnuť: {reason}.",
      syntax: "Riadok {line} „{text}“: nezrozumiteľná syntax.",
      unknownDirective: "Riadok {line} „{text}“: neznáma direktíva.",
      invalidSitemapUrl: "Riadok {line} „{text}“: neplatná adresa sitemapy.",
      invalidSitemapProtocol: "Riadok {line} „{text}“: neplatný protokol adresy sitemapy.",
      noUserAgent: "Riadok {line} „{text}“: chýba user-agent.",
      patternStart: "Riadok {line} „{text}“: vzor má byť prázdny alebo začínať „/“ či „*“.",
      dollarNotAtEnd: "Riadok {line} „{text}“: „$“ patrí len na koniec vzoru.",
    },
  },
  "search-bots-access": {
    label: "Stránku môžu indexovať všetky hlavné vyhľadávače",
    fix: 'Dajte všetkým vyhľadávačom rovnaký prístup: odstráňte noindex pre konkrétneho robota (<meta name="googlebot">, X-Robots-Tag: bingbot: noindex) alebo skupinu v robots.txt, ktorá túto adresu zakazuje robotovi uvedenému v zistení.',
    messages: {
      meta: '{bot} nesmie stránku indexovať: <meta name="{name}"> hovorí „{directive}“.',
      header: "{bot} nesmie stránku indexovať: X-Robots-Tag hovorí „{directive}“.",
      robotsTxt: "{bot} nesmie stránku indexovať: riadok {line} v robots.txt hovorí {rule}.",
    },
  },
  "robots-txt-sitemap": {
    label: "robots.txt uvádza sitemapu a tá odpovedá",
    fix: "Pridajte do robots.txt riadok, napr. Sitemap: https://www.example.com/sitemap.xml (absolútna adresa), jeden pre každú sitemapu alebo index sitemáp, a zabezpečte, aby každá uvedená sitemapa odpovedala stavom 200.",
    messages: {
      noSitemapLine:
        "{url} nemá riadok Sitemap:, takže roboty okrem tých, ktorým sitemapu odošlete sami, musia hádať, kde je.",
      notAnswering: "robots.txt uvádza {url} (riadok {line}), ktorá odpovedala kódom HTTP {status}, nie 200.",
    },
  },
  "sitemap-lastmod-valid": {
    label: "Dátumy <lastmod> v sitemape sú platné a nie v budúcnosti",
    fix: "Každý <lastmod> zapíšte ako dátum W3C (2026-03-01, alebo 2026-03-01T09:30:00+01:00 s časovým pásmom), nastavte ho na poslednú zmenu obsahu stránky a nikdy nie na budúci dátum či čas vytvorenia sitemapy.",
    messages: {
      notW3cDate: "<lastmod>{lastmod}</lastmod> adresy {url} v {sitemap} nie je dátum vo formáte W3C.",
      inFuture: "<lastmod>{lastmod}</lastmod> adresy {url} v {sitemap} je v budúcnosti.",
    },
  },
  "sitemap-lists-page": {
    label: "Niektorá sitemapa obsahuje túto stránku",
    fix: "Pridajte do niektorej sitemapy konečnú adresu stránky presne tak, ako ju server poskytuje (schéma, doména, cesta, koncová lomka); sitemapy generujte z toho istého zdroja ako stránky webu, aby žiadna nechýbala.",
    messages: {
      notListed:
        "{url} nie je medzi adresami prečítanými zo sitemáp {sitemaps} (adries: {listed}, položiek spolu: {entries}).",
      variantListed: "Sitemapy uvádzajú {variant} namiesto {url}, teda inú adresu.",
      mayBeUnread: "Neprečítané súbory sitemapy: {unread}; stránka môže byť v niektorom z nich.",
    },
  },
  "sitemap-size": {
    label: "Každá sitemapa má najviac 50 000 položiek a 50 MB",
    fix: "Rozdeľte sitemapu na súbory s najviac 50 000 adresami a 50 MB (nekomprimovane) a uveďte ich v indexe sitemáp, ktorý je v robots.txt.",
    messages: {
      overLimit:
        "{url} má {entries} položiek a {megabytes} MB, nad limit {maxEntries} položiek a 50 MB na súbor; čo je za limitom, vyhľadávače ignorujú.",
    },
  },
  "sitemap-urls": {
    label: "Sitemapy uvádzajú absolútne adresy na vlastnom webe",
    fix: "Každý <loc> zapíšte ako úplnú absolútnu adresu (https://www.example.com/stranka) s rovnakou schémou a doménou ako sitemapa; stránky iných domén dajte do ich vlastných sitemáp alebo túto uveďte v ich robots.txt.",
    messages: {
      notAbsolute: "<loc>{loc}</loc> v {sitemap} nie je absolútna adresa http(s).",
      otherHost:
        "{loc} v {sitemap} má inú schému alebo doménu; vyhľadávače ju prijmú, len ak robots.txt tej domény uvádza túto sitemapu.",
    },
  },
  "sitemap-xml": {
    label: "Web má čitateľnú XML sitemapu",
    fix: "Zverejnite XML sitemapu (<urlset> s položkami <url><loc>…</loc></url>, v UTF-8, so stavom 200) so stránkami, ktoré chcete mať v indexe, a uveďte ju v robots.txt riadkom Sitemap:; každá sitemapa, ktorú uvádza robots.txt alebo index sitemáp, nech odpovedá stavom 200 a platným XML.",
    messages: {
      invalid: "{url} nie je platná sitemapa: {error}.",
      invalidListed: "{url}, uvedená v {index}, nie je platná sitemapa: {error}.",
      unanswered: "{url} odpovedala kódom HTTP {status}, takže ju roboty neprečítajú.",
      unansweredListed:
        "{url}, uvedená v {index}, odpovedala kódom HTTP {status}, takže ju roboty neprečítajú.",
      namedButAbsent: "robots.txt uvádza {url}, ale odpovedala kódom HTTP {status}.",
      noSitemap: "Sitemapa sa nenašla: {url} odpovedala kódom HTTP {status}.",
      noSitemapNorLine:
        "Sitemapa sa nenašla: robots.txt žiadnu neuvádza a {url} odpovedala kódom HTTP {status}.",
      nestedIndex:
        "{url} je index vnútri indexu {index}: vyhľadávače nesledujú index uvedený v indexe, takže sitemapy v ňom zostanú neprečítané. Uveďte ich radšej v hlavnom indexe.",
    },
  },
  // Open Graph and social
  "og-image-absolute": {
    label: "Obrázky na zdieľanie sú zadané absolútnou adresou",
    fix: 'Zapíšte og:image (aj twitter:image) ako úplnú adresu, napr. content="https://www.example.com/img/zdielanie.jpg"; platformy si obrázok sťahujú samy a relatívne cesty nerozlišujú.',
    messages: {
      notAbsolute: "{tag} nie je absolútna adresa http(s).",
      secureNotHttps: "{tag} nie je adresa https://.",
    },
  },
  "og-type-valid": {
    label: "og:type je známy typ Open Graph",
    fix: "Nastavte og:type na typ Open Graph: „website“ pre väčšinu stránok, „article“ pre články a správy, „product“ pre produkty, alebo vlastný typ s menným priestorom (prefix:typ).",
    messages: {
      unknownType: "{tag} nie je typ Open Graph; platformy namiesto neho použijú „website“.",
    },
  },
  "og-url-canonical": {
    label: "og:url uvádza kanonickú adresu stránky",
    fix: "Nastavte og:url na rovnakú absolútnu adresu ako kanonický odkaz (ak chýba, na vlastnú adresu stránky), aby sa zdieľania, reakcie a komentáre zbierali na jednej adrese.",
    messages: {
      notAbsolute: "{tag} nie je absolútna adresa; platformy ju nemusia vedieť rozlíšiť.",
      differsFromCanonical: "{tag} sa líši od kanonickej adresy {url}: zdieľania sa pripíšu inej adrese.",
      differsFromAddress: "{tag} sa líši od adresy stránky {url}: zdieľania sa pripíšu inej adrese.",
    },
  },
  "open-graph": {
    label: "Stránka má značky Open Graph pre náhľady odkazov",
    fix: 'Pridajte do <head>: <meta property="og:title">, og:description, og:type (napr. website alebo article), og:url (kanonická adresa) a og:image (absolútna adresa obrázka 1200×630).',
    messages: {
      none: "Stránka nemá žiadne značky Open Graph: zdieľané odkazy ukážu, čo si ktorá platforma domyslí.",
      missing:
        "Značka Open Graph {property} chýba alebo je prázdna; zdieľané odkazy medzeru vyplnia odhadom.",
    },
  },
  "twitter-card": {
    label: "Stránka si volí kartu pre X (Twitter)",
    fix: 'Pridajte <meta name="twitter:card" content="summary_large_image"> (alebo „summary“ pre malý štvorcový obrázok); názov, popis a obrázok si X vezme zo značiek Open Graph, ak chýbajú značky twitter:.',
    messages: {
      noCard: 'Chýba <meta name="twitter:card">: X sám rozhodne, ako odkazy na stránku zobrazí.',
    },
  },
  "twitter-card-valid": {
    label: "twitter:card uvádza kartu, ktorú X podporuje, aj s obrázkom",
    fix: "Použite typ karty, ktorý X podporuje: „summary_large_image“, „summary“, „app“ alebo „player“; kartám s veľkým obrázkom dajte twitter:image alebo og:image.",
    messages: {
      unknownType: "{meta} nie je typ karty, ktorý X podporuje, takže sa žiadna karta nezobrazí.",
      noImage: "{meta} žiada veľký obrázok, no stránka žiadny neuvádza (twitter:image ani og:image).",
    },
  },
  // Structured data
  "schema-aggregate-rating": {
    label: "Súhrnné hodnotenia majú hodnotu, počet a stupnicu, ktoré sedia",
    fix: "Dajte každému AggregateRating „ratingValue“ (číslo v rámci stupnice), „ratingCount“ alebo „reviewCount“ (kladné číslo) a „bestRating“/„worstRating“, ak stupnica nie je 1–5; vnorte ho do produktu či podniku, ktorý hodnotí (alebo ho uveďte v „itemReviewed“).",
    messages: {
      noRatingValue: "{node} nemá ratingValue.",
      ratingNotNumber: "{node}: ratingValue {value} nie je číslo.",
      noCount: "{node} nemá ratingCount ani reviewCount.",
      countNotPositive: "{node}: {property} {value} nie je kladné číslo.",
      outsideScale: "{node}: ratingValue {value} je mimo stupnice {worst}–{best}.",
      outsideDefaultScale:
        "{node}: ratingValue {value} je mimo 1–5 (ak stupnica nie je 1–5, uveďte bestRating).",
      notNested: "{node} nemá itemReviewed a nie je vnorené v položke, ktorú hodnotí.",
    },
  },
  "schema-article": {
    label: "Značkovanie článku má titulok a obrázok, ktorý Google vie stiahnuť",
    fix: "Dajte každému Article, NewsArticle či BlogPosting „headline“ a „image“ ako absolútne adresy (ideálne vo formátoch 16×9, 4×3 a 1×1 so šírkou aspoň 1 200 px), aby ho Google mohol ukázať v Top stories a Discover.",
    messages: {
      noHeadline: "{node} nemá headline.",
      noImage: "{node} nemá image.",
      imageNotAbsolute: "{node} nemá image s absolútnou adresou.",
    },
  },
  "schema-breadcrumb": {
    label: "Značkovanie navigačnej cesty obsahuje očíslované, pomenované a prepojené položky",
    fix: "Dajte BreadcrumbList „itemListElement“ zo záznamov ListItem, každý s „position“ (1, 2, 3…), „name“ a „item“ (adresa danej úrovne; posledná, aktuálna stránka ju môže vynechať), aspoň dva.",
    messages: {
      noItems: "{node} nemá itemListElement.",
      notListItem: "{node}: omrvinka {item} nie je ListItem.",
      noPosition: "{node}: omrvinka {item} nemá position (celé číslo od 1).",
      noName: "{node}: omrvinka {item} nemá name.",
      noItemUrl: "{node}: omrvinka {item} nemá adresu v item.",
      singleCrumb: "{node} má jedinú omrvinku, ktorá neukazuje žiadnu cestu.",
    },
  },
  "schema-local-business": {
    label: "Značkovanie miestnej firmy má názov a úplnú poštovú adresu",
    fix: "Dajte uzlu LocalBusiness (alebo Restaurant, Store…) „name“ a „address“ ako PostalAddress so streetAddress, addressLocality, postalCode a addressCountry, ďalej „telephone“ a „openingHoursSpecification“, zhodné so stránkou a profilom firmy.",
    messages: {
      noName: "{node} nemá name.",
      noAddress: "{node} nemá address.",
      addressAsText: "{node} uvádza adresu ako obyčajný text, nie ako PostalAddress.",
      addressIncomplete: "{node} má adresu bez {missing}.",
      noTelephone: "{node} nemá telephone.",
      noOpeningHours: "{node} nemá otváracie hodiny.",
    },
  },
  "schema-offer": {
    label: "Ponuky produktov uvádzajú cenu, menu a dostupnosť",
    fix: "Dajte každej Offer „price“ ako obyčajné číslo („24.90“), „priceCurrency“ ako kód ISO 4217 („EUR“) a „availability“ ako hodnotu schema.org („https://schema.org/InStock“); AggregateOffer dajte „lowPrice“ a „priceCurrency“.",
    messages: {
      noType: '{node} nemá "@type": "Offer".',
      noPrice: "{node} nemá price.",
      priceNotNumber:
        "{node}: price {value} nie je obyčajné číslo (bez znakov meny a oddeľovačov tisícov, desatinná „.“).",
      noLowPrice: "{node} nemá lowPrice.",
      lowPriceNotNumber: "{node}: lowPrice {value} nie je obyčajné číslo.",
      highPriceNotNumber: "{node}: highPrice {value} nie je obyčajné číslo.",
      noCurrency: "{node} nemá priceCurrency.",
      currencyNotIso: "{node}: priceCurrency {value} nie je trojpísmenový kód podľa ISO 4217.",
      noAvailability: "{node} nemá availability.",
      availabilityUnknown: "{node}: availability „{value}“ nie je hodnota ItemAvailability zo schema.org.",
    },
  },
  "schema-organization": {
    label: "Značkovanie organizácie uvádza web a logo absolútnymi adresami",
    fix: "Zapíšte „url“ organizácie (domovská stránka) a „logo“ (obrázok s aspoň 112×112 px, ktorý roboty smú stiahnuť) ako absolútne adresy, napr. „https://www.example.com/img/logo.png“; relatívne adresy Google nerozlišuje.",
    messages: {
      notAbsolute: "{node}: {property} {value} nie je absolútna adresa.",
    },
  },
  "schema-product": {
    label: "Značkovanie produktu má názov a ponuku, recenziu alebo hodnotenie",
    fix: "Dajte každému Product „name“ a aspoň jedno z „offers“ (s cenou a menou), „review“ alebo „aggregateRating“, a tiež „image“; Google ukazuje úryvky produktov len pre produkty, ktoré ich majú.",
    messages: {
      noName: "{node} nemá name.",
      noOfferReviewOrRating: "{node} nemá offers, review ani aggregateRating.",
      noImage: "{node} nemá image.",
    },
  },
  "schema-website": {
    label: "Značkovanie webu má názov webu a adresu domovskej stránky",
    fix: "Dajte uzlu WebSite „name“ (názov webu, ktorý chcete vo výsledkoch, napr. „Kvások“) a „url“ (domovská stránka, absolútne, napr. https://www.example.com/); skratku či kratší tvar pridajte do „alternateName“.",
    messages: {
      noName: "{node} nemá name.",
      noUrl: "{node} nemá url.",
      urlNotAbsolute: "{node} má url {url}, ktorá nie je absolútna.",
      notHomePage: "{node} má url {url}, ktorá nie je domovská stránka.",
    },
  },
  "structured-data": {
    label: "Každý blok JSON-LD sa dá prečítať",
    fix: 'Zabezpečte, aby každý <script type="application/ld+json"> bol platný JSON: bez koncových čiarok, komentárov a neošetrených úvodzoviek či zalomení v reťazcoch; generujte ho serializátorom JSON, nie ručne, a overte ho testom rozšírených výsledkov od Google.',
    messages: {
      empty: "Blok JSON-LD je prázdny, takže ho vyhľadávače ignorujú.",
      cdata:
        "Blok JSON-LD je obalený do <![CDATA[ … ]]>, ktoré HTML ponechá, takže nie je to JSON a vyhľadávače ho ignorujú.",
      unparsable: "Blok JSON-LD sa nedá spracovať („{error}“), takže ho vyhľadávače ignorujú.",
      notAnObject: "Blok JSON-LD neobsahuje objekt, len hodnotu JSON, takže ho vyhľadávače ignorujú.",
    },
  },
  "structured-data-context": {
    label: "JSON-LD uvádza schema.org ako svoj slovník",
    fix: 'Začnite každý objekt JSON-LD najvyššej úrovne riadkom "@context": "https://schema.org"; bez neho typy a vlastnosti nie sú zo schema.org a vyhľadávače ich preskočia.',
    messages: {
      noContext: "Objekt JSON-LD nemá @context, takže jeho typy a vlastnosti nie sú zo schema.org.",
      otherContext: "Objekt JSON-LD má @context {context}, nie schema.org.",
    },
  },
  // URLs
  "url-depth": {
    label: "Cesta má najviac päť úrovní",
    fix: "Zjednodušte štruktúru: vynechajte priečinky, ktoré návštevníkovi nič nehovoria (dátumy, ID, opakované kategórie), a na dôležité stránky odkazujte z blízkosti domovskej stránky.",
    messages: {
      tooDeep:
        "Cesta {path} má {depth} úrovní; hlboké adresy sú dlhé, ťažko sa čítajú a často znamenajú, že stránka je veľa kliknutí od domovskej.",
    },
  },
  "url-double-slash": {
    label: "Cesta nemá zdvojené lomky",
    fix: "Opravte šablónu alebo prepisovacie pravidlo, ktoré spája časti cesty s lomkou navyše, a tvar so zdvojenou lomkou natrvalo presmerujte na adresu s jednou.",
    messages: {
      doubledSlashes:
        "Cesta {path} má zdvojené lomky: servery ju často obslúžia rovnako ako adresu s jednou lomkou, a vznikne duplikát.",
    },
  },
  "url-file-extension": {
    label: "Adresa neprezrádza technológiu servera",
    fix: "Poskytujte stránky na adresách bez prípony technológie (/kontakt namiesto /kontakt.php), aby prežili zmenu platformy; ak ich meníte, staré adresy natrvalo presmerujte.",
    messages: {
      serverExtension:
        "Cesta {path} končí na .{extension}: prechod na inú platformu by zmenil každú adresu alebo by si vyžiadal presmerovanie pre každú.",
    },
  },
  "url-length": {
    label: "Adresa má najviac 115 znakov",
    fix: "Skráťte adresu: v ceste niekoľko výstižných slov, bez dátumov, ID či opakovaných priečinkov, ak návštevníkovi nepomáhajú; starú adresu natrvalo presmerujte.",
    messages: {
      tooLong:
        "Adresa {url} má {length} znakov; nad {max} sa vo výsledkoch skracuje a ťažko sa číta či zdieľa.",
    },
  },
  "url-non-ascii": {
    label: "Adresy sú v ASCII, ostatné znaky percentovo zakódované",
    fix: "Znaky mimo ASCII v adresách percentovo zakódujte ako UTF-8 (/ko%C5%A1ice, nie /košice), alebo v nových cestách použite slová v ASCII (/kosice); odkazy zapísané inak, než ako sa žiadajú, môžu skončiť ako dve adresy.",
    messages: {
      requestedUrl: "Žiadaná adresa {url} obsahuje nezakódované znaky mimo ASCII.",
      finalUrl: "Konečná adresa {url} obsahuje nezakódované znaky mimo ASCII.",
      link: '<a href="{href}"> v rámci webu obsahuje nezakódované znaky mimo ASCII.',
    },
  },
  "url-parameters": {
    label: "Adresa má najviac tri parametre dopytu",
    fix: "Parametre triedenia, filtrov a sledovania nedávajte do adries, na ktoré odkazujete a ktoré sú v sitemape; stránkam, ktoré majú byť vo výsledkoch, dajte čistú cestu a varianty s parametrami nasmerujte na ňu kanonickým odkazom.",
    messages: {
      tooMany:
        "Adresa má priveľa parametrov dopytu ({count}: {names}); každá ich kombinácia je ďalšia adresa, ktorú môžu roboty stiahnuť a indexovať.",
    },
  },
  "url-session-id": {
    label: "Adresa nenesie identifikátor relácie",
    fix: "Relácie držte v cookies, nie v adresách: vypnite relácie v URL (napr. session.use_trans_sid v PHP, prepisovanie URL v Jave, cookieless relácie v ASP.NET), aby každý návštevník aj robot videl pre stránku jednu adresu.",
    messages: {
      inPath:
        "{url} nesie identifikátor relácie („{found}“ v ceste): každá návšteva vytvorí novú adresu tej istej stránky, takže roboty sťahujú a indexujú duplikáty.",
      inQuery:
        "{url} nesie identifikátor relácie (parameter {name}): každá návšteva vytvorí novú adresu tej istej stránky, takže roboty sťahujú a indexujú duplikáty.",
    },
  },
  "url-underscores": {
    label: "Slová v ceste oddeľujú spojovníky, nie podčiarkovníky",
    fix: "V nových adresách oddeľujte slová spojovníkmi (/razny-chlieb, nie /razny_chlieb), ako odporúča Google; existujúce stránky meňte len spolu s trvalým presmerovaním.",
    messages: {
      underscores:
        "Cesta {path} spája slová podčiarkovníkmi; Google považuje za oddeľovače slov pomlčky, nie podčiarkovníky.",
    },
  },
  "url-uppercase": {
    label: "Cesta je malými písmenami",
    fix: "Používajte cesty malými písmenami; adresu so zmiešanými písmenami natrvalo presmerujte na verziu s malými a odkazujte len na ňu, lebo väčšina serverov považuje /Obchod a /obchod za dve stránky.",
    messages: {
      capitals:
        "Cesta {path} obsahuje veľké písmená: {url} a jej dvojča s malými písmenami môžu byť dve rôzne stránky.",
    },
  },
} satisfies Translations
