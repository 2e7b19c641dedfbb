import type { ElementContent } from 'hast'
import { h } from 'hastscript'
import type { ConfigurationGroup } from '../../../lib/reference/openapi-schema'
import { inlineCode, markdown, sectionHeading, type HeadingLevel } from './blocks'
import { scrollingTable } from './scrolling-table'

/** A server's environment variables of one concern: name, type, default, whether required. */
export async function configurationSection(
  id: string,
  group: ConfigurationGroup,
  level: HeadingLevel,
): Promise<ElementContent[]> {
  const rows = await Promise.all(
    group.variables.map(async (variable) =>
      h('tr', [
        h('td', inlineCode(variable.name)),
        h('td', variable.type),
        h('td', variable.default === undefined ? '—' : inlineCode(variable.default)),
        h('td', variable.required ? 'Required' : 'Optional'),
        h('td', await markdown(variable.description, level, 'flag-description')),
      ]),
    ),
  )
  return [
    sectionHeading(level, id, group.title),
    await markdown(group.description, level),
    scrollingTable(
      ['Variable', 'Type', 'Default', 'Required', 'Description'],
      rows,
      `Environment variables: ${group.title}`,
    ),
  ]
}
