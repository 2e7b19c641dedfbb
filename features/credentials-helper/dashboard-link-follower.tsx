'use client'

import { useEffect } from 'react'
import { watchElements } from '../../lib/browser/watch-elements'
import { PROJECT_HREF_ATTRIBUTE, PROJECT_REF_SLOT } from './project-ref-slot'
import { useSavedProjectRef } from './use-saved-project-ref'

/** Each dashboard link's URL as the server wrote it: the project list. */
const projectListHrefs = new WeakMap<Element, string>()

/**
 * Points every dashboard link of the page (`DashboardLink`) at the reader's saved project, and
 * back at the project list when none is saved; follows a project chosen later, in this tab or
 * another, and links that arrive later. The links are static HTML: no React renders them.
 */
export function DashboardLinkFollower() {
  const projectRef = useSavedProjectRef()
  useEffect(
    () =>
      watchElements(`a[${PROJECT_HREF_ATTRIBUTE}]`, (links) => {
        for (const link of links) {
          if (!projectListHrefs.has(link)) {
            projectListHrefs.set(link, link.getAttribute('href') ?? '')
          }
          const projectHref = link.getAttribute(PROJECT_HREF_ATTRIBUTE) ?? ''
          link.setAttribute(
            'href',
            projectRef
              ? projectHref.replace(PROJECT_REF_SLOT, encodeURIComponent(projectRef))
              : (projectListHrefs.get(link) ?? ''),
          )
        }
      }),
    [projectRef],
  )
  return null
}
