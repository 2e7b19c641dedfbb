import fs from 'node:fs'
import path from 'node:path'
import { readGuideTree } from '../../lib/content/guide-tree'
import { precompressExport } from '../../lib/serving/precompress-export'
import { siteConfig } from '../../site.config'
import { plainMdx } from './plain-mdx'
import { type TimedRun, timedRun } from './timed-run'

/** The floor's Next.js app (scripts/bench/floor/): its pages are written by the bench. */
export const FLOOR_DIR = path.resolve('scripts/bench/floor')
export const FLOOR_EXPORT = path.join(FLOOR_DIR, 'out')
const FLOOR_CONTENT = path.join(FLOOR_DIR, 'content')
const GUIDES = path.resolve('content/guides')

/** A guide page for the floor: its site path and its source as the site reads it. */
export interface FloorPage {
  sitePath: string
  source: string
  /** Names the page in errors. */
  file: string
}

/** The site's guide pages at `sitePaths`, read from content/guides; fails on a path that is no guide. */
export function siteGuidePages(sitePaths: readonly string[]): FloorPage[] {
  const byPath = new Map(readGuideTree(GUIDES).pages.map((page) => [page.path, page.file]))
  return sitePaths.map((sitePath) => {
    const file = byPath.get(sitePath)
    if (!file) throw new Error(`the floor's page list names ${sitePath}, which is no guide page`)
    const display = path.join('content/guides', file)
    return { sitePath, source: fs.readFileSync(path.join(GUIDES, file), 'utf8'), file: display }
  })
}

/** Replaces the floor's pages with `pages`, as plain MDX: `/guides/a/b` is content/a/b.mdx. */
export function writeFloorPages(pages: readonly FloorPage[]): void {
  fs.rmSync(FLOOR_CONTENT, { recursive: true, force: true })
  for (const page of pages) {
    const relative = page.sitePath.replace(/^\/guides\//, '')
    const target = path.join(FLOOR_CONTENT, `${relative}.mdx`)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, plainMdx(page.source, page.file))
  }
}

/**
 * Builds the floor from scratch (`next build`, as the site's build runs it) and returns its
 * timed output; then writes gzip and brotli variants of its export as the site's build does, untimed,
 * so that both are served alike.
 */
export async function buildFloor(label: string): Promise<TimedRun> {
  for (const dir of ['.next', 'out'])
    fs.rmSync(path.join(FLOOR_DIR, dir), { recursive: true, force: true })
  const next = path.resolve('node_modules/.bin/next')
  const run = await timedRun(`${next} build --turbopack`, {
    cwd: FLOOR_DIR,
    env: { NEXT_PUBLIC_BASE_PATH: siteConfig.basePath, NEXT_TELEMETRY_DISABLED: '1' },
    label,
  })
  await precompressExport(FLOOR_EXPORT)
  return run
}
