import { resolve } from "node:path"
import { rebuildStaleBuilds } from "../../../test/support/fresh-builds"

/**
 * The end-to-end tests spawn `bin/svc.js`, which runs the build when there is one: a build older than
 * the sources (of this package or any workspace package it loads) is built again first, so that the
 * tests never pass or fail on code that is no longer there. Without a build the bin runs the sources.
 */
export const setup = (): void => rebuildStaleBuilds(resolve(import.meta.dirname, ".."))
