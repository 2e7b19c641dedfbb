import createMDX from '@next/mdx'
import type { NextConfig } from 'next'
import { transformerProjectPlaceholders } from './features/credentials-helper/project-placeholders-transformer'
import { createRehypePlugins, remarkPlugins } from './lib/mdx/pipeline'
import { siteConfig } from './site.config'

const withMDX = createMDX({
  extension: /\.mdx?$/,
  options: {
    remarkPlugins,
    rehypePlugins: createRehypePlugins([transformerProjectPlaceholders]),
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
}

export default withMDX(nextConfig)
