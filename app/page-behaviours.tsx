'use client'

import { createRoot } from 'react-dom/client'
import { hydrateIslands } from '../components/islands/hydrate-islands'
import { CHROME_ISLANDS_SELECTOR } from '../components/islands/island-attributes'
import { MenuLoader } from '../components/layout/menu-loader'
import { HeadingFollower } from '../components/layout/toc/heading-follower'
import { MarkupBehaviour } from '../components/ui/markup-behaviour'
import { DashboardLinkFollower } from '../features/credentials-helper/dashboard-link-follower'
import { ProjectValues } from '../features/credentials-helper/project-values'
import { IslandHydrator } from '../islands'
import { chromeIslands } from './chrome-islands'
import { EarlyPressReplay } from './early-press-replay'

/**
 * What every page does on the static HTML once it loads (menus, the table of contents, the
 * markup's buttons, the reader's project, the islands, a press made before it loaded), under one
 * client component: the page's payload names one reference instead of one per behaviour.
 */
export function PageBehaviours() {
  return (
    <>
      <MenuLoader />
      <HeadingFollower />
      <MarkupBehaviour />
      <ProjectValues />
      <DashboardLinkFollower />
      <IslandHydrator />
      <EarlyPressReplay />
    </>
  )
}

/**
 * Starts a page the build took Next.js's router out of (`withStartWithoutRouter`): hydrates the
 * header's islands, then runs the page's behaviours in a root of their own (they render nothing
 * in place), after the islands, so that a press kept before it replays on hydrated buttons. A
 * member of the component the payload names, not an export of its own: the build drops a client
 * module's exports that nothing imports.
 */
PageBehaviours.startWithoutRouter = function startWithoutRouter(): void {
  hydrateIslands(chromeIslands, document.querySelectorAll(CHROME_ISLANDS_SELECTOR))
  createRoot(document.createElement('div')).render(<PageBehaviours />)
}
