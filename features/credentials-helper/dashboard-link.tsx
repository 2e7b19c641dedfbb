'use client'

import type { ReactNode } from 'react'
import { dashboardPageUrl, type DashboardPageKind } from '../../lib/address/dashboard-pages'
import { siteConfig } from '../../site.config'
import { useSavedProjectRef } from './use-saved-project-ref'

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
  const projectRef = useSavedProjectRef()
  return <a href={dashboardPageUrl(siteConfig.dashboardUrl, page, projectRef)}>{children}</a>
}
