import type { Element, Root } from 'hast'
import { h } from 'hastscript'
import type {} from 'mdast-util-mdxjs-esm'
import { SKIP, visit } from 'unist-util-visit'
import { isSqlLanguage, noRunReason } from '../content/sql-blocks'
import { classesOf } from '../hast-classes'
import { esmExport } from '../mdx/esm-export'

/**
 * The property of the element that wraps a runnable SQL block's `<pre>` between this step and
 * `rehypeMarkup`: the block's index among the page's SQL blocks.
 */
export const RUNNABLE_SQL = 'dataRunnableSql'

function fenceLanguage(code: Element): string | null {
  const languageClass = classesOf(code).find((name) => name.startsWith('language-'))
  return languageClass === undefined ? null : languageClass.slice('language-'.length)
}

/**
 * Marks the SQL blocks the content tests run, by their rule (`lib/content/sql-blocks.ts`), before
 * Shiki replaces each `<pre>` and forgets its fence: each runnable block's `<pre>` is wrapped in
 * an element carrying its index, which `rehypeMarkup` turns into the block's Run controls. The
 * page's module exports `runsSql`, so only pages with Run controls load the code that works them.
 */
export function rehypeSqlBlocks() {
  return (tree: Root) => {
    let sqlBlocks = 0
    let runsSql = false
    visit(tree, 'element', (node, index, parent) => {
      const code = node.children[0]
      if (node.tagName !== 'pre' || !parent || index === undefined) return
      if (code?.type !== 'element' || code.tagName !== 'code') return
      if (!isSqlLanguage(fenceLanguage(code))) return SKIP
      sqlBlocks += 1
      if (noRunReason(code.data?.meta) !== null) return SKIP
      parent.children[index] = h('div', { [RUNNABLE_SQL]: sqlBlocks }, [node])
      runsSql = true
      return SKIP
    })
    tree.children.push({
      type: 'mdxjsEsm',
      value: '',
      data: { estree: esmExport('runsSql', runsSql) },
    })
  }
}
