/**
 * A step of `npm run build` (and `npm run dev`) before Next.js compiles the pages: the type of
 * every identifier of our API in the guides' TypeScript and JavaScript blocks, from one TypeScript
 * language service over all the blocks the type check covers, written to TYPE_HOVERS_FILE for the
 * MDX pipeline's `transformerTypeHovers`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readGuideExamples } from '../lib/code-examples/code-examples'
import { TS_FENCES } from '../lib/code-examples/ts-modules'
import { buildTypeHoverTable } from '../lib/code-examples/type-hovers'
import { TYPE_HOVERS_FILE } from '../lib/highlight/type-hovers'

try {
  const started = performance.now()
  const { table, checked, blocks, hovers } = buildTypeHoverTable(
    readGuideExamples(process.cwd(), TS_FENCES),
  )
  const file = path.join(process.cwd(), TYPE_HOVERS_FILE)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, JSON.stringify(table))
  const ms = Math.round(performance.now() - started)
  console.log(
    `type hovers: ${hovers} identifiers in ${blocks} of ${checked} type-checked guide blocks (${ms} ms)`,
  )
} catch (error) {
  console.error(`type hovers: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
