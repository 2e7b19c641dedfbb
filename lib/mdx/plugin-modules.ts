import { buildSync } from 'esbuild'
import path from 'node:path'

/**
 * Writes one export of a TypeScript module as the default export of a plain ES module and returns
 * its path. The MDX loader imports plugins by path because the bundler hands it options as JSON
 * (Turbopack cannot pass functions); packages stay imports, resolved from `node_modules`.
 */
export function writePluginModule(entry: string, exportName: string, outDir: string): string {
  const outfile = path.join(outDir, `${exportName}.mjs`)
  buildSync({
    stdin: {
      contents: `export { ${exportName} as default } from ${JSON.stringify(path.resolve(entry))}`,
      resolveDir: path.dirname(path.resolve(entry)),
      loader: 'ts',
    },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
  })
  return outfile
}
