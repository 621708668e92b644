/**
 * Chromium flags that send every request of the browser — loopback included, which Chromium would
 * otherwise never proxy — through the proxy at `proxyUrl`, and ask WebRTC and QUIC not to send UDP
 * around it. The flags alone do not hold (WebRTC still sends STUN/TURN packets): the network fence
 * (`network-fence.ts`) is what does; these are defence in depth.
 */
export const proxyFlags = (proxyUrl: string): ReadonlyArray<string> => [
  `--proxy-server=${proxyUrl}`,
  "--proxy-bypass-list=<-loopback>",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--disable-quic",
]
