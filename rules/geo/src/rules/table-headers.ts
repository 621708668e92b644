import { defineRule } from "@svc/core"

export default defineRule({
  id: "table-headers",
  part: "ai",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["tables"],
  label: "Data tables name their columns with header cells",
  fix: 'Mark the header row (or column) of every data table with <th> cells (inside <thead> for the row): parsers and answer engines read a table\'s meaning from its headers. Give layout tables role="presentation".',
  check: ({ tables }, { fail, notApplicable, pass }) => {
    const data = tables.filter(
      (table) => table.inMain && !table.hidden && !table.layout && table.rows >= 2 && table.columns >= 2,
    )
    if (data.length === 0) return notApplicable("The main content has no data table.")
    const headless = data.filter((table) => table.headerCells === 0)
    if (headless.length === 0) return pass()
    return fail(
      `${headless.length} of ${data.length} data tables have no <th> header cell: ${headless
        .slice(0, 3)
        .map((table) => `line ${table.location.line} (${table.rows} rows × ${table.columns} columns)`)
        .join(", ")}.`,
      { at: headless[0]?.location },
    )
  },
})
