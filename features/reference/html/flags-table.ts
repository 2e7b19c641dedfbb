import type { Element } from 'hast'
import { h } from 'hastscript'
import type { CliFlag } from '../../../lib/reference/cli-spec-schema'
import { inlineCode, markdown, type HeadingLevel } from './blocks'
import { scrollingTable } from './scrolling-table'

/** Every flag with its type, default, whether required, and accepted values. */
export async function flagsTable(flags: CliFlag[], level: HeadingLevel): Promise<Element> {
  const rows = await Promise.all(
    flags.map(async (flag) =>
      h('tr', [
        h('td', inlineCode(flag.name)),
        h('td', flag.type),
        h('td', flag.default_value === '' ? '—' : inlineCode(flag.default_value)),
        h('td', flag.required ? 'Required' : 'Optional'),
        h(
          'td',
          flag.accepted_values
            ? flag.accepted_values.map((value) => h('code.accepted-value', value))
            : '—',
        ),
        h('td', await markdown(flag.description, level, 'flag-description')),
      ]),
    ),
  )
  return scrollingTable(
    ['Flag', 'Type', 'Default', 'Required', 'Accepted values', 'Description'],
    rows,
    'Flags',
  )
}
