import { ISLAND_ATTRIBUTE, STATIC_HTML_ATTRIBUTE } from '../../lib/export/static-html'

/** The attribute of an island's holder that carries its props as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props'

/** The name of the island `holder` holds: its key in a table of islands. */
export const islandNameOf = (holder: Element): string => holder.getAttribute(ISLAND_ATTRIBUTE) ?? ''

/** The attribute of the hidden element just after an island's holder that holds its fallback. */
export const ISLAND_FALLBACK_ATTRIBUTE = 'data-island-fallback'

/**
 * The islands the browser hydrates: those in static HTML the build took out of the payload
 * (`data-static="pruned"`). Elsewhere, as in development, React already owns them.
 */
export const STATIC_ISLANDS_SELECTOR = `[${STATIC_HTML_ATTRIBUTE}="pruned"] [${ISLAND_ATTRIBUTE}]`

/**
 * The islands outside static HTML: the header's buttons. React hydrates them with the page, or,
 * on a page the build took Next.js's router out of, `startWithoutRouter` does.
 */
export const CHROME_ISLANDS_SELECTOR = `[${ISLAND_ATTRIBUTE}]:not(${STATIC_ISLANDS_SELECTOR})`
