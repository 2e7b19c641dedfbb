import { markCurrentLinks } from './mark-current-links'

/**
 * Fills `holder` with the menu fragment at `src` and marks the reader's page in it;
 * resolves to the first link to the page, or null. If the fragment cannot load, the holder keeps
 * what it holds and says so, unless `signal` aborted the fetch.
 */
export function fillMenu(
  holder: Element,
  src: string,
  signal?: AbortSignal,
): Promise<Element | null> {
  return fetch(src, { signal })
    .then((response) => {
      if (!response.ok) throw new Error(`${src} answered ${response.status}`)
      return response.text()
    })
    .then((html) => {
      holder.innerHTML = html
      return markCurrentLinks(holder, location.pathname)
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
