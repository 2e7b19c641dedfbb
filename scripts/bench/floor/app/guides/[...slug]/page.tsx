import type { MDXModule } from 'mdx/types'
import type { Metadata } from 'next'
import fs from 'node:fs'
import path from 'node:path'

/** What the bench writes beside each page: the frontmatter the site shows as title and lead. */
interface FloorPageModule extends MDXModule {
  meta: { title: string; description: string }
}

interface Props {
  params: Promise<{ slug: string[] }>
}

/** Written by the bench (`scripts/bench/floor-app.ts`): `guides/auth/passwords` is `content/auth/passwords.mdx`. */
const CONTENT = path.join(process.cwd(), 'content')

export const dynamicParams = false

export function generateStaticParams() {
  return fs
    .readdirSync(CONTENT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ slug: file.slice(0, -'.mdx'.length).split(path.sep) }))
}

const loadPage = async (slug: string[]) =>
  (await import(`../../../content/${slug.join('/')}.mdx`)) as FloorPageModule

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { meta } = await loadPage((await params).slug)
  return { title: meta.title, description: meta.description }
}

export default async function GuidePage({ params }: Props) {
  const { default: Content, meta } = await loadPage((await params).slug)
  return (
    <article>
      <h1>{meta.title}</h1>
      <p>{meta.description}</p>
      <Content />
    </article>
  )
}
