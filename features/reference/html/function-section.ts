import type { ElementContent } from 'hast'
import { h } from 'hastscript'
import type { FunctionSection } from '../../../lib/reference/spec-schema'
import {
  inlineCode,
  markdown,
  present,
  sectionHeading,
  subheading,
  type HeadingLevel,
} from './blocks'
import { codeBlock } from './code-block'
import { parametersList } from './parameters'

export async function functionSection(
  section: FunctionSection,
  language: string,
  level: HeadingLevel,
): Promise<ElementContent[]> {
  const examples = await Promise.all(
    section.examples.map(async (example) =>
      h(
        'div.reference-example',
        present([
          h('h4', example.name),
          example.description ? await markdown(example.description) : null,
          await codeBlock(example.code, language),
          example.data
            ? h('details.example-extra', [
                h('summary', 'Data source'),
                await codeBlock(example.data, 'sql', { plain: true }),
              ])
            : null,
          example.response
            ? h('details.example-extra', [
                h('summary', 'Response'),
                await codeBlock(example.response, 'json', { plain: true }),
              ])
            : null,
        ]),
      ),
    ),
  )
  const text = present([
    await markdown(section.description),
    section.signature ? await codeBlock(section.signature, language, { title: 'Signature' }) : null,
    ...(section.parameters.length > 0
      ? [subheading('Parameters'), await parametersList(section.parameters)]
      : []),
    ...(section.returns
      ? [
          subheading('Returns'),
          h('p', inlineCode(section.returns.type)),
          await markdown(section.returns.description),
        ]
      : []),
    ...(section.notes ? [subheading('Notes'), await markdown(section.notes)] : []),
  ])
  return [
    sectionHeading(level, section.id, section.title),
    h('p.reference-name', { dataPagefindWeight: '10' }, inlineCode(section.name)),
    h('div.reference-columns', [
      h('div.reference-text', text),
      h('div.reference-examples', [subheading('Examples'), ...examples]),
    ]),
  ]
}
