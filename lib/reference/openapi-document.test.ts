import { describe, expect, it } from 'vitest'
import type { DocSection } from './document'
import { openApiCategories } from './openapi-document'
import { openApiSpecSchema } from './openapi-schema'
import { testOpenApiDocument } from './openapi-test-document'

const sections = (kind: 'api' | 'server', document: unknown) =>
  openApiCategories(openApiSpecSchema(kind).parse(document), kind).flatMap(
    (category) => category.sections,
  )

function operation(all: DocSection[], id: string) {
  const section = all.find((candidate) => candidate.id === id)
  if (section?.kind !== 'operation') throw new Error(`no operation ${id}`)
  return section.operation
}

describe('openApiCategories', () => {
  const all = sections('api', testOpenApiDocument())

  it('gives each operation its method, path and parameters with their examples', () => {
    const thing = operation(all, 'get-thing')
    expect([thing.method, thing.path, thing.summary]).toEqual([
      'GET',
      '/v1/things/{id}',
      'Get a thing',
    ])
    expect(thing.parameters).toEqual([
      {
        name: 'id',
        location: 'path',
        type: 'string',
        required: true,
        description: 'The thing.',
        example: 'th 1',
      },
      {
        name: 'expand',
        location: 'query',
        type: 'string',
        required: true,
        description: 'Parts to include.',
        example: 'parts',
      },
    ])
    expect(thing.authenticated).toBe(true)
  })

  it('follows $refs to shared responses and nests schemas, cutting a recursive one', () => {
    const thing = operation(all, 'get-thing')
    expect(thing.responses.map((response) => [response.status, response.description])).toEqual([
      ['200', 'The thing.'],
      ['404', 'No such thing.'],
    ])
    const [ok] = thing.responses
    expect(ok?.schema?.fields.map((field) => [field.name, field.type, field.required])).toEqual([
      ['id', 'string', true],
      ['parts', 'array of object', false],
    ])
    // `parts` holds Things again: the table stops instead of nesting forever.
    expect(ok?.schema?.fields[1]?.children).toEqual([])
    expect(ok?.example).toBe(JSON.stringify({ id: 'th 1', parts: [] }, null, 2))
  })

  it('fills the examples from the base URL, the parameters and the body, with a token placeholder', () => {
    const thing = operation(all, 'get-thing')
    expect(thing.examples[0]?.curl).toBe(
      [
        "curl --request GET 'https://api.plinth.example/v1/things/th%201?expand=parts'",
        "--header 'Authorization: Bearer <PERSONAL_ACCESS_TOKEN>'",
      ].join(' \\\n  '),
    )
    expect(thing.examples[0]?.fetch).toContain(
      "await fetch('https://api.plinth.example/v1/things/th%201?expand=parts', {",
    )
    const created = operation(all, 'create-thing')
    expect(created.requestBody?.schema.fields.map((field) => field.name)).toEqual(['name'])
    expect(created.examples[0]?.curl).toContain(
      `--data '{\n  "name": "O'\\''Brien'\\''s thing"\n}'`,
    )
    expect(created.examples[0]?.fetch).toContain(
      `body: JSON.stringify({\n    "name": "O'Brien's thing"\n  }),`,
    )
  })

  it('makes one titled request per named body example, sending the parameter example of that name', () => {
    const base = testOpenApiDocument()
    const create = base.paths['/v1/things'].post
    const document = {
      ...base,
      paths: {
        '/v1/things': {
          post: {
            ...create,
            parameters: [
              {
                name: 'kind',
                in: 'query',
                required: true,
                description: 'What the body holds.',
                schema: { type: 'string', enum: ['named', 'numbered'] },
                examples: {
                  named: { summary: 'By name', value: 'named' },
                  numbered: { summary: 'By number', value: 'numbered' },
                },
              },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      {
                        type: 'object',
                        required: ['name'],
                        properties: { name: { type: 'string', description: 'A name.' } },
                      },
                      {
                        type: 'object',
                        required: ['number'],
                        properties: { number: { type: 'integer', description: 'A number.' } },
                      },
                    ],
                  },
                  examples: {
                    named: { summary: 'Make a named thing', value: { name: 'Ada' } },
                    numbered: { summary: 'Make a numbered thing', value: { number: 7 } },
                  },
                },
              },
            },
          },
        },
      },
    }
    const created = operation(sections('api', document), 'create-thing')
    expect(created.parameters[0]?.example).toBe('named')
    expect(created.examples.map((example) => example.title)).toEqual([
      'Make a named thing',
      'Make a numbered thing',
    ])
    expect(created.examples[1]?.curl).toContain(
      "'https://api.plinth.example/v1/things?kind=numbered'",
    )
    expect(created.examples[1]?.curl).toContain(`--data '{\n  "number": 7\n}'`)
    // Each field is required by one variant only, so the one table of the body requires neither.
    expect(created.requestBody?.schema.fields.map((field) => [field.name, field.required])).toEqual(
      [
        ['name', false],
        ['number', false],
      ],
    )
  })

  it('puts a server configuration in its own group and uses the server token placeholder', () => {
    const document = {
      ...testOpenApiDocument(),
      'x-plinth-configuration': {
        groups: [
          {
            id: 'general',
            title: 'General',
            description: 'Where the server listens.',
            variables: [
              {
                name: 'PORT',
                type: 'integer',
                default: '9999',
                required: false,
                description: 'The port.',
              },
            ],
          },
        ],
      },
    }
    const categories = openApiCategories(openApiSpecSchema('server').parse(document), 'server')
    expect(categories.map((category) => category.title)).toEqual([
      'Introduction',
      'Configuration',
      'Things',
    ])
    expect(categories[1]?.sections[0]).toMatchObject({ kind: 'configuration', id: 'general' })
    const server = categories.flatMap((category) => category.sections)
    expect(operation(server, 'get-thing').examples[0]?.curl).toContain('Bearer <ACCESS_TOKEN>')
  })
})
