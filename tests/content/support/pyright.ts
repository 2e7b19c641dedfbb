import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'
import { exampleAt, type PythonModule } from './python-modules'

/** The stubs of our Python packages: the client and vecs. */
export const PYTHON_STUBS = 'types/python'
/** Context stubs of the examples of each page kind (see python-modules.ts). */
const PYTHON_CONTEXT = 'tests/content/support/python-context'

/**
 * Packages of other projects that examples import (we ship no stubs of them and cannot install
 * them here), and the reader's own modules that a page writes in an earlier block. Every name they
 * export reads as `Any`, so calls into them are not checked; calls into our packages are.
 */
export const UNTYPED_MODULES = [
  'dotenv',
  'fastapi',
  'fastapi.security',
  'flask',
  'google.colab',
  'inference_sdk',
  'llama_index.core',
  'llama_index.core.embeddings',
  'llama_index.core.node_parser',
  'llama_index.llms.openai',
  'llama_index.vector_stores.postgres',
  'mixpeek',
  'numpy',
  'pandas',
  'pgvector.psycopg',
  'psycopg',
  'pydantic',
  'requests',
  // The reader's own modules, written on the same page.
  'clip_index',
  'function_embedding',
  'index_clips',
  'index_faces',
  'load_docs',
  'titan_index',
]

const reportSchema = z.object({
  generalDiagnostics: z.array(
    z.object({
      file: z.string(),
      severity: z.enum(['error', 'warning', 'information']),
      message: z.string(),
      rule: z.string().optional(),
      range: z.object({ start: z.object({ line: z.number(), character: z.number() }) }),
    }),
  ),
})

function writeUntypedModule(stubs: string, name: string) {
  const folder = path.join(stubs, ...name.split('.'))
  fs.mkdirSync(folder, { recursive: true })
  const stub = path.join(folder, '__init__.pyi')
  if (!fs.existsSync(stub))
    fs.writeFileSync(stub, 'from typing import Any\n\ndef __getattr__(name: str) -> Any: ...\n')
}

/**
 * Type-checks the modules with Pyright (standard mode) against our stubs and returns each error as
 * `example, line N: message (rule)`; an error outside any example's lines names the module.
 */
export async function pyrightErrors(
  modules: PythonModule[],
  root = process.cwd(),
): Promise<string[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pyright-examples-'))
  try {
    const stubs = path.join(work, 'stubs')
    fs.cpSync(path.join(root, PYTHON_STUBS), stubs, { recursive: true })
    fs.cpSync(path.join(root, PYTHON_CONTEXT), stubs, { recursive: true })
    for (const name of UNTYPED_MODULES) writeUntypedModule(stubs, name)
    fs.mkdirSync(path.join(work, 'examples'))
    modules.forEach((module, index) =>
      fs.writeFileSync(path.join(work, 'examples', `example_${index}.py`), module.source),
    )
    fs.writeFileSync(
      path.join(work, 'pyrightconfig.json'),
      JSON.stringify({
        include: ['examples'],
        stubPath: 'stubs',
        pythonVersion: '3.12',
        typeCheckingMode: 'standard',
        reportMissingModuleSource: 'none',
      }),
    )
    const pyright = createRequire(import.meta.url).resolve('pyright/index.js')
    const run = await promisify(execFile)(
      process.execPath,
      [pyright, '--outputjson', '--project', path.join(work, 'pyrightconfig.json')],
      { cwd: work, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      if (!error.stdout) throw new Error(`Pyright did not run: ${error.stderr ?? error.message}`)
      return { stdout: error.stdout }
    })
    const report = reportSchema.parse(JSON.parse(run.stdout))
    return report.generalDiagnostics
      .filter((diagnostic) => diagnostic.severity === 'error')
      .map((diagnostic) => {
        const index = Number(/example_(\d+)\.py$/.exec(diagnostic.file)?.[1])
        const module = modules[index]
        const line = diagnostic.range.start.line + 1
        const where = (module && exampleAt(module, line)) ?? `${module?.spans[0]?.where} (context, line ${line})`
        return `${where}: ${diagnostic.message} (${diagnostic.rule ?? 'pyright'})`
      })
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}
