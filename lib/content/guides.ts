import 'server-only'

import path from 'node:path'
import { guidePath } from '../address/address'
import { cachedPerBuild } from './cached-per-build'
import { readGuideTree, type GuidePage } from './guide-tree'

/** The guides' folder, relative to the repository. */
export const GUIDES_FOLDER = 'content/guides'
/** The guides' folder, absolute. */
export const GUIDES_ROOT = path.join(process.cwd(), GUIDES_FOLDER)

/**
 * The guide tree: areas, menus and pages. Kept apart from the pages' compiled MDX (`guide-page.ts`)
 * so that the route handlers and the sitemap, which read the tree only, do not make the bundler
 * compile every guide a second time for their own layer.
 */
export const getGuideTree = cachedPerBuild(() => readGuideTree(GUIDES_ROOT))

/** Null when no page has this slug, so the route can answer 404. */
export function getGuidePage(slug: string[]): GuidePage | null {
  const sitePath = guidePath(slug)
  return getGuideTree().pages.find((page) => page.path === sitePath) ?? null
}
