import type { DocumentFacts } from "@svc/core"

/** The doctype as written, e.g. `<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">`. */
export const doctypeText = (doctype: NonNullable<DocumentFacts["doctype"]>): string => {
  const publicPart = doctype.publicId === "" ? "" : ` PUBLIC "${doctype.publicId}"`
  const systemPart =
    doctype.systemId === "" ? "" : `${publicPart === "" ? " SYSTEM" : ""} "${doctype.systemId}"`
  return `<!DOCTYPE ${doctype.name}${publicPart}${systemPart}>`
}
