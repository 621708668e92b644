// @svc/server — the svc HTTP API as a library: the whole server as one Effect layer, and its settings.
// Operators run the bin `svc-server`; this entry is for programs that embed the server.

export {
  type RawServerConfig,
  type ServerConfig,
  ServerSettings,
  validateServerConfig,
} from "./config/server-config"
export { listeningUrl, serverLayer } from "./server"
