import GithubSlugger from 'github-slugger'
import type { Heading, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'

export interface TocEntry {
  id: string
  title: string
  depth: 2 | 3
}

/** `## Title [#id]`: the anchor chosen by the writer, at the end of the heading's text. */
const CUSTOM_ID = /\s*\[#([A-Za-z0-9_-]+)\]\s*$/

function takeCustomId(heading: Heading): string | undefined {
  const last = heading.children.at(-1)
  if (last?.type !== 'text') return undefined
  const match = CUSTOM_ID.exec(last.value)
  if (!match) return undefined
  last.value = last.value.slice(0, match.index)
  return match[1]
}

/**
 * Gives every heading its anchor (an explicit `[#id]` wins, otherwise github-slugger's slug of
 * the text) and returns the h2/h3 entries of the table of contents. Mutates the tree.
 */
export function assignHeadingIds(tree: Root): TocEntry[] {
  const slugger = new GithubSlugger()
  const toc: TocEntry[] = []
  visit(tree, 'heading', (heading: Heading) => {
    const customId = takeCustomId(heading)
    const title = toString(heading).trim()
    const id = customId ?? slugger.slug(title)
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } }
    if (heading.depth === 2 || heading.depth === 3) toc.push({ id, title, depth: heading.depth })
  })
  return toc
}
