/** A byte count in units of 1,024 (KB) or 1,048,576 (MB), one decimal: the engine writes it in the locale's way. */
export const kilobytes = (bytes: number): number => Math.round(bytes / 102.4) / 10
export const megabytes = (bytes: number): number => Math.round(bytes / 104_857.6) / 10
