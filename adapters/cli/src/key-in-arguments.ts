import { containsApiKey } from "@svc/contract/terminal"

/** Option names people reach for when they try to pass a key. */
const KEY_OPTION = /^(--?(api[-_]?key|key|token|auth|authorization)|-k)(=.*)?$/i
const KEY_ASSIGNMENT = /^SVC_API_KEY=/i

/** Keys are long and random; a short value is compared whole so that it cannot match ordinary words. */
const containsKey = (argument: string, key: string): boolean =>
  key.length >= 8 ? argument.includes(key) : argument === key

/**
 * Whether a command line carries an API key: a key option (`--key`, `--api-key`, `--token`, …), a
 * `SVC_API_KEY=…` word, any argument holding the key in the environment, or anything shaped like a
 * key (in a URL too, percent-encoded or not — the server refuses such a URL as well).
 */
export const argumentsCarryKey = (
  argumentsGiven: ReadonlyArray<string>,
  environmentKey: string | undefined,
): boolean => {
  const key = environmentKey?.trim() === "" ? undefined : environmentKey
  return argumentsGiven.some(
    (argument) =>
      KEY_OPTION.test(argument) ||
      KEY_ASSIGNMENT.test(argument) ||
      containsApiKey(argument) ||
      (key !== undefined && containsKey(argument, key)),
  )
}
