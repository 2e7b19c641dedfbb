import fs from 'node:fs'
import path from 'node:path'

export interface StaticFile {
  absolutePath: string
  body: Uint8Array<ArrayBuffer>
  contentType: string
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
}

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * Maps a path below the base path (`/guides/auth`) to a file of the export, trying
 * `x`, `x.html` and `x/index.html`. Returns null for anything that would leave the export
 * folder or that is not a file.
 */
export function resolveExportFile(root: string, sitePath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(sitePath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/').filter(Boolean)
  if (segments.some((segment) => segment === '..' || segment === '.')) return null
  const relative = segments.join('/')
  const candidates =
    relative === '' ? ['index.html'] : [relative, `${relative}.html`, `${relative}/index.html`]
  const rootWithSep = root.endsWith(path.sep) ? root : root + path.sep
  for (const candidate of candidates) {
    const absolute = path.resolve(root, candidate)
    if (!absolute.startsWith(rootWithSep)) return null
    if (fs.statSync(absolute, { throwIfNoEntry: false })?.isFile()) return absolute
  }
  return null
}

/** Reads files of the export once; the export does not change while the server runs. */
export function createFileCache() {
  const cache = new Map<string, StaticFile>()
  return {
    get(absolutePath: string): StaticFile {
      let file = cache.get(absolutePath)
      if (!file) {
        file = {
          absolutePath,
          // Copied once into a plain ArrayBuffer, which Response takes as it is on every request.
          body: new Uint8Array(fs.readFileSync(absolutePath)),
          contentType: contentTypeOf(absolutePath),
        }
        cache.set(absolutePath, file)
      }
      return file
    },
  }
}
