import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { curlExample, fetchExample, requestUrl, type RequestExample } from './openapi-examples'

/** Compiles without running: the example must be valid JavaScript with top-level await. */
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  body: string,
) => unknown
const compilesAsModuleBody = (code: string) =>
  new AsyncFunction(code.replace(/^import .*$/m, '// import'))

const shellParses = (code: string) => execFileSync('bash', ['-n', '-c', code])

const request = (overrides: Partial<RequestExample>): RequestExample => ({
  method: 'POST',
  url: 'https://api.plinth.example/v1/things',
  headers: [['Authorization', 'Bearer <PERSONAL_ACCESS_TOKEN>']],
  body: null,
  reads: 'json',
  ...overrides,
})

describe('requestUrl', () => {
  it('fills path parameters, encodes them and appends the query', () => {
    expect(
      requestUrl('https://api.plinth.example/', '/v1/a/{ref}/b/{id}', { ref: 'abc', id: 'x/y' }, [
        ['schemas', 'public,billing'],
      ]),
    ).toBe('https://api.plinth.example/v1/a/abc/b/x%2Fy?schemas=public%2Cbilling')
  })
})

describe('request examples', () => {
  it('send a JSON body that both curl and JavaScript accept, quotes included', () => {
    const input = request({
      body: { mediaType: 'application/json', example: { name: "it's", tags: ['a'] } },
    })
    const curl = curlExample(input)
    expect(curl).toContain("--header 'Content-Type: application/json'")
    expect(() => shellParses(curl)).not.toThrow()
    const fetchCode = fetchExample(input)
    expect(fetchCode).toContain("method: 'POST',")
    expect(fetchCode).toContain("Authorization: 'Bearer <PERSONAL_ACCESS_TOKEN>',")
    expect(fetchCode.trimEnd().endsWith('const data = await response.json()')).toBe(true)
    expect(() => compilesAsModuleBody(fetchCode)).not.toThrow()
  })

  it('upload form fields and files, as curl --form and FormData', () => {
    const input = request({
      body: {
        mediaType: 'multipart/form-data',
        example: { metadata: '{"a":1}', file: '@index.ts' },
      },
    })
    const curl = curlExample(input)
    expect(curl).toContain(`--form 'metadata={"a":1}'`)
    expect(curl).toContain("--form 'file=@index.ts'")
    expect(curl).not.toContain('Content-Type')
    const fetchCode = fetchExample(input)
    expect(fetchCode).toContain("import { readFile } from 'node:fs/promises'")
    expect(fetchCode).toContain(
      "form.append('file', new Blob([await readFile('index.ts')]), 'index.ts')",
    )
    expect(() => compilesAsModuleBody(fetchCode)).not.toThrow()
  })

  it('read a text answer as text', () => {
    const fetchCode = fetchExample(request({ method: 'GET', reads: 'text' }))
    expect(fetchCode).toContain('const data = await response.text()')
    expect(fetchCode).not.toContain('Content-Type')
  })
})
