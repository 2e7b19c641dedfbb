import { buildStages, type BuildStage } from './build-stages'
import type { TimedRun } from './timed-run'

/** Several runs of one build, by their means. */
export interface MeanBuild {
  seconds: number
  cpuSeconds: number
  /** Each stage's mean seconds, in the order of the first run's stages. */
  stages: BuildStage[]
  runs: TimedRun[]
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1)

/** The means of `runs` of the same build; a stage missing from a run counts in none of its means. */
export function meanBuild(runs: readonly TimedRun[]): MeanBuild {
  const stagesOfRuns = runs.map(buildStages)
  const stages = (stagesOfRuns[0] ?? []).map((stage) => ({
    ...stage,
    seconds: mean(
      stagesOfRuns.flatMap(
        (stagesOfRun) => stagesOfRun.find((other) => other.name === stage.name)?.seconds ?? [],
      ),
    ),
  }))
  return {
    seconds: mean(runs.map((run) => run.seconds)),
    cpuSeconds: mean(runs.map((run) => run.cpuSeconds)),
    stages,
    runs: [...runs],
  }
}

/**
 * Builds without and with an addition twice each, in the order without, with, with, without:
 * whatever drifts through the run (the machine's speed, the system's caches warming) weighs on
 * both sides alike, where one build each put all of it on one side. The last build is one
 * without, which stays in the export. `build(withAddition, turn)` runs one build.
 */
export async function buildInTurn(
  build: (withAddition: boolean, turn: number) => Promise<TimedRun>,
): Promise<{ without: MeanBuild; with: MeanBuild }> {
  const without1 = await build(false, 1)
  const with1 = await build(true, 1)
  const with2 = await build(true, 2)
  const without2 = await build(false, 2)
  return { without: meanBuild([without1, without2]), with: meanBuild([with1, with2]) }
}
