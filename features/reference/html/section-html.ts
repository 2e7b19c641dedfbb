import type { ElementContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { markdownTwinPath, sectionPath, withBasePath } from '../../../lib/address/address'
import { copyFromButton } from '../../../lib/markup/copy-button'
import { withCliName } from '../../../lib/reference/cli-document'
import type { DocSection, ReferenceDocument } from '../../../lib/reference/document'
import { siteConfig } from '../../../site.config'
import { markdown, present, sectionHeading, type HeadingLevel } from './blocks'
import { commandSection } from './command-section'
import { configurationSection } from './configuration-section'
import { flagsTable } from './flags-table'
import { functionSection } from './function-section'
import { operationSection } from './operation-section'

const cli = (text: string) => withCliName(text, siteConfig.cliName)

async function sectionContent(
  section: DocSection,
  doc: ReferenceDocument,
  level: HeadingLevel,
): Promise<ElementContent[]> {
  switch (section.kind) {
    case 'markdown':
      return present([
        sectionHeading(level, section.id, section.title),
        await markdown(cli(section.section.content), level),
        section.id === 'introduction' && doc.openApiPath
          ? h(
              'p.openapi-download',
              h(
                'a',
                { href: withBasePath(doc.openApiPath), download: '' },
                'Download the OpenAPI document (JSON)',
              ),
            )
          : null,
      ])
    case 'configuration':
      return configurationSection(section.id, section.group, level)
    case 'operation':
      return operationSection(section.id, section.title, section.operation, level)
    case 'function':
      return functionSection(section.section, section.language, level)
    case 'command':
      return commandSection({ ...section, docPath: doc.path }, cli, level)
    case 'flags':
      return [
        sectionHeading(level, section.id, section.title),
        await markdown(cli(section.description), level),
        await flagsTable(
          section.flags.map((flag) => ({ ...flag, description: cli(flag.description) })),
          level,
        ),
      ]
  }
}

/**
 * The section's content; in the document (`h2`), its "Copy as Markdown" button right after its
 * title: static markup that copies the section's twin, made to work by the markup behaviour.
 */
async function sectionWithActions(
  section: DocSection,
  doc: ReferenceDocument,
  level: HeadingLevel,
): Promise<ElementContent[]> {
  const [title, ...rest] = await sectionContent(section, doc, level)
  if (!title || level === 'h1') return present([title ?? null, ...rest])
  const twin = withBasePath(markdownTwinPath(sectionPath(doc.path, section.id)))
  return [title, h('p.reference-actions', copyFromButton('Copy as Markdown', twin)), ...rest]
}

const cache = new Map<string, Promise<string>>()

/**
 * A section as static HTML, made once per build. React inserts it without hydrating it, so a
 * long document costs the browser only its interactive parts.
 */
export function sectionHtml(
  section: DocSection,
  doc: ReferenceDocument,
  level: HeadingLevel,
): Promise<string> {
  const key = `${doc.path}\u0000${section.id}\u0000${level}`
  let html = cache.get(key)
  if (!html) {
    html = sectionWithActions(section, doc, level).then((children) =>
      toHtml({ type: 'root', children }),
    )
    cache.set(key, html)
  }
  return html
}
