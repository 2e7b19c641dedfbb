import { createProcessor } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import type { PluggableList } from 'unified'
import { VFile } from 'vfile'

/** How a page file is read: MDX for `.mdx`, Markdown (no JSX, no expressions) for `.md`. */
export type PageFormat = 'md' | 'mdx'

export const pageFormatOf = (file: string): PageFormat => (file.endsWith('.mdx') ? 'mdx' : 'md')

/** The syntax pages have beyond what @mdx-js reads itself: YAML frontmatter and GitHub Markdown. */
export const syntaxPlugins: PluggableList = [remarkFrontmatter, remarkGfm]

// The processors @mdx-js compiles pages with; only their parser is used here.
const parsers = {
  md: createProcessor({ format: 'md', remarkPlugins: syntaxPlugins }),
  mdx: createProcessor({ format: 'mdx', remarkPlugins: syntaxPlugins }),
}

/**
 * A page's syntax tree, read by the same parser as the build's compile. The build's steps read a
 * page through `readParsedPage`, which parses it once for all of them. `file` names the page in
 * errors.
 */
export function parsePage(source: string, format: PageFormat, file?: string): Root {
  return parsers[format].parse(new VFile({ path: file, value: source })) as Root
}
