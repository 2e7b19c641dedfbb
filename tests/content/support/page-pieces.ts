import fs from 'node:fs'
import path from 'node:path'
import type { Nodes, Root } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { readGuideTree } from '../../../lib/content/guide-tree'
import type { PageFormat } from '../../../lib/mdx/parse'
import { readParsedPage } from '../../../lib/mdx/parsed-pages'

/**
 * A run of text a reader sees on a guide page, with where it sits: prose, inline code or a code
 * block, and what encloses it (a heading, an ordinary link, a `<DashboardLink>`).
 */
export interface PagePiece {
  kind: 'prose' | 'inline-code' | 'code'
  text: string
  /** Line of the piece's first character in the page file. */
  line: number
  /** The code block's fence language; null elsewhere. */
  lang: string | null
  inHeading: boolean
  /** Inside a Markdown link or a `<Card>` (a link that is not a dashboard link). */
  inLink: boolean
  /** The `page` of the enclosing `<DashboardLink>`, or null. */
  dashboardPage: string | null
  /** In a table's body, the header of the piece's column; null elsewhere. */
  column: string | null
}

export interface GuidePageSource {
  /** Path from the repository root, e.g. `content/guides/auth/passwords.mdx`. */
  file: string
  source: string
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

interface Context {
  inHeading: boolean
  inLink: boolean
  dashboardPage: string | null
  column: string | null
}

function jsxAttribute(node: JsxElement, name: string): string | null {
  const found = node.attributes.find(
    (candidate): candidate is MdxJsxAttribute =>
      candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  )
  return typeof found?.value === 'string' ? found.value : null
}


/** Each source's pieces, by format and text: several checks in one worker read every page. */
const piecesBySource = new Map<string, readonly PagePiece[]>()

/** The pieces of one page's Markdown or MDX source, in page order. */
export function pagePieces(source: string, format: PageFormat): readonly PagePiece[] {
  const key = `${format}\n${source}`
  const known = piecesBySource.get(key)
  if (known) return known
  const tree: Root = readParsedPage(source, format)
  const pieces: PagePiece[] = []

  const walk = (node: Nodes, context: Context) => {
    const line = node.position?.start.line ?? 0
    const base = { line, lang: null, ...context }
    if (node.type === 'text') {
      pieces.push({ ...base, kind: 'prose', text: node.value })
      return
    }
    if (node.type === 'inlineCode') {
      pieces.push({ ...base, kind: 'inline-code', text: node.value })
      return
    }
    if (node.type === 'code') {
      // The code's first line is the one after the opening fence.
      pieces.push({ ...base, kind: 'code', text: node.value, line: line + 1, lang: node.lang ?? null })
      return
    }
    let next = context
    if (node.type === 'heading') next = { ...context, inHeading: true }
    if (node.type === 'link' || node.type === 'linkReference') next = { ...context, inLink: true }
    const jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node : null
    if (jsx?.name === 'DashboardLink') next = { ...context, dashboardPage: jsxAttribute(jsx, 'page') ?? '' }
    if (jsx?.name === 'Card') next = { ...context, inLink: true }
    if (node.type === 'table') {
      const [header, ...rows] = node.children
      if (header) walk(header, next)
      const headings = header?.children.map((cell) => toString(cell).trim()) ?? []
      for (const row of rows) {
        row.children.forEach((cell, index) => walk(cell, { ...next, column: headings[index] ?? null }))
      }
      return
    }
    if ('children' in node) {
      for (const child of node.children) walk(child, next)
    }
  }
  walk(tree, { inHeading: false, inLink: false, dashboardPage: null, column: null })
  piecesBySource.set(key, pieces)
  return pieces
}

/** The line, in the page file, of `offset` within a piece's text. */
export function lineAt(piece: PagePiece, offset: number): number {
  let line = piece.line
  for (let index = 0; index < offset; index++) if (piece.text[index] === '\n') line++
  return line
}

/** Every guide page's source, in the guide tree's order. */
export function readGuideSources(root = process.cwd()): GuidePageSource[] {
  const guides = path.join(root, 'content/guides')
  return readGuideTree(guides).pages.map((page) => ({
    file: `content/guides/${page.file}`,
    source: fs.readFileSync(path.join(guides, page.file), 'utf8'),
  }))
}

/** The pieces of a guide page read by `readGuideSources`. */
export function piecesOf(page: GuidePageSource): readonly PagePiece[] {
  return pagePieces(page.source, page.file.endsWith('.mdx') ? 'mdx' : 'md')
}
