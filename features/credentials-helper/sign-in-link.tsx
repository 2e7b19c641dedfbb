'use client'

import { usePathname } from 'next/navigation'
import type { MouseEvent, ReactNode } from 'react'
import { withBasePath } from '../../lib/address/address'
import { dashboardSignInUrl } from '../../lib/address/dashboard-pages'
import { siteConfig } from '../../site.config'
import { fragmentFor } from './return-place'

/**
 * A link to the dashboard's sign-in that brings the reader back to this page, at the section
 * holding the link. The fragment is read when the link is followed: the page is static, so only
 * the browser knows where the link sits and which fragment the address carries.
 */
export function SignInLink({ children }: { children: ReactNode }) {
  const pathname = usePathname()
  // An island (a React root apart from the page's) has no router: there the address bar says.
  const page =
    pathname === null ? window.location.pathname : withBasePath(pathname === '/' ? '' : pathname)
  const returnHere = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = dashboardSignInUrl(
      siteConfig.dashboardUrl,
      `${page}${fragmentFor(event.currentTarget)}`,
    )
  }
  return (
    <a
      href={dashboardSignInUrl(siteConfig.dashboardUrl, page)}
      onClick={returnHere}
      onAuxClick={returnHere}
    >
      {children}
    </a>
  )
}
