/**
 * Steps that run on the static export after `next build`, in this order; each throws on failure,
 * which fails the build.
 */
import path from 'node:path'
import { spliceReferenceSectionsInto } from './post-build/splice-reference-sections'

const exportDir = path.join(process.cwd(), 'out')

const steps: { name: string; run: (dir: string) => void | Promise<void> }[] = [
  { name: 'reference sections spliced into their documents', run: spliceReferenceSectionsInto },
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
