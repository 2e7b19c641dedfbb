import type { MDXComponents } from 'mdx/types'
import { basePageComponents } from './components/mdx/registry'
import { DashboardLink } from './features/credentials-helper/dashboard-link'
import { ProjectConfigVariables } from './features/credentials-helper/project-config-variables'
import { ExtensionsCatalogue } from './features/extensions-catalogue/extensions-catalogue'
import { LogSourcesCatalogue } from './features/log-catalogue/log-catalogue'
import type { CatalogueData } from './lib/catalogues/catalogues'
import type { CompiledComponentName, MdxComponentName } from './lib/mdx/component-names'

/** The components that need no data from the page's route. */
const renderOnlyComponents = {
  ...basePageComponents,
  DashboardLink,
  ProjectConfigVariables,
}

/**
 * The one MDX registry, composed at the app's edge from the components and the features: every
 * component a page may name (the build rejects any name not in `lib/mdx/component-names.ts`), the
 * catalogues given the data the route loaded, so that no component reads a file.
 */
export function mdxComponents(catalogues: CatalogueData): MDXComponents {
  const catalogueComponents = {
    ExtensionsCatalogue: () => <ExtensionsCatalogue catalogue={catalogues.extensions} />,
    LogSourcesCatalogue: () => <LogSourcesCatalogue sources={catalogues.logSources} />,
  }
  return {
    ...(renderOnlyComponents satisfies Record<
      Exclude<MdxComponentName, keyof typeof catalogueComponents | CompiledComponentName>,
      unknown
    >),
    ...catalogueComponents,
  }
}

export function useMDXComponents(components: MDXComponents = {}): MDXComponents {
  return { ...renderOnlyComponents, ...components }
}
