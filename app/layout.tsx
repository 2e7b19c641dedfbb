import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { Header } from '../components/layout/header'
import { themeScript } from '../components/layout/theme'
import { SearchButton } from '../features/search/search-button'
import { staticHtml } from '../lib/export/static-html'
import '../lib/markup/markup.css'
import { loadSiteLinks } from '../lib/site-index/site-links'
import { siteConfig } from '../site.config'
import './globals.css'
import styles from './layout.module.css'
import { PageBehaviours } from './page-behaviours'
import './reset.css'

const description = `Guides and reference for ${siteConfig.name}: database, auth, storage, edge functions, realtime, AI and vectors.`

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: { template: `%s | ${siteConfig.name} Docs`, default: `${siteConfig.name} Docs` },
  description,
  openGraph: { type: 'website', siteName: `${siteConfig.name} Docs`, description, locale: 'en' },
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        {/* Static: it runs once, from the HTML, and needs no copy in the payload. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} {...staticHtml} />
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        <Header links={loadSiteLinks()} search={<SearchButton />} />
        <main id="main">{children}</main>
        <PageBehaviours />
      </body>
    </html>
  )
}
