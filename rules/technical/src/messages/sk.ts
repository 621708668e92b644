import type { Translations } from "../index"

/** Slovak labels and fixes of the technical pack. */
export const sk = {
  "cache-validators": {
    label: "Stránku možno overiť cez ETag alebo Last-Modified",
    fix: "Posielajte s HTML hlavičku ETag alebo Last-Modified a na If-None-Match / If-Modified-Since odpovedajte 304 Not Modified, keď sa nič nezmenilo.",
    messages: {
      noValidator:
        "Odpoveď nemá ETag ani Last-Modified: prehliadače a vyhľadávače sa nemôžu opýtať, či sa zmenila, a zakaždým ju sťahujú celú.",
    },
  },
  charset: {
    label: "Stránka včas uvádza kódovanie znakov",
    fix: 'Posielajte Content-Type: text/html; charset=utf-8 a dajte <meta charset="utf-8"> na začiatok <head>, do prvých 1 024 bajtov.',
    messages: {
      late: "Hlavička Content-Type neuvádza charset a prvá deklarácia kódovania („{charset}“) začína na bajte {offset}, za prvými 1 024 bajtmi, v ktorých ju prehliadače hľadajú.",
      outsideHead:
        "Hlavička Content-Type neuvádza charset a prvá deklarácia kódovania („{charset}“) nie je v <head>, kde ju prehliadače hľadajú.",
      undeclared:
        "Hlavička Content-Type neuvádza charset a stránka nemá <meta charset>: prehliadače musia kódovanie hádať.",
    },
  },
  "charset-conflict": {
    label: "Hlavička aj stránka uvádzajú rovnaké kódovanie znakov",
    fix: "Uvádzajte všade jedno kódovanie: rovnaký charset v hlavičke Content-Type aj v jedinom <meta charset> stránky (UTF-8).",
    messages: {
      headerContradictsBom:
        "Hlavička Content-Type uvádza „{label}“ ({encoding}), ale značka poradia bajtov (BOM) núti prehliadače čítať stránku ako UTF-8.",
      metaContradictsBom:
        '<meta charset="{label}"> uvádza {encoding}, ale značka poradia bajtov (BOM) núti prehliadače čítať stránku ako UTF-8.',
      metaContradictsHeader:
        '<meta charset="{label}"> uvádza {encoding}, ale prehliadače sa riadia hodnotou „{winner}“ ({winning}) z hlavičky Content-Type.',
      metaContradictsMeta:
        '<meta charset="{label}"> uvádza {encoding}, ale prehliadače sa riadia prvým <meta charset="{winner}"> ({winning}).',
    },
  },
  "charset-utf-8": {
    label: "Stránka je v kódovaní UTF-8",
    fix: 'Ukladajte a posielajte stránku v UTF-8: Content-Type: text/html; charset=utf-8 a <meta charset="utf-8">.',
    messages: {
      headerNotUtf8:
        "Hlavička Content-Type uvádza „{label}“ ({encoding}): znaky mimo tohto kódovania sa pokazia vo formulároch, adresách URL a feedoch a štandard HTML vyžaduje UTF-8.",
      metaNotUtf8:
        '<meta charset="{label}"> uvádza {encoding}: znaky mimo tohto kódovania sa pokazia vo formulároch, adresách URL a feedoch a štandard HTML vyžaduje UTF-8.',
    },
  },
  "clickjacking-mitigation": {
    label: "Stránka určuje, kto ju smie vložiť do rámca",
    fix: "Posielajte Content-Security-Policy: frame-ancestors 'self' (s partnermi, ktorí ju smú vkladať) alebo X-Frame-Options: SAMEORIGIN.",
    messages: {
      unprotected:
        "Chýba direktíva frame-ancestors v Content-Security-Policy aj hlavička X-Frame-Options: stránku môže do rámca vložiť ktorýkoľvek web.",
      invalidFrameOptions:
        "X-Frame-Options „{value}“ nie je DENY ani SAMEORIGIN a žiadna Content-Security-Policy neuvádza frame-ancestors.",
    },
  },
  "content-type-declared": {
    label: "Odpoveď uvádza svoj Content-Type",
    fix: "Posielajte so stránkou Content-Type: text/html; charset=utf-8, aby prehliadače a vyhľadávače nemuseli hádať.",
    messages: {
      missingLooksHtml:
        "Odpoveď nemá hlavičku Content-Type: prehliadače a vyhľadávače musia hádať, čo to je (telo začína ako HTML, takže asi uhádnu správne).",
      missing: "Odpoveď nemá hlavičku Content-Type.",
    },
  },
  "content-type": {
    label: "Stránka sa posiela ako text/html",
    fix: "Posielajte so stránkou Content-Type: text/html; charset=utf-8.",
    messages: {
      missingNotHtml:
        "Odpoveď nemá hlavičku Content-Type a jej telo nezačína ako HTML: prehliadače a vyhľadávače ju nemôžu spracovať ako webovú stránku.",
      notHtml:
        "Stránka sa posiela ako „{mediaType}“, nie text/html: prehliadače môžu zobraziť jej zdrojový kód alebo ju stiahnuť a vyhľadávače ju nemusia indexovať ako webovú stránku.",
    },
  },
  "csp-xss": {
    label: "Content Security Policy chráni stránku pred cross-site scriptingom",
    fix: "Posielajte prísnu hlavičku Content-Security-Policy: script-src 'nonce-{náhodné}' 'strict-dynamic' https:; object-src 'none'; base-uri 'none' — s novým nonce na každom <script> pri každej odpovedi.",
    messages: {
      noPolicy: "Neuplatňuje sa žiadna Content-Security-Policy (v hlavičke ani v <meta>).",
      missingDirective: "Politike chýba direktíva {directive}, takže sa dá obísť.",
      hostAllowlist:
        "Direktíva {directive} sa spolieha na zoznam povolených hostiteľov, ktorý sa často dá obísť; nemá nonce ani hash so 'strict-dynamic'.",
      unsafeInline:
        "{value} v {directive} dovolí spustiť podstrčené skripty a obsluhy udalostí priamo v stránke.",
      looseSource: "{value} v {directive} dovolí načítať skripty z akéhokoľvek hostiteľa.",
    },
  },
  doctype: {
    label: "Stránka má HTML doctype",
    fix: "Dajte <!DOCTYPE html> úplne na prvý riadok stránky, pred akýkoľvek text či značku.",
    messages: {
      missing: "Stránka nemá doctype: prehliadače ju vykresľujú v režime quirks.",
      late: "Doctype je až za iným obsahom, preto ho prehliadače ignorujú a vykresľujú stránku v režime quirks.",
      quirks: "Doctype {doctype} prepne prehliadače do režimu quirks.",
      limitedQuirks: "Doctype {doctype} prepne prehliadače do režimu limited-quirks.",
    },
  },
  "dom-size": {
    label: "Stránka má úsporný DOM",
    fix: "Vykresľujte menej prvkov: dlhé zoznamy stránkujte alebo dokresľujte postupne, vynechajte zbytočné obaľovacie <div> a skryté menu či šablóny nedávajte do úvodného HTML.",
    messages: {
      large:
        "<body> obsahuje {elements} prvkov (Lighthouse prijme najviac 818), vnorených do hĺbky {depth}; najviac potomkov pod jedným prvkom: {children}.",
      largeAtLeast:
        "<body> obsahuje aspoň {elements} prvkov (Lighthouse prijme najviac 818), vnorených do hĺbky {depth}; najviac potomkov pod jedným prvkom: {children}.",
      readCut:
        "Stránka má viac ako {nodes} prvkov a komentárov, viac, než audit prečíta: skončil na riadku {line}, stĺpci {column}, a ďalej už nič nekontroloval.",
    },
  },
  "duplicate-id": {
    label: "Každé id je použité raz",
    fix: "Urobte každé id jedinečným: odkazy na #id, skripty aj štýly zasiahnu len prvý prvok, ktorý ho má.",
    messages: {
      duplicate: "Id „{id}“ je použité {count}-krát (riadky {lines}).",
    },
  },
  "duplicate-id-aria": {
    label: "Každé id, ktoré niečo popisuje alebo pomenúva, je jedinečné",
    fix: "Každé id, na ktoré ukazuje <label for> alebo aria-labelledby, aria-describedby či aria-controls, musí byť na stránke jedinečné, aby odkaz trafil správny prvok.",
    messages: {
      duplicate:
        "Id „{id}“, na ktoré ukazuje {reference}, je použité {count}-krát: odkaz trafí len prvý prvok.",
    },
  },
  favicon: {
    label: "Stránka uvádza favicon",
    fix: 'Pridajte do <head> <link rel="icon" href="/favicon.svg"> (alebo PNG s rozmerom násobku 48 px): zobrazuje sa vo výsledkoch vyhľadávania aj na kartách prehliadača.',
    messages: {
      noIcon:
        'V <head> nie je <link rel="icon">: prehliadače a Google siahnu po /favicon.ico, ktorý tento audit nesťahuje.',
      onlyTouchIcon:
        'Je uvedená len apple-touch-icon, žiadny <link rel="icon">: prehliadače a Google siahnu po /favicon.ico, ktorý tento audit nesťahuje.',
    },
  },
  "form-insecure": {
    label: "Každý formulár posiela údaje cez HTTPS",
    fix: "Nasmerujte action každého formulára na adresu https:// (alebo ju na HTTPS stránke nechajte relatívnu), aby sa to, čo návštevníci napíšu, šifrovalo.",
    messages: {
      insecure: "Formulár posiela údaje cez HTTP na {url}.",
    },
  },
  "has-hsts": {
    label: "Stránka posiela silnú hlavičku Strict-Transport-Security",
    fix: "Keď všetky subdomény bežia na HTTPS, posielajte v každej HTTPS odpovedi Strict-Transport-Security: max-age=63072000; includeSubDomains; preload.",
    messages: {
      missing: "Odpoveď nemá hlavičku Strict-Transport-Security.",
      noMaxAge: "Strict-Transport-Security „{header}“ nemá max-age.",
      shortMaxAge: "max-age={maxAge} v Strict-Transport-Security je kratší ako jeden rok (31536000 sekúnd).",
      emptyDirective: "Strict-Transport-Security „{header}“ má prázdnu direktívu (nadbytočnú „;“).",
      unknownDirective: "„{directive}“ v Strict-Transport-Security nie je direktíva HSTS.",
    },
  },
  "head-elements-in-body": {
    label: "Každý title, meta a odkaz hlavičky sa načíta do <head>",
    fix: "V <head> nechajte len title, meta, link, script, style, base, noscript a template. Iné prvky (<img>, <div>, zatúlaný text) presuňte do <body> pod prvky hlavičky.",
    messages: {
      inBody:
        "{tag} patrí do <head>, ale parser ho zaradí do <body>, kde ho prehliadače a vyhľadávače ignorujú.",
      bodyStartsWithElement: "Tu začína <body>, prvkom <{tag}>: prvky hlavičky za ním skončia v <body>.",
      bodyStartsWithText: "Tu začína <body>, textom „{text}“: prvky hlavičky za ním skončia v <body>.",
    },
  },
  "hsts-preload": {
    label: "Politika HSTS pokrýva subdomény a spĺňa podmienky zoznamu preload prehliadačov",
    fix: "Keď všetky subdomény bežia na HTTPS, posielajte Strict-Transport-Security: max-age=63072000; includeSubDomains; preload a prihláste doménu na hstspreload.org.",
    messages: {
      shortMaxAge:
        "Strict-Transport-Security nemá max-age aspoň 31536000 sekúnd (jeden rok), ktorý zoznam preload vyžaduje.",
      noIncludeSubDomains:
        "Strict-Transport-Security nemá includeSubDomains: subdomény zostávajú otvorené útokom typu downgrade.",
      noPreload:
        "Strict-Transport-Security nemá preload: prvá návšteva zostáva otvorená útokom typu downgrade, kým doména nie je v zozname preload prehliadačov.",
    },
  },
  "html-cache-control": {
    label: "Stránka uvádza, ako dlho ju možno uchovať vo vyrovnávacej pamäti",
    fix: "Posielajte s HTML hlavičku Cache-Control, napr. Cache-Control: no-cache (použiť po overení) alebo max-age=300 pre stránky, ktoré môžu byť pár minút staré.",
    messages: {
      missing:
        "Odpoveď nemá hlavičku Cache-Control: prehliadače a CDN hádajú, ako dlho stránku znovu používať (často desatinu jej veku).",
      onlyExpires:
        "Odpoveď má len Expires: {expires}, žiadny Cache-Control: cache, ktoré uprednostňujú Cache-Control, hádajú, ako dlho stránku znovu používať.",
    },
  },
  "html-has-lang": {
    label: "Prvok <html> uvádza jazyk stránky",
    fix: 'Uveďte jazyk stránky na koreňovom prvku, napr. <html lang="sk"> (alebo lang="en", lang="es-MX").',
    messages: {
      onlyXmlLang: '<html> má len xml:lang="{xmlLang}", ktorý dokumenty HTML ignorujú: potrebuje lang.',
      emptyLang: '<html> má prázdny atribút lang (lang="{lang}").',
      noLang: "<html> nemá atribút lang: čítačky obrazovky a prekladače musia jazyk hádať.",
    },
  },
  "html-lang-valid": {
    label: "Atribút lang prvku <html> uvádza skutočný jazyk",
    fix: 'Použite značku BCP 47, ktorá začína kódom jazyka ISO 639: lang="sk", lang="en-GB" — nie "slovak", "sk_SK" ani "cz" pre češtinu.',
    messages: {
      invalid: '<html {attribute}="{value}"> nezačína známym kódom jazyka podľa ISO 639.',
    },
  },
  "html-size": {
    label: "HTML dokument je dosť malý, aby sa stiahol a indexoval celý",
    fix: "Zmenšite HTML: vložené dáta, skripty, štýly a SVG sprity presuňte do súborov vo vyrovnávacej pamäti, dlhé zoznamy stránkujte a nevkladajte obrázky ako data: URL.",
    messages: {
      tooLarge: "HTML má {megabytes} MB: Googlebot číta len prvých 15 MB, zvyšok sa neindexuje.",
      heavy:
        "HTML má {megabytes} MB: telefóny ho musia celé stiahnuť a spracovať, kým sa stránka ustáli, a niektoré vyhľadávače prečítajú menej.",
    },
  },
  "html-xml-lang-mismatch": {
    label: "Atribúty lang a xml:lang prvku <html> uvádzajú ten istý jazyk",
    fix: "Dajte lang aj xml:lang rovnakú hodnotu alebo xml:lang vynechajte: stránkam HTML stačí lang.",
    messages: {
      mismatch: '<html lang="{lang}" xml:lang="{xmlLang}"> uvádza dva rôzne jazyky.',
    },
  },
  "http-compression": {
    label: "HTML sa posiela skomprimované",
    fix: "Zapnite na webovom serveri alebo CDN kompresiu Brotli alebo gzip pre text/html (aj CSS, JavaScript, SVG a JSON).",
    messages: {
      uncompressed:
        "HTML s veľkosťou {kilobytes} KB prišlo bez Content-Encoding: skomprimované by malo zvyčajne len pätinu až tretinu z toho.",
    },
  },
  "http-resource-urls": {
    label: "Zdroje stránky sú uvedené adresami https://",
    fix: "Píšte pre každý skript, štýl, obrázok a rámec adresy https:// (alebo relatívne) a nespoliehajte sa, že upgrade-insecure-requests prepíše adresy http://.",
    messages: {
      insecure: "Adresa {url} je zapísaná ako http:// a načíta sa cez HTTP.",
      upgradedByHeader:
        "Adresa {url} je zapísaná ako http:// a zdroj sa načíta len vďaka upgrade-insecure-requests v hlavičke Content-Security-Policy.",
      upgradedByMeta:
        "Adresa {url} je zapísaná ako http:// a zdroj sa načíta len vďaka upgrade-insecure-requests v politike v <meta>.",
    },
  },
  "image-dimensions": {
    label: "Každý obrázok si šírkou a výškou rezervuje miesto",
    fix: 'Dajte každému <img> atribúty width a height s jeho vlastnými rozmermi (napr. width="1200" height="800") a škálujte ho v CSS cez height: auto, aby rozloženie pri načítaní neposkakovalo.',
    messages: {
      unsized: '<img src="{src}"> nemá width a height, takže sa stránka pri jeho načítaní posunie.',
    },
  },
  "inline-code-weight": {
    label: "Vložené skripty a štýly sú malé",
    fix: "Veľké vložené skripty, štýly a dátové bloky presuňte do externých súborov, ktoré si prehliadač uloží; vložte len trochu CSS potrebného pre prvú obrazovku.",
    messages: {
      heavy:
        "Stránka má priamo vložených {scriptKilobytes} KB skriptov a {styleKilobytes} KB CSS (spolu viac ako 100 KB), ktoré sa posielajú znova pri každom zobrazení.",
      largestScript: "Najväčší je <script> s veľkosťou {kilobytes} KB.",
      largestStyle: "Najväčší je <style> s veľkosťou {kilobytes} KB.",
    },
  },
  "is-on-https": {
    label: "Stránka aj všetko, čo načítava, používa HTTPS",
    fix: "Poskytujte stránku cez HTTPS, presmerujte http:// natrvalo na https:// a všetky obrázky, skripty, štýly a rámce načítavajte z adries https://.",
    messages: {
      plainHttp: "Stránka sa posiela cez obyčajné HTTP: {url}.",
      blocked: "Zdroj {url} (<{tag}>) sa na stránke HTTPS načítava cez HTTP: prehliadače ho zablokujú.",
      upgraded:
        "Zdroj {url} (<{tag}>) sa na stránke HTTPS načítava cez HTTP: prehliadače ho prepnú na HTTPS alebo zobrazia varovanie.",
    },
  },
  "legacy-doctype": {
    label: "Stránka používa krátky doctype HTML",
    fix: "Nahraďte doctype HTML 4 alebo XHTML 1 za <!DOCTYPE html> a overujte stránku ako HTML.",
    messages: {
      legacy:
        "{doctype} je doctype HTML 4 / XHTML 1: stránka sa overuje podľa pravidiel, ktoré už nikto nedodržiava.",
    },
  },
  "meta-viewport": {
    label: "Viewport dovoľuje návštevníkom zväčšovať",
    fix: 'Odstráňte z <meta name="viewport"> user-scalable=no a maximum-scale pod 2: stačí "width=device-width, initial-scale=1".',
    messages: {
      blocksZoom: "Viewport „{content}“ blokuje priblíženie cez {setting}.",
    },
  },
  "obsolete-elements": {
    label: "Stránka nepoužíva zastarané prvky HTML",
    fix: "Nahraďte zastarané prvky: rozloženie a vzhľad (<center>, <font>, <big>, <tt>, <strike>) cez CSS, <marquee> a <blink> ničím, <acronym> cez <abbr> a rámce skutočnými stránkami.",
    messages: {
      obsolete: "<{tag}> je zastaraný (×{count}, prvýkrát na riadku {line}).",
      framed: "Stránka je <frameset>: jej obsah je v rámcoch, takže samotná stránka nemá čo indexovať.",
    },
  },
  "permissions-policy": {
    label: "Platná Permissions-Policy obmedzuje funkcie prehliadača, ktoré stránka smie používať",
    fix: "Posielajte hlavičku Permissions-Policy, ktorá vypne, čo stránka nepoužíva, napr. camera=(), microphone=(), geolocation=(), browsing-topics=() — v štruktúrovanej syntaxi, nie v syntaxi Feature-Policy \"camera 'none'\".",
    messages: {
      missing: "Odpoveď nemá hlavičku Permissions-Policy.",
      onlyFeaturePolicy:
        "Posiela sa len vyradená hlavička Feature-Policy („{value}“); súčasné prehliadače čítajú Permissions-Policy.",
      invalidMember:
        "Položka Permissions-Policy „{member}“ nemá platnú štruktúrovanú syntax, preto prehliadače ignorujú celú hlavičku.",
    },
  },
  "redirects-http": {
    label: "Adresa http:// presmeruje na HTTPS",
    fix: "Na každú požiadavku http:// odpovedzte trvalým presmerovaním (301 alebo 308) na tú istú cestu na https://.",
    messages: {
      neverHttps: "{requested} končí na {final}: nikdy sa nedostane na HTTPS.",
      neverHttpsAfterRedirects:
        "{requested} končí na {final} po presmerovaniach (spolu {count}): nikdy sa nedostane na HTTPS.",
      temporaryRedirect:
        "{url} sa dostane na HTTPS iba dočasným presmerovaním {status} na {location}: vyhľadávače si môžu ponechať adresu http://.",
    },
  },
  "referrer-policy": {
    label: "Stránka neposiela iným webom svoju celú adresu",
    fix: "Posielajte Referrer-Policy: strict-origin-when-cross-origin (alebo slabšiu politiku odstráňte: toto je predvolené správanie prehliadačov).",
    messages: {
      leakyHeader:
        "Hlavička Referrer-Policy nastavuje {policy}: každý odkaz aj požiadavka na zdroj posiela iným webom celú adresu stránky vrátane parametrov.",
      leakyMeta:
        '<meta name="referrer"> nastavuje {policy}: každý odkaz aj požiadavka na zdroj posiela iným webom celú adresu stránky vrátane parametrov.',
    },
  },
  "render-blocking-scripts": {
    label: "Žiadny skript v <head> neblokuje prvé vykreslenie",
    fix: "Pridajte každému <script src> v <head> defer (alebo async pre nezávislé skripty, napr. analytiku), prípadne ho presuňte na koniec <body>.",
    messages: {
      blocking: '<script src="{src}"> v <head> blokuje vykreslenie, kým sa nestiahne a nespustí.',
    },
  },
  "render-blocking-stylesheets": {
    label: "Prvé vykreslenie blokuje len málo štýlov, všetky z vlastného pôvodu stránky",
    fix: "Spojte štýly, vložte CSS potrebné pre prvú obrazovku, CSS písiem a knižníc poskytujte z vlastného pôvodu a zvyšok načítajte cez media alebo preload.",
    messages: {
      foreign: "Štýl {url} pochádza z iného pôvodu a musí sa načítať pred prvým vykreslením.",
      tooMany: "Počet štýlov, ktoré sa musia načítať pred prvým vykreslením: {count} (viac ako 3).",
    },
  },
  "server-header-disclosure": {
    label: "Hlavičky odpovede neprezrádzajú verzie softvéru",
    fix: "Odstráňte X-Powered-By, X-AspNet-Version a podobné hlavičky a z hlavičky Server vypustite verziu (napr. server_tokens off v nginx, ServerTokens Prod v Apache).",
    messages: {
      serverVersion:
        "Hlavička Server „{value}“ prezrádza softvér aj jeho verziu: útočníci ich porovnávajú so známymi zraniteľnosťami.",
      stackHeader:
        "Hlavička {name} „{value}“ prezrádza použitý softvér: útočníci ho porovnávajú so známymi zraniteľnosťami.",
    },
  },
  "server-response-time": {
    label: "Server odpovedá rýchlo",
    fix: "Odpovedzte do 600 ms (cieľ 200 ms): ukladajte vykreslené HTML do vyrovnávacej pamäte alebo použite CDN, zrýchlite pomalé databázové dopyty a majte server blízko návštevníkov.",
    messages: {
      slow: "Serveru trvalo {milliseconds} ms, kým poslal prvý bajt {url} (Lighthouse neprijme 600 ms a viac).",
    },
  },
  "unsafe-cross-origin-links": {
    label: "Odkazy, ktoré otvárajú iné weby v novom okne, nemôžu ovládať túto stránku",
    fix: 'Pridajte rel="noopener" odkazom, ktoré otvárajú iný web v pomenovanom okne (target="_new", target="obchod"), a rel="opener" vynechajte, pokiaľ ten web nemusí túto stránku ovládať.',
    messages: {
      namedTarget: '<a href="{href}" target="{target}"> dáva inému webu kontrolu nad týmto oknom.',
      relOpener: '<a href="{href}" target="{target}" rel="{rel}"> dáva inému webu kontrolu nad týmto oknom.',
    },
  },
  "unterminated-elements": {
    label: "Žiadny neuzavretý prvok ani komentár nepohltí zvyšok stránky",
    fix: "Uzavrite prvok (</title>, </textarea>, </script>, </style>, …) alebo komentár (-->) tam, kde má skončiť.",
    messages: {
      element:
        "<{tag}> sa nikdy neuzavrie: pohltí zvyšok stránky (počet znakov: {characters}), takže nič za ním sa nezobrazí ani neindexuje.",
      comment:
        "Komentár sa nikdy neuzavrie: pohltí zvyšok stránky (počet znakov: {characters}), takže nič za ním sa nezobrazí ani neindexuje.",
    },
  },
  "valid-lang": {
    label: "Každý atribút lang na stránke uvádza skutočný jazyk",
    fix: 'Dajte každému prvku, ktorý mení jazyk, platnú značku, napr. <span lang="de">, alebo atribút lang odstráňte.',
    messages: {
      invalidLang: '<{tag} lang="{value}"> neuvádza žiadny jazyk.',
      invalidXmlLang: '<{tag} xml:lang="{value}"> neuvádza žiadny jazyk.',
    },
  },
  viewport: {
    label: 'Stránka má <meta name="viewport"> so šírkou alebo initial-scale',
    fix: 'Pridajte do <head> <meta name="viewport" content="width=device-width, initial-scale=1">.',
    messages: {
      missing:
        'V <head> nie je <meta name="viewport">: telefóny rozložia stránku na šírku 980 px a zmenšia ju.',
      unreadableScale: "Viewport „{content}“ má initial-scale, ktorý prehliadače nevedia prečítať.",
      zoomedOut: "Viewport „{content}“ začína oddialený (initial-scale pod 1).",
      noWidth: "Viewport „{content}“ nenastavuje šírku ani initial-scale, ktorým by prehliadače rozumeli.",
    },
  },
  "viewport-fixed-width": {
    label: "Viewport sa riadi šírkou zariadenia",
    fix: 'Použite <meta name="viewport" content="width=device-width, initial-scale=1"> a responzívne rozloženie namiesto pevnej šírky v pixeloch.',
    messages: {
      fixedWidth:
        "Viewport „{content}“ pevne nastavuje šírku rozloženia na {width} px: telefóny ho zmenšia namiesto toho, aby ho prispôsobili.",
    },
  },
  "x-content-type-options": {
    label: "Odpoveď zakazuje hádanie typu MIME",
    fix: "Posielajte v každej odpovedi X-Content-Type-Options: nosniff a každý súbor so správnym Content-Type.",
    messages: {
      missing: "Odpoveď nemá hlavičku X-Content-Type-Options.",
      invalid: "X-Content-Type-Options je „{value}“; prehliadače reagujú len na hodnotu nosniff.",
    },
  },
} satisfies Translations
