import type { Element } from 'hast'
import { h } from 'hastscript'
import type { Parameter } from '../../../lib/reference/spec-schema'
import { inlineCode, markdown, present, type HeadingLevel } from './blocks'

/** Parameters with their types, whether required, defaults, and nested fields. */
export async function parametersList(
  parameters: Parameter[],
  level: HeadingLevel,
): Promise<Element> {
  const items = await Promise.all(
    parameters.map(async (parameter) =>
      h(
        'li.parameter',
        present([
          h(
            'div.parameter-head',
            present([
              h('code.parameter-name', parameter.name),
              h('span.parameter-type', parameter.type),
              h(
                parameter.required ? 'span.parameter-required' : 'span.parameter-optional',
                parameter.required ? 'Required' : 'Optional',
              ),
              parameter.default !== undefined
                ? h('span.parameter-default', ['Default: ', inlineCode(parameter.default)])
                : null,
            ]),
          ),
          await markdown(parameter.description, level, 'parameter-description'),
          parameter.children && parameter.children.length > 0
            ? h('details.parameter-children', [
                h('summary', `Properties of ${parameter.name}`),
                await parametersList(parameter.children, level),
              ])
            : null,
        ]),
      ),
    ),
  )
  return h('ul.parameters', items)
}
