import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** A throwaway self-signed certificate for 127.0.0.1, made with openssl for one run and never stored. */
export interface TestCertificate {
  readonly key: string
  readonly cert: string
}

export const makeTestCertificate = (): TestCertificate => {
  const folder = mkdtempSync(join(tmpdir(), "svc-agreement-tls-"))
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        join(folder, "key.pem"),
        "-out",
        join(folder, "cert.pem"),
      ],
      { stdio: "ignore" },
    )
    return {
      key: readFileSync(join(folder, "key.pem"), "utf8"),
      cert: readFileSync(join(folder, "cert.pem"), "utf8"),
    }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
