import { build, type BuildOptions } from 'esbuild'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pgliteFolderName, SQL_ENGINE_FOLDER, SQL_ENGINE_WORKER_PATH } from '../address/address'
import { ENCODINGS, type Encoding } from '../serving/encodings'
import { compressBody, GZIP_LEVEL } from '../serving/precompress-export'
import { PGLITE_EXTENSIONS } from '../sql-engine/pglite-extensions'
import { PGLITE_FILES } from '../sql-engine/pglite-files'
import { pgliteDist } from '../sql-engine/pglite-package'

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"';]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g

/**
 * `entry` and every module it imports statically, as paths relative to `dir`. Dynamic imports
 * are left out: PGlite's are for Node and for file systems the engine does not use.
 */
export function staticImportClosure(dir: string, entry: string): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    if (found.has(file)) return
    const absolute = path.join(dir, file)
    if (!fs.existsSync(absolute)) throw new Error(`${absolute}: imported but missing`)
    found.add(file)
    for (const match of fs.readFileSync(absolute, 'utf8').matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(file), match[1] ?? ''))
    }
  }
  visit(entry)
  return [...found]
}

/** The worker's entry module: the engine on `schema`, with PGlite from the folder beside it. */
function workerEntry(schema: string, folderName: string): string {
  return [
    `import { startEngineWorker } from './lib/sql-engine/worker'`,
    `startEngineWorker(self, {`,
    `  schema: ${JSON.stringify(schema)},`,
    `  pgliteFolder: new URL(${JSON.stringify(`${folderName}/`)}, import.meta.url),`,
    `})`,
  ].join('\n')
}

/** How every script of the engine's folder is bundled: whole modules for today's browsers. */
const BROWSER_BUNDLE = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'error',
} as const satisfies BuildOptions

async function bundleWorker(schema: string, folderName: string): Promise<Uint8Array> {
  const result = await build({
    ...BROWSER_BUNDLE,
    stdin: { contents: workerEntry(schema, folderName), resolveDir: process.cwd(), loader: 'ts' },
  })
  const output = result.outputFiles[0]
  if (!output) throw new Error('esbuild wrote no worker')
  return output.contents
}

/**
 * The Run controls' script (`features/sql-runner/run-controls.ts`), the runner it imports on first
 * use, and the runner's stylesheet: bundled apart from Next.js's chunks so that only the guides
 * with Run controls load any of it. Each script is whole (no shared chunk to fetch before the
 * listener works); the controls' import of the runner stays an import of `./runner.js` beside it.
 * Paths are relative to the engine's folder.
 */
async function bundleRunControls(): Promise<Map<string, Uint8Array>> {
  const outdir = path.resolve('.run-controls')
  const result = await build({
    entryPoints: {
      'run-controls': 'features/sql-runner/run-controls.ts',
      runner: 'features/sql-runner/runner.ts',
      'sql-runner': 'features/sql-runner/sql-runner.css',
    },
    ...BROWSER_BUNDLE,
    outdir,
    plugins: [
      {
        name: 'runner-beside-controls',
        setup(bundler) {
          bundler.onResolve({ filter: /^\.\/runner$/ }, () => ({
            path: './runner.js',
            external: true,
          }))
        },
      },
    ],
  })
  const files = new Map<string, Uint8Array>()
  for (const output of result.outputFiles) {
    // Values Next.js would inline are not inlined here: the bundle must not read them.
    if (output.text.includes('process.env')) {
      throw new Error(`${path.relative(outdir, output.path)}: the Run controls read process.env`)
    }
    files.set(path.relative(outdir, output.path), output.contents)
  }
  return files
}

const BROTLI_QUALITY = 11

/**
 * Brotli at its best quality and gzip: PGlite's files are the largest the site sends, the same
 * for every build of one version, so their variants are kept in `cacheDir`, named by the content
 * and the settings that made them (a change of quality must not reuse the old variants).
 */
async function compressed(body: Uint8Array, encoding: Encoding, cacheDir: string) {
  const settings = encoding === 'br' ? `q${BROTLI_QUALITY}` : `level${GZIP_LEVEL}`
  const key = createHash('sha256').update(body).digest('hex')
  const cached = path.join(cacheDir, `${key}.${settings}.${encoding}`)
  if (fs.existsSync(cached)) return fs.readFileSync(cached)
  const variant = await compressBody(encoding, body, BROTLI_QUALITY)
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(cached, variant)
  return variant
}

/** Files that get compressed variants: the vector bundle is gzip already. */
const COMPRESSIBLE = /\.(js|css|wasm|data)$/

export interface SqlEngineFile {
  /** Site path: `/sql-engine/worker.js`. */
  filePath: string
  bytes: number
  /** Bytes of each variant written beside the file. */
  encoded: Partial<Record<Encoding, number>>
}

export interface SqlEngineOptions {
  /** The platform schema's SQL, run on every fresh database. */
  schema: string
  /** Where compressed variants are kept between builds; none are written without it. */
  cacheDir?: string
}

/**
 * Writes the SQL engine into the export (`/sql-engine/`): the Run controls' script, the runner and
 * its stylesheet, the worker, and PGlite's module, chunks, WebAssembly, file system and the
 * extensions' bundles in a folder named by PGlite's version. With a cache folder, each file gets its brotli
 * and gzip variants.
 */
export async function writeSqlEngine(
  exportDir: string,
  { schema, cacheDir }: SqlEngineOptions,
): Promise<SqlEngineFile[]> {
  const { dir, version } = pgliteDist()
  const folderName = pgliteFolderName(version)
  const engineDir = path.join(exportDir, SQL_ENGINE_FOLDER)
  fs.rmSync(engineDir, { recursive: true, force: true })
  const files = new Map<string, Uint8Array>()
  files.set(SQL_ENGINE_WORKER_PATH, await bundleWorker(schema, folderName))
  for (const [file, body] of await bundleRunControls()) {
    files.set(`${SQL_ENGINE_FOLDER}/${file}`, body)
  }
  const pgliteFiles = [
    ...staticImportClosure(dir, PGLITE_FILES.module),
    PGLITE_FILES.wasm,
    PGLITE_FILES.data,
    ...Object.values(PGLITE_EXTENSIONS).map(({ bundle }) => bundle),
  ]
  for (const file of pgliteFiles) {
    files.set(`${SQL_ENGINE_FOLDER}/${folderName}/${file}`, fs.readFileSync(path.join(dir, file)))
  }
  return Promise.all(
    [...files].map(async ([filePath, body]) => {
      const absolute = path.join(exportDir, filePath)
      fs.mkdirSync(path.dirname(absolute), { recursive: true })
      fs.writeFileSync(absolute, body)
      const encoded: SqlEngineFile['encoded'] = {}
      if (cacheDir && COMPRESSIBLE.test(filePath)) {
        for (const { name, extension } of ENCODINGS) {
          const variant = await compressed(body, name, cacheDir)
          fs.writeFileSync(absolute + extension, variant)
          encoded[name] = variant.length
        }
      }
      return { filePath, bytes: body.length, encoded }
    }),
  )
}
