import type { CodeBlock } from '../../../lib/content/code-blocks'
import { readMetaAttribute } from '../../../lib/mdx/code-meta'

/** How a code block gives away the framework it sets a Plinth client up for. */
export interface FrameworkSigns {
  /** The framework's name in messages. */
  label: string
  /** Any of these in the code ties a block that creates a client to the framework. */
  code: RegExp[]
  /** File names a page writes only when it sets the framework up (old names included). */
  files: RegExp[]
}

/** One entry per shared setup in `content/includes/framework-setup/`, by its file name. */
export const FRAMEWORK_SIGNS: Record<string, FrameworkSigns> = {
  nextjs: {
    label: 'Next.js',
    code: [/from\s+['"]next\/(headers|server)['"]/, /process\.env\.NEXT_PUBLIC_PLINTH_/],
    files: [/(^|\/)(middleware|proxy)\.[jt]s$/, /(^|\/)(utils|lib)\/plinth(\/|-server\.)/],
  },
  expo: {
    label: 'Expo (React Native)',
    code: [/process\.env\.EXPO_PUBLIC_PLINTH_/, /@react-native-async-storage/, /from\s+['"]react-native['"]/],
    files: [],
  },
  nuxt: {
    label: 'Nuxt',
    code: [/\buseRuntimeConfig\(/, /\bdefineNuxtPlugin\(/],
    files: [/(^|\/)(plugins|composables)\/[^/]*plinth[^/]*\.[jt]s$/i],
  },
  vite: {
    label: 'Vite (React, Vue, Svelte, SolidJS, Ionic, refine)',
    code: [/import\.meta\.env\.VITE_PLINTH_/],
    files: [/^src\/(lib\/)?plinth(-client|Client)\.[jt]s$/],
  },
  redwoodjs: {
    label: 'RedwoodJS',
    // Node scripts read the same names from process.env, so only the web side's path tells.
    code: [],
    files: [/(^|\/)web\/src\/plinth[^/]*\.[jt]s$/],
  },
  sveltekit: {
    label: 'SvelteKit',
    code: [/\$env\/static\/public/, /@sveltejs\/kit/, /\bevent\.cookies\b/],
    files: [/(^|\/)hooks\.server\.[jt]s$/],
  },
}

/** A block that imports a client factory from a Plinth package: it creates a client itself. */
const CREATES_CLIENT =
  /import\s*\{[^}]*\bcreate(Server|Browser)?Client\b[^}]*\}\s*from\s*['"]@plinth\/(ssr|plinth-js)['"]/

/** One page block that sets a framework up on its own. */
export interface OwnSetup {
  framework: string
  line: number
  title: string | null
}

/**
 * The blocks of a page (as `readCodeBlocks` reads it, shared setups already in place) that set a
 * framework's Plinth client up themselves instead of showing the shared setup: a block that creates
 * a client and carries the framework's signs in its code or is named like one of its setup files.
 */
export function findOwnSetups(blocks: readonly CodeBlock[]): OwnSetup[] {
  return blocks.flatMap((block): OwnSetup[] => {
    if (block.includedFrom || !CREATES_CLIENT.test(block.value)) return []
    const title = readMetaAttribute(block.meta, 'title')
    const signs = Object.entries(FRAMEWORK_SIGNS)
    const marked = signs.find(([, { code }]) => code.some((sign) => sign.test(block.value)))
    const named = signs.find(([, { files }]) => title !== null && files.some((f) => f.test(title)))
    const framework = (marked ?? named)?.[0]
    return framework ? [{ framework, line: block.line, title }] : []
  })
}
