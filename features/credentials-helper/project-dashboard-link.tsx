'use client'

import type { ReactNode } from 'react'
import { PROJECT_REF_SLOT } from './project-ref-slot'
import { useSavedProjectRef } from './use-saved-project-ref'

/** A link to a project's dashboard page: `projectHref` once a project is saved, `href` before. */
export function ProjectDashboardLink({
  href,
  projectHref,
  children,
}: {
  href: string
  projectHref: string
  children: ReactNode
}) {
  const projectRef = useSavedProjectRef()
  return (
    <a
      href={
        projectRef ? projectHref.replace(PROJECT_REF_SLOT, encodeURIComponent(projectRef)) : href
      }
    >
      {children}
    </a>
  )
}
