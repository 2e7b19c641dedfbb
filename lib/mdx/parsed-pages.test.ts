import { compile } from '@mdx-js/mdx'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'
import { beforeEach, describe, expect, it } from 'vitest'
import { writeTempTree } from '../../tests/support/temp-tree'
import { parsePage } from './parse'
import { keptParse, keptTreeFile, pruneParsedPages, readParsedPage } from './parsed-pages'
import { remarkKeptParse } from './remark-kept-parse'

const page = '---\ntitle: Kept\n---\n\n## Install [#install]\n\n<Callout>Hi</Callout>\n'

let dir: string
beforeEach(() => {
  dir = writeTempTree({})
})

describe('readParsedPage', () => {
  it('parses a page once and gives the same tree to every later reader', () => {
    expect(keptParse(page, 'mdx', dir)).toBeNull()
    const first = readParsedPage(page, 'mdx', 'kept.mdx', dir)
    expect(first).toEqual(parsePage(page, 'mdx'))
    expect(keptParse(page, 'mdx', dir)).toEqual(first)
  })

  it('gives each reader a tree of its own to change', () => {
    readParsedPage(page, 'mdx', 'kept.mdx', dir)
    const changed = readParsedPage(page, 'mdx', 'kept.mdx', dir)
    changed.children.length = 0
    expect(readParsedPage(page, 'mdx', 'kept.mdx', dir).children.length).toBeGreaterThan(0)
  })

  it('keeps a page read as Markdown apart from the same text read as MDX', () => {
    readParsedPage(page, 'md', 'kept.md', dir)
    expect(keptParse(page, 'mdx', dir)).toBeNull()
    expect(keptParse(page, 'md', dir)).toEqual(parsePage(page, 'md'))
  })

  it('ignores a kept tree that does not read and parses the page again', () => {
    fs.writeFileSync(keptTreeFile(page, 'mdx', dir), 'not a tree')
    expect(keptParse(page, 'mdx', dir)).toBeNull()
    expect(readParsedPage(page, 'mdx', 'kept.mdx', dir)).toEqual(parsePage(page, 'mdx'))
    expect(keptParse(page, 'mdx', dir)).toEqual(parsePage(page, 'mdx'))
  })

  it('fails on a page that does not parse, saying why, and keeps nothing', () => {
    expect(() => readParsedPage('<Callout>', 'mdx', 'broken.mdx', dir)).toThrow(
      'Expected a closing tag for `<Callout>`',
    )
    expect(fs.readdirSync(dir)).toEqual([])
  })
})

describe('pruneParsedPages', () => {
  it('removes the trees of pages that are gone and keeps the others', () => {
    const gone = `${page}\nA paragraph since removed.\n`
    readParsedPage(page, 'mdx', 'kept.mdx', dir)
    readParsedPage(gone, 'mdx', 'kept.mdx', dir)
    expect(pruneParsedPages([{ source: page, format: 'mdx' }], dir)).toBe(1)
    expect(keptParse(page, 'mdx', dir)).not.toBeNull()
    expect(keptParse(gone, 'mdx', dir)).toBeNull()
  })
})

describe('remarkKeptParse', () => {
  const compiled = (source: string) =>
    compile(
      { path: path.join(process.cwd(), 'content/guides/kept.mdx'), value: source },
      { remarkPlugins: [[remarkKeptParse, { dir }]] },
    ).then(String)

  it('compiles a page from the tree a step of the build kept, not from a parse of its own', async () => {
    const source = 'Written in the page.\n'
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(
      keptTreeFile(source, 'mdx', dir),
      v8.serialize(parsePage('Kept by the check.\n', 'mdx')),
    )
    expect(await compiled(source)).toContain('Kept by the check.')
  })

  it('parses a page no step has kept', async () => {
    expect(await compiled('Written in the page.\n')).toContain('Written in the page.')
  })
})
