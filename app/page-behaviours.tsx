'use client'

import { MenuLoader } from '../components/layout/menu-loader'
import { HeadingFollower } from '../components/layout/toc/heading-follower'
import { MarkupBehaviour } from '../components/ui/markup-behaviour'
import { DashboardLinkFollower } from '../features/credentials-helper/dashboard-link-follower'
import { ProjectValues } from '../features/credentials-helper/project-values'
import { IslandHydrator } from '../islands'
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
