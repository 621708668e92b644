import { queryPostgres } from "../../../../test/support/postgres-schemas"

/** Resolves after `ms`. */
export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Asks `ready` every `everyMs` until it says yes; fails naming `what` after `timeoutMs`. */
export const waitFor = async (
  what: string,
  ready: () => Promise<boolean>,
  { timeoutMs = 120_000, everyMs = 100 } = {},
) => {
  for (const deadline = Date.now() + timeoutMs; !(await ready()); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await pause(everyMs)
  }
}

/** Waits until every page of the PostgreSQL database at `url` is done. */
export const waitForEveryPageDone = async (url: string) => {
  await waitFor("every page done", async () => {
    const [row] = await queryPostgres<{ left: string }>(
      url,
      "SELECT count(*) AS left FROM pages WHERE status <> 'done'",
    )
    return row?.left === "0"
  })
}
