/**
 * Steps that run on the static export after `next build`, in order. Each step throws on failure,
 * which stops the build with its name.
 */
import path from 'node:path'
import { readGuideTree } from '../lib/content/guide-tree'
import { writeMarkdownTwins } from '../lib/content/markdown-twins'
import { readReferenceCatalog } from '../lib/reference/catalog'
import { searchDocuments } from '../lib/search/search-documents'
import { writeSearchIndex } from '../lib/search/write-search-index'

const exportDir = path.resolve('out')
const guidesRoot = path.resolve('content/guides')
const guides = () => readGuideTree(guidesRoot)
const references = () => readReferenceCatalog(path.resolve('content/reference'))

interface Step {
  name: string
  run: () => Promise<string>
}

const steps: Step[] = [
  {
    name: 'markdown twins',
    run: () => {
      const written = writeMarkdownTwins(exportDir, guidesRoot, guides())
      return Promise.resolve(`${written} guide pages written as Markdown`)
    },
  },
  {
    name: 'search index',
    run: async () => {
      const { pages, outputPath } = await writeSearchIndex(
        exportDir,
        searchDocuments(guides(), references()),
      )
      return `${pages} pages indexed into ${path.relative(process.cwd(), outputPath)}`
    },
  },
]

async function main() {
  for (const step of steps) {
    const started = performance.now()
    try {
      const summary = await step.run()
      console.log(
        `post-build: ${step.name}: ${summary} (${Math.round(performance.now() - started)} ms)`,
      )
    } catch (error) {
      console.error(`post-build: ${step.name} failed:`, error)
      process.exit(1)
    }
  }
}

await main()
