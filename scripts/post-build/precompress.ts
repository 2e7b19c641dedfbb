import { precompressExport } from '../../lib/serving/precompress-export'

const mb = (bytes: number) => (bytes / 1e6).toFixed(1)

/** Writes brotli and gzip variants beside every text file of the export. */
export async function precompressExportInto(exportDir: string): Promise<void> {
  const summary = await precompressExport(exportDir)
  if (summary.files === 0) throw new Error(`${exportDir} holds no text file to compress`)
  console.log(
    `post-build: ${summary.files} files, ${mb(summary.bytes)} MB: brotli ${mb(summary.encodedBytes.br)} MB, gzip ${mb(summary.encodedBytes.gzip)} MB`,
  )
}
