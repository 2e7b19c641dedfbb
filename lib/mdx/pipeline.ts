import rehypeShiki from '@shikijs/rehype'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { ShikiTransformer } from 'shiki'
import type { PluggableList } from 'unified'
import { rehypeMarkup } from '../markup/rehype-markup'
import { mdxComponentNames } from './component-names'
import { remarkDashboardLinks } from './remark-dashboard-links'
import { remarkHeadingIds } from './remark-heading-ids'
import { remarkKnownComponents } from './remark-known-components'
import { remarkPlatformValues } from './remark-platform-values'
import { createShikiOptions } from './shiki-options'

/** The one MDX pipeline: used by the Next.js build and by `scripts/check-content.ts`. */
export const remarkPlugins: PluggableList = [
  remarkFrontmatter,
  remarkGfm,
  remarkHeadingIds,
  [remarkKnownComponents, { names: mdxComponentNames }],
  remarkPlatformValues,
  remarkDashboardLinks,
]

/**
 * Rehype plugins of the pipeline, with the features' own transformers of code blocks: Shiki, then
 * the site's one markup of code blocks, anchors and tabs.
 */
export function createRehypePlugins(
  codeTransformers: readonly ShikiTransformer[] = [],
): PluggableList {
  return [[rehypeShiki, createShikiOptions(codeTransformers)], rehypeMarkup]
}
