import { spyOnHeadings } from '../../../lib/browser/scroll-spy'

/** The band of the window a heading must be in to count as the one the reader is at. */
const TOC_OBSERVER_OPTIONS: IntersectionObserverInit = {
  threshold: 1,
  rootMargin: '-20% 0% -35% 0%',
}

/**
 * Marks the entry of a table of contents whose heading the reader is at (`aria-current`), as the
 * page scrolls and at once when an entry is clicked. The list is static HTML; this only moves the
 * mark. Returns the function that stops following.
 */
export function followHeadings(toc: Element): () => void {
  const entries = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const idOf = (entry: HTMLAnchorElement) => decodeURIComponent(entry.hash.slice(1))
  const mark = (id: string) => {
    for (const entry of entries) {
      if (idOf(entry) === id) entry.setAttribute('aria-current', 'location')
      else entry.removeAttribute('aria-current')
    }
  }
  const onClick = (event: Event) => {
    const entry = event.target instanceof Element ? event.target.closest('a') : null
    if (entry && entries.includes(entry)) mark(idOf(entry))
  }
  toc.addEventListener('click', onClick)
  const stopSpying = spyOnHeadings(entries.map(idOf), TOC_OBSERVER_OPTIONS, mark)
  return () => {
    toc.removeEventListener('click', onClick)
    stopSpying()
  }
}
