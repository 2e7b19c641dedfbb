/**
 * Steps that run on the static export after `next build`, in this order; each throws on failure,
 * which fails the build with its name. The client router's payloads go first: the site's links are
 * plain anchors, so no page fetches them. Then the static parts of each page leave its inline
 * payload (they reach the browser once, in the HTML), and a page left with nothing for the router
 * to hydrate (a guide) loses the payload and the router, reading the chunks Turbopack wrote to keep
 * only those its own start needs; its stylesheets become one and its scripts load after its first
 * paint. A reference document's crawler pages are then made from its first one, which those steps
 * have finished (the export renders that one alone: they differ only in their section and head
 * values). Steps that change or add files of the export (the menus' and
 * reference sections' HTML, the Markdown twins, the search index) come before compression, which
 * must see every file in its final form. The SQL engine reads nothing of the export and writes
 * only its own folder, which compression leaves out: it runs beside the other steps (its brotli of
 * PGlite's WebAssembly takes a core for most of them in a fresh clone) and compresses and caches
 * its own files. The nginx configuration comes last, as it carries each page's script hashes.
 */
import path from 'node:path'
import { writeCrawlerPagesInto } from './post-build/crawler-pages'
import { writeGuidesFullTextInto } from './post-build/guides-full-text'
import { writeMarkdownTwinsInto } from './post-build/markdown-twins'
import { writeNginxConfigFor } from './post-build/nginx-config'
import { joinStylesheetsIn } from './post-build/one-stylesheet'
import { precompressExportInto } from './post-build/precompress'
import { writeReferenceTwinsInto } from './post-build/reference-twins'
import { removeRscPayloadsFrom } from './post-build/rsc-payloads'
import { loadScriptsAfterFirstPaintIn } from './post-build/scripts-after-paint'
import { writeSearchIndexInto } from './post-build/search-index'
import { spliceMenusInto } from './post-build/splice-menus'
import { spliceReferenceSectionsInto } from './post-build/splice-reference-sections'
import { writeSqlEngineInto } from './post-build/sql-engine'
import { pruneStaticHtmlIn } from './post-build/static-html'

const exportDir = path.join(process.cwd(), 'out')

interface Step {
  name: string
  run: (dir: string) => void | Promise<void>
}

const besideTheSteps: Step = { name: 'SQL engine for the Run buttons', run: writeSqlEngineInto }

const steps: Step[] = [
  { name: "client router's payloads removed", run: removeRscPayloadsFrom },
  {
    name: "static HTML taken out of the pages' payloads, and the router out of pages needing none",
    run: pruneStaticHtmlIn,
  },
  { name: "each page's stylesheets joined into one", run: joinStylesheetsIn },
  { name: "the app's scripts loaded after the first paint", run: loadScriptsAfterFirstPaintIn },
  { name: "reference crawler pages made from each document's first", run: writeCrawlerPagesInto },
  { name: 'reference menus spliced into their pages', run: spliceMenusInto },
  { name: 'reference sections spliced into their documents', run: spliceReferenceSectionsInto },
  { name: 'Markdown twins of the guides', run: writeMarkdownTwinsInto },
  { name: 'Markdown of every area in one file', run: writeGuidesFullTextInto },
  { name: 'Markdown twins of the reference', run: writeReferenceTwinsInto },
  { name: 'search index', run: writeSearchIndexInto },
  { name: 'brotli and gzip variants of every text file', run: precompressExportInto },
  { name: 'nginx configuration', run: writeNginxConfigFor },
]

async function timed(step: Step, beside = false): Promise<void> {
  const started = performance.now()
  try {
    await step.run(exportDir)
  } catch (error) {
    throw new Error(`${step.name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    })
  }
  const ms = Math.round(performance.now() - started)
  // scripts/bench/build-stages.ts reads these lines.
  console.log(`post-build: ${step.name} (${ms} ms${beside ? ', beside the other steps' : ''})`)
}

async function main() {
  const beside = timed(besideTheSteps, true)
  // Handled where it is awaited; this keeps an early failure from going unhandled meanwhile.
  beside.catch(() => {})
  const last = steps.at(-1)
  for (const step of steps.slice(0, -1)) await timed(step)
  await beside
  if (last) await timed(last)
}

main().catch((error: unknown) => {
  console.error(`post-build failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
