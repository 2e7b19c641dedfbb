/**
 * Readers generate TypeScript types from the OpenAPI documents: those types must compile in strict
 * mode. openapi-typescript writes them into a temporary folder (they are derived from the
 * documents, so nothing generated is committed to fall out of date), and the TypeScript compiler
 * checks them together with a file that names every path and operation of the document, so a path
 * or operation the types lost fails too.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { referenceLibraries } from './libraries'
import { operationsOf, type OpenApiSpec } from './openapi-schema'

const STRICT: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
}

const openApiLibraries = Object.entries(referenceLibraries)
  .filter(([, library]) => library.kind === 'api' || library.kind === 'server')
  .map(([library]) => library)
  .filter((library) => fs.existsSync(`content/reference/${library}/v1.yaml`))

/** A module that fails to compile unless the generated types hold every path and operation. */
function usageOf(spec: Pick<OpenApiSpec, 'paths'>) {
  const list = (values: string[]) => values.map((value) => `  ${JSON.stringify(value)},`).join('\n')
  const operations = operationsOf(spec)
  return [
    `import type { operations, paths } from './types'`,
    '',
    `export const documentedPaths: (keyof paths)[] = [\n${list(Object.keys(spec.paths))}\n]`,
    `export const documentedOperations: (keyof operations)[] = [\n${list(operations.map((found) => found.operation.operationId))}\n]`,
    '',
  ].join('\n')
}

/** Writes a document's generated types and its usage module into a new temporary folder. */
async function generate(library: string) {
  const file = path.resolve(`content/reference/${library}/v1.yaml`)
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `plinth-types-${library}-`))
  const spec = parse(fs.readFileSync(file, 'utf8')) as Pick<OpenApiSpec, 'paths'>
  fs.writeFileSync(path.join(folder, 'types.ts'), astToString(await openapiTS(pathToFileURL(file))))
  fs.writeFileSync(path.join(folder, 'usage.ts'), usageOf(spec))
  return { library, folder, files: ['types.ts', 'usage.ts'].map((name) => path.join(folder, name)) }
}

/** Compiles every document's files in one strict program; the diagnostics by library. */
async function compileAll() {
  const generated = await Promise.all(openApiLibraries.map(generate))
  const program = ts.createProgram(
    generated.flatMap((entry) => entry.files),
    STRICT,
  )
  const problems = new Map(generated.map((entry) => [entry.library, [] as string[]]))
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file
    const owner = generated.find((entry) => file?.fileName.startsWith(entry.folder))
    const line = file ? file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 0
    const where = file ? `${path.basename(file.fileName)}:${line}` : 'program'
    const message = `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`
    // A problem outside the generated files (the compiler's own library) belongs to every one.
    for (const entry of owner ? [owner] : generated) problems.get(entry.library)?.push(message)
  }
  return { generated, problems }
}

describe('types generated from the OpenAPI documents', { timeout: 120_000 }, () => {
  let compiled: Awaited<ReturnType<typeof compileAll>>
  // Generating and compiling six documents takes about ten seconds alone on this machine.
  beforeAll(async () => {
    compiled = await compileAll()
  }, 120_000)
  afterAll(() => {
    for (const entry of compiled.generated)
      fs.rmSync(entry.folder, { recursive: true, force: true })
  })

  it('cover the management API and every server document', () => {
    const { generated } = compiled
    expect(generated.map((entry) => entry.library)).toEqual(
      expect.arrayContaining(['api', 'self-hosting-auth', 'self-hosting-storage']),
    )
    // The generated types hold the operations, not an empty module.
    const auth = generated.find((entry) => entry.library === 'self-hosting-auth')
    expect(fs.readFileSync(auth?.files[0] ?? '', 'utf8')).toMatch(/^\s+token: \{$/m)
  })

  it.each(openApiLibraries)(
    '%s: compile in strict mode with every path and operation',
    (library) => {
      const { problems } = compiled
      expect(problems.get(library)).toEqual([])
    },
  )
})
