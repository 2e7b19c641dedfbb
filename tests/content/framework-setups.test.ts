import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readCodeBlocks } from '../../lib/content/code-blocks'
import {
  FRAMEWORK_SETUP_ELEMENT,
  frameworkSetupFile,
  listFrameworkSetups,
} from '../../lib/content/framework-setups'
import { readGuideTree } from '../../lib/content/guide-tree'
import { FRAMEWORK_SIGNS, findOwnSetups } from './support/framework-setups'

/**
 * One setup per framework: the files, names and proxy or hook of a framework's Plinth client are
 * written once, in `content/includes/framework-setup/`, and every page that sets the framework up
 * shows that one with `<FrameworkSetup framework="…" />`.
 */
const guides = path.join(process.cwd(), 'content/guides')
const pages = readGuideTree(guides).pages.map((page) => {
  const file = `content/guides/${page.file}`
  const source = fs.readFileSync(path.join(guides, page.file), 'utf8')
  const format = page.file.endsWith('.mdx') ? 'mdx' : 'md'
  return { file, source, blocks: readCodeBlocks(source, format, file) }
})
const frameworks = listFrameworkSetups()

describe('one client setup per framework', () => {
  it('has signs for every shared setup, and each shared setup shows them', () => {
    expect(frameworks).toEqual(Object.keys(FRAMEWORK_SIGNS).sort())
    for (const framework of frameworks) {
      const blocks = readCodeBlocks(fs.readFileSync(frameworkSetupFile(framework), 'utf8'), 'mdx')
      const found = findOwnSetups(blocks).map((setup) => setup.framework)
      expect(found, `${frameworkSetupFile(framework)} looks like its own framework`).toContain(
        framework,
      )
    }
  })

  it('is shown by at least one page each', () => {
    const unused = frameworks.filter(
      (framework) =>
        !pages.some(({ source }) =>
          source.includes(`<${FRAMEWORK_SETUP_ELEMENT} framework="${framework}"`),
        ),
    )
    expect(unused, 'remove shared setups no page shows').toEqual([])
  })

  it('is never written again on a page', () => {
    const copies = pages.flatMap(({ file, blocks }) =>
      findOwnSetups(blocks).map(
        ({ framework, line, title }) =>
          `${file}:${line} writes its own ${FRAMEWORK_SIGNS[framework]?.label ?? framework} client setup${title ? ` (${title})` : ''}; show <${FRAMEWORK_SETUP_ELEMENT} framework="${framework}" /> instead`,
      ),
    )
    expect(copies).toEqual([])
  })
})
