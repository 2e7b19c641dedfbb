import type { PhrasingContent, Table } from 'mdast'
import type { ComponentEmbeds } from '../content/guide-markdown'
import { computeTableRows, isComputeTableColumn } from './compute-sizes'
import { platformConstants } from './constants'

const cell = (value: string): PhrasingContent[] => [{ type: 'text', value }]

/** The compute table as a Markdown table, with the extra column a page names. */
export function computeSizesMarkdown(column: string | undefined): Table {
  const rows = computeTableRows(
    platformConstants,
    column !== undefined && isComputeTableColumn(column) ? column : undefined,
  )
  return {
    type: 'table',
    align: rows[0]?.map(() => null) ?? [],
    children: rows.map((row) => ({
      type: 'tableRow',
      children: row.map((value) => ({ type: 'tableCell', children: cell(value) })),
    })),
  }
}

/** The platform's data components as Markdown, for the Markdown twins. */
export const platformEmbeds: ComponentEmbeds = {
  ComputeSizes: (attribute) => [computeSizesMarkdown(attribute('column'))],
}
