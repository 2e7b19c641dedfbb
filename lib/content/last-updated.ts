import { execFileSync } from 'node:child_process'

/** The date of the last commit that touched the file, or null when git has none (new file). */
export function lastUpdated(file: string): Date | null {
  try {
    const iso = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    return iso ? new Date(iso) : null
  } catch {
    return null
  }
}
