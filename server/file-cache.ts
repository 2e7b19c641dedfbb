import fs from 'node:fs'
import { contentTypeOf } from '../lib/serving/content-types'
import { ENCODINGS, type Encoding } from '../lib/serving/encodings'
import { exportFilePath } from '../lib/serving/export-files'

export interface StaticFile {
  /** The file as a site path, `/guides/auth.html`. */
  filePath: string
  absolutePath: string
  body: Uint8Array<ArrayBuffer>
  contentType: string
  /** Precompressed variants written beside the file at build. */
  variants: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>
}

// Copied once into a plain ArrayBuffer, which Response takes as it is on every request.
const readBytes = (absolutePath: string) => new Uint8Array(fs.readFileSync(absolutePath))

/** Reads files of the export once; the export does not change while the server runs. */
export function createFileCache(root: string) {
  const cache = new Map<string, StaticFile>()
  return {
    get(absolutePath: string): StaticFile {
      let file = cache.get(absolutePath)
      if (!file) {
        const variants: StaticFile['variants'] = {}
        for (const { name, extension } of ENCODINGS) {
          if (fs.existsSync(absolutePath + extension)) {
            variants[name] = readBytes(absolutePath + extension)
          }
        }
        file = {
          filePath: exportFilePath(root, absolutePath),
          absolutePath,
          body: readBytes(absolutePath),
          contentType: contentTypeOf(absolutePath),
          variants,
        }
        cache.set(absolutePath, file)
      }
      return file
    },
  }
}
