import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GuideArticle } from '../../../components/layout/guide-article'
import { RunControlsScript } from '../../../features/sql-runner/run-controls-script'
import { SqlSetupData } from '../../../features/sql-runner/sql-setup-data'
import { loadCatalogues } from '../../../lib/catalogues/catalogues'
import { loadGuidePage } from '../../../lib/content/guide-page'
import { getGuidePage, getGuideTree } from '../../../lib/content/guides'
import { pageMetadata } from '../../../lib/page-metadata'
import { loadSiteLinks } from '../../../lib/site-index/site-links'
import { mdxComponents } from '../../../mdx-components'

interface Props {
  params: Promise<{ slug: string[] }>
}

export const dynamicParams = false

export function generateStaticParams() {
  return getGuideTree().pages.map((page) => ({ slug: page.slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = getGuidePage((await params).slug)
  if (!page) return {}
  return pageMetadata({
    title: page.frontmatter.title,
    description: page.frontmatter.description,
    canonicalPath: page.path,
  })
}

export default async function GuideRoute({ params }: Props) {
  const model = await loadGuidePage((await params).slug)
  if (!model) notFound()
  return (
    <GuideArticle model={model} links={loadSiteLinks()}>
      <model.Content components={mdxComponents(loadCatalogues())} />
      {model.runsSql ? <RunControlsScript /> : null}
      {model.runsSql && model.sqlSetup ? <SqlSetupData setup={model.sqlSetup} /> : null}
    </GuideArticle>
  )
}
