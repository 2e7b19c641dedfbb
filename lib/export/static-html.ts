import { withoutUnneededScripts } from './client-chunks'
import { parseFlightRows, rowReference } from './flight-rows'
import {
  elementProps,
  inlinePayload,
  isRecord,
  keptRows,
  PayloadModels,
  withPayloadRows,
  withRewrittenModels,
  type Json,
} from './inline-payload'
import { withoutMetadata } from './static-metadata'

/**
 * The attribute of an element whose HTML never changes in the browser: a guide's columns, the
 * header's links, the not-found page. React renders it into the HTML as usual; after the build,
 * `withStaticHtml` takes its content out of the page's RSC payload, so that the reader's browser
 * receives it once, and sets the attribute to `pruned`. From then on React hydrates the element as
 * an empty holder and leaves its HTML alone; the interactive components in it are islands, each
 * hydrated on its own (`components/islands`). In development the attribute stays empty and React
 * owns the element as it owns the rest of the page.
 */
export const STATIC_HTML_ATTRIBUTE = 'data-static'

/** Spread on an element to make it static. */
export const staticHtml = { [STATIC_HTML_ATTRIBUTE]: '' } as const

/** The attribute of an island's holder; its value names the island. */
export const ISLAND_ATTRIBUTE = 'data-island'

/**
 * The client components in `value` (a payload row's model, followed through the rows it refers
 * to) that no island holds, by their exported names: inside a static element, React would never
 * hydrate them.
 */
export function componentsOutsideIslands(
  value: Json | undefined,
  payload: PayloadModels,
  seen = new Set<string>(),
): string[] {
  if (typeof value === 'string') {
    const id = rowReference.exec(value)?.[1]
    if (!id || seen.has(id)) return []
    seen.add(id)
    return componentsOutsideIslands(payload.model(id), payload, seen)
  }
  if (isRecord(value)) {
    return Object.values(value).flatMap((item) => componentsOutsideIslands(item, payload, seen))
  }
  if (!Array.isArray(value)) return []
  const props = elementProps(value)
  if (!props) return value.flatMap((item) => componentsOutsideIslands(item, payload, seen))
  if (ISLAND_ATTRIBUTE in props) return []
  const type = /^\$L([0-9a-f]+)$/.exec(String(value[1]))?.[1]
  const component = type ? payload.clientComponent(type) : null
  return [...(component ? [component] : []), ...componentsOutsideIslands(props, payload, seen)]
}

/**
 * Empties every static element of `value` (a payload row's model), as `MenuSlot` is rendered: no
 * children, and HTML React must leave as it finds it. Returns how many it emptied; throws when one
 * holds a client component outside an island.
 */
function emptyStaticElements(value: Json, payload: PayloadModels): number {
  if (isRecord(value)) {
    return Object.values(value).reduce<number>(
      (sum, item) => sum + emptyStaticElements(item, payload),
      0,
    )
  }
  if (!Array.isArray(value)) return 0
  const props = elementProps(value)
  if (props && STATIC_HTML_ATTRIBUTE in props) {
    const { children, ...rest } = props
    const stranded = componentsOutsideIslands(children, payload)
    if (stranded.length > 0) {
      throw new Error(
        `a static <${String(value[1])}> holds client components outside an island: ${[...new Set(stranded)].join(', ')}`,
      )
    }
    value[3] = { ...rest, dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true }
    return 1
  }
  return value.reduce<number>((sum, item) => sum + emptyStaticElements(item, payload), 0)
}

/**
 * `page` with the content of its static elements out of its RSC payload: each emptied there, and
 * every row only they used dropped; its metadata goes too (`withoutMetadata`). A script of the
 * page that no client component left in the payload needs goes too (`withoutUnneededScripts`):
 * Next.js names the chunks of every client component the route may render among each page's
 * scripts, those the server rendered islands through included (the islands' own table hydrates
 * them), and the browser would load them for nothing. Returns `page` unchanged when it has none;
 * throws when its payload cannot be read or a static element holds a client component outside an
 * island.
 */
export function withStaticHtml(page: string): string {
  const marker = `"${STATIC_HTML_ATTRIBUTE}"`
  const flight = inlinePayload(page)
  if (!flight.includes(marker)) return page
  const rows = parseFlightRows(flight)

  const payload = new PayloadModels(rows)
  let emptied = 0
  const rewritten = withRewrittenModels(
    rows,
    (text) => text.includes(marker),
    (model) => {
      const count = emptyStaticElements(model, payload)
      emptied += count
      return count > 0
    },
  )
  const holders = ` ${STATIC_HTML_ATTRIBUTE}=""`
  if (emptied === 0 || !page.includes(holders)) {
    throw new Error(
      `the payload names ${STATIC_HTML_ATTRIBUTE} but ${emptied} elements of it were emptied`,
    )
  }
  const pruned = withoutUnneededScripts(page, keptRows(rows, withoutMetadata(rewritten)))
  return withPayloadRows(pruned.page, pruned.rows).replaceAll(
    holders,
    ` ${STATIC_HTML_ATTRIBUTE}="pruned"`,
  )
}
