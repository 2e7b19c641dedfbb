import type { Preset } from 'unified'
import { transformerProjectPlaceholders } from './features/credentials-helper/project-placeholders-transformer'
import { readTypeHoverTable, transformerTypeHovers } from './lib/highlight/type-hovers'
import { createRehypePlugins, remarkPlugins } from './lib/mdx/pipeline'

/**
 * The site's MDX pipeline, composed at the app's edge: lib's plugins, the features' marks on code
 * and the type hovers that `scripts/type-hovers.ts` computed before the build.
 */
export const remarkPreset: Preset = { plugins: remarkPlugins }

export const rehypePreset: Preset = {
  plugins: createRehypePlugins([
    transformerProjectPlaceholders,
    transformerTypeHovers(() => readTypeHoverTable()),
  ]),
}
