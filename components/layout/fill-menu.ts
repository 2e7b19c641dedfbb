import type { markCurrentLinks } from './mark-current-links'

/**
 * Fills `holder` with the menu fragment at `src` and marks the reader's page in it (`mark`,
 * handed in so that an inline script can carry it too); resolves to the first link to the page,
 * or null. If the fragment cannot load, the holder keeps what it holds and says so, unless
 * `signal` aborted the fetch. Self-contained: the side menu's inline script runs its source.
 */
export function fillMenu(
  holder: Element,
  src: string,
  mark: typeof markCurrentLinks,
  signal?: AbortSignal,
): Promise<Element | null> {
  return fetch(src, { signal })
    .then((response) => {
      if (!response.ok) throw new Error(`${src} answered ${response.status}`)
      return response.text()
    })
    .then((html) => {
      holder.innerHTML = html
      return mark(holder, location.pathname)
    })
    .catch((error: unknown) => {
      if (!signal?.aborted) {
        const message = document.createElement('p')
        message.textContent = `This menu could not be loaded (${String(error)}).`
        holder.append(message)
      }
      return null
    })
}
