/** A value the page wrote, shortened to `max` characters for a message. */
export const shortened = (value: string, max = 80): string =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value

/** A byte count in units of 1,024 (KB) or 1,048,576 (MB), one decimal: the engine writes it in the locale's way. */
export const kilobytes = (bytes: number): number => Math.round(bytes / 102.4) / 10
export const megabytes = (bytes: number): number => Math.round(bytes / 104_857.6) / 10
