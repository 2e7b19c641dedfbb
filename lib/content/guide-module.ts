import type { MDXContent, MDXModule } from 'mdx/types'

/** The compiled page for a file below content/guides (bundled at build by the MDX loader). */
export async function loadGuideContent(file: string): Promise<MDXContent> {
  const mod = (await import(
    /* webpackInclude: /\.mdx?$/ */ `../../content/guides/${file}`
  )) as MDXModule
  return mod.default
}
