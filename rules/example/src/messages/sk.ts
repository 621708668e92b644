import type { RuleMessages } from "@svc/core"

/** Slovak labels and fixes (English is in each rule). */
export const sk: Readonly<Record<string, RuleMessages>> = {
  "robots-txt-size": {
    label: "robots.txt je dosť malý na to, aby sa prečítal celý (najviac 500 KiB)",
    fix: "Skráťte robots.txt pod 500 KiB: zlúčte user agentov s rovnakými pravidlami, namiesto vymenúvania adries použite zástupné znaky (*, $) a blokované časti dajte pod jednu predponu.",
  },
  "theme-color": {
    label: "Stránka určuje farbu rozhrania prehliadača",
    fix: 'Pridajte do <head> <meta name="theme-color" content="#1a4d2e"> (farbu značky); pre tmavý režim pridajte druhú s media="(prefers-color-scheme: dark)".',
  },
  "theme-color-valid": {
    label: "Každá farba témy je farba CSS",
    fix: "Zapíšte farbu tak ako v CSS: „#1a4d2e“, „rgb(26 77 46)“, „hsl(145 50% 20%)“ alebo názov farby, napr. „darkgreen“.",
  },
}
