import type { Translations } from "../index"

/** Spanish labels and fixes of the experience pack. */
export const es = {
  "color-contrast": {
    label: "El texto se distingue claramente del fondo",
    fix: "Dé al texto un contraste de al menos 4,5:1 con su fondo (3:1 para texto desde 24 px o negrita desde 18,66 px): oscurezca el texto gris claro, aclare los fondos oscuros y revise el texto sobre imágenes y en los estados hover y focus.",
  },
  "cumulative-layout-shift": {
    label: "El diseño no se mueve mientras carga la página (Cumulative Layout Shift)",
    fix: "Reserve espacio para todo lo que llega tarde: width y height (o aspect-ratio) en imágenes, vídeos e iframes, huecos fijos para anuncios e insertados, font-display: optional o fuentes de reserva con tamaño ajustado, y ningún contenido insertado por encima de lo ya mostrado.",
  },
  "image-delivery": {
    label: "Las imágenes no pesan más de lo que se muestran",
    fix: "Sirva cada imagen al tamaño en que se muestra (srcset y sizes), comprimida, en AVIF o WebP, y las animaciones como vídeo (MP4 o WebM) en lugar de GIF.",
  },
  "largest-contentful-paint": {
    label: "El contenido principal aparece rápido (Largest Contentful Paint)",
    fix: 'Muestre el elemento más grande de la primera pantalla en menos de 2,5 s: responda el HTML rápido, precargue la imagen principal (fetchpriority="high", nunca loading="lazy"), sírvala pequeña en AVIF o WebP y quite el CSS y los scripts que bloquean antes de ella.',
  },
  "render-blocking-resources": {
    label: "Ninguna hoja de estilos ni script retrasa el primer pintado",
    fix: "Incluya en la página el CSS que necesita la primera pantalla y cargue el resto sin bloquear (media queries, preload), ponga defer o async a los scripts del <head> y aloje usted mismo o conecte de antemano (preconnect) las fuentes y estilos imprescindibles.",
  },
  "target-size": {
    label: "Los enlaces y botones son lo bastante grandes para tocarlos",
    fix: "Haga que cada enlace, botón y control de formulario mida al menos 24 × 24 px CSS (48 px es cómodo), o deje 24 px de espacio alrededor de los más pequeños: añada relleno a los botones de icono y separe los enlaces de listas y pies de página.",
  },
  "total-blocking-time": {
    label: "Los scripts dejan que la página responda mientras carga (Total Blocking Time)",
    fix: "Envíe menos JavaScript al cargar: quite bibliotecas y etiquetas de terceros que no usa, divida los paquetes por ruta, aplace lo que la primera pantalla no necesita y parta las tareas largas en trozos de menos de 50 ms.",
  },
} satisfies Translations
