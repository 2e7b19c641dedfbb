import 'server-only'

import type { MDXContent } from 'mdx/types'
import type { TocEntry } from '../mdx/headings'
import { siteConfig } from '../../site.config'
import { cachedPerBuild } from './cached-per-build'
import { loadGuideModule } from './guide-module'
import type { Crumb, GuideArea, GuidePage } from './guide-tree'
import { getGuidePage, getGuideTree, GUIDES_FOLDER, GUIDES_ROOT } from './guides'
import { lastCommitDates } from './last-updated'
import { type SqlSetup, sqlSetupOf } from './sql-setup'

const getLastCommitDates = cachedPerBuild(() => lastCommitDates(GUIDES_FOLDER))

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
  /** The guide whose SQL the page's blocks build on, run first; null when they need none. */
  sqlSetup: SqlSetup | null
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
    sqlSetup: sqlSetupOf(tree, GUIDES_ROOT, page),
    Content,
  }
}
