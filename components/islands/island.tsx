import type { ReactNode } from 'react'
import { ISLAND_ATTRIBUTE } from '../../lib/export/static-html'
import { ISLAND_CHILDREN_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes'
import styles from './island.module.css'

type HolderTag = 'div' | 'span'

/**
 * The holder of an interactive component inside static HTML (see `lib/export/static-html.ts`):
 * `children` is the component as the server renders it, `props` what the browser hydrates it with
 * (`hydrateIslands`), and `name` the component's key in the app's table of islands. The holder
 * takes no box of its own; `as` is `span` where it sits in a line of text.
 */
export function Island({
  name,
  props,
  as: Tag = 'div',
  children,
}: {
  name: string
  props: object
  as?: HolderTag
  children: ReactNode
}) {
  return (
    <Tag
      className={styles.holder}
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
    >
      {children}
    </Tag>
  )
}

/**
 * The content an island's component wraps (an alert's text, a link's words): static HTML the
 * browser passes back to the component as it finds it, so it needs no props of its own.
 */
export function IslandChildren({
  as: Tag = 'div',
  children,
}: {
  as?: HolderTag
  children: ReactNode
}) {
  return (
    <Tag className={styles.holder} {...{ [ISLAND_CHILDREN_ATTRIBUTE]: '' }}>
      {children}
    </Tag>
  )
}
