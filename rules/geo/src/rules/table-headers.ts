import { defineRule } from "@svc/core"

export default defineRule({
  id: "table-headers",
  category: "geo",
  level: "low",
  appliesTo: "substantive",
  requires: ["tables"],
  label: "Data tables name their columns with header cells",
  fix: 'Mark the header row (or column) of every data table with <th> cells (inside <thead> for the row): parsers and answer engines read a table\'s meaning from its headers. Give layout tables role="presentation".',
  messages: {
    noHeader: "A data table of {rows} rows × {columns} columns has no <th> header cell.",
  },
  check: ({ tables }, { notApplicable, report }) => {
    const data = tables.filter(
      (table) => table.inMain && !table.hidden && !table.layout && table.rows >= 2 && table.columns >= 2,
    )
    if (data.length === 0) return notApplicable("The main content has no data table.")
    for (const table of data)
      if (table.headerCells === 0)
        report("noHeader", { at: table.location, data: { rows: table.rows, columns: table.columns } })
  },
})
