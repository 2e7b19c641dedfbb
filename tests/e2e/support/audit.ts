import { expect, type Page } from '@playwright/test'
import axe, { type AxeResults, type RunOptions } from 'axe-core'

/** The audited page's window, which holds axe once `injectAxe` has put it there. */
type WindowWithAxe = Window & { axe?: typeof axe }

/** The phone and desktop widths every page is audited at. */
export const AUDIT_WIDTHS = [390, 1280] as const
/** The narrowest phone width a page must fit without scrolling sideways. */
export const NARROWEST_WIDTH = 320
const THEMES = ['light', 'dark'] as const

type Theme = (typeof THEMES)[number]

/**
 * Both the docs (the theme switch following the system) and the local platform's pages (a
 * `prefers-color-scheme` stylesheet) take their theme from the colour scheme the browser reports.
 */
async function applyTheme(page: Page, theme: Theme, isDocs: boolean): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  if (isDocs) {
    const html = page.locator('html')
    await (theme === 'dark'
      ? expect(html).toHaveClass(/\bdark\b/)
      : expect(html).not.toHaveClass(/\bdark\b/))
  }
}

/** How many CSS pixels the page is wider than the window (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

/** Headings that skip a level after the one before them (an h2 followed by an h4). */
function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skips: string[] = []
    let previous = 0
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const level = Number(heading.tagName[1])
      if (previous > 0 && level > previous + 1) {
        skips.push(`h${previous} then h${level} "${heading.textContent?.trim() ?? ''}"`)
      }
      previous = level
    }
    return skips
  })
}

/** The WCAG 2 A and AA rules axe runs on every page. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/**
 * The rules of those whose outcome depends on colours. The dark theme changes colours only (no
 * element is shown, hidden or moved by it), so the second theme runs these and not the rest.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Puts axe into the loaded page, once for all its runs (a run of a few rules costs less than
 * reading axe's half a megabyte of script again). Evaluated as the test tool's own script, so the
 * page's Content-Security-Policy does not apply. Our pages hold no frames: axe runs in the page
 * itself, with no pass over frames.
 */
async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
}

/** Serious and critical violations of the rules, one readable line per element. */
async function seriousViolations(page: Page, rules: 'all' | 'colour'): Promise<string[]> {
  const options: RunOptions = {
    runOnly:
      rules === 'all' ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: COLOUR_RULES },
    // Every rule still checks every node; only the passing nodes, unused here, go unlisted.
    resultTypes: ['violations'],
  }
  const results: AxeResults = await page.evaluate((runOptions) => {
    const { axe: injected } = window as WindowWithAxe
    if (!injected) throw new Error('axe has not been put into the page')
    return injected.run(document, runOptions)
  }, options)
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`,
      ),
    )
}

export interface AuditOptions {
  /**
   * Elements removed before axe runs, leaving a sample: on the long reference documents, all but
   * the first section of each category (the same builders emit every section, and axe takes
   * minutes over the whole document). Overflow and heading levels are checked on the whole page.
   */
  axeSkips?: string
}

/**
 * Audits the loaded page: heading levels, no sideways scrolling at 320 px and at the phone and
 * desktop widths, then axe at both widths: every rule in the light theme, the colour rules in the
 * dark. The page stays loaded throughout: only the window size and colour scheme change.
 */
export async function auditPage(
  page: Page,
  label: string,
  { axeSkips }: AuditOptions = {},
): Promise<void> {
  const isDocs = new URL(page.url()).pathname.startsWith('/docs')
  expect.soft(await headingSkips(page), `${label}: heading levels`).toEqual([])
  for (const width of [NARROWEST_WIDTH, ...AUDIT_WIDTHS]) {
    await page.setViewportSize({ width, height: 900 })
    expect.soft(await horizontalOverflow(page), `${label}, ${width} px`).toBe(0)
  }
  if (axeSkips) {
    await page.evaluate((selector) => {
      for (const element of document.querySelectorAll(selector)) element.remove()
    }, axeSkips)
  }
  await injectAxe(page)
  for (const width of AUDIT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const theme of THEMES) {
      await applyTheme(page, theme, isDocs)
      const where = `${label}, ${theme} theme, ${width} px`
      const rules = theme === 'light' ? 'all' : 'colour'
      expect.soft(await seriousViolations(page, rules), where).toEqual([])
    }
  }
}
