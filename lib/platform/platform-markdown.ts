import type { PhrasingContent, Table, Text } from 'mdast'
import { computeTableRows, isComputeTableColumn } from './compute-sizes'
import { isPlatformConstantName, platformConstants } from './constants'
import { isRetentionTable, retentionTableRows } from './retention'

const cell = (value: string): PhrasingContent[] => [{ type: 'text', value }]

/** Text rows (a header row first) as a Markdown table. */
function textTable(rows: readonly (readonly string[])[]): Table {
  return {
    type: 'table',
    align: rows[0]?.map(() => null) ?? [],
    children: rows.map((row) => ({
      type: 'tableRow',
      children: row.map((value) => ({ type: 'tableCell', children: cell(value) })),
    })),
  }
}

/** The compute table as a Markdown table, with the extra column a page names. */
export function computeSizesMarkdown(column: string | undefined): Table {
  return textTable(
    computeTableRows(
      platformConstants,
      column !== undefined && isComputeTableColumn(column) ? column : undefined,
    ),
  )
}

/** A retention table as a Markdown table; nothing for a table name the page component rejects. */
export function planRetentionMarkdown(of: string | undefined): Table[] {
  return of !== undefined && isRetentionTable(of)
    ? [textTable(retentionTableRows(platformConstants, of))]
    : []
}

/** `<PlatformValue name="…" />` as the value's text; nothing for a name the page component rejects. */
export function platformValueMarkdown(name: string | undefined): Text[] {
  return name !== undefined && isPlatformConstantName(name)
    ? [{ type: 'text', value: platformConstants[name] }]
    : []
}
