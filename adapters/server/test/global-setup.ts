import { resolve } from "node:path"
import { rebuildStaleBuilds } from "../../../test/support/fresh-builds"

/**
 * The tests start `svc-server` from its build when there is one (`BIN` in support/server-process.ts):
 * a build older than the sources (of this package or any workspace package it loads) is built again
 * first, so that no test passes or fails on code that is no longer there.
 */
export const setup = (): void => rebuildStaleBuilds(resolve(import.meta.dirname, ".."))
