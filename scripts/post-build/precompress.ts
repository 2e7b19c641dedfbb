import { precompressExport } from '../../lib/serving/precompress-export'
import type { PostBuildStep } from './step'

const mb = (bytes: number) => (bytes / 1e6).toFixed(1)

/** Writes brotli and gzip variants beside every text file of the export. */
export const precompressStep: PostBuildStep = {
  name: 'precompress',
  async run(exportDir) {
    const summary = await precompressExport(exportDir)
    if (summary.files === 0) throw new Error(`${exportDir} holds no text file to compress`)
    return `${summary.files} files, ${mb(summary.bytes)} MB: brotli ${mb(summary.encodedBytes.br)} MB, gzip ${mb(summary.encodedBytes.gzip)} MB`
  },
}
