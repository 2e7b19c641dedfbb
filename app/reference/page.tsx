import type { Metadata } from 'next'
import { ReferenceIndex } from '../../features/reference/reference-index'
import { REFERENCE_INDEX_PATH } from '../../lib/address/address'
import { pageMetadata } from '../../lib/page-metadata'
import { loadReferenceIndex } from '../../lib/reference/reference-index'
import { loadSiteLinks } from '../../lib/site-index/site-links'
import { siteConfig } from '../../site.config'

export const metadata: Metadata = pageMetadata({
  title: 'Reference',
  description: `Every ${siteConfig.name} reference: client libraries, the command-line tool, the management API and the self-hosted servers, with their versions.`,
  canonicalPath: REFERENCE_INDEX_PATH,
})

export default function ReferenceIndexRoute() {
  return <ReferenceIndex model={loadReferenceIndex()} links={loadSiteLinks()} />
}
