/**
 * Inline event handler attributes (`onclick="…"`): a browser registers each as a listener on its
 * element. The names are the HTML standard's global event handlers.
 */
const GLOBAL_EVENT_HANDLERS = new Set(
  (
    "onabort onanimationcancel onanimationend onanimationiteration onanimationstart onauxclick onbeforeinput " +
    "onbeforematch onbeforetoggle onblur oncancel oncanplay oncanplaythrough onchange onclick onclose " +
    "oncontextlost oncontextmenu oncontextrestored oncopy oncuechange oncut ondblclick ondrag ondragend " +
    "ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror onfocus " +
    "onformdata ongotpointercapture oninput oninvalid onkeydown onkeypress onkeyup onload onloadeddata " +
    "onloadedmetadata onloadstart onlostpointercapture onmousedown onmouseenter onmouseleave onmousemove " +
    "onmouseout onmouseover onmouseup onpaste onpause onplay onplaying onpointercancel onpointerdown " +
    "onpointerenter onpointerleave onpointermove onpointerout onpointerover onpointerrawupdate onpointerup " +
    "onprogress onratechange onreset onresize onscroll onscrollend onsecuritypolicyviolation onseeked " +
    "onseeking onselect onselectionchange onselectstart onslotchange onstalled onsubmit onsuspend " +
    "ontimeupdate ontoggle ontouchcancel ontouchend ontouchmove ontouchstart ontransitioncancel " +
    "ontransitionend ontransitionrun ontransitionstart onvolumechange onwaiting onwheel"
  ).split(" "),
)

/** On <body> and <frameset> these set the window's handlers, not the element's. */
const WINDOW_REFLECTING = new Set(
  (
    "onafterprint onbeforeprint onbeforeunload onhashchange onlanguagechange onmessage onmessageerror " +
    "onoffline ononline onpagehide onpagereveal onpageshow onpageswap onpopstate onrejectionhandled " +
    "onstorage onunhandledrejection onunload onblur onerror onfocus onload onresize onscroll"
  ).split(" "),
)

/** True when the attribute `name` on a `tag` element registers an event listener on that element. */
export const isEventHandlerAttribute = (name: string, tag: string): boolean => {
  if (!name.startsWith("on")) return false
  const lower = name.toLowerCase()
  if ((tag === "body" || tag === "frameset") && WINDOW_REFLECTING.has(lower)) return false
  return GLOBAL_EVENT_HANDLERS.has(lower)
}
