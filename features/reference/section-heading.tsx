import type { ReactNode } from 'react'

export type HeadingLevel = 'h1' | 'h2'

/** A section's title: `h2` in the document, the page's `h1` on its crawler page. */
export function SectionHeading({
  as: Tag,
  id,
  children,
}: {
  as: HeadingLevel
  id: string
  children: ReactNode
}) {
  return (
    <Tag id={Tag === 'h2' ? id : undefined} className="reference-heading heading">
      {children}
      {Tag === 'h2' ? (
        <a href={`#${id}`} className="heading-anchor" aria-label="Link to this section">
          #
        </a>
      ) : null}
    </Tag>
  )
}
