import type { TimedRun } from './timed-run'

export interface BuildStage {
  name: string
  seconds: number
}

/**
 * The stages of `npm run build` in order, each ending at the first line that matches after the
 * previous one: the content check's summary, then the lines `next build` prints as it finishes a
 * phase. A stage whose line is missing (another Next.js wording) is counted in the next one.
 */
const STAGE_ENDS: { name: string; end: RegExp }[] = [
  { name: 'check (environment, content)', end: /^content ok:/ },
  { name: 'next build: compile', end: /Compiled successfully/ },
  { name: 'next build: type-check', end: /Finished TypeScript/ },
  // Without a terminal, Next prints no end line for collecting page data: generation's first line ends it.
  { name: 'next build: collect page data', end: /Generating static pages .*\(0\/\d+\)/ },
  { name: 'next build: static generation', end: /Generating static pages .* in / },
]

/** A post-build step's line, printed as it ends: `post-build: search index (5301 ms)`. */
const POST_BUILD_STEP = /^post-build: (.+) \((\d+) ms\)$/

/**
 * Where a build's time went, from its timed output: the stages above, then the rest of
 * `next build` with the start of the post-build script, each post-build step as it reports
 * itself, and what is left (the end of the processes). The stages add up to the build's seconds.
 */
export function buildStages(run: TimedRun): BuildStage[] {
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
    return match
      ? [{ name: `post-build: ${match[1]}`, seconds: Number(match[2]) / 1000, at: line.atSeconds }]
      : []
  })
  const firstStep = steps[0]
  if (firstStep) {
    stages.push({
      name: 'next build: finish, then post-build start-up',
      seconds: firstStep.at - firstStep.seconds - boundary,
    })
    for (const step of steps) stages.push({ name: step.name, seconds: step.seconds })
  }
  const counted = stages.reduce((sum, stage) => sum + stage.seconds, 0)
  stages.push({ name: 'other', seconds: run.seconds - counted })
  return stages
}
