import type { PlatformConstantName } from './constants'

/** What a plan keeps, as the retention tables compare it: one row per plan, Free first. */
interface PlanRetention {
  /** The plan as the billing pages name it. */
  plan: string
  /** The constant holding how long each daily backup is kept. */
  dailyBackups: PlatformConstantName
  /** The constants holding the history point-in-time recovery can keep, shortest first; none where the plan lacks the add-on. */
  pointInTimeRecovery: readonly PlatformConstantName[]
  /** The constant holding how long the logs explorer keeps logs. */
  logs: PlatformConstantName
}

/** The plans and what each keeps. Their figures come from `lib/platform/constants.ts`. */
export const planRetention: readonly PlanRetention[] = [
  {
    plan: 'Free',
    dailyBackups: 'backups.dailyRetentionFree',
    pointInTimeRecovery: [],
    logs: 'monitoring.logRetentionFree',
  },
  {
    plan: 'Paid plans',
    dailyBackups: 'backups.dailyRetentionPaid',
    pointInTimeRecovery: [
      'backups.pitrRetentionShortest',
      'backups.pitrRetentionMiddle',
      'backups.pitrRetentionLongest',
    ],
    logs: 'monitoring.logRetentionPaid',
  },
]

/** The retention tables a page may show, by the `of` it names. */
export const retentionTables = {
  backups: 'backups',
  logs: 'logs',
} as const

export type RetentionTable = keyof typeof retentionTables

export function isRetentionTable(name: string): name is RetentionTable {
  return Object.hasOwn(retentionTables, name)
}

/** `7 days, 14 days or 28 days`: the choices as a reader says them. */
function choices(values: readonly string[]): string {
  if (values.length <= 1) return values.join('')
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}`
}

/**
 * A retention table's cells as text: a header row, then one row per plan. `backups` gives the
 * daily backups and point-in-time recovery, `logs` the log retention. Shared by the page component
 * and the Markdown twin.
 */
export function retentionTableRows(
  constants: Record<PlatformConstantName, string>,
  table: RetentionTable,
): string[][] {
  if (table === 'logs') {
    return [
      ['Plan', 'Logs kept for'],
      ...planRetention.map((row) => [row.plan, constants[row.logs]]),
    ]
  }
  return [
    ['Plan', 'Each daily backup kept for', 'Point-in-time recovery add-on'],
    ...planRetention.map((row) => [
      row.plan,
      constants[row.dailyBackups],
      row.pointInTimeRecovery.length === 0
        ? 'Not available'
        : `History of ${choices(row.pointInTimeRecovery.map((name) => constants[name]))}`,
    ]),
  ]
}
