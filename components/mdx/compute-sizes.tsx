import {
  computeTableColumns,
  computeTableRows,
  isComputeTableColumn,
} from '../../lib/platform/compute-sizes'
import { platformConstants } from '../../lib/platform/constants'
import { Table } from './table'

export interface ComputeSizesProps {
  /** An extra column from `computeTableColumns`, e.g. `hnsw-index`. */
  column?: string
}

/** `<ComputeSizes />`: the compute add-on sizes with their memory, from the platform constants. */
export function ComputeSizes({ column }: ComputeSizesProps) {
  if (column !== undefined && !isComputeTableColumn(column)) {
    throw new Error(
      `<ComputeSizes column="${column}"> names no column; use one of ${Object.keys(computeTableColumns).join(', ')}.`,
    )
  }
  const [header = [], ...rows] = computeTableRows(platformConstants, column)
  return (
    <Table>
      <thead>
        <tr>
          {header.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
