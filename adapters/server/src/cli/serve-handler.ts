import { Option } from "effect"
import { serverLayer } from "../server"
import { runProcess } from "./run-process"
import type { ServeOptions } from "./serve-command"

/** `svc-server serve`: the settings checked, then the server until SIGTERM or SIGINT. */
export const serve = (options: ServeOptions) =>
  runProcess(
    options,
    {
      port: options.port,
      host: options.host,
      baseUrl: Option.getOrUndefined(options.baseUrl),
      ruleDocsUrl: Option.getOrUndefined(options.ruleDocsUrl),
      trustProxy: options.trustProxy,
    },
    serverLayer,
  )
