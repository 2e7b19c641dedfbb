import type { ComponentProps } from 'react'

type Level = 'h2' | 'h3' | 'h4'

/** A heading with a link to itself, shown on hover and focus. */
function makeHeading(Tag: Level) {
  function Heading({ id, children, ...props }: ComponentProps<Level>) {
    return (
      <Tag id={id} className="heading" {...props}>
        {children}
        {id ? (
          <a href={`#${id}`} className="heading-anchor" aria-label="Link to this section">
            #
          </a>
        ) : null}
      </Tag>
    )
  }
  Heading.displayName = `Heading(${Tag})`
  return Heading
}

export const H2 = makeHeading('h2')
export const H3 = makeHeading('h3')
export const H4 = makeHeading('h4')
