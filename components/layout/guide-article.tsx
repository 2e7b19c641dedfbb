import type { ReactNode } from 'react'
import { absoluteUrl, markdownTwinPath, withBasePath } from '../../lib/address/address'
import type { GuidePageModel } from '../../lib/content/guide-page'
import type { SiteLinks } from '../../lib/site-index/site-links'
import { Breadcrumbs } from './breadcrumbs'
import { CopyPageButton } from './copy-page-button'
import { DocsArticle, DocsColumns, TocColumn } from './docs-columns'
import { OpenInChat } from './open-in-chat'
import { PageFooter } from './page-footer'
import { SideMenu } from './side-menu'
import { SiteNav } from './site-nav'
import { TableOfContents } from './toc/table-of-contents'

/**
 * A guide page: area menu, article with its chrome, and the table of contents, all static HTML.
 * The table of contents follows the reader's scrolling by the layout's `HeadingFollower`.
 */
export function GuideArticle({
  model,
  links,
  children,
}: {
  model: GuidePageModel
  links: SiteLinks
  children: ReactNode
}) {
  const { page, area, trail, toc } = model
  return (
    <DocsColumns withToc isStatic>
      <SiteNav links={links} docked>
        {area ? <SideMenu area={area} /> : null}
      </SiteNav>
      <DocsArticle>
        {page.slug.length > 1 || !area ? (
          <Breadcrumbs
            trail={trail}
            current={page.frontmatter.sidebarTitle ?? page.frontmatter.title}
          />
        ) : null}
        <h1 data-pagefind-weight="10">{page.frontmatter.title}</h1>
        <p className="lead" data-pagefind-weight="7">
          {page.frontmatter.description}
        </p>
        <CopyPageButton markdownHref={withBasePath(markdownTwinPath(page.path))}>
          <OpenInChat markdownUrl={absoluteUrl(markdownTwinPath(page.path))} />
        </CopyPageButton>
        <div className="prose">{children}</div>
        <PageFooter
          editUrl={model.editUrl}
          updated={model.lastUpdated}
          previous={model.previous}
          next={model.next}
        />
      </DocsArticle>
      {toc.length > 0 ? (
        <TocColumn>
          <TableOfContents entries={toc} />
        </TocColumn>
      ) : null}
    </DocsColumns>
  )
}
