import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { GuideArticle } from '../../../components/layout/guide-article'
import { mdxComponents } from '../../../components/mdx/registry'
import { loadGuideContent } from '../../../lib/content/guide-module'
import { getGuidePage, getGuideTree } from '../../../lib/content/guides'
import { pageMetadata } from '../../../lib/page-metadata'

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
    canonicalPath: page.href,
  })
}

export default async function GuideRoute({ params }: Props) {
  const page = getGuidePage((await params).slug)
  if (!page) notFound()
  const Content = await loadGuideContent(page.file)
  return (
    <GuideArticle page={page}>
      <Content components={mdxComponents} />
    </GuideArticle>
  )
}
