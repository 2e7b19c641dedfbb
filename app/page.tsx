import type { Metadata } from 'next'
import { HomePage } from '../components/layout/home-page'
import { pageMetadata } from '../lib/page-metadata'
import { loadHomePage } from '../lib/site-index/home-page'
import { siteConfig } from '../site.config'

export const metadata: Metadata = {
  ...pageMetadata({
    title: `${siteConfig.name} documentation`,
    description: `Learn ${siteConfig.name}: a Postgres database with authentication, file storage, edge functions, realtime messaging and vector search, with guides, references and working code.`,
    canonicalPath: '/',
  }),
  title: { absolute: `${siteConfig.name} Docs` },
}

export default function HomeRoute() {
  return <HomePage model={loadHomePage()} />
}
