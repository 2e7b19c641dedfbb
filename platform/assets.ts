import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ASSETS_DIR = fileURLToPath(new URL('./assets/', import.meta.url))

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

export type Asset = { body: string; contentType: string }

/**
 * Reads the browser scripts and styles once, at startup, keyed by file name.
 * Files of other types are skipped so nothing unexpected gets served.
 */
export function loadAssets(dir: string = ASSETS_DIR): ReadonlyMap<string, Asset> {
  const assets = new Map<string, Asset>()
  for (const name of readdirSync(dir)) {
    const contentType = CONTENT_TYPES[extname(name)]
    if (contentType) assets.set(name, { body: readFileSync(join(dir, name), 'utf8'), contentType })
  }
  return assets
}
