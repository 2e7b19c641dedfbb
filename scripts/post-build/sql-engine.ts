import path from 'node:path'
import { writeSqlEngine } from '../../lib/export/sql-engine'
import { readPlatformSchema } from '../../lib/sql-engine/platform-schema'

const kb = (bytes: number | undefined) =>
  bytes === undefined ? '-' : `${Math.round(bytes / 1000)} KB`

/**
 * The SQL engine readers run guide SQL on, with its compressed variants (kept between builds in
 * node_modules/.cache: brotli at its best quality takes a minute on PGlite's WebAssembly).
 */
export async function writeSqlEngineInto(exportDir: string): Promise<void> {
  const files = await writeSqlEngine(exportDir, {
    schema: readPlatformSchema(),
    cacheDir: path.resolve('node_modules/.cache/plinth-sql-engine'),
  })
  for (const file of files.filter((f) => f.bytes > 20_000)) {
    console.log(
      `post-build: ${file.filePath} ${kb(file.bytes)}, brotli ${kb(file.encoded.br)}, gzip ${kb(file.encoded.gzip)}`,
    )
  }
}
