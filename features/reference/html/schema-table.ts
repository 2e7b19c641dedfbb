import type { Element } from 'hast'
import { h } from 'hastscript'
import type { SchemaField } from '../../../lib/reference/openapi-schema-view'
import { inlineCode, markdown, type HeadingLevel } from './blocks'
import { scrollingTable } from './scrolling-table'

/** The deepest indentation the stylesheet draws; deeper rows keep it. */
const MAX_INDENT = 5

async function rows(fields: SchemaField[], depth: number, level: HeadingLevel): Promise<Element[]> {
  const nested = await Promise.all(
    fields.map(async (field) => [
      h('tr', { dataDepth: String(Math.min(depth, MAX_INDENT)) }, [
        h('td', h('span.schema-name', inlineCode(field.name))),
        h('td', h('code.schema-type', field.type)),
        h('td', field.required ? 'Required' : 'Optional'),
        h(
          'td',
          field.description ? await markdown(field.description, level, 'flag-description') : '—',
        ),
      ]),
      ...(await rows(field.children, depth + 1, level)),
    ]),
  )
  return nested.flat()
}

/**
 * The properties of a body as one table: nested properties follow their parent, indented, so a
 * deep response reads top to bottom and scrolls inside its own region on a phone.
 */
export async function schemaTable(
  fields: SchemaField[],
  label: string,
  level: HeadingLevel,
): Promise<Element> {
  return scrollingTable(
    ['Property', 'Type', 'Required', 'Description'],
    await rows(fields, 0, level),
    label,
    'schema-table',
  )
}
