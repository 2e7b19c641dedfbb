import type { ElementContent } from 'hast'
import { h } from 'hastscript'
import type { FunctionSection } from '../../../lib/reference/spec-schema'
import {
  exampleHeading,
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
          exampleHeading(example.name, level),
          example.description ? await markdown(example.description, level) : null,
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
    await markdown(section.description, level),
    section.signature ? await codeBlock(section.signature, language, { title: 'Signature' }) : null,
    ...(section.parameters.length > 0
      ? [subheading('Parameters', level), await parametersList(section.parameters, level)]
      : []),
    ...(section.returns
      ? [
          subheading('Returns', level),
          h('p', inlineCode(section.returns.type)),
          await markdown(section.returns.description, level),
        ]
      : []),
    ...(section.notes ? [subheading('Notes', level), await markdown(section.notes, level)] : []),
  ])
  return [
    sectionHeading(level, section.id, section.title),
    h('p.reference-name', { dataPagefindWeight: '10' }, inlineCode(section.name)),
    h('div.reference-columns', [
      h('div.reference-text', text),
      h('div.reference-examples', [subheading('Examples', level), ...examples]),
    ]),
  ]
}
