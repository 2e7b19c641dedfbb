import { STATIC_HTML_ATTRIBUTE } from '../../lib/export/static-html'

/**
 * What an island's component renders in the browser where its server rendering holds static HTML
 * (`staticHtml`): an element React hydrates empty and whose content it leaves as the server wrote
 * it, as the build writes static elements into a page's payload (`withStaticHtml`).
 */
export function StaticHolder({ className }: { className?: string }) {
  return (
    <span
      className={className}
      {...{ [STATIC_HTML_ATTRIBUTE]: 'pruned' }}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}
