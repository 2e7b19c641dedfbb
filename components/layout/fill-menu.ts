/** Marks the menu's links to the reader's page `aria-current`, every group around them open. */
function markCurrentLinks(menu: Element): void {
  for (const link of menu.querySelectorAll(`a[href="${CSS.escape(location.pathname)}"]`)) {
    link.setAttribute('aria-current', 'page')
    for (
      let group = link.closest('details');
      group;
      group = group.parentElement?.closest('details') ?? null
    ) {
      group.open = true
    }
  }
}

/**
 * Fills `holder` with the menu fragment at `src` and marks the reader's page in it, as the build
 * marks a spliced menu. If the fragment cannot load, the holder keeps what it holds and says so,
 * unless `signal` aborted the fetch.
 */
export function fillMenu(holder: Element, src: string, signal?: AbortSignal): Promise<void> {
  return fetch(src, { signal })
    .then((response) => {
      if (!response.ok) throw new Error(`${src} answered ${response.status}`)
      return response.text()
    })
    .then((html) => {
      holder.innerHTML = html
      markCurrentLinks(holder)
    })
    .catch((error: unknown) => {
      if (!signal?.aborted) {
        const message = document.createElement('p')
        message.textContent = `This menu could not be loaded (${String(error)}).`
        holder.append(message)
      }
    })
}
