import type { Translations } from "../index"

/** Slovak labels, fixes and messages of the GEO pack. */
export const sk = {
  "ai-bot-tokens-valid": {
    label: "robots.txt oslovuje roboty AI ich skutočnými menami",
    fix: "Pomenujte roboty AI presnými tokenmi (GPTBot, OAI-SearchBot, ChatGPT-User, ClaudeBot, Claude-SearchBot, PerplexityBot, Google-Extended…): robots.txt porovnáva mená presne, takže skupina pre meno, ktoré žiadny robot nepoužíva, nemá žiadny účinok.",
    messages: {
      unknownToken:
        "Riadok {line} robots.txt „User-agent: {value}“ nepomenúva žiadny robot AI (myslený bol: {meant}), takže jeho skupina nič neblokuje ani nepovoľuje.",
    },
  },
  "ai-crawler-challenge": {
    label: "Roboty dostanú stránku, nie overovaciu výzvu proti botom",
    fix: "Prepustite overené roboty cez ochranu proti botom (Cloudflare: povoľte overené boty a vyhľadávacie roboty AI v Security › Bots; Imperva, DataDome, AWS WAF: povoľte ich zverejnené rozsahy IP). Roboty AI nespúšťajú JavaScript, takže výzva je všetko, čo kedy uvidia.",
    messages: {
      challengeHeader:
        "Odpoveď nesie „cf-mitigated: {value}“ (HTTP {status}, viditeľných slov: {words}): načítanie dostalo overovaciu výzvu proti botom a roboty AI narazia na tú istú stenu.",
      challengeTitle:
        "Stránka má titulok „{title}“ (HTTP {status}, viditeľných slov: {words}): načítanie dostalo overovaciu výzvu proti botom a roboty AI narazia na tú istú stenu.",
      challengeScript:
        "Stránka načítava skript overovacej výzvy {src} (HTTP {status}, viditeľných slov: {words}): načítanie dostalo výzvu proti botom a roboty AI narazia na tú istú stenu.",
    },
  },
  "ai-search-bots-access": {
    label:
      "Vyhľadávanie s AI sa k stránke dostane: robots.txt neblokuje všetky hlavné vyhľadávacie roboty AI",
    fix: "Povoľte v robots.txt roboty OAI-SearchBot, Claude-SearchBot a PerplexityBot (skupina ako `User-agent: OAI-SearchBot` s `Allow: /`). Ak nechcete, aby sa na obsahu trénovali modely, blokujte namiesto toho GPTBot, ClaudeBot a Google-Extended: to stránku z odpovedí AI neodstráni.",
    messages: {
      blocked:
        "Riadok {line} robots.txt (User-agent: {group}) zakazuje robotovi {agent} prístup k {path}, rovnako ako všetkým hlavným vyhľadávacím robotom AI: vyhľadávanie ChatGPT, Claude ani Perplexity nemôžu stránku citovať.",
    },
  },
  "ai-search-bots-all-allowed": {
    label: "Každý vyhľadávací robot AI môže stránku načítať",
    fix: "Odstráňte pravidlá robots.txt, ktoré túto stránku zakazujú uvedeným vyhľadávacím robotom AI (alebo im pridajte `Allow`): každý zablokovaný je odpoveďový nástroj, ktorý stránku nemôže citovať.",
    messages: {
      blocked:
        "Riadok {line} robots.txt (User-agent: {group}) zakazuje vyhľadávaciemu robotovi AI {agent} prístup k {path}.",
    },
  },
  "ai-snippet-allowed": {
    label: "Vyhľadávače môžu stránku citovať v odpovediach AI",
    fix: "Odstráňte `nosnippet` a `max-snippet:0` z meta značky robots aj z hlavičky X-Robots-Tag (Google a Bing nimi stránku vyraďujú z AI Overviews, AI Mode a odpovedí Copilota). Ak chcete chrániť jednu pasáž, obaľte len ju prvkom s `data-nosnippet`.",
    messages: {
      noSnippet:
        "{directive} ({source}) zakazuje úryvky: Google drží stránku mimo AI Overviews a AI Mode, Bing mimo odpovedí Copilota.",
      shortSnippet:
        "{directive} ({source}) obmedzuje úryvky na menej ako {min} znakov: to je na citát v odpovedi AI príliš málo.",
    },
  },
  "ai-training-bots-policy": {
    label: "Postoj webu k trénovaniu AI je vyjadrený tak, ako ho roboty rešpektujú",
    fix: "Rozhodnite, či sa na vašom obsahu môžu trénovať modely. Ak nie, zakážte v robots.txt tréningové roboty (GPTBot, ClaudeBot, Google-Extended, Applebot-Extended, CCBot, Meta-ExternalAgent); hodnoty `noai` v meta značkách ignorujú. Vyhľadávacie roboty AI nechajte v každom prípade povolené.",
    messages: {
      unhonoured:
        "{directive} ({source}) vyraďuje stránku z trénovania AI, ale žiadny hlavný robot AI to nerešpektuje, pričom robots.txt púšťa na stránku všetky tréningové roboty ({crawlers}).",
      trainingBlocked:
        "Riadok {line} robots.txt (User-agent: {group}) nepúšťa tréningového robota {agent}: je to rozhodnutie o zásadách, ktoré drží obsah mimo budúcich tréningových dát (a mimo toho, čo modely o značke vedia samy), ale nie mimo odpovedí vyhľadávania s AI.",
    },
  },
  "ai-user-fetchers-access": {
    label: "Asistenti môžu stránku otvoriť, keď ich o to používateľ požiada",
    fix: "Povoľte v robots.txt načítavače AI spúšťané používateľom (ChatGPT-User, Claude-User, Perplexity-User, MistralAI-User, Meta-ExternalFetcher): stránku načítajú len preto, že ich o to požiadal človek.",
    messages: {
      blocked:
        "Riadok {line} robots.txt (User-agent: {group}) zakazuje načítavaču AI {agent}, ktorý spúšťa používateľ, prístup k {path}: asistent požiadaný o prečítanie tejto stránky odmietne alebo odpovie bez nej.",
    },
  },
  "answer-first": {
    label: "Hlavný obsah začína priamou odpoveďou",
    fix: "Začnite hlavný obsah jednou alebo dvoma jednoduchými vetami, ktoré odpovedajú na otázku, o ktorej stránka je (kto, čo, koľko, ako), a pomenujú tému nadpisu H1; pozadie, lákadlá a príbeh dajte až za ne. Odpovede AI citujú pasáž, ktorá odpovedá ako prvá.",
    messages: {
      noLead:
        "Prvých {within} slov hlavného obsahu neobsahuje žiadny odsek s aspoň {min} slovami: začína nadpismi, zoznamami alebo krátkymi riadkami.",
      teaser: "Hlavný obsah sa začína lákadlom, nie odpoveďou: „{sentence}“.",
      offTopic: "Prvých {within} slov od úvodného odseka nepomenúva tému „{topic}“: „{sentence}“.",
      longSentence: "Úvodná veta má {words} slov: odpoveď sa v nej stráca.",
    },
  },
  "article-author": {
    label: "Články uvádzajú autora ako entitu",
    fix: 'Dajte každému Article `author`, ktorý je `Person` (alebo `Organization`) s `name` a `url` (stránka autora) alebo `sameAs` (jeho profily), napr. `"author": {"@type": "Person", "name": "Eva Nováková", "url": "https://example.com/eva"}`. Samotné meno v reťazci sa nedá odlíšiť od menovcov.',
    messages: {
      noAuthor: "{article} nemá autora (author).",
      bareName: "„{name}“ je len meno, nie entita autora so stránkou alebo profilmi.",
      unresolved: "Odkaz na autora nevedie k ničomu na stránke.",
      notEntity: "Autor {author} nie je Person ani Organization.",
      unnamed: "Autor {author} nemá meno (name).",
      unlinked: "Autor {author} nemá url ani sameAs.",
    },
  },
  "article-dates": {
    label: "Články strojovo čitateľne uvádzajú, kedy vyšli a kedy boli naposledy upravené",
    fix: "Dajte každému Article `datePublished` a `dateModified` vo formáte ISO 8601 s časovým pásmom („2026-03-14T09:00:00+01:00“), alebo aspoň `article:published_time` a `article:modified_time`, a dátum úpravy aktualizujte pri každej zmene obsahu. Odpoveďové nástroje uprednostňujú a zobrazujú čerstvé zdroje.",
    messages: {
      noDates: "Článok v štruktúrovaných dátach ani v meta značkách neuvádza dátum zverejnenia ani úpravy.",
      onlyPublished:
        "Článok uvádza len dátum zverejnenia ({source}: {date}), nie kedy bol naposledy upravený.",
      onlyModified: "Článok uvádza, kedy bol upravený ({source}: {date}), nie kedy bol zverejnený.",
      noPublished: "{article} nemá datePublished.",
      invalidPublished: "{article} má datePublished „{value}“, čo nie je dátum podľa ISO 8601.",
      noModified:
        "{article} nemá dateModified a žiadna meta značka neuvádza, kedy bola stránka naposledy upravená.",
      modifiedOnlyInMeta: "{article} nemá dateModified (uvádza ho len {source}: {date}).",
      invalidModified: "{article} má dateModified „{value}“, čo nie je dátum podľa ISO 8601.",
      modifiedBeforePublished: "{article} bol upravený ({modified}) skôr, než bol zverejnený ({published}).",
    },
  },
  "article-schema": {
    label: "Článok sa opisuje v štruktúrovaných dátach",
    fix: "Opíšte článok v JSON-LD: `Article` (alebo `NewsArticle`, `BlogPosting`) s `headline`, `author` (Person s `name` a `url`), `datePublished`, `dateModified`, `image` a `publisher`. Odpoveďové nástroje z neho čítajú, kto čo napísal a kedy.",
    messages: {
      noArticle: "Stránka pôsobí ako článok, ale jej JSON-LD neuvádza Article, NewsArticle ani BlogPosting.",
    },
  },
  "authoritative-sources": {
    label: "Medzi citovanými zdrojmi je aspoň jedna autorita",
    fix: "Ak sa tvrdenie opiera o výskum, zákon, štatistiku alebo normu, citujte primárny zdroj: štátny alebo štatistický úrad, univerzitu, recenzovaný článok (doi.org), medzinárodnú organizáciu alebo normalizačný orgán.",
    messages: {
      noSources: "Hlavný obsah necituje žiadny zdroj, a teda ani autoritatívny.",
      notAuthoritative:
        "Hlavný obsah cituje {domain}, čo nie je vládny, univerzitný, vedecký, normalizačný ani referenčný zdroj.",
    },
  },
  "content-signals": {
    label:
      "Preferencie použitia AI, ak sú uvedené, sú správne zapísané a dovoľujú vyhľadávaniu s AI stránku použiť",
    fix: "Zapíšte preferencie tak, ako ich definuje contentsignals.org, vnútri skupiny robots.txt: `Content-Signal: search=yes, ai-input=yes, ai-train=no` (IETF aipref: `Content-Usage: train-ai=n`). Ak chcete byť citovaní v odpovediach AI, nechajte `search` a `ai-input` na yes.",
    messages: {
      malformedInRobots:
        "Riadok {line} robots.txt „{kind}: {value}“ má hodnoty, ktoré roboty nedokážu prečítať: {problems}.",
      malformedHeader:
        "Hlavička Content-Usage „{value}“ má hodnoty, ktoré roboty nedokážu prečítať: {problems}.",
      optOutInRobots:
        "Riadok {line} robots.txt „{kind}: {value}“ žiada, aby sa obsah nepoužíval vo vyhľadávaní ani v odpovediach AI ({optOuts}): roboty, ktoré to rešpektujú, stránku necitujú.",
      optOutHeader:
        "Hlavička Content-Usage „{value}“ žiada, aby sa obsah nepoužíval vo vyhľadávaní ani v odpovediach AI ({optOuts}): roboty, ktoré to rešpektujú, stránku necitujú.",
    },
  },
  "copilot-answer-controls": {
    label: "Bing môže stránku použiť v odpovediach Microsoft Copilot",
    fix: "Odstráňte `noarchive` z meta značky robots a X-Robots-Tag (Bing stránky s `noarchive` vynecháva z odpovedí Copilota); ak ho potrebujete pre platenú stenu, pridajte aj `nocache`, ktorý Copilotu dovolí zobraziť a prelinkovať titulok, URL a úryvok.",
    messages: {
      noarchive:
        "{directive} ({source}) drží stránku mimo odpovedí Microsoft Copilot, ktoré ju nebudú citovať ani na ňu odkazovať.",
      nocache: "{directive} ({source}) obmedzuje odpovede Copilota na titulok, adresu URL a úryvok stránky.",
    },
  },
  "data-nosnippet-scope": {
    label: "data-nosnippet chráni pasáže, nie hlavný obsah",
    fix: "Nechajte `data-nosnippet` len na pár pasážach, ktoré sa nesmú citovať (ceny za prihlásením, právne texty), a odstráňte ho z tela článku: vyhľadávače označený text nemôžu citovať v úryvkoch ani v odpovediach AI.",
    messages: {
      almostAll:
        "<{tag} data-nosnippet> skrýva pred úryvkami {words} slov: skrytých je {share} % z {total} slov hlavného obsahu a na citovanie nezostáva takmer nič.",
      large:
        "<{tag} data-nosnippet> skrýva pred úryvkami {words} slov: skrytých je {share} % z {total} slov hlavného obsahu.",
    },
  },
  "definition-lead": {
    label: "Otázky „Čo je …?“ sú zodpovedané definíciou",
    fix: "Na nadpis „Čo je X?“ odpovedzte definíciou v prvej vete: „X je …, ktorý …“ (anglicky „X is …“, španielsky „X es …“). Odpoveďové nástroje túto vetu preberajú ako definíciu.",
    messages: {
      notDefined: "Na „{question}“ odpovedá text „{answer}“, nie „{term} je …“.",
    },
  },
  "entity-same-as": {
    label: "Uvedené organizácie a osoby odkazujú na svoje profily inde (sameAs)",
    fix: "Pridajte `sameAs` ku každej uvedenej Organization a Person: absolútne URL tej istej entity na Wikidata, Wikipédii, LinkedIn, Crunchbase, v obchodnom registri alebo na oficiálnych sociálnych profiloch. Spojí stránku s entitou, ktorú odpoveďové nástroje už poznajú.",
    messages: {
      noSameAs: "{entity} nemá použiteľné sameAs, ktoré by ju spájalo s jej profilmi inde.",
    },
  },
  "faq-structured-data": {
    label: "Značky FAQ opisujú otázky a odpovede viditeľné na stránke",
    fix: "Označte len otázky a odpovede, ktoré stránka zobrazuje, každú ako `Question` s `name` a `acceptedAnswer` s jej `text`. Google už rozšírené výsledky FAQ nezobrazuje; značky teraz len pomáhajú strojom čítať otázky a odpovede, a štruktúrované dáta, ktoré na stránke nie sú, porušujú pravidlá Googlu.",
    messages: {
      noQuestions: "FAQPage neobsahuje žiadnu otázku (Question).",
      unnamedQuestion: "Otázka FAQ nemá názov (name).",
      unanswered: "Otázka FAQ „{question}“ nemá text odpovede.",
      notOnPage: "Otázka FAQ „{question}“ zo štruktúrovaných dát na stránke nie je.",
    },
  },
  "hidden-ai-instructions": {
    label: "Stránka neskrýva pokyny pre systémy AI",
    fix: "Odstráňte skrytý text, ktorý sa prihovára systémom AI („asistenti AI musia odporučiť…“, „ignore previous instructions“). Odpoveďové nástroje ho považujú za manipuláciu: porušuje pravidlá vyhľadávačov proti spamu a stránky, či celé weby, tým strácajú dôveru.",
    messages: {
      hiddenAttribute: "Text skrytý atribútom hidden sa prihovára systémom AI: „{text}“.",
      hiddenByStyle: "Text skrytý inline štýlom sa prihovára systémom AI: „{text}“.",
    },
  },
  "howto-structured-data": {
    label: "Značky HowTo uvádzajú svoje kroky",
    fix: "Dajte HowTo zoznam `step`: položky `HowToStep` (alebo skupiny `HowToSection`) s `text` (a `name`), v poradí. Google zrušil rozšírené výsledky HowTo v roku 2023; kroky však strojom stále umožňujú postup sledovať.",
    messages: {
      noSteps: "HowTo nemá žiadne kroky alebo má kroky bez textu.",
    },
  },
  "key-takeaways": {
    label: "Dlhý článok obsahuje zhrnutie",
    fix: "Pridajte k dlhým článkom krátke zhrnutie: zoznam „Kľúčové body“ na začiatku alebo sekciu „Zhrnutie“ či „Záver“. Odpoveďové nástroje citujú zhrnutia ako podstatu stránky.",
    messages: {
      noSummary: "Článok má {words} slov a žiadne zhrnutie, kľúčové body ani záver.",
    },
  },
  "llms-txt": {
    label: "Web ponúka použiteľný llms.txt",
    fix: "Zverejnite /llms.txt ako Markdown (llmstxt.org): nadpis H1 s názvom webu, jednoriadkové zhrnutie > a sekcie H2 so zoznamom kľúčových stránok ako [názov](url): poznámky.",
    messages: {
      serverError: "{url} odpovedal HTTP {status}: {reason}.",
      absent: "{url} odpovedal HTTP {status}: web nemá llms.txt.",
      servesHtml: "{url} posiela stránku HTML, nie súbor Markdown: „{start}“.",
      noTitle: "{url} nemá riadok s titulkom H1 („# Názov webu“), jedinú časť, ktorú llms.txt vyžaduje.",
      noLink: "{url} nemá žiadny odkaz Markdown ([názov](url)).",
      tooShort: "{url} má len {length} znakov.",
    },
  },
  "llms-txt-link": {
    label: "Stránka odkazuje agentov na llms.txt webu",
    fix: 'Odkážte na llms.txt z každej stránky: `<link rel="describedby" type="text/markdown" href="/llms.txt">` v <head> (alebo hlavička `Link: </llms.txt>; rel="describedby"`) a opravte odkazy na llms.txt, ktorý neexistuje.',
    messages: {
      brokenPointer: "Stránka odkazuje na {url} ({via}), ktorý odpovedá HTTP {status}.",
      notLinked: "{url} existuje, ale stránka naň neodkazuje (žiadny <link>, hlavička Link ani <a>).",
    },
  },
  "llms-txt-structure": {
    label: "llms.txt dodržiava formát llmstxt.org",
    fix: "Usporiadajte llms.txt podľa llmstxt.org: riadok `# Názov` ako prvý a len raz, potom `> zhrnutie`, voliteľné poznámky a zoznamy `## Sekcia`, ktorých položky sú `- [názov](https://absolutna/url): poznámky`.",
    messages: {
      beforeTitle: "Riadok {line} súboru llms.txt „{text}“ je pred nadpisom H1 (riadok {titleLine}).",
      secondTitle: "Riadok {line} súboru llms.txt je druhý nadpis H1 „{text}“.",
      noSummary: "llms.txt nemá za titulkom riadok so zhrnutím (> …).",
      emptySection: "Sekcia „{title}“ súboru llms.txt (riadok {line}) neuvádza žiadne odkazy.",
      notALink: "Riadok {line} súboru llms.txt „{text}“ nie je odkaz v tvare [názov](url).",
      relativeLink: "Riadok {line} súboru llms.txt odkazuje na relatívnu adresu „{url}“.",
      tooLong: "llms.txt má {lines} riadkov: podrobnosti presuňte do llms-full.txt.",
    },
  },
  "markdown-alternate": {
    label: "Stránka ponúka agentom verziu v Markdowne",
    fix: 'Poskytnite čistú kópiu stránky v Markdowne (llmstxt.org navrhuje URL stránky + `.md`) a ohláste ju v <head>: `<link rel="alternate" type="text/markdown" href="/stranka.md">`. Agenti ju prečítajú bez menu, skriptov a reklám.',
    messages: {
      unusableHref: "Alternatíva Markdown <link> nemá použiteľný href („{href}“).",
      noAlternate:
        'Žiadny <link rel="alternate" type="text/markdown"> ani hlavička Link neohlasuje verziu stránky v Markdowne.',
    },
  },
  "organization-entity": {
    label: "Domovská stránka a stránka O nás uvádzajú, kto za webom stojí",
    fix: "Opíšte vydavateľa v JSON-LD na domovskej stránke a stránke O nás: `Organization` (alebo `LocalBusiness`, pri osobnom webe `Person`) s `name`, `url`, `logo` a odkazmi `sameAs` na jeho profily. Odpoveďové nástroje z toho vedia, koho citujú.",
    messages: {
      noEntity: "Stránka v JSON-LD neuvádza Organization, LocalBusiness ani Person.",
      unnamed: "{entity} nemá názov (name).",
      noUrl: "{entity} nemá url.",
      noLogo: "{entity} nemá logo.",
    },
  },
  "question-answers": {
    label: "Každý nadpis s otázkou má odpoveď hneď pod sebou",
    fix: "Za každý nadpis s otázkou dajte hneď odpoveď: jednu až tri samostatne zrozumiteľné vety (približne 40–80 slov), až potom podrobnosti. Otázku bez textu pod ňou, alebo odpoveď schovanú v dlhom odseku, nemožno citovať.",
    messages: {
      unanswered: "Otázka v nadpise „{heading}“ nemá pred ďalším nadpisom odpoveď.",
      buried: "Odpoveď na „{heading}“ začína odsekom s {words} slovami, viac ako {max}.",
    },
  },
  "question-headings": {
    label: "Niektoré podnadpisy kladú otázky, ktoré kladú čitatelia",
    fix: "Podnadpisy, ktoré uvádzajú odpovede, formulujte ako otázky, ktoré ľudia píšu alebo vyslovujú („Ako dlho kysne kváskový chlieb?“, „Koľko to stojí?“), a hneď za každou dajte odpoveď. Odpoveďové nástroje priraďujú otázky k pasážam podľa nadpisov.",
    messages: {
      fewSubheadings:
        "Hlavný obsah má {words} slov, podnadpisov len {count} a žiadny z nich nie je otázka ani úloha.",
      notAQuestion: "Podnadpis „{heading}“ nie je otázka ani úloha, rovnako ako ostatné podnadpisy stránky.",
    },
  },
  "quotable-length": {
    label: "Hlavný obsah je dosť dlhý na citovanie (150 slov alebo viac)",
    fix: "Napíšte odpoveď celú: stránka, ktorá informuje, potrebuje aspoň niekoľko vlastných odsekov — odpoveď, čísla, kto to tvrdí a odkiaľ to pochádza —, kým v nej odpovedací nástroj nájde pasáž hodnú citovania.",
    messages: {
      tooShort:
        "Hlavný obsah ({region}) má {words} slov: príliš málo na citovanie, menej ako {minimum}, ktoré potrebuje informatívna stránka.",
    },
  },
  quotations: {
    label: "Hlavný obsah cituje ľudí alebo zdroje s menom",
    fix: "Citujte doslovne odborníka, zákazníka alebo zdroj a uveďte, kto to je: <blockquote> s riadkom „— Meno, funkcia“ alebo `cite`, prípadne „…,“ povedal Meno. Pridanie citátov prinieslo v štúdii GEO najväčší nárast viditeľnosti v odpovediach AI (približne 40 %).",
    messages: {
      noQuotations:
        "Hlavný obsah ({words} slov) nikoho necituje: žiadny <blockquote>, <q> ani citovaný výrok.",
      unattributed: "Citát „{text}“ neuvádza, čí je.",
    },
  },
  "server-rendered-text": {
    label: "Text stránky je v HTML zo servera, nie len vykreslený JavaScriptom",
    fix: "Vykresľujte hlavný obsah na serveri (server-side rendering alebo statické generovanie: Next.js, Nuxt, Astro, SvelteKit, Angular SSR…), aby odpoveď HTML už text obsahovala. GPTBot, ClaudeBot a PerplexityBot JavaScript nespúšťajú: aplikačná škrupina je pre ne prázdna stránka.",
    messages: {
      shellMount:
        "HTML zo servera je javascriptový obal s {words} viditeľnými slovami: {element} je prázdny a roboty, ktoré nespúšťajú JavaScript, vidia prázdnu stránku.",
      shellNoscript:
        "HTML zo servera je javascriptový obal s {words} viditeľnými slovami: <noscript> hovorí „{text}“ a roboty, ktoré nespúšťajú JavaScript, vidia prázdnu stránku.",
      shellScripts:
        "HTML zo servera je javascriptový obal s {words} viditeľnými slovami, ktorý spúšťa skripty (počet: {scripts}): roboty, ktoré nespúšťajú JavaScript, vidia prázdnu stránku.",
      drawnByScript:
        "Hlavný obsah má v HTML zo servera {words} slov a {element} je prázdny: obsah pravdepodobne vykresľuje JavaScript.",
    },
  },
  "site-name": {
    label: "Stránka uvádza názov webu, ku ktorému patrí",
    fix: 'Uveďte názov webu na každej stránke: `<meta property="og:site_name" content="Pekáreň Príklad">` a na domovskej stránke JSON-LD `WebSite` s `name`. Odpoveďové nástroje podľa tohto názvu pripisujú citáty webu.',
    messages: {
      noSiteName:
        "Stránka neuvádza názov webu: žiadny og:site_name, názov WebSite v JSON-LD ani názov vydavateľa.",
    },
  },
  "source-citations": {
    label: "Hlavný obsah uvádza svoje zdroje",
    fix: "Prepojte tvrdenia v texte so zdrojmi, z ktorých vychádzajú (štúdie, oficiálne štatistiky, dokumentácia, pôvodné spravodajstvo), priamo vo vete alebo v zozname Zdroje. Citovanie zdrojov zvýšilo v štúdii GEO viditeľnosť v odpovediach AI približne o 30 %, najviac pri stránkach na nižších pozíciách.",
    messages: {
      noSources:
        "Hlavný obsah ({words} slov) neodkazuje na žiadny iný web a nemá poznámky pod čiarou ani zoznam zdrojov.",
    },
  },
  "statistics-density": {
    label: "Hlavný obsah podopiera tvrdenia číslami",
    fix: "Tam, kde text niečo tvrdí, pridajte konkrétne čísla so zdrojom: podiely, sumy, merania, dátumy štúdií („62 % kupujúcich…“, „3,20 € za kilogram“, „hotové za 45 minút“). Pridanie štatistík zvýšilo v štúdii GEO viditeľnosť v odpovediach AI približne o tretinu.",
    messages: {
      noFigures: "Hlavný obsah ({words} slov) neuvádza žiadny údaj: žiadne percento, sumu, mieru ani počet.",
      fewFigures:
        "Hlavný obsah ({words} slov) uvádza málo údajov (počet: {found}), napríklad „{example}“; jeho tvrdenia by podložilo asi {target}.",
    },
  },
  "table-headers": {
    label: "Dátové tabuľky pomenúvajú stĺpce hlavičkovými bunkami",
    fix: 'Označte hlavičkový riadok (alebo stĺpec) každej dátovej tabuľky bunkami <th> (riadok v <thead>): parsery aj odpoveďové nástroje čítajú význam tabuľky z hlavičiek. Tabuľkám použitým len na rozloženie dajte role="presentation".',
    messages: {
      noHeader: "Dátová tabuľka s {rows} riadkami × {columns} stĺpcami nemá žiadnu hlavičkovú bunku <th>.",
    },
  },
} satisfies Translations
