import type { RuleMessages } from "@svc/core"

/** Slovak labels and fixes of the pack's redirect, title, link, image, sitemap, social, structured-data and URL rules. */
export const skMessages: Readonly<Record<string, RuleMessages>> = {
  "meta-refresh": {
    label: "Stránka sa po čase sama neobnovuje ani nepresmerúva",
    fix: 'Odstráňte časovaný <meta http-equiv="refresh">. Návštevníkov presmerujte na serveri kódom 301/308; obsah nech si obnovia sami, keď chcú.',
  },
  "meta-refresh-redirect": {
    label: "Stránka nepresmerúva cez meta refresh",
    fix: 'Nahraďte presmerovanie cez <meta http-equiv="refresh"> presmerovaním na serveri (301 alebo 308) z tejto adresy na cieľ a odkazujte priamo na cieľ.',
  },
  "redirect-chain": {
    label: "Stránka je dostupná najviac po jednom presmerovaní",
    fix: "Nasmerujte odkazy, kanonické adresy, položky sitemapy aj všetky presmerovania priamo na konečnú adresu, aby sa k nej každá stará adresa dostala jedným skokom.",
  },
  "redirect-loop": {
    label: "Presmerovania sa nevracajú na už navštívenú adresu",
    fix: "Prerušte slučku: nech adresa, ktorá presmerúva späť, sama odpovie kódom 200, alebo ju raz natrvalo presmerujte na konečnú stránku. Skontrolujte pravidlá závislé od cookies, jazyka či zariadenia: roboty si nič z toho nepamätajú.",
  },
  "redirect-temporary": {
    label: "Presunuté adresy presmerúvajú natrvalo",
    fix: "Ak sa stránka presunula natrvalo, odpovedajte na starej adrese kódom 301 alebo 308 namiesto 302, 303 či 307, aby vyhľadávače indexovali novú adresu a preniesli na ňu jej signály.",
  },
  "redirect-url-variant": {
    label: "Žiadaná adresa je vlastnou adresou stránky, nie variantom, ktorý presmerúva",
    fix: "Odkazujte, uvádzajte v sitemape a zdieľajte konečnú adresu presne tak, ako ju server poskytuje (rovnaká lomka, veľkosť písmen aj doména), aby žiadna návšteva nezačínala presmerovaním.",
  },
  "redirects-http": {
    label: "Adresa http:// presmerúva na HTTPS",
    fix: "Presmerujte každú požiadavku na http:// natrvalo (301 alebo 308) na rovnakú cestu na https://, na serveri alebo v CDN, ešte pred akýmkoľvek iným presmerovaním.",
  },
}
