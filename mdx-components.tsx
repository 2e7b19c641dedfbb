import type { MDXComponents } from 'mdx/types'
import { basePageComponents, markdownElements } from './components/mdx/registry'
import { DashboardLink } from './features/credentials-helper/dashboard-link'
import { ProjectConfigVariables } from './features/credentials-helper/project-config-variables'
import { ExtensionsCatalogue } from './features/extensions-catalogue/extensions-catalogue'
import { LogSourcesCatalogue } from './features/log-catalogue/log-catalogue'
import type { CompiledComponentName, MdxComponentName } from './lib/mdx/component-names'

/** Every component a page may name; the build rejects any name not in `lib/mdx/component-names.ts`. */
const pageComponents = {
  ...basePageComponents,
  DashboardLink,
  ExtensionsCatalogue,
  LogSourcesCatalogue,
  ProjectConfigVariables,
} satisfies Record<Exclude<MdxComponentName, CompiledComponentName>, unknown>

/** The one MDX registry, composed at the app's edge from the components and the features. */
export const mdxComponents: MDXComponents = {
  ...pageComponents,
  ...markdownElements,
}

export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...components }
}
