/**
 * PGlite's files the engine loads from the export, named as in the package's `dist/` folder: the
 * module (with the chunks it imports beside it), Postgres as WebAssembly, its file system, and
 * the pgvector extension the content tests load too.
 */
export const PGLITE_FILES = {
  module: 'index.js',
  wasm: 'pglite.wasm',
  data: 'pglite.data',
  vector: 'vector.tar.gz',
} as const
