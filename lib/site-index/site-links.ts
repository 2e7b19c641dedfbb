import 'server-only'

import { siteConfig } from '../../site.config'
import { getGuideTree } from '../content/guides'
import { latestDocuments } from '../reference/references'

/** A link of the site's navigation to a page of the docs. */
export interface NavLink {
  title: string
  /** Site path, without the base path. */
  path: string
  description?: string
}

/** A link that leaves the docs. */
export interface ExternalNavLink {
  title: string
  url: string
}

/** What the header, the navigation dialog and the landing pages link to. */
export interface SiteLinks {
  /** The product areas, in the order of content/guides/meta.json. */
  areas: NavLink[]
  /**
   * The latest reference of each library that has one; never a link to a missing page. The
   * self-hosted servers are left to `/reference` and the self-hosting guides, which readers of
   * them come from: five more entries would crowd every menu.
   */
  references: NavLink[]
  external: ExternalNavLink[]
}

export function loadSiteLinks(): SiteLinks {
  return {
    areas: getGuideTree().areas.map((area) => ({
      title: area.title,
      path: area.path,
      description: area.description,
    })),
    references: latestDocuments()
      .filter((doc) => doc.kind !== 'server')
      .map((doc) => ({
        title: doc.libraryLabel,
        path: doc.path,
        description: `${doc.title}, ${doc.versionLabel}`,
      })),
    external: [
      { title: 'Status', url: siteConfig.externalLinks.status },
      { title: 'Integrations', url: siteConfig.externalLinks.integrations },
    ],
  }
}
