import { explicitRole } from "../aria/explicit-role"
import { PRESENTATIONAL_ROLES } from "../aria/presentational-roles"
import type { TableFact } from "./ai-readiness-facts"
import type { ElementRecord } from "./dom-scan"
import type { Extractor } from "./extraction"
import { inMainRegion, scannedPage } from "./scan-memo"

/**
 * Tables with their rows, columns and header cells, in one pass: each element knows its nearest
 * table and row through its parent, so nested tables are counted apart and the cost stays linear.
 */
export const extractTables: Extractor<"tables"> = (context) => {
  const page = scannedPage(context)
  const { elements } = page.scan
  const nearestTable = new Int32Array(elements.length).fill(-1)
  const nearestRow = new Int32Array(elements.length).fill(-1)
  const rows = new Map<number, number>()
  const headerCells = new Map<number, number>()
  const captions = new Set<number>()
  const cellsInRow = new Map<number, number>()
  const rowTable = new Map<number, number>()
  const tables: ElementRecord[] = []
  for (const element of elements) {
    if (element.foreign) continue
    const tag = element.tag
    if (tag === "table") tables.push(element)
    const parentTable = element.parent >= 0 ? (nearestTable[element.parent] ?? -1) : -1
    const parentRow = element.parent >= 0 ? (nearestRow[element.parent] ?? -1) : -1
    nearestTable[element.index] = tag === "table" ? element.index : parentTable
    nearestRow[element.index] = tag === "table" ? -1 : tag === "tr" ? element.index : parentRow
    if (parentTable === -1) continue
    if (tag === "tr") {
      rows.set(parentTable, (rows.get(parentTable) ?? 0) + 1)
      rowTable.set(element.index, parentTable)
    } else if (tag === "td" || tag === "th") {
      if (parentRow !== -1) cellsInRow.set(parentRow, (cellsInRow.get(parentRow) ?? 0) + 1)
      if (tag === "th") headerCells.set(parentTable, (headerCells.get(parentTable) ?? 0) + 1)
    } else if (tag === "caption") captions.add(parentTable)
  }
  const columns = new Map<number, number>()
  for (const [row, cells] of cellsInRow) {
    const table = rowTable.get(row)
    if (table !== undefined) columns.set(table, Math.max(columns.get(table) ?? 0, cells))
  }
  return tables.map((table): TableFact => {
    return {
      rows: rows.get(table.index) ?? 0,
      columns: columns.get(table.index) ?? 0,
      headerCells: headerCells.get(table.index) ?? 0,
      caption: captions.has(table.index),
      layout: PRESENTATIONAL_ROLES.has(explicitRole(table.attributes)),
      inMain: inMainRegion(page, table.index),
      hidden: table.hidden || table.invisible,
      location: table.location,
    }
  })
}
