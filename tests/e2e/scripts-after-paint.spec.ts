import { expect, test } from './support/test'

/** What the page's own clock says of its first paint and of each app script's request. */
const timings = () => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({ name: entry.name, startTime: entry.startTime }))
  return { paint, scripts }
}

for (const path of ['/docs/guides/auth/passwords', '/docs/reference/javascript/select']) {
  test(`${path} requests the app's scripts once each, after its first contentful paint, and they run`, async ({
    page,
  }) => {
    await page.goto(path)
    // The theme switch answers only once React has hydrated, which needs every script.
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.locator('html')).toHaveClass(/dark/)

    const { paint, scripts } = await page.evaluate(timings)
    expect(paint).not.toBeNull()
    expect(scripts.length).toBeGreaterThan(3)
    expect(new Set(scripts.map((script) => script.name)).size).toBe(scripts.length)
    for (const script of scripts) expect(script.startTime).toBeGreaterThanOrEqual(paint ?? 0)
  })
}

test('a page opened in the background loads its scripts without waiting to be shown', async ({
  context,
}) => {
  const page = await context.newPage()
  // A hidden page gets no animation frame, so no paint to wait for.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
    window.requestAnimationFrame = () => 0
    PerformanceObserver.prototype.observe = () => {}
  })
  await page.goto('/docs/guides/auth/passwords')
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').length))
    .toBeGreaterThan(3)
  const scripts = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/chunks/')).length,
  )
  expect(scripts).toBeGreaterThan(3)
})
