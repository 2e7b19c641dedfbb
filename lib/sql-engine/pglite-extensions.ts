import type { Extension } from '@electric-sql/pglite'

/**
 * The extensions of PGlite's package that a guide's SQL may create, by the name
 * `create extension` takes: PGlite's own name for each, and its bundle in the package's `dist/`
 * folder (copied beside the engine in the export). Postgres can create an extension only when it
 * was started with its bundle, and a bundle costs a reader its download (pgTAP's is 236 KB), so
 * the reader's browser starts a page's database with the bundles the page's blocks create.
 */
export const PGLITE_EXTENSIONS = {
  vector: { name: 'pgvector', bundle: 'vector.tar.gz' },
  pgtap: { name: 'pgtap', bundle: 'pgtap.tar.gz' },
  'uuid-ossp': { name: 'uuid-ossp', bundle: 'uuid-ossp.tar.gz' },
  pg_hashids: { name: 'pg_hashids', bundle: 'pg_hashids.tar.gz' },
  pg_trgm: { name: 'pg_trgm', bundle: 'pg_trgm.tar.gz' },
} as const

export type PgliteExtensionName = keyof typeof PGLITE_EXTENSIONS

/** Every name of `PGLITE_EXTENSIONS`, in the table's order. */
export const PGLITE_EXTENSION_NAMES = Object.keys(PGLITE_EXTENSIONS) as PgliteExtensionName[]

/** `create extension [if not exists] name`, the name quoted (`"uuid-ossp"`) or not. */
const CREATE_EXTENSION =
  /\bcreate\s+extension\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([a-z_]\w*))/gi

/**
 * The extensions of `PGLITE_EXTENSIONS` that `blocks` create, in the table's order. An unquoted
 * name counts in lower case, as Postgres folds it. A mention in a comment counts too: loading a
 * bundle that is not used costs bytes, missing one fails the block.
 */
export function extensionsCreatedBy(blocks: readonly string[]): PgliteExtensionName[] {
  const named = new Set<string>()
  for (const sql of blocks) {
    for (const [, quoted, bare] of sql.matchAll(CREATE_EXTENSION)) {
      named.add(quoted ?? bare?.toLowerCase() ?? '')
    }
  }
  return PGLITE_EXTENSION_NAMES.filter((name) => named.has(name))
}

/** PGlite's `extensions` option for `names`, each bundle at the URL `bundleUrl` gives its file. */
export function pgliteExtensions(
  names: readonly PgliteExtensionName[],
  bundleUrl: (bundle: string) => URL,
): Record<string, Extension> {
  return Object.fromEntries(
    names.map((sqlName) => {
      const { name, bundle } = PGLITE_EXTENSIONS[sqlName]
      const extension: Extension = {
        name,
        setup: (_pg, emscriptenOpts) =>
          Promise.resolve({ emscriptenOpts, bundlePath: bundleUrl(bundle) }),
      }
      return [sqlName, extension]
    }),
  )
}
