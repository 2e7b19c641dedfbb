import type { Element, ElementContent } from 'hast'
import { h } from 'hastscript'
import { STATUS_CODES } from 'node:http'
import { tabSet } from '../../../lib/markup/tab-set'
import type { ApiOperation, ApiParameter } from '../../../lib/reference/openapi-operation'
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
import { schemaTable } from './schema-table'
import { scrollingTable } from './scrolling-table'

const LOCATIONS = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const

/** `404 Not Found`; `default` for the answer to any other status. */
const statusTitle = (status: string) =>
  status === 'default' ? 'Any other status' : `${status} ${STATUS_CODES[status] ?? ''}`.trim()

/** The method and path, as a reader would write them: `GET /v1/projects/{ref}`. */
export function endpointLine(operation: ApiOperation): Element {
  return h('p.api-endpoint', { dataPagefindWeight: '10' }, [
    h('span.http-method', { dataMethod: operation.method.toLowerCase() }, operation.method),
    ' ',
    h('code.api-path', operation.path),
  ])
}

async function parametersTable(
  parameters: ApiParameter[],
  label: string,
  level: HeadingLevel,
): Promise<Element> {
  const body = await Promise.all(
    parameters.map(async (parameter) =>
      h('tr', [
        h('td', inlineCode(parameter.name)),
        h('td', h('code.schema-type', parameter.type)),
        h('td', parameter.required ? 'Required' : 'Optional'),
        h('td', inlineCode(parameter.example)),
        h('td', await markdown(parameter.description, level, 'flag-description')),
      ]),
    ),
  )
  return scrollingTable(['Parameter', 'Type', 'Required', 'Example', 'Description'], body, label)
}

/** An HTTP operation: method and path, description, parameters, bodies, and request examples. */
export async function operationSection(
  id: string,
  title: string,
  operation: ApiOperation,
  level: HeadingLevel,
): Promise<ElementContent[]> {
  const parameterGroups = await Promise.all(
    LOCATIONS.map(async ([location, heading]) => {
      const parameters = operation.parameters.filter((parameter) => parameter.location === location)
      return parameters.length > 0
        ? [
            subheading(heading, level),
            await parametersTable(parameters, `${heading} of ${title}`, level),
          ]
        : []
    }),
  )
  const body = operation.requestBody
  const requestBody = body
    ? [
        subheading('Request body', level),
        h('p.api-media', [
          inlineCode(body.mediaType),
          body.required ? ', required' : ', optional',
          body.schema.fields.length === 0 ? [', ', h('code.schema-type', body.schema.type)] : '',
        ]),
        body.description ? await markdown(body.description, level) : null,
        body.schema.fields.length > 0
          ? await schemaTable(body.schema.fields, `Request body of ${title}`, level)
          : null,
      ]
    : []
  const responses = await Promise.all(
    operation.responses.map(async (response) =>
      h(
        'div.api-response',
        present([
          exampleHeading(statusTitle(response.status), level),
          await markdown(response.description, level, 'api-response-description'),
          response.schema
            ? h('p.api-media', [
                inlineCode(response.mediaType ?? ''),
                ', ',
                h('code.schema-type', response.schema.type),
              ])
            : null,
          response.schema && response.schema.fields.length > 0
            ? await schemaTable(
                response.schema.fields,
                `Response ${response.status} of ${title}`,
                level,
              )
            : null,
        ]),
      ),
    ),
  )
  const success = operation.responses.find(
    (response) => /^2/.test(response.status) && response.example,
  )
  // A body with named examples (one per grant, say) gets one titled pair of tabs per example.
  const requests = await Promise.all(
    operation.examples.map(async (example, index) => [
      example.title ? exampleHeading(example.title, level) : null,
      tabSet({
        group: 'request',
        idPrefix: index === 0 ? `${id}-request` : `${id}-request-${index}`,
        label: example.title
          ? `${example.title}: request examples`
          : `Request examples of ${title}`,
        tabs: [
          { label: 'curl', content: [await codeBlock(example.curl, 'bash')] },
          { label: 'JavaScript', content: [await codeBlock(example.fetch, 'javascript')] },
        ],
      }),
    ]),
  )
  const examples = [
    subheading('Examples', level),
    ...requests.flat(),
    success?.example
      ? await codeBlock(
          success.example,
          success.mediaType && /json/.test(success.mediaType) ? 'json' : 'text',
          {
            title: `Response ${success.status}`,
            plain: true,
          },
        )
      : null,
  ]
  const text = present([
    operation.deprecated
      ? h('p.api-deprecated', 'Deprecated: kept for existing callers, avoid it in new code.')
      : null,
    await markdown(operation.description, level),
    ...parameterGroups.flat(),
    ...requestBody,
    subheading('Responses', level),
    ...responses,
  ])
  return [
    sectionHeading(level, id, title),
    endpointLine(operation),
    h('div.reference-columns', [
      h('div.reference-text', text),
      h('div.reference-examples', present(examples)),
    ]),
  ]
}
