/**
 * A small valid OpenAPI document in the reference format, for tests to break one field at a time.
 * A function so every test gets its own copy to change.
 */
export function testOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: { title: 'Things API', version: 'v1', description: 'Manages things.' },
    servers: [{ url: 'https://api.plinth.example' }],
    security: [{ token: [] as string[] }],
    tags: [{ name: 'Things', description: 'Things and their parts.' }],
    'x-plinth-sections': [
      { id: 'introduction', title: 'Introduction', markdown: 'What the API does.' },
    ],
    paths: {
      '/v1/things/{id}': {
        get: {
          operationId: 'get-thing',
          summary: 'Get a thing',
          description: 'One thing.',
          tags: ['Things'],
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: 'The thing.',
              schema: { type: 'string' },
              example: 'th 1',
            },
            {
              name: 'expand',
              in: 'query',
              required: true,
              description: 'Parts to include.',
              schema: { type: 'string' },
              example: 'parts',
            },
          ],
          responses: {
            '200': {
              description: 'The thing.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Thing' },
                  example: { id: 'th 1', parts: [] },
                },
              },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
      },
      '/v1/things': {
        post: {
          operationId: 'create-thing',
          summary: 'Create a thing',
          description: 'Makes a thing.',
          tags: ['Things'],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name'],
                  properties: { name: { type: 'string', description: "The thing's name." } },
                },
                example: { name: "O'Brien's thing" },
              },
            },
          },
          responses: {
            '201': {
              description: 'Made.',
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/Thing' },
                  example: { id: 'th 2', parts: [] },
                },
              },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: { token: { type: 'http', scheme: 'bearer' } },
      responses: {
        NotFound: {
          description: 'No such thing.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { message: { type: 'string', description: 'What went wrong.' } },
              },
              example: { message: 'Not found' },
            },
          },
        },
      },
      schemas: {
        Thing: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string', description: "The thing's id." },
            parts: {
              type: 'array',
              description: 'Things inside this one.',
              items: { $ref: '#/components/schemas/Thing' },
            },
          },
        },
      },
    },
  }
}
