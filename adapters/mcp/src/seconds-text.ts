/** "1 second", "45 seconds". */
export const secondsText = (count: number): string => (count === 1 ? "1 second" : `${count} seconds`)
