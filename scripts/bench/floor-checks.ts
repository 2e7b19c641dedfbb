import type { Budgets } from './budgets'

/** One figure of the site beside the floor's, with its budget and whether it holds. */
export interface Check {
  figure: string
  /** The floor's figure; empty when the budget is absolute. */
  floor: string
  ours: string
  /** Ours over the floor's; empty when there is no floor figure or it is zero. */
  ratio: string
  budget: string
  ok: boolean
}

/** What the bench weighs on a set of guide pages, the same way in both. */
export interface GuideWeights {
  /** Median gzip bytes of every script a page loads. */
  firstLoadJsBytes: number
  /** Median gzip bytes of a page's HTML. */
  htmlBytes: number
}

/** Lighthouse mobile, median of the runs. */
export interface LighthouseMedians {
  score: number
  totalBlockingTimeMs: number
}

/** The build's figures; `addedPerPage` is seconds a synthetic page adds, in the site and in the floor. */
export interface BuildFigures {
  sitePages: number
  siteSeconds: number
  siteAddedPerPage: number
  floorAddedPerPage: number
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const seconds = (value: number) => `${value.toFixed(3)} s`
const ratioText = (ours: number, floor: number) =>
  floor > 0 ? `${(ours / floor).toFixed(2)}x` : ''

/** A budget of the form "ours at most `max` times the floor's". */
function atMostTimesFloor(
  figure: string,
  ours: number,
  floor: number,
  max: number,
  format: (value: number) => string,
): Check {
  return {
    figure,
    floor: format(floor),
    ours: format(ours),
    ratio: ratioText(ours, floor),
    budget: `≤ ${max}x`,
    ok: ours <= floor * max,
  }
}

/** The sample guides' weight beside the same pages in the floor. */
export function guideWeightChecks(
  floor: GuideWeights,
  ours: GuideWeights,
  budget: Budgets['guide'],
): Check[] {
  return [
    atMostTimesFloor(
      'guide first-load JS',
      ours.firstLoadJsBytes,
      floor.firstLoadJsBytes,
      budget.firstLoadJsToFloor,
      kb,
    ),
    atMostTimesFloor('guide HTML', ours.htmlBytes, floor.htmlBytes, budget.htmlToFloor, kb),
  ]
}

/** Lighthouse on the same guide in the site and in the floor. */
export function guideLighthouseChecks(
  floor: LighthouseMedians,
  ours: LighthouseMedians,
  budget: Budgets['guide'],
): Check[] {
  return [
    {
      figure: 'guide Lighthouse mobile score',
      floor: String(floor.score),
      ours: String(ours.score),
      ratio: ratioText(ours.score, floor.score),
      budget:
        budget.lighthouseScoreBelowFloor === 0
          ? '≥ floor'
          : `≥ floor − ${budget.lighthouseScoreBelowFloor}`,
      ok: ours.score >= floor.score - budget.lighthouseScoreBelowFloor,
    },
    atMostTimesFloor(
      'guide total blocking time',
      ours.totalBlockingTimeMs,
      floor.totalBlockingTimeMs,
      budget.totalBlockingTimeToFloor,
      ms,
    ),
  ]
}

/**
 * A page held to the largest reference's budget: its score, and its total blocking time under the
 * absolute budget or under a multiple of the floor guide's, whichever is more lenient.
 */
export function heavyPageChecks(
  page: string,
  figures: LighthouseMedians,
  floorGuideTotalBlockingTimeMs: number,
  budget: Budgets['heavyPages'],
): Check[] {
  const relativeLimit = floorGuideTotalBlockingTimeMs * budget.maxTotalBlockingTimeToFloorGuide
  return [
    {
      figure: `${page} Lighthouse mobile score`,
      floor: '',
      ours: String(figures.score),
      ratio: '',
      budget: `≥ ${budget.minLighthouseScore}`,
      ok: figures.score >= budget.minLighthouseScore,
    },
    {
      figure: `${page} total blocking time`,
      floor: `${ms(floorGuideTotalBlockingTimeMs)} (guide)`,
      ours: ms(figures.totalBlockingTimeMs),
      ratio: ratioText(figures.totalBlockingTimeMs, floorGuideTotalBlockingTimeMs),
      budget: `≤ ${budget.maxTotalBlockingTimeMs} ms or ≤ ${budget.maxTotalBlockingTimeToFloorGuide}x`,
      ok:
        figures.totalBlockingTimeMs <= budget.maxTotalBlockingTimeMs ||
        figures.totalBlockingTimeMs <= relativeLimit,
    },
  ]
}

/** The site's build per exported page, and what a page of the synthetic area adds beside the floor. */
export function buildChecks(figures: BuildFigures, budget: Budgets['build']): Check[] {
  const perPage = figures.siteSeconds / figures.sitePages
  return [
    {
      figure: `build per exported page (${figures.sitePages} pages)`,
      floor: '',
      ours: seconds(perPage),
      ratio: '',
      budget: `≤ ${budget.maxSecondsPerPage} s`,
      ok: perPage <= budget.maxSecondsPerPage,
    },
    addedPageCheck(figures, budget),
  ]
}

/**
 * What an added page costs beside the floor. A build with the area that took less time than the
 * same build without it measured the machine, not the area: no figure, and the check fails.
 */
function addedPageCheck(figures: BuildFigures, budget: Budgets['build']): Check {
  const check = atMostTimesFloor(
    'build time an added page costs',
    figures.siteAddedPerPage,
    figures.floorAddedPerPage,
    budget.addedPageToFloor,
    seconds,
  )
  const unmeasured = [
    figures.siteAddedPerPage <= 0 ? 'the site' : '',
    figures.floorAddedPerPage <= 0 ? 'the floor' : '',
  ].filter(Boolean)
  if (unmeasured.length === 0) return check
  return {
    ...check,
    ours: `${check.ours} (not measured: ${unmeasured.join(' and ')} built faster with the area than without; the machine's noise, run again)`,
    ratio: '',
    ok: false,
  }
}

/** One line per check that does not hold, naming the figure and its values. */
export const brokenBudgets = (checks: readonly Check[]): string[] =>
  checks
    .filter((check) => !check.ok)
    .map(
      (check) =>
        `${check.figure}: ${check.ours}${check.floor ? ` (floor ${check.floor}${check.ratio ? `, ${check.ratio}` : ''})` : ''}, budget ${check.budget}`,
    )

/** The checks as a Markdown table, as the README's measurements show them. */
export function checksTable(checks: readonly Check[]): string {
  const rows = checks.map(
    (check) =>
      `| ${check.figure} | ${check.floor} | ${check.ours} | ${check.ratio} | ${check.budget} | ${check.ok ? 'holds' : 'broken'} |`,
  )
  return [
    '| figure | floor | ours | ratio | budget | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}
