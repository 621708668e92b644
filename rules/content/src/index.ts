import { definePack } from "@svc/core"
import headingH1 from "./rules/heading-h1"
import wordCount from "./rules/word-count"

/** Content: depth, structure, phrase match, freshness, trust. Points are earned here, not only lost. */
export const content = definePack({
  id: "content",
  rules: [headingH1, wordCount],
  weights: {
    "word-count": 3, // depth is the first thing that makes a page worth ranking or quoting
  },
  messages: {
    sk: {
      "word-count": {
        label: "Hlavný obsah má aspoň 300 slov",
        fix: "Rozšírte hlavný obsah: odpovedzte na otázku návštevníka úplne, s podrobnosťami, číslami a príkladmi, aké by uviedol odborník.",
      },
      "heading-h1": {
        label: "Stránka má práve jeden viditeľný nadpis H1",
        fix: "Dajte stránke jeden <h1>, ktorý uvádza jej tému; pre časti pod ním použite <h2>–<h6>.",
      },
    },
    es: {
      "word-count": {
        label: "El contenido principal tiene al menos 300 palabras",
        fix: "Amplíe el contenido principal: responda por completo a la pregunta del visitante, con los detalles, cifras y ejemplos que daría un especialista.",
      },
      "heading-h1": {
        label: "La página tiene exactamente un H1 visible",
        fix: "Dé a la página un único <h1> que indique su tema; use <h2>–<h6> para las secciones.",
      },
    },
  },
})
