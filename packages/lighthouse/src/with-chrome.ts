import { type Chrome, type ChromeOptions, launchChrome } from "./chrome"

/** Launches Chromium, hands it to `use`, and closes it afterwards, also when `use` throws. */
export const withChrome = async <T>(
  options: ChromeOptions,
  use: (chrome: Chrome) => Promise<T>,
): Promise<T> => {
  const chrome = await launchChrome(options)
  try {
    return await use(chrome)
  } finally {
    await chrome.close()
  }
}
