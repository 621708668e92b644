/** A terminal, as far as drawing a line on it goes. */
export interface TerminalLine {
  readonly columns?: number | undefined
}

/** The columns a line may fill: the terminal's width but one (the classic 80 where it says none). */
export const usableColumns = (terminal: TerminalLine): number =>
  (terminal.columns !== undefined && terminal.columns > 0 ? terminal.columns : 80) - 1

/**
 * What erases the terminal line the cursor is on and returns to its start: the escape sequence for it,
 * or, on a terminal that takes none (`TERM=dumb`), spaces over the line between two carriage returns.
 */
export const clearLine = (terminal: TerminalLine, environment: NodeJS.ProcessEnv): string =>
  environment.TERM === "dumb" ? `\r${" ".repeat(usableColumns(terminal))}\r` : "\r\u001b[2K"
