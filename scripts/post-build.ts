/**
 * Steps run on the static export (`out/`) after `next build`, in this order: each one works on
 * what the steps before it wrote. Steps that change or add files of the export (the reference
 * sections' HTML, then the search index) belong before compression, which must see every file in
 * its final form; the nginx configuration comes last, as it carries each page's script hashes.
 */
import fs from 'node:fs'
import path from 'node:path'
import { nginxConfigStep } from './post-build/nginx-config'
import { precompressStep } from './post-build/precompress'
import type { PostBuildStep } from './post-build/step'

const steps: PostBuildStep[] = [precompressStep, nginxConfigStep]

async function main() {
  const exportDir = path.resolve('out')
  if (!fs.existsSync(exportDir)) throw new Error('out/ does not exist: run `next build` first')
  for (const step of steps) {
    const started = performance.now()
    const summary = await step.run(exportDir)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`post-build ${step.name} (${seconds} s): ${summary}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
