import type { Translations } from "../index"

/** Slovak labels and fixes of the experience pack. */
export const sk = {
  "color-contrast": {
    label: "Text sa zreteľne odlišuje od pozadia",
    fix: "Dajte textu kontrast aspoň 4,5 : 1 voči pozadiu (3 : 1 pre text od 24 px alebo tučný od 18,66 px): stmavte svetlosivý text, zosvetlite tmavé pozadie a skontrolujte text na obrázkoch aj pri prechode myšou a zameraní.",
  },
  "cumulative-layout-shift": {
    label: "Rozloženie stránky sa pri načítaní neposúva (Cumulative Layout Shift)",
    fix: "Vyhraďte miesto všetkému, čo sa načíta neskôr: width a height (alebo aspect-ratio) pre obrázky, videá a iframe, pevné miesta pre reklamy a vložený obsah, font-display: optional alebo náhradné písma s upravenou veľkosťou a žiadny obsah vkladaný nad už zobrazený.",
  },
  "image-delivery": {
    label: "Obrázky nie sú ťažšie, než ako sa zobrazujú",
    fix: "Posielajte každý obrázok vo veľkosti, v akej sa zobrazuje (srcset a sizes), skomprimovaný, vo formáte AVIF alebo WebP, a animácie ako video (MP4 alebo WebM) namiesto GIF.",
  },
  "largest-contentful-paint": {
    label: "Hlavný obsah sa zobrazí rýchlo (Largest Contentful Paint)",
    fix: 'Zobrazte najväčší prvok prvej obrazovky do 2,5 s: odpovedajte s HTML rýchlo, hlavný obrázok prednačítajte (fetchpriority="high", nikdy loading="lazy"), posielajte ho malý vo formáte AVIF alebo WebP a odstráňte pred ním blokujúce CSS a skripty.',
  },
  "render-blocking-resources": {
    label: "Žiadny štýl ani skript nezdržiava prvé vykreslenie",
    fix: "Vložte priamo do stránky CSS potrebné pre prvú obrazovku a zvyšok načítajte neblokujúco (media queries, preload), skriptom v <head> dajte defer alebo async a písma a štýly, bez ktorých sa stránka nezaobíde, hostujte u seba alebo sa na ne vopred pripojte (preconnect).",
  },
  "target-size": {
    label: "Odkazy a tlačidlá sú dosť veľké na ťuknutie",
    fix: "Urobte každý odkaz, tlačidlo a ovládací prvok formulára aspoň 24 × 24 CSS px (pohodlných je 48 px), alebo okolo menších nechajte 24 px voľného miesta: pridajte odsadenie ikonovým tlačidlám a rozostúpte odkazy v zoznamoch a pätičke.",
  },
  "total-blocking-time": {
    label: "Skripty nechávajú stránku pri načítaní reagovať (Total Blocking Time)",
    fix: "Pri načítaní posielajte menej JavaScriptu: odstráňte nepoužívané knižnice a značky tretích strán, rozdeľte balíky podľa stránok, odložte, čo prvá obrazovka nepotrebuje, a dlhé úlohy rozdeľte na časti kratšie ako 50 ms.",
  },
} satisfies Translations
