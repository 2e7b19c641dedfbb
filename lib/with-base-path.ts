import { siteConfig } from '../site.config'

/** A site path (`/images/x.png`) as the browser must request it, under the base path. */
export function withBasePath(sitePath: string): string {
  return `${siteConfig.basePath}${sitePath}`
}
