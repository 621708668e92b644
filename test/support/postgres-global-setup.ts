import type { TestProject } from "vitest/node"
import { startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres"

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server the run's tests make their own schemas in. */
    postgresUrl: string
  }
}

/** Every project of a run that needs PostgreSQL shares one server: its setups run in one process. */
interface SharedServer {
  readonly server: ThrowawayPostgres
  users: number
}
const shared = globalThis as { svcTestPostgres?: SharedServer }

/**
 * The global setup of the projects whose tests need PostgreSQL: `SVC_TEST_DATABASE_URL` when it
 * names a server, else one throwaway server for the whole run (started by the first project's setup,
 * stopped after the last one's tests). No PostgreSQL fails the run, saying how to install it.
 */
export default function setup(project: TestProject) {
  const given = process.env.SVC_TEST_DATABASE_URL?.trim()
  if (given !== undefined && given !== "") {
    project.provide("postgresUrl", given)
    return
  }
  shared.svcTestPostgres ??= { server: startThrowawayPostgres(), users: 0 }
  const current = shared.svcTestPostgres
  current.users += 1
  project.provide("postgresUrl", current.server.url)
  return () => {
    current.users -= 1
    if (current.users > 0) return
    delete shared.svcTestPostgres
    current.server.stop()
  }
}
