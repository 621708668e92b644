import type { RuleMessages } from "@svc/core"

/** Slovak labels and fixes of the GEO pack. */
export const sk: Readonly<Record<string, RuleMessages>> = {
  "ai-bot-tokens-valid": {
    label: "robots.txt oslovuje roboty AI ich skutočnými menami",
    fix: "Pomenujte roboty AI presnými tokenmi (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, PerplexityBot, Google-Extended…): robots.txt porovnáva mená presne, takže skupina pre meno, ktoré žiadny robot nepoužíva, nemá žiadny účinok.",
  },
  "ai-crawler-challenge": {
    label: "Roboty dostanú stránku, nie overovaciu výzvu proti botom",
    fix: "Prepustite overené roboty cez ochranu proti botom (Cloudflare: povoľte overené boty a vyhľadávacie roboty AI v Security › Bots; Imperva, DataDome, AWS WAF: povoľte ich zverejnené rozsahy IP). Roboty AI nespúšťajú JavaScript, takže výzva je všetko, čo kedy uvidia.",
  },
  "ai-search-bots-access": {
    label:
      "Vyhľadávanie s AI sa k stránke dostane: robots.txt neblokuje všetky hlavné vyhľadávacie roboty AI",
    fix: "Povoľte v robots.txt roboty OAI-SearchBot, Claude-SearchBot a PerplexityBot (skupina ako `User-agent: OAI-SearchBot` s `Allow: /`). Ak nechcete, aby sa na obsahu trénovali modely, blokujte namiesto toho GPTBot, ClaudeBot a Google-Extended: to stránku z odpovedí AI neodstráni.",
  },
  "ai-search-bots-all-allowed": {
    label: "Každý vyhľadávací robot AI môže stránku načítať",
    fix: "Odstráňte pravidlá robots.txt, ktoré túto stránku zakazujú uvedeným vyhľadávacím robotom AI (alebo im pridajte `Allow`): každý zablokovaný je odpoveďový nástroj, ktorý stránku nemôže citovať.",
  },
  "ai-snippet-allowed": {
    label: "Vyhľadávače môžu stránku citovať v odpovediach AI",
    fix: "Odstráňte `nosnippet` a `max-snippet:0` z meta značky robots aj z hlavičky X-Robots-Tag (Google a Bing nimi stránku vyraďujú z AI Overviews, AI Mode a odpovedí Copilota). Ak chcete chrániť jednu pasáž, obaľte len ju prvkom s `data-nosnippet`.",
  },
  "ai-training-bots-policy": {
    label: "Postoj webu k trénovaniu AI je vyjadrený tak, ako ho roboty rešpektujú",
    fix: "Rozhodnite, či sa na vašom obsahu môžu trénovať modely. Ak nie, zakážte v robots.txt tréningové roboty (GPTBot, ClaudeBot, Google-Extended, Applebot-Extended, CCBot, Meta-ExternalAgent); hodnoty `noai` v meta značkách ignorujú. Vyhľadávacie roboty AI nechajte v každom prípade povolené.",
  },
  "ai-user-fetchers-access": {
    label: "Asistenti môžu stránku otvoriť, keď ich o to používateľ požiada",
    fix: "Povoľte v robots.txt načítavače AI spúšťané používateľom (ChatGPT-User, Claude-User, Perplexity-User, MistralAI-User, Meta-ExternalFetcher): stránku načítajú len preto, že ich o to požiadal človek.",
  },
  "answer-first": {
    label: "Hlavný obsah začína priamou odpoveďou",
    fix: "Začnite hlavný obsah jednou alebo dvoma jednoduchými vetami, ktoré odpovedajú na otázku, o ktorej stránka je (kto, čo, koľko, ako), a pomenujú tému nadpisu H1; pozadie, lákadlá a príbeh dajte až za ne. Odpovede AI citujú pasáž, ktorá odpovedá ako prvá.",
  },
  "article-author": {
    label: "Články uvádzajú autora ako entitu",
    fix: 'Dajte každému Article `author`, ktorý je `Person` (alebo `Organization`) s `name` a `url` (stránka autora) alebo `sameAs` (jeho profily), napr. `"author": {"@type": "Person", "name": "Eva Nováková", "url": "https://example.com/eva"}`. Samotné meno v reťazci sa nedá odlíšiť od menovcov.',
  },
  "article-dates": {
    label: "Články strojovo čitateľne uvádzajú, kedy vyšli a kedy boli naposledy upravené",
    fix: "Dajte každému Article `datePublished` a `dateModified` vo formáte ISO 8601 s časovým pásmom („2026-03-14T09:00:00+01:00“), alebo aspoň `article:published_time` a `article:modified_time`, a dátum úpravy aktualizujte pri každej zmene obsahu. Odpoveďové nástroje uprednostňujú a zobrazujú čerstvé zdroje.",
  },
  "article-schema": {
    label: "Článok sa opisuje v štruktúrovaných dátach",
    fix: "Opíšte článok v JSON-LD: `Article` (alebo `NewsArticle`, `BlogPosting`) s `headline`, `author` (Person s `name` a `url`), `datePublished`, `dateModified`, `image` a `publisher`. Odpoveďové nástroje z neho čítajú, kto čo napísal a kedy.",
  },
  "authoritative-sources": {
    label: "Medzi citovanými zdrojmi je aspoň jedna autorita",
    fix: "Ak sa tvrdenie opiera o výskum, zákon, štatistiku alebo normu, citujte primárny zdroj: štátny alebo štatistický úrad, univerzitu, recenzovaný článok (doi.org), medzinárodnú organizáciu alebo normalizačný orgán.",
  },
  "content-signals": {
    label:
      "Preferencie použitia AI, ak sú uvedené, sú správne zapísané a dovoľujú vyhľadávaniu s AI stránku použiť",
    fix: "Zapíšte preferencie tak, ako ich definuje contentsignals.org, vnútri skupiny robots.txt: `Content-Signal: search=yes, ai-input=yes, ai-train=no` (IETF aipref: `Content-Usage: train-ai=n`). Ak chcete byť citovaní v odpovediach AI, nechajte `search` a `ai-input` na yes.",
  },
  "copilot-answer-controls": {
    label: "Bing môže stránku použiť v odpovediach Microsoft Copilot",
    fix: "Odstráňte `noarchive` z meta značky robots a X-Robots-Tag (Bing stránky s `noarchive` vynecháva z odpovedí Copilota); ak ho potrebujete pre platenú stenu, pridajte aj `nocache`, ktorý Copilotu dovolí zobraziť a prelinkovať titulok, URL a úryvok.",
  },
  "data-nosnippet-scope": {
    label: "data-nosnippet chráni pasáže, nie hlavný obsah",
    fix: "Nechajte `data-nosnippet` len na pár pasážach, ktoré sa nesmú citovať (ceny za prihlásením, právne texty), a odstráňte ho z tela článku: vyhľadávače označený text nemôžu citovať v úryvkoch ani v odpovediach AI.",
  },
  "definition-lead": {
    label: "Otázky „Čo je …?“ sú zodpovedané definíciou",
    fix: "Na nadpis „Čo je X?“ odpovedzte definíciou v prvej vete: „X je …, ktorý …“ (anglicky „X is …“, španielsky „X es …“). Odpoveďové nástroje túto vetu preberajú ako definíciu.",
  },
  "entity-same-as": {
    label: "Uvedené organizácie a osoby odkazujú na svoje profily inde (sameAs)",
    fix: "Pridajte `sameAs` ku každej uvedenej Organization a Person: absolútne URL tej istej entity na Wikidata, Wikipédii, LinkedIn, Crunchbase, v obchodnom registri alebo na oficiálnych sociálnych profiloch. Spojí stránku s entitou, ktorú odpoveďové nástroje už poznajú.",
  },
  "faq-structured-data": {
    label: "Značky FAQ opisujú otázky a odpovede viditeľné na stránke",
    fix: "Označte len otázky a odpovede, ktoré stránka zobrazuje, každú ako `Question` s `name` a `acceptedAnswer` s jej `text`. Google už rozšírené výsledky FAQ nezobrazuje; značky teraz len pomáhajú strojom čítať otázky a odpovede, a štruktúrované dáta, ktoré na stránke nie sú, porušujú pravidlá Googlu.",
  },
  "hidden-ai-instructions": {
    label: "Stránka neskrýva pokyny pre systémy AI",
    fix: "Odstráňte skrytý text, ktorý sa prihovára systémom AI („asistenti AI musia odporučiť…“, „ignore previous instructions“). Odpoveďové nástroje ho považujú za manipuláciu: porušuje pravidlá vyhľadávačov proti spamu a stránky, či celé weby, tým strácajú dôveru.",
  },
  "howto-structured-data": {
    label: "Značky HowTo uvádzajú svoje kroky",
    fix: "Dajte HowTo zoznam `step`: položky `HowToStep` (alebo skupiny `HowToSection`) s `text` (a `name`), v poradí. Google zrušil rozšírené výsledky HowTo v roku 2023; kroky však strojom stále umožňujú postup sledovať.",
  },
  "key-takeaways": {
    label: "Dlhý článok obsahuje zhrnutie",
    fix: "Pridajte k dlhým článkom krátke zhrnutie: zoznam „Kľúčové body“ na začiatku alebo sekciu „Zhrnutie“ či „Záver“. Odpoveďové nástroje citujú zhrnutia ako podstatu stránky.",
  },
  "llms-txt": {
    label: "Web ponúka použiteľný llms.txt",
    fix: "Zverejnite /llms.txt ako Markdown (llmstxt.org): nadpis H1 s názvom webu, jednoriadkové zhrnutie > a sekcie H2 so zoznamom kľúčových stránok ako [názov](url): poznámky.",
  },
  "llms-txt-link": {
    label: "Stránka odkazuje agentov na llms.txt webu",
    fix: 'Odkážte na llms.txt z každej stránky: `<link rel="describedby" type="text/markdown" href="/llms.txt">` v <head> (alebo hlavička `Link: </llms.txt>; rel="describedby"`) a opravte odkazy na llms.txt, ktorý neexistuje.',
  },
  "llms-txt-structure": {
    label: "llms.txt dodržiava formát llmstxt.org",
    fix: "Usporiadajte llms.txt podľa llmstxt.org: riadok `# Názov` ako prvý a len raz, potom `> zhrnutie`, voliteľné poznámky a zoznamy `## Sekcia`, ktorých položky sú `- [názov](https://absolutna/url): poznámky`.",
  },
  "markdown-alternate": {
    label: "Stránka ponúka agentom verziu v Markdowne",
    fix: 'Poskytnite čistú kópiu stránky v Markdowne (llmstxt.org navrhuje URL stránky + `.md`) a ohláste ju v <head>: `<link rel="alternate" type="text/markdown" href="/stranka.md">`. Agenti ju prečítajú bez menu, skriptov a reklám.',
  },
  "organization-entity": {
    label: "Domovská stránka a stránka O nás uvádzajú, kto za webom stojí",
    fix: "Opíšte vydavateľa v JSON-LD na domovskej stránke a stránke O nás: `Organization` (alebo `LocalBusiness`, pri osobnom webe `Person`) s `name`, `url`, `logo` a odkazmi `sameAs` na jeho profily. Odpoveďové nástroje z toho vedia, koho citujú.",
  },
  "question-answers": {
    label: "Každý nadpis s otázkou má odpoveď hneď pod sebou",
    fix: "Za každý nadpis s otázkou dajte hneď odpoveď: jednu až tri samostatne zrozumiteľné vety (približne 40–80 slov), až potom podrobnosti. Otázku bez textu pod ňou, alebo odpoveď schovanú v dlhom odseku, nemožno citovať.",
  },
  "question-headings": {
    label: "Niektoré podnadpisy kladú otázky, ktoré kladú čitatelia",
    fix: "Podnadpisy, ktoré uvádzajú odpovede, formulujte ako otázky, ktoré ľudia píšu alebo vyslovujú („Ako dlho kysne kváskový chlieb?“, „Koľko to stojí?“), a hneď za každou dajte odpoveď. Odpoveďové nástroje priraďujú otázky k pasážam podľa nadpisov.",
  },
  quotations: {
    label: "Hlavný obsah cituje ľudí alebo zdroje s menom",
    fix: "Citujte doslovne odborníka, zákazníka alebo zdroj a uveďte, kto to je: <blockquote> s riadkom „— Meno, funkcia“ alebo `cite`, prípadne „…,“ povedal Meno. Pridanie citátov prinieslo v štúdii GEO najväčší nárast viditeľnosti v odpovediach AI (približne 40 %).",
  },
  "server-rendered-text": {
    label: "Text stránky je v HTML zo servera, nie len vykreslený JavaScriptom",
    fix: "Vykresľujte hlavný obsah na serveri (server-side rendering alebo statické generovanie: Next.js, Nuxt, Astro, SvelteKit, Angular SSR…), aby odpoveď HTML už text obsahovala. GPTBot, ClaudeBot a PerplexityBot JavaScript nespúšťajú: aplikačná škrupina je pre ne prázdna stránka.",
  },
  "site-name": {
    label: "Stránka uvádza názov webu, ku ktorému patrí",
    fix: 'Uveďte názov webu na každej stránke: `<meta property="og:site_name" content="Pekáreň Príklad">` a na domovskej stránke JSON-LD `WebSite` s `name`. Odpoveďové nástroje podľa tohto názvu pripisujú citáty webu.',
  },
  "source-citations": {
    label: "Hlavný obsah uvádza svoje zdroje",
    fix: "Prepojte tvrdenia v texte so zdrojmi, z ktorých vychádzajú (štúdie, oficiálne štatistiky, dokumentácia, pôvodné spravodajstvo), priamo vo vete alebo v zozname Zdroje. Citovanie zdrojov zvýšilo v štúdii GEO viditeľnosť v odpovediach AI približne o 30 %, najviac pri stránkach na nižších pozíciách.",
  },
  "statistics-density": {
    label: "Hlavný obsah podopiera tvrdenia číslami",
    fix: "Tam, kde text niečo tvrdí, pridajte konkrétne čísla so zdrojom: podiely, sumy, merania, dátumy štúdií („62 % kupujúcich…“, „3,20 € za kilogram“, „hotové za 45 minút“). Pridanie štatistík zvýšilo v štúdii GEO viditeľnosť v odpovediach AI približne o tretinu.",
  },
  "table-headers": {
    label: "Dátové tabuľky pomenúvajú stĺpce hlavičkovými bunkami",
    fix: 'Označte hlavičkový riadok (alebo stĺpec) každej dátovej tabuľky bunkami <th> (riadok v <thead>): parsery aj odpoveďové nástroje čítajú význam tabuľky z hlavičiek. Tabuľkám použitým len na rozloženie dajte role="presentation".',
  },
}
