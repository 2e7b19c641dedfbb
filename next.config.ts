import createMDX from '@next/mdx'
import type { NextConfig } from 'next'
import { createRequire } from 'node:module'
import { transformerProjectPlaceholders } from './features/credentials-helper/project-placeholders-transformer'
import { createRehypePlugins, remarkPlugins } from './lib/mdx/pipeline'
import { siteConfig } from './site.config'

const require = createRequire(import.meta.url)

interface WebpackRule {
  test?: unknown
  use?: unknown[]
}

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
  webpack(config: { module: { rules: WebpackRule[] } }) {
    const mdxRule = config.module.rules.find(
      (rule) => rule.test instanceof RegExp && rule.test.source === /\.mdx?$/.source,
    )
    mdxRule?.use?.push({ loader: require.resolve('./lib/mdx/escape-heading-ids-loader.cjs') })
    return config
  },
}

export default withMDX(nextConfig)
