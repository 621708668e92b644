#!/usr/bin/env node
// svc-server's entry. `serve` and `work` on glibc Linux first relaunch themselves with the malloc
// settings they need (launch/malloc-tunables.ts); everything else runs here. The commands are
// imported only once that is decided, so a launcher never loads the server.
import { launch, watchLauncher } from "./launch/launcher"
import { onGlibcLinux, tunablesToAdd } from "./launch/malloc-tunables"

const tunables = tunablesToAdd(process.env, process.argv.slice(2), onGlibcLinux)
if (tunables === undefined) {
  watchLauncher()
  await import("./cli-main")
} else launch(tunables)
