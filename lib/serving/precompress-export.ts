import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { SQL_ENGINE_FOLDER } from '../address/address'
import { ENCODINGS, type Encoding, isCompressible } from './encodings'
import { listExportFiles } from './export-files'

const gzip = promisify(zlib.gzip)
const brotliCompress = promisify(zlib.brotliCompress)

/** Above this size a file is one of the few large ones (reference documents, `llms-full.txt`). */
const LARGE_FILE_BYTES = 100_000

/**
 * Brotli quality per file. 11 costs about 70 times the time of 8 for 10% fewer bytes: worth it for
 * the hashed scripts and styles every page loads, not for hundreds of pages (measured on the whole
 * export: quality 11 286 s and 9.9 MB, quality 8 4 s and 11.1 MB). Below 8, the pages and their
 * twins: 6 takes a quarter of 8's time for 0.3% more bytes (the export's 3,618 text files up to
 * 100 KB: 0.68 s and 8.51 MB against 2.95 s and 8.48 MB), and each page added to the site adds its
 * share. The 74 larger files keep 8: 2.4% fewer bytes for 0.9 s more, once per build.
 */
export function brotliQualityFor(filePath: string, bytes: number): number {
  if (filePath.startsWith('/_next/static/')) return 11
  return bytes > LARGE_FILE_BYTES ? 8 : 6
}

/** The gzip level of every variant: the best, as they are made once per build. */
export const GZIP_LEVEL = zlib.constants.Z_BEST_COMPRESSION

/** `body` in `encoding`: brotli at `brotliQuality` (sized for the body), or gzip at its best. */
export function compressBody(
  encoding: Encoding,
  body: Uint8Array,
  brotliQuality: number,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: GZIP_LEVEL })
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

export interface PrecompressSummary {
  files: number
  bytes: number
  /** Bytes per encoding, counting the file itself where its variant would not be smaller. */
  encodedBytes: Record<Encoding, number>
}

/**
 * Writes `x.br` and `x.gz` beside every text file `x` of the export, so servers send them without
 * compressing per request. A variant that would not be smaller than its file is not written. The
 * SQL engine's folder is left out: its step compresses its own files, while this one runs.
 */
export async function precompressExport(
  root: string,
  concurrency = 4,
): Promise<PrecompressSummary> {
  const files = listExportFiles(root).filter(
    (file) => isCompressible(file) && !file.startsWith(`${SQL_ENGINE_FOLDER}/`),
  )
  const summary: PrecompressSummary = {
    files: files.length,
    bytes: 0,
    encodedBytes: { br: 0, gzip: 0 },
  }
  let next = 0
  const worker = async () => {
    while (next < files.length) {
      const filePath = files[next++] ?? ''
      const absolute = path.join(root, filePath)
      const body = fs.readFileSync(absolute)
      summary.bytes += body.length
      for (const { name, extension } of ENCODINGS) {
        const encoded = await compressBody(name, body, brotliQualityFor(filePath, body.length))
        if (encoded.length < body.length) {
          fs.writeFileSync(absolute + extension, encoded)
          summary.encodedBytes[name] += encoded.length
        } else {
          fs.rmSync(absolute + extension, { force: true })
          summary.encodedBytes[name] += body.length
        }
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return summary
}
