/**
 * Calls `found` with the elements matching `selector` now in the document, then with those that
 * arrive later (a client-side navigation, the reference sections fetched into their page).
 */
export function watchElements(selector: string, found: (elements: Element[]) => void): () => void {
  const present = [...document.querySelectorAll(selector)]
  if (present.length > 0) found(present)
  const observer = new MutationObserver((mutations) => {
    const added: Element[] = []
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue
        if (node.matches(selector)) added.push(node)
        added.push(...node.querySelectorAll(selector))
      }
    }
    if (added.length > 0) found(added)
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return () => observer.disconnect()
}
