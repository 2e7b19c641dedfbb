import { buildSync } from 'esbuild'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type Asset = { body: string; contentType: string }

const BROWSER_DIR = fileURLToPath(new URL('./browser/', import.meta.url))
const STYLESHEET = fileURLToPath(new URL('./assets/dashboard.css', import.meta.url))

/** Page scripts, bundled from TypeScript with the platform contract they share with the docs. */
const ENTRY_POINTS = ['dashboard', 'api-settings', 'sign-in', 'sign-out']

/** The build-time settings `site.config.ts` reads, inlined as Next.js inlines them for the docs. */
function publicEnv(): Record<string, string> {
  const inlined: Record<string, string> = { 'process.env.NODE_ENV': '"production"' }
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith('NEXT_PUBLIC_') && value !== undefined) {
      inlined[`process.env.${name}`] = JSON.stringify(value)
    }
  }
  return inlined
}

/** Builds the dashboard's scripts and reads its stylesheet once, at startup, keyed by file name. */
export function loadAssets(): ReadonlyMap<string, Asset> {
  const result = buildSync({
    entryPoints: Object.fromEntries(ENTRY_POINTS.map((name) => [name, `${BROWSER_DIR}${name}.ts`])),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: 'bundled',
    define: { ...publicEnv(), 'process.env': '{}' },
    logLevel: 'silent',
  })
  const assets = new Map<string, Asset>()
  for (const file of result.outputFiles) {
    const name = file.path.split('/').pop() ?? ''
    assets.set(name, { body: file.text, contentType: 'text/javascript; charset=utf-8' })
  }
  assets.set('dashboard.css', {
    body: readFileSync(STYLESHEET, 'utf8'),
    contentType: 'text/css; charset=utf-8',
  })
  return assets
}
