import fs from 'node:fs'
import path from 'node:path'
import { siteConfig } from '../../site.config'
import { readCodeBlocks } from '../content/code-blocks'
import { FRAMEWORK_SETUP_ELEMENT } from '../content/framework-setups'
import { readGuideTree } from '../content/guide-tree'
import { pageFormatOf } from '../mdx/parse'
import { readReferenceCatalog } from '../reference/catalog'
import { withCliName } from '../reference/cli-document'
import type { DocSection } from '../reference/document'

/** One code example as a reader sees it: where it is, its fence language and its code. */
export interface CodeExample {
  /** File and place, e.g. `content/reference/dart/v2.yaml select/example-1`. */
  where: string
  language: string | null
  code: string
  /** The fence's meta string of a Markdown block: everything after the language. */
  meta?: string | null
}

function markdownExamples(where: string, markdown: string | undefined): CodeExample[] {
  if (!markdown) return []
  return readCodeBlocks(markdown, 'md').map((block) => ({
    where: `${where} (code block at line ${block.line})`,
    language: block.lang,
    code: block.value,
    meta: block.meta,
  }))
}

function sectionExamples(file: string, section: DocSection): CodeExample[] {
  const where = `${file} ${section.id}`
  switch (section.kind) {
    case 'markdown':
      return markdownExamples(where, section.section.content)
    case 'function':
      return [
        ...markdownExamples(where, section.section.description),
        ...markdownExamples(where, section.section.notes),
        ...section.section.examples.map((example) => ({
          where: `${where}/${example.id}`,
          language: section.language,
          code: example.code,
        })),
      ]
    case 'command':
      return section.command.examples.map((example) => ({
        where: `${where}/${example.id}`,
        language: 'bash',
        code: withCliName(example.code, siteConfig.cliName),
      }))
    case 'flags':
      return markdownExamples(where, section.description)
    case 'configuration':
      return markdownExamples(where, section.group.description)
    case 'operation':
      return [
        ...markdownExamples(where, section.operation.description),
        ...section.operation.examples.flatMap((example, index) => {
          const at = index === 0 ? where : `${where}/${index}`
          return [
            { where: `${at}/curl`, language: 'bash', code: example.curl },
            { where: `${at}/fetch`, language: 'javascript', code: example.fetch },
          ]
        }),
      ]
  }
}

/** Every example of every reference document, by spec file. */
export function readReferenceExamples(root = process.cwd()): CodeExample[] {
  return readReferenceCatalog(path.join(root, 'content/reference')).flatMap((doc) => {
    const file = `content/reference/${doc.library}/${doc.version}.yaml`
    return doc.categories.flatMap((category) =>
      category.sections.flatMap((section) => sectionExamples(file, section)),
    )
  })
}

/**
 * Every fenced code block of every guide page; with `fences`, only pages that hold a block in one
 * of those languages or show a shared framework setup (whose blocks may be in them) are parsed,
 * which a check of a few languages needs.
 */
export function readGuideExamples(root = process.cwd(), fences?: string[]): CodeExample[] {
  const guides = path.join(root, 'content/guides')
  const opening =
    fences &&
    new RegExp(`^\\s*\`\`\`(${fences.join('|')})(?!\\w)|<${FRAMEWORK_SETUP_ELEMENT}\\b`, 'im')
  return readGuideTree(guides).pages.flatMap((page) => {
    const source = fs.readFileSync(path.join(guides, page.file), 'utf8')
    if (opening && !opening.test(source)) return []
    const file = `content/guides/${page.file}`
    return readCodeBlocks(source, pageFormatOf(page.file), file).map((block) => ({
      where: block.includedFrom
        ? `${block.includedFrom}:${block.line} (shown on ${file})`
        : `${file}:${block.line}`,
      language: block.lang,
      code: block.value,
      meta: block.meta,
    }))
  })
}
