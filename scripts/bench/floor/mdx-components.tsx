import type { MDXComponents } from 'mdx/types'

/** @next/mdx requires this file; the floor's pages hold plain elements only, so it adds nothing. */
export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return components
}
