import { Island } from '../../components/islands/island'
import { dashboardPageUrl } from '../../lib/address/dashboard-pages'
import { ISLAND_NAMES } from '../../lib/mdx/island-names'
import { siteConfig } from '../../site.config'
import { HelperUnavailable } from './helper-unavailable'
import { ProjectConfigVariablesShell } from './project-config-variables-shell'
import type { ProjectVariable } from './variables'

/**
 * `<ProjectConfigVariables variable="url" />` in MDX: the credentials helper, whose code loads
 * with the pages that show it. The dashboard URL it falls back to is built here, on the server.
 */
export function ProjectConfigVariables({ variable }: { variable: ProjectVariable }) {
  const props = {
    variable,
    settingsUrl: dashboardPageUrl(siteConfig.dashboardUrl, 'api-settings', null),
  }
  return (
    <Island
      name={ISLAND_NAMES.credentialsHelper}
      props={props}
      fallback={
        <div data-credentials-helper={variable}>
          <HelperUnavailable settingsUrl={props.settingsUrl} />
        </div>
      }
    >
      <ProjectConfigVariablesShell {...props} />
    </Island>
  )
}
