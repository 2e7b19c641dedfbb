import type { Extension } from '@electric-sql/pglite'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  PGLITE_EXTENSION_NAMES,
  type PgliteExtensionName,
  pgliteExtensions,
} from './pglite-extensions'

/** PGlite's `dist/` folder in node_modules and the package's version. */
export function pgliteDist(): { dir: string; version: string } {
  const dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as {
    version: string
  }
  return { dir, version: manifest.version }
}

/** PGlite's `extensions` option for `names` in Node, each bundle from the installed package. */
export function extensionsFromPackage(
  names: readonly PgliteExtensionName[] = PGLITE_EXTENSION_NAMES,
): Record<string, Extension> {
  const { dir } = pgliteDist()
  return pgliteExtensions(names, (bundle) => pathToFileURL(path.join(dir, bundle)))
}
