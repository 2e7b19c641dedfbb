import { MENU_FETCH_ATTRIBUTE } from '../../lib/export/menu-slot'
import { markCurrentLinks } from './mark-current-links'

/**
 * Fills `nav` with the menu fragment its `attribute` names, marks the reader's page in it
 * (`markCurrentLinks`, handed in so that the script carries it) and brings that entry into view
 * when the menu is taller than its column. If the fragment cannot load, the menu keeps what it
 * holds (the area's title link) and says so. Self-contained: the inline script runs its source.
 */
export function fillSideMenu(nav: Element, attribute: string, mark: typeof markCurrentLinks): void {
  const src = nav.getAttribute(attribute) ?? ''
  fetch(src)
    .then((response) => {
      if (!response.ok) throw new Error(`${src} answered ${response.status}`)
      return response.text()
    })
    .then((html) => {
      nav.innerHTML = html
      mark(nav, location.pathname)?.scrollIntoView({ block: 'nearest' })
    })
    .catch((error: unknown) => {
      const message = document.createElement('p')
      message.textContent = `This menu could not be loaded (${String(error)}).`
      nav.append(message)
    })
}

/**
 * Runs where the side menu is parsed, before the app loads: its fragment is requested at once and
 * shown as soon as it comes, from the browser's cache on every page of the area but the first.
 */
export const sideMenuScript = `(${fillSideMenu.toString()})(document.currentScript.parentElement,${JSON.stringify(MENU_FETCH_ATTRIBUTE)},${markCurrentLinks.toString()})`
