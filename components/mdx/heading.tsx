import type { ComponentProps } from 'react'
import { headingMarkup } from '../../lib/markup/contract'

type Level = 'h2' | 'h3' | 'h4'

/** A heading with a link to itself, shown on hover and focus. */
function makeHeading(Tag: Level) {
  function Heading({ id, children, ...props }: ComponentProps<Level>) {
    return (
      <Tag id={id} className={headingMarkup.className} {...props}>
        {children}
        {id ? (
          <a
            href={`#${id}`}
            className={headingMarkup.anchorClass}
            aria-label={headingMarkup.anchorLabel}
          >
            {headingMarkup.anchorText}
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
