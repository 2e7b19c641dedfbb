import { execFileSync } from 'node:child_process'

/**
 * The date of the last commit that touched each file below `folder` (paths relative to the
 * repository root), from one `git log`. Empty when git has no history (a tarball, a new clone
 * without history); files never committed are missing.
 */
export function lastCommitDates(folder: string): Map<string, Date> {
  const dates = new Map<string, Date>()
  let log: string
  try {
    log = execFileSync('git', ['log', '--format=@%cI', '--name-only', '--', folder], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch {
    return dates
  }
  let date: Date | null = null
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) date = new Date(line.slice(1))
    else if (line !== '' && date && !dates.has(line)) dates.set(line, date)
  }
  return dates
}
