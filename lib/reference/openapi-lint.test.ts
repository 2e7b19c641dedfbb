/**
 * `npm run lint:openapi` runs Redocly CLI with `redocly.yaml`: these tests run the same CLI and
 * configuration on small documents, and check that the configuration covers every document.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { z } from 'zod'
import { writeTempTree } from '../../tests/support/temp-tree'
import { referenceLibraries } from './libraries'

const CLI = path.resolve('node_modules/@redocly/cli/bin/cli.js')
const CONFIG = path.resolve('redocly.yaml')

const report = z.object({
  totals: z.object({ errors: z.number(), warnings: z.number() }),
  problems: z.array(
    z.object({ ruleId: z.string(), location: z.array(z.object({ pointer: z.string() })) }),
  ),
})

/** Lints one document with the project's configuration; the rule and pointer of each problem. */
function lint(document: unknown) {
  const file = path.join(writeTempTree({ 'openapi.yaml': stringify(document) }), 'openapi.yaml')
  const run = spawnSync(
    process.execPath,
    [CLI, 'lint', '--config', CONFIG, '--format', 'json', file],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      },
    },
  )
  const { totals, problems } = report.parse(JSON.parse(run.stdout))
  return {
    status: run.status,
    totals,
    problems: problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`),
  }
}

/** A document the recommended rules accept; a test changes one thing in it. */
const cleanDocument = (pathName = '/things') => ({
  openapi: '3.1.0',
  info: { title: 'Things API', version: 'v1', description: 'Manages things.' },
  servers: [{ url: 'https://api.plinth.example' }],
  security: [{ token: [] }],
  tags: [{ name: 'Things', description: 'Things and their parts.' }],
  paths: {
    [pathName]: {
      get: {
        operationId: 'list-things',
        summary: 'List things',
        description: 'Every thing.',
        tags: ['Things'],
        responses: {
          '200': {
            description: 'The things.',
            content: { 'application/json': { schema: { type: 'array' }, example: [] } },
          },
          '401': { description: 'No token.' },
        },
      },
    },
  },
  components: { securitySchemes: { token: { type: 'http', scheme: 'bearer' } } },
})

// Each case starts the CLI (about a second alone, more on a busy machine).
describe('the OpenAPI lint', { timeout: 30_000 }, () => {
  it('accepts a document that follows the recommended rules', () => {
    expect(lint(cleanDocument())).toEqual({
      status: 0,
      totals: { errors: 0, warnings: 0 },
      problems: [],
    })
  })

  it('fails a path that carries a query string, naming the path', () => {
    const result = lint(cleanDocument('/things?kind=tool'))
    expect(result.status).not.toBe(0)
    expect(result.problems).toEqual(['path-not-include-query #/paths/~1things?kind=tool'])
  })

  it('fails, as an error, an operation without a 4xx response and an example its schema refuses', () => {
    const document = cleanDocument()
    const operation = document.paths['/things']?.get
    if (!operation) throw new Error('no operation')
    operation.responses = {
      '200': {
        description: 'The things.',
        content: { 'application/json': { schema: { type: 'array' }, example: {} } },
      },
    } as typeof operation.responses
    const result = lint(document)
    expect(result.status).not.toBe(0)
    expect(result.totals).toEqual({ errors: 2, warnings: 0 })
    expect(result.problems).toEqual([
      'operation-4xx-response #/paths/~1things/get/responses',
      'no-invalid-media-type-examples #/paths/~1things/get/responses/200/content/application~1json/example',
    ])
  })

  it('covers every OpenAPI document of the reference', () => {
    const config = z
      .object({ apis: z.record(z.string(), z.object({ root: z.string() })) })
      .parse(parse(fs.readFileSync(CONFIG, 'utf8')))
    const linted = Object.values(config.apis).map((api) => path.normalize(api.root))
    // Every version file of every OpenAPI library (the catalogue's own rule for what is one).
    const documents = Object.entries(referenceLibraries)
      .filter(([, library]) => library.kind === 'api' || library.kind === 'server')
      .flatMap(([library]) => {
        const folder = path.join('content/reference', library)
        return fs.existsSync(folder)
          ? fs
              .readdirSync(folder)
              .filter((file) => /^v\d+\.yaml$/.test(file))
              .map((file) => path.join(folder, file))
          : []
      })
    expect(documents.length).toBeGreaterThan(0)
    expect(linted.sort()).toEqual(documents.sort())
  })
})
