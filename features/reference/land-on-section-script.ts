import { sectionIdInPathname } from '../../lib/address/address'

/**
 * Scrolls to the section heading `id` names, if any. Sections skip their layout until they near
 * the viewport (`content-visibility: auto`), counting as an estimated height until then: the ones
 * just above the landing point would take their real height right after the jump and move the
 * page under the reader (a layout shift). So those within a screen above it are laid out first.
 * Self-contained: the inline script runs its source.
 */
export function landOnSection(id: string): void {
  const heading = document.getElementById(id)
  const section = heading && heading.tagName === 'H2' ? heading.closest('section') : null
  if (!heading || !section) return
  const sections = document.querySelectorAll('section[aria-labelledby]')
  let above = 0
  for (let index = Array.prototype.indexOf.call(sections, section); index >= 0; index -= 1) {
    const current = sections[index] as HTMLElement
    current.style.contentVisibility = 'visible'
    if (current !== section) above += current.offsetHeight
    if (above >= window.innerHeight) break
  }
  heading.scrollIntoView()
}

/**
 * Runs as the document is parsed, before the app loads: lands on the section the address names,
 * so a long reference opens at the right place at once.
 */
export const landOnSectionScript = `(${landOnSection.toString()})((${sectionIdInPathname.toString()})(location.pathname))`
