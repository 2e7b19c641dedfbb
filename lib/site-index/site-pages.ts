import type { GuideTree } from '../content/guide-tree'
import type { ReferenceDocument } from '../reference/document'

/** A page listed for tools: in `/llms.txt` and `/sitemap.xml`. */
export interface SitePage {
  /** Site path, without the base path. */
  path: string
  title: string
  description: string
}

export interface SitePageGroup {
  title: string
  pages: SitePage[]
  /** Site path of the area whose pages the group lists; null for groups of no area. */
  areaPath: string | null
}

/** What a reference document holds, in one line: its description wherever it is listed. */
const ITEMS: Record<ReferenceDocument['kind'], string> = {
  client: 'function',
  cli: 'command',
  api: 'endpoint',
  server: 'endpoint and setting',
}

export const referenceDescription = (doc: ReferenceDocument) =>
  `Every ${ITEMS[doc.kind]} of the ${doc.libraryLabel} ${doc.versionLabel} reference on one page${doc.latest ? '' : ' (older version)'}.`

/**
 * Every guide page, grouped by product area in menu order, then every reference document,
 * latest versions first.
 */
export function sitePageGroups(tree: GuideTree, references: ReferenceDocument[]): SitePageGroup[] {
  const guidePage = (page: GuideTree['pages'][number]): SitePage => ({
    path: page.path,
    title: page.frontmatter.title,
    description: page.frontmatter.description,
  })
  const areas = tree.areas.map((area) => ({
    title: area.title,
    pages: area.pages.map(guidePage),
    areaPath: area.path,
  }))
  const standalone =
    tree.standalone.length > 0
      ? [{ title: 'More guides', pages: tree.standalone.map(guidePage), areaPath: null }]
      : []
  const ordered = [...references].sort((a, b) => Number(b.latest) - Number(a.latest))
  const reference = {
    title: 'Reference',
    areaPath: null,
    pages: ordered.map((doc) => ({
      path: doc.path,
      title: `${doc.title} (${doc.versionLabel})`,
      description: referenceDescription(doc),
    })),
  }
  return [...areas, ...standalone, ...(reference.pages.length > 0 ? [reference] : [])]
}
