/**
 * Steps that run on the static export after `next build`, in this order; each throws on failure,
 * which fails the build. Steps that change or add files of the export (the reference sections'
 * HTML, then the search index) come before compression, which must see every file in its final
 * form; the nginx configuration comes last, as it carries each page's script hashes.
 */
import path from 'node:path'
import { writeNginxConfigFor } from './post-build/nginx-config'
import { precompressExportInto } from './post-build/precompress'
import { spliceReferenceSectionsInto } from './post-build/splice-reference-sections'

const exportDir = path.join(process.cwd(), 'out')

const steps: { name: string; run: (dir: string) => void | Promise<void> }[] = [
  { name: 'reference sections spliced into their documents', run: spliceReferenceSectionsInto },
  { name: 'brotli and gzip variants of every text file', run: precompressExportInto },
  { name: 'nginx configuration', run: writeNginxConfigFor },
]

async function main() {
  for (const step of steps) {
    const started = performance.now()
    await step.run(exportDir)
    console.log(`post-build: ${step.name} (${Math.round(performance.now() - started)} ms)`)
  }
}

main().catch((error: unknown) => {
  console.error(`post-build failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
