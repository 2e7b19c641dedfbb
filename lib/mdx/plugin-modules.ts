import { buildSync } from 'esbuild'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Writes one export of a TypeScript module as the default export of a plain ES module and returns
 * its path. The MDX loader imports plugins by path because the bundler hands it options as JSON
 * (Turbopack cannot pass functions); packages stay imports, resolved from `node_modules`.
 *
 * The file's name carries a hash of the module and of the `dataFiles` it reads when it runs (the
 * type hovers), so that a change of either changes the loader's options, which is what makes the
 * bundler's build cache compile the pages again.
 */
export function writePluginModule(
  entry: string,
  exportName: string,
  outDir: string,
  dataFiles: string[] = [],
): string {
  const result = buildSync({
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
    write: false,
    logLevel: 'error',
  })
  const code = result.outputFiles[0]?.contents
  if (!code) throw new Error(`esbuild wrote nothing for ${exportName} of ${entry}`)
  const hash = createHash('sha256').update(code)
  for (const file of dataFiles) if (fs.existsSync(file)) hash.update(fs.readFileSync(file))
  const outfile = path.join(outDir, `${exportName}-${hash.digest('hex').slice(0, 12)}.mjs`)
  fs.mkdirSync(outDir, { recursive: true })
  for (const old of fs.readdirSync(outDir)) {
    if (old.startsWith(`${exportName}`) && old.endsWith('.mjs') && old !== path.basename(outfile))
      fs.rmSync(path.join(outDir, old))
  }
  fs.writeFileSync(outfile, code)
  return outfile
}
