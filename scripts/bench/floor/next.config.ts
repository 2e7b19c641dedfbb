import createMDX from '@next/mdx'
import type { NextConfig } from 'next'
import { availableParallelism } from 'node:os'

/**
 * The floor: Next.js and @next/mdx with nothing of ours. Plain MDX (GitHub tables through
 * remark-gfm, named as a string as Turbopack requires), the site's base path, and the same static
 * generation workers as the site, so that a difference in build time is the site's own work.
 */
const withMDX = createMDX({ extension: /\.mdx$/, options: { remarkPlugins: ['remark-gfm'] } })

const nextConfig: NextConfig = {
  output: 'export',
  basePath: process.env.NEXT_PUBLIC_BASE_PATH ?? '/docs',
  images: { unoptimized: true },
  poweredByHeader: false,
  experimental: { cpus: Math.max(1, availableParallelism()) },
}

export default withMDX(nextConfig)
