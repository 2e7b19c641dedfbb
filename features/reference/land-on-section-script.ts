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
 * Lands on section `id` (`land`) as soon as the parser has passed it, while the rest of the
 * document is still arriving: a reference is one long document, and the reader's section may be
 * near its start. The parser must have begun what follows the section, or the page would be too
 * short below it for its heading to reach the top. Checked once a frame, not on every element the
 * parser adds: a mutation observer over the whole document cost a long reference about a quarter
 * of its blocking time. The last section lands when parsing ends.
 * Self-contained: the inline script runs its source.
 */
export function landWhenParsed(id: string, land: (id: string) => void): void {
  if (!id) return
  const passed = () => {
    const section = document.getElementById(id)?.closest('section')
    let next = section ?? null
    while (next && !next.nextElementSibling) next = next.parentElement
    return next !== null && next.nextElementSibling !== null
  }
  let landed = false
  const landOnce = () => {
    if (landed) return
    landed = true
    land(id)
  }
  const check = () => {
    if (landed) return
    if (passed()) landOnce()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
  document.addEventListener('DOMContentLoaded', landOnce)
}

/**
 * Runs before the document's sections are parsed: lands on the section the address names as soon
 * as it arrives, so a long reference opens at the right place at once.
 */
export const landOnSectionScript = `(${landWhenParsed.toString()})((${sectionIdInPathname.toString()})(location.pathname),${landOnSection.toString()})`
