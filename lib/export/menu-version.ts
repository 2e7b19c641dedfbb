import { contentHash } from '../content-hash'

/**
 * A menu fragment's href with a hash of its HTML as `?v=`: a changed menu has a new address, so
 * browsers may keep each one for good (the menus' folder is cached as immutable) and a deploy
 * still shows at once. Servers ignore the query; the file is the same.
 */
export function versionedMenuHref(href: string, html: string): string {
  return `${href}?v=${contentHash(html, 12)}`
}
