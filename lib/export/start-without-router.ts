import { escapeRegex } from '../escape-regex'
import { nextScriptTags } from './client-chunks'
import { exportScript, type ExportScript } from './export-scripts'
import { inlinePayloadRows, PayloadModels, withoutPayload } from './inline-payload'
import { componentsOutsideIslands } from './static-html'
import type { ModuleId, TurbopackChunks } from './turbopack-chunks'

/** The client component of the root layout that every page runs (`app/page-behaviours.tsx`). */
const PAGE_BEHAVIOURS = 'PageBehaviours'

/** Its member that starts a page without Next.js's router. */
const START_MEMBER = 'startWithoutRouter'

/**
 * The client components Next.js's app router renders around the app's: its layout router and
 * template (default exports), and the boundaries of a segment's outlet, viewport and metadata.
 */
const ROUTER_COMPONENTS = new Set([
  'default',
  'OutletBoundary',
  'ViewportBoundary',
  'MetadataBoundary',
])

/** The module the page's start script registers with Turbopack's runtime, and runs. */
const START_MODULE = 'plinth/start-without-router'

/**
 * Next.js's start-up script: it hands Turbopack's runtime the chunks to wait for and the module to
 * run then, Next.js's own start-up, which hydrates the page through the app router.
 */
const NEXT_START =
  /<script id="_R_">\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);<\/script>/

/** The script of Next.js's polyfills that only a browser without modules loads. */
const LEGACY_POLYFILLS =
  /<script src="[^"]*\/_next\/static\/chunks\/[^"]+\.js" noModule=""><\/script>/

/** A chunk as Turbopack's runtime names it, from the script source Next.js gives it. */
function chunkPath(source: string): string {
  const path = /\/_next\/(static\/chunks\/[^/]+\.js)$/.exec(source)?.[1]
  if (path === undefined) throw new Error(`not a chunk of Next.js's build: ${source}`)
  return path
}

/** What a start-up script hands Turbopack's runtime: chunks to wait for, modules to run then. */
interface RuntimeEntry {
  otherChunks: string[]
  runtimeModuleIds: ModuleId[]
}

/** The chunks Next.js's start-up script (its runtime entry, `json`) has the runtime wait for. */
function chunksOfNextStart(json: string): string[] {
  const { otherChunks } = JSON.parse(json) as Partial<RuntimeEntry>
  if (!Array.isArray(otherChunks) || !otherChunks.every((c) => typeof c === 'string')) {
    throw new Error(`Next.js's start-up script names no chunks: ${json}`)
  }
  return otherChunks
}

/**
 * The script that starts a page in place of Next.js's start-up: it registers with Turbopack's
 * runtime a module that runs `PageBehaviours.startWithoutRouter` of `behavioursModule`, to run
 * once `chunks` have loaded, in whichever order the runtime and it arrive. Its own file, named by
 * its content under `_next/static/start/`: pages share a few, and the browser keeps them.
 */
function startScript(behavioursModule: ModuleId, chunks: readonly string[]): ExportScript {
  const turbopack = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[]))'
  const start = `(context)=>context.r(${JSON.stringify(behavioursModule)}).${PAGE_BEHAVIOURS}.${START_MEMBER}()`
  const entry: RuntimeEntry = { otherChunks: [...chunks], runtimeModuleIds: [START_MODULE] }
  const source =
    `${turbopack}.push([${JSON.stringify(`${START_MODULE}.js`)},${JSON.stringify(START_MODULE)},${start}]);\n` +
    `${turbopack}.push(${JSON.stringify(entry)});\n`
  return exportScript(source)
}

/**
 * `page` started without Next.js's router when it needs none: when every client component its
 * payload renders is in an island or is `PageBehaviours`, apart from the router's own, as on a
 * guide, whose columns are static HTML (`withStaticHtml`). Its links are plain anchors, so the
 * router would only hydrate the page; `startWithoutRouter` hydrates the header's islands and runs
 * the page's behaviours instead. The page loses its payload, the router's start-up and every chunk
 * of its scripts that `PageBehaviours` does not need, as `chunks` (the export's) tell: Next.js's
 * router and its start-up. In place of the start-up, the page loads `script` (`startScript`),
 * which the caller writes into the export. Returns any other page as is, and no script.
 */
export function withStartWithoutRouter(
  page: string,
  chunks: TurbopackChunks,
): { page: string; script: ExportScript | null } {
  const unchanged = { page, script: null }
  const rows = inlinePayloadRows(page)
  if (rows.length === 0) return unchanged
  const payload = new PayloadModels(rows)
  const outside = new Set(componentsOutsideIslands(payload.model('0'), payload))
  if (!outside.has(PAGE_BEHAVIOURS)) return unchanged
  for (const name of outside) {
    if (name !== PAGE_BEHAVIOURS && !ROUTER_COMPONENTS.has(name)) return unchanged
  }

  const behaviours = rows
    .map((row) => payload.clientImport(row.id))
    .find((found) => found !== null && payload.dedupedString(found[2]) === PAGE_BEHAVIOURS)
  const module = behaviours?.[0]
  if (typeof module !== 'number' && typeof module !== 'string') {
    throw new Error(`the payload names ${PAGE_BEHAVIOURS} but not its module`)
  }
  const chunksOfBehaviours = (Array.isArray(behaviours?.[1]) ? behaviours[1] : []).flatMap(
    (item) => payload.dedupedString(item) ?? [],
  )

  const [firstChunk] = chunksOfBehaviours
  if (firstChunk === undefined) throw new Error(`the payload names no chunk of ${PAGE_BEHAVIOURS}`)

  const nextStart = NEXT_START.exec(page)
  if (!nextStart) throw new Error('the page has no Next.js start-up script (_R_) to replace')
  const otherChunks = chunksOfNextStart(nextStart[1] ?? '')
  const candidates = [...new Set([...otherChunks, ...chunksOfBehaviours.map(chunkPath)])]
  const needed = chunks.chunksFor(module, candidates)

  const script = startScript(module, needed)
  const nextStatic = firstChunk.replace(/_next\/static\/chunks\/[^/]+$/, '')
  const tag = `<script src="${nextStatic}${script.path}" async=""></script>`
  let started = page.replace(nextStart[0], () => tag)
  for (const unneeded of candidates.filter((chunk) => !needed.includes(chunk))) {
    started = started.replace(nextScriptTags(`[^"]*/_next/${escapeRegex(unneeded)}`), '')
  }
  // Next.js's polyfills for a browser without modules: such a browser runs none of the chunks
  // that are left (they are written for browsers with modules), and reads the page as HTML.
  started = started.replace(LEGACY_POLYFILLS, '')
  return { page: withoutPayload(started), script }
}
