import type { Processor } from 'unified'
import { pageFormatOf } from './parse'
import { keptParse } from './parsed-pages'

/**
 * Lets the compile take a page's tree from the parse an earlier step of the build kept
 * (`readParsedPage`), parsing only a page no step has read, as under `next dev` after an edit.
 * `dir` is where trees are kept: the build's folder unless a test says otherwise.
 */
export function remarkKeptParse(this: Processor, options: { dir?: string } = {}) {
  const parse = this.parser
  if (!parse) throw new Error('remarkKeptParse comes after the parser (remark-parse)')
  this.parser = (document, file) =>
    (file.path ? keptParse(document, pageFormatOf(file.path), options.dir) : null) ??
    parse(document, file)
}
