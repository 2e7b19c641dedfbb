/**
 * A step of `npm run build` (and `npm run dev`) before Next.js compiles the pages: the type of
 * every identifier of our API in the guides' TypeScript and JavaScript blocks, from one TypeScript
 * language service over all the blocks the type check covers, written to TYPE_HOVERS_FILE for the
 * MDX pipeline's `transformerTypeHovers`. When nothing it is computed from has changed since the
 * last run (`typeHoverInputs`), the table written then stands.
 */
import fs from 'node:fs'
import path from 'node:path'
import { readGuideExamples } from '../lib/code-examples/code-examples'
import { TS_FENCES } from '../lib/code-examples/ts-modules'
import {
  buildTypeHoverTable,
  typeHoverInputs,
  typeHoverModules,
} from '../lib/code-examples/type-hovers'
import { TYPE_HOVERS_FILE } from '../lib/highlight/type-hovers'

try {
  const started = performance.now()
  const file = path.join(process.cwd(), TYPE_HOVERS_FILE)
  const inputsFile = `${file}.inputs`
  const modules = typeHoverModules(readGuideExamples(process.cwd(), TS_FENCES))
  const inputs = typeHoverInputs(modules)
  const elapsed = () => `${Math.round(performance.now() - started)} ms`
  if (
    fs.existsSync(file) &&
    fs.existsSync(inputsFile) &&
    fs.readFileSync(inputsFile, 'utf8') === inputs
  ) {
    console.log(`type hovers: unchanged since the last build (${elapsed()})`)
  } else {
    fs.rmSync(inputsFile, { force: true })
    const { table, checked, blocks, hovers } = buildTypeHoverTable(modules)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(table))
    fs.writeFileSync(inputsFile, inputs)
    console.log(
      `type hovers: ${hovers} identifiers in ${blocks} of ${checked} type-checked guide blocks (${elapsed()})`,
    )
  }
} catch (error) {
  console.error(`type hovers: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
