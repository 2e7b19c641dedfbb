import type * as PGliteModule from '@electric-sql/pglite'
import type { EngineBackend } from './page-engine'
import { pgliteExtensions } from './pglite-extensions'
import { PGLITE_FILES } from './pglite-files'

async function fetched(url: URL): Promise<Response> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`)
  return response
}

/**
 * PGlite from the folder of its files in the export, loaded once: its module, Postgres compiled
 * once and its file system kept in memory, so a fresh database (a reset) needs no network beyond
 * the bundles of the extensions it is started with, which the browser keeps.
 */
export async function loadPgliteBackend(folder: URL): Promise<EngineBackend> {
  const at = (file: string) => new URL(file, folder)
  const [pglite, wasmModule, fsBundle] = await Promise.all([
    import(/* webpackIgnore: true */ at(PGLITE_FILES.module).href) as Promise<typeof PGliteModule>,
    WebAssembly.compileStreaming(fetched(at(PGLITE_FILES.wasm))),
    fetched(at(PGLITE_FILES.data)).then((response) => response.blob()),
  ])
  return {
    create: (extensions) =>
      pglite.PGlite.create({
        wasmModule,
        fsBundle,
        extensions: pgliteExtensions(extensions, at),
      }),
    serializeQuery: (sql) => pglite.protocol.serialize.query(sql),
  }
}
