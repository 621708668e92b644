/** Private addresses a hostile page aims at besides the measuring machine's own 127.0.0.1. */
export const PRIVATE_TARGETS = ["10.0.0.7", "169.254.169.254"] as const

/** The addresses, and a name that resolves to a private one (through the proxy's resolver). */
const everyTarget = ["127.0.0.1", ...PRIVATE_TARGETS, "canary-private.example"]
const credentials = `username: "u", credential: "p"`
const iceServers = everyTarget.flatMap((host) => [
  `{ urls: "stun:${host}:3478" }`,
  `{ urls: "turn:${host}:3478?transport=udp", ${credentials} }`,
  `{ urls: "turn:${host}:3478?transport=tcp", ${credentials} }`,
  `{ urls: "turns:${host}:5349?transport=tcp", ${credentials} }`,
])

/**
 * A page that tries every way around an HTTP proxy: WebRTC (STUN, TURN over UDP and TCP),
 * WebTransport (QUIC over UDP), DNS prefetch (to the namespace's resolver) and preconnects, each to
 * 127.0.0.1 and the private addresses, again and again while Lighthouse watches it.
 */
export const HOSTILE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A page that tries to reach private addresses around the proxy.">
<title>Fence</title>
<link rel="dns-prefetch" href="//canary-prefetch.example">
<link rel="dns-prefetch" href="//canary-prefetch.internal">
${everyTarget.map((host) => `<link rel="preconnect" href="http://${host}">\n<link rel="preconnect" href="https://${host}">`).join("\n")}
</head>
<body>
<h1>Fence</h1>
<p>Nothing here should reach a private address.</p>
<a href="http://canary-link.example/">a link whose host may be prefetched</a>
<script>
const attempt = () => {
  try {
    const connection = new RTCPeerConnection({ iceServers: [${iceServers.join(", ")}] })
    connection.createDataChannel("canary")
    connection.createOffer().then((offer) => connection.setLocalDescription(offer)).catch(() => {})
  } catch {}
  for (const host of ${JSON.stringify(everyTarget)}) {
    try { new WebTransport("https://" + host + ":4433/").ready.catch(() => {}) } catch {}
    try { new WebTransport("https://" + host + ":443/").ready.catch(() => {}) } catch {}
    fetch("http://" + host + "/", { mode: "no-cors" }).catch(() => {})
  }
}
attempt()
setTimeout(attempt, 200)
setTimeout(attempt, 1000)
</script>
</body>
</html>`
