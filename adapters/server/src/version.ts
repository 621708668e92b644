/** The server's version, as `/healthz` reports it; kept equal to the package version (a test checks). */
export const SERVER_VERSION = "0.3.0"
