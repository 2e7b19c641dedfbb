import 'server-only'

import { getGuideTree } from '../content/guides'
import { loadSiteLinks, type NavLink, type SiteLinks } from './site-links'

/** What the home page shows. */
export interface HomePageModel {
  links: SiteLinks
  /** The getting-started page, the Next.js quickstart first, then every other quickstart. */
  quickLinks: NavLink[]
}

const GETTING_STARTED = ['/guides/getting-started', '/guides/getting-started/quickstarts/nextjs']

export function loadHomePage(): HomePageModel {
  const quickLinks = getGuideTree()
    .pages.filter(
      (page) => GETTING_STARTED.includes(page.path) || page.path.includes('/quickstarts/'),
    )
    .map((page) => ({
      title: page.frontmatter.sidebarTitle ?? page.frontmatter.title,
      path: page.path,
    }))
  return { links: loadSiteLinks(), quickLinks }
}
