import { unified } from 'unified'
import { VFile } from 'vfile'
import type { PageFormat } from './parse'
import { readParsedPage } from './parsed-pages'
import { remarkSteps } from './pipeline'

const steps = unified().use(remarkSteps).freeze()

const OLD_HEADING_ID = /^\s{0,3}#{1,6}\s.*\{#([A-Za-z0-9_-]+)\}\s*$/

/** MDX reads a heading's old-style `{#id}` as a JavaScript expression; say what to write instead. */
function withHeadingIdHint(error: unknown, source: string): unknown {
  const line = (error as { line?: number } | null)?.line
  const text = line ? source.split('\n')[line - 1] : undefined
  const id = text ? OLD_HEADING_ID.exec(text)?.[1] : undefined
  if (!(error instanceof Error) || !id) return error
  return new Error(
    `${error.message} (line ${line}: write a heading's id as [#${id}], not {#${id}})`,
  )
}

/**
 * Checks a page without compiling it: the shared parse (kept for the build's other steps), then
 * the pipeline's remark steps, which throw naming the page and what is wrong. Highlighting and
 * code generation are left to the build.
 */
export function checkPage(source: string, format: PageFormat, file: string): void {
  let tree
  try {
    tree = readParsedPage(source, format, file)
  } catch (error) {
    throw withHeadingIdHint(error, source)
  }
  steps.runSync(tree, new VFile({ path: file, value: source }))
}
