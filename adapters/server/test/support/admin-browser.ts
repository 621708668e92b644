import { expect } from "vitest"
import { axeViolations, type Page } from "../../../../test/support/browser"

/** A phone's screen and a desktop's. */
export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

/** axe-core finds no violation on the page, at a desktop's and at a phone's width, where nothing is wider than the screen. */
export const expectAccessible = async (page: Page, name: string) => {
  expect(await axeViolations(page), name).toEqual([])
  await page.setViewportSize(PHONE)
  // Only the tables scroll, each inside its own focusable region.
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } }
      innerWidth: number
    }
    return document.documentElement.scrollWidth - innerWidth
  })
  expect(overflow, `${name} is wider than a phone's screen`).toBeLessThanOrEqual(0)
  expect(await axeViolations(page), `${name} on a phone`).toEqual([])
  await page.setViewportSize(DESKTOP)
}

/** Signs `label` in through the panel's form, as a person would; answers the post's response. */
export const signInWithForm = async (page: Page, adminUrl: string, label: string, credential: string) => {
  await page.goto(`${adminUrl}/sign-in`)
  await page.getByLabel("Operator", { exact: true }).fill(label)
  await page.getByLabel("Credential", { exact: true }).fill(credential)
  const [answer] = await Promise.all([
    page.waitForResponse(`${adminUrl}/sign-in`),
    page.getByRole("button", { name: "Sign in" }).click(),
  ])
  return answer
}
