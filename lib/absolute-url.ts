import { siteConfig } from '../site.config'

/** A site path (`/guides/auth`) as a full URL on the public origin, under the base path. */
export function absoluteUrl(sitePath: string): string {
  return `${siteConfig.siteUrl}${siteConfig.basePath}${sitePath === '/' ? '' : sitePath}`
}
