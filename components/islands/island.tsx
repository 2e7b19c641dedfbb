import type { ReactNode } from 'react'
import { ISLAND_ATTRIBUTE } from '../../lib/export/static-html'
import { ISLAND_FALLBACK_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './island-attributes'
import styles from './island.module.css'

/**
 * The holder of an interactive component inside static HTML (see `lib/export/static-html.ts`):
 * `children` is the component as the server renders it, `props` what the browser hydrates it with
 * (`hydrateIslands`), and `name` the component's key in the app's table of islands. The holder
 * takes no box of its own. `fallback`, kept hidden beside the holder, replaces the
 * component when the islands' code cannot load (`showIslandFallbacks`).
 */
export function Island({
  name,
  props,
  fallback,
  children,
}: {
  name: string
  props: object
  fallback?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <div
        className={styles.holder}
        {...{
          [ISLAND_ATTRIBUTE]: name,
          // A holder without props says nothing of them; the component gets none.
          [ISLAND_PROPS_ATTRIBUTE]:
            Object.keys(props).length > 0 ? JSON.stringify(props) : undefined,
        }}
      >
        {children}
      </div>
      {fallback ? (
        <div hidden {...{ [ISLAND_FALLBACK_ATTRIBUTE]: '' }} data-pagefind-ignore>
          {fallback}
        </div>
      ) : null}
    </>
  )
}
