import { markdownToHtml } from '../../lib/reference/markdown'

/** Spec markdown, rendered at build time. */
export async function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div
      className={className ?? 'prose'}
      dangerouslySetInnerHTML={{ __html: await markdownToHtml(source) }}
    />
  )
}
