import { platformConstants } from '../../lib/platform/constants'
import { isRetentionTable, retentionTableRows, retentionTables } from '../../lib/platform/retention'
import { TextTable } from './text-table'

export interface PlanRetentionProps {
  /** Which table: `backups` (daily backups and point-in-time recovery) or `logs`. */
  of: string
}

/** `<PlanRetention of="backups" />`: what each plan keeps, from the platform constants. */
export function PlanRetention({ of }: PlanRetentionProps) {
  if (!isRetentionTable(of)) {
    throw new Error(
      `<PlanRetention of="${of}"> names no table; use one of ${Object.keys(retentionTables).join(', ')}.`,
    )
  }
  return <TextTable rows={retentionTableRows(platformConstants, of)} />
}
