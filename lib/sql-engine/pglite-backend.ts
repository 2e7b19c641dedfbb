import type * as PGliteModule from '@electric-sql/pglite'
import type { EngineBackend } from './page-engine'
import { PGLITE_FILES } from './pglite-files'

async function fetched(url: URL): Promise<Response> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`)
  return response
}

/**
 * PGlite from the folder of its files in the export, loaded once: its module, Postgres compiled
 * once and its file system kept in memory, so a fresh database (a reset) needs no network.
 */
export async function loadPgliteBackend(folder: URL): Promise<EngineBackend> {
  const at = (file: string) => new URL(file, folder)
  const [pglite, wasmModule, fsBundle] = await Promise.all([
    import(/* webpackIgnore: true */ at(PGLITE_FILES.module).href) as Promise<typeof PGliteModule>,
    WebAssembly.compileStreaming(fetched(at(PGLITE_FILES.wasm))),
    fetched(at(PGLITE_FILES.data)).then((response) => response.blob()),
  ])
  const vector: PGliteModule.Extension = {
    name: 'pgvector',
    setup: (_pg, emscriptenOpts) =>
      Promise.resolve({ emscriptenOpts, bundlePath: at(PGLITE_FILES.vector) }),
  }
  return {
    create: () => pglite.PGlite.create({ wasmModule, fsBundle, extensions: { vector } }),
    serializeQuery: (sql) => pglite.protocol.serialize.query(sql),
  }
}
