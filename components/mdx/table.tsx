import type { ComponentProps } from 'react'

/**
 * Wide tables scroll sideways inside the article instead of widening the page; the wrapper is a
 * focusable, named region so a keyboard can scroll it too.
 */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  )
}
