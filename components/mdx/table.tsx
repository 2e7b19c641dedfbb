import type { ComponentProps } from 'react'

/** Wide tables scroll sideways inside the article instead of widening the page. */
export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll">
      <table {...props} />
    </div>
  )
}
