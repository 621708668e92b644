import type { Translations } from "../index"

/** Slovak labels, fixes and messages (English is in each rule). */
export const sk = {
  "robots-txt-size": {
    label: "robots.txt je dosť malý na to, aby sa prečítal celý (najviac 500 KiB)",
    fix: "Skráťte robots.txt pod 500 KiB: zlúčte user agentov s rovnakými pravidlami, namiesto vymenúvania adries použite zástupné znaky (*, $) a blokované časti dajte pod jednu predponu.",
    messages: {
      tooLarge: "{url} má {kib} KiB: Google ignoruje všetko za 500 KiB, od riadku {line} ďalej.",
    },
  },
  "theme-color": {
    label: "Stránka určuje farbu rozhrania prehliadača",
    fix: 'Pridajte do <head> <meta name="theme-color" content="#1a4d2e"> (farbu značky); pre tmavý režim pridajte druhú s media="(prefers-color-scheme: dark)".',
    messages: {
      missing: 'V <head> chýba <meta name="theme-color">.',
      empty: '<meta name="theme-color"> je prázdny.',
    },
  },
  "theme-color-valid": {
    label: "Každá farba témy je farba CSS",
    fix: "Zapíšte farbu tak ako v CSS: „#1a4d2e“, „rgb(26 77 46)“, „hsl(145 50% 20%)“ alebo názov farby, napr. „darkgreen“.",
    messages: {
      notAColour: '<meta name="theme-color" content="{content}"> nie je farba CSS.',
    },
  },
} satisfies Translations
