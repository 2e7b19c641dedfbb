import type { MDXComponents } from 'mdx/types'
import { basePageComponents, markdownElements } from './components/mdx/registry'
import { DashboardLink } from './features/credentials-helper/dashboard-link'
import { ProjectCodeBlock } from './features/credentials-helper/project-code-block'
import { ProjectConfigVariables } from './features/credentials-helper/project-config-variables'
import { ExtensionsCatalogue } from './features/extensions-catalogue/extensions-catalogue'
import { LogSourcesCatalogue } from './features/log-catalogue/log-catalogue'
import type { MdxComponentName } from './lib/mdx/component-names'

/** Every component a page may name; the build rejects any name not in `lib/mdx/component-names.ts`. */
const pageComponents = {
  ...basePageComponents,
  DashboardLink,
  ExtensionsCatalogue,
  LogSourcesCatalogue,
  ProjectConfigVariables,
} satisfies Record<MdxComponentName, unknown>

/** The one MDX registry, composed at the app's edge from the components and the features. */
export const mdxComponents: MDXComponents = {
  ...pageComponents,
  ...markdownElements,
  pre: ProjectCodeBlock,
}

export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return { ...mdxComponents, ...components }
}
