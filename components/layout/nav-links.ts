import { getGuideTree } from '../../lib/content/guides'
import { latestDocuments } from '../../lib/reference/references'
import { siteConfig } from '../../site.config'

export interface NavLink {
  title: string
  href: string
  description?: string
}

/** The product areas, in the order of content/guides/meta.json, for the header and home page. */
export function areaLinks(): NavLink[] {
  return getGuideTree().areas.map((area) => ({
    title: area.title,
    href: area.path,
    description: area.description,
  }))
}

/**
 * The latest reference of each library that has one; never a link to a missing page. The
 * self-hosted servers are left to `/reference` and the self-hosting guides, which readers of them
 * come from: five more entries would crowd every menu.
 */
export function referenceLinks(): NavLink[] {
  return latestDocuments()
    .filter((doc) => doc.kind !== 'server')
    .map((doc) => ({
      title: doc.libraryLabel,
      href: doc.path,
      description: `${doc.title}, ${doc.versionLabel}`,
    }))
}

export const externalLinks: NavLink[] = [
  { title: 'Status', href: siteConfig.externalLinks.status },
  { title: 'Integrations', href: siteConfig.externalLinks.integrations },
]
