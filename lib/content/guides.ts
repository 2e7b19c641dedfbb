import 'server-only'

import type { MDXContent } from 'mdx/types'
import path from 'node:path'
import type { TocEntry } from '../mdx/headings'
import { guidePath } from '../address/address'
import { cachedPerBuild } from './cached-per-build'
import { loadGuideModule } from './guide-module'
import { readGuideTree, type Crumb, type GuideArea, type GuidePage } from './guide-tree'
import { lastCommitDates } from './last-updated'
import { siteConfig } from '../../site.config'

const GUIDES_FOLDER = 'content/guides'
const GUIDES_ROOT = path.join(process.cwd(), GUIDES_FOLDER)

/** The guide tree: areas, menus and pages. */
export const getGuideTree = cachedPerBuild(() => readGuideTree(GUIDES_ROOT))

const getLastCommitDates = cachedPerBuild(() => lastCommitDates(GUIDES_FOLDER))

/** Null when no page has this slug, so the route can answer 404. */
export function getGuidePage(slug: string[]): GuidePage | null {
  const sitePath = guidePath(slug)
  return getGuideTree().pages.find((page) => page.path === sitePath) ?? null
}

/** Everything a guide page shows, ready to render. */
export interface GuidePageModel {
  page: GuidePage
  /** The area whose menu the page sits in; null for a page of no area. */
  area: GuideArea | null
  trail: Crumb[]
  toc: TocEntry[]
  /** Date of the last commit that touched the file; null for a file git does not know yet. */
  lastUpdated: Date | null
  editUrl: string
  previous?: GuidePage
  next?: GuidePage
  /** The page has SQL blocks a reader can run, so it loads the code behind their controls. */
  runsSql: boolean
  Content: MDXContent
}

/** The page model of a guide, from one compile of its file. Null when no page has this slug. */
export async function loadGuidePage(slug: string[]): Promise<GuidePageModel | null> {
  const page = getGuidePage(slug)
  if (!page) return null
  const tree = getGuideTree()
  const area = tree.areas.find((candidate) => candidate.id === page.area) ?? null
  const pages = area?.pages ?? []
  const index = pages.indexOf(page)
  const { Content, toc, runsSql } = await loadGuideModule(page.file)
  return {
    page,
    area,
    trail: area ? page.trail : [{ title: 'Guides', path: tree.areas[0]?.path }],
    toc,
    lastUpdated: getLastCommitDates().get(`${GUIDES_FOLDER}/${page.file}`) ?? null,
    editUrl: `${siteConfig.editBaseUrl}/guides/${page.file}`,
    previous: index > 0 ? pages[index - 1] : undefined,
    next: index === -1 ? undefined : pages[index + 1],
    runsSql,
    Content,
  }
}
