import type { ComponentProps } from 'react'
import { withBasePath } from '../../lib/address/address'

/**
 * A link to a page of the docs, by its site path. A plain anchor: every page is a static document
 * with its HTML ready, so following a link loads it as is, and no client-side router ships to the
 * page for it.
 */
export function PageLink({ path, ...props }: Omit<ComponentProps<'a'>, 'href'> & { path: string }) {
  return <a href={withBasePath(path)} {...props} />
}
