import createMDX from '@next/mdx'
import type { NextConfig } from 'next'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { TYPE_HOVERS_FILE } from './lib/highlight/type-hovers'
import { writePluginModule } from './lib/mdx/plugin-modules'
import { siteConfig } from './site.config'

// Inside node_modules so that the modules' package imports resolve from the site's dependencies.
const pluginDir = path.join(process.cwd(), 'node_modules/.cache/plinth-mdx')

const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    remarkPlugins: [writePluginModule('mdx-pipeline.ts', 'remarkPreset', pluginDir)],
    rehypePlugins: [
      writePluginModule('mdx-pipeline.ts', 'rehypePreset', pluginDir, [TYPE_HOVERS_FILE]),
    ],
  },
})

const nextConfig: NextConfig = {
  output: 'export',
  basePath: siteConfig.basePath,
  // md/mdx here make Next resolve React for MDX modules as for its own (needed in development);
  // app/ holds no .md or .mdx route files.
  pageExtensions: ['ts', 'tsx', 'md', 'mdx'],
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Static generation is most of the build: one worker per core instead of Next's cores minus one.
    cpus: Math.max(1, availableParallelism()),
    // The builds that count start cold (a fresh clone's `npm test`, the bench), and writing
    // Turbopack's cache for a later build took 13-15 s of the two cores beside static generation:
    // a cold build took 100 and 106 s without it, 122 s twice with it.
    turbopackFileSystemCacheForBuild: false,
  },
  // `npm run build` runs tsc over the same files (tsconfig.json) beside the content check, or
  // `npm test` has in `npm run check`, and says so with PLINTH_TYPES_CHECKED=1: Next's own pass
  // would repeat it, alone on the machine. A bare `next build` checks types.
  typescript: { ignoreBuildErrors: process.env.PLINTH_TYPES_CHECKED === '1' },
}

export default withMDX(nextConfig)
