import type { Preset } from 'unified'
import { transformerProjectPlaceholders } from './features/credentials-helper/project-placeholders-transformer'
import { createRehypePlugins, remarkPlugins } from './lib/mdx/pipeline'

/** The site's MDX pipeline, composed at the app's edge: lib's plugins and the features' marks on code. */
export const remarkPreset: Preset = { plugins: remarkPlugins }

export const rehypePreset: Preset = {
  plugins: createRehypePlugins([transformerProjectPlaceholders]),
}
