import fs from 'node:fs'
import path from 'node:path'

/**
 * Maps a path below the base path (`/guides/auth`) to a file of the export, trying
 * `x`, `x.html` and `x/index.html`; a trailing slash changes nothing. Returns null for anything
 * that would leave the export folder or that is not a file.
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

/** A file's path as a site path (`/guides/auth.html`), the form both servers' rules use. */
export function exportFilePath(root: string, absolutePath: string): string {
  return `/${path.relative(root, absolutePath).split(path.sep).join('/')}`
}

/** Every file of the export as a site path, sorted. */
export function listExportFiles(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => exportFilePath(root, path.join(entry.parentPath, entry.name)))
    .sort()
}
