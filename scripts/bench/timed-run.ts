import { spawn } from 'node:child_process'
import readline from 'node:readline'
import Stream, { type Readable } from 'node:stream'

/** A line a command printed, with the seconds since the command started. */
export interface TimedLine {
  atSeconds: number
  text: string
}

export interface TimedRun {
  seconds: number
  /**
   * Processor time (user and system) of the command and every process it waited for: steadier
   * than `seconds` on a shared machine, whose other tenants lengthen the wall clock, not the work.
   */
  cpuSeconds: number
  lines: TimedLine[]
}

/** `1m2.500s` (a time as bash's `times` prints it) in seconds. */
function bashSeconds(time: string): number {
  const match = /^(\d+)m([\d.]+)s$/.exec(time)
  if (!match) throw new Error(`not a time of bash's \`times\`: ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/**
 * The processor time of a shell's finished children from what `times` printed: its second line,
 * user then system time.
 */
export function childrenCpuSeconds(timesOutput: string): number {
  const children = timesOutput.trim().split('\n')[1]
  if (!children)
    throw new Error(`bash's \`times\` printed no line for the children: ${timesOutput}`)
  return children
    .trim()
    .split(/\s+/)
    .reduce((sum, time) => sum + bashSeconds(time), 0)
}

const readAll = async (stream: Readable) => {
  let text = ''
  for await (const chunk of stream) text += String(chunk)
  return text
}

/**
 * Runs `command` in bash, echoing its output as it comes (prefixed with `label`), and returns how
 * long it took, the processor time it used (from bash's `times`, on a descriptor of its own) and
 * every line it printed with its time. Rejects when it fails.
 */
export function timedRun(
  command: string,
  options: { cwd?: string; env?: Record<string, string>; label: string },
): Promise<TimedRun> {
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  const child = spawn('bash', ['-c', `${command}\nstatus=$?\ntimes >&3\nexit $status`], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  })
  const [, stdout, stderr, timesPipe] = child.stdio
  if (!stdout || !stderr || !(timesPipe instanceof Stream.Readable))
    throw new Error(`${options.label}: no pipes to read \`${command}\` from`)
  const lines: TimedLine[] = []
  for (const stream of [stdout, stderr]) {
    readline.createInterface({ input: stream }).on('line', (text) => {
      lines.push({ atSeconds: elapsed(), text })
      console.log(`  [${options.label}] ${text}`)
    })
  }
  const times = readAll(timesPipe)
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      const seconds = elapsed()
      if (code !== 0) {
        reject(new Error(`${options.label}: \`${command}\` exited with code ${code}`))
        return
      }
      times
        .then((output) => resolve({ seconds, cpuSeconds: childrenCpuSeconds(output), lines }))
        .catch(reject)
    })
  })
}
