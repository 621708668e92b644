import type { Translations } from "../index"

/** Spanish labels, fixes and messages (English is in each rule). */
export const es = {
  "robots-txt-size": {
    label: "robots.txt es lo bastante pequeño para leerse entero (500 KiB como máximo)",
    fix: "Reduzca robots.txt por debajo de 500 KiB: agrupe los user agents que comparten reglas, use comodines (*, $) en lugar de enumerar direcciones y ponga las secciones bloqueadas bajo un mismo prefijo.",
    messages: {
      tooLarge: "{url} ocupa {kib} KiB: Google ignora todo lo que pasa de 500 KiB, desde la línea {line}.",
    },
  },
  "theme-color": {
    label: "La página declara el color de la interfaz del navegador",
    fix: 'Añada a <head> <meta name="theme-color" content="#1a4d2e"> (el color de su marca); para el modo oscuro, añada otra con media="(prefers-color-scheme: dark)".',
    messages: {
      missing: 'No hay <meta name="theme-color"> en <head>.',
      empty: '<meta name="theme-color"> está vacío.',
    },
  },
  "theme-color-valid": {
    label: "Cada color de tema es un color CSS",
    fix: "Escriba el color como en CSS: «#1a4d2e», «rgb(26 77 46)», «hsl(145 50% 20%)» o un nombre de color como «darkgreen».",
    messages: {
      notAColour: '<meta name="theme-color" content="{content}"> no es un color CSS.',
    },
  },
} satisfies Translations
