import type { RuleMessages } from "@svc/core"

/** Slovak labels and fixes of the technical pack. */
export const sk: Readonly<Record<string, RuleMessages>> = {
  "cache-validators": {
    label: "Stránku možno overiť cez ETag alebo Last-Modified",
    fix: "Posielajte s HTML hlavičku ETag alebo Last-Modified a na If-None-Match / If-Modified-Since odpovedajte 304 Not Modified, keď sa nič nezmenilo.",
  },
  charset: {
    label: "Stránka včas uvádza kódovanie znakov",
    fix: 'Posielajte Content-Type: text/html; charset=utf-8 a dajte <meta charset="utf-8"> na začiatok <head>, do prvých 1 024 bajtov.',
  },
  "charset-conflict": {
    label: "Hlavička aj stránka uvádzajú rovnaké kódovanie znakov",
    fix: "Uvádzajte všade jedno kódovanie: rovnaký charset v hlavičke Content-Type aj v jedinom <meta charset> stránky (UTF-8).",
  },
  "charset-utf-8": {
    label: "Stránka je v kódovaní UTF-8",
    fix: 'Ukladajte a posielajte stránku v UTF-8: Content-Type: text/html; charset=utf-8 a <meta charset="utf-8">.',
  },
  "clickjacking-mitigation": {
    label: "Stránka určuje, kto ju smie vložiť do rámca",
    fix: "Posielajte Content-Security-Policy: frame-ancestors 'self' (s partnermi, ktorí ju smú vkladať) alebo X-Frame-Options: SAMEORIGIN.",
  },
  "content-type-declared": {
    label: "Odpoveď uvádza svoj Content-Type",
    fix: "Posielajte so stránkou Content-Type: text/html; charset=utf-8, aby prehliadače a vyhľadávače nemuseli hádať.",
  },
  "content-type": {
    label: "Stránka sa posiela ako text/html",
    fix: "Posielajte so stránkou Content-Type: text/html; charset=utf-8.",
  },
  "csp-xss": {
    label: "Content Security Policy chráni stránku pred cross-site scriptingom",
    fix: "Posielajte prísnu hlavičku Content-Security-Policy: script-src 'nonce-{náhodné}' 'strict-dynamic' https:; object-src 'none'; base-uri 'none' — s novým nonce na každom <script> pri každej odpovedi.",
  },
  doctype: {
    label: "Stránka má HTML doctype",
    fix: "Dajte <!DOCTYPE html> úplne na prvý riadok stránky, pred akýkoľvek text či značku.",
  },
  "dom-size": {
    label: "Stránka má úsporný DOM",
    fix: "Vykresľujte menej prvkov: dlhé zoznamy stránkujte alebo dokresľujte postupne, vynechajte zbytočné obaľovacie <div> a skryté menu či šablóny nedávajte do úvodného HTML.",
  },
  "duplicate-id": {
    label: "Každé id je použité raz",
    fix: "Urobte každé id jedinečným: odkazy na #id, skripty aj štýly zasiahnu len prvý prvok, ktorý ho má.",
  },
  "duplicate-id-aria": {
    label: "Každé id, ktoré niečo popisuje alebo pomenúva, je jedinečné",
    fix: "Každé id, na ktoré ukazuje <label for> alebo aria-labelledby, aria-describedby či aria-controls, musí byť na stránke jedinečné, aby odkaz trafil správny prvok.",
  },
  favicon: {
    label: "Stránka uvádza favicon",
    fix: 'Pridajte do <head> <link rel="icon" href="/favicon.svg"> (alebo PNG s rozmerom násobku 48 px): zobrazuje sa vo výsledkoch vyhľadávania aj na kartách prehliadača.',
  },
  "form-insecure": {
    label: "Každý formulár posiela údaje cez HTTPS",
    fix: "Nasmerujte action každého formulára na adresu https:// (alebo ju na HTTPS stránke nechajte relatívnu), aby sa to, čo návštevníci napíšu, šifrovalo.",
  },
  "has-hsts": {
    label: "Stránka posiela silnú hlavičku Strict-Transport-Security",
    fix: "Keď všetky subdomény bežia na HTTPS, posielajte v každej HTTPS odpovedi Strict-Transport-Security: max-age=63072000; includeSubDomains; preload.",
  },
  "head-elements-in-body": {
    label: "Každý title, meta a odkaz hlavičky sa načíta do <head>",
    fix: "V <head> nechajte len title, meta, link, script, style, base, noscript a template. Iné prvky (<img>, <div>, zatúlaný text) presuňte do <body> pod prvky hlavičky.",
  },
  "hsts-preload": {
    label: "Politika HSTS pokrýva subdomény a spĺňa podmienky zoznamu preload prehliadačov",
    fix: "Keď všetky subdomény bežia na HTTPS, posielajte Strict-Transport-Security: max-age=63072000; includeSubDomains; preload a prihláste doménu na hstspreload.org.",
  },
  "html-cache-control": {
    label: "Stránka uvádza, ako dlho ju možno uchovať vo vyrovnávacej pamäti",
    fix: "Posielajte s HTML hlavičku Cache-Control, napr. Cache-Control: no-cache (použiť po overení) alebo max-age=300 pre stránky, ktoré môžu byť pár minút staré.",
  },
  "html-has-lang": {
    label: "Prvok <html> uvádza jazyk stránky",
    fix: 'Uveďte jazyk stránky na koreňovom prvku, napr. <html lang="sk"> (alebo lang="en", lang="es-MX").',
  },
  "html-lang-valid": {
    label: "Atribút lang prvku <html> uvádza skutočný jazyk",
    fix: 'Použite značku BCP 47, ktorá začína kódom jazyka ISO 639: lang="sk", lang="en-GB" — nie "slovak", "sk_SK" ani "cz" pre češtinu.',
  },
  "html-size": {
    label: "HTML dokument je dosť malý, aby sa stiahol a indexoval celý",
    fix: "Zmenšite HTML: vložené dáta, skripty, štýly a SVG sprity presuňte do súborov vo vyrovnávacej pamäti, dlhé zoznamy stránkujte a nevkladajte obrázky ako data: URL.",
  },
  "html-xml-lang-mismatch": {
    label: "Atribúty lang a xml:lang prvku <html> uvádzajú ten istý jazyk",
    fix: "Dajte lang aj xml:lang rovnakú hodnotu alebo xml:lang vynechajte: stránkam HTML stačí lang.",
  },
  "http-compression": {
    label: "HTML sa posiela skomprimované",
    fix: "Zapnite na webovom serveri alebo CDN kompresiu Brotli alebo gzip pre text/html (aj CSS, JavaScript, SVG a JSON).",
  },
  "http-resource-urls": {
    label: "Zdroje stránky sú uvedené adresami https://",
    fix: "Píšte pre každý skript, štýl, obrázok a rámec adresy https:// (alebo relatívne) a nespoliehajte sa, že upgrade-insecure-requests prepíše adresy http://.",
  },
  "image-dimensions": {
    label: "Každý obrázok si šírkou a výškou rezervuje miesto",
    fix: 'Dajte každému <img> atribúty width a height s jeho vlastnými rozmermi (napr. width="1200" height="800") a škálujte ho v CSS cez height: auto, aby rozloženie pri načítaní neposkakovalo.',
  },
  "inline-code-weight": {
    label: "Vložené skripty a štýly sú malé",
    fix: "Veľké vložené skripty, štýly a dátové bloky presuňte do externých súborov, ktoré si prehliadač uloží; vložte len trochu CSS potrebného pre prvú obrazovku.",
  },
  "is-on-https": {
    label: "Stránka aj všetko, čo načítava, používa HTTPS",
    fix: "Poskytujte stránku cez HTTPS, presmerujte http:// natrvalo na https:// a všetky obrázky, skripty, štýly a rámce načítavajte z adries https://.",
  },
  "legacy-doctype": {
    label: "Stránka používa krátky doctype HTML",
    fix: "Nahraďte doctype HTML 4 alebo XHTML 1 za <!DOCTYPE html> a overujte stránku ako HTML.",
  },
  "meta-viewport": {
    label: "Viewport dovoľuje návštevníkom zväčšovať",
    fix: 'Odstráňte z <meta name="viewport"> user-scalable=no a maximum-scale pod 2: stačí "width=device-width, initial-scale=1".',
  },
  "obsolete-elements": {
    label: "Stránka nepoužíva zastarané prvky HTML",
    fix: "Nahraďte zastarané prvky: rozloženie a vzhľad (<center>, <font>, <big>, <tt>, <strike>) cez CSS, <marquee> a <blink> ničím, <acronym> cez <abbr> a rámce skutočnými stránkami.",
  },
  "permissions-policy": {
    label: "Platná Permissions-Policy obmedzuje funkcie prehliadača, ktoré stránka smie používať",
    fix: "Posielajte hlavičku Permissions-Policy, ktorá vypne, čo stránka nepoužíva, napr. camera=(), microphone=(), geolocation=(), browsing-topics=() — v štruktúrovanej syntaxi, nie v syntaxi Feature-Policy \"camera 'none'\".",
  },
  "redirects-http": {
    label: "Adresa http:// presmeruje na HTTPS",
    fix: "Na každú požiadavku http:// odpovedzte trvalým presmerovaním (301 alebo 308) na tú istú cestu na https://.",
  },
  "referrer-policy": {
    label: "Stránka neposiela iným webom svoju celú adresu",
    fix: "Posielajte Referrer-Policy: strict-origin-when-cross-origin (alebo slabšiu politiku odstráňte: toto je predvolené správanie prehliadačov).",
  },
  "render-blocking-scripts": {
    label: "Žiadny skript v <head> neblokuje prvé vykreslenie",
    fix: "Pridajte každému <script src> v <head> defer (alebo async pre nezávislé skripty, napr. analytiku), prípadne ho presuňte na koniec <body>.",
  },
  "render-blocking-stylesheets": {
    label: "Prvé vykreslenie blokuje len málo štýlov, všetky z vlastného pôvodu stránky",
    fix: "Spojte štýly, vložte CSS potrebné pre prvú obrazovku, CSS písiem a knižníc poskytujte z vlastného pôvodu a zvyšok načítajte cez media alebo preload.",
  },
  "server-header-disclosure": {
    label: "Hlavičky odpovede neprezrádzajú verzie softvéru",
    fix: "Odstráňte X-Powered-By, X-AspNet-Version a podobné hlavičky a z hlavičky Server vypustite verziu (napr. server_tokens off v nginx, ServerTokens Prod v Apache).",
  },
  "server-response-time": {
    label: "Server odpovedá rýchlo",
    fix: "Odpovedzte do 600 ms (cieľ 200 ms): ukladajte vykreslené HTML do vyrovnávacej pamäte alebo použite CDN, zrýchlite pomalé databázové dopyty a majte server blízko návštevníkov.",
  },
  "unsafe-cross-origin-links": {
    label: "Odkazy, ktoré otvárajú iné weby v novom okne, nemôžu ovládať túto stránku",
    fix: 'Pridajte rel="noopener" odkazom, ktoré otvárajú iný web v pomenovanom okne (target="_new", target="obchod"), a rel="opener" vynechajte, pokiaľ ten web nemusí túto stránku ovládať.',
  },
  "unterminated-elements": {
    label: "Žiadny neuzavretý prvok ani komentár nepohltí zvyšok stránky",
    fix: "Uzavrite prvok (</title>, </textarea>, </script>, </style>, …) alebo komentár (-->) tam, kde má skončiť.",
  },
  "valid-lang": {
    label: "Každý atribút lang na stránke uvádza skutočný jazyk",
    fix: 'Dajte každému prvku, ktorý mení jazyk, platnú značku, napr. <span lang="de">, alebo atribút lang odstráňte.',
  },
  viewport: {
    label: 'Stránka má <meta name="viewport"> so šírkou alebo initial-scale',
    fix: 'Pridajte do <head> <meta name="viewport" content="width=device-width, initial-scale=1">.',
  },
  "viewport-fixed-width": {
    label: "Viewport sa riadi šírkou zariadenia",
    fix: 'Použite <meta name="viewport" content="width=device-width, initial-scale=1"> a responzívne rozloženie namiesto pevnej šírky v pixeloch.',
  },
  "x-content-type-options": {
    label: "Odpoveď zakazuje hádanie typu MIME",
    fix: "Posielajte v každej odpovedi X-Content-Type-Options: nosniff a každý súbor so správnym Content-Type.",
  },
}
