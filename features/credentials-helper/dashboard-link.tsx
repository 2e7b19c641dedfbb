import type { ReactNode } from 'react'
import {
  dashboardPageUrl,
  isProjectPage,
  type DashboardPageKind,
} from '../../lib/address/dashboard-pages'
import { siteConfig } from '../../site.config'
import { PROJECT_HREF_ATTRIBUTE, PROJECT_REF_SLOT } from './project-ref-slot'

export interface DashboardLinkProps {
  /** Which dashboard page: a kind of `lib/address/dashboard-pages.ts`, e.g. `api-settings`. */
  page: DashboardPageKind
  children: ReactNode
}

/**
 * A link to a dashboard page. Project pages open the reader's selected project when the
 * credentials helper has saved one (`DashboardLinkFollower` points them there); otherwise, and in
 * the static HTML, the project list. The URLs are built here, on the server, so the browser gets
 * no table of dashboard pages.
 */
export function DashboardLink({ page, children }: DashboardLinkProps) {
  const href = dashboardPageUrl(siteConfig.dashboardUrl, page, null)
  if (!isProjectPage(page)) return <a href={href}>{children}</a>
  const projectHref = dashboardPageUrl(siteConfig.dashboardUrl, page, PROJECT_REF_SLOT)
  return (
    <a href={href} {...{ [PROJECT_HREF_ATTRIBUTE]: projectHref }}>
      {children}
    </a>
  )
}
