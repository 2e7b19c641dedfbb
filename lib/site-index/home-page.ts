import 'server-only'

import { getGuideTree } from '../content/guides'
import { startLinkGroups, type StartLinkGroup } from '../home/start-links'
import { loadSiteLinks, type SiteLinks } from './site-links'

/** What the home page shows. */
export interface HomePageModel {
  links: SiteLinks
  /** The "Get started" links, grouped by kind (first steps, frameworks, sign-in, AI). */
  startGroups: StartLinkGroup[]
}

export function loadHomePage(): HomePageModel {
  return { links: loadSiteLinks(), startGroups: startLinkGroups(getGuideTree().pages) }
}
