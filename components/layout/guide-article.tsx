import path from 'node:path'
import type { ReactNode } from 'react'
import type { GuidePage } from '../../lib/content/guide-tree'
import { getArea, getGuideTree, getNeighbours, GUIDES_ROOT } from '../../lib/content/guides'
import { lastUpdated } from '../../lib/content/last-updated'
import { readToc } from '../../lib/content/toc'
import { siteConfig } from '../../site.config'
import { Breadcrumbs } from './breadcrumbs'
import layout from './docs-layout.module.css'
import { PageFooter } from './page-footer'
import { ScrollActiveIntoView } from './scroll-active-into-view'
import { SideMenu } from './side-menu'
import { SiteNav } from './site-nav'
import { TableOfContents } from './toc/table-of-contents'

/** A guide page: area menu, article with its chrome, and the table of contents. */
export function GuideArticle({ page, children }: { page: GuidePage; children: ReactNode }) {
  const area = getArea(page.area)
  const absoluteFile = path.join(GUIDES_ROOT, page.file)
  const toc = readToc(absoluteFile)
  const { previous, next } = getNeighbours(page)
  const trail = area ? page.trail : [{ title: 'Guides', href: getGuideTree().areas[0]?.href }]

  return (
    <div className={`${layout.columns} ${layout.withToc}`}>
      <SiteNav docked>
        {area ? (
          <SideMenu title={area.title} href={area.href} items={area.items} activeHref={page.href} />
        ) : null}
      </SiteNav>
      <ScrollActiveIntoView />
      <article className={layout.article}>
        {page.slug.length > 1 || !area ? (
          <Breadcrumbs
            trail={trail}
            current={page.frontmatter.sidebarTitle ?? page.frontmatter.title}
          />
        ) : null}
        <h1>{page.frontmatter.title}</h1>
        <p className="lead">{page.frontmatter.description}</p>
        <div className="prose">{children}</div>
        <PageFooter
          editUrl={`${siteConfig.editBaseUrl}/guides/${page.file}`}
          updated={lastUpdated(path.relative(process.cwd(), absoluteFile))}
          previous={previous}
          next={next}
        />
      </article>
      {toc.length > 0 ? (
        <aside className={layout.tocColumn}>
          <TableOfContents entries={toc} />
        </aside>
      ) : null}
    </div>
  )
}
