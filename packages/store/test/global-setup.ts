import type { TestProject } from "vitest/node"
import { startThrowawayPostgres } from "./support/throwaway-postgres"

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server every test file makes its own schemas in. */
    postgresUrl: string
  }
}

/**
 * One PostgreSQL server for the whole run: `SVC_TEST_DATABASE_URL` when it names one, else a
 * throwaway one started here and stopped after the run. No PostgreSQL fails the run, saying how to
 * install it.
 */
export default function setup(project: TestProject) {
  const given = process.env.SVC_TEST_DATABASE_URL?.trim()
  if (given !== undefined && given !== "") {
    project.provide("postgresUrl", given)
    return
  }
  const server = startThrowawayPostgres()
  project.provide("postgresUrl", server.url)
  return () => server.stop()
}
