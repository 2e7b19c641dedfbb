'use client'

import { ReferenceMenuFollower } from './reference-menu-follower'
import { ReferenceScrollSync } from './reference-scroll-sync'
import { ReferenceSections } from './reference-sections'

/**
 * What a reference document does as the reader moves through it, in one island: it fetches its
 * sections if the page came without them, keeps the address and the active section in step with
 * scrolling, and marks the menu. It renders nothing.
 */
export function ReferenceDocumentFollower({
  docPath,
  sectionsSrc,
}: {
  docPath: string
  sectionsSrc: string
}) {
  return (
    <>
      <ReferenceSections src={sectionsSrc}>
        <ReferenceScrollSync docPath={docPath} />
      </ReferenceSections>
      <ReferenceMenuFollower docPath={docPath} />
    </>
  )
}
