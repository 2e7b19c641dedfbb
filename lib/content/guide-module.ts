import type { MDXContent, MDXModule } from 'mdx/types'
import type { TocEntry } from '../mdx/headings'

/** A guide compiled by the MDX pipeline: the page and what the same pass learned about it. */
export interface GuideModule {
  Content: MDXContent
  toc: TocEntry[]
  /** The page has SQL blocks with Run controls (`rehypeSqlBlocks`). */
  runsSql: boolean
}

/**
 * The compiled page for a file below content/guides (bundled at build by the MDX loader). Each
 * import names its extension so that either bundler includes only the pages of that kind.
 */
export async function loadGuideModule(file: string): Promise<GuideModule> {
  const stem = file.replace(/\.mdx?$/, '')
  const mod = (await (file.endsWith('.mdx')
    ? import(`../../content/guides/${stem}.mdx`)
    : import(`../../content/guides/${stem}.md`))) as MDXModule & { toc?: TocEntry[]; runsSql?: boolean }
  if (!Array.isArray(mod.toc)) {
    throw new Error(`content/guides/${file}: compiled without a table of contents export`)
  }
  if (typeof mod.runsSql !== 'boolean') {
    throw new Error(`content/guides/${file}: compiled without the runsSql export`)
  }
  return { Content: mod.default, toc: mod.toc, runsSql: mod.runsSql }
}
