import { accessSync, constants, readdirSync } from "node:fs"
import { delimiter, join } from "node:path"

/** The system programs tests run, each with the Debian package `pnpm setup:system` installs it from. */
const TOOLS = {
  chromium: { package: "chromium", find: () => executable(process.env.CHROME_PATH ?? "/usr/bin/chromium") },
  pdftotext: { package: "poppler-utils", find: () => onPath("pdftotext") },
  openssl: { package: "openssl", find: () => onPath("openssl") },
  ip: { package: "iproute2", find: () => onPath("ip") },
  // Debian keeps nginx in /usr/sbin, off the PATH of users other than root.
  nginx: { package: "nginx", find: () => onPath("nginx") ?? executable("/usr/sbin/nginx") },
  postgres: {
    package: "postgresql",
    // Debian keeps the server's programs off PATH, under /usr/lib/postgresql/<version>/bin.
    find: () =>
      postgresBinDirs()
        .map((dir) => executable(join(dir, "postgres")))
        .find(Boolean) ?? onPath("postgres"),
  },
} as const

export type SystemTool = keyof typeof TOOLS

const executable = (path: string): string | undefined => {
  try {
    accessSync(path, constants.X_OK)
    return path
  } catch {
    return undefined
  }
}

const onPath = (command: string): string | undefined =>
  (process.env.PATH ?? "")
    .split(delimiter)
    .filter((dir) => dir !== "")
    .map((dir) => executable(join(dir, command)))
    .find((path) => path !== undefined)

/** Debian's PostgreSQL program folders, newest version first. */
const postgresBinDirs = (): ReadonlyArray<string> => {
  try {
    return readdirSync("/usr/lib/postgresql")
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => join("/usr/lib/postgresql", version, "bin"))
  } catch {
    return []
  }
}

/**
 * The path of a system program a test needs, or an error of one line naming the package that brings
 * it (no stack: the line is the whole story), so a machine without it says what to install.
 */
export const requireTool = (tool: SystemTool): string => {
  const found = TOOLS[tool].find()
  if (found !== undefined) return found
  const { package: name } = TOOLS[tool]
  const where = tool === "chromium" ? ` at ${process.env.CHROME_PATH ?? "/usr/bin/chromium"}` : ""
  const error = new Error(
    `${tool} is not installed${where}: run "pnpm setup:system" (as root or with sudo) or "apt-get install -y ${name}"`,
  )
  error.name = "MissingTool"
  error.stack = `${error.name}: ${error.message}`
  throw error
}
