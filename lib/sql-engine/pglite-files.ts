/**
 * PGlite's files the engine loads from the export, named as in the package's `dist/` folder: the
 * module (with the chunks it imports beside it), Postgres as WebAssembly and its file system. The
 * extensions' bundles sit beside them (`PGLITE_EXTENSIONS`).
 */
export const PGLITE_FILES = {
  module: 'index.js',
  wasm: 'pglite.wasm',
  data: 'pglite.data',
} as const
