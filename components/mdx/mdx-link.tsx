import type { ComponentProps } from 'react'
import { PageLink } from '../ui/page-link'

/** Site paths get the base path; other links leave the docs. */
export function MdxLink({ href = '', children, ...props }: ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <PageLink path={href} {...props}>
        {children}
      </PageLink>
    )
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    )
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
