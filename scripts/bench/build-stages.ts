import type { TimedRun } from './timed-run'

export interface BuildStage {
  name: string
  seconds: number
  /** A post-build step that ran beside the others: its seconds are inside theirs. */
  beside?: true
}

/**
 * The stages of `npm run build` in order, each ending at the first line that matches after the
 * previous one: Next.js's first line (the checks before it are done), then the lines `next build`
 * prints as it finishes a phase. A stage whose line is missing (another Next.js wording) is
 * counted in the next one.
 */
const STAGE_ENDS: { name: string; end: RegExp }[] = [
  // The content check, the type hovers and tsc run side by side; Next.js starts once all are done.
  { name: 'check (environment, content, type hovers, types)', end: /^▲ Next\.js/ },
  { name: 'next build: compile', end: /Compiled successfully/ },
  { name: 'next build: type-check', end: /Finished TypeScript/ },
  // Without a terminal, Next prints no end line for collecting page data: generation's first line ends it.
  { name: 'next build: collect page data', end: /Generating static pages .*\(0\/\d+\)/ },
  { name: 'next build: static generation', end: /Generating static pages .* in / },
]

/**
 * A post-build step's line, printed as it ends: `post-build: search index (5301 ms)`, or
 * `post-build: SQL engine for the Run buttons (20113 ms, beside the other steps)`.
 */
const POST_BUILD_STEP = /^post-build: (.+) \((\d+) ms(, beside the other steps)?\)$/

/**
 * Where a build's time went, from its timed output: the stages above, then the rest of
 * `next build` with the start of the post-build script, each post-build step as it reports
 * itself, and what is left (the end of the processes). The stages add up to the build's seconds,
 * but for a step that ran beside the others, listed with its own time and left out of the sum.
 */
export function buildStages(run: Pick<TimedRun, 'seconds' | 'lines'>): BuildStage[] {
  const stages: BuildStage[] = []
  let boundary = 0
  let from = 0
  for (const { name, end } of STAGE_ENDS) {
    const index = run.lines.findIndex((line, at) => at >= from && end.test(line.text.trim()))
    if (index < 0) continue
    const line = run.lines[index]
    if (!line) continue
    stages.push({ name, seconds: line.atSeconds - boundary })
    boundary = line.atSeconds
    from = index + 1
  }
  const steps = run.lines.flatMap((line) => {
    const match = POST_BUILD_STEP.exec(line.text.trim())
    if (!match) return []
    const step = { name: `post-build: ${match[1]}`, seconds: Number(match[2]) / 1000 }
    return [{ ...step, at: line.atSeconds, beside: match[3] !== undefined }]
  })
  const firstStep = steps.find((step) => !step.beside)
  if (firstStep) {
    stages.push({
      name: 'next build: finish, then post-build start-up',
      seconds: firstStep.at - firstStep.seconds - boundary,
    })
  }
  for (const { name, seconds, beside } of steps) {
    stages.push(
      beside ? { name: `${name} (beside the other steps)`, seconds, beside } : { name, seconds },
    )
  }
  const counted = stages.reduce((sum, stage) => sum + (stage.beside ? 0 : stage.seconds), 0)
  stages.push({ name: 'other', seconds: run.seconds - counted })
  return stages
}
