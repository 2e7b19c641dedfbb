import { ISLAND_PROPS_ATTRIBUTE } from '../../components/islands/island-attributes'
import { sectionIdInPathname, sectionPath } from '../../lib/address/address'
import { ISLAND_ATTRIBUTE } from '../../lib/export/static-html'
import { siteConfig } from '../../site.config'
import { REFERENCE_ISLAND_NAMES } from './reference-island-names'

/**
 * A switcher's links lead to each target's top until its island knows the reader's section, which
 * is once the app has loaded (`switchHref`). The switcher's button opens its menu without the app,
 * so a reader can pick a link before then. Such a press goes where the island would send it: a link
 * that still leads to its target's top is pointed, as it is pressed, at the section the address
 * names, when this document has that section and the target does too (`missing`, in the island's
 * props). Clicks, middle-clicks and the context menu all read the link after this. Self-contained:
 * the inline script runs its source.
 */
export function pointEarlySwitchesAtSection(
  switcherSelector: string,
  propsAttribute: string,
  basePath: string,
  sectionIdOf: (pathname: string) => string,
  sectionPathOf: (documentPath: string, sectionId: string) => string,
): void {
  const point = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    const switcher = link?.closest(switcherSelector)
    if (!link || !switcher) return
    const id = sectionIdOf(location.pathname)
    const heading = document.getElementById(id)
    if (!heading || heading.tagName !== 'H2' || !heading.closest('section')) return
    const { targets } = JSON.parse(switcher.getAttribute(propsAttribute) ?? '{}') as {
      targets?: { path: string; missing: string[] }[]
    }
    const target = targets?.find(({ path }) => basePath + path === link.getAttribute('href'))
    if (target && !target.missing.includes(id)) {
      link.setAttribute('href', basePath + sectionPathOf(target.path, id))
    }
  }
  for (const type of ['click', 'auxclick', 'contextmenu']) addEventListener(type, point, true)
}

const switcherSelector = `[${ISLAND_ATTRIBUTE}="${REFERENCE_ISLAND_NAMES.switcher}"]`

const settings = [switcherSelector, ISLAND_PROPS_ATTRIBUTE, siteConfig.basePath]
  .map((value) => JSON.stringify(value))
  .join(',')

/** Runs inline in the reference document, before the app's scripts can. */
export const earlySwitchScript = `(${pointEarlySwitchesAtSection.toString()})(${settings},${sectionIdInPathname.toString()},${sectionPath.toString()})`
