import { compile } from '@mdx-js/mdx'
import fs from 'node:fs'
import path from 'node:path'
import type { Preset } from 'unified'
import { afterAll, describe, expect, it } from 'vitest'
import { writePluginModule } from './plugin-modules'

// Beside the site's dependencies, as the build writes them, so their package imports resolve.
const outDir = path.join(process.cwd(), 'node_modules/.cache/plinth-mdx-test')
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }))

describe('writePluginModule', () => {
  it('writes the pipeline as a module the MDX loader can import by path', async () => {
    const file = writePluginModule('mdx-pipeline.ts', 'remarkPreset', outDir)
    const preset = ((await import(file)) as { default: Preset }).default
    const compiled = String(
      await compile('## Install it [#install]\n\nText.\n', { remarkPlugins: [preset] }),
    )
    expect(compiled).toContain('id: "install"')
    expect(compiled).toContain('export const toc')
    expect(compiled).not.toContain('[#install]')
  }, 30_000)
})
