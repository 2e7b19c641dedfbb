import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { writeTempTree } from '../../tests/support/temp-tree'
import { readReferenceCatalog } from './catalog'
import { testOpenApiDocument } from './openapi-test-document'
import { validateOpenApiFile } from './openapi-validate'

type TestDocument = ReturnType<typeof testOpenApiDocument>

function catalogWith(library: string, document: unknown) {
  const root = writeTempTree({ 'sections.yaml': '[]', [`${library}/v1.yaml`]: stringify(document) })
  return { root, file: `${root}/${library}/v1.yaml` }
}

const broken = (change: (document: TestDocument) => void) => {
  const document = testOpenApiDocument()
  change(document)
  return document
}

const getThing = (document: TestDocument) => document.paths['/v1/things/{id}'].get

describe('OpenAPI documents in the catalogue', () => {
  it('reads a valid document as introduction, then one category per tag', async () => {
    const { root, file } = catalogWith('api', testOpenApiDocument())
    await expect(validateOpenApiFile(file)).resolves.toBeUndefined()
    const [doc] = readReferenceCatalog(root)
    expect(doc).toMatchObject({
      kind: 'api',
      libraryLabel: 'Management API',
      title: 'Things API',
      versionLabel: 'v1',
      path: '/reference/api',
      openApiPath: '/reference/api/openapi.json',
    })
    expect(
      doc?.categories.map((category) => [category.title, category.sections.map((s) => s.id)]),
    ).toEqual([
      ['Introduction', ['introduction']],
      ['Things', ['get-thing', 'create-thing']],
    ])
  })

  it.each([
    [
      'an operation without operationId',
      (document: TestDocument) => {
        const operation: { operationId?: string } = getThing(document)
        delete operation.operationId
      },
      'paths./v1/things/{id}.get.operationId',
    ],
    [
      'an operationId that is not kebab-case',
      (document: TestDocument) => {
        getThing(document).operationId = 'getThing'
      },
      'paths./v1/things/{id}.get.operationId: must be lowercase words joined by dashes',
    ],
    [
      'a duplicate operationId',
      (document: TestDocument) => {
        document.paths['/v1/things'].post.operationId = 'get-thing'
      },
      'paths./v1/things.post.operationId: "get-thing" is already used by paths./v1/things/{id}.get.operationId',
    ],
    [
      'an operationId taken by the introduction',
      (document: TestDocument) => {
        getThing(document).operationId = 'introduction'
      },
      'paths./v1/things/{id}.get.operationId: must not be "introduction"',
    ],
    [
      'a parameter without an example',
      (document: TestDocument) => {
        const parameter: { example?: string } = getThing(document).parameters[0] ?? {}
        delete parameter.example
      },
      'paths./v1/things/{id}.get.parameters.0.example: needs an example',
    ],
    [
      'a named example without a summary',
      (document: TestDocument) => {
        Object.assign(getThing(document).parameters[1] ?? {}, {
          examples: { all: { value: 'parts' } },
        })
      },
      'paths./v1/things/{id}.get.parameters.1.examples.all.summary',
    ],
    [
      'a property without a description',
      (document: TestDocument) => {
        document.components.schemas.Thing.properties.id.description = ''
      },
      'components.schemas.Thing.properties.id: every property needs a description',
    ],
    [
      'an undeclared tag',
      (document: TestDocument) => {
        getThing(document).tags = ['Widgets']
      },
      'paths./v1/things/{id}.get.tags.0: "Widgets" is not declared in tags',
    ],
    [
      'an introduction that is not first',
      (document: TestDocument) => {
        document['x-plinth-sections'] = [
          { id: 'overview', title: 'Overview', markdown: 'What the API does.' },
        ]
      },
      'x-plinth-sections: the first section must have id "introduction"',
    ],
  ])('names the file and the path of %s', (_case, change, message) => {
    const { root } = catalogWith('api', broken(change))
    expect(() => readReferenceCatalog(root)).toThrow(/api\/v1\.yaml: invalid/)
    expect(() => readReferenceCatalog(root)).toThrow(message)
  })

  it('requires the configuration of a server and refuses it on the management API', () => {
    const { root } = catalogWith('self-hosting-auth', testOpenApiDocument())
    expect(() => readReferenceCatalog(root)).toThrow(
      'x-plinth-configuration: is required for a self-hosted server',
    )
  })

  it('fails an invalid OpenAPI document in the parser, naming the file', async () => {
    const { file } = catalogWith(
      'api',
      broken((document) => {
        getThing(document).responses['404'] = { $ref: '#/components/responses/Gone' }
      }),
    )
    await expect(validateOpenApiFile(file)).rejects.toThrow(
      /api\/v1\.yaml: is not valid OpenAPI 3\.1\n[\s\S]*#\/components\/responses\/Gone/,
    )
  })

  it('fails a document that is not OpenAPI 3.1 in the parser', async () => {
    const { file } = catalogWith(
      'api',
      broken((document) => {
        getThing(document).summary = 42 as unknown as string
      }),
    )
    await expect(validateOpenApiFile(file)).rejects.toThrow(/is not valid OpenAPI 3\.1/)
  })
})
