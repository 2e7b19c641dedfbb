import {
  computeTableColumns,
  computeTableRows,
  isComputeTableColumn,
} from '../../lib/platform/compute-sizes'
import { platformConstants } from '../../lib/platform/constants'
import { TextTable } from './text-table'

export interface ComputeSizesProps {
  /** An extra column from `computeTableColumns`, e.g. `hnsw-index`. */
  column?: string
}

/**
 * `<ComputeSizes />`: the compute add-on sizes with their CPU, memory, direct and pooler
 * connections, from the platform constants.
 */
export function ComputeSizes({ column }: ComputeSizesProps) {
  if (column !== undefined && !isComputeTableColumn(column)) {
    throw new Error(
      `<ComputeSizes column="${column}"> names no column; use one of ${Object.keys(computeTableColumns).join(', ')}.`,
    )
  }
  return <TextTable rows={computeTableRows(platformConstants, column)} />
}
