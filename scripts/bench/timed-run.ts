import { spawn } from 'node:child_process'
import readline from 'node:readline'

/** A line a command printed, with the seconds since the command started. */
export interface TimedLine {
  atSeconds: number
  text: string
}

export interface TimedRun {
  seconds: number
  lines: TimedLine[]
}

/**
 * Runs `command` through the shell, echoing its output as it comes (prefixed with `label`), and
 * returns how long it took and every line it printed with its time. Rejects when it fails.
 */
export function timedRun(
  command: string,
  options: { cwd?: string; env?: Record<string, string>; label: string },
): Promise<TimedRun> {
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  const child = spawn(command, {
    shell: true,
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: TimedLine[] = []
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (text) => {
      lines.push({ atSeconds: elapsed(), text })
      console.log(`  [${options.label}] ${text}`)
    })
  }
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      if (code === 0) resolve({ seconds: elapsed(), lines })
      else reject(new Error(`${options.label}: \`${command}\` exited with code ${code}`))
    })
  })
}
