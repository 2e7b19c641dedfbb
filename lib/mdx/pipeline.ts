import type { ShikiTransformer } from 'shiki'
import type { PluggableList } from 'unified'
import { rehypeCodeHighlight } from '../highlight/highlighter'
import { rehypeMarkdownElements } from '../markup/rehype-markdown-elements'
import { rehypeMarkup } from '../markup/rehype-markup'
import { rehypeSqlBlocks } from '../markup/rehype-sql-blocks'
import { rehypeStaticHtml } from '../markup/rehype-static-html'
import { mdxComponentNames } from './component-names'
import { syntaxPlugins } from './parse'
import { remarkDashboardLinks } from './remark-dashboard-links'
import { remarkFrameworkSetups } from './remark-framework-setups'
import { remarkHeadingIds } from './remark-heading-ids'
import { remarkKeptParse } from './remark-kept-parse'
import { remarkKnownComponents } from './remark-known-components'
import { remarkPlatformValues } from './remark-platform-values'
import { createShikiOptions } from './shiki-options'

/**
 * What happens to a page's tree after the parse: the shared framework setups it shows, anchors and
 * the table of contents, then the checks that fail naming the page (unknown component, platform
 * value or dashboard page).
 */
export const remarkSteps: PluggableList = [
  remarkFrameworkSetups,
  remarkHeadingIds,
  [remarkKnownComponents, { names: mdxComponentNames }],
  remarkPlatformValues,
  remarkDashboardLinks,
]

/**
 * The one MDX pipeline's remark plugins, as the Next.js build compiles pages with them: the tree
 * of a page the build's checks have parsed is theirs, not parsed again.
 */
export const remarkPlugins: PluggableList = [remarkKeptParse, ...syntaxPlugins, ...remarkSteps]

/**
 * Rehype plugins of the pipeline, with the features' own transformers of code blocks: the SQL
 * blocks the content tests run marked as such, Shiki, then the site's one markup of code blocks
 * (with Run controls on those SQL blocks), anchors and tabs, the site's links and tables, and
 * every plain part of the page handed to React as one string of HTML.
 */
export function createRehypePlugins(
  codeTransformers: readonly ShikiTransformer[] = [],
): PluggableList {
  return [
    rehypeSqlBlocks,
    [rehypeCodeHighlight, createShikiOptions(codeTransformers)],
    rehypeMarkup,
    rehypeMarkdownElements,
    rehypeStaticHtml,
  ]
}
