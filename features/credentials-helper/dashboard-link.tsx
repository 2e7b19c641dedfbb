'use client'

import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'
import { dashboardPageUrl, type DashboardPageKind } from '../../lib/address/dashboard-pages'
import { readStoredText, subscribeStored } from '../../lib/browser/stored-value'
import { siteConfig } from '../../site.config'
import { parseSavedProjectRef, SAVED_PROJECT_KEY } from './saved-project-ref'

export interface DashboardLinkProps {
  /** Which dashboard page: a kind of `lib/address/dashboard-pages.ts`, e.g. `api-settings`. */
  page: DashboardPageKind
  children: ReactNode
}

/**
 * A link to a dashboard page. Project pages open the reader's selected project when the
 * credentials helper has saved one; otherwise (and in the static HTML) the project list.
 */
export function DashboardLink({ page, children }: DashboardLinkProps) {
  const projectRef = useSyncExternalStore(
    subscribeStored,
    () => parseSavedProjectRef(readStoredText(SAVED_PROJECT_KEY)),
    () => null,
  )
  return <a href={dashboardPageUrl(siteConfig.dashboardUrl, page, projectRef)}>{children}</a>
}
