import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/** The module whose dynamic imports make the bundler compile every guide's MDX. */
const GUIDE_MDX = path.resolve('lib/content/guide-module.ts')

/** A relative import's file, as the bundler resolves it; null for a package. */
function resolveRelative(specifier: string, from: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end)]
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null
}

/** Every file of the repository that `entry` reaches through relative imports, itself included. */
function reachedFrom(entry: string): Set<string> {
  const reached = new Set<string>()
  const pending = [path.resolve(entry)]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (reached.has(file)) continue
    reached.add(file)
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      const target = resolveRelative(fileName, file)
      if (target && !reached.has(target)) pending.push(target)
    }
  }
  return reached
}

/** The app's route handlers and metadata routes: each is bundled for a layer of its own. */
const routeHandlers = fs
  .readdirSync('app', { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)route\.ts$|^(sitemap|robots)\.ts$/.test(file))
  .map((file) => path.join('app', file))

describe("the guides' MDX is compiled for the pages only", () => {
  it('is reached from the guide page route', () => {
    expect(reachedFrom('app/guides/[...slug]/page.tsx')).toContain(GUIDE_MDX)
  })

  it.each(routeHandlers)('is not reached from %s', (handler) => {
    // Reaching it makes Turbopack compile all 409 guides a second time, for the handler's layer.
    expect(reachedFrom(handler)).not.toContain(GUIDE_MDX)
  })

  it('finds the route handlers that read the guide tree', () => {
    expect(routeHandlers).toEqual(
      expect.arrayContaining([
        'app/llms.txt/route.ts',
        'app/menus/[...menu]/route.ts',
        'app/sitemap.ts',
      ]),
    )
  })
})
