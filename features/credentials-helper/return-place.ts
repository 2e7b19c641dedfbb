/**
 * The fragment that brings a reader back to an element after a round trip (signing in): the
 * nearest heading with an id above it, else the address's own fragment, else none.
 */
export function fragmentFor(element: Element): string {
  const document = element.ownerDocument
  let nearest = ''
  for (const heading of document.querySelectorAll('h2[id], h3[id], h4[id]')) {
    if (!(heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) break
    nearest = heading.id
  }
  return nearest ? `#${encodeURIComponent(nearest)}` : document.location.hash
}
